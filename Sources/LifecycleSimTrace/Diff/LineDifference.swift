/// The first difference between two texts, line by line, with context: enough to see what
/// changed in a reference trace.
package enum LineDifference {
  /// A few lines around the first line that differs, `-` expected and `+` actual.
  package static func describe(expected: String, actual: String, context: Int = 2) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var first = 0
    while first < old.count && first < new.count && old[first] == new[first] { first += 1 }
    var lines = ["first difference at line \(first + 1) (expected: -, actual: +)"]
    for index in max(0, first - context)..<first { lines.append("  \(old[index])") }
    for index in first..<min(old.count, first + context + 1) { lines.append("- \(old[index])") }
    for index in first..<min(new.count, first + context + 1) { lines.append("+ \(new[index])") }
    return lines.joined(separator: "\n")
  }
}
