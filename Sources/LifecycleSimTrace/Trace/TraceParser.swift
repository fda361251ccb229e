package import LifecycleSimCore

extension Trace {
  /// Reads a trace written by ``TraceFormat/text`` or ``TraceFormat/jsonLines``, telling them
  /// apart by their first byte.
  ///
  /// Rendering the result gives the same bytes back, so traces can be stored, diffed and
  /// compared in their text form. A file that is not UTF-8, has Windows line endings, lacks
  /// its end record (cut short), does not hold together (``TraceIntegrity``) or whose bytes do
  /// not have the digest its end record gives (edited after it was written) is an error.
  /// A trace of an older format version reads as it was written (its rendering is then in the
  /// current version).
  ///
  /// ```swift
  /// let trace = try Trace.parse(Array(try Data(contentsOf: url)))
  /// ```
  ///
  /// - Throws: ``TraceParseError`` with the line, column and what was expected.
  public static func parse(_ bytes: [UInt8]) throws(TraceParseError) -> Trace {
    try parse(bytes, quirks: .standard)
  }

  /// ``parse(_:)`` with the quirk switches of `quirks`: a header's missing switches take their
  /// defaults there, and a switch it does not know is an error.
  package static func parse(
    _ bytes: [UInt8], quirks: QuirkCatalogue
  ) throws(TraceParseError) -> Trace {
    if bytes.first == UInt8(ascii: "{") {
      try TraceEncoding.check(bytes, scalarColumns: true)
      return try JSONLinesTraceParser(bytes: bytes, quirks: quirks).parse()
    }
    try TraceEncoding.check(bytes, scalarColumns: false)
    return try TextTraceParser(bytes: bytes, quirks: quirks).parse()
  }
}
