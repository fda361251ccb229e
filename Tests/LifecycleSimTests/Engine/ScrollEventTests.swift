import LifecycleSim
import Testing

/// The `scroll` event and the bars that follow it (docs/behaviour.md#scrolling,
/// docs/behaviour.md#large-title-collapse).
@Suite struct ScrollEventTests {
  private func largeTitleList(
    _ device: String, ios: String, _ orientation: Orientation = .portrait, offsets: [Double]
  ) -> Scenario {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))), name: "table",
      placement: .layout(.fill))
    var scenario = Build.scenario(
      device, ios: ios, orientation,
      root: Build.navigation(
        "Nav", [Build.plain("List", subviews: [table])],
        bar: NavigationBarSpec(prefersLargeTitles: true)))
    scenario.events = offsets.enumerated().map { index, y in
      ScenarioEvent(at: Double(index + 1), .scroll(view: "table", offset: Point(x: 0, y: y)))
    }
    return scenario
  }

  private func settled(_ trace: Trace, _ object: String, epoch: Int) -> ObjectState {
    trace.state(of: object, at: .settled(epoch: epoch)) ?? ObjectState()
  }

  /// iPhone X on 13 (WEB-701, GT-115): offsets −120, −88, −50, −140 give bars of 76, 44, 44, 96;
  /// the list's top inset and the table's adjusted top follow the bar; the offsets stay as
  /// scrolled.
  @Test func elevenToEighteenBarFollowsTheOffset() throws {
    let offsets: [Double] = [-120, -88, -50, -140]
    let trace = try Build.run(largeTitleList("iPhone X", ios: "13.0", offsets: offsets))
    let expected: [(bar: Double, top: Double, offset: Double)] = [
      (96, 140, -140), (76, 120, -120), (44, 88, -88), (44, 88, -50), (96, 140, -140),
    ]
    for (epoch, values) in expected.enumerated() {
      #expect(settled(trace, "List", epoch: epoch).safeAreaInsets?.top == values.top)
      #expect(settled(trace, "table", epoch: epoch).adjustedContentInset?.top == values.top)
      #expect(settled(trace, "table", epoch: epoch).contentOffset == Point(x: 0, y: values.offset))
      // A bar records no callback: its frame is read where the run stops.
      let upToHere = try Build.run(
        largeTitleList("iPhone X", ios: "13.0", offsets: Array(offsets.prefix(epoch))))
      #expect(
        upToHere.final("Nav.navigationBar").frame
          == Rect(x: 0, y: 44, width: 375, height: values.bar))
    }
  }

  /// The order in a scroll that moves the bar: `scrollViewDidScroll`, the geometry callbacks,
  /// then one layout pass with the list bracketed and the table laid out (WEB-703, WEB-205,
  /// WEB-702).
  @Test func scrollViewDidScrollComesFirstThenGeometryThenLayout() throws {
    let trace = try Build.run(largeTitleList("iPhone X", ios: "13.0", offsets: [-120]))
    let names = trace.records.filter { $0.epoch == 1 }.map(\.qualifiedName)
    #expect(names.first == "table.scrollViewDidScroll")
    let order = [
      "table.scrollViewDidScroll", "List.viewSafeAreaInsetsDidChange",
      "table.adjustedContentInsetDidChange", "List.viewWillLayoutSubviews",
      "List.viewDidLayoutSubviews", "table.layoutSubviews",
    ]
    let positions = order.compactMap { names.firstIndex(of: $0) }
    #expect(positions.count == order.count)
    #expect(positions == positions.sorted())
  }

  /// `setContentOffset(_:animated: true)` (WEB-724, OU-080): nothing moves at the call; the
  /// offset moves at a constant rate in the frames asked (here 4 over the 0.3 s of C46), the bar
  /// following each frame on 13, and the last frame ends with
  /// `scrollViewDidEndScrollingAnimation`.
  @Test func anAnimatedScrollMovesInFramesAndEndsTheAnimation() throws {
    var scenario = largeTitleList("iPhone X", ios: "13.0", offsets: [])
    scenario.events = [
      ScenarioEvent(
        at: 1, .animatedScroll(view: "table", offset: Point(x: 0, y: -40), frames: 4))
    ]
    let trace = try Build.run(scenario)
    let scrolls = trace.records.filter { $0.epoch == 1 && $0.callback == .scrollViewDidScroll }
    #expect(scrolls.map(\.time.microseconds) == [1_075_000, 1_150_000, 1_225_000, 1_300_000])
    let offsets = (0..<4).map {
      trace.state(of: "table", at: .callback("table.scrollViewDidScroll", occurrence: $0, epoch: 1))?
        .contentOffset?.y
    }
    #expect(offsets == [-115, -90, -65, -40])
    let tops = (0..<3).map {
      trace.state(of: "List", at: .callback("List.viewDidLayoutSubviews", occurrence: $0, epoch: 1))?
        .safeAreaInsets?.top
    }
    #expect(tops == [115, 90, 88])
    #expect(trace.records.last?.qualifiedName == "table.scrollViewDidEndScrollingAnimation")
    #expect(settled(trace, "List", epoch: 1).safeAreaInsets?.top == 88)
  }

  /// Without `frames`, one frame every 1/60 s of the profile's 0.3 s: 18; on 26 the collapse
  /// that a frame crosses moves the later frames on by 52, so the animation ends where a scroll
  /// without animation does (OU-032: 352).
  @Test func anAnimatedScrollOnTwentySixEndsWhereAPlainOneDoes() throws {
    var scenario = largeTitleList("iPhone 16", ios: "26.0", offsets: [])
    scenario.events = [
      ScenarioEvent(at: 1, .animatedScroll(view: "table", offset: Point(x: 0, y: 300)))
    ]
    let trace = try Build.run(scenario)
    let scrolls = trace.records.filter { $0.epoch == 1 && $0.callback == .scrollViewDidScroll }
    #expect(scrolls.count == 18)
    #expect(settled(trace, "table", epoch: 1).contentOffset == Point(x: 0, y: 352))
    #expect(settled(trace, "table", epoch: 1).adjustedContentInset?.top == 113)
  }

  /// The first look at a zone comes before the resting offset follows the inset: a first scroll
  /// that lands where the content was before that (0) still collapses the zone (iPad on 18:
  /// 24 + 50 + 52 → 24 + 50).
  @Test func aFirstScrollToTheOffsetBeforeTheRestCollapses() throws {
    let trace = try Build.run(largeTitleList("iPad Pro 11-inch (M4)", ios: "18.0", offsets: [0]))
    #expect(settled(trace, "List", epoch: 0).safeAreaInsets?.top == 126)
    #expect(settled(trace, "List", epoch: 1).safeAreaInsets?.top == 74)
  }

  /// iOS 26 (OU-032): a scroll past the large title's zone collapses the bar at once, the top
  /// inset falls by 52 and the offset moves on by 52; a scroll inside the zone changes nothing
  /// but the offset.
  @Test func twentySixCollapsesAtOnce() throws {
    let trace = try Build.run(largeTitleList("iPhone 16", ios: "26.0", offsets: [-165 + 51, 300]))
    let rest = settled(trace, "table", epoch: 0)
    #expect(rest.adjustedContentInset?.top == 165)
    #expect(rest.contentOffset == Point(x: 0, y: -165))
    let inside = settled(trace, "table", epoch: 1)
    #expect(inside.adjustedContentInset?.top == 165)
    #expect(inside.contentOffset == Point(x: 0, y: -114))
    let past = settled(trace, "table", epoch: 2)
    #expect(past.adjustedContentInset?.top == 113)
    #expect(past.contentOffset == Point(x: 0, y: 352))
    #expect(trace.final("Nav.navigationBar").frame?.height == 54)
  }

  /// No large title in landscape on an iPhone (OU-121): a scroll moves the offset and nothing
  /// else.
  @Test func aBarWithoutALargeTitleIgnoresTheScroll() throws {
    let trace = try Build.run(
      largeTitleList("iPhone X", ios: "13.0", .landscapeLeft, offsets: [200]))
    #expect(trace.final("Nav.navigationBar").frame?.height == 32)
    #expect(
      !trace.records.contains { $0.epoch == 1 && $0.callback == .viewSafeAreaInsetsDidChange })
    #expect(settled(trace, "table", epoch: 1).contentOffset == Point(x: 0, y: 200))
  }

  /// Scrolling to where the content already is sends nothing at all.
  @Test func anOffsetThatDoesNotMoveSendsNothing() throws {
    let trace = try Build.run(largeTitleList("iPhone X", ios: "13.0", offsets: [-140]))
    #expect(!trace.records.contains { $0.epoch == 1 })
  }

  /// A pushed controller starts with its large title whole, whatever the list below it left
  /// (docs/behaviour.md#large-title-collapse).
  @Test func aPushedControllerStartsWithItsZoneWhole() throws {
    var scenario = largeTitleList("iPhone X", ios: "13.0", offsets: [-100])
    let collapsed = try Build.run(scenario)
    #expect(collapsed.final("Nav.navigationBar").frame?.height == 56)
    scenario.events.append(
      ScenarioEvent(
        at: 2,
        .push(navigationController: "Nav", controller: Build.plain("Detail"), animated: false))
    )
    let pushed = try Build.run(scenario)
    #expect(pushed.final("Nav.navigationBar").frame?.height == 96)
    #expect(pushed.final("Detail").safeAreaInsets?.top == 140)
  }

  /// A list left partly collapsed comes back as it was after a push and a pop: only a scroll
  /// changes the zone, not the offset the list's inset moved while the pushed controller's
  /// bar showed (iPhone X on 13: −120 gives 76 and a top of 120, again after the pop).
  @Test func aListLeftPartlyCollapsedComesBackAsItWas() throws {
    var scenario = largeTitleList("iPhone X", ios: "13.0", offsets: [-120])
    scenario.events += [
      ScenarioEvent(
        at: 2,
        .push(navigationController: "Nav", controller: Build.plain("Detail"), animated: false)),
      ScenarioEvent(at: 3, .pop(navigationController: "Nav", animated: false)),
    ]
    let trace = try Build.run(scenario)
    #expect(settled(trace, "List", epoch: 1).safeAreaInsets?.top == 120)
    #expect(settled(trace, "List", epoch: 3).safeAreaInsets?.top == 120)
    #expect(settled(trace, "table", epoch: 3).contentOffset == Point(x: 0, y: -120))
    #expect(trace.final("Nav.navigationBar").frame?.height == 76)
  }

  /// Scroll views of every kind scroll, inside a tab, a navigation stack and a sheet, and after a
  /// rotation.
  @Test func everyScrollViewKindScrollsInEveryContainer() throws {
    let kinds: [ViewKind] = [
      .scrollView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
      .collectionView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
      .webView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
    ]
    for kind in kinds {
      let scroller = ViewNode(kind, name: "s", placement: .layout(.fill))
      let sheet = ViewNode(kind, name: "inSheet", placement: .layout(.fill))
      var scenario = Build.scenario(
        "iPhone X", ios: "17.0",
        root: Build.tabs(
          "Tabs", [Build.navigation("Nav", [Build.plain("List", subviews: [scroller])])]))
      scenario.events = [
        ScenarioEvent(at: 1, .scroll(view: "s", offset: Point(x: 0, y: 40))),
        ScenarioEvent(at: 2, .rotate(.landscapeLeft)),
        ScenarioEvent(at: 3, .scroll(view: "s", offset: Point(x: 0, y: 80))),
        ScenarioEvent(
          at: 4,
          .present(
            from: "List", controller: Build.plain("Sheet", subviews: [sheet]), animated: false)),
        ScenarioEvent(at: 5, .scroll(view: "inSheet", offset: Point(x: 0, y: 30))),
      ]
      let trace = try Build.run(scenario)
      #expect(trace.final("s").contentOffset == Point(x: 0, y: 80), "\(kind)")
      #expect(trace.final("inSheet").contentOffset == Point(x: 0, y: 30), "\(kind)")
      #expect(trace.records.filter { $0.callback == .scrollViewDidScroll }.count == 3, "\(kind)")
    }
  }

  /// `setContentScrollView(_:for:)` (iOS 15; Apple: setContentScrollView(_:for:)): the bar follows
  /// the scroll view the app names, not the first one UIKit finds.
  @Test func theContentScrollViewTheAppSetsDrivesTheBar() throws {
    func run(chosen: String?, scrolling: String) throws -> Trace {
      let header = ViewNode(
        .scrollView(ScrollViewProperties(contentSize: Size(width: 800, height: 100))),
        name: "header", placement: .frame(Rect(x: 0, y: 0, width: 375, height: 100)))
      let table = ViewNode(
        .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
        name: "table", placement: .layout(.fill))
      var list = Build.plain("List", subviews: [header, table])
      list.contentScrollView = chosen
      var scenario = Build.scenario(
        "iPhone X", ios: "15.0",
        root: Build.navigation("Nav", [list], bar: NavigationBarSpec(prefersLargeTitles: true)))
      scenario.events = [
        ScenarioEvent(at: 1, .scroll(view: scrolling, offset: Point(x: 0, y: 300)))
      ]
      return try Build.run(scenario)
    }
    // UIKit's own choice is the first scroll view of the walk: the header.
    #expect(
      try run(chosen: nil, scrolling: "header").final("Nav.navigationBar").frame?.height == 44)
    #expect(try run(chosen: nil, scrolling: "table").final("Nav.navigationBar").frame?.height == 96)
    #expect(
      try run(chosen: "table", scrolling: "table").final("Nav.navigationBar").frame?.height == 44)
    #expect(
      try run(chosen: "table", scrolling: "header").final("Nav.navigationBar").frame?.height == 96)
  }
}
