import Foundation
import Testing

@testable import LifecycleSim

@Suite("Sweep: selection, runs, groups, shards")
struct SweepTests {
  /// The rotation scenario of the reference traces.
  static func scenario() throws -> (Scenario, [UInt8]) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("traces/event-rotate-iphone-x-tab-nav-table.scenario.json")
    let bytes = Array(try Data(contentsOf: url))
    return (try Scenario.decode(bytes, fileName: url.lastPathComponent), bytes)
  }

  /// The summary of a sweep run in `shards` shards with `jobs` threads, merged.
  static func summary(
    _ selection: SweepSelection, shards: Int, jobs: Int
  ) throws -> SweepSummary {
    let (scenario, bytes) = try scenario()
    let (plan, skipped, _) = selection.combinations(scenarioOrientation: scenario.orientation)
    var parts: [(name: String, summary: SweepSummary)] = []
    for index in 1...shards {
      let shard = try #require(SweepShard(parsing: "\(index)/\(shards)"))
      let mine = plan.filter { shard.contains($0.index) }
      let results = Sweep.run(scenario, mine, properties: SweepProperties(), jobs: jobs)
      parts.append(
        (
          "shard\(index)",
          SweepSummary(
            scenario: scenario.name, scenarioDigest: SweepSummary.digest(bytes),
            selection: selection.description, properties: "default", baseline: nil,
            total: plan.count, skipped: skipped, shard: shards == 1 ? nil : shard,
            results: results)
        ))
    }
    // Through the JSON each shard writes, as `sweep --merge` reads it.
    let parsed = try parts.map { ($0.name, try SweepSummary.parse($0.summary.json)) }
    return shards == 1 ? parsed[0].1 : try SweepSummary.merge(parsed)
  }

  @Test("the merge of shards is the unsharded summary, byte for byte, whatever the jobs")
  func mergeEqualsWhole() throws {
    let selection = try SweepSelection(devices: "iPhone 8,iPhone X,iPad Air 2", ios: "10-13")
    let whole = try Self.summary(selection, shards: 1, jobs: 1)
    let merged = try Self.summary(selection, shards: 3, jobs: 2)
    #expect(whole.results.count == 10)  // iPad Air 2 also runs iOS 10
    #expect(merged.json == whole.json)
    #expect(merged.table == whole.table)
    #expect(try Self.summary(selection, shards: 2, jobs: 3).json == whole.json)
  }

  @Test("identical outcomes group, and validity that moves is told by version")
  func groups() throws {
    let selection = try SweepSelection(devices: "iPhone X,iPhone 8", ios: "11-13")
    let summary = try Self.summary(selection, shards: 1, jobs: 2)
    // iPhone 8 (3 versions) and iPhone X (3 versions) settle differently.
    #expect(summary.groups.map(\.members.count) == [3, 3])
    let iPhoneX = try #require(summary.groups.last)
    #expect(iPhoneX.outcome.first { $0.key == "List.safeAreaInsets" }?.value == "{88,0,83,0}")
    #expect(summary.table.contains("group 2: 3 combinations, iOS 11–13"))
    #expect(summary.table.contains("valid: Tabs.safeAreaInsets, Nav.safeAreaInsets"))
  }

  @Test("devices skip the versions they do not run, unless --ios all; housings never run iOS 10")
  func skipping() throws {
    let supported = try SweepSelection(devices: "iPhone X", ios: "supported")
      .combinations(scenarioOrientation: .portrait)
    #expect(supported.combinations.map(\.ios) == ["11.0", "12.0", "13.0", "14.0", "15.0", "16.0"])
    let all = try SweepSelection(devices: "iPhone X", ios: "all")
      .combinations(scenarioOrientation: .portrait)
    #expect(all.combinations.map(\.ios).suffix(2) == ["26.0", "27.0"])
    #expect(all.skipped == 1)  // iOS 10
    let plus = try SweepSelection(devices: "iphone", ios: "26+")
      .combinations(scenarioOrientation: .portrait)
    #expect(Set(plus.combinations.map(\.ios)) == ["26.0", "27.0"])
    // The iPhone 18 Pro and 18 Pro Max run 27 only.
    let on27 = try SweepSelection(devices: "iPhone 18 Pro,iPhone 18 Pro Max", ios: "supported")
      .combinations(scenarioOrientation: .portrait)
    #expect(on27.combinations.map(\.ios) == ["27.0", "27.0"])
  }

  @Test("a wrong name gets the closest one")
  func closestNames() {
    func message(_ body: () throws -> Void) -> String {
      do {
        try body()
        return ""
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message { _ = try SweepSelection(devices: "iPhone Xs Mux") }.contains("'iPhone XS Max'"))
    #expect(message { _ = try SweepSelection(ios: "19") }.contains("not an iOS version"))
    #expect(message { _ = try SweepSelection(ios: "118") }.contains("Did you mean '11'?"))
    #expect(
      message { _ = try SweepSelection(orientations: "landscapeLeftt") }.contains("'landscapeLeft'")
    )
    #expect(
      message { _ = try SweepSelection(quirks: ["ipadFloatingTabbar=on"]) }.contains(
        "'ipadFloatingTabBar'"))
    #expect(
      message { _ = try SweepSelection(quirks: ["ipadFloatingTabBar=yes"]) }.contains("on or off"))
    #expect(
      message { _ = try SweepProperties(parsing: "safeAreaInset") }.contains("'safeAreaInsets'"))
  }

  @Test("merging refuses a missing, repeated or foreign shard")
  func mergeRefusals() throws {
    let selection = try SweepSelection(devices: "iPhone 8", ios: "11,12")
    let (scenario, bytes) = try Self.scenario()
    let plan = selection.combinations(scenarioOrientation: .portrait).combinations
    func shard(_ index: Int, digest: String = "d") throws -> SweepSummary {
      let shard = try #require(SweepShard(parsing: "\(index)/2"))
      return SweepSummary(
        scenario: scenario.name, scenarioDigest: digest, selection: selection.description,
        properties: "default", baseline: nil, total: plan.count, skipped: 0, shard: shard,
        results: Sweep.run(
          scenario, plan.filter { shard.contains($0.index) }, properties: SweepProperties(),
          jobs: 1))
    }
    _ = bytes
    #expect(throws: SweepMergeError.self) { try SweepSummary.merge([("a", try shard(1))]) }
    #expect(throws: SweepMergeError.self) {
      try SweepSummary.merge([("a", try shard(1)), ("b", try shard(1))])
    }
    #expect(throws: SweepMergeError.self) {
      try SweepSummary.merge([("a", try shard(1)), ("b", try shard(2, digest: "other"))])
    }
    #expect(try SweepSummary.merge([("a", try shard(1)), ("b", try shard(2))]).results.count == 2)
  }

  @Test("every catalog combination has its own trace file")
  func uniqueTracePaths() {
    let paths = DeviceCatalog.devices.map {
      SweepCombination(index: 0, device: $0.name, ios: "17.0", orientation: .portrait).tracePath
    }
    #expect(Set(paths).count == paths.count)
  }

  @Test("shards read I/N with 1 <= I <= N")
  func shards() {
    #expect(SweepShard(parsing: "2/4")?.contains(5) == true)
    #expect(SweepShard(parsing: "0/4") == nil)
    #expect(SweepShard(parsing: "5/4") == nil)
    #expect(SweepShard(parsing: "1/") == nil)
  }
}
