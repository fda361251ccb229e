/// Turns byte offsets of a UTF-8 text into 1-based lines and columns, on demand.
///
/// A line ends at `\n`, at `\r\n` (one line break) and at a lone `\r`; a column counts
/// Unicode scalars (bytes that do not continue a multi-byte sequence), as ``JSONParser`` does.
/// Offsets asked for in increasing order cost one pass over the text in all; an offset
/// before the furthest one asked for restarts from the checkpoint kept every
/// ``checkpointSpacing`` bytes, so it costs at most that many bytes.
package struct TextLocator {
  /// The bytes between two checkpoints.
  package static let checkpointSpacing = 4096

  private let bytes: [UInt8]
  /// The offset where lines and columns start counting: after a byte order mark, if any.
  private let start: Int
  /// The furthest offset located so far, and its line and column.
  private var anchor: (offset: Int, line: Int, column: Int)
  /// The line and column of offset `start + k * checkpointSpacing`, for every such offset up
  /// to the anchor.
  private var checkpoints: [(line: Int, column: Int)] = [(1, 1)]

  /// Creates a locator over `bytes` whose first character is at `start`.
  package init(bytes: [UInt8], start: Int) {
    self.bytes = bytes
    self.start = start
    anchor = (start, 1, 1)
  }

  /// The line and column of the byte at `offset`.
  package mutating func location(of offset: Int) -> TextLocation {
    let target = max(start, min(offset, bytes.count))
    if target >= anchor.offset {
      var (position, line, column) = anchor
      while position < target {
        let next = min(target, nextCheckpoint(after: position))
        (line, column) = Self.advance(bytes, from: position, to: next, line: line, column: column)
        position = next
        if (position - start) % Self.checkpointSpacing == 0
          && (position - start) / Self.checkpointSpacing == checkpoints.count
        {
          checkpoints.append((line, column))
        }
      }
      anchor = (position, line, column)
      return TextLocation(line: line, column: column)
    }
    let index = (target - start) / Self.checkpointSpacing
    let from = start + index * Self.checkpointSpacing
    let (line, column) = Self.advance(
      bytes, from: from, to: target, line: checkpoints[index].line,
      column: checkpoints[index].column)
    return TextLocation(line: line, column: column)
  }

  /// The first checkpoint offset after `position`.
  private func nextCheckpoint(after position: Int) -> Int {
    start + ((position - start) / Self.checkpointSpacing + 1) * Self.checkpointSpacing
  }

  /// The line and column after reading `bytes[from..<to]` from a known line and column.
  private static func advance(
    _ bytes: [UInt8], from: Int, to: Int, line: Int, column: Int
  ) -> (Int, Int) {
    var line = line
    var column = column
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var i = from
      while i < to {
        // Eight bytes at a time while none is a control character (line breaks among them) or
        // part of a multi-byte character: each is then one column.
        if to - i >= 8 {
          let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
          // A byte below 0x0E borrows into its top bit; a byte from 0x80 has it set. A
          // borrow can only flag a word that holds such a byte already.
          if (word &- 0x0E0E_0E0E_0E0E_0E0E | word) & 0x8080_8080_8080_8080 == 0 {
            column += 8
            i += 8
            continue
          }
        }
        let byte = buffer[i]
        if byte > 0x0D {
          // Not a line break: a column, unless the byte continues a multi-byte character.
          column += byte & 0xC0 == 0x80 ? 0 : 1
        } else if byte == 0x0A || (byte == 0x0D && (i + 1 >= buffer.count || buffer[i + 1] != 0x0A))
        {
          line += 1
          column = 1
        } else {
          column += 1
        }
        i += 1
      }
    }
    return (line, column)
  }

}
