import LifecycleSim
import Testing

/// The callbacks of first display in UIKit's order (docs/behaviour.md#first-display).
@Suite struct FirstDisplayOrderTests {
  /// The controller-level callbacks, `Object.callback`, in delivery order.
  private func controllerCallbacks(_ trace: Trace) -> [String] {
    trace.records.filter { $0.kind.isController }.map(\.qualifiedName)
  }

  /// Navigation N with top A: parent first, A loads right before its own `viewWillAppear`
  /// (docs/behaviour.md#first-display; GT-212, GT-244, OU-070). `viewIsAppearing` on 17 (Apple:
  /// viewIsAppearing(_:)).
  @Test func navigationControllerOnIOS17() throws {
    let trace = try Build.run(
      Build.scenario("iPhone 15", ios: "17.0", root: Build.navigation("N", [Build.plain("A")])))
    #expect(
      controllerCallbacks(trace) == [
        "N.loadView", "N.viewDidLoad", "N.viewWillAppear", "A.loadView", "A.viewDidLoad",
        "A.viewWillAppear", "N.viewLayoutMarginsDidChange", "N.viewSafeAreaInsetsDidChange",
        "A.viewLayoutMarginsDidChange", "A.viewSafeAreaInsetsDidChange", "N.viewIsAppearing",
        "A.viewIsAppearing", "N.viewWillLayoutSubviews", "N.viewDidLayoutSubviews",
        "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "N.viewWillLayoutSubviews",
        "N.viewDidLayoutSubviews", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        "N.viewDidAppear", "A.viewDidAppear",
      ])
  }

  /// `viewIsAppearing` exists from 17; before that only with `backDeployViewIsAppearing`
  /// on 13–16.
  @Test(arguments: [
    ("16.0", [QuirkOverride](), false), ("17.0", [], true),
    ("13.0", [QuirkOverride(.backDeployViewIsAppearing, true)], true),
    ("12.0", [QuirkOverride(.backDeployViewIsAppearing, true)], false),
  ])
  func viewIsAppearingByProfile(ios: String, quirks: [QuirkOverride], called: Bool) throws {
    let trace = try Build.run(
      Build.scenario("iPhone 8", ios: ios, quirks: quirks, root: Build.plain("A")))
    #expect((trace.record("A.viewIsAppearing") != nil) == called)
  }

  /// Tab → nav → A: one level deeper; only the selected tab loads (GT-244, OU-070).
  @Test func tabNavigationOnlyLoadsTheSelectedTab() throws {
    var root = Build.tabs("T", [Build.navigation("N", [Build.plain("A")]), Build.plain("B")])
    root.kind = .tabBarController(
      tabs: [Build.navigation("N", [Build.plain("A")]), Build.plain("B")], selectedIndex: 0)
    let trace = try Build.run(Build.scenario("iPhone X", ios: "11.0", root: root))
    let loads = controllerCallbacks(trace).filter { $0.hasSuffix(".viewDidLoad") }
    #expect(loads == ["T.viewDidLoad", "N.viewDidLoad", "A.viewDidLoad"])
    #expect(trace.records(of: "B").isEmpty)
    #expect(trace.finalState(of: "B") == ObjectState(inWindow: false))
    let appears = controllerCallbacks(trace).filter { $0.hasSuffix(".viewDidAppear") }
    #expect(appears == ["T.viewDidAppear", "N.viewDidAppear", "A.viewDidAppear"])
  }

  /// `selectedIndex` picks the tab that loads.
  @Test func selectedIndexPicksTheTab() throws {
    let root = ControllerNode(
      .tabBarController(tabs: [Build.plain("A"), Build.plain("B")], selectedIndex: 1), name: "T")
    let trace = try Build.run(Build.scenario("iPhone X", ios: "11.0", root: root))
    #expect(trace.records(of: "A").isEmpty)
    #expect(trace.record("B.viewDidAppear") != nil)
  }

  /// Only the top of a navigation stack loads (docs/behaviour.md#first-display).
  @Test func onlyTheTopOfTheStackLoads() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0",
        root: Build.navigation("N", [Build.plain("Root"), Build.plain("Top")])))
    #expect(trace.records(of: "Root").isEmpty)
    #expect(trace.record("Top.viewDidAppear") != nil)
  }

  /// A child declared in `children` is installed in its parent's `viewDidLoad`:
  /// willMove → load → didMove, then appears after its parent; two brackets each
  /// (docs/behaviour.md#first-display, GT-232).
  @Test func childContainment() throws {
    let child = Build.plain("C")
    let parent = ControllerNode(name: "P", children: [ChildEmbedding(child)])
    let trace = try Build.run(Build.scenario("iPhone 8", ios: "12.0", root: parent))
    let names = controllerCallbacks(trace).filter {
      !$0.hasSuffix("MarginsDidChange") && !$0.hasSuffix("InsetsDidChange")
    }
    #expect(
      names == [
        "P.loadView", "P.viewDidLoad", "C.willMove", "C.loadView", "C.viewDidLoad", "C.didMove",
        "P.viewWillAppear", "C.viewWillAppear", "P.viewWillLayoutSubviews",
        "P.viewDidLayoutSubviews", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
        "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews", "C.viewWillLayoutSubviews",
        "C.viewDidLayoutSubviews", "P.viewDidAppear", "C.viewDidAppear",
      ])
    #expect(trace.record("C.willMove")?.arguments.parent == .some("P"))
  }

  /// Appearance callbacks carry `animated: false` on first display.
  @Test func firstDisplayIsNotAnimated() throws {
    let trace = try Build.run(Build.scenario("iPhone X", ios: "17.0", root: Build.plain("A")))
    for name in ["A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"] {
      #expect(trace.record(name)?.arguments.animated == false, "\(name)")
    }
  }

  /// Entering already in landscape sends no `viewWillTransition` (GT-254).
  @Test func landscapeStartHasNoTransition() throws {
    let trace = try Build.run(
      Build.scenario("iPhone X", ios: "11.0", .landscapeLeft, root: Build.plain("A")))
    #expect(!trace.records.contains { $0.callback == .viewWillTransition })
    #expect(trace.records.filter { $0.qualifiedName == "A.viewWillLayoutSubviews" }.count == 2)
  }

  /// Layout: the controller bracket surrounds only its root view; a dirty subview is laid out
  /// after `viewDidLayoutSubviews`, and only in the first pass (OU-065,
  /// docs/behaviour.md#first-display).
  @Test func subviewsAreLaidOutAfterTheBracketInPassOneOnly() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0",
        root: Build.plain("A", subviews: [Build.view("sub", layout: .fill)])))
    let layout = trace.records.filter {
      [.viewWillLayoutSubviews, .viewDidLayoutSubviews, .layoutSubviews].contains($0.callback)
    }.map(\.qualifiedName)
    #expect(
      layout == [
        "A.viewWillLayoutSubviews", "A.view.layoutSubviews", "A.viewDidLayoutSubviews",
        "sub.layoutSubviews", "A.viewWillLayoutSubviews", "A.view.layoutSubviews",
        "A.viewDidLayoutSubviews",
      ])
  }

  /// `run()` is idempotent and the same scenario gives the same records.
  @Test func runningTwiceGivesTheSameTrace() throws {
    let scenario = Build.scenario("iPhone X", ios: "11.0", root: Build.plain("A"))
    let simulator = try Simulator(scenario)
    let first = try simulator.run()
    let second = try simulator.run()
    #expect(Array(first.records) == Array(second.records))
    #expect(Array(first.records) == Array(try Simulator(scenario).run().records))
  }
}
