import LifecycleSim
import Testing

/// The events this version simulates after first display (docs/behaviour.md#property-events), each
/// in its own epoch.
@Suite struct EventTests {
  private func tableScenario(_ device: String, ios: String, events: [ScenarioEvent]) -> Scenario {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))), name: "table",
      placement: .layout(.fill))
    return Scenario(
      name: "t", device: device, ios: ios,
      root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("List", subviews: [table])])]),
      events: events)
  }

  /// R3: iPhone 7 on iOS 10, tab → nav → table: `automaticallyAdjustsScrollViewInsets` makes
  /// `contentInset` `{64,0,49,0}`; after the app sets 10 on every edge it reads
  /// `{10,10,10,10}` (seed000, GT-176).
  @Test func r3IOS10MutatesContentInsetUntilTheAppSetsIt() throws {
    let trace = try Build.run(
      tableScenario(
        "iPhone 7", ios: "10.3",
        events: [ScenarioEvent(at: 1, .setContentInset(view: "table", insets: .all(10)))]))
    let adjusted = try #require(trace.record("table.contentInsetDidChange", epoch: 0))
    #expect(adjusted.arguments.by == "automaticallyAdjustsScrollViewInsets")
    #expect(adjusted.state.contentInset == EdgeInsets(top: 64, bottom: 49))
    #expect(adjusted.state.contentOffset == Point(x: 0, y: -64))
    #expect(!trace.records.contains { $0.callback == .adjustedContentInsetDidChange })
    let set = try #require(trace.record("table.contentInsetDidChange", epoch: 1))
    #expect(set.arguments.by == "setContentInset")
    #expect(set.time == .seconds(1))
    #expect(trace.final("table").contentInset == .all(10))
  }

  /// seed000 on iOS 11: setting 10 on every edge reads `{98,10,93,10}` through
  /// `adjustedContentInsetDidChange`; `contentInset` is the app's.
  @Test func seed000PlusTenOnIOS11() throws {
    let trace = try Build.run(
      tableScenario(
        "iPhone X", ios: "11.0",
        events: [ScenarioEvent(at: 1, .setContentInset(view: "table", insets: .all(10)))]))
    assertOrder(
      trace,
      [
        "table.adjustedContentInsetDidChange", "table.scrollViewDidChangeAdjustedContentInset",
        "table.contentInsetDidChange",
      ], epoch: 1)
    #expect(
      trace.record("table.adjustedContentInsetDidChange", epoch: 1)?.state.adjustedContentInset
        == EdgeInsets(top: 98, left: 10, bottom: 93, right: 10))
    #expect(trace.final("table").contentOffset == Point(x: -10, y: -98))
  }

  /// `setAdditionalSafeAreaInsets`: the subtree's callbacks come in the handler, controller
  /// first, then subviews, then one layout pass (docs/behaviour.md#property-events; Apple:
  /// viewSafeAreaInsetsDidChange()).
  @Test func additionalSafeAreaInsetsAtRunTime() throws {
    let scenario = Scenario(
      name: "t", device: "iPhone X", ios: "11.0",
      root: Build.plain(
        "A", subviews: [Build.view("top", frame: Rect(x: 0, y: 0, width: 375, height: 100))]),
      events: [
        ScenarioEvent(
          at: 2, .setAdditionalSafeAreaInsets(controller: "A", insets: EdgeInsets(top: 40)))
      ])
    let trace = try Build.run(scenario)
    let epoch1 = trace.records.filter { $0.epoch == 1 }.map(\.qualifiedName)
    #expect(
      epoch1 == [
        "A.view.layoutMarginsDidChange", "A.view.safeAreaInsetsDidChange",
        "A.viewLayoutMarginsDidChange", "A.viewSafeAreaInsetsDidChange",
        "top.layoutMarginsDidChange", "top.safeAreaInsetsDidChange", "A.viewWillLayoutSubviews",
        "A.view.layoutSubviews", "A.viewDidLayoutSubviews", "top.layoutSubviews",
      ])
    #expect(
      trace.record("A.viewSafeAreaInsetsDidChange", epoch: 1)?.state.safeAreaInsets
        == EdgeInsets(top: 84, bottom: 34))
    #expect(trace.final("top").safeAreaInsets == EdgeInsets(top: 84))
    #expect(
      trace.validRecord(of: "A", .safeAreaInsets, epoch: 1)?.callback == .viewLayoutMarginsDidChange
    )
  }

  /// seed002's third fix as an event: a negative additional inset cancels the status bar, so the
  /// table is no longer shifted.
  @Test func negativeAdditionalCancelsTheShift() throws {
    let scenario = Scenario(
      name: "t", device: "iPhone 8", ios: "11.0",
      root: Build.navigation(
        "Nav",
        [
          Build.plain(
            "A",
            subviews: [
              ViewNode(
                .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
                name: "table", placement: .layout(.fill))
            ])
        ], bar: NavigationBarSpec(hidden: true)),
      events: [
        ScenarioEvent(
          at: 1, .setAdditionalSafeAreaInsets(controller: "A", insets: EdgeInsets(top: -20)))
      ])
    let trace = try Build.run(scenario)
    #expect(
      trace.record("table.adjustedContentInsetDidChange", epoch: 0)?.state.adjustedContentInset
        == EdgeInsets(top: 20))
    #expect(trace.final("table").adjustedContentInset == .zero)
    #expect(trace.final("table").contentOffset == .zero)
  }

  /// `setNeedsLayout` lays out that view and nothing else (OU-065).
  @Test func setNeedsLayoutLaysOutOneView() throws {
    let scenario = Scenario(
      name: "t", device: "iPhone X", ios: "11.0",
      root: Build.plain("A", subviews: [Build.view("v", layout: .fill)]),
      events: [ScenarioEvent(at: 1, .setNeedsLayout(view: "v"))])
    let trace = try Build.run(scenario)
    #expect(trace.records.filter { $0.epoch == 1 }.map(\.qualifiedName) == ["v.layoutSubviews"])
  }

  /// `setNeedsLayout` on a root view runs its controller's bracket.
  @Test func setNeedsLayoutOnARootView() throws {
    let scenario = Scenario(
      name: "t", device: "iPhone X", ios: "11.0", root: Build.plain("A"),
      events: [ScenarioEvent(at: 1, .setNeedsLayout(view: "A.view"))])
    let trace = try Build.run(scenario)
    #expect(
      trace.records.filter { $0.epoch == 1 }.map(\.qualifiedName)
        == ["A.viewWillLayoutSubviews", "A.view.layoutSubviews", "A.viewDidLayoutSubviews"])
  }

  /// `setFrame` moves a view out of the unsafe band; its insets follow (GT-154, OU-002).
  @Test func setFrameRecomputesTheSubtree() throws {
    let scenario = Scenario(
      name: "t", device: "iPhone X", ios: "11.0",
      root: Build.plain(
        "A", subviews: [Build.view("v", frame: Rect(x: 0, y: 0, width: 375, height: 100))]),
      events: [
        ScenarioEvent(
          at: 1, .setFrame(view: "v", frame: Rect(x: 0, y: 20, width: 375, height: 100)))
      ])
    let trace = try Build.run(scenario)
    #expect(
      trace.record("v.safeAreaInsetsDidChange", epoch: 1)?.state.safeAreaInsets
        == EdgeInsets(top: 24))
    #expect(trace.record("v.layoutSubviews", epoch: 1) != nil)
  }

  /// A content size that makes the view scrollable adds the safe area under `scrollableAxes`;
  /// `never` removes it (docs/behaviour.md#scroll-views; GT-169, GT-170).
  @Test func contentSizeAndBehaviourEvents() throws {
    let scroll = ViewNode(
      .scrollView(ScrollViewProperties(contentInsetAdjustmentBehavior: .scrollableAxes)),
      name: "scroll", placement: .layout(.fill))
    let scenario = Scenario(
      name: "t", device: "iPhone X", ios: "11.0", root: Build.plain("A", subviews: [scroll]),
      events: [
        ScenarioEvent(at: 1, .setContentSize(view: "scroll", size: Size(width: 375, height: 3000))),
        ScenarioEvent(at: 2, .setContentInsetAdjustmentBehavior(view: "scroll", behavior: .never)),
      ])
    let trace = try Build.run(scenario)
    #expect(trace.record("scroll.adjustedContentInsetDidChange", epoch: 0) == nil)
    #expect(
      trace.record("scroll.adjustedContentInsetDidChange", epoch: 1)?.state.adjustedContentInset
        == EdgeInsets(top: 44, bottom: 34))
    #expect(
      trace.record("scroll.adjustedContentInsetDidChange", epoch: 2)?.state.adjustedContentInset
        == .zero)
  }

  /// Events at the same time keep file order; each opens its own epoch.
  @Test func eventsAtTheSameTimeKeepFileOrder() throws {
    let scenario = Scenario(
      name: "t", device: "iPhone X", ios: "11.0",
      root: Build.plain(
        "A", subviews: [Build.view("v", layout: .fill), Build.view("w", layout: .fill)]),
      events: [
        ScenarioEvent(at: 1, .setNeedsLayout(view: "w")),
        ScenarioEvent(at: 1, .setNeedsLayout(view: "v")),
      ])
    let trace = try Build.run(scenario)
    #expect(trace.record("w.layoutSubviews", occurrence: 1)?.epoch == 1)
    #expect(trace.record("v.layoutSubviews", occurrence: 1)?.epoch == 2)
  }

  /// Events that cannot apply are refused: iOS 11 APIs on iOS 10 before running; a view that
  /// is not loaded when the event comes, when it comes.
  @Test func impossibleEventsAreRefused() {
    func problems(_ ios: String, _ action: EventAction) -> [String] {
      do {
        _ = try Simulator(
          Scenario(
            name: "t", device: "iPhone 7", ios: ios,
            root: Build.tabs(
              "Tabs",
              [
                Build.plain("A", subviews: [Build.view("v", frame: .zero)]),
                Build.plain("B", subviews: [Build.view("w", frame: .zero)]),
              ]),
            events: [ScenarioEvent(at: 1, action)])
        ).run()
        return []
      } catch {
        return error.diagnostics.map(\.description)
      }
    }
    #expect(
      problems("10.3", .setAdditionalSafeAreaInsets(controller: "A", insets: .zero)) == [
        #"events[0].setAdditionalSafeAreaInsets: setAdditionalSafeAreaInsets does not exist before iOS 11; use "ios": "11.0" or later, or remove the event"#
      ])
    #expect(
      problems("12.0", .setNeedsLayout(view: "w")) == [
        #"events[0].setNeedsLayout: at 1 s: the view "w" is not loaded at this time; name a view of a controller that has appeared"#
      ])
    #expect(
      problems("12.0", .setContentInset(view: "v", insets: .zero)) == [
        #"events[0].setContentInset.view: "v" is a view, not a scroll view; name a scrollView, tableView, collectionView or webView"#
      ])
  }

  private func assertOrder(_ trace: Trace, _ names: [String], epoch: Int) {
    #expect(trace.verifyOrder(names, epoch: epoch) == nil)
  }
}
