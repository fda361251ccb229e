import Testing

@testable import LifecycleSim

/// The size of the root tree that the check counts, and that the world reserves room for
/// before the first display: every controller and view of the tree, and a bound on the trace
/// objects a run without events makes from it.
@Suite struct ScenarioTreeSizeTests {
  /// A root controller whose view holds `rootSubviews` views, with `children` child
  /// controllers of `childViews` views each (their root views included).
  private static func scenario(rootSubviews: Int, children: Int, childViews: Int) -> Scenario {
    let embedded = (0..<children).map { index in
      ChildEmbedding(
        ControllerNode(
          name: "Child\(index)",
          view: ViewNode(
            name: "Child\(index).root",
            subviews: (1..<childViews).map { ViewNode(name: "c\(index)v\($0)") })))
    }
    let root = ControllerNode(
      name: "Root",
      view: ViewNode(subviews: (0..<rootSubviews).map { ViewNode(name: "r\($0)") }),
      children: embedded)
    return Scenario(name: "size", device: "iPhone 13", ios: "17.0", root: root)
  }

  @Test(arguments: [(0, 0, 1), (3, 2, 4), (10, 5, 7)])
  func theCheckCountsEveryControllerAndView(rootSubviews: Int, children: Int, childViews: Int)
    throws
  {
    let scenario = Self.scenario(
      rootSubviews: rootSubviews, children: children, childViews: childViews)
    let size = try ScenarioResolution.standard(scenario).rootSize
    #expect(size.controllers == 1 + children)
    #expect(size.views == 1 + rootSubviews + children * childViews)
    #expect(size.objects == size.views + 4 * size.controllers + 3)
  }

  @Test func aDecodedScenarioKeepsTheSizeItsCheckCounted() throws {
    let json = """
      {"format": "lifecycle-scenario/1", "name": "size", "device": "iPhone 13", "ios": "17.0",
       "root": {"navigationController": {"name": "Nav", "stack": [
         {"viewController": {"name": "List", "view": {"subviews": [
           {"tableView": {"name": "Table", "layout": "fill"}},
           {"view": {"name": "Badge", "frame": [0, 0, 10, 10]}}]}}}]}}}
      """
    let scenario = try Scenario.decode(Array(json.utf8))
    let size = try #require(scenario.resolution?.rootSize)
    #expect(size.controllers == 2)
    // The navigation controller's view and the list's view with its two subviews.
    #expect(size.views == 4)
  }

  /// The room reserved is an upper bound of what the first display makes, so that no store
  /// grows past it in a run without events.
  @Test(arguments: [(0, 0, 1), (3, 2, 4), (10, 5, 7)])
  func aRunWithoutEventsMakesNoMoreThanTheRoomReserved(
    rootSubviews: Int, children: Int, childViews: Int
  ) throws {
    let scenario = Self.scenario(
      rootSubviews: rootSubviews, children: children, childViews: childViews)
    let size = try ScenarioResolution.standard(scenario).rootSize
    let trace = try Simulator(scenario).run()
    let views = trace.objects.filter { $0.kind == .view }.count
    #expect(views == size.views)
    #expect(trace.objects.count <= size.objects)
  }
}
