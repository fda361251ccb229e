import Foundation

/// A slice of a file's bytes as a dictionary key, hashed and compared as raw memory:
/// `ArraySlice<UInt8>`'s own `Hashable` feeds the hasher one byte at a time, several times
/// slower on the parser's hot path.
struct ByteKey: Hashable {
  let bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  static func == (lhs: ByteKey, rhs: ByteKey) -> Bool {
    lhs.bytes.count == rhs.bytes.count
      && lhs.bytes.withUnsafeBytes { a in
        rhs.bytes.withUnsafeBytes { b in
          guard let a = a.baseAddress, let b = b.baseAddress else { return true }
          return memcmp(a, b, lhs.bytes.count) == 0
        }
      }
  }
}
