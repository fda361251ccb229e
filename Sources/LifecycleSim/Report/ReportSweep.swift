/// A sweep's groups as the report draws them: one small screen per group, from the settled
/// state of its first combination's trace.
struct ReportSweep {
  let summary: SweepSummary
  /// One per group, in group order; `nil` when its trace could not be read.
  let traces: [ReportTrace?]

  /// `{"title":…,"groups":[{"number":…,"count":…,"label":…,"on":…,"outcome":[[key,value]],
  /// "error":…,"trace":…}]}`.
  var data: [UInt8] {
    var w = ByteWriter()
    w.write("{\"title\":")
    w.write(
      jsonString: "sweep of \(summary.scenario): \(summary.results.count) combinations, "
        + "\(summary.groups.count) groups (\(summary.selection))")
    w.write(",\"groups\":[")
    for (index, group) in summary.groups.enumerated() {
      if index > 0 { w.write(",\n") }
      w.write("{\"number\":")
      w.write(integer: group.number)
      w.write(",\"count\":")
      w.write(integer: group.members.count)
      w.write(",\"label\":")
      w.write(jsonString: group.members.first?.combination.longLabel ?? "")
      w.write(",\"on\":")
      w.write(
        jsonString: "iOS " + SweepSummary.versions(group.members.map(\.combination.ios)) + " · "
          + group.members.map(\.combination.device).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
          }.joined(separator: ", "))
      w.write(",\"outcome\":[")
      w.write(each: group.outcome) { w, entry in
        w.write(jsonStrings: [entry.key, entry.value])
      }
      w.write("],\"error\":")
      w.write(jsonStringOrNull: group.error)
      w.write(",\"trace\":")
      if index < traces.count, let trace = traces[index] {
        w.write(bytes: trace.data(records: false))
      } else {
        w.write("null")
      }
      w.write("}")
    }
    w.write("]}")
    return w.bytes
  }
}
