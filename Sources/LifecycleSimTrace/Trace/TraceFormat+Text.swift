package import LifecycleSimCore
package import LifecycleSimSupport

extension TraceFormat {
  /// The canonical text rendering: a `#` header block, one aligned line per record, the epochs,
  /// a final block with the settled values, and an end line with the counts
  /// (`# end  records=87 epochs=4 finals=10`), so that a trace cut short cannot be read.
  ///
  /// Stable and diffable; the files under `traces/` use it.
  ///
  /// ```text
  /// # lifecycle-trace/2
  /// # scenario     plain-x
  /// …
  /// #  seq  t  ep  object  callback                     state
  ///      1  0  0   Main    loadView
  ///      2  0  0   Main    viewDidLoad                  safeAreaInsets={0,0,0,0}
  /// frame=(0,0,375,812) …
  /// ```
  ///
  /// A record lists the state an app reads, then `valid=` and the properties that become valid
  /// at it (from there to the end of the epoch every observation equals the settled value).
  /// The header names only the quirk switches that differ from their defaults, and the end
  /// line carries a digest of every byte before it (docs/trace-formats.md#text).
  public static let text = text(quirks: .standard)

  /// ``text`` with the quirk switches of `quirks`.
  package static func text(quirks: QuirkCatalogue) -> TraceFormat {
    TraceFormat(name: "text", streaming: .text(quirks)) { trace, w in
      TextTraceRenderer.render(trace, quirks: quirks, into: &w)
    }
  }
}

/// Writes ``TraceFormat/text``: whole (``render(_:quirks:into:)``), or a part at a time as a
/// run streams it (``start(_:into:)``, ``writeRecords(of:from:states:into:)`` for each part of
/// the records, ``finish(_:states:into:)``), the same bytes either way.
///
/// The record columns are aligned over the whole trace, so the widths (``TextColumns``) are
/// measured before the first record is written.
package struct TextTraceRenderer: PartRenderer, ~Copyable {
  package let quirks: QuirkCatalogue
  package let columns: TextColumns
  // What repeats is rendered once and found by index: object names, callback names, argument
  // lists (once each, whatever the callbacks they go with: a streamed run's memory grows with
  // them), and valid lists. Times repeat from record to record. Objects and arguments are only
  // ever added, so the tables grow as a streamed run adds them.
  private var names = ByteTable()
  private var callbackNames = ByteTable()
  /// By ``TraceObjectKind/index``: the kind's name, for the final rows.
  private var kindNames = ByteTable()
  /// By argument slot: the entry of its `(…)` text in ``argumentTexts``, ``noArguments`` when
  /// it is empty, or -1 before it is rendered.
  private var argumentEntries: [Int] = []
  private var argumentTexts = ByteTable()
  private var validEntries = [Int](repeating: -1, count: 1 << TracedProperty.all.count)
  private var valids = ByteTable()
  private var timeAndEpoch = TimeEpochText()

  package init(quirks: QuirkCatalogue, columns: TextColumns) {
    self.quirks = quirks
    self.columns = columns
    for callback in Callback.allCases { _ = callbackNames.append { $0.write(callback.rawValue) } }
    for kind in TraceObjectKind.allCases { _ = kindNames.append { $0.write(kind.rawValue) } }
  }

  /// An ``argumentEntries`` value: the argument list is empty, and written as nothing.
  private static let noArguments = -2

  /// Writes `trace` whole.
  package static func render(_ trace: Trace, quirks: QuirkCatalogue, into writer: inout ByteWriter)
  {
    writer.reserve(160 * (trace.count + trace.finalSlots.count) + 1024)
    var columns = TextColumns()
    columns.measure(trace)
    TextTraceRenderer(quirks: quirks, columns: columns).renderWhole(trace, into: &writer)
  }

  static let notation = StateTexts.Notation.text

  /// Starts the digest and writes the header and the record columns' header row.
  package mutating func start(_ trace: Trace, into w: inout ByteWriter) {
    w.startDigest()
    writeHeader(trace.header, into: &w)
    let labels = TextTraceLayout.recordColumns
    let gap = TextTraceLayout.columnGap
    // The header row: `#`, the seq label right-aligned over the numbers, the others left-aligned.
    w.write(TextTraceLayout.separator)
    w.write("\n")
    w.write(TextTraceLayout.separator)
    w.pad(columns.seq - labels[0].utf8.count + gap - 1)
    w.write(labels[0])
    w.pad(gap)
    let widths = [columns.time, columns.epoch, columns.object, columns.callback]
    for (label, width) in zip(labels[1...], widths) {
      w.write(label)
      w.pad(width - label.utf8.count + gap)
    }
    w.write(labels[labels.count - 1])
    w.write("\n")
  }

  /// Writes the epochs, the final block and the end line, for a trace of `records` records
  /// whose last part is `trace`.
  package mutating func finish(
    _ trace: Trace, records: Int, states: inout StateTexts, into w: inout ByteWriter
  ) {
    writeEpochs(of: trace, into: &w)
    addNames(of: trace)
    writeFinals(of: trace, states: &states, into: &w)
    let digest = w.finishDigest()
    let counts = [records, trace.epochs.count, trace.finalSlots.count]
    for (label, count) in zip(TextTraceLayout.endLabels, counts) {
      w.write(label)
      w.write(integer: count)
    }
    w.write(TextTraceLayout.endDigest)
    w.write(digest.text)
    w.write("\n")
  }

  private func writeHeader(_ h: TraceHeader, into w: inout ByteWriter) {
    w.write("# ")
    w.write(TraceHeader.format)
    w.write("\n")
    func key(_ key: TextTraceLayout.HeaderKey) {
      w.write("# ")
      w.write(key.rawValue)
      w.pad(TextTraceLayout.headerKeyWidth - key.rawValue.utf8.count + 1)
    }
    func field(_ name: TextTraceLayout.HeaderKey, _ value: String) {
      key(name)
      w.write(value)
      w.write("\n")
    }
    field(.scenario, h.scenario)
    field(.device, h.device)
    field(.ios, h.ios)
    field(.profile, String(h.profile))
    field(.orientation, h.orientation.rawValue)
    key(.screen)
    w.write(number: h.screen.width)
    w.write("x")
    w.write(number: h.screen.height)
    w.write("\n")
    field(.direction, h.layoutDirection.rawValue)
    // Only the switches that differ from their defaults (the reader fills in the others).
    let defaults = quirks.defaults(ios: h.ios, profile: h.profile)
    let values = quirks.values(of: h, defaults: defaults)
    for (index, name) in quirks.names.enumerated() where values[index] != defaults[index] {
      field(.quirk, "\(name) \(values[index] ? "on" : "off")")
    }
    for warning in h.warnings { field(.warning, warning) }
  }

  /// Renders the names of the objects `trace` added since the last call.
  private mutating func addNames(of trace: Trace) {
    for object in trace.objects[names.count...] { _ = names.append(string: object.name) }
  }

  /// Writes the records of `trace`, the first being the run's record `base`.
  mutating func writeRecords(
    of trace: Trace, from base: Int, states: inout StateTexts, into w: inout ByteWriter
  ) {
    addNames(of: trace)
    if argumentEntries.count < trace.argumentTable.count {
      argumentEntries.append(
        contentsOf: repeatElement(-1, count: trace.argumentTable.count - argumentEntries.count))
    }
    let gap = TextTraceLayout.columnGap
    // The sequence number counts up a record at a time: its digits are kept (``DecimalText``).
    var seq = DecimalText(base + 1)
    // Equal states are rendered once (``StateTexts``), in a bounded amount of memory however
    // long the trace.
    for index in 0..<trace.count where !w.isStopped {
      let slot = trace.slots[index]
      if index > 0 { seq.increment() }
      w.pad(columns.seq + gap - seq.count)
      seq.write(into: &w)
      timeAndEpoch.write(slot.time, Int(slot.epoch), columns: columns, into: &w)
      let object = Int(slot.object)
      names.write(object, into: &w)
      w.pad(columns.object - names.length(object) + gap)
      let callback = slot.callback.index
      callbackNames.write(callback, into: &w)
      var callbackLength = callbackNames.length(callback)
      if slot.arguments != 0 {
        let argumentSlot = Int(slot.arguments)
        var entry = argumentEntries[argumentSlot]
        if entry == -1 {
          let arguments = trace.argumentTable[argumentSlot]
          entry =
            arguments.isEmpty
            ? Self.noArguments
            : argumentTexts.append {
              TextTraceRenderer.writeArguments(inParentheses: arguments, into: &$0)
            }
          argumentEntries[argumentSlot] = entry
        }
        if entry >= 0 {
          argumentTexts.write(entry, into: &w)
          callbackLength += argumentTexts.length(entry)
        }
      }
      let stateIndex = Int(slot.state)
      guard slot.valid != 0 || trace.states.properties(at: stateIndex) != 0 else {
        w.write(byte: UInt8(ascii: "\n"))
        continue
      }
      w.pad(columns.callback - callbackLength + gap)
      states.write(stateIndex, of: trace.states, into: &w)
      if slot.valid != 0 {
        var valid = validEntries[Int(slot.valid)]
        if valid < 0 {
          valid = valids.append { TextTraceRenderer.writeValid(slot.valid, into: &$0) }
          validEntries[Int(slot.valid)] = valid
        }
        valids.write(valid, into: &w)
      }
      w.write(byte: UInt8(ascii: "\n"))
    }
  }

  /// `valid=` and the names of the properties in `bits`, comma-separated.
  private static func writeValid(_ bits: UInt16, into w: inout ByteWriter) {
    w.write(TextTraceLayout.valid)
    var first = true
    for property in TracedProperty.slots where bits & property.bit != 0 {
      if !first { w.write(byte: UInt8(ascii: ",")) }
      first = false
      w.write(TracedProperty.all[property.position].name)
    }
  }

  /// The number of characters of `value` in decimal, with its sign.
  static func decimalLength(_ value: Int) -> Int {
    var digits = value < 0 ? 2 : 1
    var rest = value.magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  /// `epoch  N  t=START  cause(detail)  settled at END` (or `truncated at END`).
  private func writeEpochs(of trace: Trace, into w: inout ByteWriter) {
    w.write(TextTraceLayout.separator)
    w.write("\n")
    w.write(TextTraceLayout.epochsTitle)
    w.write("\n")
    for epoch in trace.epochs {
      w.write(TextTraceLayout.epochPrefix)
      w.write(integer: epoch.index)
      w.write(TextTraceLayout.epochStart)
      w.write(seconds: epoch.start)
      w.write("  ")
      w.write(epoch.cause)
      if !epoch.detail.isEmpty {
        w.write("(")
        w.write(epoch.detail)
        w.write(")")
      }
      w.write(epoch.truncated ? TextTraceLayout.truncatedAt : TextTraceLayout.settledAt)
      w.write(seconds: epoch.end)
      w.write("\n")
    }
  }

  /// `final  OBJECT  KIND  state`, under a header row that gives the columns.
  private func writeFinals(
    of trace: Trace, states: inout StateTexts, into w: inout ByteWriter
  ) {
    w.write(TextTraceLayout.separator)
    w.write("\n")
    w.write(TextTraceLayout.finalTitle)
    w.write("\n")
    let labels = TextTraceLayout.finalColumns
    let gap = TextTraceLayout.columnGap
    var nameWidth = labels[0].utf8.count
    var kindWidth = labels[1].utf8.count
    for slot in trace.finalSlots {
      nameWidth = max(nameWidth, names.length(Int(slot.object)))
      kindWidth = max(kindWidth, kindNames.length(trace.objects[Int(slot.object)].kind.index))
    }
    // The labels stand over the values, after `#` padded to the width of `final  `.
    w.write(TextTraceLayout.separator)
    w.pad(TextTraceLayout.finalPrefix.utf8CodeUnitCount - 1)
    w.write(labels[0])
    w.pad(nameWidth - labels[0].utf8.count + gap)
    w.write(labels[1])
    w.pad(kindWidth - labels[1].utf8.count + gap)
    w.write(labels[2])
    w.write("\n")
    for slot in trace.finalSlots where !w.isStopped {
      let object = Int(slot.object)
      w.write(TextTraceLayout.finalPrefix)
      names.write(object, into: &w)
      w.pad(nameWidth - names.length(object) + gap)
      let kind = trace.objects[object].kind.index
      kindNames.write(kind, into: &w)
      if trace.finalProperties(of: slot) != 0 {
        w.pad(kindWidth - kindNames.length(kind) + gap)
        states.writeFinal(slot, of: trace, into: &w)
      }
      w.write(byte: UInt8(ascii: "\n"))
    }
  }

  /// `(key=value,…)`, or nothing when `arguments` is empty.
  package static func writeArguments(
    inParentheses arguments: TraceArguments, into w: inout ByteWriter
  ) {
    guard !arguments.isEmpty else { return }
    w.write("(")
    TextTraceRenderer.writeArguments(arguments, into: &w)
    w.write(")")
  }

  /// `key=value` arguments separated by commas.
  package static func writeArguments(_ arguments: TraceArguments, into w: inout ByteWriter) {
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
    if let curve = arguments.curve {
      separator()
      w.write("curve=")
      w.write(String(curve))
    }
    if let frame = arguments.frameBegin {
      separator()
      w.write("frameBegin=")
      TraceValue.rect(frame).writeText(into: &w)
    }
    if let frame = arguments.frameEnd {
      separator()
      w.write("frameEnd=")
      TraceValue.rect(frame).writeText(into: &w)
    }
    if let isLocal = arguments.isLocal {
      separator()
      w.write(isLocal ? "isLocal=true" : "isLocal=false")
    }
    if let sizeClass = arguments.horizontalSizeClass {
      separator()
      w.write("horizontalSizeClass=")
      w.write(sizeClass.rawValue)
    }
    if let sizeClass = arguments.verticalSizeClass {
      separator()
      w.write("verticalSizeClass=")
      w.write(sizeClass.rawValue)
    }
    if let mode = arguments.displayMode {
      separator()
      w.write("displayMode=")
      w.write(mode.rawValue)
    }
    if let completed = arguments.completed {
      separator()
      w.write(completed ? "completed=true" : "completed=false")
    }
    if let column = arguments.column {
      separator()
      w.write("column=")
      w.write(column.rawValue)
    }
  }
}

/// The text of the last time written, formatted again only when the time changes.
struct TimeText {
  private var time: SimInstant?
  private var text: [UInt8] = []

  /// The text of `instant`.
  mutating func update(_ instant: SimInstant) -> [UInt8] {
    if instant != time {
      var writer = ByteWriter()
      writer.write(seconds: instant)
      text = writer.bytes
      time = instant
    }
    return text
  }
}
