import Foundation
import LifecycleSim
import Testing

/// Property tests over random scenarios: the simulator is total (every event sequence runs or is
/// refused with a ``ScenarioError``), deterministic, and its appearance callbacks always follow
/// the state machine (issue 8).
///
/// `LIFECYCLE_SIM_RANDOM_SCENARIOS=N` runs N scenarios instead of the default; with
/// `LIFECYCLE_SIM_RANDOM_VERBOSE=1` each seed is printed before it runs, so the last seed printed
/// names the scenario that trapped.
@Suite struct RandomScenarioTests {
  private static var count: Int {
    ProcessInfo.processInfo.environment["LIFECYCLE_SIM_RANDOM_SCENARIOS"].flatMap { Int($0) }
      ?? 400
  }

  /// The outcome of a run, as text: the rendered trace, or the rendered error.
  private static func outcome(_ scenario: Scenario) -> (text: String, trace: Trace?) {
    do {
      let trace = try Simulator(scenario).run()
      return (TraceFormat.text.render(trace), trace)
    } catch {
      return (error.description, nil)
    }
  }

  @Test func everyRandomScenarioRunsOrIsRefusedTheSameWayTwice() {
    let verbose = ProcessInfo.processInfo.environment["LIFECYCLE_SIM_RANDOM_VERBOSE"] != nil
    var ran = 0
    for seed in 0..<Self.count {
      if verbose {
        FileHandle.standardError.write(Data("seed \(seed)\n".utf8))
      }
      var rng = SplitMix64(seed: UInt64(seed))
      let scenario = RandomScenario.make(using: &rng)
      let first = Self.outcome(scenario)
      let second = Self.outcome(scenario)
      #expect(first.text == second.text, "seed \(seed) is not deterministic")
      guard let trace = first.trace else {
        #expect(!first.text.isEmpty, "seed \(seed) was refused without a diagnostic")
        continue
      }
      ran += 1
      let broken = AppearanceCheck.violations(in: trace)
      #expect(broken.isEmpty, "seed \(seed): \(broken.prefix(3))")
    }
    // Many scenarios are refused (an event names a controller gone or not there yet), but enough
    // must run through for the appearance check to say something.
    #expect(ran * 10 > Self.count)
  }
}

/// Checks that each controller's appearance callbacks follow UIKit's state machine: a "will"
/// begins a transition from a state it can leave, a "did" ends the transition in progress.
enum AppearanceCheck {
  private enum State { case disappeared, appearing, appeared, disappearing }

  /// The records that break the state machine, as `seq object.callback`.
  static func violations(in trace: Trace) -> [String] {
    var states: [String: State] = [:]
    var broken: [String] = []
    for record in trace.records {
      let state = states[record.object, default: .disappeared]
      let next: State?
      switch record.callback {
      case .viewWillAppear:
        next = state == .disappeared || state == .disappearing ? .appearing : nil
      case .viewDidAppear: next = state == .appearing ? .appeared : nil
      case .viewWillDisappear:
        next = state == .appeared || state == .appearing ? .disappearing : nil
      case .viewDidDisappear: next = state == .disappearing ? .disappeared : nil
      default: continue
      }
      if let next {
        states[record.object] = next
      } else {
        broken.append("\(record.seq) \(record.qualifiedName) from \(state)")
      }
    }
    return broken
  }
}
