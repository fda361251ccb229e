import LifecycleSim
import Testing

@testable import LifecycleSimEngine

/// The geometry pass over the views `loadView` has just made, out of the window
/// (``World/updateLoadedGeometry(of:end:)``, issue 29): the values, validity marks and counted
/// steps of the general pass, which a full recomputation still takes, so that the traces of
/// both are compared record by record.
@Suite struct LoadedGeometryTests {
  /// Tabs over `First` and `Second`, and a child `Late` added to First once it has left the
  /// window.
  ///
  /// At 1 s the second tab is selected, which takes First's view out of the window, and at 2 s
  /// Late is added to First: its views are loaded and stay out of the window to the end. Late's
  /// view holds `Plain` (default margins), `Own`
  /// (margins of 20) with `Keeps` inside it (preserving its superview's), a table view with a
  /// plain view below it, `count` more plain views and a chain `levels` deep.
  private static func scenario(count: Int = 3, levels: Int = 2) -> Scenario {
    let keeps = ViewNode(
      name: "Keeps", placement: .frame(Rect(x: 4, y: 4, width: 192, height: 92)),
      preservesSuperviewLayoutMargins: true)
    let own = ViewNode(
      name: "Own", placement: .frame(Rect(x: 0, y: 0, width: 200, height: 100)),
      subviews: [keeps], layoutMargins: .all(20))
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
      name: "Table", placement: .layout(.fill),
      subviews: [Build.view("Row", frame: Rect(x: 0, y: 0, width: 375, height: 44))])
    var subviews = [Build.view("Plain", frame: Rect(x: 10, y: 10, width: 50, height: 50)), own]
    subviews.append(table)
    subviews += (0..<count).map {
      Build.view("p\($0)", frame: Rect(x: 0, y: Double($0 % 600), width: 100, height: 20))
    }
    subviews.append(Build.nestedViews(levels, leaf: Build.view("Deepest", layout: .margins)))
    let late = ControllerNode(name: "Late", view: ViewNode(subviews: subviews))
    let tabs = Build.tabs("Tabs", [Build.plain("First"), Build.plain("Second")])
    var scenario = Build.scenario("iPhone X", ios: "17.0", root: tabs)
    scenario.events = [
      ScenarioEvent(at: 1, .selectTab(tabBarController: "Tabs", index: 1)),
      ScenarioEvent(at: 2, .addChild(parent: "First", controller: late)),
    ]
    return scenario
  }

  /// The counted steps of a run of `scenario`.
  private static func work(_ scenario: Scenario) throws -> PassWork {
    let simulator = try Simulator(scenario)
    _ = try simulator.run()
    return simulator.passWork
  }

  /// Views loaded out of the window read zero insets (GT-143, GT-221), the default margins of 8
  /// (GT-194), their own, or at least their superview's less their distance from its edges
  /// (OU-041, docs/behaviour.md#margins), and the trace is that of the general pass, validity
  /// marks and final records included.
  @Test func loadedViewsOutOfTheWindowReadWhatTheGeneralPassGives() throws {
    let scenario = Self.scenario()
    let trace = try Simulator(scenario).run()
    func final(_ name: String) throws -> ObjectState {
      try #require(trace.finals.first { $0.object == name }).state
    }
    let plain = try final("Plain")
    #expect(plain.inWindow == false)
    #expect(plain.safeAreaInsets == .zero)
    #expect(plain.layoutMargins == .all(8))
    #expect(try final("Own").layoutMargins == .all(20))
    #expect(try final("Keeps").layoutMargins == .all(16))
    #expect(try final("Row").layoutMargins == .all(8))
    #expect(try IncrementalGeometryTests.differenceFromAFullPass(scenario) == nil)
  }

  /// The first display's own loading, through a navigation controller, matches the general
  /// pass too: the views are loaded out of the window, then join it.
  @Test func theFirstDisplayMatchesTheGeneralPass() throws {
    var scenario = Self.scenario(count: 40, levels: 12)
    scenario.events = []
    #expect(try IncrementalGeometryTests.differenceFromAFullPass(scenario) == nil)
  }

  /// A chain of views 120 levels deep, loaded out of the window, is computed one view after the
  /// other, without recursion, as the general pass computes it.
  @Test func aDeepTreeLoadsAsTheGeneralPassComputes() throws {
    let scenario = Self.scenario(count: 1, levels: 120)
    let trace = try Simulator(scenario).run()
    let deepest = try #require(trace.finals.first { $0.object == "Deepest" })
    #expect(deepest.state.layoutMargins == .all(8))
    #expect(try IncrementalGeometryTests.differenceFromAFullPass(scenario) == nil)
  }

  /// 10, 100 and 1,000 more views loaded: each is visited and recomputed once, out of the
  /// window, and nothing else grows.
  @Test func theLoadedViewsAreComputedOnceEach() throws {
    let base = try Self.work(Self.scenario(count: 10))
    for factor in [10, 100] {
      let more = try Self.work(Self.scenario(count: 10 * factor))
      let added = (factor - 1) * 10
      #expect(more.geometryRecomputations - base.geometryRecomputations == added)
      #expect(more.geometryVisits - base.geometryVisits == added)
      #expect(more.originMoves == base.originMoves)
    }
  }
}
