import LifecycleSim
import Testing

/// The `scroll` event as a file writes it: what it needs and what it refuses, each refusal
/// located at the value (docs/scenario-format.md#events).
@Suite struct ScrollEventScenarioTests {
  private func problems(_ event: String) -> [String] {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "iPhone X", "ios": "13.0",
        "root": { "viewController": { "name": "A", "view": { "subviews": [
          { "tableView": { "name": "table", "layout": "fill" } }, { "view": { "name": "plain" } } ] } } },
        "events": [\(event)] }
      """
    return Build.problems(json, fileName: "s.json")
  }

  @Test func aScrollDecodesAndEncodesBack() throws {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "iPhone X", "ios": "13.0",
        "root": { "viewController": { "name": "A", "view": { "subviews": [
          { "tableView": { "name": "table", "layout": "fill" } } ] } } },
        "events": [{ "at": 1, "scroll": { "view": "table", "offset": [0, -100.5], "animated": false } }] }
      """
    let scenario = try Scenario.decode(Array(json.utf8), fileName: "s.json")
    guard case .scroll(let view, let offset) = try #require(scenario.events.first).action else {
      Issue.record("not a scroll: \(String(describing: scenario.events.first))")
      return
    }
    #expect(view == "table")
    #expect(offset == Point(x: 0, y: -100.5))
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again.events.first?.action.detail == "view=table offset=(0,-100.5)")
  }

  @Test(arguments: [
    (
      #"{ "at": 1, "scroll": { "view": "tabel", "offset": [0, 10] } }"#,
      #"no view named "tabel""#
    ),
    (
      #"{ "at": 1, "scroll": { "view": "plain", "offset": [0, 10] } }"#,
      #""plain" is a view, not a scroll view; name a scrollView, tableView, collectionView or webView"#
    ),
    (
      #"{ "at": 1, "scroll": { "view": "table", "offset": [0, 1e300] } }"#,
      "events[0].scroll.offset"
    ),
    (
      #"{ "at": 1, "scroll": { "view": "table", "offset": [0] } }"#,
      "events[0].scroll.offset"
    ),
    (
      #"{ "at": 1, "scroll": { "view": "table" } }"#,
      #"missing required key "offset""#
    ),
    (
      #"{ "at": 1, "scroll": { "view": "table", "offset": [0, 10], "duration": 1 } }"#,
      #"events[0].scroll.duration: "duration" times an animated scroll only"#
    ),
    (
      #"{ "at": 1, "scroll": { "view": "table", "offset": [0, 10], "animated": true, "frames": 0 } }"#,
      "events[0].scroll.frames: an animated scroll has from 1 to 600 frames, found 0"
    ),
    (
      #"{ "at": 1, "scroll": { "view": "table", "offset": [0, 10], "animated": true, "frames": 601 } }"#,
      "an animated scroll has from 1 to 600 frames, found 601"
    ),
    (
      #"{ "at": 1, "scroll": { "view": "table", "offset": [0, 10], "animated": true, "duration": -1 } }"#,
      "events[0].scroll.duration: a duration cannot be negative"
    ),
  ])
  func aBadScrollIsRefusedWithItsLocation(event: String, expected: String) {
    let found = problems(event)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.hasPrefix("s.json:4:") == true, "\(found)")
    #expect(found.first?.contains(expected) == true, "\(found)")
  }

  private func contentScrollViewProblems(ios: String, name: String) -> [String] {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "iPhone X", "ios": "\(ios)",
        "root": { "viewController": { "name": "A", "contentScrollView": "\(name)", "view": { "subviews": [
          { "tableView": { "name": "table", "layout": "fill" } }, { "view": { "name": "plain" } } ] } } } }
      """
    do {
      let scenario = try Scenario.decode(Array(json.utf8), fileName: "s.json")
      #expect(scenario.root.contentScrollView == name)
      let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
      #expect(again.root.contentScrollView == name)
      return []
    } catch {
      return error.diagnostics.map { $0.rendered(fileName: "s.json") }
    }
  }

  /// `contentScrollView` (`setContentScrollView(_:for:)`): iOS 15+, one of the controller's own
  /// scroll views, each refusal located at the controller.
  @Test func aContentScrollViewIsCheckedAtItsController() {
    #expect(contentScrollViewProblems(ios: "15.0", name: "table") == [])
    #expect(
      contentScrollViewProblems(ios: "14.0", name: "table") == [
        #"s.json:2:11: root.contentScrollView: setContentScrollView(_:for:) does not exist before iOS 15; use "ios": "15.0" or later, or remove "contentScrollView""#
      ])
    #expect(
      contentScrollViewProblems(ios: "15.0", name: "tabel") == [
        #"s.json:2:11: root.contentScrollView: no view named "tabel" in A's view; did you mean "table"?"#
      ])
    #expect(
      contentScrollViewProblems(ios: "15.0", name: "plain") == [
        #"s.json:2:11: root.contentScrollView: "plain" is a view, not a scroll view; name a scrollView, tableView, collectionView or webView"#
      ])
  }
}
