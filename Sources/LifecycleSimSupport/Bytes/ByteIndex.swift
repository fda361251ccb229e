#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte strings of one buffer, each with a value: an open-addressing hash table whose keys are
/// ranges of the buffer the caller passes to every lookup, so a key is never copied.
///
/// A parser looks up each line's text here; unlike a `Dictionary` of ``ByteKey``, a lookup
/// runs no SipHash, only a multiply-and-rotate fold over sixteen bytes at a time and one
/// `memcmp`.
package struct ByteIndex<Value> {
  /// Each slot's entry index plus one; 0 is an empty slot.
  private var slots = [Int](repeating: 0, count: 64)
  private var hashes: [UInt64] = []
  private var keys: [Range<Int>] = []
  private var values: [Value] = []

  /// An empty one.
  package init() {}

  /// The hash of `range` of `buffer`, to pass to ``value(for:hash:in:)`` and
  /// ``insert(_:hash:value:)``.
  package static func hash(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let bytes = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[range]))
    let count = bytes.count
    // Two lanes of eight bytes, so that their multiplications overlap.
    var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    var other: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    var offset = 0
    while offset &+ 16 <= count {
      hash =
        ((hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(29)
      other =
        ((other ^ bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
        &* 0xFF51_AFD7_ED55_8CCD).rotatedLeft(31)
      offset &+= 16
    }
    hash ^= other.rotatedLeft(17)
    if offset &+ 8 <= count {
      hash =
        ((hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(29)
      offset &+= 8
    }
    if offset < count {
      // The last eight bytes, overlapping the ones already folded in; shorter keys by byte.
      var last: UInt64 = 0
      if count >= 8 {
        last = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      } else {
        for byte in bytes { last = last << 8 | UInt64(byte) }
      }
      hash = ((hash ^ last) &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(29)
    }
    // Murmur3's finalizer, so that the low bits that pick a slot depend on every byte.
    hash ^= hash >> 33
    hash &*= 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    return hash
  }

  /// The value of the key equal to `range` of `buffer`, if any.
  package func value(
    for range: Range<Int>, hash: UInt64, in buffer: UnsafeBufferPointer<UInt8>
  ) -> Value? {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot] - 1
      guard entry >= 0 else { return nil }
      if hashes[entry] == hash, keys[entry].count == range.count,
        let base = buffer.baseAddress,
        memcmp(base + keys[entry].lowerBound, base + range.lowerBound, range.count) == 0
      {
        return values[entry]
      }
      slot = (slot + 1) & mask
    }
  }

  /// Adds `range` of the buffer, which the table does not hold yet, with `value`.
  package mutating func insert(_ range: Range<Int>, hash: UInt64, value: Value) {
    hashes.append(hash)
    keys.append(range)
    values.append(value)
    if 2 * values.count > slots.count {
      slots = [Int](repeating: 0, count: 2 * slots.count)
      for entry in values.indices { place(entry) }
    } else {
      place(values.count - 1)
    }
  }

  /// Puts `entry` in the first free slot from its hash's.
  private mutating func place(_ entry: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = entry + 1
  }
}

extension UInt64 {
  /// The bits rotated left by `count` (0 < `count` < 64).
  @inline(__always) fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
    self << count | self >> (64 - count)
  }
}
