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
    commonProblem(name)
  }

  /// Why `name` cannot name a controller or a view, as a message and a fix, or `nil`.
  static func problem(objectName name: String) -> (message: String, fix: String)? {
    if let problem = commonProblem(name) { return problem }
    if name.contains(where: { reservedCharacters.contains($0) }) {
      return (
        "the name \"\(name)\" has a character traces use as punctuation",
        "use letters, digits, spaces inside, and - _ . / :"
      )
    }
    return nil
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
