extension SourceIndex {
  /// The source ids cited in `text`, in order of first appearance: `GT-067`, `OU-020`,
  /// `seed003`, spelled as the index spells them.
  ///
  /// ```swift
  /// SourceIndex.ids(in: "GT-031, GT-036; Apple spec (scale) · alt. GT-097")
  /// // ["GT-031", "GT-036", "GT-097"]
  /// ```
  static func ids(in text: String) -> [String] {
    var found: [String] = []
    let characters = Array(text.utf8)
    var index = 0
    while index < characters.count {
      var matched: String?
      for prefix in ["GT-", "OU-", "seed"] {
        let bytes = Array(prefix.utf8)
        guard index + bytes.count + 3 <= characters.count,
          Array(characters[index..<index + bytes.count]) == bytes
        else { continue }
        let digits = characters[index + bytes.count..<index + bytes.count + 3]
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
          continue
        }
        matched = prefix + String(decoding: digits, as: UTF8.self)
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
