extension TraceFormat {
  /// The canonical text rendering: a `#` header block, one aligned line per record, the epochs,
  /// a final block with the settled values, and an end line with the counts
  /// (`# end  records=87 epochs=4 finals=10`), so that a trace cut short cannot be read.
  ///
  /// Stable and diffable; the files under `traces/` use it.
  ///
  /// ```text
  /// # lifecycle-trace/1
  /// # scenario     plain-x
  /// …
  /// #  seq  t  ep  object  callback                     state
  ///      1  0  0   Main    loadView
  ///      2  0  0   Main    viewDidLoad                  safeAreaInsets={0,0,0,0} frame=(0,0,375,812) …
  /// ```
  ///
  /// A record lists the state an app reads, then `valid=` and the properties that become valid
  /// at it (from there to the end of the epoch every observation equals the settled value).
  public static let text = TraceFormat(name: "text") { trace in
    TextTraceRenderer(trace: trace).render()
  }
}

/// Writes ``TraceFormat/text``.
struct TextTraceRenderer {
  let trace: Trace

  func render() -> [UInt8] {
    var writer = ByteWriter(reservingCapacity: 160 * (trace.count + trace.finals.count) + 1024)
    writeHeader(&writer)
    writeRecords(&writer)
    writeEpochs(&writer)
    writeFinals(&writer)
    writer.write("# end  records=")
    writer.write(integer: trace.count)
    writer.write(" epochs=")
    writer.write(integer: trace.epochs.count)
    writer.write(" finals=")
    writer.write(integer: trace.finals.count)
    writer.write("\n")
    return writer.bytes
  }

  private func writeHeader(_ w: inout ByteWriter) {
    let h = trace.header
    w.write("# ")
    w.write(TraceHeader.format)
    w.write("\n")
    func field(_ name: StaticString, _ value: String) {
      w.write("# ")
      w.write(name)
      w.write(" ")
      w.write(value)
      w.write("\n")
    }
    field("scenario   ", h.scenario)
    field("device     ", h.device)
    field("ios        ", h.ios)
    field("profile    ", String(h.profile))
    field("orientation", h.orientation.rawValue)
    w.write("# screen      ")
    w.write(number: h.screen.width)
    w.write("x")
    w.write(number: h.screen.height)
    w.write("\n")
    field("direction  ", h.layoutDirection.rawValue)
    for setting in h.quirks {
      field("quirk      ", "\(setting.quirk.rawValue) \(setting.enabled ? "on" : "off")")
    }
    for warning in h.warnings { field("warning    ", warning) }
  }

  private func writeRecords(_ w: inout ByteWriter) {
    // Callback texts are few (callback × arguments); times repeat. Render each once.
    var callbackTexts: [Int: [UInt8]] = [:]
    var timeTexts: [SimInstant: [UInt8]] = [:]
    var timeWidth = 1
    var epochWidth = 2
    var objectWidth = 6
    var callbackWidth = 8
    for slot in trace.slots {
      let key = callbackKey(slot)
      if callbackTexts[key] == nil {
        var text = ByteWriter()
        writeCallback(slot.callback, trace.argumentTable[Int(slot.arguments)], into: &text)
        callbackTexts[key] = text.bytes
        callbackWidth = max(callbackWidth, text.bytes.count)
      }
      if timeTexts[slot.time] == nil {
        var text = ByteWriter()
        text.write(seconds: slot.time)
        timeTexts[slot.time] = text.bytes
        timeWidth = max(timeWidth, text.bytes.count)
      }
      epochWidth = max(epochWidth, String(slot.epoch).utf8.count)
      objectWidth = max(objectWidth, trace.objects[Int(slot.object)].name.utf8.count)
    }
    let seqWidth = max(3, String(trace.count).utf8.count)
    w.write("#\n#")
    w.pad(seqWidth - 3 + 1)
    w.write("seq  t")
    w.pad(timeWidth - 1 + 2)
    w.write("ep")
    w.pad(epochWidth - 2 + 2)
    w.write("object")
    w.pad(objectWidth - 6 + 2)
    w.write("callback")
    w.pad(callbackWidth - 8 + 2)
    w.write("state\n")
    for index in 0..<trace.count {
      let slot = trace.slots[index]
      w.pad(seqWidth + 2 - decimalDigits(index + 1))
      w.write(integer: index + 1)
      w.write("  ")
      let time = timeTexts[slot.time] ?? []
      w.write(bytes: time)
      w.pad(timeWidth - time.count + 2)
      w.write(integer: Int(slot.epoch))
      w.pad(epochWidth - decimalDigits(Int(slot.epoch)) + 2)
      let name = trace.objects[Int(slot.object)].name
      w.write(name)
      w.pad(objectWidth - name.utf8.count + 2)
      let callback = callbackTexts[callbackKey(slot)] ?? []
      w.write(bytes: callback)
      let state = trace.states[Int(slot.state)]
      let valid = TracePropertySet(bits: slot.valid)
      if !state.properties.isEmpty || !valid.isEmpty {
        w.pad(callbackWidth - callback.count + 2)
        TextTraceRenderer.writeState(state, into: &w)
        if !valid.isEmpty {
          w.write("  valid=")
          w.write(valid.map(\.rawValue).joined(separator: ","))
        }
      }
      w.write("\n")
    }
  }

  private func callbackKey(_ slot: Trace.RecordSlot) -> Int {
    Int(slot.arguments) &* 64 &+ (Callback.allCases.firstIndex(of: slot.callback) ?? 0)
  }

  private func decimalDigits(_ value: Int) -> Int {
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  /// `epoch  N  t=START  cause(detail)  settled at END` (or `truncated at END`).
  private func writeEpochs(_ w: inout ByteWriter) {
    w.write("#\n# epochs\n")
    for epoch in trace.epochs {
      w.write("epoch  ")
      w.write(integer: epoch.index)
      w.write("  t=")
      w.write(seconds: epoch.start)
      w.write("  ")
      w.write(epoch.cause)
      if !epoch.detail.isEmpty {
        w.write("(")
        w.write(epoch.detail)
        w.write(")")
      }
      w.write(epoch.truncated ? "  truncated at " : "  settled at ")
      w.write(seconds: epoch.end)
      w.write("\n")
    }
  }

  /// `final  OBJECT  KIND  state`, under a header row that gives the columns.
  private func writeFinals(_ w: inout ByteWriter) {
    w.write("#\n# final\n")
    let nameWidth = max(6, trace.finals.map(\.object.utf8.count).max() ?? 0)
    let kindWidth = max(4, trace.finals.map(\.kind.rawValue.utf8.count).max() ?? 0)
    w.write("#      object")
    w.pad(nameWidth - 6 + 2)
    w.write("kind")
    w.pad(kindWidth - 4 + 2)
    w.write("state\n")
    for final in trace.finals {
      w.write("final  ")
      w.write(final.object)
      w.pad(nameWidth - final.object.utf8.count + 2)
      w.write(final.kind.rawValue)
      if !final.state.properties.isEmpty {
        w.pad(kindWidth - final.kind.rawValue.utf8.count + 2)
        TextTraceRenderer.writeState(final.state, into: &w)
      }
      w.write("\n")
    }
  }

  private func writeCallback(
    _ callback: Callback, _ arguments: TraceArguments, into w: inout ByteWriter
  ) {
    w.write(callback.rawValue)
    guard !arguments.isEmpty else { return }
    w.write("(")
    TextTraceRenderer.writeArguments(arguments, into: &w)
    w.write(")")
  }

  /// `key=value` arguments separated by commas.
  static func writeArguments(_ arguments: TraceArguments, into w: inout ByteWriter) {
    var first = true
    func separator() {
      if !first { w.write(",") }
      first = false
    }
    if let animated = arguments.animated {
      separator()
      w.write(animated ? "animated=true" : "animated=false")
    }
    if let parent = arguments.parent {
      separator()
      w.write("parent=")
      w.write(parent ?? "nil")
    }
    if let size = arguments.size {
      separator()
      w.write("size=")
      w.write(number: size.width)
      w.write("x")
      w.write(number: size.height)
    }
    if let by = arguments.by {
      separator()
      w.write("by=")
      w.write(by)
    }
    if let duration = arguments.duration {
      separator()
      w.write("duration=")
      w.write(number: duration)
    }
  }

  /// `name=value` pairs in ``TraceProperty`` order, separated by spaces.
  static func writeState(_ state: ObjectState, into w: inout ByteWriter) {
    var first = true
    func key(_ name: StaticString) {
      if !first { w.write(" ") }
      first = false
      w.write(name)
    }
    if let value = state.safeAreaInsets {
      key("safeAreaInsets=")
      w.write(insetsBraces: value)
    }
    if let value = state.frame {
      key("frame=(")
      w.write(numbers: value.array)
      w.write(")")
    }
    if let value = state.inWindow {
      key("inWindow=")
      w.write(value ? "true" : "false")
    }
    if let value = state.layoutMargins {
      key("layoutMargins=")
      w.write(insetsBraces: value)
    }
    if let value = state.adjustedContentInset {
      key("adjustedContentInset=")
      w.write(insetsBraces: value)
    }
    if let value = state.contentInset {
      key("contentInset=")
      w.write(insetsBraces: value)
    }
    if let value = state.contentOffset {
      key("contentOffset=(")
      w.write(numbers: [value.x, value.y])
      w.write(")")
    }
    if let value = state.topLayoutGuide {
      key("topLayoutGuide=")
      w.write(number: value)
    }
    if let value = state.bottomLayoutGuide {
      key("bottomLayoutGuide=")
      w.write(number: value)
    }
    if let value = state.hidden {
      key("hidden=")
      w.write(value ? "true" : "false")
    }
    if let value = state.contentViewInsets {
      key("contentViewInsets=")
      w.write(insetsBraces: value)
    }
    if let value = state.effectiveSectionInset {
      key("effectiveSectionInset=")
      w.write(insetsBraces: value)
    }
  }
}
