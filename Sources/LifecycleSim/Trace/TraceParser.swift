extension Trace {
  /// Reads a trace written by ``TraceFormat/text`` or ``TraceFormat/jsonLines``, telling them
  /// apart by their first byte.
  ///
  /// Rendering the result gives the same bytes back, so traces can be stored, diffed and
  /// compared in their text form. A file that is not UTF-8, has Windows line endings, lacks
  /// its end record (cut short) or does not hold together (``TraceIntegrity``) is an error.
  ///
  /// ```swift
  /// let trace = try Trace.parse(Array(try Data(contentsOf: url)))
  /// ```
  ///
  /// - Throws: ``TraceParseError`` with the line, column and what was expected.
  public static func parse(_ bytes: [UInt8]) throws(TraceParseError) -> Trace {
    if bytes.first == UInt8(ascii: "{") {
      try TraceEncoding.check(bytes, scalarColumns: true)
      return try JSONLinesTraceParser(bytes: bytes).parse()
    }
    try TraceEncoding.check(bytes, scalarColumns: false)
    return try TextTraceParser(bytes: bytes).parse()
  }
}
