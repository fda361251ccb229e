extension Trace {
  /// Reads a trace written by ``TraceFormat/text`` or ``TraceFormat/jsonLines``, telling them
  /// apart by their first byte.
  ///
  /// Rendering the result gives the same bytes back, so traces can be stored, diffed and
  /// compared in their text form.
  ///
  /// ```swift
  /// let trace = try Trace.parse(Array(try Data(contentsOf: url)))
  /// ```
  ///
  /// - Throws: ``TraceParseError`` with the line, column and what was expected.
  public static func parse(_ bytes: [UInt8]) throws(TraceParseError) -> Trace {
    if bytes.first == UInt8(ascii: "{") {
      return try JSONLinesTraceParser(bytes: bytes).parse()
    }
    return try TextTraceParser(bytes: bytes).parse()
  }
}

/// Shared pieces of the two trace parsers.
enum TraceValueParsing {
  /// Registers objects by name while a trace is read, in first-seen order.
  struct Objects {
    var ids: [String: Int32] = [:]

    mutating func id(
      _ name: String, kind: TraceObjectKind?, builder: inout TraceBuilder
    ) -> Int32 {
      if let id = ids[name] { return id }
      let id = builder.addObject(name: name, kind: kind ?? .view)
      ids[name] = id
      return id
    }
  }

  /// A number as traces print it.
  static func number(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "." }) else {
      return nil
    }
    return Double(text)
  }

  /// `{a,b,c,d}` or `(a,b,…)` with `count` numbers.
  static func numbers(_ text: Substring, open: Character, close: Character, count: Int)
    -> [Double]?
  {
    guard text.first == open, text.last == close else { return nil }
    let parts = text.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == count else { return nil }
    var values: [Double] = []
    for part in parts {
      guard let value = number(part) else { return nil }
      values.append(value)
    }
    return values
  }

  /// Seconds as traces print them, to an instant.
  static func instant(_ text: Substring) -> SimInstant? {
    guard let seconds = number(text), seconds >= 0 else { return nil }
    return .seconds(seconds)
  }
}
