#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A slice of a file's bytes as a dictionary key, hashed and compared as raw memory.
///
/// `ArraySlice<UInt8>`'s own `Hashable` feeds the hasher one byte at a time, and even
/// `Hasher.combine(bytes:)` runs SipHash over every byte; on the parser's hot path the bytes
/// are folded eight at a time into one word first, and only that word is hashed.
package struct ByteKey: Hashable {
  package let bytes: ArraySlice<UInt8>

  package init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  package func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { buffer in
      var folded = UInt64(buffer.count)
      var offset = 0
      while offset + 8 <= buffer.count {
        folded =
          (folded ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
          &* 0x9E37_79B9_7F4A_7C15
        folded ^= folded >> 29
        offset += 8
      }
      while offset < buffer.count {
        folded = (folded ^ UInt64(buffer[offset])) &* 0x100_0000_01B3
        offset += 1
      }
      hasher.combine(folded)
    }
  }

  package static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
    lhs.bytes.count == rhs.bytes.count
      && lhs.bytes.withUnsafeBytes { a in
        rhs.bytes.withUnsafeBytes { b in
          guard let a = a.baseAddress, let b = b.baseAddress else { return true }
          return memcmp(a, b, lhs.bytes.count) == 0
        }
      }
  }
}

extension Dictionary where Key == ByteKey {
  /// The value parsed from `bytes`, parsing them (as text) only the first time they are seen.
  package mutating func parsed<Failure: Error>(
    _ bytes: ArraySlice<UInt8>, by parse: (Substring) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let key = ByteKey(bytes)
    if let known = self[key] { return known }
    let value = try parse(Substring(String(decoding: bytes, as: UTF8.self)))
    self[key] = value
    return value
  }
}
