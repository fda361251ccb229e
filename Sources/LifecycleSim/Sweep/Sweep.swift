import Dispatch
import LifecycleSimEngine
import LifecycleSimModel
import LifecycleSimSupport
import LifecycleSimTrace

/// Runs one scenario on many devices, iOS versions and orientations (`lifecycle-sim sweep`).
///
/// Each combination is a whole, single-threaded simulation; `jobs` of them run at once on
/// their own threads, and the results come back in plan order, so nothing depends on
/// scheduling.
///
/// ```swift
/// let selection = try SweepSelection(devices: "iPhone 8,iPhone X", ios: "11-13")
/// let plan = selection.combinations(scenarioOrientation: scenario.orientation).combinations
/// let results = Sweep.run(scenario, plan, properties: SweepProperties(), jobs: 2)
/// ```
package enum Sweep {
  /// The scenario with a combination's device, iOS version, orientation and window (when the
  /// sweep chooses one: it replaces the scenario's `window` key), and `quirks` set over its own
  /// switches.
  package static func scenario(
    _ scenario: Scenario, for combination: SweepCombination, quirks: [QuirkOverride]
  ) -> Scenario {
    var copy = scenario
    copy.device = combination.device
    copy.ios = combination.ios
    copy.orientation = combination.orientation
    if let window = combination.window { copy.window = window.spec }
    for override in quirks {
      if let index = copy.quirks.firstIndex(where: { $0.name == override.name }) {
        copy.quirks[index] = override
      } else {
        copy.quirks.append(override)
      }
    }
    return copy
  }

  /// Runs `combinations`, `jobs` at a time, and returns their results in the same order.
  ///
  /// - Parameters:
  ///   - deliver: called once per combination, from the thread that ran it, with its result
  ///     and its trace (`nil` when it could not run), to render where it goes; calls may come
  ///     in any order.
  ///   - progress: called after each combination with the number done so far, serially.
  package static func run(
    _ scenario: Scenario, _ combinations: [SweepCombination], quirks: [QuirkOverride] = [],
    properties: SweepProperties, jobs: Int,
    deliver: @Sendable (SweepResult, Trace?) -> Void = { _, _ in },
    progress: @Sendable (Int) -> Void = { _ in }
  ) -> [SweepResult] {
    let state = Locked(
      (next: 0, done: 0, results: [SweepResult?](repeating: nil, count: combinations.count)))
    let workers = max(1, min(jobs, combinations.count))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = state.withLock { state -> Int in
          defer { state.next += 1 }
          return state.next
        }
        guard index < combinations.count else { return }
        let combination = combinations[index]
        let result: SweepResult
        var delivered: Trace?
        do throws(ScenarioError) {
          let trace = try Simulator(Self.scenario(scenario, for: combination, quirks: quirks)).run()
          result = SweepResult(combination: combination, trace: trace, properties: properties)
          delivered = trace
        } catch {
          result = SweepResult(
            combination: combination, profile: 0, warnings: [], outcome: [], validity: [],
            error: error.diagnostics.map(\.message).joined(separator: "; "))
        }
        deliver(result, delivered)
        state.withLock { state in
          state.results[index] = result
          state.done += 1
          progress(state.done)
        }
      }
    }
    return state.withLock { $0.results.compactMap { $0 } }
  }
}
