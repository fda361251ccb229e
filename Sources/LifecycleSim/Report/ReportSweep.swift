import LifecycleSimSupport

/// A sweep's groups as the report draws them: one small screen per group, from the settled
/// state of its first combination's trace.
struct ReportSweep {
  let summary: SweepSummary
  /// One per group, in group order; `nil` when its trace could not be read.
  let traces: [ReportTrace?]

  /// `{"title":…,"groups":[{"number":…,"count":…,"label":…,"on":…,"outcome":[[key,value]],
  /// "error":…,"trace":…}]}`.
  var data: [UInt8] {
    var json = JSONWriter()
    json.object(Key.self) { data in
      data.field(
        .title,
        "sweep of \(summary.scenario): \(summary.results.count) combinations, "
          + "\(summary.groups.count) groups (\(summary.selection))")
      data.field(.groups) { json in
        json.array(summary.groups.enumerated(), layout: .lineBetween) { json, item in
          let (index, group) = item
          json.object(GroupKey.self) { object in
            object.field(.number, group.number)
            object.field(.count, group.members.count)
            object.field(.label, group.members.first?.combination.longLabel ?? "")
            object.field(
              .on,
              "iOS " + SweepSummary.versions(group.members.map(\.combination.ios)) + " · "
                + group.members.map(\.combination.device).reduce(into: [String]()) {
                  if !$0.contains($1) { $0.append($1) }
                }.joined(separator: ", ")
                + Self.windows(group.members))
            object.field(.outcome, group.outcome.map { [$0.key, $0.value] })
            object.field(.error, group.error)
            object.field(
              .trace,
              index < traces.count
                ? traces[index].map { RawJSON(bytes: $0.data(records: false)) } : nil)
          }
        }
      }
    }
    return json.output.bytes
  }

  /// ` · windows splitHalf, windowed:800x600`: the members' windows in a sweep over windows,
  /// else nothing.
  private static func windows(_ members: [SweepResult]) -> String {
    let names = members.compactMap(\.combination.window?.name).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    return names.isEmpty
      ? "" : " · window\(names.count == 1 ? "" : "s") " + names.joined(separator: ", ")
  }

  /// The keys of ``data``.
  enum Key: String, JSONKey {
    case title, groups
  }

  /// The keys of a group in ``data``.
  enum GroupKey: String, JSONKey {
    case number, count, label, on, outcome, error, trace
  }
}
