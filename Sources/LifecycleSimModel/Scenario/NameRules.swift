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
  package static let reservedCharacters: Set<Character> = [
    "=", ",", "(", ")", "{", "}", "[", "]", "\"",
  ]

  /// Why `name` cannot name a scenario, as a message and a fix, or `nil` when it can.
  package static func problem(scenarioName name: String) -> (message: String, fix: String)? {
    if isPlainASCII(name, reservingPunctuation: false) { return nil }
    return commonProblem(name)
  }

  /// Why `name` cannot name a controller or a view, as a message and a fix, or `nil`.
  package static func problem(objectName name: String) -> (message: String, fix: String)? {
    // Records print an object's name where a reader expects one: an empty one would not read back.
    if name.isEmpty {
      return ("a name cannot be empty", "give a name, or leave \"name\" out for the default one")
    }
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
    if let plain = name.utf8.withContiguousStorageIfAvailable({
      isPlainASCII($0, reservingPunctuation: reservingPunctuation)
    }) {
      return plain
    }
    return Array(name.utf8).withUnsafeBufferPointer {
      isPlainASCII($0, reservingPunctuation: reservingPunctuation)
    }
  }

  /// ``isPlainASCII(_:reservingPunctuation:)`` of a name's UTF-8 bytes.
  private static func isPlainASCII(_ name: UnsafeBufferPointer<UInt8>, reservingPunctuation: Bool)
    -> Bool
  {
    guard let first = name.first, let last = name.last else { return true }
    guard name.count <= maximumLength, first != 0x20, last != 0x20 else { return false }
    return !name.contains { refuses($0, reservingPunctuation: reservingPunctuation) }
  }

  /// `true` for a byte a plain ASCII name does not have: a control character, DEL, a byte of
  /// a non-ASCII character, or, when `reservingPunctuation`, one of ``reservedCharacters``.
  @inline(__always)
  package static func refuses(_ byte: UInt8, reservingPunctuation: Bool) -> Bool {
    // Bit b of a mask is set when byte b (low) or 64 + b (high) is refused.
    let low: UInt64 = reservingPunctuation ? refusedLow : 0xFFFF_FFFF
    let high: UInt64 = reservingPunctuation ? refusedHigh : 0x8000_0000_0000_0000
    let refused =
      byte < 64 ? low >> UInt64(byte) & 1 : byte < 128 ? high >> UInt64(byte &- 64) & 1 : 1
    return refused != 0
  }

  /// The bytes below 64 an object name refuses, bit b for byte b: the control characters and
  /// `"`, `(`, `)`, `,` and `=`.
  package static let refusedLow: UInt64 = 0x2000_1304_FFFF_FFFF
  /// The bytes from 64 to 127 an object name refuses, bit b for byte 64 + b: `[`, `]`, `{`, `}`
  /// and DEL.
  package static let refusedHigh: UInt64 = 0xA800_0000_2800_0000

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
