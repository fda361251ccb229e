/// Traces written in an older format version, and the same traces in the current one
/// (docs/trace-formats.md#compatibility): what `lifecycle-sim migrate`, `verify` and
/// `assertTrace` use so that goldens recorded before an upgrade keep working.
package enum TraceMigration {
  /// The format version a trace's first line names (`# lifecycle-trace/1`, or a JSON Lines
  /// header starting `{"record":"header","format":"lifecycle-trace/1"`), or `nil` for bytes that
  /// do not start like a trace.
  package static func formatVersion(of bytes: [UInt8]) -> Int? {
    let prefixes = ["# lifecycle-trace/", "{\"record\":\"header\",\"format\":\"lifecycle-trace/"]
    for prefix in prefixes.map({ Array($0.utf8) }) where bytes.starts(with: prefix) {
      let digits = bytes.dropFirst(prefix.count).prefix { (48...57).contains($0) }
      guard (1...9).contains(digits.count) else { return nil }
      let end = prefix.count + digits.count
      let terminator: UInt8 = prefix.first == UInt8(ascii: "#") ? 10 : UInt8(ascii: "\"")
      guard end < bytes.count, bytes[end] == terminator else { return nil }
      return Int(String(decoding: digits, as: UTF8.self))
    }
    return nil
  }

  /// The trace in `bytes` in the current format version, in the same rendering (text or JSON
  /// Lines), or `nil` when it is in the current version already.
  ///
  /// - Throws: ``TraceParseError`` when the trace cannot be read (damaged, or of a newer
  ///   version); a trace that is not current is never rewritten without being read whole.
  package static func migrated(_ bytes: [UInt8]) throws(TraceParseError) -> [UInt8]? {
    guard formatVersion(of: bytes) != TraceHeader.formatVersion else { return nil }
    let trace = try Trace.parse(bytes)
    let format: TraceFormat = bytes.first == UInt8(ascii: "{") ? .jsonLines : .text
    return format.renderBytes(trace)
  }

  /// Whether `stored` is `actual` written in an older format version: the same trace, whose
  /// rendering in the current version is `actual`'s bytes.
  package static func isOlderRendering(_ stored: [UInt8], of actual: [UInt8]) -> Bool {
    guard let version = formatVersion(of: stored), version < TraceHeader.formatVersion,
      let current = try? migrated(stored)
    else { return false }
    return current == actual
  }
}
