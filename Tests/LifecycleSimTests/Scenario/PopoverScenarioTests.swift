import LifecycleSim
import Testing

/// The `present` event's popover keys (docs/scenario-format.md#popovers): decoding, encoding,
/// and the located errors for what does not fit.
@Suite struct PopoverScenarioTests {
  /// A scenario on an iPad whose root view holds `Button`, and whose event at 1 s is `present`.
  private func json(_ present: String, ios: String = "17.0") -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "t", "device": "iPad (A16)", "ios": "\(ios)",
      "root": { "viewController": { "name": "Main", "view": { "subviews": [
        { "view": { "name": "Button", "frame": [700, 40, 44, 44] } } ] } } },
      "events": [ { "at": 1, "present": { "from": "Main",
        "controller": { "viewController": { "name": "Tools" } }, \(present) } } ] }
    """
  }

  private func problems(_ text: String) -> [String] {
    Build.problems(text, fileName: "p.json")
  }

  @Test func theKeysDecodeAndEncodeBack() throws {
    let scenario = try Scenario.decode(
      Array(
        json(
          #""style": "popover", "sourceView": "Button", "sourceRect": [0, 0, 44, 20], "#
            + #""permittedArrowDirections": ["down", "up"], "preferredContentSize": [320, 400]"#
        ).utf8))
    guard
      case .present(_, _, let style, _, _, let popover) = try #require(scenario.events.first)
        .action
    else {
      Issue.record("not a present event")
      return
    }
    #expect(style == .popover)
    #expect(popover.sourceView == "Button")
    #expect(popover.sourceRect == Rect(x: 0, y: 0, width: 44, height: 20))
    #expect(popover.permittedArrowDirections == [.down, .up])
    #expect(popover.preferredContentSize == Size(width: 320, height: 400))
    #expect(
      try #require(scenario.events.first).action.detail
        == "from=Main controller=Tools style=popover animated=true sourceView=Button "
        + "sourceRect=(0,0,44,20) permittedArrowDirections=[down,up] preferredContentSize=320x400")
    let again = try Scenario.decode(scenario.jsonBytes())
    #expect(again == scenario)
  }

  @Test func anyIsEveryDirection() throws {
    let scenario = try Scenario.decode(
      Array(
        json(#""style": "popover", "sourceView": "Button", "permittedArrowDirections": "any""#).utf8
      ))
    guard case .present(_, _, _, _, _, let popover) = try #require(scenario.events.first).action
    else {
      Issue.record("not a present event")
      return
    }
    #expect(popover.permittedArrowDirections.isEmpty)
    #expect(popover.directions == [.up, .down, .left, .right])
  }

  @Test func popoverKeysNeedThePopoverStyle() {
    #expect(
      problems(json(#""style": "pageSheet", "sourceView": "Button""#)) == [
        "p.json:5:98: events[0].present: sourceView, sourceRect, permittedArrowDirections and "
          + "preferredContentSize apply to popovers, and style pageSheet is not one; add "
          + "\"style\": \"popover\", or remove the popover keys"
      ])
  }

  @Test func anUnknownSourceViewNamesTheClosest() {
    let found = problems(json(#""style": "popover", "sourceView": "Buton""#))
    #expect(found.count == 1)
    #expect(
      found.first?.hasSuffix(
        "events[0].present.sourceView: no view named \"Buton\"; did you mean \"Button\"?") == true)
  }

  @Test func aSourceMustBeAUIKitView() {
    let text = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPad (A16)", "ios": "17.0",
        "root": { "hostingController": { "name": "Host", "rootView": { "text": { "name": "Label", "size": [100, 20] } } } },
        "events": [ { "at": 1, "present": { "from": "Host",
          "controller": { "viewController": { "name": "Tools" } }, "style": "popover",
          "sourceView": "Label" } } ] }
      """
    let found = problems(text)
    #expect(found.count == 1)
    #expect(
      found.first?.contains("\"Label\" is a SwiftUI view; a popover's source is a UIKit view")
        == true)
  }

  @Test func badDirectionsAndSizesAreLocated() {
    let twice = problems(
      json(#""style": "popover", "sourceView": "Button", "permittedArrowDirections": ["up", "up"]"#)
    )
    #expect(twice.count == 1)
    #expect(
      twice.first?.contains("permittedArrowDirections[1]: direction up is listed twice; keep one")
        == true)
    let misspelt = problems(
      json(#""style": "popover", "sourceView": "Button", "permittedArrowDirections": ["upp"]"#))
    #expect(misspelt.first?.contains("unknown value \"upp\"; did you mean \"up\"?") == true)
    let empty = problems(
      json(#""style": "popover", "sourceView": "Button", "permittedArrowDirections": []"#))
    #expect(empty.first?.contains("a popover needs at least one permitted arrow direction") == true)
    let zero = problems(
      json(#""style": "popover", "sourceView": "Button", "preferredContentSize": [0, 100]"#))
    #expect(zero.count == 1)
    #expect(
      zero.first?.contains(
        "preferredContentSize: a preferred content size needs a width and a height of more than 0")
        == true)
  }

  /// A popover built in code is checked as a file's is.
  @Test func aScenarioBuiltInCodeIsChecked() {
    var scenario = Build.scenario("iPad (A16)", ios: "17.0", root: Build.plain("Main"))
    scenario.events = [
      ScenarioEvent(
        at: 1,
        .present(
          Build.plain("Tools"), from: "Main", style: .popover,
          popover: PopoverConfiguration(
            sourceRect: Rect(x: 0, y: 0, width: -1, height: 4),
            preferredContentSize: Size(width: 0, height: 10))))
    ]
    let messages = ScenarioValidator.diagnostics(of: scenario).diagnostics.map(\.message)
    #expect(
      messages.contains { $0.contains("a preferred content size must lie between 0 and 1000000") })
    #expect(messages.contains { $0.contains("a source rectangle must lie within ±1000000") })
  }
}
