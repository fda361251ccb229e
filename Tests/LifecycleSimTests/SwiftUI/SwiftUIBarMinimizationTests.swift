import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimEngine
@testable import LifecycleSimTrace

/// iOS 27's `toolbarMinimizationBehavior(_:for: .navigationBar)` and its restoration and
/// safe-area modifiers on a `NavigationStack` (docs/behaviour.md#swiftui-bar-minimization): the
/// bar minimizes as UIKit's `navigationBarMinimization` does (WEB-723, WEB-850).
@Suite struct SwiftUIBarMinimizationTests {
  /// A hosting controller whose root is a navigation stack titled `Inbox` over a scroll view
  /// `Feed` read by a background reader, scrolled to each of `offsets` in turn.
  private static func scenario(
    minimization: String?, ios: String = "27.0", mode: String = "inline", offsets: [Double]
  ) -> String {
    let events = offsets.enumerated().map { index, y in
      #"{ "at": \#(index + 1), "scroll": { "view": "Feed", "offset": [0, \#(y)] } }"#
    }
    let key = minimization.map { #""toolbarMinimization": \#($0),"# } ?? ""
    return """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone 18 Pro", "ios": "\(ios)",
        "root": { "hostingController": { "name": "Host", "rootView": { "navigationStack": {
          "title": "Inbox", "displayMode": "\(mode)", \(key) "children": [
            { "scrollView": { "name": "Feed",
                "modifiers": [{ "background": { "geometryReader": { "name": "Reader" } } }],
                "children": [{ "text": { "size": [300, 2000] } }] } }] } } } },
        "events": [\(events.joined(separator: ", "))] }
      """
  }

  private func run(_ json: String) throws -> Trace {
    try Simulator(try Scenario.decode(Array(json.utf8), fileName: "t.json")).run()
  }

  /// `Feed`'s top inset at the end of each epoch, checked against its reader's.
  private func tops(_ trace: Trace, _ epochs: Int) -> [Double?] {
    (0...epochs).map { epoch in
      let feed = trace.records(of: "Feed").last { $0.epoch <= epoch }?.state
      let reader = trace.records(of: "Reader").last { $0.epoch <= epoch }?.state
      #expect(feed?.safeAreaInsets?.top == reader?.safeAreaInsets?.top, "epoch \(epoch)")
      return feed?.adjustedContentInset?.top
    }
  }

  /// `onScrollDown` (WEB-850, WEB-723): scrolling down minimizes the bar (C48: to nothing, so
  /// the top is the window's 62), scrolling back up restores the inline bar (62 + 54), and so
  /// does the top of the content.
  @Test func onScrollDownMinimizesAndTheReversalRestores() throws {
    let trace = try run(
      Self.scenario(
        minimization: #"{ "behavior": "onScrollDown" }"#, offsets: [200, 300, 250, 400, -116]))
    #expect(tops(trace, 5) == [116, 62, 62, 116, 62, 116])
  }

  /// `atScrollEdge` (the restoration modifier): a reversal keeps the bar minimized; only the
  /// top restores it.
  @Test func atScrollEdgeRestoresOnlyAtTheTop() throws {
    let trace = try run(
      Self.scenario(
        minimization: #"{ "behavior": "onScrollDown", "restoration": "atScrollEdge" }"#,
        offsets: [200, 100, -116]))
    #expect(tops(trace, 3) == [116, 62, 62, 116])
  }

  /// `onScrollUp`: content aligned to the bottom minimizes the bar as it scrolls up.
  @Test func onScrollUpMinimizesScrollingUp() throws {
    let trace = try run(
      Self.scenario(minimization: #"{ "behavior": "onScrollUp" }"#, offsets: [400, 200, 300]))
    #expect(tops(trace, 3) == [116, 116, 62, 116])
  }

  /// `toolbarMinimizationSafeAreaAdjustment(.disabled)`: the safe area stays as it was.
  @Test func aDisabledAdjustmentKeepsTheSafeArea() throws {
    let trace = try run(
      Self.scenario(
        minimization: #"{ "behavior": "onScrollDown", "safeAreaAdjustment": "disabled" }"#,
        offsets: [200]))
    #expect(tops(trace, 1) == [116, 116])
  }

  /// `automatic` minimizes only for a `searchable` in the principal placement, which a stack
  /// without one does not have, and `never` never: both read as a stack without the modifiers.
  @Test func automaticAndNeverDoNotMinimize() throws {
    let offsets: [Double] = [200, 300, 250]
    let without = try run(Self.scenario(minimization: nil, offsets: offsets))
    for spec in [#"{}"#, #"{ "behavior": "never" }"#] {
      let trace = try run(Self.scenario(minimization: spec, offsets: offsets))
      #expect(tops(trace, 3) == tops(without, 3))
      #expect(tops(trace, 3) == [116, 116, 116, 116])
    }
  }

  /// The same scrolls give the SwiftUI stack's content the top insets UIKit's
  /// `navigationBarMinimization` gives a table under a large title: the collapse first (26+:
  /// at once, the offset moved on), then the minimization, in both orientations.
  @Test func aLargeTitleCollapsesThenTheBarMinimizesAsUIKitsDoes() throws {
    let offsets: [Double] = [100, 300, 250, 400]
    let trace = try run(
      Self.scenario(
        minimization: #"{ "behavior": "onScrollDown" }"#, mode: "large", offsets: offsets))
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 402, height: 3000))), name: "table",
      placement: .layout(.fill))
    let list = ControllerNode(
      name: "List", navigationBarMinimization: BarMinimizationSpec(behavior: .onScrollDown),
      view: ViewNode(subviews: [table]))
    var uikit = Build.scenario(
      "iPhone 18 Pro", ios: "27.0",
      root: Build.navigation("Nav", [list], bar: NavigationBarSpec(prefersLargeTitles: true)))
    uikit.events = offsets.enumerated().map { index, y in
      ScenarioEvent(at: Double(index + 1), .scroll(view: "table", offset: Point(x: 0, y: y)))
    }
    let reference = try Build.run(uikit)
    let uikitTops = (0...4).map {
      reference.state(of: "table", at: .settled(epoch: $0))?.adjustedContentInset?.top
    }
    #expect(uikitTops == [168, 62, 62, 116, 62])
    #expect(tops(trace, 4) == uikitTops)
  }

  /// Before iOS 27 the key is refused at its path, with the fix.
  @Test func beforeTwentySevenTheKeyIsRefused() {
    let json = Self.scenario(
      minimization: #"{ "behavior": "onScrollDown" }"#, ios: "26.0", offsets: [])
    #expect(throws: ScenarioError.self) { try Scenario.decode(Array(json.utf8), fileName: "t.json") }
    do {
      _ = try Scenario.decode(Array(json.utf8), fileName: "t.json")
    } catch {
      let text = "\(error)"
      #expect(text.contains("root.rootView.toolbarMinimization"))
      #expect(text.contains("toolbarMinimization needs iOS 27 or later"))
      #expect(text.contains("use \"ios\": \"27.0\" or later, or remove it"))
    }
  }

  /// `explain` names the minimization among the steps of a value it decided, as unverified.
  @Test func explainShowsTheMinimization() throws {
    let scenario = try Scenario.decode(
      Array(
        Self.scenario(minimization: #"{ "behavior": "onScrollDown" }"#, offsets: [200]).utf8),
      fileName: "t.json")
    let explanation = try Explainer.explain(scenario, "Feed.safeAreaInsets")
    #expect(explanation.value == "{62,0,34,0}")
    let step = try #require(
      explanation.steps.first { $0.rule == Self.minimizationRule })
    #expect(step.result == "minimized")
    #expect(step.reason?.contains("unverified") == true)
    #expect(step.reason?.contains("docs/behaviour.md#c48") == true)
  }

  private static let minimizationRule = World.swiftUIBarMinimizationStory.rule
}
