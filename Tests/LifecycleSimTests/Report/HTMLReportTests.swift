import Foundation
import Testing

@testable import LifecycleSim

@Suite("HTML report: structure, without a browser")
struct HTMLReportTests {
  static func scenario(_ name: String) throws -> Scenario {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("traces/\(name).scenario.json")
    return try Scenario.decode(Array(try Data(contentsOf: url)), fileName: url.lastPathComponent)
  }

  /// The JSON the page embeds, parsed.
  static func data(_ report: HTMLReport) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(report.data))
    return try #require(object as? [String: Any])
  }

  @Test("each epoch's settled screen lists the bars where the epoch left them")
  func epochScreens() throws {
    let scenario = try Self.scenario("event-rotate-iphone-x-tab-nav-table")
    let trace = try Simulator(scenario).run()
    let report = HTMLReport(main: ReportTrace(label: "rotate", trace: trace, scenario: scenario))
    let main = try #require(try Self.data(report)["main"] as? [String: Any])
    let expect = try #require(main["expect"] as? [String: Any])
    #expect(expect["records"] as? Int == trace.count)
    let epochs = try #require(expect["epochs"] as? [[String]])
    #expect(epochs.count == 3)
    // Portrait, landscape (the iPhone hides its status bar), portrait again.
    #expect(epochs[0].contains("statusBar") && !epochs[1].contains("statusBar"))
    #expect(epochs[0] == epochs[2])
    #expect(epochs[0].contains("Nav.navigationBar") && epochs[0].contains("table"))
    // Root views are drawn as their controllers.
    #expect(!epochs[0].contains("List.view"))
    let objects = try #require(main["objects"] as? [[Any]])
    #expect(objects.count == trace.objects.count)
  }

  @Test("the page is one file: no network, the data cannot end its script element")
  func selfContained() throws {
    let scenario = try Self.scenario("event-push-pop-iphone-x")
    let trace = try Simulator(scenario).run()
    let html = String(
      decoding: HTMLReport(main: ReportTrace(label: "push", trace: trace)).render(), as: UTF8.self)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<pre id=\"selfcheck\" data-status=\"pending\">"))
    #expect(
      !html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("@import"))
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(HTMLReport.scriptSafe(Array("\"</script>\"".utf8)) == Array("\"\\u003c/script>\"".utf8))
  }

  @Test("--against carries the semantic diff with the records it names")
  func diff() throws {
    let first = try Simulator(Self.scenario("event-rotate-iphone-x-tab-nav-table")).run()
    let second = try Simulator(Self.scenario("event-rotate-iphone-8-tab-nav-table")).run()
    let report = HTMLReport(
      main: ReportTrace(label: "x", trace: first), against: ReportTrace(label: "8", trace: second))
    let diff = try #require(try Self.data(report)["diff"] as? [String: Any])
    let items = try #require(diff["items"] as? [[String: Any]])
    #expect(items.count == TraceDiff.compare(first, second).differences.count)
    let marks = items.flatMap { ($0["marks"] as? [[Int]]) ?? [] }
    #expect(!marks.isEmpty)
    #expect(marks.allSatisfy { $0[1] >= 1 && $0[1] <= ($0[0] == 0 ? first.count : second.count) })
  }

  @Test("--sweep carries each group with its values and its first combination's screen")
  func sweep() throws {
    let selection = try SweepSelection(devices: "iPhone X,iPhone 8", ios: "11,13")
    let summary = try SweepTests.summary(selection, shards: 1, jobs: 1)
    let trace = try Simulator(Self.scenario("event-rotate-iphone-x-tab-nav-table")).run()
    let traces = summary.groups.indices.map {
      $0 == 0 ? ReportTrace(label: "g1", trace: trace) : nil
    }
    let report = HTMLReport(
      main: ReportTrace(label: "x", trace: trace), sweep: (summary: summary, traces: traces))
    let data = try Self.data(report)
    #expect(Set(data.keys) == ["props", "main", "against", "diff", "sweep"])
    #expect(data["against"] is NSNull && data["diff"] is NSNull)
    let sweep = try #require(data["sweep"] as? [String: Any])
    #expect((sweep["title"] as? String)?.hasPrefix("sweep of ") == true)
    let groups = try #require(sweep["groups"] as? [[String: Any]])
    #expect(groups.count == summary.groups.count && groups.count > 1)
    for (group, expected) in zip(groups, summary.groups) {
      #expect(
        Set(group.keys) == ["number", "count", "label", "on", "outcome", "error", "trace"])
      #expect(group["number"] as? Int == expected.number)
      #expect(group["count"] as? Int == expected.members.count)
      #expect(group["outcome"] as? [[String]] == expected.outcome.map { [$0.key, $0.value] })
    }
    // The first group's screen without its records; the others, whose traces were not read, null.
    let first = try #require(groups[0]["trace"] as? [String: Any])
    #expect(first["rec"] == nil && (first["expect"] as? [String: Any])?["records"] as? Int == 0)
    #expect(groups.dropFirst().allSatisfy { $0["trace"] is NSNull })
  }

  @Test("a trace-only report takes the final records for the last epoch")
  func traceOnly() throws {
    let trace = try Simulator(Self.scenario("seed003-iphone-x-tab-nav-portrait")).run()
    let main = try #require(
      try Self.data(HTMLReport(main: ReportTrace(label: "t", trace: trace)))["main"]
        as? [String: Any])
    #expect(main["snap"] is NSNull)
    let expect = try #require(main["expect"] as? [String: Any])
    #expect(
      expect["final"] as? [String] == [
        "window", "statusBar", "Tabs", "Tabs.tabBar", "Nav", "Nav.navigationBar", "List", "table",
      ])
  }
}
