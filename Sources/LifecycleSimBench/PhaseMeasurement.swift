/// What one phase took: its wall time, the records and bytes it handled, and the process's
/// peak memory when it ended.
struct PhaseMeasurement {
  var phase: Phase
  /// How the report names the row.
  var label: String
  var seconds: Double
  /// The records the phase produced or read; 0 when that means nothing for it.
  var records: Int
  /// The bytes the phase read or wrote; 0 when that means nothing for it.
  var bytes: Int
  var peakBytes: Int
  /// Whether the row counts toward the total: not when it sums other rows.
  var inTotal = true

  /// The report's row.
  var row: String {
    let recordRate = records > 0 && seconds > 0 ? Double(records) / seconds : nil
    let byteRate = bytes > 0 && seconds > 0 ? Double(bytes) / seconds / 1e6 : nil
    return Report.columns(
      label, Report.fixed(seconds, 3), recordRate.map { Report.grouped(Int($0)) } ?? "-",
      byteRate.map { Report.fixed($0, 1) } ?? "-", Report.fixed(Double(peakBytes) / 1_048_576, 0)
    )
  }
}
