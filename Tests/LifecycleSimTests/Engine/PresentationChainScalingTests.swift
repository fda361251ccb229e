import LifecycleSim
import Testing

@testable import LifecycleSimEngine

/// A chain of presentations, each on the one before, costs each presentation the same (issue 29),
/// counted in the layout passes' steps (``PassWork``), not timed. A page sheet's presenter stays
/// in the window, so its root view stays one of the window's roots; a layout pass used to start a
/// walk at every root, and n presentations cost n² steps.
@Suite struct PresentationChainScalingTests {
  /// `Root`, then `count` page sheets (or `style`), each presented by the one before, not animated.
  private static func scenario(count: Int, style: PresentationStyle) -> Scenario {
    var events: [ScenarioEvent] = []
    var presenter = "Root"
    for index in 0..<count {
      let name = "Sheet\(index)"
      let sheet = Build.plain(name, subviews: [Build.view("label\(index)", layout: .fill)])
      events.append(
        ScenarioEvent(
          at: Double(index + 1),
          .present(
            from: presenter, controller: sheet, style: style,
            animated: false)))
      presenter = name
    }
    var scenario = Build.scenario("iPhone 15", ios: "17.0", root: Build.plain("Root"))
    scenario.events = events
    return scenario
  }

  /// The layout passes' views entered over the events alone.
  private static func layoutVisits(count: Int, style: PresentationStyle) throws -> Int {
    let simulator = try Simulator(scenario(count: count, style: style))
    let trace = try simulator.run()
    #expect(trace.records.filter { $0.callback == .viewDidAppear }.count == 1 + count)
    let idle = try Simulator(scenario(count: 0, style: style))
    _ = try idle.run()
    return simulator.passWork.layoutVisits - idle.passWork.layoutVisits
  }

  /// 10, 40 and 160 presentations in a chain: each enters the same views, for the styles that
  /// keep their presenters in the window and for one that removes them.
  @Test(arguments: [PresentationStyle.pageSheet, .overFullScreen, .fullScreen])
  func everyPresentationCostsTheSameAtAnyLength(style: PresentationStyle) throws {
    let ten = try Self.layoutVisits(count: 10, style: style)
    let forty = try Self.layoutVisits(count: 40, style: style)
    let hundredSixty = try Self.layoutVisits(count: 160, style: style)
    #expect(ten > 0)
    // Linear: 120 more presentations add four times what 30 more add.
    #expect(hundredSixty - forty == 4 * (forty - ten), "\(style)")
  }
}
