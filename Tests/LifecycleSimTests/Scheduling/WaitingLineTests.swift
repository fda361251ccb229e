@testable import LifecycleSim
@testable import LifecycleSimEngine
import Testing

/// Events queued behind a running transition: first come first served, in linear work
/// (issue 8).
@Suite struct WaitingLineTests {
  private func pushes(_ count: Int, every step: Double) -> Scenario {
    Scenario(
      name: "queue", device: "iPhone X", ios: "17.0",
      root: Build.navigation("Nav", [Build.plain("List")]),
      events: (0..<count).map { index in
        ScenarioEvent(
          at: 1 + Double(index) * step,
          .push(navigationController: "Nav", controller: Build.plain("D\(index)"), animated: true))
      })
  }

  /// 1,000 animated pushes 10.1 ms apart (so none falls on a transition's end) all wait behind
  /// 0.35 s transitions: each is scheduled, released and completed once (3 scheduler pops per
  /// push but the first, plus the initial display), where re-deferring every waiting event at
  /// every transition end took quadratic work (about 500,000 pops here).
  @Test func queuedPushesCostLinearSchedulerWork() throws {
    let count = 1000
    let simulator = try Simulator(pushes(count, every: 0.0101))
    let trace = try simulator.run()
    #expect(simulator.schedulerPops == 3 * count)
    // They ran in file order, one per transition.
    let appeared = trace.records.filter { $0.callback == .viewDidAppear }.map(\.object)
    #expect(appeared == ["Nav", "List"] + (0..<count).map { "D\($0)" })
    #expect(trace.record("D1.viewWillAppear")?.time == .seconds(1.35))
    #expect(trace.record("D999.viewDidAppear")?.time == .seconds(1 + 0.35 * 1000))
  }

  /// An event due exactly when a transition ends runs before the events that waited for it
  /// (they run after the causes already due at that instant), and the waiting ones keep their
  /// order across controllers: Nav2's push waited first, so it runs before Nav1's, although
  /// Nav1's transition ends first.
  @Test func releasedEventsKeepTheirPlaceAmongTheCausesOfTheInstant() throws {
    func push(_ time: Double, _ navigation: String, _ name: String) -> ScenarioEvent {
      ScenarioEvent(
        at: time,
        .push(navigationController: navigation, controller: Build.plain(name), animated: true))
    }
    let scenario = Scenario(
      name: "order", device: "iPhone X", ios: "17.0",
      root: ControllerNode(
        name: "Root",
        children: [
          ChildEmbedding(Build.navigation("Nav1", [Build.plain("A1")])),
          ChildEmbedding(Build.navigation("Nav2", [Build.plain("A2")])),
        ]),
      events: [
        push(1, "Nav1", "B1"), push(1, "Nav2", "B2"), push(1.1, "Nav2", "C2"),
        push(1.2, "Nav1", "C1"), push(1.35, "Nav1", "D1"),
      ])
    let trace = try Simulator(scenario).run()
    let starts = trace.records.filter { $0.callback == .willMove && $0.time == .seconds(1.35) }
    #expect(starts.map(\.object) == ["D1", "C2"])
    // C1 finds Nav1 busy with D1, which started at 1.35: it runs when D1's transition ends.
    #expect(trace.record("C1.willMove")?.time == .seconds(1.7))
  }
}
