@testable import LifecycleSim
@testable import LifecycleSimTrace

/// `sweep-summary`: up to two `summary.json` files separated by the first NUL byte, each read as
/// `sweep --merge` and `report --sweep` read them, then merged as two shards when both read.
///
/// Also checks that a summary it accepts writes back to JSON that reads again and writes the
/// same bytes, that its table and the report's sweep data render, and that a merge it accepts
/// writes a summary that reads back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSweepSummary(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let separator = bytes.firstIndex(of: 0)
  let parts =
    separator.map { [Array(bytes[..<$0]), Array(bytes[($0 + 1)...])] } ?? [bytes]
  let summaries = parts.compactMap { try? SweepSummary.parse($0) }
  for summary in summaries {
    expectRoundTrip(summary, "a summary")
    _ = summary.table
    _ = ReportSweep(summary: summary, traces: []).data
  }
  if summaries.count == 2,
    let merged = try? SweepSummary.merge([("first", summaries[0]), ("second", summaries[1])])
  {
    expectRoundTrip(merged, "a merged summary")
    _ = merged.table
  }
  return 0
}

/// Checks that `summary`'s JSON reads back to a summary that writes the same bytes.
private func expectRoundTrip(_ summary: SweepSummary, _ what: String) {
  let json = summary.json
  do {
    let again = try SweepSummary.parse(json)
    FuzzExpect.that(
      again.json == json,
      "\(what) reads back to one that writes other JSON: "
        + FuzzExpect.firstDifference(json, again.json))
  } catch {
    FuzzExpect.that(
      false,
      "the JSON of \(what) does not read back: \(error)\n\(String(decoding: json, as: UTF8.self))"
    )
  }
}
