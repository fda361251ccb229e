import LifecycleSimSupport

/// Where a ``Recorder`` hands the records of a run that streams its trace, once they are settled
/// (every epoch they belong to has closed) and at least ``threshold`` of them are kept; the
/// recorder then drops them, so that a run keeps about ``threshold`` records plus its largest
/// epoch's.
package protocol RecordOutlet: AnyObject {
  /// The number of kept records from which, once an epoch has closed, they are handed on. It
  /// may fall after a ``take(_:from:)``, never rise: the recorder then keeps room for fewer.
  var threshold: Int { get }
  /// Takes the records of `trace` (its other parts are the run's so far: objects, epochs, the
  /// states and arguments the records name), the first being the run's record `base`.
  func take(_ trace: Trace, from base: Int)
}

/// An outlet that renders the records it takes and, once the run ends, the rest of the trace.
package protocol StreamingOutlet: RecordOutlet {
  /// Writes what comes before the records (the header), given the trace as the run begins.
  func start(_ trace: Trace)
  /// Renders the last records, those of `trace` from the run's record `base`, and the rest of
  /// the finished trace (epochs, final records, end line), then hands on the bytes still
  /// buffered and returns the number of bytes rendered.
  func finish(_ trace: Trace, from base: Int) -> Int
}

/// An outlet that only counts the records it takes and, when asked, measures the text
/// format's record columns: the first of a streamed run's two runs.
///
/// It takes records first at ``wholeRunLimit``, so that a run that stays below it is kept whole,
/// and, once it has taken some (the run is longer), at ``part``, as the rendering run does: the
/// columns are measured as the records come, not kept.
package final class ColumnMeasuring: RecordOutlet {
  /// The records a run may keep whole: none is handed on before there are that many.
  private let wholeRunLimit: Int
  /// The records handed on at a time once the run has passed ``wholeRunLimit``.
  private let part: Int
  private let measuresColumns: Bool
  /// The record columns measured so far (only counted when not ``measuresColumns``).
  package private(set) var columns = TextColumns()
  /// The number of records taken.
  package private(set) var records = 0

  /// - Parameters:
  ///   - threshold: the records a run may keep whole, the first threshold.
  ///   - part: the threshold once records have been taken; `threshold` when `nil`.
  package init(threshold: Int, part: Int? = nil, measuresColumns: Bool) {
    wholeRunLimit = threshold
    self.part = min(part ?? threshold, threshold)
    self.measuresColumns = measuresColumns
  }

  /// ``wholeRunLimit`` until records have been taken, then ``part``.
  package var threshold: Int { records == 0 ? wholeRunLimit : part }

  package func take(_ trace: Trace, from base: Int) {
    records += trace.count
    if measuresColumns { columns.measure(trace) }
  }
}

/// A renderer of a trace format that writes a run a part at a time, the same bytes as whole:
/// ``TextTraceRenderer`` and ``JSONLinesTraceWriter``.
protocol PartRenderer: ~Copyable {
  /// How the format writes states.
  static var notation: StateTexts.Notation { get }
  /// Starts the digest and writes what comes before the records.
  mutating func start(_ trace: Trace, into w: inout ByteWriter)
  /// Writes the records of `trace`, the first being the run's record `base`.
  mutating func writeRecords(
    of trace: Trace, from base: Int, states: inout StateTexts, into w: inout ByteWriter)
  /// Writes what comes after the records, for a run of `records` records whose last part is
  /// `trace`.
  mutating func finish(
    _ trace: Trace, records: Int, states: inout StateTexts, into w: inout ByteWriter)
}

extension PartRenderer where Self: ~Copyable {
  /// Writes `trace` whole: its records as one part.
  consuming func renderWhole(_ trace: Trace, into w: inout ByteWriter) {
    start(trace, into: &w)
    // Equal states, of records and of final rows, are rendered once.
    var states = StateTexts(notation: Self.notation)
    writeRecords(of: trace, from: 0, states: &states, into: &w)
    finish(trace, records: trace.count, states: &states, into: &w)
  }
}

/// Renders a format a part at a time with a ``PartRenderer``.
final class PartStreamingOutlet<Renderer: PartRenderer & ~Copyable>: StreamingOutlet {
  package let threshold: Int
  /// The number of records in the run, for the end line.
  private let records: Int
  private var renderer: Renderer
  private var writer: ByteWriter
  /// The states' texts, kept by content from part to part (the states' indices are renumbered
  /// when the recorder drops records, so which index has which text is forgotten at each part;
  /// their contents are not).
  private var states = StateTexts(notation: Renderer.notation)

  package init(
    threshold: Int, records: Int, renderer: consuming Renderer, writer: consuming ByteWriter
  ) {
    self.threshold = threshold
    self.records = records
    self.renderer = renderer
    self.writer = writer
  }

  package func start(_ trace: Trace) { renderer.start(trace, into: &writer) }

  package func take(_ trace: Trace, from base: Int) {
    states.startPart()
    renderer.writeRecords(of: trace, from: base, states: &states, into: &writer)
  }

  package func finish(_ trace: Trace, from base: Int) -> Int {
    states.startPart()
    renderer.writeRecords(of: trace, from: base, states: &states, into: &writer)
    renderer.finish(trace, records: records, states: &states, into: &writer)
    writer.flush()
    return writer.count
  }
}
