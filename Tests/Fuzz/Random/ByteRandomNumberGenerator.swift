/// A random number generator that replays the fuzzer's bytes: each `next()` takes the next
/// 8 bytes (little-endian), so that libFuzzer's mutations of a few bytes map to small changes
/// of what is generated.
///
/// Once the bytes run out it continues with a fixed SplitMix64 stream rather than zeros: the
/// standard library's `random(in:using:)` rejects a draw of zero for most ranges and draws again,
/// so a generator stuck at zero would never return.
struct ByteRandomNumberGenerator: RandomNumberGenerator {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var tail = SplitMix64(seed: 0)

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func next() -> UInt64 {
    guard offset < bytes.count else { return tail.next() }
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) where offset < bytes.count {
      value |= UInt64(bytes[offset]) << UInt64(shift)
      offset += 1
    }
    return value
  }
}
