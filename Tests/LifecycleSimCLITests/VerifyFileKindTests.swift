import Foundation
import Testing

@testable import LifecycleSimCLI

/// `verify` reads only regular files, and prints the names it finds escaped.
@Suite struct VerifyFileKindTests {
  let name = "seed002-table-under-nav"

  @Test func aFIFONamedLikeAScenarioOrATraceIsInvalidAndNotWaitedOn() throws {
    try withTemporaryDirectory { directory in
      let folder = directory.path + "/"
      try #require(mkfifo(folder + "x.scenario.json", 0o600) == 0)
      try FileManager.default.copyItem(
        atPath: scenarioPath(name), toPath: folder + "\(name).scenario.json")
      try #require(mkfifo(folder + "\(name).trace", 0o600) == 0)
      let result = runCLI(["verify", directory.path, "--record"])
      #expect(result.status == 2)
      #expect(
        result.stdout == "invalid   \(folder)\(name).scenario.json\n"
          + "invalid   \(folder)x.scenario.json\n"
          + "2 scenarios: 0 ok, 0 recorded, 0 differing, 0 missing, 2 invalid\n")
      #expect(
        result.stderr == "\(folder)\(name).trace: cannot be read: not a regular file\n"
          + "\(folder)x.scenario.json: cannot be read: not a regular file\n")
      var info = stat()
      #expect(lstat(folder + "\(name).trace", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
  }

  @Test func aNewlineOrAnEscapeInANameCannotForgeALine() throws {
    try withTemporaryDirectory { directory in
      let forged = "a\nok        b\u{1B}[2J"
      let folder = directory.path + "/"
      try FileManager.default.copyItem(
        atPath: scenarioPath(name), toPath: folder + "\(forged).scenario.json")
      let result = runCLI(["verify", directory.path])
      #expect(result.status == 1)
      #expect(
        result.stdout == "missing   \(folder)a\\nok        b\\u{1B}[2J.scenario.json (no "
          + "a\\nok        b\\u{1B}[2J.trace; run with --record to write it)\n"
          + "1 scenario: 0 ok, 0 recorded, 0 differing, 1 missing, 0 invalid\n")
    }
  }

  @Test func printablePathsEscapeControlsAndInvisibleMarksOnly() {
    #expect(Printable.path("traces/été 🙂.trace") == "traces/été 🙂.trace")
    #expect(Printable.path("a\tb\rc\\d\u{7F}\u{85}") == "a\\tb\\rc\\\\d\\u{7F}\\u{85}")
    #expect(Printable.path("evil\u{202E}txt.trace") == "evil\\u{202E}txt.trace")
  }
}
