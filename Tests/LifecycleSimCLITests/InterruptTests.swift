import Foundation
import Testing

@testable import LifecycleSimCLI

/// `SIGINT` and `SIGTERM` during a write: the process removes what it made and ends by the
/// signal. No timing is assumed: each test waits until the temporary file or folder exists,
/// which it does for the whole of the write, then signals.
@Suite(.enabled(if: SmokeTests.executable != nil, "the built lifecycle-sim was not found"))
struct InterruptTests {
  /// The rotation scenario with `rotations` rotations: a trace of about 8 KB a rotation.
  static func bigScenario(rotations: Int) throws -> String {
    let path = scenarioPath("event-rotate-iphone-x-tab-nav-table")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let events = (0..<rotations).map { index in
      #"{"at":\#(index + 1),"rotate":"\#(index % 2 == 0 ? "landscapeLeft" : "portrait")"}"#
    }
    let start = try #require(text.range(of: "\"events\""))
    return text[..<start.lowerBound] + "\"events\": [" + events.joined(separator: ",") + "]\n}\n"
  }

  /// Starts the executable, waits until `ready` holds (checked every millisecond), sends
  /// `signal`, and returns how the process ended.
  func interrupt(
    _ arguments: [String], in directory: URL, signal: Int32, ready: () -> Bool
  ) throws -> (reason: Process.TerminationReason, status: Int32) {
    let executable = try #require(SmokeTests.executable)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    while process.isRunning && !ready() { usleep(1000) }
    try #require(process.isRunning, "the command ended before it was signalled")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus)
  }

  func temporaryExists(in directory: URL) -> Bool {
    ((try? contents(of: directory)) ?? []).contains { $0.hasPrefix(".lifecycle-sim-tmp-") }
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func runOutputLeavesNoTemporaryFile(_ signal: Int32) throws {
    try withTemporaryDirectory { directory in
      try Self.bigScenario(rotations: 1500).write(
        to: directory.appendingPathComponent("big.scenario.json"), atomically: true,
        encoding: .utf8)
      let ended = try interrupt(
        ["run", "big.scenario.json", "-o", "big.trace"], in: directory, signal: signal
      ) { temporaryExists(in: directory) }
      #expect(ended.reason == .uncaughtSignal)
      #expect(ended.status == signal)
      #expect(try contents(of: directory) == ["big.scenario.json"])
    }
  }

  @Test func sweepLeavesNoTemporaryFolderNorTheFoldersItMade() throws {
    try withTemporaryDirectory { directory in
      let scenario = scenarioPath("event-rotate-iphone-x-tab-nav-table")
      let deep = directory.appendingPathComponent("new/deep")
      let ended = try interrupt(
        ["sweep", scenario, "--ios", "all", "--jobs", "1", "--out", "new/deep/out"],
        in: directory, signal: SIGINT
      ) {
        ((try? contents(of: deep)) ?? []).contains { $0.hasPrefix(".lifecycle-sim-tmp-") }
      }
      #expect(ended.reason == .uncaughtSignal)
      #expect(ended.status == SIGINT)
      #expect(try contents(of: directory) == [])
    }
  }

  @Test func anInterruptedSweepKeepsTheEarlierOne() throws {
    try withTemporaryDirectory { directory in
      let scenario = scenarioPath("event-rotate-iphone-x-tab-nav-table")
      let out = directory.appendingPathComponent("out")
      let first = runCLI([
        "sweep", scenario, "--devices", "iPhone 8", "--ios", "11", "--out", out.path,
      ])
      try #require(first.status == 0)
      let before = try contents(of: out.appendingPathComponent("traces"))
      let ended = try interrupt(
        ["sweep", scenario, "--ios", "all", "--jobs", "1", "--out", "out"], in: directory,
        signal: SIGTERM
      ) { temporaryExists(in: directory) }
      #expect(ended.reason == .uncaughtSignal)
      #expect(ended.status == SIGTERM)
      #expect(try contents(of: directory) == ["out"])
      #expect(try contents(of: out.appendingPathComponent("traces")) == before)
    }
  }
}
