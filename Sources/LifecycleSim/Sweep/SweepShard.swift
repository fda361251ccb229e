/// A stable slice of a sweep's plan (`--shard I/N`): the combinations whose index is
/// `I - 1` modulo `N`, so that each shard gets a mix of devices and versions.
package struct SweepShard: Sendable, Hashable, CustomStringConvertible {
  /// 1-based.
  package var index: Int
  package var count: Int

  /// The whole plan.
  package static let whole = SweepShard(uncheckedIndex: 1, count: 1)

  private init(uncheckedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Reads `I/N` with `1 <= I <= N`, two whole numbers in decimal digits.
  ///
  /// Whether `N` suits a plan is the sweep's to say (``fits(planCount:)``), not the syntax's.
  package init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
      let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 1, index <= count
    else { return nil }
    self.init(uncheckedIndex: index, count: count)
  }

  /// `true` when every shard of the split gets at least one of `planCount` combinations:
  /// `N` is at most `planCount`.
  package func fits(planCount: Int) -> Bool { count <= planCount }

  /// `true` when the combination at `index` of the plan belongs to this shard.
  package func contains(_ index: Int) -> Bool { index % count == self.index - 1 }

  /// `I/N`.
  package var description: String { "\(index)/\(count)" }
}
