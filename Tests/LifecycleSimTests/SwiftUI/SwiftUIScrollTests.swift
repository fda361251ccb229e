import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimTrace

/// The `scroll` event on SwiftUI scroll views, and a `NavigationStack`'s large title giving way
/// to the first of them (docs/behaviour.md#swiftui-scrolling).
@Suite struct SwiftUIScrollTests {
  /// A hosting controller whose root is a navigation stack (or `container`) titled `Inbox` over
  /// `content`.
  private static func scenario(
    _ content: String, device: String = "iPhone 13", ios: String = "18.0",
    orientation: String = "portrait", mode: String = "large", offsets: [Double] = [],
    view: String = "Rows", container: String = "navigationStack"
  ) -> String {
    let events = offsets.enumerated().map { index, y in
      #"{ "at": \#(index + 1), "scroll": { "view": "\#(view)", "offset": [0, \#(y)] } }"#
    }
    return """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "\(device)", "ios": "\(ios)",
        "orientation": "\(orientation)",
        "root": { "hostingController": { "name": "Host", "rootView": { "\(container)": {
          "title": "Inbox", "displayMode": "\(mode)", "children": [\(content)] } } } },
        "events": [\(events.joined(separator: ", "))] }
      """
  }

  /// A list named `Rows` read by a background reader, with a 20-pt text `First` in its first row.
  private static let list = #"""
    { "list": { "name": "Rows",
        "modifiers": [{ "background": { "geometryReader": { "name": "Reader" } } }],
        "children": [{ "text": { "name": "First", "size": [90, 20] } }, { "text": { "size": [90, 20] } }] } }
    """#

  private func run(_ json: String) throws -> Trace {
    try Simulator(try Scenario.decode(Array(json.utf8), fileName: "t.json")).run()
  }

  /// What `object` reads at the end of `epoch`: its latest record up to then (an epoch that
  /// sends it nothing leaves it as it was).
  private func settled(_ trace: Trace, _ object: String, epoch: Int) -> ObjectState {
    trace.records(of: object).last { $0.epoch <= epoch }?.state ?? ObjectState()
  }

  /// iPhone 13 on 18 (WEB-701, GT-115, WEB-760, WEB-761): the bar's zone shrinks point for
  /// point, so the list's adjusted top and its reader's top follow every offset (143 → 123 →
  /// 91), the first row stays against the bar, and scrolled back to the top the zone returns.
  @Test func fifteenToEighteenTheSafeAreaFollowsTheOffset() throws {
    let trace = try run(Self.scenario(Self.list, offsets: [-123, -91, -50, -143]))
    let expected: [(top: Double, offset: Double)] = [
      (143, -143), (123, -123), (91, -91), (91, -50), (143, -143),
    ]
    for (epoch, values) in expected.enumerated() {
      let rows = settled(trace, "Rows", epoch: epoch)
      #expect(rows.adjustedContentInset?.top == values.top, "epoch \(epoch)")
      #expect(rows.safeAreaInsets?.top == values.top, "epoch \(epoch)")
      #expect(rows.contentOffset == Point(x: 0, y: values.offset), "epoch \(epoch)")
      #expect(settled(trace, "Reader", epoch: epoch).safeAreaInsets?.top == values.top)
      // The row's content is centred in a 44-pt row that starts at -offset.
      #expect(settled(trace, "First", epoch: epoch).frame?.y == -values.offset + 12)
    }
    // The hosting view's own safe area is the window's: the bar is SwiftUI's.
    #expect(settled(trace, "Host", epoch: 2).safeAreaInsets?.top == 47)
  }

  /// iPhone 16 on 26 (OU-031, OU-032, OU-034): the bar keeps its 106 while the content moves
  /// less than the zone, then collapses at once with the offset moved on by 52; back at the
  /// top the zone returns and the resting offset follows the taller inset.
  @Test func twentySixCollapsesAtOnce() throws {
    let trace = try run(
      Self.scenario(Self.list, device: "iPhone 16", ios: "26.0", offsets: [-165 + 51, 300, -113]))
    let expected: [(top: Double, offset: Double)] = [
      (165, -165), (165, -114), (113, 352), (165, -165),
    ]
    for (epoch, values) in expected.enumerated() {
      let rows = settled(trace, "Rows", epoch: epoch)
      #expect(rows.adjustedContentInset?.top == values.top, "epoch \(epoch)")
      #expect(rows.contentOffset == Point(x: 0, y: values.offset), "epoch \(epoch)")
      #expect(settled(trace, "Reader", epoch: epoch).safeAreaInsets?.top == values.top)
    }
  }

  /// iPad (10th generation) on 18: a 24-pt status bar and a 50 + 52 bar, so 126 at rest; the
  /// zone shrinks with the offset as on an iPhone (GT-112, GT-113), and a `NavigationView` on
  /// 15 collapses the same way.
  @Test(arguments: [("iPad (10th generation)", "18.0", 126.0), ("iPhone 13", "15.2", 143.0)])
  func otherDevicesAndNavigationViewCollapseTheSameWay(device: String, ios: String, rest: Double)
    throws
  {
    let trace = try run(
      Self.scenario(
        Self.list, device: device, ios: ios, offsets: [-(rest - 26), 0],
        container: ios.hasPrefix("15") ? "navigationView" : "navigationStack"))
    #expect(settled(trace, "Rows", epoch: 0).adjustedContentInset?.top == rest)
    #expect(settled(trace, "Rows", epoch: 1).adjustedContentInset?.top == rest - 26)
    #expect(settled(trace, "Rows", epoch: 2).adjustedContentInset?.top == rest - 52)
    #expect(settled(trace, "Reader", epoch: 2).safeAreaInsets?.top == rest - 52)
  }

  /// An iPhone in landscape shows no large title: the scroll moves the content, not the bar.
  @Test func landscapeIPhoneHasNoLargeTitleToCollapse() throws {
    let trace = try run(Self.scenario(Self.list, orientation: "landscapeLeft", offsets: [0]))
    let rest = settled(trace, "Rows", epoch: 0)
    let scrolled = settled(trace, "Rows", epoch: 1)
    #expect(rest.adjustedContentInset?.top == 32)
    #expect(scrolled.adjustedContentInset == rest.adjustedContentInset)
    #expect(scrolled.safeAreaInsets == rest.safeAreaInsets)
    #expect(scrolled.contentOffset == Point(x: 0, y: 0))
  }

  /// `inline` has no large title: 47 + 44 before and after.
  @Test func inlineDisplayModeDoesNotCollapse() throws {
    let trace = try run(Self.scenario(Self.list, mode: "inline", offsets: [-60, 200]))
    for epoch in 0...2 {
      #expect(settled(trace, "Rows", epoch: epoch).adjustedContentInset?.top == 91)
    }
    #expect(settled(trace, "Rows", epoch: 2).contentOffset == Point(x: 0, y: 200))
  }

  /// Only the first scroll view below the stack drives the bar (docs/behaviour.md#c49): the
  /// second scrolls under a bar that stays large, named or not.
  @Test(arguments: [#""name": "Top", "#, ""])
  func aSecondScrollViewDoesNotDriveTheBar(firstName: String) throws {
    let content = #"""
      { "vstack": { "children": [
          { "scrollView": { \#(firstName)"axes": "horizontal", "children": [{ "text": { "size": [90, 20] } }] } },
          \#(Self.list)] } }
      """#
    let trace = try run(Self.scenario(content, offsets: [300]))
    let rest = try #require(settled(trace, "Rows", epoch: 0).frame)
    #expect(settled(trace, "Rows", epoch: 1).contentOffset == Point(x: 0, y: 300))
    #expect(settled(trace, "Rows", epoch: 1).frame == rest)
    #expect(
      settled(trace, "First", epoch: 1).frame?.y != settled(trace, "First", epoch: 0).frame?.y)
    if !firstName.isEmpty {
      // The first one, scrolled, does drive it: the bar loses its 52-pt zone, and the two
      // scroll views, both flexible, share the 52 points the stack gains.
      let driven = try run(Self.scenario(content, offsets: [300], view: "Top"))
      #expect(settled(driven, "Rows", epoch: 1).frame?.y == rest.y - 26)
    }
  }

  /// The scroll lays out that hosting controller's SwiftUI content only: the scrolled list and
  /// what moved get `onPreferenceChange`, no UIKit callback runs, and an offset that does not
  /// move sends nothing.
  @Test func aScrollRecordsOnlyWhatMovedInItsHost() throws {
    let trace = try run(Self.scenario(Self.list, offsets: [-123, -123]))
    let scroll = trace.records.filter { $0.epoch == 1 }.map(\.qualifiedName)
    #expect(
      scroll == [
        "Rows.onPreferenceChange", "Reader.onPreferenceChange", "First.onPreferenceChange",
      ])
    #expect(trace.records.filter { $0.epoch == 2 }.isEmpty)
    // Within the zone on 26 only the list's offset and its content move.
    let inside = try run(
      Self.scenario(Self.list, device: "iPhone 16", ios: "26.0", offsets: [-150]))
    #expect(
      inside.records.filter { $0.epoch == 1 }.map(\.qualifiedName)
        == ["Rows.onPreferenceChange", "First.onPreferenceChange"])
  }

  /// `explain` on a reader's safe area after a scroll shows the collapse, marked unverified.
  @Test func explainShowsTheCollapse() throws {
    let scenario = try Scenario.decode(
      Array(Self.scenario(Self.list, offsets: [-123]).utf8), fileName: "t.json")
    let explanation = try Explainer.explain(scenario, "Reader.safeAreaInsets")
    #expect(explanation.value == "{123,0,34,0}")
    let step = try #require(
      explanation.steps.first { $0.subject == "Rows (drives the navigation bar)" })
    #expect(step.result == "32")
    #expect(step.reason?.hasPrefix("unverified") == true)
    #expect(step.sources.contains("docs/behaviour.md#c49"))
    #expect(step.inputs.contains { $0.name == "contentOffset.y" && $0.value == "-123" })
  }

  /// A list in a tab not shown yet keeps the offset it was scrolled to and shows it, with the
  /// bar collapsed, when its tab is selected.
  @Test func aScrollBeforeTheFirstLayoutWaitsForIt() throws {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone 13", "ios": "18.0",
        "root": { "tabBarController": { "name": "Tabs", "tabs": [
          { "viewController": { "name": "Home" } },
          { "hostingController": { "name": "Host", "rootView": { "navigationStack": {
              "title": "Inbox", "displayMode": "large", "children": [\(Self.list)] } } } }] } },
        "events": [{ "at": 1, "scroll": { "view": "Rows", "offset": [0, 300] } },
          { "at": 2, "selectTab": { "tabBarController": "Tabs", "index": 1 } }] }
      """
    let trace = try run(json)
    #expect(trace.records(of: "Rows").allSatisfy { $0.epoch == 2 })
    let shown = settled(trace, "Rows", epoch: 2)
    #expect(shown.contentOffset == Point(x: 0, y: 300))
    // Scrolled, the first layout shows no large title: 47 + 44, and the tab bar's 83.
    #expect(shown.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
  }

  // MARK: Validation

  private func problems(_ event: String) -> [String] {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "iPhone 13", "ios": "18.0",
        "root": { "hostingController": { "name": "Host", "rootView": { "navigationStack": {
          "children": [{ "list": { "name": "Rows", "children": [{ "text": { "name": "Label", "size": [90, 20] } }] } }] } } } },
        "events": [\(event)] }
      """
    return Build.problems(json, fileName: "s.json")
  }

  @Test(arguments: [
    (#"{ "at": 1, "scroll": { "view": "Rowz", "offset": [0, 10] } }"#, #"did you mean "Rows"?"#),
    (
      #"{ "at": 1, "scroll": { "view": "Label", "offset": [0, 10] } }"#,
      #""Label" is a SwiftUI view, not a scroll view; name a SwiftUI scrollView, list or form"#
    ),
    (
      #"{ "at": 1, "scroll": { "view": "Rows", "offset": [0, 1e300] } }"#, "events[0].scroll.offset"
    ),
    (
      #"{ "at": 1, "setContentInset": { "view": "Rows", "insets": [1, 1, 1, 1] } }"#,
      #""Rows" is a SwiftUI view; this event sets a property of a UIKit scroll view"#
    ),
  ])
  func aBadScrollOfASwiftUIViewIsRefusedWithItsLocation(event: String, expected: String) {
    let found = problems(event)
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.hasPrefix("s.json:4:") == true, "\(found)")
    #expect(found.first?.contains(expected) == true, "\(found)")
  }

  @Test func aGoodScrollOfASwiftUIListIsAccepted() {
    #expect(problems(#"{ "at": 1, "scroll": { "view": "Rows", "offset": [0, 10] } }"#).isEmpty)
  }

  /// The engine refuses a scroll of a SwiftUI view that is not a scroll view, as for a scenario
  /// built in code with the check skipped.
  @Test func theEngineRefusesANonScrollSwiftUIView() throws {
    var scenario = try Scenario.decode(
      Array(Self.scenario(Self.list).utf8), fileName: "t.json")
    scenario.events = [ScenarioEvent(at: 1, .scroll(view: "First", offset: Point(x: 0, y: 1)))]
    #expect(throws: (any Error).self) { try Simulator(scenario).run() }
  }

  // MARK: The driving scroll view's walk

  /// `levels` vertical stacks, each holding `width` texts and the stack below; a list at the
  /// bottom.
  private static func nested(levels: Int, width: Int) -> SwiftUINode {
    var node = SwiftUINode(.list, name: "Deep")
    for _ in 0..<levels {
      let texts = (0..<width).map { _ in SwiftUINode(.text(Size(width: 10, height: 10))) }
      node = SwiftUINode(.vstack(spacing: 0, alignment: .center), children: texts + [node])
    }
    return node
  }

  /// The walk finds a scroll view at the deepest level the validator allows, and visits every
  /// node before it once: its work grows with the nodes, 10× and 100× alike.
  @Test func theWalkReachesTheDepthLimitAndIsLinear() throws {
    let deep = SwiftUITree(Self.nested(levels: SwiftUILimits.maximumDepth - 1, width: 1))
    let found = deep.firstScrollView(from: 0)
    #expect(found.node.map { deep[$0].name } == "Deep")
    #expect(found.visited == deep.entries.count)
    var visits: [Int] = []
    for width in [1, 10, 100] {
      let tree = SwiftUITree(Self.nested(levels: 10, width: width))
      let walk = tree.firstScrollView(from: 0)
      #expect(walk.node != nil)
      #expect(walk.visited == tree.entries.count)
      visits.append(walk.visited)
    }
    // 10 levels of (width + 1) nodes, then the list.
    #expect(visits == [21, 111, 1011])
  }

  /// The walk stops at a nested navigation stack or tab view, and at the first scroll view.
  @Test func theWalkStopsAtNestedContainersAndTheFirstScrollView() {
    let inner = SwiftUINode(
      .navigationStack(title: nil, displayMode: .automatic, isView: false),
      children: [SwiftUINode(.list, name: "Inner")])
    let tree = SwiftUITree(
      SwiftUINode(
        .vstack(spacing: nil, alignment: .center),
        children: [inner, SwiftUINode(.form, name: "Outer"), SwiftUINode(.list, name: "After")]))
    let walk = tree.firstScrollView(from: 0)
    #expect(walk.node.map { tree[$0].name } == "Outer")
    #expect(walk.visited == 3)
  }
}
