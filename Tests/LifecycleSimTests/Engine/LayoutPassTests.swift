import LifecycleSim
import Testing

/// Which views lay out after each trigger (docs/behaviour.md#layout-passes).
@Suite struct LayoutPassTests {
  /// A controller `Main` whose root view holds `card` (a frame) holding `label` (margins).
  static func cardScenario(
    _ events: [ScenarioEvent], quirks: [QuirkOverride] = [], extra: [ViewNode] = []
  ) -> Scenario {
    let label = Build.view("label", layout: .margins)
    let card = ViewNode(
      name: "card", placement: .frame(Rect(x: 0, y: 200, width: 375, height: 200)),
      subviews: [label] + extra)
    return Scenario(
      name: "t", device: "iPhone X", ios: "17.0", quirks: quirks,
      root: Build.plain("Main", subviews: [card]), events: events)
  }

  /// The layout callbacks of one epoch, in order.
  static func layouts(_ trace: Trace, epoch: Int) -> [String] {
    trace.records.filter { $0.epoch == epoch }.map(\.qualifiedName).filter {
      $0.hasSuffix("layoutSubviews") || $0.hasSuffix("LayoutSubviews")
    }
  }

  /// WEB-203, WEB-204: a new origin alone changes no bounds, so neither the view nor its
  /// superview lays out.
  @Test func originOnlyFrameChangeLaysOutNothing() throws {
    let trace = try Build.run(
      Self.cardScenario([
        ScenarioEvent(
          at: 1, .setFrame(view: "card", frame: Rect(x: 0, y: 300, width: 375, height: 200)))
      ]))
    #expect(Self.layouts(trace, epoch: 1) == [])
    #expect(trace.final("card").frame == Rect(x: 0, y: 300, width: 375, height: 200))
  }

  /// WEB-203: setting the frame a view already has lays out nothing.
  @Test func sameFrameLaysOutNothing() throws {
    let trace = try Build.run(
      Self.cardScenario([
        ScenarioEvent(
          at: 1, .setFrame(view: "card", frame: Rect(x: 0, y: 200, width: 375, height: 200)))
      ]))
    #expect(Self.layouts(trace, epoch: 1) == [])
  }

  /// WEB-201, WEB-203 ("call target layoutsubviews -> subview layoutsubviews"): a new size lays
  /// out the superview first (with its controller's bracket), then the view; the label the
  /// view resizes follows.
  @Test func sizeChangeLaysOutSuperviewThenView() throws {
    let trace = try Build.run(
      Self.cardScenario([
        ScenarioEvent(
          at: 1, .setFrame(view: "card", frame: Rect(x: 0, y: 200, width: 375, height: 250)))
      ]))
    #expect(
      Self.layouts(trace, epoch: 1) == [
        "Main.viewWillLayoutSubviews", "Main.view.layoutSubviews", "Main.viewDidLayoutSubviews",
        "card.layoutSubviews", "label.layoutSubviews",
      ])
    #expect(trace.final("label").frame == Rect(x: 8, y: 8, width: 359, height: 234))
  }

  /// WEB-201, WEB-203: `addSubview` (a child added in `card`) lays out the target and the added
  /// view, not the target's other subviews nor the target's superview.
  @Test func addSubviewLaysOutTargetAndAddedView() throws {
    let child = ControllerNode(name: "Child", view: ViewNode())
    let trace = try Build.run(
      Self.cardScenario([
        ScenarioEvent(
          at: 1, .addChild(parent: "Main", controller: child, containerView: "card", layout: .fill))
      ]))
    #expect(
      Self.layouts(trace, epoch: 1) == [
        "card.layoutSubviews", "Child.viewWillLayoutSubviews", "Child.view.layoutSubviews",
        "Child.viewDidLayoutSubviews",
      ])
  }

  /// WEB-202 (`addSubviewLaysOutSiblings`): BadPirate's table also lays out every other subview
  /// of the target.
  @Test func addSubviewQuirkLaysOutSiblings() throws {
    let child = ControllerNode(name: "Child", view: ViewNode())
    let trace = try Build.run(
      Self.cardScenario(
        [
          ScenarioEvent(
            at: 1,
            .addChild(parent: "Main", controller: child, containerView: "card", layout: .fill))
        ],
        quirks: [QuirkOverride(.addSubviewLaysOutSiblings, true)]))
    #expect(
      Self.layouts(trace, epoch: 1) == [
        "card.layoutSubviews", "label.layoutSubviews", "Child.viewWillLayoutSubviews",
        "Child.view.layoutSubviews", "Child.viewDidLayoutSubviews",
      ])
  }

  /// WEB-202 ("removeFromSuperview – layoutSubviews is called on superview only"): removing a
  /// child lays out the view it left, after `didMove(toParent: nil)`.
  @Test func removeFromSuperviewLaysOutTheSuperviewOnly() throws {
    let child = ControllerNode(name: "Child", view: ViewNode())
    let trace = try Build.run(
      Self.cardScenario([
        ScenarioEvent(
          at: 1, .addChild(parent: "Main", controller: child, containerView: "card", layout: .fill)),
        ScenarioEvent(at: 2, .removeChild(controller: "Child")),
      ]))
    #expect(Self.layouts(trace, epoch: 2) == ["card.layoutSubviews"])
    #expect(trace.verifyOrder(["Child.didMove", "card.layoutSubviews"], epoch: 2) == nil)
  }

  /// WEB-201, WEB-202, WEB-205: a content offset that moves (a resting scroll view follows its
  /// new top inset) lays out the scroll view and its superview; a bottom inset, which leaves the
  /// offset alone, lays out nothing.
  @Test func contentOffsetChangeLaysOutScrollViewAndSuperview() throws {
    let scroll = ViewNode(
      .scrollView(ScrollViewProperties()), name: "scroll", placement: .layout(.fill))
    let trace = try Build.run(
      Scenario(
        name: "t", device: "iPhone X", ios: "17.0", root: Build.plain("Main", subviews: [scroll]),
        events: [
          ScenarioEvent(at: 1, .setContentInset(view: "scroll", insets: EdgeInsets(bottom: 10))),
          ScenarioEvent(
            at: 2, .setContentInset(view: "scroll", insets: EdgeInsets(top: 10, bottom: 10))),
        ]))
    #expect(Self.layouts(trace, epoch: 1) == [])
    #expect(
      Self.layouts(trace, epoch: 2) == [
        "Main.viewWillLayoutSubviews", "Main.view.layoutSubviews", "Main.viewDidLayoutSubviews",
        "scroll.layoutSubviews",
      ])
  }

  /// GT-217 (viewSafeAreaInsetsDidChange comes just before viewDidLayoutSubviews): a safe-area
  /// change lays out the views whose insets changed; `card`, away from the edges, keeps its
  /// insets and is not laid out.
  @Test func safeAreaChangeLaysOutTheChangedViews() throws {
    let trace = try Build.run(
      Self.cardScenario([
        ScenarioEvent(
          at: 1, .setAdditionalSafeAreaInsets(controller: "Main", insets: EdgeInsets(top: 10)))
      ]))
    #expect(
      Self.layouts(trace, epoch: 1) == [
        "Main.viewWillLayoutSubviews", "Main.view.layoutSubviews", "Main.viewDidLayoutSubviews",
      ])
    #expect(
      trace.verifyOrder(
        ["Main.viewSafeAreaInsetsDidChange", "Main.viewDidLayoutSubviews"], epoch: 1)
        == nil)
  }

  /// Apple: setNeedsLayout() (invalidations are consolidated into one update cycle): a rotation
  /// resizes each view and changes its insets, yet each lays out once.
  @Test func severalInvalidationsCoalesceIntoOnePass() throws {
    let trace = try Build.run(
      Scenario(
        name: "t", device: "iPhone X", ios: "17.0",
        root: Build.plain("Main", subviews: [Build.view("panel", layout: .safeArea)]),
        events: [ScenarioEvent(at: 1, .rotate(.landscapeLeft))]))
    #expect(
      Self.layouts(trace, epoch: 1) == [
        "Main.viewWillLayoutSubviews", "Main.view.layoutSubviews", "Main.viewDidLayoutSubviews",
        "panel.layoutSubviews",
      ])
  }

  /// WEB-206: a navigation controller puts the pushed view in private wrapper views, so the push
  /// lays out the pushed controller and not the navigation controller's own view.
  @Test func pushDoesNotLayOutTheNavigationControllersView() throws {
    let trace = try Build.run(
      Scenario(
        name: "t", device: "iPhone X", ios: "17.0",
        root: Build.navigation("Nav", [Build.plain("A")]),
        events: [
          ScenarioEvent(
            at: 1, .push(navigationController: "Nav", controller: Build.plain("B"), animated: false)
          )
        ]))
    let layouts = Self.layouts(trace, epoch: 1)
    #expect(layouts.contains("B.viewWillLayoutSubviews"))
    #expect(!layouts.contains("Nav.viewWillLayoutSubviews"))
    #expect(!layouts.contains("A.viewWillLayoutSubviews"))
  }
}
