import Testing

@testable import LifecycleSim

/// Trees that events build without end (issue 23): a chain of `addChild` events, each child
/// added to the previous one, and pushes of controllers holding the navigation controller the
/// next push targets. The engine's walks recurse once a level, so an event that could nest
/// views more than `ViewTreeDepth.maximum` levels deep is refused before it changes anything.
@Suite struct DeepTreeTests {
  private static func scenario(root: String, events: [String]) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "deep", "device": "iPhone 13", "ios": "17.0",
      "root": \(root), "events": [\(events.joined(separator: ",\n"))] }
    """
  }

  /// `count` `addChild` events, child `C<i>` added to `C<i-1>` at `i` seconds.
  private static func chain(_ count: Int) -> String {
    scenario(
      root: #"{ "viewController": { "name": "C0" } }"#,
      events: (1...count).map {
        #"{ "at": \#($0), "addChild": { "parent": "C\#($0 - 1)", "controller": { "viewController": { "name": "C\#($0)" } } } }"#
      })
  }

  /// `count` pushes onto `N<i-1>` of a controller `V<i>` holding navigation controller `N<i>`.
  private static func pushes(_ count: Int) -> String {
    scenario(
      root:
        #"{ "navigationController": { "name": "N0", "stack": [{ "viewController": { "name": "R0" } }] } }"#,
      events: (1...count).map {
        #"{ "at": \#($0), "push": { "navigationController": "N\#($0 - 1)", "animated": false, "controller": { "viewController": { "name": "V\#($0)", "children": [{ "controller": { "navigationController": { "name": "N\#($0)", "stack": [{ "viewController": { "name": "R\#($0)" } }] } } }] } } } }"#
      })
  }

  private static func run(_ json: String) throws -> Trace {
    try Simulator(try Scenario.decode(Array(json.utf8), fileName: "deep.json")).run()
  }

  /// 127 children, each in the previous one, run: the deepest is on screen, full screen.
  @Test func aChainWithinTheLimitRuns() throws {
    #expect(ViewTreeDepth.maximum == 128)
    let trace = try Self.run(Self.chain(127))
    #expect(trace.final("C127").inWindow == true)
    #expect(trace.final("C127").frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(
      trace.final("C127").safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  /// 5,000 chained children (a stack overflow before): the 128th is refused with the depth,
  /// the limit and the fix, and nothing after it runs.
  @Test func aLongChainIsRefusedAtTheLimit() throws {
    let error = try #require(throws: ScenarioError.self) { try Self.run(Self.chain(5000)) }
    let first = try #require(error.description.split(separator: "\n").first)
    #expect(first.contains("events[127].addChild"))
    #expect(first.contains("adding C128 could nest views 129 levels deep, more than 128"))
    #expect(first.contains("add it to a controller nearer the root"))
    // The 4,872 later events name controllers the refused one would have added: one line for
    // all of them, at the first, not one each.
    let lines = error.diagnostics.map { $0.rendered(fileName: nil) }
    #expect(lines.count == 2)
    #expect(lines.last?.contains("events[128].addChild") == true)
    #expect(
      lines.last?.contains(
        "there is no controller \"C128\" at this time; so do 4871 later events, most likely "
          + "because an event above was refused") == true)
    #expect(lines.last?.contains("fix the refused event above first") == true)
  }

  /// 3,000 pushes of controllers holding navigation controllers (a stack overflow before): the
  /// 61st, whose views could reach 130 levels, is refused.
  @Test func deepPushesAreRefusedAtTheLimit() throws {
    let error = try #require(throws: ScenarioError.self) { try Self.run(Self.pushes(3000)) }
    let first = try #require(error.description.split(separator: "\n").first)
    #expect(first.contains("events[60].push"))
    #expect(first.contains("adding V61 could nest views 130 levels deep, more than 128"))
    let trace = try Self.run(Self.pushes(59))
    #expect(trace.final("R59").inWindow == true)
  }
}
