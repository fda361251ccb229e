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
  /// The widest a line may be, in characters, for a terminal: a record's changes wrap between
  /// values onto lines of their own under the changes column (or, when the columns before it
  /// leave less than ``narrowestChanges``, under the record indented by 6); `nil` for lines
  /// as long as their changes (files and pipes).
  public var width: Int?

  /// The fewest characters the changes column may have before it moves under the record.
  public static let narrowestChanges = 30

  /// Creates a view of the given objects and properties.
  public init(
    objects: Set<String>? = nil, properties: Set<TraceProperty>? = nil,
    showsSequenceNumbers: Bool = true, width: Int? = nil
  ) {
    self.objects = objects
    self.properties = properties
    self.showsSequenceNumbers = showsSequenceNumbers
    self.width = width
  }

  /// The view of `trace`, ending in a newline.
  public func render(_ trace: Trace) -> String {
    var w = ByteWriter()
    writeHeader(trace.header, into: &w)
    let rows = TracedProperty.all.filter { properties?.contains($0.property) ?? true }
    var previous: [String: ObjectState] = [:]
    var lines: [(seq: String, time: String, object: String, callback: String, changes: [String])] =
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
        (String(record.seq), time.string, record.object, callback, parts))
      epochOfLine.append(record.epoch)
      if epochTitles[record.epoch] == nil, trace.epochs.indices.contains(record.epoch) {
        epochTitles[record.epoch] = trace.epochs[record.epoch].title
      }
    }
    var widths = (
      seq: lines.map(\.seq.count).max().map { Swift.max($0, 3) } ?? 3,
      time: lines.map(\.time.count).max().map { Swift.max($0, 1) } ?? 1,
      object: lines.map(\.object.count).max().map { Swift.max($0, 6) } ?? 6,
      callback: 8
    )
    // In a terminal a callback with long arguments (a keyboard notification's) does not widen
    // the column for every line: it is written on lines of its own, its changes below it.
    let cap =
      width.map {
        $0 - 2 - (showsSequenceNumbers ? widths.seq + 2 : 0) - widths.time - 2 - widths.object
          - 2 - 2 - Self.narrowestChanges
      } ?? Int.max
    widths.callback =
      lines.lazy.map(\.callback.count).filter { $0 <= Swift.max(cap, 24) }.max().map {
        Swift.max($0, 8)
      } ?? 8
    var currentEpoch: Int?
    for (index, line) in lines.enumerated() {
      let epoch = epochOfLine[index]
      if epoch != currentEpoch {
        w.write(index == 0 ? "" : "\n")
        writeWrapped(
          "epoch \(epoch) \(epochTitles[epoch] ?? "")", prefix: "", indent: "    ", into: &w)
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
      let callbackColumn =
        2 + (showsSequenceNumbers ? widths.seq + 2 : 0) + widths.time + 2 + widths.object + 2
      let written = writeCallback(line.callback, at: callbackColumn, into: &w)
      if !line.changes.isEmpty {
        writeChanges(
          line.changes, after: written, at: callbackColumn + widths.callback + 2, into: &w)
      }
      w.write("\n")
    }
    return w.string
  }

  /// Writes `callback` from column `column` and returns the column its last line ends at:
  /// whole without a ``width`` or when it fits, else broken after its arguments' commas onto
  /// lines indented 4 past `column`.
  private func writeCallback(_ callback: String, at column: Int, into w: inout ByteWriter) -> Int {
    guard let width, column + callback.count > width else {
      w.write(callback)
      return column + callback.count
    }
    // The arguments, split at the commas between them (not those inside a value).
    var pieces: [String] = []
    var piece = ""
    var depth = 0
    for character in callback {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == ",", depth == 1 {
        pieces.append(piece)
        piece = ""
      } else {
        piece.append(character)
      }
    }
    pieces.append(piece)
    var used = column
    for (index, piece) in pieces.enumerated() {
      let text = index == 0 ? piece : "," + piece
      // A line that goes on ends in ",": room for it too.
      let ending = index < pieces.count - 1 ? 1 : 0
      if index > 0, used + text.count + ending > width {
        w.write(",\n")
        w.pad(column + 4)
        used = column + 4
        w.write(piece)
        used += piece.count
      } else {
        w.write(text)
        used += text.count
      }
    }
    return used
  }

  /// Writes a record's `changes` from column `written` (where its line has come to), starting
  /// at column `column`: on one line without a ``width``, else wrapped between values.
  private func writeChanges(
    _ changes: [String], after written: Int, at column: Int, into w: inout ByteWriter
  ) {
    guard let width else {
      w.pad(column - written)
      w.write(changes.joined(separator: " · "))
      return
    }
    // Too little room after the columns: the changes go on lines of their own, indented by 6;
    // after a callback longer than its column, they start on the next line.
    let longest = changes.lazy.map(\.count).max() ?? 0
    let indent = width - column >= Swift.max(Self.narrowestChanges, longest + 2) ? column : 6
    var used = written
    if indent == column, written + 2 <= column {
      w.pad(column - written)
      used = column
    } else {
      w.write("\n")
      w.pad(indent)
      used = indent
    }
    var first = true
    for (index, part) in changes.enumerated() {
      let length = part.count
      // A line that goes on ends in " ·": room for it too.
      let ending = index < changes.count - 1 ? 2 : 0
      if !first {
        if used + 3 + length + ending > width {
          w.write(" ·\n")
          w.pad(indent)
          used = indent
        } else {
          w.write(" · ")
          used += 3
        }
      }
      w.write(part)
      used += length
      first = false
    }
  }

  /// The scenario, the device and version in one line, and the switches that differ from the
  /// profile's defaults.
  private func writeHeader(_ header: TraceHeader, into w: inout ByteWriter) {
    var lines = [
      "\(header.scenario): changes since each object's previous record; "
        + "✓ valid from here (--format text is the complete trace)",
      "\(header.device) · iOS \(header.ios) (profile \(header.profile)) · "
        + "\(header.orientation.rawValue) \(header.screen) · \(header.layoutDirection.rawValue)",
    ]
    let defaults = IOSVersion(parsing: header.ios).map { QuirkCatalogue.standard.defaults(for: $0) }
    let changed = header.quirks.filter { setting in
      defaults.map { $0[setting.quirk.position] != setting.enabled } ?? false
    }
    if changed.isEmpty {
      lines.append("quirks: the profile's defaults")
    } else {
      for setting in changed {
        let state = setting.enabled ? "on" : "off"
        let other = setting.enabled ? "off" : "on"
        lines.append("quirk \(setting.quirk.rawValue) \(state) (the profile's default is \(other))")
      }
    }
    for warning in header.warnings { lines.append("warning: \(warning)") }
    for line in lines { writeComment(line, into: &w) }
    w.write("\n")
  }

  /// Writes `text` as a `# ` line, wrapped between words at ``width`` onto `#   ` lines.
  private func writeComment(_ text: String, into w: inout ByteWriter) {
    writeWrapped(text, prefix: "# ", indent: "#   ", into: &w)
  }

  /// Writes `prefix` and `text` as a line, wrapped between words at ``width`` onto lines that
  /// start with `indent`.
  private func writeWrapped(
    _ text: String, prefix: String, indent: String, into w: inout ByteWriter
  ) {
    guard let width else {
      w.write(prefix + text + "\n")
      return
    }
    var line = prefix
    var empty = true
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !empty, line.count + 1 + word.count > width {
        w.write(line + "\n")
        line = indent
        empty = true
      }
      line += (empty ? "" : " ") + word
      empty = false
    }
    w.write(line + "\n")
  }

}
