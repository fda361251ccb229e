import Foundation
import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// `lifecycle-sim verify`.
@Suite struct VerifyCommandTests {
  static let names = ["seed002-table-under-nav", "seed003-additional-negative-11"]

  /// Calls `body` with a temporary folder holding copies of two bundled scenarios and no
  /// traces.
  func withScenarios<Result>(_ body: (URL) throws -> Result) throws -> Result {
    try withTemporaryDirectory { directory in
      for name in Self.names {
        try FileManager.default.copyItem(
          at: URL(fileURLWithPath: scenarioPath(name)),
          to: directory.appendingPathComponent("\(name).scenario.json"))
      }
      return try body(directory)
    }
  }

  func trace(_ name: String, in directory: URL) -> URL {
    directory.appendingPathComponent("\(name).trace")
  }

  @Test func missingTracesAreListedAndFail() throws {
    try withScenarios { directory in
      let result = runCLI(["verify", directory.path])
      #expect(result.status == 1)
      #expect(result.stderr == "")
      let path = directory.path
      #expect(
        result.stdout == """
          missing   \(path)/seed002-table-under-nav.scenario.json (no seed002-table-under-nav.trace; run with --record to write it)
          missing   \(path)/seed003-additional-negative-11.scenario.json (no seed003-additional-negative-11.trace; run with --record to write it)
          2 scenarios: 0 ok, 0 recorded, 0 differing, 2 missing, 0 invalid

          """)
      for name in Self.names {
        #expect(!FileManager.default.fileExists(atPath: trace(name, in: directory).path))
      }
    }
  }

  @Test func recordWritesTheMissingTracesThenVerifyPasses() throws {
    try withScenarios { directory in
      let path = directory.path
      let recorded = runCLI(["verify", path, "--record"])
      #expect(recorded.status == 0)
      #expect(recorded.stderr == "")
      #expect(
        recorded.stdout == """
          recorded  \(path)/seed002-table-under-nav.trace
          recorded  \(path)/seed003-additional-negative-11.trace
          2 scenarios: 0 ok, 2 recorded, 0 differing, 0 missing, 0 invalid

          """)
      for name in Self.names {
        let written = try Data(contentsOf: trace(name, in: directory))
        let reference = try Data(
          contentsOf: tracesDirectory.appendingPathComponent("\(name).trace"))
        #expect(written == reference, "\(name).trace")
      }

      let verified = runCLI(["verify", path])
      #expect(verified.status == 0)
      #expect(verified.stderr == "")
      #expect(
        verified.stdout == """
          ok        \(path)/seed002-table-under-nav.scenario.json
          ok        \(path)/seed003-additional-negative-11.scenario.json
          2 scenarios: 2 ok, 0 recorded, 0 differing, 0 missing, 0 invalid

          """)
    }
  }

  @Test func aChangedValueIsShownAsASemanticDiff() throws {
    try withScenarios { directory in
      #expect(runCLI(["verify", directory.path, "--record"]).status == 0)
      let file = trace("seed002-table-under-nav", in: directory)
      let text = try String(contentsOf: file, encoding: .utf8)
      let line = try #require(
        text.split(separator: "\n").first { $0.hasPrefix("   10  0  0   Nav ") })
      let edited = line.replacingOccurrences(
        of: "safeAreaInsets={20,0,0,0}", with: "safeAreaInsets={0,0,0,0}")
      // Sealed again, as a trace the simulator wrote with that value.
      try Data(TraceDigest.resealed(Array(text.replacingOccurrences(of: line, with: edited).utf8)))
        .write(to: file)

      let result = runCLI(["verify", directory.path])
      #expect(result.status == 1)
      #expect(result.stderr == "")
      #expect(
        result.stdout == """
          differs   \(directory.path)/seed002-table-under-nav.scenario.json
            --- \(directory.path)/seed002-table-under-nav.trace (stored)
            +++ the run now
            records (callback by callback)
              epoch 0 initialDisplay
                ~ Nav.viewSafeAreaInsetsDidChange safeAreaInsets {0,0,0,0} → {20,0,0,0}
            1 difference: 1 value (33 records compared)
          ok        \(directory.path)/seed003-additional-negative-11.scenario.json
          2 scenarios: 1 ok, 0 recorded, 1 differing, 0 missing, 0 invalid

          """)
    }
  }

  /// A stored trace edited by hand (not sealed again) is refused at its end line, with the
  /// fix, and the first line that differs from the run.
  @Test func anEditedTraceIsSaidToBeEdited() throws {
    try withScenarios { directory in
      #expect(runCLI(["verify", directory.path, "--record"]).status == 0)
      let file = trace("seed002-table-under-nav", in: directory)
      let text = try String(contentsOf: file, encoding: .utf8)
      try Data(text.replacingOccurrences(of: "  valid=", with: "  valid=frame,").utf8)
        .write(to: file)

      let result = runCLI(["verify", directory.path])
      #expect(result.status == 1)
      let output = result.stdout.split(separator: "\n").map(String.init)
      let endLine = text.split(separator: "\n").count
      #expect(
        output.dropFirst().first?.hasPrefix(
          "  \(directory.path)/seed002-table-under-nav.trace (stored) cannot be read as a trace "
            + "(line \(endLine):") == true)
      #expect(
        output.dropFirst().first?.contains(
          "the trace was edited after it was written (digest ") == true)
      #expect(output.dropFirst().first?.contains("lifecycle-sim verify FOLDER --record") == true)
      #expect(output.last == "2 scenarios: 1 ok, 0 recorded, 1 differing, 0 missing, 0 invalid")
    }
  }

  @Test func anUnreadableTraceShowsItsFirstDifferingLine() throws {
    try withScenarios { directory in
      #expect(runCLI(["verify", directory.path, "--record"]).status == 0)
      let file = trace("seed002-table-under-nav", in: directory)
      var lines = try String(contentsOf: file, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      try #require(lines.count > 10)
      let original = lines[7]
      lines[7] = "corrupted"
      try Data(lines.joined(separator: "\n").utf8).write(to: file)

      let result = runCLI(["verify", directory.path])
      #expect(result.status == 1)
      #expect(result.stderr == "")
      let output = result.stdout.split(separator: "\n").map(String.init)
      #expect(output.first == "differs   \(directory.path)/seed002-table-under-nav.scenario.json")
      #expect(
        output.dropFirst().first
          == "  \(directory.path)/seed002-table-under-nav.trace (stored) cannot be read as a trace "
          + "(line 8:1: expected a header line '# key value'); the first differing line:")
      #expect(output.dropFirst(2).first == "  first difference at line 8 (expected: -, actual: +)")
      #expect(output.contains("  - corrupted"))
      #expect(output.contains("  + \(original)"))
      #expect(
        output.contains("ok        \(directory.path)/seed003-additional-negative-11.scenario.json"))
      #expect(output.last == "2 scenarios: 1 ok, 0 recorded, 1 differing, 0 missing, 0 invalid")
    }
  }

  @Test func recordRewritesADifferingTrace() throws {
    try withScenarios { directory in
      #expect(runCLI(["verify", directory.path, "--record"]).status == 0)
      let file = trace("seed003-additional-negative-11", in: directory)
      let good = try Data(contentsOf: file)
      try Data("stale\n".utf8).write(to: file)
      let result = runCLI(["verify", directory.path, "--record"])
      #expect(result.status == 0)
      #expect(result.stdout.contains("recorded  \(file.path)\n"))
      #expect(try Data(contentsOf: file) == good)
    }
  }

  @Test func recordIsRefusedOnCI() throws {
    try withScenarios { directory in
      let result = runCLI(["verify", directory.path, "--record"], environment: ["CI": "true"])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(
        result.stderr == """
          Error: refusing to --record on CI (the CI environment variable is set).
            Record locally and commit the traces, or add --force if you mean it.

          """)
      let contents = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      #expect(contents == Self.names.map { "\($0).scenario.json" })
    }
  }

  @Test func recordOnCILeavesExistingTracesUntouched() throws {
    try withScenarios { directory in
      let file = trace("seed002-table-under-nav", in: directory)
      let stale = Data("stale\n".utf8)
      try stale.write(to: file)
      let result = runCLI(["verify", directory.path, "--record"], environment: ["CI": "true"])
      #expect(result.status == 2)
      #expect(try Data(contentsOf: file) == stale)
    }
  }

  @Test func forceAllowsRecordOnCI() throws {
    try withScenarios { directory in
      let result = runCLI(
        ["verify", directory.path, "--record", "--force"], environment: ["CI": "true"])
      #expect(result.status == 0)
      #expect(result.stderr == "")
      for name in Self.names {
        #expect(FileManager.default.fileExists(atPath: trace(name, in: directory).path))
      }
      #expect(runCLI(["verify", directory.path], environment: ["CI": "true"]).status == 0)
    }
  }

  @Test func verifyWithoutRecordRunsOnCI() throws {
    try withScenarios { directory in
      let result = runCLI(["verify", directory.path], environment: ["CI": "true"])
      #expect(result.status == 1)
      #expect(result.stderr == "")
    }
  }

  @Test func anInvalidScenarioFailsWithItsDiagnostics() throws {
    try withScenarios { directory in
      #expect(runCLI(["verify", directory.path, "--record"]).status == 0)
      try Data(invalidScenario.utf8).write(
        to: directory.appendingPathComponent("invalid.scenario.json"))
      let result = runCLI(["verify", directory.path])
      #expect(result.status == 2)
      let lines = result.stdout.split(separator: "\n").map(String.init)
      #expect(lines.first == "invalid   \(directory.path)/invalid.scenario.json")
      // The diagnostics go to standard error and name the file by the path verify shows.
      let diagnostics = result.stderr.split(separator: "\n").map(String.init)
      #expect(diagnostics.count == 2)
      let prefix = "\(directory.path)/invalid.scenario.json:"
      #expect(
        diagnostics.allSatisfy {
          $0.hasPrefix(prefix) && startsWithLineAndColumn($0.dropFirst(prefix.count))
        })
      #expect(lines.contains("ok        \(directory.path)/seed002-table-under-nav.scenario.json"))
      #expect(lines.last == "3 scenarios: 2 ok, 0 recorded, 0 differing, 0 missing, 1 invalid")
    }
  }

  @Test func anEmptyFolderIsAnError() throws {
    try withTemporaryDirectory { directory in
      let result = runCLI(["verify", directory.path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(result.stderr == "Error: no *.scenario.json files under '\(directory.path)'.\n")
    }
  }

  @Test func scenariosInSubfoldersAreFound() throws {
    try withTemporaryDirectory { directory in
      let nested = directory.appendingPathComponent("nested")
      try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: URL(fileURLWithPath: scenarioPath("seed002-table-under-nav")),
        to: nested.appendingPathComponent("seed002-table-under-nav.scenario.json"))
      let result = runCLI(["verify", directory.path])
      #expect(result.status == 1)
      #expect(
        result.stdout.hasPrefix("missing   \(nested.path)/seed002-table-under-nav.scenario.json"))
    }
  }

  @Test func theBundledTracesVerify() {
    let result = runCLI(["verify", tracesDirectory.path])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stderr == "")
    #expect(result.stdout.hasSuffix(" 0 recorded, 0 differing, 0 missing, 0 invalid\n"))
  }

  @Test func aSecondFolderIsRefused() {
    let result = runCLI(["verify", "a", "b"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: Unexpected argument 'b'
        Usage: lifecycle-sim verify [<directory>] [--record] [--force]
          See 'lifecycle-sim verify --help' for more information.

        """)
  }

  @Test func aMisspelledFlagSuggestsTheClosestOne() {
    let result = runCLI(["verify", "--recrod"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: Unknown option '--recrod'. Did you mean '--record'?\n"))
  }
}

/// `verify` edge cases around folders and the CI switch.
@Suite struct VerifyEnvironmentTests {
  @Test func aMissingFolderIsNamed() {
    let result = runCLI(["verify", "/no/such/folder"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: no folder '/no/such/folder'. Give the folder that holds the scenarios.\n")
  }

  /// `CI` set to an empty value, `false` or `0` is not a CI run.
  @Test(arguments: [("", false), ("false", false), ("0", false), ("true", true), ("1", true)])
  func ciDetection(value: String, isCI: Bool) {
    #expect(ContinuousIntegration.isActive(in: ["CI": value]) == isCI)
  }
}
