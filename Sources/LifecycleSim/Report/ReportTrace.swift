import LifecycleSimEngine
import LifecycleSimModel
import LifecycleSimTrace

/// One trace as a report draws it: the trace, a label, and when known the settled state of
/// every object at the end of each epoch.
package struct ReportTrace: Sendable {
  /// How the page titles the trace: its file name.
  package var label: String
  package var trace: Trace
  /// The final records of the run cut after each epoch (epoch `k`: the scenario with its first
  /// `k` events), so that bars and the window, which traces list only in their final records,
  /// are drawn where they were; `nil` when only the trace is known.
  package var epochStates: [[FinalRecord]]?

  /// Creates a report trace from a trace alone: an epoch's settled state is then each
  /// object's last record up to the epoch's end, and the final records for what has none.
  package init(label: String, trace: Trace) {
    self.label = label
    self.trace = trace
    self.epochStates = nil
  }

  /// The most epochs whose settled states are computed by re-running the scenario cut short
  /// (the cost grows with the square of the number of events).
  package static let epochStateLimit = 64

  /// Creates a report trace from the scenario that gave `trace`, re-running it cut after each
  /// epoch when it has at most ``epochStateLimit`` of them.
  package init(label: String, trace: Trace, scenario: Scenario) {
    self.init(label: label, trace: trace)
    guard trace.epochs.count <= Self.epochStateLimit,
      trace.epochs.count == scenario.events.count + 1
    else { return }
    var states: [[FinalRecord]] = []
    for count in 0..<trace.epochs.count {
      var cut = scenario
      cut.events = Array(scenario.events.prefix(count))
      guard let run = try? Simulator(cut).run() else { return }
      states.append(run.finals)
    }
    // The last cut is the whole run: its final records are the trace's.
    epochStates = states
  }
}
