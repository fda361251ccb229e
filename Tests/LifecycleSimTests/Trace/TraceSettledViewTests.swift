import Foundation
import LifecycleSim
import Testing

/// The settled view (one block per epoch: each object's settled values) and the changes view
/// without sequence numbers: the renderings golden strategies pin, filtered by objects and
/// properties, and unchanged when the scenario gains an unrelated object.
@Suite struct TraceSettledViewTests {
  static func scenario(extraView: Bool) -> Scenario {
    Scenario(
      name: "push-on-iphone-x", device: "iPhone X", ios: "13.0",
      root: .navigation(
        "Nav",
        [
          .controller(
            "List",
            subviews: [.table("table", contentHeight: 2000)] + (extraView ? [.view("badge")] : []))
        ]),
      events: [.at(1, .push(.controller("Detail"), on: "Nav"))])
  }

  @Test func theSettledViewHasOneBlockPerEpochInTreeOrder() throws {
    let trace = try Simulator(Self.scenario(extraView: false)).run()
    #expect(
      TraceSettledView(properties: [.safeAreaInsets, .adjustedContentInset]).render(trace) == """
        # push-on-iphone-x: settled values per epoch (– never settles in the epoch)
        # iPhone X · iOS 13.0 (profile 13) · portrait 375x812 · leftToRight

        epoch 0 initialDisplay
          Nav        safeAreaInsets {44,0,34,0}
          Nav.view   safeAreaInsets {44,0,34,0}
          List       safeAreaInsets {88,0,34,0}
          List.view  safeAreaInsets {88,0,34,0}
          table      safeAreaInsets {88,0,34,0} · adjustedContentInset {88,0,34,0}

        epoch 1 push(navigationController=Nav controller=Detail animated=true)
          List         safeAreaInsets {0,0,0,0}
          Detail       safeAreaInsets {88,0,34,0}
          Detail.view  safeAreaInsets {88,0,34,0}

        """)
    let list = TraceSettledView(objects: ["List"]).render(trace)
    #expect(
      list.hasSuffix(
        """
        epoch 0 initialDisplay
          List  safeAreaInsets {88,0,34,0} · frame (0,0,375,812) · inWindow true · layoutMargins {88,16,34,16} · topLayoutGuide 88 · bottomLayoutGuide 34

        epoch 1 push(navigationController=Nav controller=Detail animated=true)
          List  safeAreaInsets {0,0,0,0} · frame (0,0,375,812) · inWindow false · layoutMargins {0,16,0,16} · topLayoutGuide 0 · bottomLayoutGuide 0

        """))
  }

  /// A cancelled interactive pop: List.view reads values in epoch 1 that it does not settle at.
  @Test func aValueThatNeverSettlesInAnEpochIsADash() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../traces/event-interactive-pop-iphone-x.scenario.json")
    let scenario = try Scenario.decode([UInt8](Data(contentsOf: file)), fileName: "pop")
    let trace = try Simulator(scenario).run()
    let view = TraceSettledView(objects: ["List.view"], properties: [.safeAreaInsets])
    let lines = view.render(trace).split(separator: "\n").filter { $0.hasPrefix("  List.view") }
    #expect(lines.contains("  List.view  safeAreaInsets –"))
    #expect(trace.validRecord(of: "List.view", .safeAreaInsets, epoch: 1) == nil)
  }

  @Test func filteredViewsDoNotChangeWhenAnUnrelatedObjectIsAdded() throws {
    let before = try Simulator(Self.scenario(extraView: false)).run()
    let after = try Simulator(Self.scenario(extraView: true)).run()
    #expect(after.objects.contains { $0.name == "badge" })
    #expect(after.count > before.count)
    let changes = TraceChangesView(
      objects: ["List", "table"], properties: [.safeAreaInsets, .adjustedContentInset],
      showsSequenceNumbers: false)
    #expect(changes.render(after) == changes.render(before))
    let settled = TraceSettledView(objects: ["List", "table"])
    #expect(settled.render(after) == settled.render(before))
    // With sequence numbers, the same view moves with the records of others.
    let numbered = TraceChangesView(objects: ["List", "table"])
    #expect(numbered.render(after) != numbered.render(before))
  }

  @Test func theChangesViewWithoutSequenceNumbersStartsLinesWithTheTime() throws {
    let trace = try Simulator(Self.scenario(extraView: false)).run()
    let view = TraceChangesView(
      objects: ["List"], properties: [.safeAreaInsets], showsSequenceNumbers: false)
    #expect(
      view.render(trace).hasSuffix(
        """
        epoch 1 push(navigationController=Nav controller=Detail animated=true)
          t     object  callback                          changes
          1     List    viewWillDisappear(animated=true)
          1.35  List    viewDidDisappear(animated=true)   safeAreaInsets {0,0,0,0} ✓

        """))
  }
}
