/// Where a ``Recorder`` hands the records of a run that streams its trace, once they are settled
/// (every epoch they belong to has closed) and at least ``threshold`` of them are kept; the
/// recorder then drops them, so that a run keeps about ``threshold`` records plus its largest
/// epoch's.
protocol RecordOutlet: AnyObject {
  /// The number of kept records from which, once an epoch has closed, they are handed on.
  var threshold: Int { get }
  /// Takes the records of `trace` (its other parts are the run's so far: objects, epochs, the
  /// states and arguments the records name), the first being the run's record `base`.
  func take(_ trace: Trace, from base: Int)
}

/// An outlet that renders the records it takes and, once the run ends, the rest of the trace.
protocol StreamingOutlet: RecordOutlet {
  /// Writes what comes before the records (the header), given the trace as the run begins.
  func start(_ trace: Trace)
  /// Renders the last records, those of `trace` from the run's record `base`, and the rest of
  /// the finished trace (epochs, final records, end line), then hands on the bytes still
  /// buffered and returns the number of bytes rendered.
  func finish(_ trace: Trace, from base: Int) -> Int
}

/// An outlet that only counts the records it takes and, when asked, measures the text
/// format's record columns: the first of a streamed run's two runs.
final class ColumnMeasuring: RecordOutlet {
  let threshold: Int
  private let measuresColumns: Bool
  /// The record columns measured so far (only counted when not ``measuresColumns``).
  private(set) var columns = TextColumns()
  /// The number of records taken.
  private(set) var records = 0

  init(threshold: Int, measuresColumns: Bool) {
    self.threshold = threshold
    self.measuresColumns = measuresColumns
  }

  func take(_ trace: Trace, from base: Int) {
    records += trace.count
    if measuresColumns { columns.measure(trace) }
  }
}

/// Renders ``TraceFormat/text`` a part at a time (``TextTraceRenderer``).
final class TextStreamingOutlet: StreamingOutlet {
  let threshold: Int
  private var renderer: TextTraceRenderer
  private var writer: ByteWriter

  init(threshold: Int, quirks: QuirkCatalogue, columns: TextColumns, writer: consuming ByteWriter) {
    self.threshold = threshold
    renderer = TextTraceRenderer(quirks: quirks, columns: columns)
    self.writer = writer
  }

  func start(_ trace: Trace) { renderer.start(trace, into: &writer) }

  func take(_ trace: Trace, from base: Int) {
    // Kept per part: the states are renumbered when the recorder drops records.
    var states = StateTexts(keepingFinalsOf: trace, notation: .text)
    renderer.writeRecords(of: trace, from: base, states: &states, into: &writer)
  }

  func finish(_ trace: Trace, from base: Int) -> Int {
    var states = StateTexts(keepingFinalsOf: trace, notation: .text)
    renderer.writeRecords(of: trace, from: base, states: &states, into: &writer)
    renderer.finish(trace, states: states, into: &writer)
    writer.flush()
    return writer.count
  }
}

/// Renders ``TraceFormat/jsonLines`` a part at a time (``JSONLinesTraceWriter``).
final class JSONLinesStreamingOutlet: StreamingOutlet {
  let threshold: Int
  /// The number of records in the run, for the end line.
  private let records: Int
  private var renderer: JSONLinesTraceWriter
  private var writer: ByteWriter

  init(threshold: Int, quirks: QuirkCatalogue, records: Int, writer: consuming ByteWriter) {
    self.threshold = threshold
    self.records = records
    renderer = JSONLinesTraceWriter(quirks: quirks)
    self.writer = writer
  }

  func start(_ trace: Trace) { renderer.start(trace, into: &writer) }

  func take(_ trace: Trace, from base: Int) {
    // Kept per part: the states are renumbered when the recorder drops records.
    var states = StateTexts(keepingFinalsOf: trace, notation: .json)
    renderer.writeRecords(of: trace, from: base, states: &states, into: &writer)
  }

  func finish(_ trace: Trace, from base: Int) -> Int {
    var states = StateTexts(keepingFinalsOf: trace, notation: .json)
    renderer.writeRecords(of: trace, from: base, states: &states, into: &writer)
    renderer.finish(trace, records: records, states: states, into: &writer)
    writer.flush()
    return writer.count
  }
}
