import Foundation
import Testing

@testable import LifecycleSim

@Suite("diff --format json: each rendering is one JSON document with what the comparison holds")
struct TraceComparisonJSONTests {
  static func trace(_ name: String) throws -> Trace {
    let url = ReferenceTraceTests.directory.appendingPathComponent(name)
    return try Simulator(Scenario.decode([UInt8](Data(contentsOf: url)), fileName: name)).run()
  }

  static func object(_ text: String) throws -> [String: Any] {
    #expect(text.hasSuffix("}\n"))
    return try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test(
    "render, renderStatistics and renderBrief",
    arguments: [
      ("event-push-pop-iphone-8.scenario.json", "event-push-pop-iphone-x.scenario.json"),
      (
        "event-rotate-iphone-x-tab-nav-table.scenario.json",
        "event-rotate-iphone-8-tab-nav-table.scenario.json"
      ),
      ("event-push-pop-iphone-x.scenario.json", "event-push-pop-iphone-x.scenario.json"),
    ])
  func renderings(first: String, second: String) throws {
    let comparison = TraceDiff.compare(try Self.trace(first), try Self.trace(second))
    let full = try Self.object(comparison.render(.json, labels: ("a\"", "b")))
    #expect(full["first"] as? String == "a\"" && full["second"] as? String == "b")
    #expect(full["same"] as? Bool == comparison.isSame)
    #expect(full["summary"] as? String == comparison.summary)
    #expect(
      full["records"] as? [Int]
        == [comparison.recordsCompared.first, comparison.recordsCompared.second])
    let counts = try #require(full["counts"] as? [String: Int])
    #expect(counts.count == comparison.counts.count)
    for entry in comparison.counts { #expect(counts[entry.kind.rawValue] == entry.count) }
    let differences = try #require(full["differences"] as? [[String: Any]])
    #expect(
      differences.map { $0["kind"] as? String } == comparison.differences.map(\.kind.rawValue))

    let statistics = try Self.object(comparison.renderStatistics(.json))
    #expect(statistics["first"] == nil && statistics["same"] as? Bool == comparison.isSame)
    let rows = try #require(statistics["statistics"] as? [[String: Any]])
    #expect(rows.count == comparison.statistics.count)
    #expect(rows.map { $0["count"] as? Int } == comparison.statistics.map(\.count))

    let brief = comparison.renderBrief(.json, labels: ("a", "b"))
    if comparison.isSame {
      #expect(brief.isEmpty)
    } else {
      let object = try Self.object(brief)
      #expect(object["same"] as? Bool == false && object.count == 3)
    }
  }
}
