import Foundation
import Testing

@testable import LifecycleSim

/// The geometry pass recomputes only what can have changed (docs/behaviour.md#c45); these tests
/// run the same scenarios with a full recomputation at every pass and require the same trace,
/// record by record, with the same validity marks and final records.
@Suite struct IncrementalGeometryTests {
  /// The trace of `scenario` as JSON Lines (every record, its state and valid list, the epochs
  /// and the final records), or the refusal's text.
  static func outcome(_ scenario: Scenario, full: Bool) -> String {
    do {
      return try trace(scenario, full: full)
    } catch {
      return error.description
    }
  }

  /// The trace of `scenario` as JSON Lines, with the incremental pass or a full one.
  static func trace(_ scenario: Scenario, full: Bool) throws(ScenarioError) -> String {
    let simulator = try Simulator(scenario)
    simulator.forcesFullGeometry = full
    return TraceFormat.jsonLines.render(try simulator.run())
  }

  /// Where the trace of `scenario` with the incremental pass first differs from that with a
  /// full recomputation at every pass (``firstDifference(_:_:)``), or `nil`; a scenario the
  /// simulator refuses throws.
  static func differenceFromAFullPass(_ scenario: Scenario) throws -> String? {
    firstDifference(try trace(scenario, full: false), try trace(scenario, full: true))
  }

  /// The first line where `a` and `b` differ, both shown, or `nil` when they are the same.
  static func firstDifference(_ a: String, _ b: String) -> String? {
    guard a != b else { return nil }
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let l = index < left.count ? String(left[index]) : "(none)"
      let r = index < right.count ? String(right[index]) : "(none)"
      if l != r { return "line \(index + 1): incremental \(l)\nfull \(r)" }
    }
    return "the ends"
  }

  /// Seeded random scenarios mixing every event kind, with transitions overlapping, give the
  /// same trace either way.
  @Test func randomScenariosMatchAFullRecomputation() {
    var ran = 0
    for seed in 0..<300 {
      var rng = SplitMix64(seed: UInt64(seed) &+ 0x9E0_0045)
      let scenario = RandomScenario.make(using: &rng)
      let incremental = Self.outcome(scenario, full: false)
      let full = Self.outcome(scenario, full: true)
      if incremental.hasPrefix("{") { ran += 1 }
      #expect(
        Self.firstDifference(incremental, full) == nil,
        "seed \(seed): the incremental pass differs at \(Self.firstDifference(incremental, full) ?? "")"
      )
    }
    #expect(ran > 30)
  }
}
