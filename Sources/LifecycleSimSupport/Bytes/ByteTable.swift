/// Byte strings rendered once and written many times, stored end to end in one buffer and
/// found by index: a renderer's cache of the texts that repeat (states, callbacks, names).
@usableFromInline package struct ByteTable: ~Copyable {
  /// Every entry's bytes, end to end.
  @usableFromInline var storage = ByteWriter()
  /// Where each entry ends in `storage`; entry `i` starts where entry `i - 1` ends.
  @usableFromInline var ends: [Int] = []

  /// An empty one.
  package init() {}

  /// The number of entries.
  @inlinable package var count: Int { ends.count }

  /// Appends the bytes `render` writes as a new entry and returns its index.
  package mutating func append(_ render: (inout ByteWriter) -> Void) -> Int {
    render(&storage)
    ends.append(storage.count)
    return ends.count - 1
  }

  /// The length of entry `index`.
  @inlinable package func length(_ index: Int) -> Int {
    ends[index] - (index == 0 ? 0 : ends[index - 1])
  }

  /// Writes entry `index`.
  @inlinable package func write(_ index: Int, into w: inout ByteWriter) {
    let start = index == 0 ? 0 : ends[index - 1]
    let end = ends[index]
    storage.withBufferedBytes { buffer in
      w.write(UnsafeBufferPointer(rebasing: buffer[start..<end]))
    }
  }
}
