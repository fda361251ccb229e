#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a trace file before either parser reads them: UTF-8 (never silently replaced)
/// with Unix line endings.
enum TraceEncoding {
  /// Throws at the first byte that is not well-formed UTF-8 or the first `\r\n`, whichever
  /// comes first.
  ///
  /// - Parameter scalarColumns: count columns in Unicode scalars (JSON Lines) instead of bytes.
  package static func check(_ bytes: [UInt8], scalarColumns: Bool) throws(TraceParseError) {
    let invalid = firstInvalidUTF8(bytes)
    let crlf = firstCRLF(bytes, before: invalid ?? bytes.count)
    if let crlf {
      let (line, column) = location(of: crlf, in: bytes, scalarColumns: scalarColumns)
      throw TraceParseError(
        line: line, column: column,
        message: "the trace has Windows line endings (CRLF) at line \(line); convert it with "
          + "'dos2unix' or re-record it")
    }
    if let invalid {
      let (line, column) = location(of: invalid, in: bytes, scalarColumns: scalarColumns)
      throw TraceParseError(
        line: line, column: column,
        message: "invalid UTF-8 byte 0x\(String(bytes[invalid], radix: 16, uppercase: true)); "
          + "a trace is UTF-8: re-record it")
    }
  }

  /// The offset of the first `\r` followed by `\n` before `limit`, if any.
  private static func firstCRLF(_ bytes: [UInt8], before limit: Int) -> Int? {
    bytes.withUnsafeBytes { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      var start = 0
      while start < limit,
        let found = memchr(base + start, Int32(UInt8(ascii: "\r")), limit - start)
      {
        let offset = UnsafeRawPointer(found) - base
        if offset + 1 < buffer.count && buffer[offset + 1] == UInt8(ascii: "\n") { return offset }
        start = offset + 1
      }
      return nil
    }
  }

  /// The offset of the first byte that starts no well-formed UTF-8 sequence, if any.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBytes { buffer -> Int? in
      let count = buffer.count
      var index = 0
      while index < count {
        // Thirty-two ASCII bytes at a time, then eight.
        if index + 32 <= count,
          (buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            | buffer.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            | buffer.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
            | buffer.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
            & 0x8080_8080_8080_8080 == 0
        {
          index += 32
          continue
        }
        if index + 8 <= count,
          buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080
            == 0
        {
          index += 8
          continue
        }
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
          length = 3
          low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
          length = 3
          high = 0x9F
        case 0xF0:
          length = 4
          low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
          length = 4
          high = 0x8F
        default: return index
        }
        guard index + length <= count else { return index }
        let second = buffer[index + 1]
        guard second >= low && second <= high else { return index }
        for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 {
          return index
        }
        index += length
      }
      return nil
    }
  }

  /// The 1-based line and column of the byte at `offset`.
  package static func location(of offset: Int, in bytes: [UInt8], scalarColumns: Bool) -> (Int, Int)
  {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    guard scalarColumns else { return (line, offset - lineStart + 1) }
    let scalars = bytes[lineStart..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return (line, scalars + 1)
  }
}
