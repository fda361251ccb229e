/// The semantic difference of two traces (``TraceDiff/compare(_:_:options:)``).
public struct TraceComparison: Sendable, Hashable {
  /// Every difference: the header's first, then epoch by epoch (the epoch's cause, its records
  /// in the first trace's order, validity), then the final records'.
  public var differences: [TraceDifference]
  /// How many records of each trace the options let through.
  public var recordsCompared: (first: Int, second: Int)
  /// Each epoch's cause, as `push(to=Detail)`.
  ///
  /// The first trace's, then the second's for epochs only it has. Renderings title epochs with
  /// them.
  public var epochCauses: [String]
  /// Epoch by epoch, what each object ends up reading where the traces differ, frames and
  /// insets first: the story the differences tell, which renderings lead with.
  public var settled: [SettledDifference]

  /// Creates a comparison.
  public init(
    differences: [TraceDifference], recordsCompared: (first: Int, second: Int),
    epochCauses: [String] = [], settled: [SettledDifference] = []
  ) {
    self.differences = differences
    self.recordsCompared = recordsCompared
    self.epochCauses = epochCauses
    self.settled = settled
  }

  /// `true` when the traces mean the same.
  public var isSame: Bool { differences.isEmpty }

  /// The number of differences of each kind, in ``TraceDifference/Kind`` order, without the
  /// kinds that have none.
  public var counts: [(kind: TraceDifference.Kind, count: Int)] {
    let kinds = TraceDifference.Kind.allCases
    var counts = [Int](repeating: 0, count: kinds.count)
    for difference in differences {
      counts[kinds.firstIndex(of: difference.kind) ?? 0] += 1
    }
    return zip(kinds, counts).filter { $0.1 > 0 }.map { ($0, $1) }
  }

  /// One line: `no differences in 120 records` or `5 differences: 1 header, 3 value, 1 missing (120
  /// and 119 records compared)`.
  public var summary: String {
    let records =
      recordsCompared.first == recordsCompared.second
      ? "\(recordsCompared.first) records"
      : "\(recordsCompared.first) and \(recordsCompared.second) records"
    guard !isSame else { return "no differences in \(records)" }
    let kinds = counts.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ")
    let noun = differences.count == 1 ? "difference" : "differences"
    return "\(differences.count) \(noun): \(kinds) (\(records) compared)"
  }

  /// Equal when the differences, the record counts, the epoch causes and the settled values
  /// are.
  public static func == (lhs: TraceComparison, rhs: TraceComparison) -> Bool {
    lhs.differences == rhs.differences && lhs.recordsCompared == rhs.recordsCompared
      && lhs.epochCauses == rhs.epochCauses && lhs.settled == rhs.settled
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(differences)
    hasher.combine(recordsCompared.first)
    hasher.combine(recordsCompared.second)
    hasher.combine(epochCauses)
    hasher.combine(settled)
  }
}
