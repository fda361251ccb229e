extension SweepSummary {
  /// Joins the summaries of every shard of one sweep into the summary of the whole sweep.
  ///
  /// - Throws: a message saying which shard is missing, repeated or from another sweep.
  package static func merge(_ shards: [(name: String, summary: SweepSummary)])
    throws(SweepMergeError)
    -> SweepSummary
  {
    guard let first = shards.first?.summary else {
      throw SweepMergeError(
        message: "no shard to merge", fix: "give the folders 'sweep --shard' wrote")
    }
    let count = first.shard?.count ?? 1
    var seen: [Int: String] = [:]
    var results: [SweepResult] = []
    for (name, summary) in shards {
      for (field, mine, theirs) in [
        ("scenario", summary.scenario, first.scenario),
        ("scenario file", summary.scenarioDigest, first.scenarioDigest),
        ("selection", summary.selection, first.selection),
        ("properties", summary.properties, first.properties),
        ("baseline", summary.baseline ?? "none", first.baseline ?? "none"),
        ("traces mode", summary.traces.rawValue, first.traces.rawValue),
      ] where mine != theirs {
        throw SweepMergeError(
          message:
            "\(name) has another \(field) than \(shards[0].name) ('\(mine)', not '\(theirs)')",
          fix: "merge the shards of one sweep only, each run with the same scenario and options")
      }
      let shard = summary.shard ?? .whole
      guard shard.count == count else {
        throw SweepMergeError(
          message: "\(name) is shard \(shard) but \(shards[0].name) is one of \(count)",
          fix: "merge shards of the same --shard I/N split")
      }
      if let other = seen[shard.index] {
        throw SweepMergeError(
          message: "\(name) and \(other) are both shard \(shard)", fix: "give each shard once")
      }
      seen[shard.index] = name
      results += summary.results
    }
    let missing = (1...count).filter { seen[$0] == nil }
    guard missing.isEmpty else {
      throw SweepMergeError(
        message: "shard\(missing.count == 1 ? "" : "s") "
          + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + " missing",
        fix: "give the output folder of every shard")
    }
    let indices = results.map(\.combination.index).sorted()
    guard indices == Array(0..<first.total) else {
      throw SweepMergeError(
        message: "the shards hold \(indices.count) combinations of a plan of \(first.total)",
        fix: "re-run the shards whose folders are incomplete")
    }
    return SweepSummary(
      scenario: first.scenario, scenarioDigest: first.scenarioDigest, selection: first.selection,
      properties: first.properties, baseline: first.baseline, total: first.total,
      skipped: first.skipped, skippedWindows: first.skippedWindows, shard: nil, results: results,
      traces: first.traces)
  }
}
