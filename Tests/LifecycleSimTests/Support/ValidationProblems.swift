import LifecycleSim

extension Scenario {
  /// What the simulator's checks report for this scenario built in code, one line each; empty
  /// when it would run.
  var validationProblems: [String] {
    do {
      _ = try Simulator(self)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }
}
