/// "Did you mean" suggestions for misspelled keys and names.
///
/// A candidate is accepted when it is close to the input by one of three case-insensitive
/// measures, tried in this order of preference:
///
/// 1. Edit distance: the Damerau–Levenshtein (optimal string alignment) distance is at most
///    `max(1, min(3, candidate.count / 3))`, so `tabbarController` suggests
///    `tabBarController` and `safearea` suggests `safeArea`.
/// 2. Prefix: one is a prefix of the other and they share at least 4 characters, so
///    `navigation` suggests `navigationController`.
/// 3. Abbreviation: the input has at least 4 characters, the candidate starts with the
///    same 3 characters and contains every character of the input in order, so
///    `navController` suggests `navigationController` (but `nav` alone suggests nothing).
///
/// Among accepted candidates the best measure wins, then the smaller edit distance, then
/// the earlier candidate, so the result is deterministic.
///
/// The type has `package` access so the command-line target can suggest command and option
/// names too.
package enum Suggestion {
  /// The candidate the input most likely meant, or `nil` when none is close enough.
  ///
  /// ```swift
  /// Suggestion.closest(to: "safearea", among: ["safeArea", "frame"])  // "safeArea"
  /// Suggestion.closest(to: "zzz", among: ["phone", "tablet"])        // nil
  /// ```
  ///
  /// - Parameters:
  ///   - input: The unrecognized word.
  ///   - candidates: The valid words, in order of preference for ties.
  /// - Returns: The best candidate, spelled as in `candidates`; `nil` for an empty input.
  /// - Complexity: O(*n* × *m*) per candidate, for input and candidate lengths *n* and *m*.
  package static func closest(to input: String, among candidates: [String]) -> String? {
    let word = Array(input.lowercased())
    guard !word.isEmpty else { return nil }
    var best: (tier: Int, distance: Int, candidate: String)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      let distance = editDistance(word, other)
      let tier: Int
      if distance <= max(1, min(3, candidate.count / 3)) {
        tier = 0
      } else if isPrefixMatch(word, other) {
        tier = 1
      } else if isAbbreviation(word, of: other) {
        tier = 2
      } else {
        continue
      }
      if let current = best, (current.tier, current.distance) <= (tier, distance) { continue }
      best = (tier, distance, candidate)
    }
    return best?.candidate
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and
  /// transpositions of adjacent characters each cost 1, and no substring is edited twice.
  ///
  /// - Complexity: O(*n* × *m*) time and O(*m*) space.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      swap(&previousPrevious, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// Whether one word is a prefix of the other with at least 4 characters in common.
  private static func isPrefixMatch(_ a: [Character], _ b: [Character]) -> Bool {
    let shorter = a.count <= b.count ? a : b
    let longer = a.count <= b.count ? b : a
    return shorter.count >= 4 && longer.starts(with: shorter)
  }

  /// Whether `word` has at least 4 characters and `candidate` starts with its first 3 and
  /// contains all of them in order.
  private static func isAbbreviation(_ word: [Character], of candidate: [Character]) -> Bool {
    guard word.count >= 4 && candidate.count > word.count,
      candidate.starts(with: word.prefix(3))
    else { return false }
    var remaining = word[...]
    for character in candidate where character == remaining.first {
      remaining = remaining.dropFirst()
      if remaining.isEmpty { return true }
    }
    return false
  }
}
