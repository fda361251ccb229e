/// What the names of a scenario may contain, so that every accepted name reads back the same
/// from a trace.
///
/// A trace header prints the scenario name to the end of its line, and records print object
/// names between punctuation, so a name is one line of printable characters without
/// whitespace at either end, at most ``maximumLength`` characters long. Object names also
/// refuse the punctuation of trace records: `= , ( ) { } [ ] "`.
enum NameRules {
  /// The longest name, in Unicode scalars.
  static let maximumLength = 200

  /// Characters object names may not contain: traces use them around values and arguments.
  static let reservedCharacters: Set<Character> = ["=", ",", "(", ")", "{", "}", "[", "]", "\""]

  /// Why `name` cannot name a scenario, as a message and a fix, or `nil` when it can.
  static func problem(scenarioName name: String) -> (message: String, fix: String)? {
    if isPlainASCII(name, reservingPunctuation: false) { return nil }
    return commonProblem(name)
  }

  /// Why `name` cannot name a controller or a view, as a message and a fix, or `nil`.
  static func problem(objectName name: String) -> (message: String, fix: String)? {
    if isPlainASCII(name, reservingPunctuation: true) { return nil }
    if let problem = commonProblem(name) { return problem }
    if name.contains(where: { reservedCharacters.contains($0) }) {
      return (
        "the name \"\(name)\" has a character traces use as punctuation",
        "use letters, digits, spaces inside, and - _ . / :"
      )
    }
    return nil
  }

  /// `true` for a name of printable ASCII without a space at either end, at most
  /// ``maximumLength`` long and, when `reservingPunctuation`, without ``reservedCharacters``:
  /// the usual name, accepted on its UTF-8 bytes without looking at its characters.
  private static func isPlainASCII(_ name: String, reservingPunctuation: Bool) -> Bool {
    var count = 0
    var last: UInt8 = 0
    for byte in name.utf8 {
      guard byte >= 0x20, byte < 0x7F, count > 0 || byte != 0x20 else { return false }
      if reservingPunctuation {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"),
          UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
          UInt8(ascii: "\""):
          return false
        default: break
        }
      }
      count += 1
      last = byte
    }
    return last != 0x20 && count <= maximumLength
  }

  private static func commonProblem(_ name: String) -> (message: String, fix: String)? {
    if let scalar = PrintableText.firstUnprintable(in: name) {
      return (
        "the name \"\(name)\" has the control or format character \(scalar)",
        "a name is one line of printable characters; remove it"
      )
    }
    if name.unicodeScalars.first?.properties.isWhitespace == true
      || name.unicodeScalars.last?.properties.isWhitespace == true
    {
      return (
        "the name \"\(name)\" starts or ends with whitespace",
        "remove it: traces would not keep it"
      )
    }
    let length = name.unicodeScalars.count
    if length > maximumLength {
      return (
        "the name is \(length) characters long", "use at most \(maximumLength) characters"
      )
    }
    return nil
  }
}
