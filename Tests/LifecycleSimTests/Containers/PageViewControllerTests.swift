import Foundation
import LifecycleSim
import Testing

/// `UIPageViewController` (docs/behaviour.md#page-view-controllers): the first page's callbacks
/// at launch (WEB-950, GT-233), its frame and safe area (C70), the scenario format's checks.
@Suite struct PageViewControllerTests {
  private static let appearanceCallbacks: Set<Callback> = [
    .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .willMove,
    .didMove, .viewWillLayoutSubviews,
  ]

  private func callbacks(_ trace: Trace, epoch: Int = 0) -> [String] {
    trace.records.filter { $0.epoch == epoch && Self.appearanceCallbacks.contains($0.callback) }
      .map(\.qualifiedName)
  }

  private func pages(_ count: Int = 3, selected: Int = 1) -> ControllerNode {
    .pages("Pages", (0..<count).map { Build.plain("P\($0)") }, selected: selected)
  }

  /// WEB-950, GT-233: the first page appears inside the page view controller's viewDidLoad,
  /// out of the window, before its parent's viewWillAppear and before any layout; it gets no
  /// viewIsAppearing (C69); the other pages do not load.
  @Test func theFirstPageAppearsBeforeItsParentAndBeforeAnyLayout() throws {
    let trace = try Build.run(Build.scenario("iPhone X", ios: "17.0", root: pages()))
    #expect(
      callbacks(trace) == [
        "Pages.loadView", "Pages.viewDidLoad", "P1.willMove", "P1.loadView", "P1.viewDidLoad",
        "P1.viewWillAppear", "P1.viewDidAppear", "P1.didMove", "Pages.viewWillAppear",
        "Pages.viewIsAppearing", "Pages.viewWillLayoutSubviews", "P1.viewWillLayoutSubviews",
        "Pages.viewWillLayoutSubviews", "Pages.viewDidAppear",
      ])
    let appeared = try #require(trace.record("P1.viewDidAppear"))
    #expect(appeared.state.inWindow == false)
    #expect(appeared.state.safeAreaInsets == .zero)
    #expect(trace.final("P0").inWindow == false)
    #expect(trace.record("P0.loadView") == nil)
    #expect(trace.record("P2.loadView") == nil)
  }

  /// C70: the shown page fills the page view controller's view and reads its safe area by
  /// overlap: the notch and home indicator on an iPhone X, the status bar on an iPhone 8, in
  /// both orientations.
  @Test func theShownPageFillsItsParentAndReadsItsSafeArea() throws {
    let cases: [(String, Orientation, Rect, EdgeInsets)] = [
      (
        "iPhone X", .portrait, Rect(x: 0, y: 0, width: 375, height: 812),
        EdgeInsets(top: 44, bottom: 34)
      ),
      (
        "iPhone X", .landscapeLeft, Rect(x: 0, y: 0, width: 812, height: 375),
        EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
      ),
      ("iPhone 8", .portrait, Rect(x: 0, y: 0, width: 375, height: 667), EdgeInsets(top: 20)),
    ]
    for (device, orientation, frame, insets) in cases {
      let trace = try Build.run(
        Build.scenario(device, ios: "16.0", orientation, root: pages()))
      let page = trace.final("P1")
      #expect(page.frame == frame, "\(device) \(orientation)")
      #expect(page.safeAreaInsets == insets, "\(device) \(orientation)")
      #expect(trace.final("Pages").safeAreaInsets == insets, "\(device) \(orientation)")
    }
  }

  /// Under a navigation bar the page reads the bar's overlap, as the page view controller does.
  @Test func aPageUnderANavigationBarReadsTheBar() throws {
    let root = Build.navigation("Nav", [pages()])
    let trace = try Build.run(Build.scenario("iPhone X", ios: "16.0", root: root))
    #expect(trace.final("P1").safeAreaInsets == EdgeInsets(top: 88, bottom: 34))
    #expect(trace.final("P1").frame == Rect(x: 0, y: 0, width: 375, height: 812))
  }

  /// A page view controller in a tab not yet selected loads nothing; selecting the tab loads it
  /// and its first page appears first, then the tab (WEB-950).
  @Test func aPageViewControllerInATabLoadsWhenTheTabIsSelected() throws {
    let root = Build.tabs("Tabs", [Build.plain("Home"), pages()])
    let trace = try Build.run(
      Scenario(
        name: "t", device: "iPhone X", ios: "16.0", root: root,
        events: [ScenarioEvent(at: 1, .selectTab(tabBarController: "Tabs", index: 1))]))
    #expect(callbacks(trace, epoch: 0).contains("Pages.loadView") == false)
    let order = callbacks(trace, epoch: 1).filter { !$0.hasSuffix("LayoutSubviews") }
    #expect(
      order == [
        "Pages.loadView", "Pages.viewDidLoad", "P1.willMove", "P1.loadView", "P1.viewDidLoad",
        "P1.viewWillAppear", "P1.viewDidAppear", "P1.didMove", "Pages.viewWillAppear",
        "Pages.viewDidAppear",
      ])
    #expect(trace.final("P1").safeAreaInsets == EdgeInsets(top: 44, bottom: 83))
  }

  /// Only the shown page loads, so 100 pages cost the records 10 do (count work, not time).
  @Test func recordsDoNotGrowWithThePagesNotShown() throws {
    let ten = try Build.run(Build.scenario("iPhone X", ios: "16.0", root: pages(10, selected: 0)))
    let hundred = try Build.run(
      Build.scenario("iPhone X", ios: "16.0", root: pages(100, selected: 0)))
    #expect(ten.records.count == hundred.records.count)
    #expect(hundred.finals.count == ten.finals.count + 90)
  }

  /// Page view controllers nested 20 deep (each the next one's only page): every first page
  /// appears inside its parent's viewDidLoad, innermost first, before the root's
  /// viewWillAppear.
  @Test func nestedPageViewControllersAppearInsideOut() throws {
    var node = Build.plain("Leaf")
    for level in stride(from: 19, through: 0, by: -1) {
      node = .pages("L\(level)", [node])
    }
    let trace = try Build.run(Build.scenario("iPhone X", ios: "16.0", root: node))
    let appeared = trace.records.filter { $0.epoch == 0 && $0.callback == .viewDidAppear }
      .map(\.object)
    #expect(Array(appeared.prefix(20)) == ["Leaf"] + (1...19).reversed().map { "L\($0)" })
    #expect(appeared.last == "L0")
    #expect(trace.final("Leaf").safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
  }

  // MARK: The scenario format

  @Test func theFormatRefusesEmptyPagesAndASelectionOutOfRange() {
    let empty = ControllerNode(.pageViewController(pages: []), name: "P")
    #expect(
      Build.scenario("iPhone 8", ios: "12.0", root: empty).validationProblems == [
        #"root: a page view controller needs at least one controller in "pages"; list the pages its data source gives, the one shown first at "selected""#
      ])
    #expect(
      (Build.scenario("iPhone 8", ios: "12.0", root: pages(2, selected: 2))).validationProblems == [
        "root.selected: selected 2 is out of range; use 0…1"
      ])
  }

  @Test func theFormatReadsTheStyleAndRefusesAnUnknownOne() throws {
    let json = """
      {"format":"lifecycle-scenario/1","name":"p","device":"iPhone X","ios":"16.0",
       "root":{"pageViewController":{"name":"P","selected":1,"transitionStyle":"pageCurl",
       "navigationOrientation":"vertical","pages":[{"viewController":{"name":"A"}},
       {"viewController":{"name":"B"}}]}}}
      """
    let scenario = try Scenario.decode(Array(json.utf8), fileName: "p.json")
    guard case .pageViewController(let pages, let selected, let spec) = scenario.root.kind else {
      Issue.record("not a page view controller: \(scenario.root.kind.name)")
      return
    }
    #expect(pages.map(\.name) == ["A", "B"])
    #expect(selected == 1)
    #expect(spec == PageViewSpec(transitionStyle: .pageCurl, navigationOrientation: .vertical))
    let bad = json.replacingOccurrences(of: "\"pageCurl\"", with: "\"curl\"")
    let problems = Build.problems(bad, fileName: "p.json")
    #expect(
      problems == [
        #"p.json:2:74: root.transitionStyle: unknown value "curl"; use one of "scroll" or "pageCurl""#
      ])
    #expect(problems.first?.contains("root.transitionStyle") == true, "\(problems)")
    #expect(problems.first?.contains("pageCurl") == true, "\(problems)")
  }

  /// The Swift builder and the encoder keep every setting.
  @Test func theEncodingRoundTrips() throws {
    let root = ControllerNode.pages(
      "P", [Build.plain("A"), Build.plain("B")], selected: 1,
      spec: PageViewSpec(transitionStyle: .pageCurl, navigationOrientation: .vertical))
    let scenario = Build.scenario("iPhone X", ios: "16.0", root: root)
    let decoded = try Scenario.decode(scenario.jsonBytes(), fileName: "p.json")
    #expect(decoded.root.kind == root.kind)
  }
}
