/// The fixed parts of a report page: its style sheet, its body and its script (the script
/// reads the data ``HTMLReport`` embeds as `#report-data` and draws what is shown, lazily).
///
/// Each is a file in `Report/Assets`, edited and linted as CSS, HTML or JavaScript;
/// `scripts/embed-report-assets.sh` writes their text into the generated
/// `EmbeddedReportAssets.swift`, so that the page needs no resource at run time (docs/cli.md, "Editing
/// the report page").
enum ReportAssets {
  /// The style sheet: `Assets/report.css`.
  static var style: String { EmbeddedReportAssets.style }

  /// The body, before the data and the script: `Assets/report.html`.
  static var body: String { EmbeddedReportAssets.body }

  /// The script: decodes the data, draws screens and timelines, and runs the self-check that
  /// fills `#selfcheck` with `data-status="pass"` or `"fail"`: `Assets/report.js`.
  static var script: String { EmbeddedReportAssets.script }
}
