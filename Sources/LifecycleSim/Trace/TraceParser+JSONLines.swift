/// Reads ``TraceFormat/jsonLines``: one JSON object per line, located by the JSON parser.
struct JSONLinesTraceParser {
  let bytes: [UInt8]

  func parse() throws(TraceParseError) -> Trace {
    var lines: [(number: Int, bytes: ArraySlice<UInt8>)] = []
    var start = 0
    var number = 1
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append((number, bytes[start..<index]))
      start = index + 1
      number += 1
    }
    if start < bytes.count { lines.append((number, bytes[start...])) }
    guard let first = lines.first else {
      throw TraceParseError(line: 1, column: 1, message: "the file is empty")
    }
    var builder = TraceBuilder(header: try header(try object(first)))
    var objects = TraceValueParsing.Objects()
    var finals: [FinalRecord] = []
    var expected = 1
    // Event lines differ mostly in their seq and time: what follows them is parsed once per
    // distinct text (``eventPrefix(_:)``).
    var events: [ByteKey: EventBody] = [:]
    for line in lines.dropFirst() {
      if let (seq, time, epoch, rest) = Self.eventPrefix(line.bytes), seq == expected,
        let body = events[ByteKey(rest)]
      {
        builder.record(
          time: time, epoch: epoch, object: body.object, callback: body.callback,
          arguments: body.arguments, stateIndex: body.state, valid: body.valid)
        expected += 1
        continue
      }
      let fields = try object(line)
      let kind = try fields.string("record")
      switch kind {
      case "event":
        guard try fields.integer("seq") == expected else {
          throw fields.error("expected seq \(expected)")
        }
        let objectKind = TraceObjectKind(rawValue: try fields.string("kind"))
        let id = objects.id(try fields.string("object"), kind: objectKind, builder: &builder)
        guard let callback = Callback(rawValue: try fields.string("callback")) else {
          throw fields.error("unknown callback")
        }
        guard let epoch = Int32(exactly: try fields.integer("epoch")) else {
          throw fields.error("expected an epoch number")
        }
        var valid = TracePropertySet()
        for name in try fields.strings("valid") {
          guard let property = TraceProperty(rawValue: name) else {
            throw fields.error("unknown property '\(name)'")
          }
          valid.insert(property)
        }
        let body = EventBody(
          object: id, callback: callback, arguments: try arguments(fields),
          state: builder.addState(try state(fields)), valid: valid)
        if let (_, _, prefixEpoch, rest) = Self.eventPrefix(line.bytes), prefixEpoch == epoch {
          events[ByteKey(rest)] = body
        }
        builder.record(
          time: .seconds(try fields.number("t")), epoch: epoch, object: id, callback: callback,
          arguments: body.arguments, stateIndex: body.state, valid: valid)
        expected += 1
      case "epoch":
        builder.appendEpoch(
          EpochSummary(
            index: try fields.integer("epoch"), start: .seconds(try fields.number("t")),
            cause: try fields.string("cause"), detail: try fields.string("detail"),
            end: .seconds(try fields.number("end")), truncated: try fields.bool("truncated")))
      case "final":
        guard let objectKind = TraceObjectKind(rawValue: try fields.string("kind")) else {
          throw fields.error("unknown object kind")
        }
        let name = try fields.string("object")
        builder.setKind(objectKind, of: objects.id(name, kind: objectKind, builder: &builder))
        finals.append(FinalRecord(object: name, kind: objectKind, state: try state(fields)))
      default:
        throw fields.error("expected \"record\" to be \"event\", \"epoch\" or \"final\"")
      }
    }
    return builder.finish(finals: finals)
  }

  /// What an event line says after its seq, time and epoch.
  private struct EventBody {
    var object: Int32
    var callback: Callback
    var arguments: TraceArguments
    /// The state's index in the trace's table.
    var state: Int32
    var valid: TracePropertySet
  }

  /// The seq, time and epoch of an event line written by ``TraceFormat/jsonLines`` and the
  /// bytes after them (from `,"object":`), or `nil` when the line is laid out any other way.
  private static func eventPrefix(_ line: ArraySlice<UInt8>)
    -> (seq: Int, time: SimInstant, epoch: Int32, rest: ArraySlice<UInt8>)?
  {
    var cursor = line.startIndex
    func expect(_ literal: StaticString) -> Bool {
      literal.withUTF8Buffer { literal in
        guard line.endIndex - cursor >= literal.count,
          line[cursor..<cursor + literal.count].elementsEqual(literal)
        else { return false }
        cursor += literal.count
        return true
      }
    }
    func token() -> ArraySlice<UInt8> {
      let start = cursor
      while cursor < line.endIndex && line[cursor] != UInt8(ascii: ",") { cursor += 1 }
      return line[start..<cursor]
    }
    guard expect("{\"record\":\"event\",\"seq\":"), let seq = TraceValueParsing.integer(token()),
      expect(",\"t\":"), let time = TraceValueParsing.instant(token()),
      expect(",\"epoch\":"), let epoch = TraceValueParsing.integer(token()),
      let epoch32 = Int32(exactly: epoch)
    else { return nil }
    let rest = line[cursor...]
    guard expect(",\"object\":") else { return nil }
    return (seq, time, epoch32, rest)
  }

  /// The members of one line's JSON object.
  struct Fields {
    var line: Int
    var location: TextLocation
    var members: [String: JSONValue]

    func error(_ message: String, at key: String? = nil) -> TraceParseError {
      let at = key.flatMap { members[$0]?.location } ?? location
      return TraceParseError(line: line, column: at.column, message: message)
    }

    func value(_ key: String) throws(TraceParseError) -> JSONValue {
      guard let value = members[key] else { throw error("missing \"\(key)\"") }
      return value
    }

    func string(_ key: String) throws(TraceParseError) -> String {
      guard case .string(let text) = try value(key).kind else {
        throw error("expected \"\(key)\" to be a string", at: key)
      }
      return text
    }

    func number(_ key: String) throws(TraceParseError) -> Double {
      guard case .number(let number) = try value(key).kind else {
        throw error("expected \"\(key)\" to be a number", at: key)
      }
      return number
    }

    func integer(_ key: String) throws(TraceParseError) -> Int {
      let number = try number(key)
      guard number.rounded() == number, abs(number) < 1e12 else {
        throw error("expected \"\(key)\" to be a whole number", at: key)
      }
      return Int(number)
    }

    func bool(_ key: String) throws(TraceParseError) -> Bool {
      guard case .bool(let flag) = try value(key).kind else {
        throw error("expected \"\(key)\" to be true or false", at: key)
      }
      return flag
    }

    func strings(_ key: String) throws(TraceParseError) -> [String] {
      guard let value = members[key] else { return [] }
      guard case .array(let items) = value.kind else { throw error("expected an array", at: key) }
      var result: [String] = []
      for item in items {
        guard case .string(let text) = item.kind else { throw error("expected strings", at: key) }
        result.append(text)
      }
      return result
    }

    func numbers(_ key: String, count: Int) throws(TraceParseError) -> [Double]? {
      guard let value = members[key] else { return nil }
      guard case .array(let items) = value.kind, items.count == count else {
        throw error("expected \"\(key)\" to be \(count) numbers", at: key)
      }
      var result: [Double] = []
      for item in items {
        guard case .number(let number) = item.kind else {
          throw error("expected \"\(key)\" to be \(count) numbers", at: key)
        }
        result.append(number)
      }
      return result
    }
  }

  private func object(_ line: (number: Int, bytes: ArraySlice<UInt8>)) throws(TraceParseError)
    -> Fields
  {
    let value: JSONValue
    do {
      value = try JSONParser.parse(Array(line.bytes))
    } catch {
      throw TraceParseError(
        line: line.number, column: error.location.column, message: error.message)
    }
    guard case .object(let members) = value.kind else {
      throw TraceParseError(line: line.number, column: 1, message: "expected a JSON object")
    }
    var fields: [String: JSONValue] = [:]
    for member in members { fields[member.key] = member.value }
    return Fields(line: line.number, location: value.location, members: fields)
  }

  private func header(_ fields: Fields) throws(TraceParseError) -> TraceHeader {
    guard try fields.string("record") == "header" else {
      throw fields.error("expected the header record first")
    }
    let format = try fields.string("format")
    guard format == TraceHeader.format else {
      throw fields.error(
        "unsupported trace format \"\(format)\" (this tool reads \(TraceHeader.format))")
    }
    guard let profile = Int(try fields.string("profile")) else {
      throw fields.error("expected \"profile\" to be a number in a string", at: "profile")
    }
    var quirks: [QuirkSetting] = []
    if case .object(let members) = try fields.value("quirks").kind {
      for member in members {
        guard let quirk = Quirk(rawValue: member.key), case .bool(let on) = member.value.kind else {
          throw fields.error("unknown quirk \"\(member.key)\"", at: "quirks")
        }
        quirks.append(QuirkSetting(quirk, on))
      }
    }
    guard let orientation = Orientation(rawValue: try fields.string("orientation")),
      let direction = LayoutDirection(rawValue: try fields.string("layoutDirection")),
      let screen = try fields.numbers("screen", count: 2)
    else {
      throw fields.error("expected an orientation, a layout direction and a screen size")
    }
    return TraceHeader(
      scenario: try fields.string("scenario"), device: try fields.string("device"),
      ios: try fields.string("ios"), profile: profile, quirks: quirks, orientation: orientation,
      screen: Size(width: screen[0], height: screen[1]), layoutDirection: direction,
      warnings: try fields.strings("warnings"))
  }

  private func arguments(_ fields: Fields) throws(TraceParseError) -> TraceArguments {
    guard let value = fields.members["args"] else { return .none }
    guard case .object(let members) = value.kind else {
      throw fields.error("expected \"args\" to be an object", at: "args")
    }
    var arguments = TraceArguments()
    for member in members {
      switch (member.key, member.value.kind) {
      case ("animated", .bool(let flag)): arguments.animated = flag
      case ("parent", .string(let name)): arguments.parent = .some(name)
      case ("parent", .null): arguments.parent = .some(nil)
      case ("size", .array(let items)) where items.count == 2:
        if case .number(let width) = items[0].kind, case .number(let height) = items[1].kind {
          arguments.size = Size(width: width, height: height)
        }
      case ("by", .string(let by)): arguments.by = by
      case ("duration", .number(let seconds)): arguments.duration = seconds
      default: throw fields.error("unknown argument \"\(member.key)\"", at: "args")
      }
    }
    return arguments
  }

  private func state(_ fields: Fields) throws(TraceParseError) -> ObjectState {
    func insets(_ key: String) throws(TraceParseError) -> EdgeInsets? {
      try fields.numbers(key, count: 4).map(EdgeInsets.init)
    }
    func flag(_ key: String) throws(TraceParseError) -> Bool? {
      fields.members[key] == nil ? nil : try fields.bool(key)
    }
    func scalar(_ key: String) throws(TraceParseError) -> Double? {
      fields.members[key] == nil ? nil : try fields.number(key)
    }
    return ObjectState(
      safeAreaInsets: try insets("safeAreaInsets"),
      frame: try fields.numbers("frame", count: 4).map(Rect.init), inWindow: try flag("inWindow"),
      layoutMargins: try insets("layoutMargins"),
      adjustedContentInset: try insets("adjustedContentInset"),
      contentInset: try insets("contentInset"),
      contentOffset: try fields.numbers("contentOffset", count: 2).map {
        Point(x: $0[0], y: $0[1])
      }, topLayoutGuide: try scalar("topLayoutGuide"),
      bottomLayoutGuide: try scalar("bottomLayoutGuide"), hidden: try flag("hidden"),
      contentViewInsets: try insets("contentViewInsets"),
      effectiveSectionInset: try insets("effectiveSectionInset"))
  }
}
