import LifecycleSim
import LifecycleSimTesting
import Testing

/// The README's test by moment: what a table shows when its controller appears on a Dynamic
/// Island iPhone, and goldens of only what the team cares about.
@Test func tableWhenListAppears() throws {
  let scenario = Scenario(
    name: "island-table", device: "iPhone 14 Pro", ios: "16.0",
    root: .navigation("Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]))
  let trace = try Simulator(scenario).run()

  // What table shows when List.viewDidAppear runs; the engine's 97.666… compares as 97.667.
  assertValue(
    trace, of: "table", at: "List.viewDidAppear", \.adjustedContentInset,
    EdgeInsets(top: 97.667, bottom: 34))
  let table = trace.state(of: "table", at: "List.viewDidAppear")
  #expect(table?.contentOffset == Point(x: 0, y: -97.667))
  assertValue(trace, of: "List", at: .settled(epoch: 0), \.safeAreaInsets, EdgeInsets(top: 97.667, bottom: 34))

  // Goldens of List and table only: the values they settle at, and how their insets change.
  assertTrace(trace, as: .settled(objects: ["List", "table"]))
  assertTrace(
    trace, as: .changes(objects: ["List", "table"], properties: [.safeAreaInsets, .adjustedContentInset]))
}
