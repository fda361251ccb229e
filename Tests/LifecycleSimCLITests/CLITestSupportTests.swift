import Testing

/// The tests' own diagnostic matcher, which stands in for a Regex (macOS 13) so that the tests
/// build at the package's platforms.
@Suite struct CLITestSupportTests {
  @Test(arguments: [
    ("3:17: the name is already used", true),
    ("120:1: x", true),
    ("3:17:  two spaces", false),
    ("3:17:", false),
    ("3:: no column", false),
    (":17: no line", false),
    ("3:1a: letters", false),
    ("three:1: words", false),
    ("3 17: no colon", false),
  ])
  func aDiagnosticStartsWithLineAndColumnThenAMessage(text: String, expected: Bool) {
    #expect(startsWithLineAndColumn(text[...]) == expected)
  }
}
