@testable import LifecycleSim
@testable import LifecycleSimEngine
import Testing

/// The recorder's epochs: open while their completions are pending, truncated when a new cause
/// comes first.
@Suite struct RecorderTests {
  /// The scheduler whose clock the recorder reads: only it moves time.
  private var scheduler = Scheduler<Int>()

  private func recorder() -> Recorder {
    Recorder(
      header: TraceHeader(
        scenario: "recorder", device: "iPhone X", ios: "13.0", profile: 13, quirks: [],
        orientation: .portrait, screen: Size(width: 375, height: 812),
        layoutDirection: .leftToRight),
      clock: scheduler.clock)
  }

  /// Moves the clock the way a run does: by taking a cause due at `time`.
  private mutating func advance(to time: SimInstant) {
    scheduler.schedule(0, at: time, phase: .scenarioEvent)
    _ = scheduler.popNext()
  }

  /// Settles every object of the epoch `recorder` closes at an empty state.
  private func settled(_ recorder: Recorder) -> Recorder.SettledStates {
    { objects in
      for _ in objects { ObjectState().withPacked(recorder.settle) }
    }
  }

  @Test mutating func anEpochClosesWhenItsLastCompletionRuns() {
    let recorder = recorder()
    let object = recorder.addObject(name: "A", kind: .view)
    recorder.openEpoch(cause: "push", detail: "", settled: settled(recorder))
    recorder.record(object, .viewWillAppear, state: ObjectState())
    let epoch = recorder.expectCompletion()
    recorder.closeIfSettled(settled: settled(recorder))
    advance(to: .seconds(1))
    recorder.beginCompletion(of: epoch)
    recorder.record(object, .viewDidAppear, state: ObjectState())
    recorder.closeIfSettled(settled: settled(recorder))
    let trace = recorder.finish()
    #expect(trace.epochs.count == 1)
    #expect(trace.epochs[0].end == .seconds(1))
    #expect(trace.epochs[0].truncated == false)
    #expect(trace.count == 2)
    #expect(recorder.object(ofRecord: 1) == object)
  }

  @Test mutating func aNewCauseTruncatesAnEpochWithPendingCompletions() {
    let recorder = recorder()
    recorder.openEpoch(cause: "push", detail: "", settled: settled(recorder))
    _ = recorder.expectCompletion()
    advance(to: .seconds(0.1))
    recorder.openEpoch(cause: "rotate", detail: "", settled: settled(recorder))
    recorder.closeIfSettled(settled: settled(recorder))
    let trace = recorder.finish()
    #expect(trace.epochs.map(\.truncated) == [true, false])
    #expect(trace.epochs[0].end == .seconds(0.1))
    #expect(recorder.epoch == EpochID(raw: 1))
  }

  @Test mutating func theRecorderReadsTheSchedulersClock() {
    let recorder = recorder()
    #expect(recorder.now == .zero)
    advance(to: .seconds(0.25))
    #expect(recorder.now == .seconds(0.25))
    #expect(recorder.now == scheduler.now)
  }
}
