import Foundation
import LifecycleSim
import Testing

/// The `page` event (docs/behaviour.md#page-changes): `setViewControllers` and the user's swipe,
/// their callback orders (GT-241, GT-242, WEB-951, WEB-983), the delegate's callbacks (WEB-980
/// to WEB-982), the incoming page's frame and safe area in each container (C70), and the format's
/// checks.
@Suite struct PageChangeTests {
  private static let tracked: Set<Callback> = [
    .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
    .viewWillDisappear, .viewDidDisappear, .willMove, .didMove,
    .pageViewControllerWillTransition, .pageViewControllerDidFinishAnimating,
  ]

  /// The lifecycle and delegate callbacks of `epoch`, in order.
  private func callbacks(_ trace: Trace, epoch: Int = 1) -> [String] {
    trace.records.filter { $0.epoch == epoch && Self.tracked.contains($0.callback) }
      .map(\.qualifiedName)
  }

  private func pages(_ count: Int = 3, selected: Int = 0, style: PageTransitionStyle = .scroll)
    -> ControllerNode
  {
    .pages(
      "Pages", (0..<count).map { Build.plain("P\($0)") }, selected: selected,
      spec: PageViewSpec(transitionStyle: style))
  }

  private func run(
    _ root: ControllerNode, device: String = "iPhone X", ios: String = "17.0",
    quirks: [QuirkOverride] = [], _ events: [ScenarioEvent]
  ) throws(ScenarioError) -> Trace {
    try Build.run(
      Scenario(
        name: "pages", device: device, ios: ios, quirks: quirks, root: root, events: events))
  }

  /// What running `events` on `root` reports; none when it runs.
  private func problems(_ root: ControllerNode, _ events: [ScenarioEvent]) -> [String] {
    do {
      _ = try run(root, events)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  // MARK: setViewControllers

  /// GT-241: scrolling, `In.viewWillAppear → Out.viewWillDisappear`, then at the end
  /// `In.viewDidAppear → Out.viewDidDisappear`; the containment callbacks of C86; no delegate
  /// callback, as the app set the page (WEB-980, WEB-981).
  @Test func setViewControllersFollowsTheScrollOrder() throws {
    let trace = try run(pages(), [.at(1, .page("Pages", to: 1))])
    #expect(
      callbacks(trace) == [
        "P1.willMove", "P1.loadView", "P1.viewDidLoad", "P1.viewWillAppear",
        "P0.viewWillDisappear", "P1.viewIsAppearing", "P1.viewDidAppear",
        "P0.viewDidDisappear", "P0.willMove", "P0.didMove", "P1.didMove",
      ])
    let appearing = try #require(trace.record("P1.viewIsAppearing"))
    #expect(appearing.state.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
    #expect(appearing.state.frame == Rect(x: 0, y: 0, width: 375, height: 812))
    let appeared = try #require(trace.record("P1.viewDidAppear"))
    #expect(appeared.time == .seconds(1.35))
    #expect(appeared.state.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
    let gone = try #require(trace.record("P0.viewDidDisappear"))
    #expect(gone.state.inWindow == false)
    #expect(trace.final("P0").inWindow == false)
  }

  /// WEB-983: curling, the outgoing page's `viewDidDisappear` comes before the incoming one's
  /// `viewDidAppear`.
  @Test func pageCurlEndsTheOutgoingPageFirst() throws {
    let trace = try run(pages(style: .pageCurl), [.at(1, .page("Pages", to: 1))])
    let ends = callbacks(trace).filter { $0.hasSuffix("DidAppear") || $0.hasSuffix("Disappear") }
    #expect(ends == ["P0.viewWillDisappear", "P0.viewDidDisappear", "P1.viewDidAppear"])
  }

  /// Without animation the whole change runs in the event's turn, in the same order.
  @Test func aChangeWithoutAnimationRunsAtOnce() throws {
    let trace = try run(
      pages(), [.at(1, .page("Pages", to: 2, direction: .forward, animated: false))])
    let appeared = try #require(trace.record("P2.viewDidAppear"))
    #expect(appeared.time == .seconds(1))
    #expect(appeared.arguments.animated == false)
    #expect(trace.final("P2").safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
    #expect(trace.record("P1.loadView") == nil)
  }

  /// A page shown before comes back without loading again, and the page left leaves the window.
  @Test func aPageShownBeforeComesBackWithoutLoading() throws {
    let trace = try run(
      pages(), [.at(1, .page("Pages", to: 1)), .at(2, .page("Pages", to: 0))])
    #expect(
      callbacks(trace, epoch: 2) == [
        "P0.willMove", "P0.viewWillAppear", "P1.viewWillDisappear", "P0.viewIsAppearing",
        "P0.viewDidAppear", "P1.viewDidDisappear", "P1.willMove", "P1.didMove", "P0.didMove",
      ])
    #expect(trace.final("P0").inWindow == true)
    #expect(trace.final("P1").inWindow == false)
  }

  // MARK: Swipes

  /// WEB-980 to WEB-982: a swipe tells the delegate first, and at its end that it completed;
  /// the pages follow GT-241's order in between.
  @Test func aCompletedSwipeTellsTheDelegate() throws {
    let trace = try run(pages(), [.at(1, .swipe("Pages", to: 1, duration: 0.5))])
    #expect(
      callbacks(trace) == [
        "Pages.pageViewControllerWillTransition", "P1.willMove", "P1.loadView", "P1.viewDidLoad",
        "P1.viewWillAppear", "P0.viewWillDisappear", "P1.viewIsAppearing", "P1.viewDidAppear",
        "P0.viewDidDisappear", "P0.willMove", "P0.didMove", "P1.didMove",
        "Pages.pageViewControllerDidFinishAnimating",
      ])
    let finished = try #require(trace.record("Pages.pageViewControllerDidFinishAnimating"))
    #expect(finished.arguments.completed == true)
    #expect(finished.time == .seconds(1.5))
    #expect(trace.final("P1").inWindow == true)
  }

  /// WEB-951 (the default, C85): a cancelled swipe springs back without the current page's
  /// `viewDidAppear` and the incoming page's `viewDidDisappear`; the current page is shown again,
  /// the incoming one has left the window.
  @Test func aCancelledSwipeLeavesOutTheBalancingCallbacks() throws {
    let trace = try run(pages(), [.at(1, .swipe("Pages", to: 1, completes: false))])
    #expect(
      callbacks(trace) == [
        "Pages.pageViewControllerWillTransition", "P1.willMove", "P1.loadView", "P1.viewDidLoad",
        "P1.viewWillAppear", "P0.viewWillDisappear", "P1.viewIsAppearing", "P0.viewWillAppear",
        "P1.viewWillDisappear", "P1.willMove", "P1.didMove",
        "Pages.pageViewControllerDidFinishAnimating",
      ])
    let finished = try #require(trace.record("Pages.pageViewControllerDidFinishAnimating"))
    #expect(finished.arguments.completed == false)
    #expect(trace.final("P0").inWindow == true)
    #expect(trace.final("P0").safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
    #expect(trace.final("P1").inWindow == false)
  }

  /// GT-242 with `pageSwipeCancelBalanced`: `Out.viewWillAppear → Out.viewDidAppear →
  /// In.viewWillDisappear → In.viewDidDisappear`; a later change works from the page restored.
  @Test func theQuirkGivesTheIOS7CancelOrder() throws {
    let trace = try run(
      pages(), quirks: [QuirkOverride(.pageSwipeCancelBalanced, true)],
      [.at(1, .swipe("Pages", to: 1, completes: false)), .at(2, .swipe("Pages", to: 1))])
    let end = callbacks(trace).drop { $0 != "P1.viewIsAppearing" }.dropFirst()
    #expect(
      Array(end) == [
        "P0.viewWillAppear", "P0.viewDidAppear", "P1.viewWillDisappear", "P1.viewDidDisappear",
        "P1.willMove", "P1.didMove", "Pages.pageViewControllerDidFinishAnimating",
      ])
    #expect(callbacks(trace, epoch: 2).contains("P1.loadView") == false)
    #expect(trace.final("P1").inWindow == true)
    #expect(trace.final("P0").inWindow == false)
  }

  /// A swipe the gesture cannot make is refused with the event named: two pages away, the wrong
  /// direction, a page view controller not on screen.
  @Test func impossibleSwipesAreRefused() {
    #expect(
      problems(pages(), [.at(1, .swipe("Pages", to: 2))]) == [
        #"events[0].page: at 1 s: Pages shows page 0; a swipe moves to the next or previous page, not to page 2; swipe to page 1, or remove "interactive" to set the page"#
      ])
    let wrongWay = EventAction.changePage(
      PageChange(controller: "Pages", to: 1, direction: .reverse, interactive: true))
    #expect(
      problems(pages(), [.at(1, wrongWay)]) == [
        #"events[0].page: at 1 s: a swipe from page 0 to page 1 of Pages moves forward, not reverse; remove "direction": a swipe's direction is the way it moves"#
      ])
    let covered = Build.tabs("Tabs", [Build.plain("Home"), pages()])
    #expect(
      problems(
        covered,
        [
          .at(1, .selectTab(tabBarController: "Tabs", index: 1)),
          .at(2, .selectTab(tabBarController: "Tabs", index: 0)), .at(3, .swipe("Pages", to: 1)),
        ]) == [
          #"events[2].page: at 3 s: Pages is not on screen: a user swipes only the pages shown; swipe while the page view controller is shown, or remove "interactive""#
        ])
  }

  // MARK: Containers and rotation

  /// C70 in every container: the incoming page fills the page view controller's view and reads
  /// its safe area, as the first page does at launch, by the time it appears.
  @Test func theIncomingPageReadsItsParentsSafeAreaInEveryContainer() throws {
    let child = ControllerNode(
      name: "Host", view: ViewNode(),
      children: [ChildEmbedding(pages(), layout: .safeArea)])
    let cases: [(String, ControllerNode, EdgeInsets)] = [
      ("root", pages(), EdgeInsets(top: 44, bottom: 34)),
      ("navigation", Build.navigation("Nav", [pages()]), EdgeInsets(top: 88, bottom: 34)),
      ("tab", Build.tabs("Tabs", [pages()]), EdgeInsets(top: 44, bottom: 83)),
      ("contained in the safe area", child, .zero),
    ]
    for (label, root, insets) in cases {
      let trace = try run(root, [.at(1, .page("Pages", to: 2))])
      let appeared = try #require(trace.record("P2.viewDidAppear"), "\(label)")
      #expect(appeared.state.safeAreaInsets == insets, "\(label)")
      #expect(appeared.state.safeAreaInsets == trace.final("Pages").safeAreaInsets, "\(label)")
      #expect(trace.final("P2").frame == trace.final("Pages").frame, "\(label)")
    }
  }

  /// A page view controller presented as a page sheet changes page inside the sheet.
  @Test func aPresentedPageViewControllerChangesPage() throws {
    let trace = try run(
      Build.plain("Home"),
      [
        .at(1, .present(pages(), from: "Home", style: .pageSheet)),
        .at(2, .swipe("Pages", to: 1)),
      ])
    #expect(trace.final("P1").inWindow == true)
    #expect(trace.final("P1").safeAreaInsets == trace.final("Pages").safeAreaInsets)
    #expect(trace.final("P1").frame == trace.final("Pages").frame)
  }

  /// A rotation after the change reaches the new page; one during it reaches the incoming page
  /// (the shown page from the event on), and the outgoing one leaves at the end.
  @Test func rotationsReachTheNewPage() throws {
    let after = try run(
      pages(), [.at(1, .page("Pages", to: 1)), .at(2, .rotate(.landscapeLeft))])
    #expect(after.final("P1").safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(after.record("P1.viewWillTransition", epoch: 2) != nil)
    #expect(after.record("P0.viewWillTransition", epoch: 2) == nil)
    let during = try run(
      pages(), [.at(1, .swipe("Pages", to: 1, duration: 1)), .at(1.5, .rotate(.landscapeLeft))])
    #expect(
      during.final("P1").safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(during.final("P1").frame == Rect(x: 0, y: 0, width: 812, height: 375))
    #expect(during.final("P0").inWindow == false)
  }

  /// A page view controller that does not show its pages swaps them with the containment
  /// callbacks only; the new page appears with it later.
  @Test func aPageViewControllerNotShownOnlySwapsItsPages() throws {
    let root = Build.tabs("Tabs", [pages(), Build.plain("Other")])
    let trace = try run(
      root,
      [
        .at(1, .selectTab(tabBarController: "Tabs", index: 1)),
        .at(2, .page("Pages", to: 1)),
        .at(3, .selectTab(tabBarController: "Tabs", index: 0)),
      ])
    #expect(
      callbacks(trace, epoch: 2) == ["P1.willMove", "P0.willMove", "P0.didMove", "P1.didMove"])
    #expect(callbacks(trace, epoch: 3).contains("P1.viewDidAppear"))
    #expect(trace.final("P1").safeAreaInsets == EdgeInsets(top: 44, bottom: 83))
    #expect(trace.final("P0").inWindow == false)
  }

  /// A page view controller whose view never loaded shows the new page when it loads.
  @Test func aPageViewControllerNotLoadedShowsTheNewPageAtLoad() throws {
    let root = Build.tabs("Tabs", [Build.plain("Home"), pages()])
    let trace = try run(
      root,
      [.at(1, .page("Pages", to: 2)), .at(2, .selectTab(tabBarController: "Tabs", index: 1))])
    #expect(callbacks(trace, epoch: 1).isEmpty)
    #expect(trace.record("P0.loadView") == nil)
    #expect(trace.final("P2").inWindow == true)
  }

  // MARK: Depth and scale

  /// Page view controllers nested 20 deep, each the next one's first page: changing the
  /// outermost's page takes the whole nested tree out, and changing it back brings it in again.
  @Test func nestedPageViewControllersChangePage() throws {
    var node = Build.plain("Leaf")
    for level in stride(from: 19, through: 1, by: -1) {
      node = .pages("L\(level)", [node])
    }
    let root = ControllerNode.pages("Pages", [node, Build.plain("Other")])
    let trace = try run(root, [.at(1, .page("Pages", to: 1)), .at(2, .page("Pages", to: 0))])
    let gone = trace.records.filter { $0.epoch == 1 && $0.callback == .viewDidDisappear }
    #expect(gone.count == 20)
    #expect(trace.final("Leaf").inWindow == true)
    #expect(trace.final("Leaf").safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
  }

  /// Only the pages shown load, so a change among 100 pages records what it does among 10
  /// (count work, not time).
  @Test func recordsDoNotGrowWithThePagesNotShown() throws {
    func records(_ count: Int) throws -> Int {
      try run(pages(count), [.at(1, .page("Pages", to: 5)), .at(2, .swipe("Pages", to: 6))])
        .records.count
    }
    let ten = try records(10)
    #expect(try records(100) == ten)
    #expect(try records(1000) == ten)
  }

  // MARK: The scenario format

  @Test func theFormatChecksThePageEvent() {
    let json = """
      {"format":"lifecycle-scenario/1","name":"p","device":"iPhone X","ios":"16.0",
       "root":{"navigationController":{"name":"Nav","stack":[{"pageViewController":{"name":"Pages",
       "pages":[{"viewController":{"name":"A"}},{"viewController":{"name":"B"}}]}}]}},
       "events":[{"at":1,"page":{"controller":"Pages","to":2}},
       {"at":2,"page":{"controller":"Nav","to":0}},
       {"at":3,"page":{"controller":"Pages","to":1,"interactive":true,"animated":false}},
       {"at":4,"page":{"controller":"Pages","to":1,"completes":false}},
       {"at":5,"page":{"controller":"Pages","to":1,"direction":"back"}}]}
      """
    let problems = Build.problems(json, fileName: "p.json")
    #expect(
      problems == [
        #"p.json:4:27: events[0].page.to: Pages has 2 pages; there is no page 2; use an index from 0 to 1"#,
        #"p.json:5:2: events[1].page.controller: "Nav" is a navigationController, not a pageViewController"#,
        #"p.json:6:17: events[2].page.animated: a swipe is always animated; remove "animated", or remove "interactive" for the app's own page change"#,
        #"p.json:7:17: events[3].page.completes: only a swipe can be cancelled; setViewControllers always completes; add "interactive": true for a swipe the user cancels, or remove "completes""#,
        #"p.json:8:58: events[4].page.direction: unknown value "back"; use one of "forward" or "reverse""#,
      ])
  }

  /// The Swift builders and the encoder keep every setting.
  @Test func theEventRoundTrips() throws {
    let events: [ScenarioEvent] = [
      .at(1, .page("Pages", to: 1, direction: .forward, animated: false)),
      .at(2, .swipe("Pages", to: 0, completes: false, duration: 0.4)),
      .at(3, .page("Pages", to: 2)),
    ]
    let scenario = Scenario(
      name: "p", device: "iPhone X", ios: "16.0", root: pages(), events: events)
    let decoded = try Scenario.decode(scenario.jsonBytes(), fileName: "p.json")
    #expect(decoded.events.map(\.action) == events.map(\.action))
  }
}
