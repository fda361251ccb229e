import Foundation
import LifecycleSim
import Testing

/// The memory refusal of `run` and the commands that simulate, under an injected limit
/// (`LIFECYCLE_SIM_MEMORY_LIMIT`), in the built executable.
@Suite struct MemoryLimitTests {
  static let scenario = scenarioPath("seed003-iphone-x-tab-nav-portrait")

  /// Refused with exit status 2 and a message on standard error, nothing on standard output
  /// and no output file; in every format, and for `diff`.
  @Test(arguments: ["text", "jsonl", "chrome", "changes"])
  func aRunOverTheLimitIsRefusedAndWritesNothing(_ format: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("memory-limit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.trace").path
    let environment = ["LIFECYCLE_SIM_MEMORY_LIMIT": "1000000"]
    for arguments in [
      ["run", Self.scenario, "--format", format],
      ["run", Self.scenario, "--format", format, "-o", output],
    ] {
      let result = try runExecutable(arguments, environment: environment)
      #expect(result.status == 2)
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.contains(
          "not enough memory: a run of 8 objects and 0 events needs about 68 MB, and this "
            + "process can have 1 MB (the limit given); nothing was run"))
      #expect(result.stderr.hasSuffix("1 problem found; nothing was written.\n"))
      #expect(!FileManager.default.fileExists(atPath: output))
    }
    let diff = try runExecutable(["diff", Self.scenario, Self.scenario], environment: environment)
    #expect(diff.status == 2)
    #expect(diff.stderr.contains("not enough memory"))
  }

  /// Under a limit that fits, the run is as without one; a limit that is not a number of bytes
  /// is refused.
  @Test func aLimitThatFitsRunsAndABadOneIsRefused() throws {
    let plain = try runExecutable(["run", Self.scenario])
    let fits = try runExecutable(
      ["run", Self.scenario], environment: ["LIFECYCLE_SIM_MEMORY_LIMIT": "100000000"])
    #expect(fits.status == 0)
    #expect(fits.stdout == plain.stdout)
    let bad = try runExecutable(
      ["run", Self.scenario], environment: ["LIFECYCLE_SIM_MEMORY_LIMIT": "2G"])
    #expect(bad.status == 2)
    #expect(bad.stdout.isEmpty)
    #expect(
      bad.stderr
        == "Error: LIFECYCLE_SIM_MEMORY_LIMIT='2G' is not a number of bytes.\n"
        + "  Set it to a whole number of bytes, such as 2000000000, or unset it; nothing was "
        + "run.\n")
  }
}
