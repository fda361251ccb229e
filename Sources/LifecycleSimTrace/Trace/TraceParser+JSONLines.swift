#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleSimCore
import LifecycleSimSupport

/// Reads ``TraceFormat/jsonLines``: one JSON object per line, located by the JSON parser, in
/// the order header, events, epochs, finals, end, checking that they hold together
/// (``TraceIntegrity``).
struct JSONLinesTraceParser {
  package let bytes: [UInt8]
  /// The quirk switches a header may name, and their defaults.
  package let quirks: QuirkCatalogue

  /// The end record, as error messages spell it.
  static let endRecord =
    "{\"record\":\"end\",\"records\":N,\"epochs\":N,\"finals\":N,\"digest\":\"HEX\"}"

  /// The parts of a trace, in file order.
  private enum Section: Int, Comparable {
    case events, epochs, finals, end

    static func < (lhs: Section, rhs: Section) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The keys each kind of record may have.
  private static let stateKeys = TracedProperty.all.map(\.name)
  private static let keys: [String: Set<String>] = [
    "header": [
      "record", "format", "scenario", "device", "ios", "profile", "quirks", "orientation",
      "screen", "layoutDirection", "warnings",
    ],
    "event": Set(
      ["record", "seq", "t", "epoch", "object", "kind", "callback", "args", "valid"] + stateKeys),
    "epoch": ["record", "epoch", "t", "cause", "detail", "truncated", "end"],
    "final": Set(["record", "object", "kind"] + stateKeys),
    "end": ["record", "records", "epochs", "finals", "digest"],
  ]

  package func parse() throws(TraceParseError) -> Trace {
    // Each line's bytes; line `i + 1` is `lines[i]`.
    var lines: [Range<Int>] = []
    var start = 0
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      while let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
        let end = UnsafeRawPointer(newline) - base
        lines.append(start..<end)
        start = end + 1
      }
    }
    let number = lines.count + 1
    if start < bytes.count {
      throw TraceParseError(
        line: number, column: bytes.count - start + 1,
        message: "the trace ends in the middle of line \(number): it was cut short; re-record it")
    }
    guard let first = lines.first else {
      throw TraceParseError(line: 1, column: 1, message: "the file is empty")
    }
    let (header, version) = try header(try object((1, bytes[first])))
    var builder = TraceBuilder(header: header)
    var integrity = TraceIntegrity()
    var section = Section.events
    var expected = 1
    // Event lines differ mostly in their seq and time: what follows them is parsed once per
    // distinct text (``eventPrefix(_:)``).
    var events = ByteIndex<EventBody>()
    try bytes.withUnsafeBufferPointer { buffer throws(TraceParseError) in
      for (index, range) in lines.enumerated().dropFirst() {
        let prefix = section == .events ? Self.eventPrefix(range, in: buffer) : nil
        let hash = prefix.map { ByteIndex<EventBody>.hash($0.rest, in: buffer) } ?? 0
        if let prefix, prefix.seq == expected,
          let body = events.value(for: prefix.rest, hash: hash, in: buffer)
        {
          try integrity.record(
            time: prefix.time, epoch: prefix.epoch, line: index + 1,
            timeColumn: prefix.timeColumn, epochColumn: prefix.epochColumn)
          builder.record(
            time: prefix.time, epoch: prefix.epoch, object: body.object, callback: body.callback,
            argumentSlot: body.arguments, stateIndex: body.state, valid: body.valid)
          expected += 1
          continue
        }
        let line = (number: index + 1, bytes: bytes[range])
        guard section < .end else {
          throw TraceParseError(
            line: line.number, column: 1,
            message: "unexpected line after the end record; the trace was edited or two were joined"
          )
        }
        let fields = try object(line)
        let kind = try fields.string("record")
        guard var allowed = Self.keys[kind], kind != "header" else {
          throw fields.error(
            "expected \"record\" to be \"event\", \"epoch\", \"final\" or \"end\"", at: "record")
        }
        // Format version 1 has no digest.
        if version < 2 { allowed.remove("digest") }
        try fields.check(allowed)
        let lineSection: Section =
          switch kind {
          case "event": .events
          case "epoch": .epochs
          case "final": .finals
          default: .end
          }
        guard lineSection >= section else {
          throw fields.error(
            "\(kind == "final" ? "a" : "an") '\(kind)' record after the \(section) records; a trace "
              + "holds the header, events, epochs, finals and the end record in that order",
            at: "record")
        }
        section = lineSection
        switch lineSection {
        case .events:
          guard try fields.integer("seq", maximum: 1e15) == expected else {
            throw fields.error("expected seq \(expected)", at: "seq")
          }
          let time = try fields.instant("t")
          let epoch = Int32(try fields.integer("epoch", maximum: Double(Int32.max)))
          try integrity.record(
            time: time, epoch: epoch, line: line.number,
            timeColumn: fields.column(of: "t"), epochColumn: fields.column(of: "epoch"))
          let objectKind = try fields.objectKind()
          let id = try integrity.recordObject(
            try fields.string("object"), kind: objectKind,
            at: TraceIntegrity.Use(line: line.number, column: fields.column(of: "object")),
            builder: &builder)
          guard let callback = Callback(rawValue: try fields.string("callback")) else {
            throw fields.error("unknown callback", at: "callback")
          }
          var valid = TracePropertySet()
          for name in try fields.strings("valid") {
            guard let property = TraceProperty(rawValue: name) else {
              throw fields.error("unknown property '\(name)'", at: "valid")
            }
            valid.insert(property)
          }
          let body = EventBody(
            object: id, callback: callback,
            arguments: builder.argumentSlot(for: try arguments(fields)),
            state: builder.addState(try state(fields)), valid: valid)
          if let prefix, prefix.epoch == epoch, prefix.time == time, prefix.seq == expected,
            events.value(for: prefix.rest, hash: hash, in: buffer) == nil
          {
            events.insert(prefix.rest, hash: hash, value: body)
          }
          builder.record(
            time: time, epoch: epoch, object: id, callback: callback,
            argumentSlot: body.arguments, stateIndex: body.state, valid: valid)
          expected += 1
        case .epochs:
          let summary = EpochSummary(
            index: try fields.integer("epoch", maximum: Double(Int32.max)),
            start: try fields.instant("t"), cause: try fields.string("cause"),
            detail: try fields.string("detail"), end: try fields.instant("end"),
            truncated: try fields.bool("truncated"))
          try integrity.epoch(
            summary, line: line.number,
            columns: (
              fields.column(of: "epoch"), fields.column(of: "t"), fields.column(of: "end")
            ))
          builder.appendEpoch(summary)
        case .finals:
          let objectKind = try fields.objectKind()
          let name = try fields.string("object")
          let object = try integrity.finalObject(
            name, kind: objectKind,
            at: TraceIntegrity.Use(line: line.number, column: fields.column(of: "object")),
            builder: &builder)
          builder.addFinal(object: object, state: try state(fields))
        case .end:
          try integrity.finish(
            declared: TraceIntegrity.Counts(
              records: try fields.integer("records", maximum: 1e15),
              epochs: try fields.integer("epochs", maximum: 1e15),
              finals: try fields.integer("finals", maximum: 1e15)),
            read: TraceIntegrity.Counts(
              records: builder.trace.count, epochs: builder.trace.epochs.count,
              finals: builder.trace.finalSlots.count),
            line: line.number,
            columns: (
              fields.column(of: "records"), fields.column(of: "epochs"),
              fields.column(of: "finals")
            ))
          if version >= 2 {
            try TraceDigest.check(
              Substring(try fields.string("digest")), of: bytes[..<range.lowerBound],
              line: line.number, column: fields.column(of: "digest"), endRecord: "the end record")
          }
        }
      }
    }
    guard section == .end else {
      throw TraceIntegrity.cutShort(atLine: lines.count, endRecord: Self.endRecord)
    }
    return builder.finish()
  }

  /// What an event line says after its seq, time and epoch.
  private struct EventBody {
    package var object: Int32
    package var callback: Callback
    /// The arguments' index in the trace's table.
    package var arguments: Int32
    /// The state's index in the trace's table.
    package var state: Int32
    package var valid: TracePropertySet
  }

  /// The start of an event line as ``TraceFormat/jsonLines`` writes it.
  private struct EventPrefix {
    package var seq: Int
    package var time: SimInstant
    package var epoch: Int32
    /// The bytes from `,"object":` on.
    package var rest: Range<Int>
    var timeColumn: Int
    var epochColumn: Int
  }

  /// The seq, time and epoch of the event line at `line` of `buffer`, written by
  /// ``TraceFormat/jsonLines``, and the bytes after them, or `nil` when the line is laid out
  /// any other way.
  private static func eventPrefix(
    _ line: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>
  ) -> EventPrefix? {
    var cursor = line.lowerBound
    func expect(_ literal: StaticString) -> Bool {
      guard line.upperBound - cursor >= literal.utf8CodeUnitCount, let base = buffer.baseAddress,
        memcmp(base + cursor, literal.utf8Start, literal.utf8CodeUnitCount) == 0
      else { return false }
      cursor += literal.utf8CodeUnitCount
      return true
    }
    func token() -> Range<Int> {
      let start = cursor
      while cursor < line.upperBound && buffer[cursor] != UInt8(ascii: ",") { cursor += 1 }
      return start..<cursor
    }
    guard expect("{\"record\":\"event\",\"seq\":"),
      let seq = TraceValueParsing.integer(token(), in: buffer), expect(",\"t\":")
    else { return nil }
    let timeColumn = cursor - line.lowerBound + 1
    guard let time = TraceValueParsing.instant(token(), in: buffer), expect(",\"epoch\":") else {
      return nil
    }
    let epochColumn = cursor - line.lowerBound + 1
    guard let epoch = TraceValueParsing.integer32(token(), in: buffer) else { return nil }
    let rest = cursor..<line.upperBound
    guard expect(",\"object\":") else { return nil }
    return EventPrefix(
      seq: seq, time: time, epoch: epoch, rest: rest, timeColumn: timeColumn,
      epochColumn: epochColumn)
  }

  /// The members of one line's JSON object.
  struct Fields {
    package var line: Int
    package var location: TextLocation
    package var members: [String: JSONValue]

    package func error(_ message: String, at key: String? = nil) -> TraceParseError {
      TraceParseError(line: line, column: column(of: key), message: message)
    }

    /// The column of `key`'s value, or of the object when it has none.
    package func column(of key: String?) -> Int {
      (key.flatMap { members[$0]?.location } ?? location).column
    }

    /// Throws at the first key, in file order, that is not in `allowed`.
    package func check(_ allowed: Set<String>) throws(TraceParseError) {
      let unknown = members.filter { !allowed.contains($0.key) }
        .min { $0.value.location < $1.value.location }
      if let unknown {
        throw error("unknown key \"\(unknown.key)\"", at: unknown.key)
      }
    }

    package func value(_ key: String) throws(TraceParseError) -> JSONValue {
      guard let value = members[key] else { throw error("missing \"\(key)\"") }
      return value
    }

    package func string(_ key: String) throws(TraceParseError) -> String {
      guard case .string(let text) = try value(key).kind else {
        throw error("expected \"\(key)\" to be a string", at: key)
      }
      return text
    }

    package func number(_ key: String) throws(TraceParseError) -> Double {
      guard case .number(let number) = try value(key).kind else {
        throw error("expected \"\(key)\" to be a number", at: key)
      }
      return number
    }

    /// A whole number from 0 to `maximum` (at most 2^53, where doubles stay exact).
    package func integer(_ key: String, maximum: Double) throws(TraceParseError) -> Int {
      let number = try number(key)
      guard number.sign == .plus, number.rounded() == number, number <= maximum else {
        throw error(
          "expected \"\(key)\" to be a whole number from 0 to \(Int(maximum))", at: key)
      }
      return Int(number)
    }

    /// A time in seconds, exactly.
    package func instant(_ key: String) throws(TraceParseError) -> SimInstant {
      guard let instant = TraceValueParsing.instant(try number(key)) else {
        throw error(
          "expected \"\(key)\" to be \(TraceValueParsing.timeExpectation)", at: key)
      }
      return instant
    }

    /// A point value, range-checked.
    package func point(_ key: String, _ value: JSONValue) throws(TraceParseError) -> Double {
      guard case .number(let number) = value.kind, let point = TraceValueParsing.number(number)
      else {
        throw error("expected \"\(key)\" to hold numbers below 1e15 in magnitude", at: key)
      }
      return point
    }

    func bool(_ key: String) throws(TraceParseError) -> Bool {
      guard case .bool(let flag) = try value(key).kind else {
        throw error("expected \"\(key)\" to be true or false", at: key)
      }
      return flag
    }

    func objectKind() throws(TraceParseError) -> TraceObjectKind {
      let text = try string("kind")
      guard let kind = TraceObjectKind(rawValue: text) else {
        throw error("unknown object kind \"\(text)\"", at: "kind")
      }
      return kind
    }

    package func strings(_ key: String) throws(TraceParseError) -> [String] {
      guard let value = members[key] else { return [] }
      guard case .array(let items) = value.kind else { throw error("expected an array", at: key) }
      var result: [String] = []
      for item in items {
        guard case .string(let text) = item.kind else { throw error("expected strings", at: key) }
        result.append(text)
      }
      return result
    }

    /// The value of a property of `shape` at `key`, `nil` when the line has none.
    package func value(_ key: String, shape: TraceValue.Shape) throws(TraceParseError)
      -> TraceValue?
    {
      guard let value = members[key] else { return nil }
      switch shape {
      case .flag: return .flag(try bool(key))
      case .number: return .number(try point(key, value))
      case .insets, .rect, .point:
        return try numbers(key, count: shape.count).flatMap { shape.value(numbers: $0) }
      }
    }

    package func numbers(_ key: String, count: Int) throws(TraceParseError) -> [Double]? {
      guard let value = members[key] else { return nil }
      guard case .array(let items) = value.kind, items.count == count else {
        throw error("expected \"\(key)\" to be \(count) numbers", at: key)
      }
      var result: [Double] = []
      for item in items { result.append(try point(key, item)) }
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
    for member in members {
      guard fields[member.key] == nil else {
        throw TraceParseError(
          line: line.number, column: member.value.location.column,
          message: "duplicate key \"\(member.key)\"")
      }
      fields[member.key] = member.value
    }
    return Fields(line: line.number, location: value.location, members: fields)
  }

  /// The header and the format version it names.
  private func header(_ fields: Fields) throws(TraceParseError) -> (TraceHeader, Int) {
    guard try fields.string("record") == "header" else {
      throw fields.error("expected the header record first")
    }
    let format = try fields.string("format")
    guard format.hasPrefix("lifecycle-trace/") else {
      throw fields.error(
        "unsupported trace format \"\(format.prefix(40))\" (expected \"\(TraceHeader.format)\")",
        at: "format")
    }
    let versionText = String(format.dropFirst("lifecycle-trace/".count))
    guard let version = TraceFormatVersion.readable(versionText) else {
      throw fields.error(TraceFormatVersion.unsupported(versionText), at: "format")
    }
    try fields.check(Self.keys["header"] ?? [])
    guard let profile = TraceValueParsing.integer(ArraySlice(try fields.string("profile").utf8))
    else {
      throw fields.error("expected \"profile\" to be a number in a string", at: "profile")
    }
    var quirkMembers = HeaderQuirks { name, isOn in "\"\(name)\":\(isOn)" }
    guard case .object(let members) = try fields.value("quirks").kind else {
      throw fields.error("expected \"quirks\" to be an object", at: "quirks")
    }
    for member in members {
      guard case .bool(let on) = member.value.kind else {
        throw TraceParseError(
          line: fields.line, column: member.value.location.column,
          message: "expected quirk \"\(member.key.prefix(40))\" to be true or false")
      }
      quirkMembers.append(
        HeaderQuirks.Entry(
          name: member.key, isOn: on, line: fields.line, nameColumn: member.keyLocation.column,
          valueColumn: member.value.location.column))
    }
    guard let orientation = Orientation(rawValue: try fields.string("orientation")),
      let direction = LayoutDirection(rawValue: try fields.string("layoutDirection")),
      let screen = try fields.numbers("screen", count: 2)
    else {
      throw fields.error("expected an orientation, a layout direction and a screen size")
    }
    var header = TraceHeader(
      scenario: try fields.string("scenario"), device: try fields.string("device"),
      ios: try fields.string("ios"), profile: profile, quirks: [], orientation: orientation,
      screen: Size(width: screen[0], height: screen[1]), layoutDirection: direction,
      warnings: try fields.strings("warnings"))
    try quirkMembers.resolve(into: &header, version: version, catalogue: quirks)
    return (header, version)
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
        arguments.size = Size(
          width: try fields.point("args", items[0]), height: try fields.point("args", items[1]))
      case ("by", .string(let by)): arguments.by = by
      case ("duration", .number): arguments.duration = try fields.point("args", member.value)
      case ("curve", .number):
        guard let curve = Int(exactly: try fields.point("args", member.value)), curve >= 0 else {
          throw fields.error("expected \"curve\" to be a whole number", at: "args")
        }
        arguments.curve = curve
      case ("frameBegin", .array(let items)) where items.count == 4,
        ("frameEnd", .array(let items)) where items.count == 4:
        var n: [Double] = []
        for item in items { n.append(try fields.point("args", item)) }
        let frame = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        if member.key == "frameBegin" {
          arguments.frameBegin = frame
        } else {
          arguments.frameEnd = frame
        }
      case ("isLocal", .bool(let flag)): arguments.isLocal = flag
      case ("completed", .bool(let flag)): arguments.completed = flag
      case ("horizontalSizeClass", .string(let text)), ("verticalSizeClass", .string(let text)):
        guard let sizeClass = SizeClass(rawValue: text) else {
          throw fields.error(
            "expected \"\(member.key)\" to be \"compact\" or \"regular\"", at: "args")
        }
        if member.key == "horizontalSizeClass" {
          arguments.horizontalSizeClass = sizeClass
        } else {
          arguments.verticalSizeClass = sizeClass
        }
      case ("displayMode", .string(let text)):
        guard let mode = SplitDisplayMode(rawValue: text) else {
          throw fields.error(
            "expected \"displayMode\" to be a split view display mode such as"
              + " \"oneBesideSecondary\"", at: "args")
        }
        arguments.displayMode = mode
      case ("column", .string(let text)):
        guard let column = SplitColumn(rawValue: text) else {
          throw fields.error(
            "expected \"column\" to be a split view column such as \"primary\"", at: "args")
        }
        arguments.column = column
      default: throw fields.error("unknown argument \"\(member.key)\"", at: "args")
      }
    }
    return arguments
  }

  /// The state an event or final line gives, property by property in ``TracedProperty/all``
  /// order, so that the first bad value is the one reported.
  private func state(_ fields: Fields) throws(TraceParseError) -> ObjectState {
    var state = ObjectState()
    for row in TracedProperty.all {
      if let value = try fields.value(row.name, shape: row.shape) {
        _ = row.set(value, in: &state)
      }
    }
    return state
  }
}
