import LifecycleSimSupport

extension SourceIndex {
  /// The source a person most likely means by `query`: the exact id, or the id written with
  /// another case or without its leading zeros (`gt-67` → `GT-067`, `seed3` → `seed003`).
  ///
  /// ```swift
  /// SourceIndex.lookup("gt-67")?.id  // "GT-067"
  /// ```
  public static func lookup(_ query: String) -> Source? {
    if let exact = source(query) { return exact }
    return normalizedID(query).flatMap(source)
  }

  /// The id closest to `query` by spelling, for a "did you mean" hint.
  public static func closestID(to query: String) -> String? {
    Suggestion.closest(to: normalizedID(query) ?? query, among: all.map(\.id))
  }

  /// `query` as an id: family in the index's case, number padded to three digits.
  private static func normalizedID(_ query: String) -> String? {
    let lowered = query.lowercased()
    for (family, separator) in [("gt", "-"), ("ou", "-"), ("web", "-"), ("seed", "")] {
      guard lowered.hasPrefix(family) else { continue }
      var digits = lowered.dropFirst(family.count)
      if digits.hasPrefix("-") { digits = digits.dropFirst() }
      guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy(\.isASCII),
        digits.allSatisfy(\.isNumber)
      else { return nil }
      let padded = String(repeating: "0", count: 3 - digits.count) + digits
      return (family == "seed" ? family : family.uppercased()) + separator + padded
    }
    return nil
  }
}
