import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimCLI

/// How `sweep` and `sweep --merge` write their folder: whole or not at all, never over a
/// user's files or an input, and only from shards that are whole and match their summaries.
@Suite("sweep folder")
struct SweepFolderTests {
  let scenario = scenarioPath("event-rotate-iphone-x-tab-nav-table")
  let options = ["--devices", "iPhone 8", "--ios", "11-13"]

  /// Runs a sweep into `folder/name` and returns its path.
  func sweep(_ folder: URL, _ name: String, _ extra: [String] = []) throws -> String {
    let out = folder.appendingPathComponent(name).path
    let result = runCLI(["sweep", scenario] + options + extra + ["--out", out, "--jobs", "1"])
    try #require(result.status == 0, "\(result.stderr)")
    return out
  }

  /// Every file under `path` with its bytes, to show that a refused command changed nothing.
  func snapshot(_ path: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for case let relative as String in FileManager.default.enumerator(atPath: path) ?? .init() {
      files[relative] = FileManager.default.contents(atPath: path + "/" + relative) ?? Data()
    }
    return files
  }

  @Test("an earlier sweep is replaced whole: none of its traces is left beside the new ones")
  func replacesWhole() throws {
    try withTemporaryDirectory { folder in
      let out = try sweep(folder, "out", ["--orientations", "landscapeLeft"])
      let result = runCLI(["sweep", scenario, "--devices", "iPhone X", "--ios", "13", "--out", out])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        try contents(of: URL(fileURLWithPath: out + "/traces")) == [
          "iphone-x_ios13.0_portrait.trace"
        ])
      #expect(try contents(of: folder) == ["out"], "no temporary folder is left beside it")
    }
  }

  @Test("a symbolic link as --out is refused: the shard it points to is kept")
  func symbolicLink() throws {
    try withTemporaryDirectory { folder in
      let shard1 = try sweep(folder, "s1", ["--shard", "1/2"])
      let shard2 = try sweep(folder, "s2", ["--shard", "2/2"])
      let link = folder.appendingPathComponent("link").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: shard1)
      let before = snapshot(shard1)
      let result = runCLI(["sweep", "--merge", shard1, shard2, "--out", link])
      #expect(result.status == 2)
      #expect(
        result.stderr.hasPrefix(
          "Error: cannot write the sweep to '\(link)': it is a symbolic link."))
      #expect(snapshot(shard1) == before)
      #expect(before.count == 5)  // summary.json, summary.txt, traces, two traces
    }
  }

  @Test("an output that is, holds or lies inside an input is refused")
  func inputs() throws {
    try withTemporaryDirectory { folder in
      let shard1 = try sweep(folder, "s1", ["--shard", "1/2"])
      let shard2 = try sweep(folder, "s2", ["--shard", "2/2"])
      let same = runCLI(["sweep", "--merge", shard1, shard2, "--out", shard1 + "/../s1"])
      #expect(same.status == 2)
      #expect(same.stderr.contains("it is the input '\(shard1)'"))
      let inside = runCLI(["sweep", "--merge", shard1, shard2, "--out", shard1 + "/merged"])
      #expect(inside.status == 2)
      #expect(inside.stderr.contains("it is inside the input '\(shard1)'"))
      #expect(!FileManager.default.fileExists(atPath: shard1 + "/merged"))
      // The scenario inside the folder a sweep would replace.
      let copy = shard1 + "/traces/copy.scenario.json"
      try FileManager.default.copyItem(atPath: scenario, toPath: copy)
      let holds = runCLI(["sweep", copy] + options + ["--out", shard1])
      #expect(holds.status == 2)
      #expect(holds.stderr.contains("it holds the input '\(copy)'"))
      // `report --sweep D -o D/summary.json`, and onto a trace it reads.
      let summary = try Data(contentsOf: URL(fileURLWithPath: shard2 + "/summary.json"))
      for output in [shard2 + "/summary.json", shard2 + "/traces/iphone-8_ios12.0_portrait.trace"] {
        let report = runCLI(["report", scenario, "--sweep", shard2, "-o", output])
        #expect(report.status == 2)
        #expect(report.stderr.contains("it is the input"), "\(report.stderr)")
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: shard2 + "/summary.json")) == summary)
    }
  }

  @Test("a file the summary does not list, or a live writer's temporary file, is refused and kept")
  func foreignFiles() throws {
    try withTemporaryDirectory { folder in
      let out = try sweep(folder, "out")
      let mine = out + "/traces/mine.trace"
      try Data("mine".utf8).write(to: URL(fileURLWithPath: mine))
      let foreign = runCLI(["sweep", scenario] + options + ["--out", out])
      #expect(foreign.status == 2)
      #expect(
        foreign.stderr.contains(
          "it holds 'traces/mine.trace', which its summary.json does not list"))
      #expect(FileManager.default.contents(atPath: mine) == Data("mine".utf8))
      try FileManager.default.removeItem(atPath: mine)
      // This process is running: its temporary file is being written.
      let live = out + "/.lifecycle-sim-tmp-\(getpid())-1a2b-summary.json"
      try Data().write(to: URL(fileURLWithPath: live))
      let writing = runCLI(["sweep", scenario] + options + ["--out", out])
      #expect(writing.status == 2)
      #expect(writing.stderr.contains("process \(getpid()) is writing '.lifecycle-sim-tmp-"))
      try FileManager.default.removeItem(atPath: live)
      // A killed writer's temporary file goes with the earlier sweep, and says nothing wrong.
      let stale = out + "/traces/.lifecycle-sim-tmp-999999999-1a2b-x.trace"
      try Data().write(to: URL(fileURLWithPath: stale))
      let replaced = runCLI(["sweep", scenario] + options + ["--out", out])
      #expect(replaced.status == 0, "\(replaced.stderr)")
      #expect(!FileManager.default.fileExists(atPath: stale))
    }
  }

  @Test("a killed sweep's temporary folder is removed by the next sweep into the same folder")
  func staleTemporaryFolder() throws {
    try withTemporaryDirectory { folder in
      let stale = folder.appendingPathComponent(".lifecycle-sim-tmp-999999999-1a2b-out")
      try FileManager.default.createDirectory(
        at: stale.appendingPathComponent("traces"), withIntermediateDirectories: true)
      try Data().write(to: stale.appendingPathComponent("traces/iphone-8_ios11.0_portrait.trace"))
      // Another target's, and one holding a file no sweep writes: both kept.
      let other = folder.appendingPathComponent(".lifecycle-sim-tmp-999999999-1a2b-other")
      try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
      let odd = folder.appendingPathComponent(".lifecycle-sim-tmp-999999998-1a2b-out")
      try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
      try Data().write(to: odd.appendingPathComponent("notes.txt"))
      let out = folder.appendingPathComponent("out").path
      let result = runCLI(["sweep", scenario] + options + ["--out", out])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stderr.hasPrefix(
          "removed a stale temporary folder '\(stale.path)' (its writer, process 999999999, is no "
            + "longer running)\n"))
      #expect(try contents(of: folder) == [odd.lastPathComponent, other.lastPathComponent, "out"])
    }
  }

  @Test("a second sweep into a folder that a sweep is writing is refused")
  func locked() throws {
    try withTemporaryDirectory { folder in
      let out = try sweep(folder, "out")
      let before = snapshot(out)
      let held = open(out, O_RDONLY | O_DIRECTORY)
      try #require(held >= 0)
      defer { close(held) }
      try #require(flock(held, LOCK_EX | LOCK_NB) == 0)
      let result = runCLI(["sweep", scenario, "--devices", "iPhone X", "--ios", "13", "--out", out])
      #expect(result.status == 2)
      #expect(result.stderr.contains("it: another sweep is writing it now") == false)
      #expect(result.stderr.contains("': another sweep is writing it now."))
      #expect(snapshot(out) == before)
      #expect(try contents(of: folder) == ["out"])
    }
  }

  // The real binary with a file size limit below a trace's size: the sweep fails part way.
  @Test(.enabled(if: SmokeTests.executable != nil, "the built lifecycle-sim was not found"))
  func aFailedSweepLeavesTheEarlierOne() throws {
    try withTemporaryDirectory { folder in
      let out = try sweep(folder, "out")
      let before = snapshot(out)
      let result = try runExecutable(
        ["sweep", scenario, "--devices", "iPhone X", "--ios", "13", "--out", out],
        shellSetup: "trap '' XFSZ; ulimit -f 8")
      #expect(result.status == 2)
      #expect(result.stderr.contains("File too large"), "\(result.stderr)")
      #expect(snapshot(out) == before)
      #expect(try contents(of: folder) == ["out"])
    }
  }

  /// Three shards of one sweep in `folder`, and a function that merges them into `merged`.
  func shards(_ folder: URL) throws -> [String] {
    try (1...3).map { try sweep(folder, "s\($0)", ["--shard", "\($0)/3"]) }
  }

  @Test(
    "merge refuses a damaged or swapped shard trace and an edited summary, and writes nothing",
    arguments: ["truncated", "empty", "binary", "swapped", "edited outcome", "edited ios", "fifo"])
  func damagedShards(_ damage: String) throws {
    try withTemporaryDirectory { folder in
      let shards = try shards(folder)
      let trace = shards[0] + "/traces/iphone-8_ios11.0_portrait.trace"
      let other = shards[1] + "/traces/iphone-8_ios12.0_portrait.trace"
      let summary = shards[0] + "/summary.json"
      let bytes = try Data(contentsOf: URL(fileURLWithPath: trace))
      let expected: String
      switch damage {
      case "truncated":
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: trace))
        expected = "\(trace):"
      case "empty":
        try Data().write(to: URL(fileURLWithPath: trace))
        expected = "\(trace):1:"
      case "binary":
        try Data([0, 0xFF, 0xFE, 7, 0x89, 0x50]).write(to: URL(fileURLWithPath: trace))
        expected = "\(trace):1:"
      case "swapped":
        try FileManager.default.removeItem(atPath: trace)
        try FileManager.default.copyItem(atPath: other, toPath: trace)
        expected =
          "Error: \(trace) does not match its entry in \(summary) (combination 0, "
          + "iPhone 8@11.0 portrait): it is a trace of iPhone 8@12.0 portrait, not iPhone 8@11.0 "
          + "portrait."
      case "edited outcome":
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "{64,0,49,0}", with: "{0,0,0,0}")
        try #require(edited != text)
        try edited.write(toFile: summary, atomically: false, encoding: .utf8)
        expected = "its settled values differ from the summary's"
      case "edited ios":
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        let edited = text.replacingOccurrences(of: #""ios":"11.0""#, with: #""ios":"/../../x""#)
        try #require(edited != text)
        try edited.write(toFile: summary, atomically: false, encoding: .utf8)
        expected = "\(summary):3:"
      default:
        try FileManager.default.removeItem(atPath: trace)
        try #require(mkfifo(trace, 0o600) == 0)
        expected = "Error: cannot read the trace '\(trace)': it is not a regular file."
      }
      let merged = folder.appendingPathComponent("merged").path
      let result = runCLI(["sweep", "--merge"] + shards + ["--out", merged])
      #expect(result.status == 2)
      #expect(result.stderr.contains(expected), "\(result.stderr)")
      #expect(result.stderr.contains("nothing was merged") || damage == "fifo")
      #expect(!FileManager.default.fileExists(atPath: merged))
      #expect(try contents(of: folder) == ["s1", "s2", "s3"])
    }
  }

  @Test("options: given twice, all with versions, more shards than combinations")
  func repeatedAndConflictingOptions() throws {
    try withTemporaryDirectory { folder in
      let out = folder.appendingPathComponent("out").path
      let twice = runCLI(["sweep", scenario, "--ios", "11", "--ios=12", "--out", out])
      #expect(twice.status == 2)
      #expect(
        twice.stderr.hasPrefix(
          "Error: The option '--ios <versions>' is given twice ('11' and '12'); give it once\n"))
      let quirks = runCLI(
        ["sweep", scenario] + options
          + [
            "--quirk", "windowTopExcludesStatusBar=on", "--quirk", "windowTopExcludesStatusBar=off",
            "--out", out,
          ])
      #expect(quirks.status == 0, "--quirk is repeatable: \(quirks.stderr)")
      let all = runCLI(["sweep", scenario, "--ios", "all,17", "--out", out])
      #expect(all.status == 2)
      #expect(all.stderr.contains("'all' cannot be combined with other versions in 'all,17'"))
      #expect(!all.stderr.contains("Did you mean"))
      let many = runCLI(["sweep", scenario] + options + ["--shard", "2/1000000", "--out", out])
      #expect(many.status == 2)
      #expect(
        many.stderr.contains(
          "splits a plan of 3 combinations into 1000000 shards: shards 4 to 1000000 would run "
            + "nothing. Give n from 1 to 3."))
      let huge = runCLI(["sweep", scenario, "--shard", "1/99999999999999999999", "--out", out])
      #expect(huge.status == 2)
      #expect(huge.stderr.contains("Give two whole numbers with 1 <= i <= n"))
      let run = runCLI(["run", scenario, "-o", out + ".trace", "--output", out + ".2.trace"])
      #expect(run.status == 2)
      #expect(run.stderr.contains("'--output <file>' is given twice"))
    }
  }
}

/// Where paths lead, for comparing outputs with inputs.
@Suite struct ResolvedPathTests {
  @Test func linksDotsAndMissingFoldersAreFollowed() throws {
    try withTemporaryDirectory { directory in
      let root = try #require(ResolvedPath.resolve(directory.path))
      try FileManager.default.createDirectory(
        atPath: root + "/real", withIntermediateDirectories: false)
      try FileManager.default.createSymbolicLink(
        atPath: root + "/link", withDestinationPath: root + "/real")
      #expect(ResolvedPath.resolve(root + "/link") == root + "/real")
      #expect(ResolvedPath.resolve(root + "/link/new/deeper") == root + "/real/new/deeper")
      #expect(ResolvedPath.resolve(root + "/missing/../real/./x/") == root + "/real/x")
      #expect(ResolvedPath.isWithin(root + "/real/x", root + "/real"))
      #expect(ResolvedPath.isWithin(root + "/real", root + "/real"))
      #expect(!ResolvedPath.isWithin(root + "/realm", root + "/real"))
      #expect(PathText.split("a/b/") == ("a", "b"))
      #expect(PathText.split("/b") == ("/", "b"))
      #expect(PathText.split("b") == ("", "b"))
    }
  }
}
