@testable import LifecycleSim
@testable import LifecycleSimEngine
import Testing

/// The scheduler's advance semantics (now moves to each event's instant, ties run in scheduling
/// order, time never goes back; docs/behaviour.md#overview).
@Suite struct SchedulerTests {
  private func drain(_ scheduler: inout Scheduler<String>) -> [String] {
    var order: [String] = []
    while let event = scheduler.popNext() { order.append(event.action) }
    return order
  }

  @Test func earlierTimesRunFirst() {
    var scheduler = Scheduler<String>()
    scheduler.schedule("late", at: .seconds(2), phase: .scenarioEvent)
    scheduler.schedule("early", at: .seconds(1), phase: .scenarioEvent)
    #expect(drain(&scheduler) == ["early", "late"])
  }

  /// At equal time, completions of earlier-started animations run before scenario events.
  @Test func completionsRunBeforeScenarioEventsAtTheSameInstant() {
    var scheduler = Scheduler<String>()
    scheduler.schedule("pop at 1.35", at: .seconds(1.35), phase: .scenarioEvent)
    scheduler.schedule("push completes", at: .seconds(1.35), phase: .completion)
    #expect(drain(&scheduler) == ["push completes", "pop at 1.35"])
  }

  /// Scenario events at the same time keep file order (docs/scenario-format.md "ties keep file
  /// order").
  @Test func sameKeyEventsRunInScheduleOrder() {
    var scheduler = Scheduler<String>()
    for index in 0..<50 { scheduler.schedule("e\(index)", at: .seconds(1), phase: .scenarioEvent) }
    #expect(drain(&scheduler) == (0..<50).map { "e\($0)" })
  }

  @Test func nowMovesToTheEventBeforeItIsReturned() throws {
    var scheduler = Scheduler<String>()
    scheduler.schedule("a", at: .seconds(0.35), phase: .completion)
    #expect(scheduler.now == .zero)
    let popped = scheduler.popNext()
    let event = try #require(popped)
    #expect(event.time == .seconds(0.35))
    #expect(scheduler.now == .seconds(0.35))
  }

  @Test func pastDeadlinesAreClampedToNow() throws {
    var scheduler = Scheduler<String>()
    scheduler.schedule("first", at: .seconds(2), phase: .scenarioEvent)
    _ = scheduler.popNext()
    scheduler.schedule("past", at: .seconds(1), phase: .scenarioEvent)
    let popped = scheduler.popNext()
    let event = try #require(popped)
    #expect(event.time == .seconds(2))
    #expect(scheduler.now == .seconds(2))
  }

  @Test func popThroughALimitLeavesLaterEvents() {
    var scheduler = Scheduler<String>()
    scheduler.schedule("a", at: .seconds(1), phase: .scenarioEvent)
    scheduler.schedule("b", at: .seconds(3), phase: .scenarioEvent)
    #expect(scheduler.popNext(through: .seconds(2))?.action == "a")
    #expect(scheduler.popNext(through: .seconds(2)) == nil)
    #expect(scheduler.pendingCount == 1)
    #expect(scheduler.nextTime == .seconds(3))
  }

  /// Seconds convert to whole microseconds once, at the boundary.
  @Test func secondsConvertToMicroseconds() {
    #expect(SimDuration.seconds(0.35).microseconds == 350_000)
    #expect(SimInstant.seconds(1.35).microseconds == 1_350_000)
    #expect((SimInstant.seconds(1) + .milliseconds(350)) == .seconds(1.35))
  }

  /// The heap agrees with a stable sort by `(time, phase, sequence)` on random input.
  @Test func heapOrderMatchesATotalOrderOnRandomInput() {
    var rng = SplitMix64(seed: 42)
    var scheduler = Scheduler<Int>()
    var expected: [(Int64, UInt8, Int)] = []
    for index in 0..<2000 {
      let time = Int64.random(in: 0..<50, using: &rng)
      let phase: SchedulePhase = Bool.random(using: &rng) ? .completion : .scenarioEvent
      scheduler.schedule(index, at: SimInstant(microseconds: time), phase: phase)
      expected.append((time, phase.rawValue, index))
    }
    expected.sort { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
    var actual: [Int] = []
    while let event = scheduler.popNext() { actual.append(event.action) }
    #expect(actual == expected.map(\.2))
    #expect(scheduler.isIdle)
  }
}
