import Testing

@testable import LifecycleSim

/// Trees a file or Swift code writes whose views nest deeper than `ViewTreeDepth.maximum`
/// (128 levels, docs/scenario-format.md#limits): refused by the validator at the controller
/// whose views cross the limit, with the depth, the limit and the fix, before any recursive walk
/// meets them. A tree built in Swift can nest without end (the JSON nesting cap does not apply).
@Suite struct ScenarioTreeDepthTests {
  private static func scenario(_ root: ControllerNode, events: [ScenarioEvent] = []) -> Scenario {
    Scenario(name: "deep", device: "iPhone 13", ios: "17.0", root: root, events: events)
  }

  private static func problems(_ scenario: Scenario) -> [String] {
    do {
      _ = try Simulator(scenario).run()
      return []
    } catch {
      return error.diagnostics.map { $0.rendered(fileName: nil) }
    }
  }

  /// 128 levels (the root view is level 1) run, with the deepest view placed; 129 are refused.
  @Test func viewsUpToTheLimitRun() throws {
    let trace = try Simulator(
      Self.scenario(ControllerNode(name: "VC", view: Build.nestedViews(128)))
    )
    .run()
    #expect(trace.final("Leaf").inWindow == true)
    #expect(trace.final("Leaf").frame == Rect(x: 0, y: 0, width: 390, height: 844))
    let problems = Self.problems(
      Self.scenario(ControllerNode(name: "VC", view: Build.nestedViews(129))))
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("root: ") == true)
    #expect(
      problems.first?.contains("VC's views could nest 129 levels deep") == true)
    #expect(problems.first?.contains("more than 128") == true)
    #expect(problems.first?.contains("nest at most 128 levels of views and controllers") == true)
  }

  /// 20,000 levels of views built in Swift (a stack overflow in the validator before): one
  /// problem, at the root.
  @Test func aVeryDeepSwiftTreeIsRefused() {
    let problems = Self.problems(
      Self.scenario(ControllerNode(name: "VC", view: Build.nestedViews(20_000))))
    #expect(problems.count == 1)
    #expect(problems.first?.contains("VC's views could nest 20000 levels deep") == true)
  }

  /// Children held by children, 2,000 deep: refused at the first whose views cross the limit,
  /// named by its path (each controller adds its root view and two container views).
  @Test func deepChildControllersAreRefusedAtTheControllerThatCrosses() {
    var node = ControllerNode(name: "C2000")
    for index in stride(from: 1999, through: 0, by: -1) {
      node = ControllerNode(name: "C\(index)", children: [ChildEmbedding(node)])
    }
    let problems = Self.problems(Self.scenario(node))
    #expect(problems.count == 1)
    // C<i>'s root view is at level 3i + 1: C42 is at 127, C43 at 130.
    let path = "root" + String(repeating: ".children[0].controller", count: 43)
    #expect(problems.first?.hasPrefix("\(path): ") == true)
    #expect(problems.first?.contains("C43's views could nest 130 levels deep") == true)
  }

  /// A navigation stack and tabs count like children: the path names the stack entry.
  @Test func aTooDeepStackEntryIsNamedByItsPath() {
    let deep = ControllerNode(name: "Deep", view: Build.nestedViews(127))
    let root = ControllerNode(
      .tabBarController(tabs: [
        ControllerNode(name: "First"),
        ControllerNode(
          .navigationController(stack: [ControllerNode(name: "Top"), deep]), name: "Nav"),
      ]),
      name: "Tabs")
    let problems = Self.problems(Self.scenario(root))
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("root.tabs[1].stack[1]: ") == true)
    #expect(problems.first?.contains("Deep's views could nest 133 levels deep") == true)
  }

  /// A presented controller's tree is checked where the event is written; the events after it
  /// that name controllers inside it are not reported again.
  @Test func aTooDeepPresentedTreeIsRefusedAtItsEvent() {
    let sheet = ControllerNode(
      name: "Sheet", view: Build.nestedViews(5_000),
      children: [ChildEmbedding(ControllerNode(name: "Inner"))])
    let scenario = Self.scenario(
      ControllerNode(name: "Main"),
      events: [
        ScenarioEvent(at: 1, .present(sheet, from: "Main")),
        ScenarioEvent(at: 2, .addChild(ControllerNode(name: "More"), to: "Inner")),
      ])
    let problems = Self.problems(scenario)
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("events[0].present.controller: ") == true)
    #expect(problems.first?.contains("Sheet's views could nest 5000 levels deep") == true)
  }

  /// A file: the controller's location is reported (here the root's), and views nested 129
  /// levels deep stay within the JSON nesting cap (3 levels of JSON a view), so this limit is
  /// the one a file meets.
  @Test func aFileIsRefusedWithTheControllersLocation() throws {
    var view = #"{ "view": { "name": "Leaf" } }"#
    for _ in 1..<128 { view = #"{ "view": { "subviews": [\#(view)] } }"# }
    let json = """
      { "format": "lifecycle-scenario/1", "name": "deep", "device": "iPhone 13", "ios": "17.0",
        "root": { "viewController": { "name": "VC", "view": { "subviews": [\(view)] } } } }
      """
    let error = try #require(throws: ScenarioError.self) {
      try Simulator(try Scenario.decode(Array(json.utf8), fileName: "deep.json")).run()
    }
    let lines = error.diagnostics.map { $0.rendered(fileName: "deep.json") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("deep.json:2:11: root: ") == true)
    #expect(lines.first?.contains("VC's views could nest 129 levels deep") == true)
  }

  /// The walk visits each controller and each view once: wide trees of 1,000, 10,000 and
  /// 100,000 views take visits equal to their size.
  @Test(arguments: [1_000, 10_000, 100_000])
  func theWalkIsLinearInTheTree(views count: Int) {
    let perChild = 10
    let children = (0..<(count / perChild)).map { index in
      ChildEmbedding(
        ControllerNode(
          name: "C\(index)",
          view: ViewNode(subviews: (1..<perChild).map { _ in ViewNode(subviews: []) })))
    }
    let root = ControllerNode(name: "Root", children: children)
    var visits = 0
    let excess = ViewTreeDepth.walk(root, base: 0, limit: .max, visits: &visits) { _ in }
    #expect(excess == nil)
    // The root: a controller and its view; each child: a controller and `perChild` views.
    #expect(visits == 2 + (count / perChild) * (1 + perChild))
    #expect(ViewTreeDepth.heightBound(of: root) == 1 + 2 + 2)
  }

  /// Nested rather than wide: 200, 2,000 and 20,000 levels of views take a visit each (and one
  /// for the controller), and the bound is the depth.
  @Test(arguments: [200, 2_000, 20_000])
  func theWalkIsLinearInADeepTree(levels: Int) {
    let root = ControllerNode(name: "VC", view: Build.nestedViews(levels))
    var visits = 0
    var deepest = 0
    let excess = ViewTreeDepth.walk(root, base: 0, limit: .max, visits: &visits) {
      deepest = max(deepest, $0)
    }
    #expect(excess == nil)
    #expect(visits == 1 + levels)
    #expect(deepest == levels)
  }

  /// Split view controllers nested in their secondary columns, 2,000 deep: their columns count
  /// like stack entries, refused at the first that crosses, named by its column path.
  @Test func deepSplitViewColumnsAreRefusedByTheirPath() {
    let problems = Self.problems(Self.scenario(Self.nestedSplits(2_000)))
    #expect(problems.count == 1)
    // S<i>'s root view is at level 3i + 1, as children's: S43 is at 130.
    let path = "root" + String(repeating: ".secondary", count: 43)
    #expect(problems.first?.hasPrefix("\(path): ") == true)
    #expect(problems.first?.contains("S43's views could nest 130 levels deep") == true)
  }

  /// The depth walk takes two visits a split level (the split view, its primary) and one for
  /// each view: 10 and 100 times the levels take 10 and 100 times the visits.
  /// (2,000 levels at most: a tree of nested controllers is released recursively.)
  @Test(arguments: [20, 200, 2_000])
  func theWalkIsLinearInNestedSplitViews(levels: Int) {
    var visits = 0
    let excess = ViewTreeDepth.walk(
      Self.nestedSplits(levels), base: 0, limit: .max, visits: &visits
    ) { _ in }
    #expect(excess == nil)
    #expect(visits == 4 * levels + 2)
  }

  /// `levels` split view controllers, each the secondary of the one before, a plain controller
  /// in each primary and at the bottom.
  private static func nestedSplits(_ levels: Int) -> ControllerNode {
    var node = ControllerNode(name: "Leaf")
    for index in stride(from: levels - 1, through: 0, by: -1) {
      node = .split(
        "S\(index)", style: .doubleColumn, primary: ControllerNode(name: "P\(index)"),
        secondary: node)
    }
    return node
  }
}
