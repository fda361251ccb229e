extension SourceIndex {
  /// The id families of the index, in the order they first appear: each id without its
  /// three-digit number (`GT-`, `OU-`, `seed`, `WEB-`).
  ///
  /// Read from the ids themselves, so a new family is recognised by ``ids(in:)`` as soon as the
  /// index has an entry of it.
  static let families: [String] = {
    var families: [String] = []
    for source in all {
      let family = String(source.id.dropLast(3))
      if !families.contains(family) { families.append(family) }
    }
    return families
  }()

  /// The source ids cited in `text`, in order of first appearance: an id of any of the index's
  /// ``families`` (`GT-067`, `OU-020`, `seed003`, `WEB-104`), spelled as the index spells them.
  ///
  /// ```swift
  /// SourceIndex.ids(in: "WEB-104, GT-015; Apple spec (scale) · alt. GT-097")
  /// // ["WEB-104", "GT-015", "GT-097"]
  /// ```
  static func ids(in text: String) -> [String] {
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
