import Testing

@testable import LifecycleSim

/// The parser's fast paths read what the general ones read: strings eight bytes at a time up to
/// the first byte that needs a look, and plain integers of at most 15 digits in one loop. Each
/// kind of byte that stops the word scan is put at every place of a word, and numbers at the
/// edges of the integer path.
@Suite struct JSONParserFastPathTests {
  /// The string value of the first element of the array `text`.
  private func firstString(_ text: String) throws -> String? {
    let value = try JSONParser.parse(Array(text.utf8))
    guard case .array(let elements) = value.kind, case .string(let string) = elements.first?.kind
    else { return nil }
    return string
  }

  /// The number value of the first element of the array `text`.
  private func firstNumber(_ text: String) throws -> Double? {
    let value = try JSONParser.parse(Array(text.utf8))
    guard case .array(let elements) = value.kind, case .number(let number) = elements.first?.kind
    else { return nil }
    return number
  }

  /// The error for `bytes`, as `line:column: message`.
  private func failure(_ bytes: [UInt8]) -> String? {
    JSONParser.failure(bytes)
  }

  /// A plain run of `count` letters, and a long string after the tested one, so that eight
  /// bytes are left to load wherever the tested byte is.
  private func run(_ count: Int) -> String { String(repeating: "a", count: count) }
  private let tail = #", "zzzzzzzzzzzzzzzz"]"#

  @Test(arguments: 0..<17)
  func theClosingQuoteEndsTheStringAtEveryPlace(length: Int) throws {
    #expect(try firstString("[\"\(run(length))\"\(tail)") == run(length))
  }

  @Test(arguments: 0..<17)
  func anEscapeIsResolvedAtEveryPlace(offset: Int) throws {
    let text = "[\"\(run(offset))\\n\\u00e9bcdefghij\"\(tail)"
    #expect(try firstString(text) == run(offset) + "\n\u{E9}bcdefghij")
  }

  @Test(arguments: 0..<17)
  func aMultiByteCharacterIsReadAtEveryPlace(offset: Int) throws {
    let text = "[\"\(run(offset))\u{E9}\u{1F600}bcdefghij\"\(tail)"
    #expect(try firstString(text) == run(offset) + "\u{E9}\u{1F600}bcdefghij")
  }

  @Test(arguments: 0..<17)
  func aControlCharacterIsRefusedAtItsColumn(offset: Int) {
    let bytes = Array("[\"\(run(offset))".utf8) + [0x01] + Array("bcdefghij\"\(tail)".utf8)
    #expect(
      failure(bytes)
        == "1:\(3 + offset): unescaped control character U+0001 in a string; write it as \\u0001"
    )
  }

  @Test(arguments: 0..<17)
  func aLineBreakIsRefusedAtTheOpeningQuote(offset: Int) {
    let bytes = Array("[\"\(run(offset))".utf8) + [0x0A] + Array("bcdefghij\"\(tail)".utf8)
    #expect(
      failure(bytes)
        == "1:2: unterminated string; expected a closing '\"' before the end of the line")
  }

  @Test(arguments: 0..<17)
  func invalidUTF8IsRefusedAtItsColumn(offset: Int) {
    let bytes = Array("[\"\(run(offset))".utf8) + [0xFF] + Array("bcdefghij\"\(tail)".utf8)
    #expect(failure(bytes) == "1:\(3 + offset): invalid UTF-8 byte 0xFF; the file must be UTF-8")
  }

  @Test func bytesJustBelowAndAboveTheSpecialOnesArePlain() throws {
    // 0x1F is a control character; 0x20, 0x21, 0x23, 0x5B, 0x5D and 0x7F are not special.
    let plain = " !#[]\u{7F}~ !#[]\u{7F}~"
    #expect(try firstString("[\"\(plain)\"\(tail)") == plain)
  }

  @Test(arguments: [
    ("[7]", 7.0), ("[-7]", -7.0), ("[44,", 44.0), ("[360000]", 360_000.0),
    ("[999999999999999]", 999_999_999_999_999.0),
    ("[-999999999999999]", -999_999_999_999_999.0),
    // 16 digits and more, fractions and exponents take the general path.
    ("[9007199254740993]", 9_007_199_254_740_992.0),
    ("[1234567890123456789]", 1_234_567_890_123_456_789.0),
    ("[12.5]", 12.5), ("[12e2]", 1200.0), ("[12E-1]", 1.2), ("[0]", 0.0), ("[0.25]", 0.25),
  ])
  func integersReadAsTheGeneralPathDoes(text: String, expected: Double) throws {
    let complete = text.hasSuffix(",") ? text + "1]" : text
    #expect(try firstNumber(complete) == expected)
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let zero = try #require(try firstNumber("[-0]"))
    #expect(zero == 0 && zero.sign == .minus)
  }

  @Test(arguments: [
    ("[12.]", "1:5: expected a digit after '.', found ']'"),
    ("[12e]", "1:5: expected a digit in the exponent, found ']'"),
    ("[-]", "1:3: expected a digit after '-', found ']'"),
    ("[012]", "1:2: numbers cannot have leading zeros"),
    (
      "[12x]",
      "1:4: expected ',' or ']' after an array element, found 'x'; add a ',' between elements"
    ),
  ])
  func malformedNumbersAreRefusedAsBefore(text: String, message: String) {
    #expect(failure(Array(text.utf8)) == message)
  }

  /// The key of the first member of the object `text`, and its value's location.
  private func firstMember(_ text: String) throws -> (key: String, value: TextLocation)? {
    let value = try JSONParser.parse(Array(text.utf8))
    guard case .object(let members) = value.kind, let first = members.first else { return nil }
    return (first.key, first.value.location)
  }

  /// Keys of every length up to past the inline path's 16 bytes, their colon at once or after
  /// whitespace, and a key at the end of a document too short to load a word from.
  @Test(arguments: 0..<20)
  func aKeyOfEveryLengthIsReadWithItsValue(length: Int) throws {
    let key = run(length)
    let separators: [(String, TextLocation)] = [
      (":", TextLocation(line: 1, column: 5 + length)),
      (" :", TextLocation(line: 1, column: 6 + length)),
      (": ", TextLocation(line: 1, column: 6 + length)),
      ("\n:", TextLocation(line: 2, column: 2)),
    ]
    for (separator, location) in separators {
      let member = try firstMember("{\"\(key)\"\(separator)1, \"\(run(20))\": 2}")
      #expect(member?.key == key && member?.value == location, "\(separator.debugDescription)")
    }
    #expect(try firstMember("{\"\(key)\":1}")?.key == key)
  }

  @Test(arguments: 0..<17)
  func anEscapeInAKeyIsResolvedAtEveryPlace(offset: Int) throws {
    let text = "{\"\(run(offset))\\n\\u00e9bc\": 1, \"\(run(20))\": 2}"
    #expect(try firstMember(text)?.key == run(offset) + "\n\u{E9}bc")
  }

  @Test(arguments: 0..<17)
  func aKeyWithoutItsColonIsRefusedAsBefore(length: Int) {
    let text = "{\"\(run(length))\" 1, \"\(run(20))\": 2}"
    #expect(
      failure(Array(text.utf8))
        == "1:\(5 + length): expected ':' after the key \"\(run(length))\", found '1'")
  }
}
