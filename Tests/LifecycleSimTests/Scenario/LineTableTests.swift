import Testing

@testable import LifecycleSim

/// A tape of an all-ASCII document locates its tokens by the lines the parser noted
/// (`LineTable`), and finds the same line and column as `TextLocator`, which counts them from
/// the text, in any order of asking; a document with a multi-byte character is still located by
/// counting.
@Suite struct LineTableTests {
  /// A valid JSON document of nested arrays and objects with whitespace of every kind between
  /// its tokens: spaces, tabs, `\n`, `\r\n` and lone `\r`; `extra`, when not empty, is its first
  /// string.
  private static func document(_ rng: inout SplitMix64, values: Int, extra: String = "")
    -> [UInt8]
  {
    let spaces = [" ", "\t", "\n", "\r\n", "\r", "", "", "  \n    "]
    func space() -> String { spaces[Int(rng.next() % UInt64(spaces.count))] }
    var text = "[" + space()
    if !extra.isEmpty { text += "\"\(extra)\"," + space() }
    for index in 0..<values {
      if index > 0 { text += "," + space() }
      switch rng.next() % 4 {
      case 0:
        text +=
          "{" + space() + "\"k\(index)\"" + space() + ":" + space() + "\(index)" + space() + "}"
      case 1: text += "[" + space() + "true" + space() + "," + space() + "null" + space() + "]"
      case 2: text += "\"s\(index)\""
      default: text += "-\(index).5e1"
      }
    }
    text += space() + "]" + space()
    return Array(text.utf8)
  }

  /// Every token's location, asked for in file order and then at random, against counting.
  private static func checkTokens(of bytes: [UInt8], _ rng: inout SplitMix64) throws {
    let tape = try JSONParser.tape(bytes)
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var reference = TextLocator(bytes: bytes, start: start)
    let expected = tape.tokens.map { reference.location(of: $0.offset) }
    for index in tape.tokens.indices {
      #expect(tape.location(of: index) == expected[index], "token \(index)")
    }
    for _ in 0..<(4 * tape.tokens.count) {
      let index = Int(rng.next() % UInt64(tape.tokens.count))
      #expect(tape.location(of: index) == expected[index], "token \(index)")
    }
  }

  @Test func asciiDocumentsMatchCounting() throws {
    var rng = SplitMix64(seed: 29)
    for round in 0..<30 {
      var bytes = Self.document(&rng, values: 1 + round * 7)
      if round % 3 == 1 { bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
      try Self.checkTokens(of: bytes, &rng)
    }
  }

  @Test func documentsWithMultiByteCharactersMatchCounting() throws {
    var rng = SplitMix64(seed: 92)
    for round in 0..<10 {
      let bytes = Self.document(&rng, values: 5 + round * 11, extra: "é€😀")
      try Self.checkTokens(of: bytes, &rng)
    }
  }

  /// A compact document of many lines' worth of tokens on one line, and one with a line per
  /// token: the columns run long, and the lines many.
  @Test func oneLongLineAndManyShortOnes() throws {
    var rng = SplitMix64(seed: 7)
    let values = (0..<2_000).map { "{\"v\($0)\":[\($0),1]}" }
    try Self.checkTokens(of: Array(("[" + values.joined(separator: ",") + "]").utf8), &rng)
    try Self.checkTokens(
      of: Array(("[\n" + values.joined(separator: ",\r\n") + "\r]").utf8), &rng)
  }

  @Test func offsetsPastTheTextAreClampedAsTheLocatorClampsThem() {
    var table = LineTable(start: 3)
    table.startLine(at: 10)
    #expect(table.location(of: 0, count: 20) == TextLocation(line: 1, column: 1))
    #expect(table.location(of: 12, count: 20) == TextLocation(line: 2, column: 3))
    #expect(table.location(of: 50, count: 20) == TextLocation(line: 2, column: 11))
  }
}
