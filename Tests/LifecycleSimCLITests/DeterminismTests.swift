import Foundation
import Testing

/// The real binary gives the same bytes whatever the time zone, locale and working folder.
@Suite struct DeterminismTests {
  static let names = ["seed003-iphone-x-tab-nav-portrait", "event-push-pop-iphone-x"]

  @Test(
    .enabled(if: SmokeTests.executable != nil, "the built lifecycle-sim was not found"),
    arguments: ["text", "jsonl", "chrome"])
  func theSameScenarioGivesTheSameBytesInAnyEnvironment(_ format: String) throws {
    try withTemporaryDirectory { directory in
      for name in Self.names {
        let arguments = ["run", scenarioPath(name), "--format", format]
        let first = try runExecutable(
          arguments, environment: ["TZ": "UTC", "LANG": "C"], directory: directory)
        let second = try runExecutable(
          arguments,
          environment: [
            "TZ": "Pacific/Chatham", "LANG": "tr_TR.UTF-8", "LC_ALL": "de_DE.UTF-8",
            "HOME": directory.path,
          ],
          directory: URL(fileURLWithPath: "/"))
        #expect(first.status == 0)
        // The iPhone X runs iOS 11–16: the iOS 17 scenario's header warning goes to stderr too.
        #expect(first.stderr == second.stderr)
        #expect(
          first.stderr.isEmpty
            || first.stderr == "Warning: \(scenarioPath(name)): iPhone X supports iOS 11–16; "
              + "this scenario uses iOS 17.0\n"
        )
        #expect(!first.stdout.isEmpty)
        #expect(first.stdout == second.stdout, "\(name) \(format)")
        if format == "text" {
          let stored = try [UInt8](
            Data(contentsOf: tracesDirectory.appendingPathComponent("\(name).trace")))
          #expect(first.stdout == stored, "\(name)")
        }
      }
    }
  }

  @Test(.enabled(if: SmokeTests.executable != nil, "the built lifecycle-sim was not found"))
  func aFailedRunWritesNothing() throws {
    try withTemporaryDirectory { directory in
      let scenario = directory.appendingPathComponent("invalid.scenario.json")
      try Data(invalidScenario.utf8).write(to: scenario)
      let output = directory.appendingPathComponent("trace.txt")
      let result = try runExecutable(["run", scenario.path, "--output", output.path])
      #expect(result.reason == .exit)
      #expect(result.status == 2)
      #expect(result.stdout == [])
      #expect(result.stderr.hasSuffix("\n2 problems found; nothing was written.\n"))
      #expect(try contents(of: directory) == ["invalid.scenario.json"])
    }
  }
}
