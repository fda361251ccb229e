import Foundation

/// Reads ``TraceFormat/text``: the header block, the records by the columns of their header
/// row, the epochs block and the final block.
struct TextTraceParser {
  let bytes: [UInt8]

  /// A line: its 1-based number and its bytes' range (the records' lines are read as bytes
  /// and never become strings).
  private struct Line {
    var number: Int
    var range: Range<Int>

    func hasPrefix(_ prefix: StaticString, in bytes: [UInt8]) -> Bool {
      prefix.withUTF8Buffer { prefix in
        range.count >= prefix.count
          && bytes[range.lowerBound..<range.lowerBound + prefix.count].elementsEqual(prefix)
      }
    }

    func equals(_ other: StaticString, in bytes: [UInt8]) -> Bool {
      other.withUTF8Buffer { other in bytes[range].elementsEqual(other) }
    }
  }

  /// A line's text.
  private func text(_ line: Line) -> Substring {
    Substring(String(decoding: bytes[line.range], as: UTF8.self))
  }

  func parse() throws(TraceParseError) -> Trace {
    var lines: [Line] = []
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var start = 0
      while start < buffer.count {
        var end = buffer.count
        if let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
          end = UnsafeRawPointer(newline) - base
        }
        lines.append(Line(number: lines.count + 1, range: start..<end))
        start = end + 1
      }
    }
    var cursor = 0
    let header = try parseHeader(lines, &cursor)
    var builder = TraceBuilder(header: header)
    var objects = TraceValueParsing.Objects()
    try parseRecords(lines, &cursor, &builder, &objects)
    try parseEpochs(lines, &cursor, &builder)
    let finals = try parseFinals(lines, &cursor, &builder, &objects)
    return builder.finish(finals: finals)
  }

  // MARK: Header

  private func parseHeader(_ lines: [Line], _ cursor: inout Int) throws(TraceParseError)
    -> TraceHeader
  {
    guard let first = lines.first else {
      throw TraceParseError(
        line: 1, column: 1, message: "the file is empty; expected '# \(TraceHeader.format)'")
    }
    guard text(first) == "# \(TraceHeader.format)" else {
      if text(first).hasPrefix("# lifecycle-trace/") {
        let version = text(first).dropFirst("# lifecycle-trace/".count)
        throw TraceParseError(
          line: 1, column: 19,
          message: "unsupported trace format version \(version) (this tool reads version 1)")
      }
      throw TraceParseError(
        line: 1, column: 1,
        message: "expected '# \(TraceHeader.format)' as the first line of a text trace")
    }
    cursor = 1
    var fields: [String: (Int, Substring)] = [:]
    var quirks: [QuirkSetting] = []
    var warnings: [String] = []
    while cursor < lines.count, !lines[cursor].equals("#", in: bytes) {
      let line = lines[cursor]
      guard line.hasPrefix("# ", in: bytes) else {
        throw TraceParseError(
          line: line.number, column: 1, message: "expected a header line '# key value'")
      }
      let body = text(line).dropFirst(2)
      let key = body.prefix { $0 != " " }
      let value = body.dropFirst(key.count).drop { $0 == " " }
      switch key {
      case "quirk":
        let parts = value.split(separator: " ")
        guard parts.count == 2, let quirk = Quirk(rawValue: String(parts[0])),
          parts[1] == "on" || parts[1] == "off"
        else {
          throw TraceParseError(
            line: line.number, column: 3,
            message: "expected '# quirk NAME on|off' with a known quirk")
        }
        quirks.append(QuirkSetting(quirk, parts[1] == "on"))
      case "warning":
        warnings.append(String(value))
      default:
        fields[String(key)] = (line.number, value)
      }
      cursor += 1
    }
    func field(_ name: String) throws(TraceParseError) -> (Int, Substring) {
      guard let value = fields[name] else {
        throw TraceParseError(
          line: lines[min(cursor, lines.count - 1)].number, column: 1,
          message: "the header has no '# \(name)' line")
      }
      return value
    }
    let (profileLine, profileText) = try field("profile")
    guard let profile = Int(profileText) else {
      throw TraceParseError(line: profileLine, column: 15, message: "expected a profile number")
    }
    let (orientationLine, orientationText) = try field("orientation")
    guard let orientation = Orientation(rawValue: String(orientationText)) else {
      throw TraceParseError(line: orientationLine, column: 15, message: "expected an orientation")
    }
    let (screenLine, screenText) = try field("screen")
    let size = screenText.split(separator: "x")
    guard size.count == 2, let width = TraceValueParsing.number(size[0]),
      let height = TraceValueParsing.number(size[1])
    else {
      throw TraceParseError(line: screenLine, column: 15, message: "expected WIDTHxHEIGHT")
    }
    let (directionLine, directionText) = try field("direction")
    guard let direction = LayoutDirection(rawValue: String(directionText)) else {
      throw TraceParseError(line: directionLine, column: 15, message: "expected a layout direction")
    }
    return TraceHeader(
      scenario: String(try field("scenario").1), device: String(try field("device").1),
      ios: String(try field("ios").1), profile: profile, quirks: quirks,
      orientation: orientation, screen: Size(width: width, height: height),
      layoutDirection: direction, warnings: warnings)
  }

  // MARK: Records

  /// The byte offsets where the columns of a header row start.
  private func columns(_ line: Line, _ names: [String]) throws(TraceParseError) -> [Int] {
    let text = Array(bytes[line.range])
    var offsets: [Int] = []
    var searchFrom = 1
    for name in names {
      let token = Array(name.utf8)
      var found: Int?
      var index = searchFrom
      while index + token.count <= text.count {
        if Array(text[index..<index + token.count]) == token
          && (index + token.count == text.count || text[index + token.count] == UInt8(ascii: " "))
          && text[index - 1] == UInt8(ascii: " ")
        {
          found = index
          break
        }
        index += 1
      }
      guard let found else {
        throw TraceParseError(
          line: line.number, column: 1,
          message: "expected a column header row naming \(names.joined(separator: ", "))")
      }
      offsets.append(found)
      searchFrom = found + token.count
    }
    return offsets
  }

  private func parseRecords(
    _ lines: [Line], _ cursor: inout Int, _ builder: inout TraceBuilder,
    _ objects: inout TraceValueParsing.Objects
  ) throws(TraceParseError) {
    cursor += 1
    guard cursor < lines.count else {
      throw TraceParseError(
        line: lines.count, column: 1, message: "expected the records' column header row")
    }
    let header = lines[cursor]
    let offsets = try columns(header, ["seq", "t", "ep", "object", "callback", "state"])
    cursor += 1
    var expected = 1
    // Names, callbacks and states repeat: each distinct text is parsed once, and each distinct
    // rest of a line (object, callback, state) is looked up once.
    var objectIDs: [ByteKey: Int32] = [:]
    var callbacks: [ByteKey: (Callback, TraceArguments)] = [:]
    var states: [ByteKey: (state: Int32, valid: TracePropertySet)] = [:]
    var bodies: [ByteKey: RecordBody] = [:]
    var fields: [Range<Int>] = []
    while cursor < lines.count, !lines[cursor].equals("#", in: bytes) {
      let line = lines[cursor]
      Self.fields(line.range, offsets: offsets, in: bytes, into: &fields)
      guard let seq = TraceValueParsing.integer(bytes[fields[0]]), seq == expected else {
        throw TraceParseError(
          line: line.number, column: 1, message: "expected record number \(expected)")
      }
      guard let time = TraceValueParsing.instant(bytes[fields[1]]) else {
        throw TraceParseError(
          line: line.number, column: offsets[1] + 1, message: "expected a time in seconds")
      }
      guard let epoch = TraceValueParsing.integer(bytes[fields[2]]).map(Int32.init) else {
        throw TraceParseError(
          line: line.number, column: offsets[2] + 1, message: "expected an epoch number")
      }
      let bodyText = ByteKey(bytes[fields[3].lowerBound..<line.range.upperBound])
      let body: RecordBody
      if let known = bodies[bodyText] {
        body = known
      } else {
        let name = bytes[fields[3]]
        guard !name.isEmpty else {
          throw TraceParseError(
            line: line.number, column: offsets[3] + 1, message: "expected an object name")
        }
        let (callback, arguments) = try callbacks.parsed(bytes[fields[4]]) {
          text throws(TraceParseError) in
          try Self.callback(text, line: line.number, column: offsets[4] + 1)
        }
        let (state, valid) = try states.parsed(
          bytes[fields[5].lowerBound..<line.range.upperBound]
        ) { text throws(TraceParseError) in
          let (state, valid) = try Self.state(text, line: line.number, column: offsets[5] + 1)
          return (builder.addState(state), valid)
        }
        let object = objectIDs.parsed(name) { text in
          objects.id(String(text), kind: nil, builder: &builder)
        }
        body = RecordBody(
          object: object, callback: callback, arguments: builder.argumentSlot(for: arguments),
          state: state, valid: valid)
        bodies[bodyText] = body
      }
      builder.record(
        time: time, epoch: epoch, object: body.object, callback: body.callback,
        argumentSlot: body.arguments, stateIndex: body.state, valid: body.valid)
      expected += 1
      cursor += 1
    }
  }

  /// What a record line says after its seq, time and epoch, with its tables' indices.
  private struct RecordBody {
    var object: Int32
    var callback: Callback
    var arguments: Int32
    var state: Int32
    var valid: TracePropertySet
  }

  /// The byte ranges of a line's columns, starting at `offsets`, without their padding; the
  /// last runs to the end of the line untrimmed at its end.
  private static func fields(
    _ line: Range<Int>, offsets: [Int], in bytes: [UInt8], into result: inout [Range<Int>]
  ) {
    result.removeAll(keepingCapacity: true)
    for (index, offset) in offsets.enumerated() {
      var from = index == 0 ? line.lowerBound : min(line.lowerBound + offset, line.upperBound)
      var to =
        index + 1 < offsets.count
        ? min(line.lowerBound + offsets[index + 1], line.upperBound) : line.upperBound
      while from < to && bytes[from] == UInt8(ascii: " ") { from += 1 }
      if index + 1 < offsets.count {
        while to > from && bytes[to - 1] == UInt8(ascii: " ") { to -= 1 }
      }
      result.append(from..<to)
    }
  }

  /// `name` or `name(key=value,…)`.
  static func callback(_ text: Substring, line: Int, column: Int) throws(TraceParseError)
    -> (Callback, TraceArguments)
  {
    let name = text.prefix { $0 != "(" }
    guard let callback = Callback(rawValue: String(name)) else {
      throw TraceParseError(
        line: line, column: column, message: "expected a callback name, found '\(name)'")
    }
    guard name.count < text.count else { return (callback, .none) }
    guard text.last == ")" else {
      throw TraceParseError(line: line, column: column, message: "expected ')' after the arguments")
    }
    var arguments = TraceArguments()
    for pair in text.dropFirst(name.count + 1).dropLast().split(separator: ",") {
      let key = pair.prefix { $0 != "=" }
      let value = pair.dropFirst(key.count + 1)
      switch key {
      case "animated" where value == "true" || value == "false":
        arguments.animated = value == "true"
      case "parent":
        arguments.parent = .some(value == "nil" ? nil : String(value))
      case "size":
        let parts = value.split(separator: "x")
        if parts.count == 2, let width = TraceValueParsing.number(parts[0]),
          let height = TraceValueParsing.number(parts[1])
        {
          arguments.size = Size(width: width, height: height)
        } else {
          throw TraceParseError(line: line, column: column, message: "expected size=WxH")
        }
      case "by":
        arguments.by = String(value)
      case "duration":
        guard let seconds = TraceValueParsing.number(value) else {
          throw TraceParseError(line: line, column: column, message: "expected duration=SECONDS")
        }
        arguments.duration = seconds
      default:
        throw TraceParseError(
          line: line, column: column, message: "unknown argument '\(pair)'")
      }
    }
    return (callback, arguments)
  }

  /// `key=value` pairs separated by spaces, then `  valid=a,b`.
  static func state(_ text: Substring, line: Int, column: Int) throws(TraceParseError)
    -> (ObjectState, TracePropertySet)
  {
    var body = text
    var valid = TracePropertySet()
    if let range = text.range(of: "  valid=") {
      body = text[text.startIndex..<range.lowerBound]
      for name in text[range.upperBound...].split(separator: ",") {
        guard let property = TraceProperty(rawValue: String(name)) else {
          throw TraceParseError(
            line: line, column: column, message: "unknown property '\(name)' in valid=")
        }
        valid.insert(property)
      }
    }
    var state = ObjectState()
    for pair in body.split(separator: " ") {
      let key = pair.prefix { $0 != "=" }
      let value = pair.dropFirst(key.count + 1)
      guard let property = TraceProperty(rawValue: String(key)),
        Self.assign(value, to: property, in: &state)
      else {
        throw TraceParseError(
          line: line, column: column, message: "expected a property as name=value, found '\(pair)'")
      }
    }
    return (state, valid)
  }

  private static func assign(
    _ value: Substring, to property: TraceProperty, in state: inout ObjectState
  )
    -> Bool
  {
    func insets() -> EdgeInsets? {
      TraceValueParsing.numbers(value, open: "{", close: "}", count: 4).map(EdgeInsets.init)
    }
    func flag() -> Bool? { value == "true" ? true : value == "false" ? false : nil }
    switch property {
    case .safeAreaInsets: state.safeAreaInsets = insets()
    case .layoutMargins: state.layoutMargins = insets()
    case .adjustedContentInset: state.adjustedContentInset = insets()
    case .contentInset: state.contentInset = insets()
    case .contentViewInsets: state.contentViewInsets = insets()
    case .effectiveSectionInset: state.effectiveSectionInset = insets()
    case .frame:
      state.frame = TraceValueParsing.numbers(value, open: "(", close: ")", count: 4).map(Rect.init)
    case .contentOffset:
      state.contentOffset = TraceValueParsing.numbers(value, open: "(", close: ")", count: 2).map {
        Point(x: $0[0], y: $0[1])
      }
    case .inWindow: state.inWindow = flag()
    case .hidden: state.hidden = flag()
    case .topLayoutGuide: state.topLayoutGuide = TraceValueParsing.number(value)
    case .bottomLayoutGuide: state.bottomLayoutGuide = TraceValueParsing.number(value)
    }
    return state.properties.contains(property)
  }

  // MARK: Epochs and finals

  private func parseEpochs(_ lines: [Line], _ cursor: inout Int, _ builder: inout TraceBuilder)
    throws(TraceParseError)
  {
    cursor += 1
    guard cursor < lines.count, lines[cursor].equals("# epochs", in: bytes) else {
      throw TraceParseError(
        line: lines[min(cursor, lines.count - 1)].number, column: 1, message: "expected '# epochs'")
    }
    cursor += 1
    while cursor < lines.count, lines[cursor].hasPrefix("epoch  ", in: bytes) {
      let line = lines[cursor]
      let body = text(line).dropFirst("epoch  ".count)
      let index = body.prefix { $0 != " " }
      let afterIndex = body.dropFirst(index.count).drop { $0 == " " }
      guard let number = Int(index), afterIndex.hasPrefix("t=") else {
        throw TraceParseError(
          line: line.number, column: 8, message: "expected 'epoch N  t=SECONDS'")
      }
      let timeText = afterIndex.dropFirst(2).prefix { $0 != " " }
      var rest = afterIndex.dropFirst(2 + timeText.count).drop { $0 == " " }
      var truncated = false
      guard let start = TraceValueParsing.instant(timeText),
        let marker = rest.range(of: "  settled at ", options: .backwards)
          ?? rest.range(of: "  truncated at ", options: .backwards)
      else {
        throw TraceParseError(
          line: line.number, column: 8, message: "expected '… settled at T' or '… truncated at T'")
      }
      truncated = rest[marker].contains("truncated")
      guard let end = TraceValueParsing.instant(rest[marker.upperBound...]) else {
        throw TraceParseError(line: line.number, column: 8, message: "expected an end time")
      }
      rest = rest[rest.startIndex..<marker.lowerBound]
      let cause = rest.prefix { $0 != "(" }
      var detail = ""
      if cause.count < rest.count {
        detail = String(rest.dropFirst(cause.count + 1).dropLast())
      }
      builder.appendEpoch(
        EpochSummary(
          index: number, start: start, cause: String(cause), detail: detail, end: end,
          truncated: truncated))
      cursor += 1
    }
  }

  private func parseFinals(
    _ lines: [Line], _ cursor: inout Int, _ builder: inout TraceBuilder,
    _ objects: inout TraceValueParsing.Objects
  ) throws(TraceParseError) -> [FinalRecord] {
    guard cursor + 2 < lines.count, lines[cursor].equals("#", in: bytes),
      lines[cursor + 1].equals("# final", in: bytes)
    else {
      throw TraceParseError(
        line: lines[min(cursor, lines.count - 1)].number, column: 1, message: "expected '# final'")
    }
    cursor += 2
    let offsets = try columns(lines[cursor], ["object", "kind", "state"])
    cursor += 1
    var finals: [FinalRecord] = []
    var states: [ByteKey: ObjectState] = [:]
    var fields: [Range<Int>] = []
    while cursor < lines.count {
      let line = lines[cursor]
      guard line.hasPrefix("final  ", in: bytes) else {
        throw TraceParseError(line: line.number, column: 1, message: "expected a 'final' line")
      }
      Self.fields(line.range, offsets: offsets, in: bytes, into: &fields)
      fields[0] =
        min(line.range.lowerBound + offsets[0], fields[0].upperBound)..<fields[0].upperBound
      let name = String(decoding: bytes[fields[0]], as: UTF8.self)
      let kindText = String(decoding: bytes[fields[1]], as: UTF8.self)
      guard let kind = TraceObjectKind(rawValue: kindText) else {
        throw TraceParseError(
          line: line.number, column: offsets[1] + 1, message: "unknown object kind '\(kindText)'")
      }
      let state = try states.parsed(bytes[fields[2].lowerBound..<line.range.upperBound]) {
        text throws(TraceParseError) in
        try Self.state(text, line: line.number, column: offsets[2] + 1).0
      }
      let object = objects.id(name, kind: kind, builder: &builder)
      builder.setKind(kind, of: object)
      finals.append(FinalRecord(object: name, kind: kind, state: state))
      cursor += 1
    }
    return finals
  }
}

extension Dictionary where Key == ByteKey {
  /// The value parsed from `bytes`, parsing them (as text) only the first time they are seen.
  mutating func parsed<Failure: Error>(
    _ bytes: ArraySlice<UInt8>, by parse: (Substring) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let key = ByteKey(bytes)
    if let known = self[key] { return known }
    let value = try parse(Substring(String(decoding: bytes, as: UTF8.self)))
    self[key] = value
    return value
  }
}
