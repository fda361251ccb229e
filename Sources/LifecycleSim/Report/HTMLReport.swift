import LifecycleSimSupport
import LifecycleSimTrace

/// A self-contained HTML page that draws a trace (`lifecycle-sim report`): the screen at each
/// epoch's settled state and at any record, a timeline with one lane per object, and
/// optionally the semantic diff against a second trace and a sweep's groups as small screens.
///
/// The page holds the data as JSON and a small script that draws only what is on screen, so a
/// 100k-record trace makes a page of a few megabytes that opens in about a second. It needs no
/// network and checks itself (`#selfcheck`, docs/cli.md, "report").
///
/// ```swift
/// let report = HTMLReport(main: ReportTrace(label: "push.trace", trace: trace))
/// let html = report.render()
/// ```
package struct HTMLReport: Sendable {
  package var main: ReportTrace
  /// The trace compared with ``main``, drawn beside it.
  package var against: ReportTrace?
  /// A sweep's summary, and for each of its groups the trace of its first combination.
  package var sweep: (summary: SweepSummary, traces: [ReportTrace?])?

  /// Creates a report.
  package init(
    main: ReportTrace, against: ReportTrace? = nil,
    sweep: (summary: SweepSummary, traces: [ReportTrace?])? = nil
  ) {
    self.main = main
    self.against = against
    self.sweep = sweep
  }

  /// The page.
  package func render() -> [UInt8] {
    var w = ByteWriter()
    w.write("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
    w.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
    w.write(Self.escape("lifecycle-sim report: \(main.trace.header.scenario)"))
    w.write("</title>\n<style>\n")
    w.write(ReportAssets.style)
    w.write("</style></head>\n<body>\n")
    w.write(ReportAssets.body)
    w.write("<script type=\"application/json\" id=\"report-data\">")
    w.write(bytes: Self.scriptSafe(data))
    w.write("</script>\n<script>\n")
    w.write(ReportAssets.script)
    w.write("</script>\n</body></html>\n")
    return w.bytes
  }

  /// The JSON the script reads: `main`, `against` and `diff`, `sweep`.
  var data: [UInt8] {
    var json = JSONWriter()
    json.object(DataKey.self) { data in
      data.field(.props, TraceProperty.allCases.map(\.rawValue))
      data.field(.main, onNewLine: true, RawJSON(bytes: main.data()))
      data.field(.against, onNewLine: true, against.map { RawJSON(bytes: $0.data()) })
      data.field(
        .diff, onNewLine: against != nil,
        against.map { RawJSON(bytes: ReportDiff(main.trace, $0.trace).data) })
      data.field(
        .sweep, onNewLine: true,
        sweep.map { RawJSON(bytes: ReportSweep(summary: $0.summary, traces: $0.traces).data) })
    }
    return json.output.bytes
  }

  /// The keys of ``data``, which the page's script reads.
  enum DataKey: String, JSONKey {
    case props, main, against, diff, sweep
  }

  /// `text` with `&`, `<`, `>` and `"` escaped for HTML.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// JSON made safe inside a `<script>` element: every `<` written `\u003c`, so that no
  /// `</script>` or `<!--` in a name can end it.
  static func scriptSafe(_ json: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(json.count)
    for byte in json {
      if byte == UInt8(ascii: "<") {
        bytes += Array("\\u003c".utf8)
      } else {
        bytes.append(byte)
      }
    }
    return bytes
  }
}
