import LifecycleSim
import Testing

/// iOS 27 navigation-bar minimization as the content scrolls (docs/behaviour.md#bar-minimization).
@Suite struct BarMinimizationTests {
  private func run(
    _ minimization: BarMinimizationSpec?, search: SearchControllerSpec? = nil, offsets: [Double]
  ) throws -> Trace {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 402, height: 3000))), name: "table",
      placement: .layout(.fill))
    let list = ControllerNode(
      name: "List", searchController: search, navigationBarMinimization: minimization,
      view: ViewNode(subviews: [table]))
    var scenario = Build.scenario(
      "iPhone 18 Pro", ios: "27.0", root: Build.navigation("Nav", [list]))
    scenario.events = offsets.enumerated().map { index, y in
      ScenarioEvent(at: Double(index + 1), .scroll(view: "table", offset: Point(x: 0, y: y)))
    }
    return try Build.run(scenario)
  }

  /// The list's top inset after each epoch.
  private func tops(_ trace: Trace, _ epochs: Int) -> [Double?] {
    (0...epochs).map { trace.state(of: "List", at: .settled(epoch: $0))?.safeAreaInsets?.top }
  }

  /// `onScrollDown` (WEB-723): scrolling down minimizes the bar (C48: to nothing, so the top
  /// inset is the window's 62), scrolling back up restores it (62 + 54), and so does the top.
  @Test func onScrollDownMinimizesAndTheReversalRestores() throws {
    let trace = try run(
      BarMinimizationSpec(behavior: .onScrollDown), offsets: [200, 300, 250, 400, -116])
    #expect(tops(trace, 5) == [116, 62, 62, 116, 62, 116])
    #expect(trace.final("Nav.navigationBar").frame?.height == 54)
  }

  /// `atScrollEdge`: a reversal keeps the bar minimized; only the top restores it.
  @Test func atScrollEdgeRestoresOnlyAtTheTop() throws {
    let trace = try run(
      BarMinimizationSpec(behavior: .onScrollDown, restoration: .atScrollEdge),
      offsets: [200, 100, -116])
    #expect(tops(trace, 3) == [116, 62, 62, 116])
  }

  /// `safeAreaAdjustment: disabled`: the bar minimizes, the safe area stays.
  @Test func aDisabledAdjustmentKeepsTheSafeArea() throws {
    let trace = try run(
      BarMinimizationSpec(behavior: .onScrollDown, safeAreaAdjustment: .disabled), offsets: [200])
    #expect(tops(trace, 1) == [116, 116])
    #expect(trace.final("Nav.navigationBar").frame?.height == 0)
  }

  /// `automatic` (the default): no minimization, unless the search is `integratedCentered`,
  /// which minimizes on scroll down and restores at the top (WEB-723).
  @Test func automaticMinimizesOnlyForACentredSearch() throws {
    let plain = try run(BarMinimizationSpec(), offsets: [200])
    #expect(tops(plain, 1) == [116, 116])
    let none = try run(nil, offsets: [200])
    #expect(tops(none, 1) == [116, 116])
    let centred = try run(
      nil, search: SearchControllerSpec(placement: .integratedCentered), offsets: [200, 100, -116])
    #expect(tops(centred, 3) == [116, 62, 62, 116])
  }

  /// `onScrollUp`: scrolling up minimizes, down restores; `never` never minimizes.
  @Test func onScrollUpAndNever() throws {
    let up = try run(BarMinimizationSpec(behavior: .onScrollUp), offsets: [400, 300, 350])
    #expect(tops(up, 3) == [116, 116, 62, 116])
    let never = try run(BarMinimizationSpec(behavior: .never), offsets: [400, 300])
    #expect(tops(never, 2) == [116, 116, 116])
  }

  @Test func theRuleResolvesUIKitsDefaults() {
    #expect(BarMinimizationRule.resolved(nil, searchPlacement: nil) == nil)
    #expect(BarMinimizationRule.resolved(nil, searchPlacement: .integrated) == nil)
    let centred = BarMinimizationRule.resolved(nil, searchPlacement: .integratedCentered)
    #expect(centred?.behavior == .onScrollDown)
    #expect(centred?.restoresAtTheTop == true)
    #expect(centred?.adjustsSafeArea == true)
    // `atScrollEdge` counts with `onScrollDown` only.
    let up = BarMinimizationRule.resolved(
      BarMinimizationSpec(behavior: .onScrollUp, restoration: .atScrollEdge), searchPlacement: nil)
    #expect(up?.restoresAtTheTop == false)
  }

  @Test func beforeTwentySevenTheKeyIsRefused() {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "iPhone 16", "ios": "26.0",
        "root": { "viewController": { "name": "A",
          "navigationBarMinimization": { "behavior": "onScrollDown" } } } }
      """
    do {
      _ = try Scenario.decode(Array(json.utf8), fileName: "s.json")
      Issue.record("decoded")
    } catch {
      let found = error.diagnostics.map { $0.rendered(fileName: "s.json") }
      #expect(found.count == 1, "\(found)")
      #expect(found.first?.contains("needs iOS 27 or later") == true, "\(found)")
    }
  }
}
