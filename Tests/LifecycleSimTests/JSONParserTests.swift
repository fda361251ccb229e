import Testing

@testable import LifecycleSim

@Suite struct JSONParserTests {
  // MARK: - Helpers

  /// Parses UTF-8 text.
  private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  /// The error for bytes that must not parse, as `line:column: message`.
  private func failure(_ bytes: [UInt8]) -> String? {
    JSONParser.failure(bytes)
  }

  private func failure(_ text: String) -> String? {
    failure(Array(text.utf8))
  }

  /// A compact rendering of a value without locations.
  private func render(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let number): "\(number)"
    case .string(let string): "\"\(string)\""
    case .array(let elements): "[" + elements.map(render).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { "\"\($0.key)\":" + render($0.value) }.joined(separator: ",") + "}"
    }
  }

  private func members(_ value: JSONValue) -> [JSONMember] {
    if case .object(let members) = value.kind { return members }
    Issue.record("expected an object, found \(value.typeDescription)")
    return []
  }

  private func elements(_ value: JSONValue) -> [JSONValue] {
    if case .array(let elements) = value.kind { return elements }
    Issue.record("expected an array, found \(value.typeDescription)")
    return []
  }

  private func loc(_ line: Int, _ column: Int) -> TextLocation {
    TextLocation(line: line, column: column)
  }

  // MARK: - Values

  @Test(arguments: [
    ("null", "null", "null"),
    ("true", "true", "a boolean"),
    ("false", "false", "a boolean"),
    ("42", "42.0", "a number"),
    ("\"hi\"", "\"hi\"", "a string"),
    ("[]", "[]", "an array"),
    ("{}", "{}", "an object"),
    ("  [1, [true, null], {\"a\": \"b\"}]  ", "[1.0,[true,null],{\"a\":\"b\"}]", "an array"),
  ])
  func topLevelValueOfEveryKind(text: String, rendered: String, type: String) throws {
    let value = try parse(text)
    #expect(render(value) == rendered)
    #expect(value.typeDescription == type)
  }

  @Test func locationsOfNestedValuesAndKeys() throws {
    let text = """
      {
        "name": "demo",
        "size": [375, 812.5],
        "nested": {"flag": true, "none": null}
      }
      """
    let root = try parse(text)
    #expect(root.location == loc(1, 1))
    let top = members(root)
    #expect(top.map(\.key) == ["name", "size", "nested"])
    #expect(top.map(\.keyLocation) == [loc(2, 3), loc(3, 3), loc(4, 3)])
    #expect(top.map(\.value.location) == [loc(2, 11), loc(3, 11), loc(4, 13)])
    #expect(elements(top[1].value).map(\.location) == [loc(3, 12), loc(3, 17)])
    let nested = members(top[2].value)
    #expect(nested.map(\.keyLocation) == [loc(4, 14), loc(4, 28)])
    #expect(nested.map(\.value.location) == [loc(4, 22), loc(4, 36)])
  }

  @Test func lineBreaksAndTabs() throws {
    // \r\n counts as one line break, a lone \r ends a line too, and a tab is one column.
    let root = try parse("{\r\n\t\"a\":\r1,\n\t\t\"b\" :\r\n\r\n  [\ttrue]}")
    let top = members(root)
    #expect(top.map(\.keyLocation) == [loc(2, 2), loc(4, 3)])
    #expect(top[0].value.location == loc(3, 1))
    #expect(top[1].value.location == loc(6, 3))
    #expect(elements(top[1].value).first?.location == loc(6, 5))
  }

  @Test func columnsCountUnicodeScalars() throws {
    // é is 2 bytes, 😀 is 4 bytes, and e + U+0301 is two scalars: each scalar is one column.
    let root = try parse("[\"é\", \"😀\", 1, \"e\u{301}\", 2]")
    #expect(
      elements(root).map(\.location) == [loc(1, 2), loc(1, 7), loc(1, 12), loc(1, 15), loc(1, 21)])
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1,\n 2]".utf8))
    #expect(root.location == loc(1, 1))
    #expect(elements(root).map(\.location) == [loc(1, 2), loc(2, 2)])
  }

  @Test func escapesAndSurrogatePairs() throws {
    let value = try parse(
      #"["\" \\ \/ \b \f \n \r \t \u0041\u00e9\u20AC \uD83D\uDE00!", "plain é"]"#)
    #expect(
      render(value)
        == "[\"\" \\ / \u{8} \u{C} \n \r \t Aé€ 😀!\",\"plain é\"]")
  }

  @Test(arguments: [
    "0", "-0", "7", "-12", "1.5", "-0.25", "1e2", "1E+2", "1e-2", "2.5E-3", "0.1",
    "3.141592653589793", "123456789012345678901234567890", "12345678901234567890",
    "9007199254740993", "0.30000000000000004", "1.7976931348623157e308", "5e-324", "1e-400",
    "0.000001", "100000000000000000000000", "4.35", "1e22", "1e23", "-0.0e5",
  ])
  func numbersMatchTheStandardLibrary(text: String) throws {
    let value = try parse(text)
    guard case .number(let number) = value.kind else {
      Issue.record("expected a number, found \(value.typeDescription)")
      return
    }
    let expected = try #require(Double(text))
    #expect(number == expected)
    #expect(number.sign == expected.sign)
  }

  @Test func duplicateKeysAreKeptInOrder() throws {
    let root = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
    let top = members(root)
    #expect(top.map(\.key) == ["a", "b", "a"])
    #expect(top.map { render($0.value) } == ["1.0", "2.0", "3.0"])
    #expect(top.map(\.keyLocation) == [loc(1, 2), loc(1, 10), loc(1, 18)])
  }

  @Test func sourceLocationDescriptionAndOrder() {
    #expect(loc(14, 9).description == "14:9")
    #expect(loc(2, 30) < loc(3, 1))
    #expect(loc(3, 1) < loc(3, 2))
    #expect(JSONSyntaxError(location: loc(14, 9), message: "m").description == "14:9: m")
  }

  // MARK: - Errors

  /// Inputs and their errors, as `line:column: message`.
  static let syntaxErrorCases: [(text: String, expected: String)] = [
    // Empty input.
    ("", "1:1: the file is empty; expected a JSON object"),
    ("  \n\t ", "1:1: the file is empty; expected a JSON object"),
    // Trailing commas.
    (#"{"a": 1,}"#, "1:8: trailing comma before '}'; remove it"),
    ("[1, 2,\n]", "1:6: trailing comma before ']'; remove it"),
    ("{\r\n  \"a\": 1,\r\n}", "2:9: trailing comma before '}'; remove it"),
    // Single quotes.
    ("{'a': 1}", "1:2: expected an object key or '}', found '''; strings use double quotes"),
    (
      #"{"a": 'b'}"#,
      #"1:7: expected a value for "a", found '''; strings use double quotes"#
    ),
    // Unquoted keys and values.
    ("{a: 1}", "1:2: expected an object key or '}', found 'a'; object keys must be quoted strings"),
    (
      #"{"a": 1, b: 2}"#,
      "1:10: expected an object key after ',', found 'b'; object keys must be quoted strings"
    ),
    (
      #"{"kind": phone}"#,
      #"1:10: expected a value for "kind", found 'phone'; strings use double quotes"#
    ),
    // Comments.
    (
      "{\n  // comment\n  \"a\": 1\n}",
      "2:3: expected an object key or '}', found '/'; JSON has no comments"
    ),
    ("[1, /* x */ 2]", "1:5: expected a value after ',', found '/'; JSON has no comments"),
    (
      #"{"a": 1} // done"#,
      "1:10: unexpected '/' after the end of the JSON value; JSON has no comments"
    ),
    (
      "{\"a\": 1 # note\n}",
      "1:9: expected ',' or '}' after an object member, found '#'; JSON has no comments"
    ),
    // Missing commas.
    (
      "{\n  \"a\": 1\n  \"b\": 2\n}",
      #"3:3: expected ',' or '}' after an object member, found '"'; add a ',' between members"#
    ),
    (
      "[1 2]",
      "1:4: expected ',' or ']' after an array element, found '2'; add a ',' between elements"
    ),
    (
      "{\"a\": 1\r\"b\": 2}",
      #"2:1: expected ',' or '}' after an object member, found '"'; add a ',' between members"#
    ),
    // Unterminated strings, located at the opening quote.
    (
      #"{"a": "abc"#,
      #"1:7: unterminated string; expected a closing '"' before the end of the file"#
    ),
    (
      "{\"a\": \"abc\n}",
      #"1:7: unterminated string; expected a closing '"' before the end of the line"#
    ),
    ("[\"é😀", #"1:2: unterminated string; expected a closing '"' before the end of the file"#),
    (#"["abc\"#, #"1:2: unterminated string; expected a closing '"' before the end of the file"#),
    (#"["\u00"#, #"1:2: unterminated string; expected a closing '"' before the end of the file"#),
    // Content after the value.
    (#"{"a": 1} x"#, "1:10: unexpected 'x' after the end of the JSON value"),
    (#"{"a": 1}}"#, "1:9: unexpected '}' after the end of the JSON value"),
    ("[1]\n\n[2]", "3:1: unexpected '[' after the end of the JSON value"),
    // Structure.
    (#"{"a" 1}"#, #"1:6: expected ':' after the key "a", found '1'"#),
    (
      #"{"a" = 1}"#,
      #"1:6: expected ':' after the key "a", found '='; use ':' between a key and its value"#
    ),
    (#"{"a": }"#, #"1:7: expected a value for "a", found '}'"#),
    ("[", "1:2: expected a value or ']', found end of file; the '[' at 1:1 is not closed"),
    ("[,1]", "1:2: expected a value or ']', found ','"),
    (#"{"a":1,,}"#, "1:8: expected an object key after ',', found ','"),
    (
      #"{"a": [1, 2}"#,
      "1:12: expected ',' or ']' after an array element, found '}'; the '[' at 1:7 is not closed"
    ),
    (
      #"{"a": 1]"#,
      "1:8: expected ',' or '}' after an object member, found ']'; the '{' at 1:1 is not closed"
    ),
    (
      "{\"a\": 1",
      "1:8: expected ',' or '}' after an object member, found end of file; "
        + "the '{' at 1:1 is not closed"
    ),
    // Literals.
    (
      "[True]",
      "1:2: expected a value or ']', found 'True'; the literals true, false and null are lowercase"
    ),
    ("[tru]", "1:2: expected a value or ']', found 'tru'; did you mean 'true'?"),
    ("nul", "1:1: expected a JSON value, found 'nul'; did you mean 'null'?"),
    ("[truex]", "1:2: expected a value or ']', found 'truex'; did you mean 'true'?"),
    ("[NaN]", "1:2: expected a value or ']', found 'NaN'; JSON numbers cannot be NaN or infinite"),
    // Numbers.
    ("-", "1:2: expected a digit after '-', found end of file"),
    ("[-Infinity]", "1:3: expected a digit after '-', found 'Infinity'"),
    ("01", "1:1: numbers cannot have leading zeros"),
    ("[-01]", "1:2: numbers cannot have leading zeros"),
    ("+1", "1:1: expected a JSON value, found '+'; numbers cannot start with '+'"),
    (".5", "1:1: expected a JSON value, found '.'; numbers need a digit before the '.', as in 0.5"),
    ("1.", "1:3: expected a digit after '.', found end of file"),
    ("[1.e5]", "1:4: expected a digit after '.', found 'e5'"),
    ("1e", "1:3: expected a digit in the exponent, found end of file"),
    ("[1e+]", "1:5: expected a digit in the exponent, found ']'"),
    ("[1, 1e400]", "1:5: number out of range"),
    ("-1e999999999999999999999", "1:1: number out of range"),
    ("1" + String(repeating: "0", count: 400), "1:1: number out of range"),
    // Escapes and control characters.
    (
      #"["a\qb"]"#,
      #"1:4: invalid escape '\q' in a string; to write a backslash, use '\\'"#
    ),
    (#"["\u12G4"]"#, #"1:7: expected 4 hex digits after '\u', found 'G4'"#),
    (#"["\u12/4"]"#, #"1:7: expected 4 hex digits after '\u', found '/'"#),
    (
      #"["\uD83D"]"#,
      #"1:3: unpaired surrogate '\uD83D' in a string; "#
        + #"a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#
    ),
    (
      #"["x\uD83D\u0041"]"#,
      #"1:4: unpaired surrogate '\uD83D' in a string; "#
        + #"a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#
    ),
    (
      #"["\ude00"]"#,
      #"1:3: unpaired surrogate '\uDE00' in a string; "#
        + #"a low surrogate must follow a high surrogate escape (\uD800-\uDBFF)"#
    ),
    ("[\"a\tb\"]", #"1:4: unescaped control character U+0009 in a string; write it as \t"#),
    ("[\"\u{1}\"]", #"1:3: unescaped control character U+0001 in a string; write it as \u0001"#),
    // Smart quotes.
    (
      "{“a”: 1}",
      "1:2: expected an object key or '}', found '“' (U+201C); "
        + #"strings use straight double quotes '"'"#
    ),
  ]

  @Test(arguments: syntaxErrorCases)
  func syntaxErrors(text: String, expected: String) {
    #expect(failure(text) == expected)
  }

  @Test(
    arguments: [
      (
        [0x5B, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D],
        "1:4: invalid UTF-8 byte 0xFF; the file must be UTF-8"
      ),
      (
        [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D],
        "1:3: invalid UTF-8 sequence starting with byte 0xC3; the file must be UTF-8"
      ),
      // Overlong encoding of '/'.
      (
        [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "1:3: invalid UTF-8 byte 0xC0; the file must be UTF-8"
      ),
      // An encoded surrogate (U+D800).
      (
        [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],
        "1:3: invalid UTF-8 sequence starting with byte 0xED; the file must be UTF-8"
      ),
      // Above U+10FFFF.
      (
        [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
        "1:2: invalid UTF-8 sequence starting with byte 0xF4; the file must be UTF-8"
      ),
      // Truncated sequence at the end of the file.
      (
        [0x22, 0x61, 0xE2, 0x82],
        "1:3: invalid UTF-8 sequence starting with byte 0xE2; the file must be UTF-8"
      ),
      // Outside a string.
      (
        [0x5B, 0x31, 0x2C, 0x20, 0xFF, 0x5D], "1:5: invalid UTF-8 byte 0xFF; the file must be UTF-8"
      ),
      ([0x5B, 0x31, 0x5D, 0x0A, 0x80], "2:1: invalid UTF-8 byte 0x80; the file must be UTF-8"),
      ([0xFF, 0xFE, 0x5B, 0x00], "1:1: the file is UTF-16 encoded; save it as UTF-8"),
    ] as [([UInt8], String)])
  func invalidUTF8(bytes: [UInt8], expected: String) {
    #expect(failure(bytes) == expected)
  }

  // MARK: - Depth and robustness

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = JSONParser.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try parse(text)
    var levels = 1
    while case .array(let inner) = value.kind, let first = inner.first {
      value = first
      levels += 1
    }
    #expect(levels == depth)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let message = "nested too deeply (more than 512 levels)"
    #expect(failure(String(repeating: "[", count: 100_000)) == "1:513: \(message)")
    #expect(
      failure(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
        == "1:513: \(message)")
    #expect(failure(String(repeating: #"{"a":"#, count: 100_000)) == "1:2561: \(message)")
  }

  static let sample = """
    {
      "name": "Settings flow",
      "description": "Pushes, rotates, pops.\\nLine 2: \\u00e9 \\uD83D\\uDE00 \\"q\\" \\/",
      "device": "iPhone 15 Pro",
      "orientation": "portrait",
      "unicode": "Café — naïve 😀",
      "root": {
        "kind": "navigationController",
        "id": "nav",
        "children": [
          {
            "kind": "viewController",
            "id": "home",
            "safeArea": true,
            "insets": [0, 16.5, -0, 1e-3]
          }
        ]
      },
      "steps": [
        { "at": 0, "push": { "kind": "viewController", "id": "detail" } },
        { "at": 0.35, "rotate": "landscapeLeft" },
        { "at": 1.2E+1, "pop": null },
        { "at": 2, "present": { "kind": "viewController", "id": "modal", "animated": false } }
      ],
      "expect": {
        "traces": ["viewWillAppear", "viewDidAppear"],
        "counts": { "layout": 3, "appear": 2 },
        "empty": {},
        "none": [],
        "nested": [[[1], [2, [3]]], {"a": {"b": {"c": []}}}]
      },
      "tolerance": 0.001,
      "seed": 12345678901234567890,
      "tabs":\t"x",
      "flags": [
        true,
        false,
        null
      ],
      "escaped \\"key\\"": "\\\\",
      "last": "done"
    }

    """

  @Test func sampleDocumentParses() throws {
    let root = try parse(Self.sample)
    let keys = members(root).map(\.key)
    #expect(keys.first == "name")
    #expect(keys.last == "last")
    #expect(keys.contains("escaped \"key\""))
    #expect(Self.sample.split(separator: "\n").count >= 40)
  }

  @Test func everyTruncationOfTheSampleFailsCleanly() {
    let bytes = Array(Self.sample.utf8)
    // The document is complete once its closing brace is in.
    let complete = bytes.lastIndex(of: UInt8(ascii: "}")).map { $0 + 1 } ?? bytes.count
    for length in 0..<bytes.count {
      let result = failure(Array(bytes[0..<length]))
      if length < complete {
        #expect(result != nil, "prefix of \(length) bytes parsed")
      } else {
        #expect(result == nil, "prefix of \(length) bytes failed: \(result ?? "")")
      }
    }
  }

  @Test func randomMutationsOfTheSampleNeverCrash() {
    let original = Array(Self.sample.utf8)
    let interesting: [UInt8] = Array("{}[],:\"\\ 0-e.tfn\n\r\t/'".utf8) + [0x00, 0x80, 0xC3, 0xFF]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var failures = 0
    for _ in 0..<3_000 {
      var bytes = original
      for _ in 0...next(3) {
        let position = next(bytes.count)
        switch next(3) {
        case 0: bytes[position] = interesting[next(interesting.count)]
        case 1: bytes.remove(at: position)
        default: bytes.insert(interesting[next(interesting.count)], at: position)
        }
      }
      if failure(bytes) != nil { failures += 1 }
    }
    #expect(failures > 0)
  }

  @Test func largeInputParses() throws {
    let element = #"{"id": "row", "frame": [0, 44.5, 375, 812], "hidden": false, "tag": null}"#
    let count = 20_000
    let text = "[\n" + Array(repeating: element, count: count).joined(separator: ",\n") + "\n]"
    let root = try parse(text)
    let rows = elements(root)
    #expect(rows.count == count)
    #expect(rows.last?.location == loc(count + 1, 1))
    #expect(members(rows[count - 1]).last?.keyLocation == loc(count + 1, 62))
  }
}
