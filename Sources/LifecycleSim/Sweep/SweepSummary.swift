/// A sweep's results with what was asked (`summary.json`), grouped by identical outcome.
///
/// Everything in it follows from the plan and the results, in plan order: the summary of a
/// sweep run in shards and merged is byte for byte that of the same sweep run whole.
package struct SweepSummary: Sendable, Hashable {
  /// The format `summary.json` declares.
  package static let format = "lifecycle-sweep/1"

  /// The scenario's name.
  package var scenario: String
  /// A digest of the scenario file's bytes, so that shards of different scenarios never merge.
  package var scenarioDigest: String
  /// ``SweepSelection/description``.
  package var selection: String
  /// ``SweepProperties/description``.
  package var properties: String
  /// The combination compared against (`DEVICE@IOS`), if any.
  package var baseline: String?
  /// The number of combinations in the whole plan.
  package var total: Int
  /// The number of combinations left out because the device does not run the version.
  package var skipped: Int
  /// The number of combinations left out because the window does not exist on the device,
  /// version or orientation (`--windows`).
  package var skippedWindows: Int
  /// The slice these results are, `nil` for the whole plan.
  package var shard: SweepShard?
  /// The results, in plan order.
  package var results: [SweepResult]
  /// Which combinations' traces the sweep keeps.
  package var traces: SweepTraces

  /// Creates a summary; `results` are put in plan order.
  package init(
    scenario: String, scenarioDigest: String, selection: String, properties: String,
    baseline: String?, total: Int, skipped: Int, skippedWindows: Int = 0, shard: SweepShard?,
    results: [SweepResult], traces: SweepTraces = .all
  ) {
    self.skippedWindows = skippedWindows
    self.traces = traces
    self.scenario = scenario
    self.scenarioDigest = scenarioDigest
    self.selection = selection
    self.properties = properties
    self.baseline = baseline
    self.total = total
    self.skipped = skipped
    self.shard = shard
    self.results = results.sorted { $0.combination.index < $1.combination.index }
  }

  /// Combinations with identical outcomes.
  package struct Group: Sendable, Hashable {
    /// 1, 2, … in the order of each group's first combination.
    package var number: Int
    /// The shared outcome (empty with an error).
    package var outcome: [SweepResult.Entry]
    /// The shared error, for combinations that could not run.
    package var error: String?
    /// The members, in plan order.
    package var members: [SweepResult]
  }

  /// The groups, in the order of their first combination.
  package var groups: [Group] {
    var groups: [Group] = []
    var index: [GroupKey: Int] = [:]
    for result in results {
      let key = GroupKey(outcome: result.outcome, error: result.error)
      if let position = index[key] {
        groups[position].members.append(result)
      } else {
        index[key] = groups.count
        groups.append(
          Group(
            number: groups.count + 1, outcome: result.outcome, error: result.error,
            members: [result]))
      }
    }
    return groups
  }

  private struct GroupKey: Hashable {
    var outcome: [SweepResult.Entry]
    var error: String?
  }

  /// The results whose trace the sweep keeps, in plan order: every one that ran, the first
  /// that ran of each group, or none (``traces``).
  package var tracedResults: [SweepResult] {
    switch traces {
    case .all: results.filter { $0.error == nil }
    case .groups: groups.compactMap { group in group.members.first { $0.error == nil } }
    case .none: []
    }
  }

  /// The result of the baseline combination, when it is among the results.
  package var baselineResult: SweepResult? {
    guard let baseline else { return nil }
    return results.first { $0.combination.label == baseline && $0.error == nil }
  }

  /// A 64-bit FNV-1a digest of `bytes`, in hexadecimal: what ``scenarioDigest`` holds.
  package static func digest(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
