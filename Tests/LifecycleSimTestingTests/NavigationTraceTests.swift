import LifecycleSim
import LifecycleSimTesting
import Testing

/// The library used the way an app's test target would (public API only, the README's
/// example): one scenario, assertions on order, values and validity, and a golden trace
/// committed next to this file in `__Traces__/NavigationTraceTests/`.
@Suite struct NavigationTraceTests {
  /// A table in a navigation controller on iPhone X; a detail screen is pushed at t=1.
  static let scenario = Scenario(
    name: "push-on-iphone-x", device: "iPhone X", ios: "13.0",
    root: .navigation(
      "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]),
    events: [.at(1, .push(.controller("Detail"), on: "Nav"))])

  @Test func pushOnIPhoneX() throws {
    let trace = try Simulator(Self.scenario).run()

    // The first display: List reads no safe area before it is in the window.
    assertCallbackOrder(
      trace,
      [
        "List.viewDidLoad", "List.viewWillAppear", "List.viewSafeAreaInsetsDidChange",
        "List.viewDidAppear",
      ],
      epoch: 0)
    assertValue(trace, at: "List.viewWillAppear", \.safeAreaInsets, .zero)
    assertValue(trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 88, bottom: 34))
    assertValid(trace, .safeAreaInsets, from: "List.viewLayoutMarginsDidChange")

    // The push: Detail appears while List disappears.
    assertCallbackOrder(
      trace,
      [
        "List.viewWillDisappear", "Detail.viewWillAppear", "List.viewDidDisappear",
        "Detail.viewDidAppear",
      ],
      strict: true, epoch: 1)

    // Everything else, against the golden trace.
    assertTrace(trace)
  }
}
