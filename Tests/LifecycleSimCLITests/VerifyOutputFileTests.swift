import Foundation
import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// `verify --record` writes through ``OutputFile``; `verify` skips and cleans up its temporary
/// files.
extension VerifyCommandTests {
  @Test func aStaleTemporaryFileIsRemovedAndSaidSo() throws {
    try withScenarios { directory in
      #expect(runCLI(["verify", directory.path, "--record"]).status == 0)
      let stale = ".lifecycle-sim-tmp-999999999-1a2b-seed002-table-under-nav.trace"
      try Data("half a trace".utf8).write(to: directory.appendingPathComponent(stale))
      let result = runCLI(["verify", directory.path])
      #expect(result.status == 0)
      #expect(
        result.stderr == "removed a stale temporary file '\(directory.path)/\(stale)' (its "
          + "writer, process 999999999, is no longer running)\n")
      #expect(!(try contents(of: directory).contains(stale)))
    }
  }

  @Test func aLiveWritersTemporaryFileIsNeitherRunNorRemoved() throws {
    try withScenarios { directory in
      #expect(runCLI(["verify", directory.path, "--record"]).status == 0)
      let live = ".lifecycle-sim-tmp-\(getpid())-1a2b-x.scenario.json"
      try Data("{".utf8).write(to: directory.appendingPathComponent(live))
      let result = runCLI(["verify", directory.path])
      #expect(result.status == 0)
      #expect(result.stderr == "")
      #expect(!result.stdout.contains(live))
      #expect(
        result.stdout.hasSuffix(
          "\n2 scenarios: 2 ok, 0 recorded, 0 differing, 0 missing, 0 invalid\n"))
      #expect(try contents(of: directory).contains(live))
    }
  }

  @Test func recordKeepsATracesModeAndSymbolicLink() throws {
    try withScenarios { directory in
      let name = Self.names[0]
      let stored = directory.appendingPathComponent("stored.trace")
      try Data("stale\n".utf8).write(to: stored)
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: stored.path)
      let link = trace(name, in: directory)
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "stored.trace")
      let result = runCLI(["verify", directory.path, "--record"])
      #expect(result.status == 0)
      #expect(result.stdout.contains("recorded  \(link.path)\n"))
      #expect(try fileStatus(link.path).st_mode & S_IFMT == S_IFLNK)
      #expect(try fileStatus(stored.path).st_mode & 0o7777 == 0o640)
      let expected = try [UInt8](
        Data(contentsOf: tracesDirectory.appendingPathComponent("\(name).trace")))
      #expect(try [UInt8](Data(contentsOf: stored)) == expected)
      #expect(
        try contents(of: directory).filter { AtomicFile.isTemporary($0) } == [])
    }
  }

  @Test func recordRefusesATraceThatIsItsScenario() throws {
    try withScenarios { directory in
      let name = Self.names[0]
      let scenario = directory.appendingPathComponent("\(name).scenario.json")
      let original = try Data(contentsOf: scenario)
      let link = trace(name, in: directory)
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: scenario.lastPathComponent)
      let result = runCLI(["verify", directory.path, "--record"])
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "Error: cannot write the trace to '\(link.path)': it is the input '\(scenario.path)'.\n"
          + "  Give another file, so the input is kept; nothing was written.\n")
      #expect(try Data(contentsOf: scenario) == original)
    }
  }
}
