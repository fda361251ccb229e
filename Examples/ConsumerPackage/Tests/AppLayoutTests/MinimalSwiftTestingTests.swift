import LifecycleSim
import LifecycleSimTesting
import Testing

/// The README's minimal Swift Testing test: a table under a navigation bar on iPhone X.
@Test func tableUnderNavigationBar() throws {
  let scenario = Scenario(
    name: "table-under-nav", device: "iPhone X", ios: "17.0",
    root: .navigation("Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]))
  let trace = try Simulator(scenario).run()
  assertValue(trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 88, bottom: 34))
  assertValue(trace, at: "table.layoutSubviews", \.adjustedContentInset, EdgeInsets(top: 88, bottom: 34))
  assertValid(trace, .safeAreaInsets, from: "List.viewLayoutMarginsDidChange")
  assertTrace(trace)
}
