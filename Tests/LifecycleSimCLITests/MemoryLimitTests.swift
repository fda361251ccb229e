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

  /// `report`, `explain`, `sweep` and `verify` are refused the same way before they run the
  /// scenario: exit status 2, what the run needs and what there is, and nothing written; the
  /// runs `sweep` and `verify` make at once share the memory. Under a limit that fits, each
  /// succeeds.
  @Test func theOtherCommandsThatRunAScenarioAreRefusedBeforeTheyRun() throws {
    try withTemporaryDirectory { folder in
      let scenarioCopy = folder.appendingPathComponent("one.scenario.json")
      try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.scenario), to: scenarioCopy)
      try FileManager.default.copyItem(
        at: URL(
          fileURLWithPath: Self.scenario.replacingOccurrences(of: ".scenario.json", with: ".trace")),
        to: folder.appendingPathComponent("one.trace"))
      let report = folder.appendingPathComponent("report.html").path
      let swept = folder.appendingPathComponent("swept").path
      let need = "a run of 8 objects and 0 events needs about 68 MB"
      let cases: [(arguments: [String], limit: String, says: String, written: String?)] = [
        (
          ["report", Self.scenario, "-o", report], "1000000", "can have 1 MB (the limit given)",
          report
        ),
        (
          ["explain", Self.scenario, "List.safeAreaInsets"], "1000000",
          "can have 1 MB (the limit given)", nil
        ),
        (
          [
            "sweep", Self.scenario, "--devices", "iPhone X", "--ios", "16.0", "--out", swept,
            "--jobs", "2",
          ],
          "10000000", "can have 5 MB (the limit given, shared by 2 runs at once)", swept
        ),
        (["verify", folder.path], "1000000", "can have 1 MB (the limit given)", nil),
      ]
      for (arguments, limit, says, written) in cases {
        let refused = try runExecutable(
          arguments, environment: ["LIFECYCLE_SIM_MEMORY_LIMIT": limit])
        #expect(refused.status == 2, "\(arguments[0])")
        #expect(
          refused.stderr.contains("not enough memory: \(need), and this process \(says)"),
          "\(arguments[0])")
        if let written {
          #expect(!FileManager.default.fileExists(atPath: written), "\(arguments[0])")
        }
        let fits = try runExecutable(
          arguments, environment: ["LIFECYCLE_SIM_MEMORY_LIMIT": "1000000000"])
        #expect(fits.status == 0, "\(arguments[0]): \(fits.stderr)")
      }
    }
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
