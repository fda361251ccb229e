import LifecycleSim
import LifecycleSimTesting
import Testing

/// The README's minimal Swift Testing test: a table under a navigation bar on iPhone X.
@Test func tableUnderNavigationBar() throws {
  let scenario = Scenario(
    name: "table-under-nav", device: "iPhone X", ios: "17.0",
    root: ControllerNode(
      .navigationController(stack: [
        ControllerNode(
          name: "List",
          view: ViewNode(subviews: [
            ViewNode(
              .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 2000))),
              name: "table", placement: .layout(.fill))
          ]))
      ]), name: "Nav"))
  let trace = try Simulator(scenario).run()
  assertValue(trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 88, bottom: 34))
  assertValue(trace, at: "table.layoutSubviews", \.adjustedContentInset, EdgeInsets(top: 88, bottom: 34))
  assertValid(trace, .safeAreaInsets, from: "List.viewLayoutMarginsDidChange")
  assertTrace(trace)
}
