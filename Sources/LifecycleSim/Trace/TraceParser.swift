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

  /// A non-negative decimal integer.
  static func integer(_ text: ArraySlice<UInt8>) -> Int? {
    guard !text.isEmpty, text.count <= 18 else { return nil }
    var value = 0
    for byte in text {
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// Seconds as traces print them (`0`, `1.35`, up to six decimals), to an instant, exactly.
  static func instant(_ text: ArraySlice<UInt8>) -> SimInstant? {
    let dot = text.firstIndex(of: UInt8(ascii: "."))
    guard let seconds = integer(text[..<(dot ?? text.endIndex)]) else { return nil }
    var micros = 0
    if let dot {
      let fraction = text[(dot + 1)...]
      guard !fraction.isEmpty, fraction.count <= 6, let digits = integer(fraction) else {
        return nil
      }
      micros = digits
      for _ in fraction.count..<6 { micros *= 10 }
    }
    return SimInstant(microseconds: Int64(seconds) * 1_000_000 + Int64(micros))
  }

  /// Seconds as traces print them, to an instant.
  static func instant(_ text: Substring) -> SimInstant? {
    guard let seconds = number(text), seconds >= 0 else { return nil }
    return .seconds(seconds)
  }
}
