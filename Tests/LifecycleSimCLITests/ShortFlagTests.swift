import Foundation
import Testing

@testable import LifecycleSimCLI

/// Short flags and singular counts, as a terminal user expects them.
@Suite struct ShortFlagTests {
  static let scenario = scenarioPath("seed002-table-under-nav")

  @Test func shortFlagsStandForTheirLongOptions() throws {
    let jsonl = runCLI(["run", Self.scenario, "-f", "jsonl"])
    #expect(jsonl.status == 0)
    #expect(jsonl.stdout.hasPrefix("{\"record\":\"header\""))
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("out.trace")
      let written = runCLI(["run", Self.scenario, "-o", file.path])
      #expect(written.status == 0)
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.hasPrefix("# lifecycle-trace/2\n"))
    }
    // A short flag a command does not take is unknown there, with the closest option.
    let unknown = runCLI(["devices", "-o", "x"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("Error: Unknown option '-o'"))
  }

  @Test func oneScenarioIsCountedInTheSingular() throws {
    try withTemporaryDirectory { directory in
      let source = URL(fileURLWithPath: Self.scenario)
      try FileManager.default.copyItem(
        at: source, to: directory.appendingPathComponent(source.lastPathComponent))
      let result = runCLI(["verify", directory.path, "--record"])
      #expect(
        result.stdout.hasSuffix(
          "1 scenario: 0 ok, 1 recorded, 0 differing, 0 missing, 0 invalid\n"))
    }
  }
}
