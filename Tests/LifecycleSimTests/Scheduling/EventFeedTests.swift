@testable import LifecycleSim
@testable import LifecycleSimEngine
@testable import LifecycleSimTrace
import Testing

/// The scheduler holds one scenario event at a time, the next one scheduled when the one before
/// it runs, in the order all of them scheduled at the start would run: by time, then by their
/// place in the scenario.
@Suite struct EventFeedTests {
  private func push(_ time: Double, _ name: String) -> ScenarioEvent {
    ScenarioEvent(
      at: time, .push(navigationController: "Nav", controller: Build.plain(name), animated: false))
  }

  private func scenario(_ events: [ScenarioEvent]) -> Scenario {
    Scenario(
      name: "feed", device: "iPhone X", ios: "17.0",
      root: Build.navigation("Nav", [Build.plain("List")]), events: events)
  }

  /// Events listed out of time order run by time, and those at the same instant in the order
  /// listed: the records are those of the same events listed in that order.
  @Test func eventsRunByTimeThenByPlace() throws {
    let listed = [push(3, "D3"), push(1, "D1"), push(2, "D2"), push(2, "E2"), push(0, "D0")]
    let sorted = [listed[4], listed[1], listed[2], listed[3], listed[0]]
    let trace = try Simulator(scenario(listed)).run()
    let appeared = trace.records.filter { $0.callback == .viewDidAppear }.map(\.object)
    #expect(appeared == ["Nav", "List", "D0", "D1", "D2", "E2", "D3"])
    #expect(
      TraceFormat.text.renderBytes(trace)
        == TraceFormat.text.renderBytes(try Simulator(scenario(sorted)).run()))
  }

  /// At the end of every epoch of 1,000 pushes, animated so that each waits for the one before,
  /// the queue holds a few causes, not the events still to come.
  @Test func theQueueDoesNotHoldTheEventsToCome() throws {
    let events = (0..<1_000).map { index in
      ScenarioEvent(
        at: 1 + Double(index) * 0.1,
        .push(navigationController: "Nav", controller: Build.plain("D\(index)"), animated: true))
    }
    let simulator = try Simulator(scenario(events))
    let spy = QueueSpy(simulator)
    simulator.recorder.outlet = spy
    _ = try simulator.run()
    #expect(spy.calls >= 1_000)
    #expect(spy.largest <= 3)
  }

  /// An outlet that takes every epoch's records and notes the most causes waiting then.
  private final class QueueSpy: RecordOutlet {
    let threshold = 1
    private(set) var largest = 0
    private(set) var calls = 0
    private unowned let simulator: Simulator

    init(_ simulator: Simulator) { self.simulator = simulator }

    func take(_ trace: Trace, from base: Int) {
      calls += 1
      largest = max(largest, simulator.schedulerPending)
    }
  }
}
