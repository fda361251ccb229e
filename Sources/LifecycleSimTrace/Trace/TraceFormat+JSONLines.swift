package import LifecycleSimCore
import LifecycleSimSupport

extension TraceFormat {
  /// JSON Lines exactly per docs/trace-formats.md: a `header` line, an `event` line per record, a
  /// `final` line per object.
  ///
  /// Keys come in a fixed order and numbers in the shortest form, so the output is byte-identical
  /// on every run.
  ///
  /// ```json
  /// {"record":"event","seq":4,"t":0,"epoch":0,"object":"Main","kind":"viewController","callback":"viewWillAppear","args":{"animated":false},"safeAreaInsets":[0,0,0,0],…}
  /// ```
  ///
  /// Extensions to the original JSON Lines contract (docs/trace-formats.md#json-lines): the
  /// header's `layoutDirection` and `warnings`; bars' `hidden`; an `epoch` record per epoch (cause,
  /// start, end, truncated) before the `final` records; an `end` record with the counts last
  /// (`{"record":"end","records":87,"epochs":4,"finals":10,"digest":"…"}`). The header's
  /// `quirks` holds only the switches that differ from their defaults, and the end record a
  /// digest of every byte before it (docs/trace-formats.md#json-lines).
  public static let jsonLines = jsonLines(quirks: .standard)

  /// ``jsonLines`` with the quirk switches of `quirks`.
  package static func jsonLines(quirks: QuirkCatalogue) -> TraceFormat {
    TraceFormat(name: "jsonl", streaming: .jsonLines(quirks)) { trace, w in
      JSONLinesTraceWriter.render(trace, quirks: quirks, into: &w)
    }
  }
}

/// Writes ``TraceFormat/jsonLines``: whole (``render(_:quirks:into:)``), or a part at a time as
/// a run streams it (``start(_:into:)``, ``writeRecords(of:from:states:into:)`` for each part
/// of the records, ``finish(_:records:states:into:)``), the same bytes either way.
struct JSONLinesTraceWriter: PartRenderer, ~Copyable {
  package let quirks: QuirkCatalogue
  /// Each object's `"object"` and `"kind"`, rendered once (objects are only ever added, so the
  /// table grows as a streamed run adds them).
  private var objects = ByteTable()

  package init(quirks: QuirkCatalogue) {
    self.quirks = quirks
  }

  /// Writes `trace` whole.
  package static func render(_ trace: Trace, quirks: QuirkCatalogue, into w: inout ByteWriter) {
    w.reserve(260 * (trace.count + trace.finalSlots.count) + 2048)
    JSONLinesTraceWriter(quirks: quirks).renderWhole(trace, into: &w)
  }

  static let notation = StateTexts.Notation.json

  /// Starts the digest and writes the header line.
  package mutating func start(_ trace: Trace, into w: inout ByteWriter) {
    w.startDigest()
    JSONLinesTraceRenderer.writeHeader(trace.header, quirks: quirks, into: &w)
  }

  /// Renders the objects `trace` added since the last call.
  private mutating func addObjects(of trace: Trace) {
    for object in trace.objects[objects.count...] {
      _ = objects.append {
        $0.write(",\"object\":")
        $0.write(jsonString: object.name)
        $0.write(",\"kind\":\"")
        $0.write(object.kind.rawValue)
      }
    }
  }

  /// Writes the `event` lines of `trace`'s records, the first being the run's record `base`.
  mutating func writeRecords(
    of trace: Trace, from base: Int, states: inout StateTexts, into w: inout ByteWriter
  ) {
    addObjects(of: trace)
    for index in 0..<trace.count where !w.isStopped {
      let slot = trace.slots[index]
      w.write("{\"record\":\"event\",\"seq\":")
      w.write(integer: base + index + 1)
      w.write(",\"t\":")
      w.write(seconds: slot.time)
      w.write(",\"epoch\":")
      w.write(integer: Int(slot.epoch))
      objects.write(Int(slot.object), into: &w)
      w.write("\",\"callback\":\"")
      w.write(slot.callback.rawValue)
      w.write(byte: UInt8(ascii: "\""))
      // Slot 0 holds no arguments.
      if slot.arguments != 0 {
        let arguments = trace.argumentTable[Int(slot.arguments)]
        if !arguments.isEmpty { JSONLinesTraceRenderer.writeArguments(arguments, into: &w) }
      }
      states.write(Int(slot.state), of: trace.states, into: &w)
      if slot.valid != 0 { JSONLinesTraceRenderer.writeValid(slot.valid, into: &w) }
      w.write("}\n")
    }
  }

  /// Writes the `epoch`, `final` and `end` lines, for a run of `records` records whose last
  /// part is `trace`.
  package mutating func finish(
    _ trace: Trace, records: Int, states: inout StateTexts, into w: inout ByteWriter
  ) {
    addObjects(of: trace)
    for epoch in trace.epochs {
      w.write("{\"record\":\"epoch\",\"epoch\":")
      w.write(integer: epoch.index)
      w.write(",\"t\":")
      w.write(seconds: epoch.start)
      w.write(",\"cause\":")
      w.write(jsonString: epoch.cause)
      w.write(",\"detail\":")
      w.write(jsonString: epoch.detail)
      w.write(epoch.truncated ? ",\"truncated\":true" : ",\"truncated\":false")
      w.write(",\"end\":")
      w.write(seconds: epoch.end)
      w.write("}\n")
    }
    for slot in trace.finalSlots where !w.isStopped {
      w.write("{\"record\":\"final\"")
      objects.write(Int(slot.object), into: &w)
      w.write(byte: UInt8(ascii: "\""))
      states.writeFinal(slot, of: trace, into: &w)
      w.write("}\n")
    }
    let digest = w.finishDigest()
    w.write("{\"record\":\"end\",\"records\":")
    w.write(integer: records)
    w.write(",\"epochs\":")
    w.write(integer: trace.epochs.count)
    w.write(",\"finals\":")
    w.write(integer: trace.finalSlots.count)
    w.write(",\"digest\":\"")
    w.write(digest.text)
    w.write("\"}\n")
  }
}

/// The pieces of ``TraceFormat/jsonLines``, shared with the Chrome rendering.
enum JSONLinesTraceRenderer {
  package static func writeHeader(
    _ h: TraceHeader, quirks: QuirkCatalogue, into w: inout ByteWriter
  ) {
    w.write("{\"record\":\"header\",\"format\":")
    w.write(jsonString: TraceHeader.format)
    w.write(",\"scenario\":")
    w.write(jsonString: h.scenario)
    w.write(",\"device\":")
    w.write(jsonString: h.device)
    w.write(",\"ios\":")
    w.write(jsonString: h.ios)
    w.write(",\"profile\":")
    w.write(jsonString: String(h.profile))
    w.write(",\"quirks\":")
    writeQuirks(of: h, quirks: quirks, into: &w)
    w.write(",\"orientation\":\"")
    w.write(h.orientation.rawValue)
    w.write("\",\"screen\":")
    w.write(jsonArray: [h.screen.width, h.screen.height])
    w.write(",\"layoutDirection\":\"")
    w.write(h.layoutDirection.rawValue)
    w.write("\",\"warnings\":[")
    w.write(each: h.warnings) { w, warning in
      w.write(jsonString: warning)
    }
    w.write("]}\n")
  }

  /// `{"name":true,…}`: the switches of `h` that differ from their defaults, in catalogue
  /// order.
  package static func writeQuirks(
    of h: TraceHeader, quirks: QuirkCatalogue, into w: inout ByteWriter
  ) {
    let defaults = quirks.defaults(ios: h.ios, profile: h.profile)
    let values = quirks.values(of: h, defaults: defaults)
    let changed = quirks.names.indices.filter { values[$0] != defaults[$0] }
    w.write(byte: UInt8(ascii: "{"))
    w.write(each: changed) { w, index in
      w.write(jsonString: quirks.names[index])
      w.write(values[index] ? ":true" : ":false")
    }
    w.write(byte: UInt8(ascii: "}"))
  }

  /// `,"valid":["name",…]`: the properties whose bits are set in `valid`, in schema order.
  static func writeValid(_ valid: UInt16, into w: inout ByteWriter) {
    w.write(",\"valid\":[")
    var first = true
    for property in TracedProperty.slots where valid & property.bit != 0 {
      if !first { w.write(",") }
      first = false
      w.write(jsonString: TracedProperty.all[property.position].name)
    }
    w.write("]")
  }

  package static func writeArguments(_ arguments: TraceArguments, into w: inout ByteWriter) {
    w.write(",\"args\":{")
    var first = true
    func key(_ name: StaticString) {
      if !first { w.write(",") }
      first = false
      w.write(name)
    }
    if let animated = arguments.animated {
      key("\"animated\":")
      w.write(animated ? "true" : "false")
    }
    if let parent = arguments.parent {
      key("\"parent\":")
      w.write(jsonStringOrNull: parent)
    }
    if let size = arguments.size {
      key("\"size\":")
      w.write(jsonArray: [size.width, size.height])
    }
    if let by = arguments.by {
      key("\"by\":")
      w.write(jsonString: by)
    }
    if let duration = arguments.duration {
      key("\"duration\":")
      w.write(number: duration)
    }
    if let curve = arguments.curve {
      key("\"curve\":")
      w.write(String(curve))
    }
    if let frame = arguments.frameBegin {
      key("\"frameBegin\":")
      TraceValue.rect(frame).writeJSON(into: &w)
    }
    if let frame = arguments.frameEnd {
      key("\"frameEnd\":")
      TraceValue.rect(frame).writeJSON(into: &w)
    }
    if let isLocal = arguments.isLocal {
      key("\"isLocal\":")
      w.write(isLocal ? "true" : "false")
    }
    if let sizeClass = arguments.horizontalSizeClass {
      key("\"horizontalSizeClass\":")
      w.write(jsonString: sizeClass.rawValue)
    }
    if let sizeClass = arguments.verticalSizeClass {
      key("\"verticalSizeClass\":")
      w.write(jsonString: sizeClass.rawValue)
    }
    if let mode = arguments.displayMode {
      key("\"displayMode\":")
      w.write(jsonString: mode.rawValue)
    }
    if let completed = arguments.completed {
      key("\"completed\":")
      w.write(completed ? "true" : "false")
    }
    if let column = arguments.column {
      key("\"column\":")
      w.write(jsonString: column.rawValue)
    }
    w.write("}")
  }
}
