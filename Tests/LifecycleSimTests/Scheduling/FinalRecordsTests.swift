import Foundation
@testable import LifecycleSim
@testable import LifecycleSimEngine
@testable import LifecycleSimTrace
import Testing

/// The final records a run appends, most of them taken from the settled states of the epoch
/// that closed last, read what the world gives each object when the run ends, computed afresh.
@Suite struct FinalRecordsTests {
  /// Checks every final record of a run of `scenario` against the world after the run.
  private func checkFinals(of scenario: Scenario, _ name: String) throws {
    let simulator = try Simulator(scenario)
    let trace = try simulator.run()
    var lastState: [Int32: Int32] = [:]
    for slot in trace.slots { lastState[slot.object] = slot.state }
    for final in trace.finalSlots {
      let expected = simulator.finalStateComputedAfresh(of: ObjectID(raw: final.object))
      let object = trace.objects[Int(final.object)].name
      #expect(trace.state(of: final) == expected, "\(name): \(object)")
      // Shared exactly when the object's last record reads the same state.
      let last = lastState[final.object]
      #expect(
        final.sharesRecordState == (last.map { trace.states[Int($0)] == expected } ?? false),
        "\(name): \(object)")
      if final.sharesRecordState { #expect(final.state == last, "\(name): \(object)") }
    }
  }

  @Test(arguments: ReferenceTraceTests.scenarios)
  func referenceFinalsReadTheWorldAsTheRunLeftIt(_ name: String) throws {
    let url = ReferenceTraceTests.directory.appendingPathComponent(name)
    let scenario = try Scenario.decode([UInt8](Data(contentsOf: url)), fileName: name)
    try checkFinals(of: scenario, name)
  }

  /// A recorder whose epoch `Rotate` closed settled, with a completion of the truncated epoch
  /// before it still to run.
  private func settledRecorder() -> (Recorder, ObjectID, EpochID) {
    let header = TraceHeader(
      scenario: "s", device: "iPhone X", ios: "17.0", profile: 17, quirks: [],
      orientation: .portrait, screen: Size(width: 375, height: 812), layoutDirection: .leftToRight)
    let recorder = Recorder(header: header, clock: SimulationClock())
    let object = recorder.addObject(name: "A", kind: .view)
    let state = ObjectState(frame: Rect(x: 0, y: 0, width: 10, height: 10), inWindow: true)
    let settled: Recorder.SettledStates = { objects in
      objects.forEach { _ in state.withPacked(recorder.settle) }
    }
    recorder.openEpoch(cause: "initialDisplay", detail: "", settled: settled)
    recorder.record(object, .layoutSubviews, state: state)
    let truncated = recorder.expectCompletion()
    recorder.openEpoch(cause: "rotate", detail: "", settled: settled)
    recorder.record(object, .layoutSubviews, state: state)
    recorder.closeIfSettled(settled: settled)
    return (recorder, object, truncated)
  }

  @Test func aFinalIsTakenFromTheLastSettledStateWhenNoCauseFollowed() {
    let (recorder, object, _) = settledRecorder()
    #expect(recorder.addFinalAsLastSettled(object))
  }

  /// A completion may change the world without a record: once one begins, the settled states
  /// are no longer the world's.
  @Test func noFinalIsTakenOnceACompletionBegins() {
    let (recorder, object, truncated) = settledRecorder()
    recorder.beginCompletion(of: truncated)
    #expect(!recorder.addFinalAsLastSettled(object))
  }

  /// A run whose last cause is a completion of an epoch a later event truncated: that epoch
  /// closed before the completion ran, so the finals are computed, not taken.
  @Test func finalsAfterACompletionOfATruncatedEpochReadTheWorldAfterIt() throws {
    let json = """
      {"format": "lifecycle-scenario/1", "name": "late-completion", "device": "iPhone X",
       "ios": "17.0",
       "root": {"navigationController": {"name": "Nav", "stack": [
         {"viewController": {"name": "A", "view": {"subviews": [
           {"view": {"name": "a", "layout": "safeArea"}}]}}}]}},
       "events": [
         {"at": 1.0, "push": {"navigationController": "Nav", "animated": true,
           "controller": {"viewController": {"name": "B", "view": {"subviews": [
             {"view": {"name": "b", "layout": "safeArea"}}]}}}}},
         {"at": 1.1, "setNeedsLayout": {"view": "a"}}]}
      """
    let scenario = try Scenario.decode(Array(json.utf8), fileName: "late.scenario.json")
    let trace = try Simulator(scenario).run()
    // The push's epoch was truncated by the later event, and its completion ran after that
    // event's epoch had closed.
    try #require(trace.epochs.count == 3)
    #expect(trace.epochs[1].truncated)
    #expect(trace.slots.last.map { Int($0.epoch) } == 1)
    try checkFinals(of: scenario, "late-completion")
  }
}
