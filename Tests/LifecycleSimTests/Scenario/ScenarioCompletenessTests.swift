import LifecycleSim
import Testing

/// A part of a file that does not decode hides nothing else, and causes nothing else: every
/// other problem is reported at once, with its location, and none that follows from the part.
@Suite struct ScenarioCompletenessTests {
  private func problems(_ json: String) -> [String] {
    do {
      _ = try Scenario.decode(Array(json.utf8), fileName: "c.json")
      return []
    } catch {
      return error.description.split(separator: "\n").map(String.init)
    }
  }

  /// An unknown root kind used to hide the unknown device, the bad version, the unknown quirk
  /// and the events' problems.
  @Test func anUnknownRootKindHidesNothing() {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "c", "device": "iPhone Y", "ios": "eleven",
        "quirks": { "nope": true },
        "root": { "navController": { "name": "N", "stack": [] } },
        "events": [ { "at": -1, "pop": { "navigationController": "N" } },
          { "at": 1, "push": { "navigationController": "N",
            "controller": { "viewController": { "name": "B", "view": { "subviews": [{ "name": "B" }] } } } } } ] }
      """
    #expect(
      problems(json) == [
        #"c.json:1:60: device: unknown device "iPhone Y"; did you mean "iPhone 5"?"#,
        #"c.json:1:79: ios: "eleven" is not an iOS version; write it as "major.minor", e.g. "11.0""#,
        #"c.json:2:15: quirks.nope: unknown quirk "nope"; docs/behaviour.md#quirk-switches lists them"#,
        #"c.json:3:13: root: unknown controller kind "navController"; did you mean "navigationController"?"#,
        "c.json:4:23: events[0].at: a time cannot be negative, found -1; use 0 or more",
        #"c.json:6:79: events[1].push.controller.view.subviews[0]: the name "B" is already used by events[1].push.controller; give every controller and view a unique name"#,
      ])
  }

  /// A child that does not decode is not reported again as a missing stack entry, a missing
  /// container view or an unknown reference: its names may be the ones referred to.
  @Test func problemsThatFollowFromAnUndecodedPartAreNotReported() {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "c", "device": "iPhone X", "ios": "11.0",
        "root": { "tabBarController": { "name": "T", "selectedIndex": 1, "tabs": [
          { "navigationController": { "name": "N", "stack": [ { "viewControler": { "name": "A" } } ] } },
          { "viewController": { "name": "P", "children": [ { "in": "box",
            "controller": { "viewController": { "name": "C" } } } ],
            "view": { "subviews": [ { "scrolView": { "name": "box" } } ] } } } ] } },
        "events": [ { "at": 1, "dismiss": { "controller": "A" } },
          { "at": 1, "setContentSize": { "view": "box", "size": [1, 1] } } ] }
      """
    #expect(
      problems(json) == [
        #"c.json:3:59: root.tabs[0].stack[0]: unknown controller kind "viewControler"; did you mean "viewController"?"#,
        #"c.json:6:33: root.tabs[1].view.subviews[0]: unknown view kind or property "scrolView"; did you mean "scrollView"?"#,
      ])
  }

  /// Once the file decodes, the same references are checked.
  @Test func referencesAreCheckedWhenTheFileDecodes() {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "c", "device": "iPhone X", "ios": "11.0",
        "root": { "viewController": { "name": "A" } },
        "events": [ { "at": 1, "dismiss": { "controller": "Z" } } ] }
      """
    #expect(
      problems(json) == [
        #"c.json:3:15: events[0].dismiss.controller: no controller named "Z"; did you mean "A"?"#
      ])
  }

  /// A default root view has the location of its controller, in the tree and in events.
  @available(macOS 13, iOS 16, *)  // Regex; the package declares macOS 12 and iOS 15
  @Test func defaultRootViewsAreLocated() {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "c", "device": "iPhone X", "ios": "11.0",
        "root": { "viewController": { "name": "A", "view": { "subviews": [ { "name": "B.view" } ] } } },
        "events": [ { "at": 1, "push": { "navigationController": "A",
          "controller": { "viewController": { "name": "B" } } } } ] }
      """
    let lines = problems(json)
    #expect(
      lines.contains(
        #"c.json:4:19: events[0].push.controller.view: the name "B.view" is already used by root.view.subviews[0]; give every controller and view a unique name"#
      ))
    #expect(lines.allSatisfy { $0.prefixMatch(of: #/c\.json:\d+:\d+: /#) != nil })
  }
}
