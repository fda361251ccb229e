/// The lines of a parsed text whose characters are all ASCII, by the offset where each starts,
/// turning byte offsets into lines and columns without reading the text again.
///
/// The parser notes each line's start as it skips the line break before it (in valid JSON a
/// line break is only ever whitespace), so a line costs one append; a column is then the
/// distance from the line's start, as every character is one byte. A line ends where
/// ``TextLocator`` ends one: at `\n`, at `\r\n` and at a lone `\r`. A text with a multi-byte
/// character is located by ``TextLocator`` instead, which counts Unicode scalars.
///
/// Offsets asked for in increasing order, as decoding asks, cost a step or two each; any other
/// offset a binary search over the lines.
package struct LineTable {
  /// The offset where each line starts, in increasing order; the first is where the text starts.
  private var starts: [Int]
  /// The index in ``starts`` of the line of the last offset located.
  private var cursor = 0

  /// Creates a table of one line starting at `start`.
  package init(start: Int) {
    starts = [start]
  }

  /// Notes that a line starts at `offset`, after the last one noted.
  @inline(__always)
  package mutating func startLine(at offset: Int) {
    starts.append(offset)
  }

  /// The line and column of the byte at `offset`, clamped to the text (`count` bytes) as
  /// ``TextLocator/location(of:)`` clamps it.
  package mutating func location(of offset: Int, count: Int) -> TextLocation {
    let target = max(starts[0], min(offset, count))
    var line = cursor
    // On the line of the last offset located: most offsets, as decoding asks (every one, in a
    // file on one line).
    if target >= starts[line] && (line + 1 == starts.count || target < starts[line + 1]) {
      return TextLocation(line: line + 1, column: target - starts[line] + 1)
    }
    if target < starts[line] {
      line = Self.lastLine(in: starts, startingAtOrBefore: target, below: line)
    } else {
      // Forward: a few steps, then a search of the rest.
      var steps = 0
      while line + 1 < starts.count && starts[line + 1] <= target {
        line += 1
        steps += 1
        if steps == 8 {
          line = Self.lastLine(in: starts, startingAtOrBefore: target, below: starts.count)
          break
        }
      }
    }
    cursor = line
    return TextLocation(line: line + 1, column: target - starts[line] + 1)
  }

  /// The index of the last line in `starts[0..<end]` that starts at or before `target`, which
  /// is not before `starts[0]`.
  private static func lastLine(in starts: [Int], startingAtOrBefore target: Int, below end: Int)
    -> Int
  {
    var low = 0
    var high = end
    // The answer is in low..<high: starts[low] <= target, and starts[high] > target or high is
    // the end.
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if starts[middle] <= target {
        low = middle
      } else {
        high = middle
      }
    }
    return low
  }
}
