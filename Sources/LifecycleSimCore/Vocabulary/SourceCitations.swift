/// The source ids a text cites: what `explain` and the rules' stories read from a device's or a
/// metric's free-text sources (docs/sources.md explains the families).
package enum SourceCitations {
  /// The id families of the bibliography: each id without its three-digit number.
  ///
  /// A test
  /// checks that the bibliography has no other family, so that no cited id is dropped.
  package static let families = ["GT-", "OU-", "seed", "WEB-"]

  /// The source ids cited in `text`, in order of first appearance: an id of any of the
  /// ``families`` (`GT-067`, `OU-020`, `seed003`, `WEB-104`), spelled as the index spells them.
  ///
  /// ```swift
  /// SourceCitations.ids(in: "WEB-104, GT-015; Apple spec (scale) · alt. GT-097")
  /// // ["WEB-104", "GT-015", "GT-097"]
  /// ```
  package static func ids(in text: String) -> [String] {
    var found: [String] = []
    let characters = Array(text.utf8)
    let prefixes = families.map { Array($0.utf8) }
    var index = 0
    while index < characters.count {
      var matched: String?
      for bytes in prefixes {
        guard index + bytes.count + 3 <= characters.count,
          characters[index..<index + bytes.count].elementsEqual(bytes)
        else { continue }
        let digits = characters[index + bytes.count..<index + bytes.count + 3]
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
          continue
        }
        matched = String(decoding: characters[index..<index + bytes.count + 3], as: UTF8.self)
        index += bytes.count + 3
        break
      }
      if let matched {
        if !found.contains(matched) { found.append(matched) }
      } else {
        index += 1
      }
    }
    return found
  }
}
