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

extension Scenario {
  /// What decoding `json` and the simulator's checks report, one line each; empty when it would
  /// run.
  static func validationProblems(json: String) -> [String] {
    problems(json: json, running: false)
  }

  /// ``validationProblems(json:)`` and what the run itself meets.
  static func runProblems(json: String) -> [String] {
    problems(json: json, running: true)
  }

  private static func problems(json: String, running: Bool) -> [String] {
    do {
      let simulator = try Simulator(Scenario.decode(Array(json.utf8), fileName: "s.json"))
      if running { _ = try simulator.run() }
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }
}
