/// Byte strings rendered once and written many times, stored end to end in one buffer and
/// found by index: a renderer's cache of the texts that repeat (states, callbacks, names).
@usableFromInline package struct ByteTable: ~Copyable {
  /// Every entry's bytes, end to end.
  @usableFromInline var storage = ByteWriter()
  /// Where each entry starts in `storage`, then where the last one ends: entry `i` is
  /// `bounds[i]..<bounds[i + 1]` (one array read per end, without a test for the first entry).
  @usableFromInline var bounds: [Int] = [0]

  /// An empty one.
  package init() {}

  /// The number of entries.
  @inlinable package var count: Int { bounds.count - 1 }

  /// Appends the bytes `render` writes as a new entry and returns its index.
  package mutating func append(_ render: (inout ByteWriter) -> Void) -> Int {
    render(&storage)
    bounds.append(storage.count)
    return bounds.count - 2
  }

  /// Appends the bytes of `string` as a new entry and returns its index: ``append(_:)``
  /// without a closure to call, for the names of a trace's objects (one entry each).
  package mutating func append(string: String) -> Int {
    storage.write(string)
    bounds.append(storage.count)
    return bounds.count - 2
  }

  /// The length of entry `index`.
  @inlinable package func length(_ index: Int) -> Int {
    bounds[index + 1] - bounds[index]
  }

  /// Writes entry `index`.
  ///
  /// Always inlined: a text record writes three or four entries, most of them short enough to
  /// be copied in place (``ByteWriter/copyShort(from:to:count:)``), without a call.
  @inlinable @inline(__always) package func write(_ index: Int, into w: inout ByteWriter) {
    let start = bounds[index]
    let end = bounds[index + 1]
    // The storage keeps every byte (it has no sink), so the entry is in its buffer.
    w.write(UnsafeBufferPointer(start: storage.base + start, count: end - start))
  }
}
