package import LifecycleSimCore
package import LifecycleSimSupport

/// A trace format that can render a run a part at a time, as its epochs settle
/// (``Simulator/run(rendering:chunks:)``): the same bytes as rendering the whole trace.
package enum StreamedFormat: Sendable {
  /// ``TraceFormat/text`` with these quirk switches: its record columns are aligned over the
  /// whole trace, so a first run measures them.
  case text(QuirkCatalogue)
  /// ``TraceFormat/jsonLines`` with these quirk switches.
  case jsonLines(QuirkCatalogue)

  /// Whether rendering needs the record columns measured over the whole run first.
  package var measuresColumns: Bool {
    if case .text = self { return true }
    return false
  }

  /// An outlet that renders a run's records into `writer` as they settle, handed on a part of
  /// at least `threshold` records at a time, for a run of what `measured` measured.
  package func outlet(
    threshold: Int, measured: ColumnMeasuring, writer: consuming ByteWriter
  ) -> any StreamingOutlet {
    switch self {
    case .text(let quirks):
      PartStreamingOutlet(
        threshold: threshold, records: measured.records,
        renderer: TextTraceRenderer(quirks: quirks, columns: measured.columns), writer: writer)
    case .jsonLines(let quirks):
      PartStreamingOutlet(
        threshold: threshold, records: measured.records,
        renderer: JSONLinesTraceWriter(quirks: quirks), writer: writer)
    }
  }
}
