import Testing

@testable import LifecycleSim

/// `TextLocator` finds the same line and column as counting byte by byte, whatever the text:
/// line breaks (`\n`, `\r\n`, lone `\r`), multi-byte characters and long plain runs.
@Suite struct TextLocatorTests {
  /// Lines and columns counted one byte at a time, as docs/scenario-format.md#errors counts
  /// them: a column per Unicode scalar, `\r\n` one line break.
  private static func reference(_ bytes: [UInt8], start: Int) -> [TextLocation] {
    var result = [TextLocation](repeating: TextLocation(line: 1, column: 1), count: bytes.count + 1)
    var line = 1
    var column = 1
    for offset in start..<bytes.count {
      result[offset] = TextLocation(line: line, column: column)
      let byte = bytes[offset]
      if byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
      {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    result[bytes.count] = TextLocation(line: line, column: column)
    return result
  }

  /// A text of plain runs, line breaks, tabs and two- to four-byte characters.
  private static func text(_ rng: inout SplitMix64, count: Int) -> [UInt8] {
    let pieces: [[UInt8]] = [
      Array("abcdefghijklmnop".utf8), Array("{\"name\": 12},".utf8), [0x0A], [0x0D], [0x0D, 0x0A],
      [0x09], Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x20, 0x20, 0x20],
    ]
    var bytes: [UInt8] = []
    while bytes.count < count {
      bytes += pieces[Int(rng.next() % UInt64(pieces.count))]
    }
    return bytes
  }

  @Test func everyOffsetInOrderMatchesCountingByteByByte() {
    var rng = SplitMix64(seed: 14)
    for round in 0..<40 {
      let start = round % 2 == 0 ? 0 : 3
      var bytes = Self.text(&rng, count: 200 + round * 300)
      if start == 3 { bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
      let expected = Self.reference(bytes, start: start)
      var locator = TextLocator(bytes: bytes, start: start)
      for offset in start...bytes.count {
        #expect(locator.location(of: offset) == expected[offset], "offset \(offset)")
      }
    }
  }

  @Test func offsetsInAnyOrderMatchCountingByteByByte() {
    var rng = SplitMix64(seed: 41)
    let bytes = Self.text(&rng, count: 5 * TextLocator.checkpointSpacing + 123)
    let expected = Self.reference(bytes, start: 0)
    var locator = TextLocator(bytes: bytes, start: 0)
    for _ in 0..<2_000 {
      let offset = Int(rng.next() % UInt64(bytes.count + 1))
      #expect(locator.location(of: offset) == expected[offset], "offset \(offset)")
    }
  }
}
