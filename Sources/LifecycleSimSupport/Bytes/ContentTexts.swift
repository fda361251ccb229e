#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The rendered texts of keys compared by content, in a bounded amount of memory: a renderer's
/// cache for texts that many equal values share, such as the states of a trace (most views of
/// a large tree read one of a few dozen states).
///
/// A key is a 64-bit tag and a run of bytes, compared bit for bit (two `Double`s whose bits
/// differ, `-0.0` and `0.0` or two NaNs, are different keys). The table is an open-addressing
/// hash table over the entries, whose keys and texts are kept end to end. Once it holds
/// ``entryLimit`` entries or ``byteLimit`` bytes of keys and texts, the next key it lacks
/// empties it first (its text is then the first entry again): what is written never depends on
/// what the table holds, only what it costs.
@usableFromInline package struct ContentTexts: ~Copyable {
  /// The most entries held by default.
  package static let defaultEntryLimit = 16_384
  /// The bytes of keys and texts from which the table is emptied, by default (the table then
  /// holds up to that plus one key and its text).
  package static let defaultByteLimit = 1 << 21

  /// The most entries the table holds.
  package let entryLimit: Int
  /// The bytes of keys and texts from which the table is emptied before an entry is added.
  package let byteLimit: Int
  /// Each slot's entry, or -1 for none: twice as many slots as ``entryLimit``, a power of two.
  private var slots: [Int32]
  /// Per entry: its key's hash, its tag, where its key and its text end.
  private var hashes: [UInt64] = []
  private var tags: [UInt64] = []
  private var keyEnds: [Int] = []
  @usableFromInline var textEnds: [Int] = []
  /// Every entry's key bytes, end to end.
  private var keys = ByteWriter()
  /// Every entry's text, end to end.
  @usableFromInline var texts = ByteWriter()
  /// How many times the table was emptied because it was full: an entry names its text
  /// while this stays the same.
  package private(set) var generation = 0

  /// An empty table of at most `entryLimit` entries (at least 1) and about `byteLimit` bytes.
  package init(
    entryLimit: Int = ContentTexts.defaultEntryLimit, byteLimit: Int = ContentTexts.defaultByteLimit
  ) {
    self.entryLimit = max(entryLimit, 1)
    self.byteLimit = max(byteLimit, 0)
    var slotCount = 2
    while slotCount < 2 * self.entryLimit { slotCount *= 2 }
    slots = [Int32](repeating: -1, count: slotCount)
  }

  /// The number of entries held.
  package var count: Int { hashes.count }

  /// The entry of the key `tag` and `key`: the one kept, or a new one holding what `render`
  /// writes.
  ///
  /// It stays the key's until the table is emptied (``generation`` changes).
  package mutating func entry(
    tag: UInt64, key: UnsafeRawBufferPointer, render: (inout ByteWriter) -> Void
  ) -> Int {
    let hash = ContentTexts.hash(tag: tag, key)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = Int(slots[slot])
      guard entry >= 0 else { break }
      if hashes[entry] == hash, tags[entry] == tag, sameKey(entry, key) { return entry }
      slot = (slot + 1) & mask
    }
    if count >= entryLimit || keys.count + texts.count >= byteLimit {
      removeAll()
      slot = Int(truncatingIfNeeded: hash) & mask
    }
    let entry = count
    hashes.append(hash)
    tags.append(tag)
    keys.write(
      UnsafeBufferPointer(
        start: key.baseAddress?.assumingMemoryBound(to: UInt8.self), count: key.count))
    keyEnds.append(keys.count)
    render(&texts)
    textEnds.append(texts.count)
    slots[slot] = Int32(truncatingIfNeeded: entry)
    return entry
  }

  /// Whether the key of `entry` has the bytes of `key`.
  func sameKey(_ entry: Int, _ key: UnsafeRawBufferPointer) -> Bool {
    let start = entry == 0 ? 0 : keyEnds[entry - 1]
    guard keyEnds[entry] - start == key.count else { return false }
    guard let other = key.baseAddress, key.count > 0 else { return true }
    return keys.withBufferedBytes { stored in
      guard let base = stored.baseAddress else { return false }
      return memcmp(base + start, other, key.count) == 0
    }
  }

  /// Writes the text of `entry`, an entry of the current ``generation``.
  ///
  /// Inlinable: a renderer writes a state's text on every record and final row.
  @inlinable package func write(_ entry: Int, into w: inout ByteWriter) {
    let start = entry == 0 ? 0 : textEnds[entry - 1]
    let end = textEnds[entry]
    // The texts' writer has no sink: every text is in its buffer.
    w.write(UnsafeBufferPointer(start: texts.base + start, count: end - start))
  }

  /// Empties the table, keeping its memory.
  private mutating func removeAll() {
    for slot in slots.indices { slots[slot] = -1 }
    hashes.removeAll(keepingCapacity: true)
    tags.removeAll(keepingCapacity: true)
    keyEnds.removeAll(keepingCapacity: true)
    textEnds.removeAll(keepingCapacity: true)
    keys.clear()
    texts.clear()
    generation += 1
  }

  /// The hash of a key: a multiply-and-rotate fold of its tag and its bytes, sixteen at a time
  /// in two lanes (so that their multiplications overlap), with Murmur3's finalizer, so that
  /// the low bits that pick a slot depend on every byte.
  static func hash(tag: UInt64, _ key: UnsafeRawBufferPointer) -> UInt64 {
    let count = key.count
    var hash = (tag ^ UInt64(truncatingIfNeeded: count) << 32) &* 0x9E37_79B9_7F4A_7C15
    var other: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    var offset = 0
    while offset &+ 16 <= count {
      hash =
        ((hash ^ key.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(29)
      other =
        ((other ^ key.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
        &* 0xFF51_AFD7_ED55_8CCD).rotatedLeft(31)
      offset &+= 16
    }
    hash ^= other.rotatedLeft(17)
    if offset &+ 8 <= count {
      hash =
        ((hash ^ key.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(29)
      offset &+= 8
    }
    while offset < count {
      hash = ((hash ^ UInt64(key[offset])) &* 0x100_0000_01B3).rotatedLeft(29)
      offset &+= 1
    }
    hash ^= hash >> 33
    hash &*= 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    return hash
  }
}

extension UInt64 {
  /// The bits rotated left by `count` (0 < `count` < 64).
  @inline(__always) fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
    self << count | self >> (64 - count)
  }
}
