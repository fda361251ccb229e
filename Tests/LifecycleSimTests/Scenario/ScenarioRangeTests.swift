import LifecycleSim
import Testing

/// The range of every number of a scenario: widths, heights, sizes, durations, keyboard
/// heights and indexes cannot be negative, and each refusal is located at the value.
@Suite struct ScenarioRangeTests {
  private func problems(
    root: String =
      #"{ "navigationController": { "name": "N", "stack": [{ "viewController": { "name": "A" } }] } }"#,
    events: String
  )
    -> [String]
  {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "r", "device": "iPhone X", "ios": "11.0",
        "root": \(root),
        "events": [\(events)] }
      """
    do {
      _ = try Scenario.decode(Array(json.utf8), fileName: "r.json")
      return []
    } catch {
      return error.diagnostics.map { $0.rendered(fileName: "r.json") }
    }
  }

  @Test(arguments: [
    (
      #"{ "at": 1, "showKeyboard": { "height": -5 } }"#,
      "r.json:3:53: events[0].showKeyboard.height: a keyboard height cannot be negative, found -5; use 0 or more"
    ),
    (
      #"{ "at": 1, "showKeyboard": { "height": 5, "duration": -0.5 } }"#,
      "r.json:3:68: events[0].showKeyboard.duration: a duration cannot be negative, found -0.5; use 0 or more"
    ),
    (
      #"{ "at": 1, "hideKeyboard": { "duration": -1 } }"#,
      "r.json:3:55: events[0].hideKeyboard.duration: a duration cannot be negative, found -1; use 0 or more"
    ),
    (
      #"{ "at": 1, "interactivePop": { "navigationController": "N", "completes": true, "duration": -2 } }"#,
      "r.json:3:105: events[0].interactivePop.duration: a duration cannot be negative, found -2; use 0 or more"
    ),
    (
      #"{ "at": 1, "setContentSize": { "view": "A.view", "size": [10, -1] } }"#,
      "r.json:3:76: events[0].setContentSize.size[1]: a height cannot be negative, found -1; use 0 or more"
    ),
    (
      #"{ "at": 1, "setFrame": { "view": "A.view", "frame": [-5, -5, -1, 10] } }"#,
      "r.json:3:75: events[0].setFrame.frame[2]: a width cannot be negative, found -1; use 0 or more"
    ),
    (
      #"{ "at": -1, "setNeedsLayout": { "view": "A.view" } }"#,
      "r.json:3:22: events[0].at: a time cannot be negative, found -1; use 0 or more"
    ),
    (
      #"{ "at": 1, "selectTab": { "tabBarController": "A", "index": -1 } }"#,
      "r.json:3:74: events[0].selectTab.index: an index cannot be negative, found -1; indexes count from 0"
    ),
  ])
  func negativeEventValuesAreRefusedAtTheValue(event: String, expected: String) {
    #expect(problems(events: event) == [expected])
  }

  /// Node values: frames' and pins' widths and heights, content sizes, the selected tab.
  @Test func negativeNodeValuesAreRefusedAtTheValue() {
    let root = """
      { "tabBarController": { "name": "T", "selectedIndex": -1, "tabs": [
        { "viewController": { "name": "A", "view": { "subviews": [
          { "view": { "frame": [0, 0, 10, -10] } },
          { "scrollView": { "contentSize": [-1, 5] } },
          { "view": { "layout": { "top": "edge", "left": "edge", "width": -3, "height": 4 } } } ] } } } ] } }
      """
    #expect(
      problems(root: root, events: "") == [
        "r.json:2:65: root.selectedIndex: an index cannot be negative, found -1; indexes count from 0",
        "r.json:4:37: root.tabs[0].view.subviews[0].frame[3]: a height cannot be negative, found -10; use 0 or more",
        "r.json:5:39: root.tabs[0].view.subviews[1].contentSize[0]: a width cannot be negative, found -1; use 0 or more",
        "r.json:6:69: root.tabs[0].view.subviews[2].layout.width: a width cannot be negative, found -3; use 0 or more",
      ])
  }

  /// Zero and the largest values are accepted.
  @Test func boundsAreAccepted() {
    #expect(
      problems(
        events: """
          { "at": 0, "showKeyboard": { "height": 0, "duration": 0 } },
          { "at": 1000000, "hideKeyboard": { "duration": 1000000 } },
          { "at": 1, "setFrame": { "view": "A.view", "frame": [-1000000, 0, 0, 1000000] } }
          """) == [])
  }

  /// Scenarios built in code get the same refusals, at the event.
  @Test func eventValuesBuiltInCodeAreChecked() {
    let events = [
      ScenarioEvent(at: 1, .showKeyboard(height: .points(-1), duration: -1)),
      ScenarioEvent(at: 1, .setContentSize(view: "S", size: Size(width: -1, height: 0))),
      ScenarioEvent(
        at: 1, .setFrame(view: "A.view", frame: Rect(x: 0, y: 0, width: 1, height: -1))),
      ScenarioEvent(at: 1, .hideKeyboard(duration: .infinity)),
      ScenarioEvent(
        at: 1, .setContentInset(view: "S", insets: EdgeInsets(top: .nan))),
    ]
    let scenario = Scenario(
      name: "code", device: "iPhone X", ios: "11.0",
      root: ControllerNode(
        name: "A", view: ViewNode(subviews: [ViewNode(.scrollView(.init()), name: "S")])),
      events: events)
    let error = #expect(throws: ScenarioError.self) { try Simulator(scenario) }
    #expect(
      error?.diagnostics.map(\.description) == [
        "events[0].showKeyboard.duration: a duration must lie between 0 and 1000000 seconds",
        "events[0].showKeyboard.height: a width or height must lie between 0 and 1000000",
        "events[1].setContentSize.size: a width or height must lie between 0 and 1000000",
        "events[2].setFrame.frame: a width or height must lie between 0 and 1000000",
        "events[3].hideKeyboard.duration: a duration must lie between 0 and 1000000 seconds",
        "events[4].setContentInset.insets: a value is not finite or is out of range; use values within ±1000000",
      ])
  }
}
