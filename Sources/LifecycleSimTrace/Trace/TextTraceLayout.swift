/// The layout of ``TraceFormat/text``: the literals and column widths that the renderer writes
/// and the parser reads, declared once.
enum TextTraceLayout {
  /// The keys of the header block's `# key value` lines.
  enum HeaderKey: String, CaseIterable {
    case scenario, device, ios, profile, orientation, screen, direction, quirk, warning

    /// Keys that name one field and may appear once.
    var isField: Bool { self != .quirk && self != .warning }
  }

  /// Header keys are padded to this width: values start at ``headerValueColumn``.
  static let headerKeyWidth = 11
  /// The 1-based column where a header line's value starts (`# ` key, padding, a space).
  static let headerValueColumn = 2 + headerKeyWidth + 1 + 1

  /// The separator line between blocks, and the line the header block ends at.
  package static let separator: StaticString = "#"
  /// The labels of the records' header row, in column order.
  static let recordColumns = ["seq", "t", "ep", "object", "callback", "state"]
  /// The labels of the final block's header row, in column order.
  static let finalColumns = ["object", "kind", "state"]
  /// The spaces between two columns.
  static let columnGap = 2

  /// Before the properties that become valid at a record.
  package static let valid: StaticString = "  valid="

  /// The epochs block's title.
  static let epochsTitle: StaticString = "# epochs"
  /// The start of an epoch line.
  static let epochPrefix: StaticString = "epoch  "
  /// Between an epoch's number and its start time.
  static let epochStart: StaticString = "  t="
  /// Before the end time of an epoch that settled.
  static let settledAt: StaticString = "  settled at "
  /// Before the end time of an epoch a later one cut short.
  static let truncatedAt: StaticString = "  truncated at "

  /// The final block's title.
  static let finalTitle: StaticString = "# final"
  /// The start of a final line.
  static let finalPrefix: StaticString = "final  "

  /// The start of the end line.
  package static let end: StaticString = "# end"
  /// The labels of the end line's counts, in order.
  static let endLabels: [StaticString] = ["# end  records=", " epochs=", " finals="]
  /// Before the end line's digest (format version 2 on).
  static let endDigest: StaticString = " digest="
}
