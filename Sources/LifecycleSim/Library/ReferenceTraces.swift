#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleSimEngine
import LifecycleSimModel
import LifecycleSimSupport
import LifecycleSimTrace

/// The library of reference scenarios and traces: `NAME.scenario.json` files and their
/// `NAME.trace` text renderings, side by side in a folder (`traces/` in this repository).
package enum ReferenceTraces {
  /// The outcome of re-running one reference scenario.
  package enum Outcome: Sendable, Equatable {
    /// The stored trace matches byte for byte.
    case matches
    /// The stored trace is the same trace in an older format version (the payload), which
    /// `lifecycle-sim migrate` or `verify --record` rewrites in the current one.
    case matchesOlderFormat(Int)
    /// No stored trace exists.
    case missingTrace
    /// The stored trace differs; the payload is the semantic diff, stored trace first
    /// (``TraceDiff/describe(stored:actual:actualBytes:labels:)``).
    case differs(String)
    /// The scenario cannot be run.
    case invalid(String)
  }

  /// One checked scenario.
  package struct Check: Sendable, Equatable {
    /// The scenario file.
    package var scenario: URL
    /// Its trace file, next to it.
    package var trace: URL
    package var outcome: Outcome
    /// The trace the scenario produces now, when it runs.
    package var actual: [UInt8]?
  }

  /// Every `*.scenario.json` file under `directory` (recursively), sorted by path.
  ///
  /// - Throws: when the folder cannot be read.
  package static func scenarios(in directory: URL) throws -> [URL] {
    try FolderWalk.relativePaths(under: directory.path)
      .filter { $0.hasSuffix(".scenario.json") }
      .map { directory.appendingPathComponent($0) }
      .sorted { $0.path < $1.path }
  }

  /// The trace file that goes with a scenario file.
  package static func traceURL(for scenario: URL) -> URL {
    let name = scenario.lastPathComponent.dropLast(".scenario.json".count)
    return scenario.deletingLastPathComponent().appendingPathComponent("\(name).trace")
  }

  /// How diagnostics name the trace of the scenario named `scenarioName`.
  private static func traceName(_ scenarioName: String) -> String {
    guard scenarioName.hasSuffix(".scenario.json") else { return scenarioName + ".trace" }
    return scenarioName.dropLast(".scenario.json".count) + ".trace"
  }

  /// Runs one scenario and compares its text trace with the stored one.
  ///
  /// Both files are read only when they are regular files (FileDescriptor.contents(ofRegularFile:)):
  /// a FIFO or a device named like a scenario or a trace is invalid, and never waited on.
  ///
  /// - Parameters:
  ///   - scenario: the scenario file.
  ///   - fileName: how diagnostics name the file (its path as the user wrote it); the file's
  ///     last path component by default.
  ///   - memoryLimit: the bytes the checks may use (`nil`: what this process can have), shared
  ///     by `runsAtOnce` checks: a scenario whose run would need more than its share is invalid,
  ///     refused before it runs (``Simulator/checkMemory(limit:runsAtOnce:)``).
  package static func check(
    _ scenario: URL, fileName: String? = nil, memoryLimit: Int? = nil, runsAtOnce: Int = 1
  ) -> Check {
    let traceFile = traceURL(for: scenario)
    let name = fileName ?? scenario.lastPathComponent
    let trace: Trace
    do {
      let bytes = try FileDescriptor.contents(ofRegularFile: scenario.path)
      let decoded = try Scenario.decode(bytes, fileName: name)
      let simulator = try Simulator(decoded)
      try simulator.checkMemory(limit: memoryLimit, runsAtOnce: runsAtOnce)
      trace = try simulator.run()
    } catch let error as ScenarioError {
      return Check(scenario: scenario, trace: traceFile, outcome: .invalid(error.description))
    } catch {
      return Check(
        scenario: scenario, trace: traceFile,
        outcome: .invalid("\(name): cannot be read: \(error)"))
    }
    let actual = TraceFormat.text.renderBytes(trace)
    let stored: [UInt8]
    do {
      stored = try FileDescriptor.contents(ofRegularFile: traceFile.path)
    } catch .system(let error) where error.code == ENOENT {
      return Check(scenario: scenario, trace: traceFile, outcome: .missingTrace, actual: actual)
    } catch {
      return Check(
        scenario: scenario, trace: traceFile,
        outcome: .invalid("\(traceName(name)): cannot be read: \(error)"))
    }
    if stored == actual {
      return Check(scenario: scenario, trace: traceFile, outcome: .matches, actual: actual)
    }
    if TraceMigration.isOlderRendering(stored, of: actual),
      let version = TraceMigration.formatVersion(of: stored)
    {
      return Check(
        scenario: scenario, trace: traceFile, outcome: .matchesOlderFormat(version),
        actual: actual)
    }
    return Check(
      scenario: scenario, trace: traceFile,
      outcome: .differs(
        TraceDiff.describe(
          stored: stored, actual: trace, actualBytes: actual,
          labels: (traceName(fileName ?? scenario.lastPathComponent) + " (stored)", "the run now"))),
      actual: actual)
  }
}
