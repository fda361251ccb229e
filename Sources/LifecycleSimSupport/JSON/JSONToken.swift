/// One value or key of a parsed JSON document, 16 bytes, in the flat token array of a
/// ``JSONTape``.
///
/// Tokens come in file order: a container's token is followed by its contents, an object's as
/// key, value, key, value. The first word packs the kind (top 4 bits) and the byte offset of
/// the token's first character (the `{`, `[`, `"`, digit, `-` or letter); the second holds a
/// number's bits, the offset of a string's closing quote, or the index of the token after a
/// container's last one.
@usableFromInline package struct JSONToken {
  /// The kind of a token.
  @usableFromInline package enum Kind: UInt8 {
    case null
    case `false`
    case `true`
    case number
    /// A string of ASCII characters without escapes: its bytes are its value.
    case string
    /// A string with escapes or other characters, read through `String`.
    case otherString
    case array
    case object
  }

  @usableFromInline static let offsetMask: UInt64 = (1 << 60) - 1

  @usableFromInline var header: UInt64
  /// A number's bits, a string's closing quote offset, or a container's end token index.
  package var payload: UInt64

  /// Creates a token; `offset` is a byte offset into the document, so below 2⁶⁰ and not
  /// masked (two instructions a token of the parse).
  @inline(__always)
  package init(_ kind: Kind, offset: Int, payload: UInt64 = 0) {
    header = UInt64(kind.rawValue) &<< 60 | UInt64(truncatingIfNeeded: offset)
    self.payload = payload
  }

  /// The token's kind.
  ///
  /// A switch rather than `Kind(rawValue:)`, and always inlined: the compiler left either a
  /// call, and decoding reads the kind of nearly every token.
  @inlinable @inline(__always) package var kind: Kind {
    switch header >> 60 {
    case 0: .null
    case 1: .false
    case 2: .true
    case 3: .number
    case 4: .string
    case 5: .otherString
    case 6: .array
    default: .object
    }
  }

  /// The byte offset of the token's first character.
  @inlinable package var offset: Int { Int(truncatingIfNeeded: header & Self.offsetMask) }
}
