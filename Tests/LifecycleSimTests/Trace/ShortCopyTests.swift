@testable import LifecycleSimSupport
import Testing

/// Short copies done in place rather than by `memcpy` (``ByteWriter/copyShort(from:to:count:)``,
/// ``ByteTable/write(_:into:)``) give exactly their bytes at every length and alignment, and a
/// kept key (``ContentTexts/sameKey(_:_:)``) is told from any key one byte away.
@Suite struct ShortCopyTests {
  /// 64 distinct bytes, so that a byte copied from the wrong place shows.
  private static let source: [UInt8] = (0..<64).map { UInt8(33 + $0) }

  /// Every length from 0 to 40 (both sides of the 32 copied in place), from every offset of the
  /// source within a word, at every fill of a growing buffer and across a sink's small chunks.
  @Test func writesOfEveryLengthAndAlignmentAreExact() {
    var expected: [UInt8] = []
    var streamed: [UInt8] = []
    var chunked = ByteWriter(chunkSize: 64) { chunk in
      streamed.append(contentsOf: chunk)
      return true
    }
    var whole = ByteWriter()
    Self.source.withUnsafeBufferPointer { source in
      for length in 0...40 {
        for offset in 0..<8 {
          let part = UnsafeBufferPointer(rebasing: source[offset..<(offset + length)])
          chunked.write(part)
          whole.write(part)
          expected += source[offset..<(offset + length)]
          // A byte between the copies moves the next one's place in the buffer by one.
          chunked.write(byte: 0)
          whole.write(byte: 0)
          expected.append(0)
        }
      }
    }
    chunked.flush()
    #expect(streamed == expected)
    #expect(whole.bytes == expected)
  }

  /// A table's entries of every length from 0 to 40, appended as strings or rendered, are
  /// written back whole, in any order, and measured by their own lengths.
  @Test func tableEntriesOfEveryLengthAreWrittenBackWhole() {
    var table = ByteTable()
    for length in 0...40 {
      let bytes = Array(Self.source[(length % 8)..<(length % 8 + length)])
      // Every other entry as a string, the others rendered.
      let index =
        length.isMultiple(of: 2)
        ? table.append(string: String(decoding: bytes, as: UTF8.self))
        : table.append { $0.write(bytes: bytes) }
      #expect(index == length)
    }
    #expect(table.count == 41)
    var w = ByteWriter()
    var expected: [UInt8] = []
    for length in (0...40).reversed() {
      #expect(table.length(length) == length)
      table.write(length, into: &w)
      expected += Self.source[(length % 8)..<(length % 8 + length)]
    }
    #expect(w.bytes == expected)
  }

  /// A key kept is the same as its own bytes, and not as the same bytes with any one byte
  /// changed, one byte fewer or one more, for every length from 1 to 40.
  @Test func keysDifferingInAnyOneByteAreNotTheSame() {
    var texts = ContentTexts()
    for length in 1...40 {
      let key = Array(Self.source[..<length])
      let entry = key.withUnsafeBytes { texts.entry(tag: 0, key: $0) { $0.write("k") } }
      #expect(key.withUnsafeBytes { texts.sameKey(entry, $0) }, "length \(length)")
      for position in 0..<length {
        var changed = key
        changed[position] ^= 0x40
        #expect(
          !changed.withUnsafeBytes { texts.sameKey(entry, $0) },
          "length \(length), byte \(position)")
      }
      #expect(!Array(key.dropLast()).withUnsafeBytes { texts.sameKey(entry, $0) })
      #expect(!(key + [0]).withUnsafeBytes { texts.sameKey(entry, $0) })
    }
  }
}
