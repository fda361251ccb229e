@testable import LifecycleSimModel
import Testing
import LifecycleSim

/// The `swiftUI` event in the format (docs/scenario-format.md#swiftui-events): its errors, with
/// their locations and fixes, its encoding, and the bounded walks over the trees it changes.
@Suite struct SwiftUIEventScenarioTests {
  private func json(_ events: String, ios: String = "17.0") -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone 15", "ios": "\(ios)",
      "root": { "hostingController": { "name": "Host", "rootView":
        { "navigationStack": { "name": "Stack", "children": [
          { "tabView": { "name": "Tabs", "children": [
            { "text": { "name": "Home", "size": [10, 10] } }] } }] } } } },
      "events": \(events) }
    """
  }

  private func problems(_ events: String, ios: String = "17.0") -> [String] {
    Build.problems(json(events, ios: ios), fileName: "e.json")
  }

  @Test func namesAreCheckedWithTheirKinds() {
    let unknown = problems(
      #"[{ "at": 1, "swiftUI": { "pop": { "stack": "Stak" } } }]"#)
    #expect(
      unknown == [
        #"e.json:6:14: events[0].swiftUI.pop.stack: no navigationStack named "Stak"; did you mean "Stack"?"#
      ])
    let wrongKind = problems(
      #"[{ "at": 1, "swiftUI": { "selectTab": { "tabView": "Stack", "index": 0 } } }]"#)
    #expect(
      wrongKind.first?.contains(
        #"events[0].swiftUI.selectTab.tabView: "Stack" is a navigationStack, not a tabView"#)
        == true)
    let notSwiftUI = problems(
      #"[{ "at": 1, "swiftUI": { "swap": { "view": "Host", "with": { "color": {} } } } }]"#)
    #expect(notSwiftUI.first?.contains(#"no SwiftUI view named "Host""#) == true)
  }

  @Test func versionsAndDetentsAreChecked() {
    let cover = problems(
      #"""
      [{ "at": 1, "swiftUI": { "present": { "from": "Home", "name": "C", "style": "fullScreenCover",
          "view": { "color": {} } } } }]
      """#, ios: "13.0")
    #expect(
      cover.contains {
        $0.contains("fullScreenCover needs iOS 14 or later; this scenario uses iOS 13.0")
      })
    let detents = problems(
      #"""
      [{ "at": 1, "swiftUI": { "present": { "from": "Home", "name": "S", "style": "sheet",
          "detents": ["medium"], "view": { "color": {} } } } }]
      """#, ios: "15.0")
    #expect(detents.contains { $0.contains("presentationDetents needs iOS 16 or later") })
    let coverDetents = problems(
      #"""
      [{ "at": 1, "swiftUI": { "present": { "from": "Home", "name": "S",
          "style": "fullScreenCover", "detents": ["large"], "view": { "color": {} } } } }]
      """#)
    #expect(coverDetents.contains { $0.contains("a fullScreenCover is not one") })
    let task = problems(
      #"""
      [{ "at": 1, "swiftUI": { "push": { "stack": "Stack",
          "view": { "color": { "modifiers": [{ "task": {} }] } } } } }]
      """#, ios: "14.0")
    #expect(task.contains { $0.contains("task needs iOS 15 or later") })
  }

  @Test func addedNamesAreUniqueAndMisspeltKeysSuggested() {
    let duplicate = problems(
      #"""
      [{ "at": 1, "swiftUI": { "push": { "stack": "Stack", "view": { "color": { "name": "Home" } } } } }]
      """#)
    #expect(duplicate.contains { $0.contains(#""Home""#) && $0.contains("events[0].swiftUI.push") })
    // The presented hosting controller takes its name and its view's, as a presented
    // controller does.
    let hostView = problems(
      #"""
      [{ "at": 1, "swiftUI": { "present": { "from": "Home", "name": "Tabs", "style": "sheet",
          "view": { "color": {} } } } }]
      """#)
    #expect(hostView.contains { $0.contains(#"the name "Tabs" is already used"#) })
    let misspelt = problems(#"[{ "at": 1, "swiftUI": { "psh": { "stack": "Stack" } } }]"#)
    #expect(misspelt.first?.contains(#"did you mean "push"?"#) == true)
    let missing = problems(#"[{ "at": 1, "swiftUI": { "push": { "stack": "Stack" } } }]"#)
    #expect(missing.first?.contains(#"missing required key "view""#) == true)
  }

  /// What only the run can know is refused then, at the event, with the fix.
  @Test func runTimeProblemsAreLocated() throws {
    let scenario = try Scenario.decode(
      Array(json(#"[{ "at": 1, "swiftUI": { "pop": { "stack": "Stack" } } }]"#).utf8),
      fileName: "e.json")
    let error = try #require(throws: ScenarioError.self) { try Simulator(scenario).run() }
    #expect(error.description.contains("events[0].swiftUI"))
    #expect(error.description.contains(#"the navigation stack "Stack" shows its root view"#))
    #expect(error.description.contains("push a view first"))
  }

  /// A push whose view would nest SwiftUI views beyond 64 levels is refused, not run.
  @Test func aPushBeyondTheDepthLimitIsRefused() throws {
    func chain(_ depth: Int) -> SwiftUINode {
      var view = SwiftUINode(.text(Size(width: 1, height: 1)), name: "Leaf")
      for _ in 1..<depth {
        view = SwiftUINode(.vstack(spacing: nil, alignment: .center), children: [view])
      }
      return view
    }
    #expect(chain(63).depth == 63)
    var scenario = try Scenario.decode(Array(json("[]").utf8), fileName: "e.json")
    // The stack is level 1 and the pushed view starts at level 2: 64 levels run.
    scenario.events = [ScenarioEvent(at: 1, .swiftUI(.push(stack: "Stack", view: chain(63))))]
    let trace = try Simulator(scenario).run()
    #expect(trace.final("Leaf").inWindow == true)
    scenario.events = [ScenarioEvent(at: 1, .swiftUI(.push(stack: "Stack", view: chain(64))))]
    let error = try #require(throws: ScenarioError.self) { try Simulator(scenario).run() }
    #expect(error.description.contains("would nest SwiftUI views 65 levels deep, more than 64"))
    #expect(error.description.contains("events[0]"))
  }

  /// Finding a named view visits each node at most once: the work grows with the tree, 10 and
  /// 100 times the nodes give 10 and 100 times the visits, and depth costs no recursion.
  @Test func findingAViewIsLinearAndIterative() throws {
    func row(_ count: Int) -> SwiftUINode {
      SwiftUINode(
        .vstack(spacing: nil, alignment: .center),
        children: (0..<count).map { SwiftUINode(.color, name: "C\($0)") }
          + [SwiftUINode(.color, name: "Last")])
    }
    let visits = [10, 100, 1000].map { SwiftUINodePath.find("Last", in: row($0)).visited }
    #expect(visits == [12, 102, 1002])
    // A chain 10,000 levels deep (far beyond any valid tree) is walked without recursing.
    var chain = SwiftUINode(.color, name: "Deep")
    for _ in 0..<10_000 { chain = SwiftUINode(.zstack(alignment: .center), children: [chain]) }
    let found = SwiftUINodePath.find("Deep", in: chain)
    #expect(found.visited == 10_001)
    #expect(found.path?.steps.count == 10_000)
    #expect(chain.depth == 10_001)
    let edited = try #require(found.path?.editing(chain) { $0.name = "Renamed" })
    #expect(found.path?.node(in: edited)?.name == "Renamed")
    #expect(SwiftUINodePath.find("Missing", in: row(10)).path == nil)
  }

  /// The event encodes to the format and decodes back.
  @Test func theEventRoundTrips() throws {
    let events = [
      SwiftUIEvent.push(stack: "Stack", view: SwiftUINode(.color, name: "A").task()),
      .pop(stack: "Stack", animated: false),
      .selectTab(tabView: "Tabs", index: 0),
      .present(
        from: "Home", name: "S", view: SwiftUINode(.color, name: "B"), style: .sheet,
        sheet: SheetConfiguration(detents: [.medium, .large], selectedDetent: .large)),
      .dismiss(name: "S"),
      .swap(view: "A", with: SwiftUINode(.color, name: "D")),
    ]
    var scenario = try Scenario.decode(Array(json("[]").utf8), fileName: "e.json")
    scenario.events = events.enumerated().map {
      ScenarioEvent(at: Double($0.offset), .swiftUI($0.element))
    }
    let decoded = try Scenario.decode(scenario.jsonBytes(), fileName: "r.json")
    #expect(decoded.events.map(\.action) == scenario.events.map(\.action))
  }
}
