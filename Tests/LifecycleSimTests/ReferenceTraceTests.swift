import Foundation
import LifecycleSim
import Testing

/// Every scenario under `traces/` reproduces its stored trace byte for byte.
@Suite struct ReferenceTraceTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("traces")

  static let scenarios: [String] =
    ((try? ReferenceTraces.scenarios(in: directory)) ?? []).map(\.lastPathComponent)

  @Test func theLibraryIsNotEmpty() {
    #expect(Self.scenarios.count >= 17)
  }

  @Test(arguments: scenarios)
  func scenarioReproducesItsTrace(_ name: String) {
    let check = ReferenceTraces.check(Self.directory.appendingPathComponent(name))
    switch check.outcome {
    case .matches:
      break
    case .missingTrace:
      Issue.record("\(name) has no stored trace; run scripts/record-traces.sh and review it.")
    case .matchesOlderFormat(let version):
      let message: Comment = """
        \(name)'s trace is in format version \(version); run scripts/record-traces.sh (or \
        lifecycle-sim migrate traces) and review it.
        """
      Issue.record(message)
    case .differs(let difference):
      Issue.record(
        """
        \(name) no longer reproduces its trace.

        \(difference)

        If the change is intended, run scripts/record-traces.sh and review the diff.
        """)
    case .invalid(let message):
      Issue.record("\(name) cannot be run:\n\(message)")
    }
  }

  @Test func everyTraceHasAScenario() throws {
    let traces = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { $0.hasSuffix(".trace") }
    for trace in traces {
      let scenario = trace.dropLast(".trace".count) + ".scenario.json"
      #expect(Self.scenarios.contains(String(scenario)), "\(trace) has no scenario")
    }
  }

  @Test func runsAreByteIdentical() throws {
    for name in Self.scenarios.prefix(4) {
      let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
      let scenario = try Scenario.decode(bytes)
      for format in TraceFormat.all {
        let first = format.renderBytes(try Simulator(scenario).run())
        let second = format.renderBytes(try Simulator(scenario).run())
        #expect(first == second, "\(name) \(format.name)")
      }
    }
  }
}
