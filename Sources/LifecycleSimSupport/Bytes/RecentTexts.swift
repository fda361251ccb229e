/// The rendered texts of the most recent keys, in a fixed amount of memory: a renderer's cache
/// for texts that repeat close together, such as a trace's states (an object's records in a row
/// share one) when rendering all of them once would hold the whole trace's worth.
///
/// Direct-mapped: key `k` lives in slot `k % slotCount`, so a key is forgotten once a key
/// `slotCount` higher is stored. A text longer than a slot is not kept.
package struct RecentTexts: ~Copyable {
  /// The number of slots, a power of two.
  package static let slotCount = 4096
  /// The longest text kept.
  package static let slotSize = 512

  /// The key each slot holds, `-1` for none.
  private var keys = [Int](repeating: -1, count: RecentTexts.slotCount)
  /// The length of each slot's text.
  private var lengths = [Int](repeating: 0, count: RecentTexts.slotCount)
  private let storage = UnsafeMutablePointer<UInt8>.allocate(
    capacity: RecentTexts.slotCount * RecentTexts.slotSize)
  /// Renders a text, when it is not in a slot.
  private var scratch = ByteWriter(reservingCapacity: RecentTexts.slotSize)

  /// An empty one.
  package init() {}

  deinit { storage.deallocate() }

  /// Writes the text of `key` (not negative) into `w`: the kept copy, or what `render` writes,
  /// which is then kept.
  ///
  /// - Returns: the text's length.
  @discardableResult
  package mutating func write(
    _ key: Int, into w: inout ByteWriter, render: (inout ByteWriter) -> Void
  ) -> Int {
    let slot = key & (RecentTexts.slotCount - 1)
    let start = storage + slot * RecentTexts.slotSize
    if keys[slot] == key {
      let length = lengths[slot]
      w.write(UnsafeBufferPointer(start: start, count: length))
      return length
    }
    scratch.clear()
    render(&scratch)
    let length = scratch.count
    guard length <= RecentTexts.slotSize else {
      scratch.withBufferedBytes { w.write($0) }
      return length
    }
    scratch.withBufferedBytes { text in
      if let source = text.baseAddress { start.update(from: source, count: length) }
    }
    keys[slot] = key
    lengths[slot] = length
    w.write(UnsafeBufferPointer(start: start, count: length))
    return length
  }
}
