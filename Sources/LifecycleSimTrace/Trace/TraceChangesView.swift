import LifecycleSimCore
import LifecycleSimSupport

/// A trace for people to read (`lifecycle-sim run SCENARIO --format changes`): each record shows
/// only what changed since its object's previous record, with `✓` after a value from which it
/// is valid, for a chosen set of objects and properties.
///
/// The complete form (``TraceFormat/text``) stays the reference; this view cannot be parsed
/// back. Its header lists only the quirk switches that differ from the profile's defaults.
///
/// ```
/// epoch 0 initialDisplay
///   seq  t  object     callback                    changes
///     2  0  List       viewDidLoad                 safeAreaInsets {0,0,0,0} · inWindow false ✓ · …
///    20  0  List       viewLayoutMarginsDidChange  safeAreaInsets {88,0,83,0} ✓ · inWindow true ✓
/// ```
public struct TraceChangesView: Sendable {
  /// Only these objects; `nil` for all.
  public var objects: Set<String>?
  /// Only these properties; `nil` for all.
  public var properties: Set<TraceProperty>?
  /// Whether lines start with the record's `seq`: `false` for a view that must not change when
  /// records of objects it leaves out come or go (a golden file of some objects).
  public var showsSequenceNumbers: Bool

  /// Creates a view of the given objects and properties.
  public init(
    objects: Set<String>? = nil, properties: Set<TraceProperty>? = nil,
    showsSequenceNumbers: Bool = true
  ) {
    self.objects = objects
    self.properties = properties
    self.showsSequenceNumbers = showsSequenceNumbers
  }

  /// The view of `trace`, ending in a newline.
  public func render(_ trace: Trace) -> String {
    var w = ByteWriter()
    writeHeader(trace.header, into: &w)
    let rows = TracedProperty.all.filter { properties?.contains($0.property) ?? true }
    var previous: [String: ObjectState] = [:]
    var lines: [(seq: String, time: String, object: String, callback: String, changes: String)] =
      []
    var epochTitles: [Int: String] = [:]
    var epochOfLine: [Int] = []
    for record in trace.records where objects?.contains(record.object) ?? true {
      let before = previous[record.object]
      previous[record.object] = record.state
      var parts: [String] = []
      for row in rows {
        let value = row.value(in: record.state)
        let valid = record.valid.contains(row.property)
        let changed = !TraceValue.displaySame(value, before.flatMap { row.value(in: $0) })
        guard changed || valid else { continue }
        var part = row.name
        if changed { part += " " + (value?.text ?? "–") }
        if valid { part += " ✓" }
        parts.append(part)
      }
      var callback = record.callback.rawValue
      if !record.arguments.isEmpty {
        var arguments = ByteWriter()
        TextTraceRenderer.writeArguments(record.arguments, into: &arguments)
        callback += "(" + arguments.string + ")"
      }
      var time = ByteWriter()
      time.write(seconds: record.time)
      lines.append(
        (String(record.seq), time.string, record.object, callback, parts.joined(separator: " · ")))
      epochOfLine.append(record.epoch)
      if epochTitles[record.epoch] == nil, trace.epochs.indices.contains(record.epoch) {
        epochTitles[record.epoch] = trace.epochs[record.epoch].title
      }
    }
    let widths = (
      seq: lines.map(\.seq.count).max().map { Swift.max($0, 3) } ?? 3,
      time: lines.map(\.time.count).max().map { Swift.max($0, 1) } ?? 1,
      object: lines.map(\.object.count).max().map { Swift.max($0, 6) } ?? 6,
      callback: lines.map(\.callback.count).max().map { Swift.max($0, 8) } ?? 8
    )
    var currentEpoch: Int?
    for (index, line) in lines.enumerated() {
      let epoch = epochOfLine[index]
      if epoch != currentEpoch {
        w.write(index == 0 ? "" : "\n")
        w.write("epoch \(epoch) \(epochTitles[epoch] ?? "")\n")
        w.write("  ")
        if showsSequenceNumbers {
          w.pad(widths.seq - 3)
          w.write("seq  ")
        }
        w.write("t")
        w.pad(widths.time - 1 + 2)
        w.write("object")
        w.pad(widths.object - 6 + 2)
        w.write("callback")
        w.pad(widths.callback - 8 + 2)
        w.write("changes\n")
        currentEpoch = epoch
      }
      w.write("  ")
      if showsSequenceNumbers {
        w.pad(widths.seq - line.seq.count)
        w.write(line.seq)
        w.write("  ")
      }
      w.write(line.time)
      w.pad(widths.time - line.time.count + 2)
      w.write(line.object)
      w.pad(widths.object - line.object.count + 2)
      w.write(line.callback)
      if !line.changes.isEmpty {
        w.pad(widths.callback - line.callback.count + 2)
        w.write(line.changes)
      }
      w.write("\n")
    }
    return w.string
  }

  /// The scenario, the device and version in one line, and the switches that differ from the
  /// profile's defaults.
  private func writeHeader(_ header: TraceHeader, into w: inout ByteWriter) {
    w.write("# \(header.scenario): changes since each object's previous record; ")
    w.write("✓ valid from here (--format text is the complete trace)\n")
    w.write(
      "# \(header.device) · iOS \(header.ios) (profile \(header.profile)) · "
        + "\(header.orientation.rawValue) \(header.screen) · \(header.layoutDirection.rawValue)\n")
    let defaults = IOSVersion(parsing: header.ios).map { QuirkCatalogue.standard.defaults(for: $0) }
    let changed = header.quirks.filter { setting in
      defaults.map { $0[setting.quirk.position] != setting.enabled } ?? false
    }
    if changed.isEmpty {
      w.write("# quirks: the profile's defaults\n")
    } else {
      for setting in changed {
        let state = setting.enabled ? "on" : "off"
        let other = setting.enabled ? "off" : "on"
        w.write("# quirk \(setting.quirk.rawValue) \(state) (the profile's default is \(other))\n")
      }
    }
    for warning in header.warnings { w.write("# warning: \(warning)\n") }
    w.write("\n")
  }
}
