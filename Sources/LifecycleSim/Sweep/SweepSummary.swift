/// A sweep's results with what was asked (`summary.json`), grouped by identical outcome.
///
/// Everything in it follows from the plan and the results, in plan order: the summary of a
/// sweep run in shards and merged is byte for byte that of the same sweep run whole.
public struct SweepSummary: Sendable, Hashable {
  /// The format `summary.json` declares.
  public static let format = "lifecycle-sweep/1"

  /// The scenario's name.
  public var scenario: String
  /// A digest of the scenario file's bytes, so that shards of different scenarios never merge.
  public var scenarioDigest: String
  /// ``SweepSelection/description``.
  public var selection: String
  /// ``SweepProperties/description``.
  public var properties: String
  /// The combination compared against (`DEVICE@IOS`), if any.
  public var baseline: String?
  /// The number of combinations in the whole plan.
  public var total: Int
  /// The number of combinations left out because the device does not run the version.
  public var skipped: Int
  /// The slice these results are, `nil` for the whole plan.
  public var shard: SweepShard?
  /// The results, in plan order.
  public var results: [SweepResult]

  /// Creates a summary; `results` are put in plan order.
  public init(
    scenario: String, scenarioDigest: String, selection: String, properties: String,
    baseline: String?, total: Int, skipped: Int, shard: SweepShard?, results: [SweepResult]
  ) {
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
  public struct Group: Sendable, Hashable {
    /// 1, 2, … in the order of each group's first combination.
    public var number: Int
    /// The shared outcome (empty with an error).
    public var outcome: [SweepResult.Entry]
    /// The shared error, for combinations that could not run.
    public var error: String?
    /// The members, in plan order.
    public var members: [SweepResult]
  }

  /// The groups, in the order of their first combination.
  public var groups: [Group] {
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

  /// The result of the baseline combination, when it is among the results.
  public var baselineResult: SweepResult? {
    guard let baseline else { return nil }
    return results.first { $0.combination.label == baseline && $0.error == nil }
  }

  /// A 64-bit FNV-1a digest of `bytes`, in hexadecimal: what ``scenarioDigest`` holds.
  public static func digest(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
