import LifecycleSim
import Testing

/// A navigation item's search controller: the slot under the title, hidden and revealed by
/// scrolling, the active search, and the iOS 26 placements (docs/behaviour.md#search-controllers).
@Suite struct SearchControllerTests {
  private func list(
    search: SearchControllerSpec = SearchControllerSpec(), statusBarHidden: Bool? = nil,
    contentScrollView: String? = nil
  ) -> ControllerNode {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 1320))), name: "table",
      placement: .layout(.fill))
    return ControllerNode(
      name: "List", prefersStatusBarHidden: statusBarHidden, contentScrollView: contentScrollView,
      searchController: search, view: ViewNode(subviews: [table]))
  }

  private func scenario(
    _ device: String, ios: String, _ orientation: Orientation = .portrait, inTabs: Bool = false,
    large: Bool = false, list: ControllerNode, events: [EventAction] = []
  ) -> Scenario {
    let navigation = Build.navigation(
      "Nav", [list], bar: NavigationBarSpec(prefersLargeTitles: large))
    var scenario = Build.scenario(
      device, ios: ios, orientation, root: inTabs ? Build.tabs("Tabs", [navigation]) : navigation)
    scenario.events = events.enumerated().map { ScenarioEvent(at: Double($0.offset + 1), $0.element) }
    return scenario
  }

  private func settled(_ trace: Trace, _ object: String, epoch: Int) -> ObjectState {
    trace.state(of: object, at: .settled(epoch: epoch)) ?? ObjectState()
  }

  private func scroll(_ y: Double) -> EventAction { .scroll(view: "table", offset: Point(x: 0, y: y)) }
  private func active(_ on: Bool) -> EventAction { .setSearchActive(controller: "List", active: on) }

  /// OU-035 / GT-133 (iPhone SE, 26.1, status bar hidden, in a tab bar controller): at rest the
  /// slot is hidden (top 64, offset −64); active, the bar keeps the 60-pt field (70); after the
  /// search ends the 60-pt slot shows (124, offset −124); a scroll to 200 hides it at once and
  /// moves the offset on by 60 (64, 260).
  @Test func twentySixStackedSlotMatchesTheMeasuredSequence() throws {
    let trace = try Build.run(
      scenario(
        "iPhone SE (3rd generation)", ios: "26.0", inTabs: true,
        list: list(statusBarHidden: true, contentScrollView: "table"),
        events: [active(true), active(false), scroll(200)]))
    let expected: [(top: Double, offset: Double)] = [(64, -64), (70, -70), (124, -124), (64, 260)]
    for (epoch, values) in expected.enumerated() {
      let table = settled(trace, "table", epoch: epoch)
      #expect(table.adjustedContentInset?.top == values.top, "epoch \(epoch)")
      #expect(table.contentOffset == Point(x: 0, y: values.offset), "epoch \(epoch)")
      #expect(settled(trace, "List", epoch: epoch).safeAreaInsets?.top == values.top)
    }
    #expect(trace.final("Nav.navigationBar").frame == Rect(x: 0, y: 10, width: 375, height: 54))
  }

  /// OU-059: with `hidesSearchBarWhenScrolling` false the 60-pt slot shows from the start, and
  /// a scroll does not hide it.
  @Test func aSlotThatDoesNotHideShowsFromTheStart() throws {
    let trace = try Build.run(
      scenario(
        "iPhone SE (3rd generation)", ios: "26.0", inTabs: true,
        list: list(
          search: SearchControllerSpec(hidesSearchBarWhenScrolling: false), statusBarHidden: true),
        events: [scroll(200)]))
    #expect(settled(trace, "table", epoch: 0).adjustedContentInset?.top == 124)
    #expect(settled(trace, "table", epoch: 1).adjustedContentInset?.top == 124)
    #expect(settled(trace, "table", epoch: 1).contentOffset == Point(x: 0, y: 200))
  }

  /// OU-025, OU-118, OU-026 (iPhone SE, 26, no tab bar): the search docks at the bottom, 86
  /// high (82 in compact height); active, the navigation bar folds to nothing at y 10.
  @Test func twentySixDocksTheSearchAtTheBottomWithoutATabBar() throws {
    let trace = try Build.run(
      scenario(
        "iPhone SE (3rd generation)", ios: "26.0", list: list(statusBarHidden: true),
        events: [active(true), active(false), .rotate(.landscapeLeft)]))
    let rest = settled(trace, "List", epoch: 0).safeAreaInsets
    #expect(rest == EdgeInsets(top: 64, left: 0, bottom: 86, right: 0))
    let searching = settled(trace, "List", epoch: 1).safeAreaInsets
    #expect(searching == EdgeInsets(top: 10, left: 0, bottom: 86, right: 0))
    #expect(settled(trace, "List", epoch: 2).safeAreaInsets == rest)
    let landscape = settled(trace, "List", epoch: 3).safeAreaInsets
    #expect(landscape == EdgeInsets(top: 24 + 54, left: 0, bottom: 82, right: 0))
  }

  /// A shown toolbar takes the search among its items (WEB-721): no dock, the toolbar's inset.
  @Test func aShownToolbarTakesTheSearch() throws {
    var scenario = scenario(
      "iPhone SE (3rd generation)", ios: "26.0", list: list(statusBarHidden: true))
    scenario.root = Build.navigation(
      "Nav", [list(statusBarHidden: true)], toolbar: BarSpec(hidden: false))
    let trace = try Build.run(scenario)
    #expect(settled(trace, "List", epoch: 0).safeAreaInsets?.bottom == 52)
  }

  /// OU-119: an iPad on 26 puts the field in the bar: no slot, and a scroll lands where it is
  /// sent.
  @Test func twentySixIPadPutsTheSearchInTheBar() throws {
    let plain = try Build.run(scenario("iPad Pro 11-inch (M4)", ios: "26.0", list: list()))
    let searching = try Build.run(
      scenario("iPad Pro 11-inch (M4)", ios: "26.0", list: list(), events: [scroll(200)]))
    let withoutSearch = ControllerNode(name: "List", view: ViewNode())
    let bare = try Build.run(scenario("iPad Pro 11-inch (M4)", ios: "26.0", list: withoutSearch))
    #expect(
      settled(plain, "List", epoch: 0).safeAreaInsets == settled(bare, "List", epoch: 0).safeAreaInsets)
    #expect(settled(searching, "table", epoch: 1).contentOffset == Point(x: 0, y: 200))
  }

  /// iOS 13–18 (WEB-721, WEB-722): the slot (52, C47) is hidden at first; a pull past the top
  /// by less than the slot changes nothing, a pull by the slot reveals it whole; scrolling up
  /// hides it first, then the large title; back at the top, both show again.
  @Test func thirteenRevealsTheSlotByAPullAndCollapsesItFirst() throws {
    let trace = try Build.run(
      scenario(
        "iPhone X", ios: "13.0", large: true, list: list(),
        events: [scroll(-170), scroll(-192), scroll(-160), scroll(-100), scroll(0), scroll(-192)]))
    let tops: [Double] = [140, 140, 192, 160, 100, 88, 192]
    for (epoch, top) in tops.enumerated() {
      #expect(settled(trace, "List", epoch: epoch).safeAreaInsets?.top == top, "epoch \(epoch)")
    }
  }

  /// iOS 11 (WEB-720): the search bar is 56; revealed under an inline bar on an iPhone 8, the
  /// top inset is 20 + 44 + 56.
  @Test func elevenSlotIs56() throws {
    let trace = try Build.run(
      scenario("iPhone 8", ios: "11.0", list: list(), events: [scroll(-64 - 56)]))
    #expect(settled(trace, "List", epoch: 0).safeAreaInsets?.top == 64)
    #expect(settled(trace, "List", epoch: 1).safeAreaInsets?.top == 120)
  }

  /// Without a scroll view nothing can hide the slot: it shows (C47).
  @Test func withoutAScrollViewTheSlotShows() throws {
    let bare = ControllerNode(name: "List", searchController: SearchControllerSpec(), view: ViewNode())
    let trace = try Build.run(scenario("iPhone 8", ios: "13.0", list: bare))
    #expect(settled(trace, "List", epoch: 0).safeAreaInsets?.top == 116)
  }

  /// Active with `hidesNavigationBarDuringPresentation` false: the title stays and the slot
  /// shows under it, whatever the scroll.
  @Test func anActiveSearchThatKeepsTheBarShowsTheSlotUnderTheTitle() throws {
    let trace = try Build.run(
      scenario(
        "iPhone 8", ios: "13.0",
        list: list(search: SearchControllerSpec(hidesNavigationBarDuringPresentation: false)),
        events: [active(true)]))
    #expect(settled(trace, "List", epoch: 1).safeAreaInsets?.top == 116)
  }

  /// The event before and after a rotation and a push: a search that is not on top changes no
  /// bar, and ending it there reveals its slot when it comes back.
  @Test func aSearchBelowThePushedControllerMovesNothing() throws {
    let trace = try Build.run(
      scenario(
        "iPhone 8", ios: "13.0", list: list(),
        events: [
          .push(navigationController: "Nav", controller: ControllerNode(name: "Detail"), animated: false), active(true),
        ]))
    #expect(trace.final("Detail").safeAreaInsets?.top == 64)
    #expect(trace.records.filter { $0.epoch == 2 }.isEmpty)
  }

  /// The events a scenario refuses: no search controller on the controller, an unknown one.
  @Test func setSearchActiveNeedsASearchController() {
    var bare = scenario("iPhone 8", ios: "13.0", list: ControllerNode(name: "List"))
    bare.events = [ScenarioEvent(at: 1, .setSearchActive(controller: "List", active: true))]
    #expect(throws: ScenarioError.self) { try Build.run(bare) }
  }
}
