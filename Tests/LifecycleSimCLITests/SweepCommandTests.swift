import Foundation
@testable import LifecycleSim
import Testing

@testable import LifecycleSimCLI

@Suite("sweep command")
struct SweepCommandTests {
  let scenario = scenarioPath("event-rotate-iphone-x-tab-nav-table")
  let options = ["--devices", "iPhone 8,iPhone X", "--ios", "11-13"]

  @Test("writes a trace per combination, summary.json and the table it prints")
  func writes() throws {
    try withTemporaryDirectory { folder in
      let out = folder.appendingPathComponent("sweep").path
      let result = runCLI(["sweep", scenario] + options + ["--out", out, "--jobs", "2"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.hasPrefix("sweep of event-rotate-iphone-x-tab-nav-table: 6 combinations"))
      #expect(result.stderr.contains("swept 6 combinations"))
      let traces = try FileManager.default.contentsOfDirectory(atPath: out + "/traces")
      #expect(traces.count == 6)
      #expect(traces.contains("iphone-x_ios13.0_portrait.trace"))
      let table = try String(contentsOfFile: out + "/summary.txt", encoding: .utf8)
      #expect(table == result.stdout)
      // The trace written is the one `run` writes for that combination.
      let trace = try String(
        contentsOfFile: out + "/traces/iphone-x_ios13.0_portrait.trace", encoding: .utf8)
      #expect(
        trace
          == (try String(
            contentsOfFile: scenario.replacingOccurrences(of: ".scenario.json", with: ".trace"),
            encoding: .utf8)))
    }
  }

  @Test("shards merged as a CI matrix would are the unsharded sweep, byte for byte")
  func matrix() throws {
    try withTemporaryDirectory { folder in
      let whole = folder.appendingPathComponent("whole").path
      #expect(runCLI(["sweep", scenario] + options + ["--out", whole, "--jobs", "1"]).status == 0)
      var shards: [String] = []
      for index in 1...3 {
        let out = folder.appendingPathComponent("shard-\(index)").path
        let result = runCLI(
          ["sweep", scenario] + options + ["--shard", "\(index)/3", "--out", out, "--jobs", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        shards.append(out)
      }
      let merged = folder.appendingPathComponent("merged").path
      let result = runCLI(["sweep", "--merge"] + shards.reversed() + ["--out", merged])
      #expect(result.status == 0, "\(result.stderr)")
      for file in ["summary.json", "summary.txt", "traces/iphone-8_ios12.0_portrait.trace"] {
        #expect(
          FileManager.default.contents(atPath: merged + "/" + file)
            == FileManager.default.contents(atPath: whole + "/" + file), "\(file)")
      }
      let missing = runCLI(["sweep", "--merge", shards[0], shards[1], "--out", merged])
      #expect(missing.status == 2)
      #expect(missing.stderr.contains("shard 3/3 missing"))
    }
  }

  @Test("--traces groups keeps the first combination of each group, whole or in shards")
  func tracesOfGroups() throws {
    try withTemporaryDirectory { folder in
      let all = folder.appendingPathComponent("all").path
      #expect(runCLI(["sweep", scenario] + options + ["--out", all, "--jobs", "1"]).status == 0)
      let groups = folder.appendingPathComponent("groups").path
      let result = runCLI(
        ["sweep", scenario] + options + ["--traces", "groups", "--out", groups, "--jobs", "2"])
      #expect(result.status == 0, "\(result.stderr)")
      let bytes = try #require(FileManager.default.contents(atPath: groups + "/summary.json"))
      let summary = try SweepSummary.parse(Array(bytes))
      #expect(summary.traces == .groups)
      let firsts = summary.groups.compactMap { $0.members.first { $0.error == nil } }
      let kept = try FileManager.default.contentsOfDirectory(atPath: groups + "/traces").sorted()
      #expect(
        kept == firsts.map { String($0.combination.tracePath.dropFirst("traces/".count)) }.sorted())
      #expect(kept.count < summary.results.count)
      #expect(result.stderr.contains("and \(kept.count) traces"))
      // Each kept trace is the one the full sweep writes; the table is the same.
      for name in kept {
        #expect(
          FileManager.default.contents(atPath: groups + "/traces/" + name)
            == FileManager.default.contents(atPath: all + "/traces/" + name), "\(name)")
      }
      #expect(
        FileManager.default.contents(atPath: groups + "/summary.txt")
          == FileManager.default.contents(atPath: all + "/summary.txt"))
      // Shards merged: the same folder as the whole sweep.
      var shards: [String] = []
      for index in 1...2 {
        let out = folder.appendingPathComponent("shard-\(index)").path
        #expect(
          runCLI(
            ["sweep", scenario] + options + [
              "--traces", "groups", "--shard", "\(index)/2", "--out", out,
            ]
          ).status == 0)
        shards.append(out)
      }
      let merged = folder.appendingPathComponent("merged").path
      #expect(runCLI(["sweep", "--merge"] + shards + ["--out", merged]).status == 0)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: merged + "/traces").sorted() == kept)
      #expect(
        FileManager.default.contents(atPath: merged + "/summary.json")
          == FileManager.default.contents(atPath: groups + "/summary.json"))
      // Shards of another mode do not merge.
      let other = folder.appendingPathComponent("other").path
      #expect(
        runCLI(["sweep", scenario] + options + ["--shard", "2/2", "--out", other]).status == 0)
      let mixed = runCLI(["sweep", "--merge", shards[0], other, "--out", merged + "2"])
      #expect(mixed.status == 2)
      #expect(mixed.stderr.contains("another traces mode"), "\(mixed.stderr)")
      // none: the summary only, and 'report' still draws the groups' table.
      let none = folder.appendingPathComponent("none").path
      #expect(
        runCLI(["sweep", scenario] + options + ["--traces", "none", "--out", none]).status == 0)
      #expect(try FileManager.default.contentsOfDirectory(atPath: none + "/traces").isEmpty)
      let page = folder.appendingPathComponent("page.html").path
      let report = runCLI(["report", scenario, "--sweep", none, "-o", page])
      #expect(report.status == 0, "\(report.stderr)")
      let bad = runCLI(["sweep", scenario, "--traces", "group", "--out", none])
      #expect(bad.status == 2)
      #expect(bad.stderr.contains("Did you mean 'groups'?"))
    }
  }

  @Test("bad input: the closest name, an empty selection, a wrong baseline; exit 2")
  func badInput() throws {
    try withTemporaryDirectory { folder in
      let out = folder.appendingPathComponent("out").path
      let device = runCLI(["sweep", scenario, "--devices", "iPhone Xs Mux", "--out", out])
      #expect(device.status == 2)
      #expect(device.stderr.contains("Did you mean 'iPhone XS Max'?"))
      let empty = runCLI(["sweep", scenario, "--devices", "iPhone 5", "--ios", "17+", "--out", out])
      #expect(empty.status == 2)
      #expect(empty.stderr.contains("no combination to run"))
      let baseline = runCLI(
        ["sweep", scenario] + options + ["--baseline", "iPhone X@17.0", "--out", out])
      #expect(baseline.status == 2)
      #expect(baseline.stderr.contains("Did you mean 'iPhone X@11.0'?"))
      let shard = runCLI(["sweep", scenario, "--shard", "4/3", "--out", out])
      #expect(shard.status == 2)
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }

  @Test("--windows: a trace per window, skipped windows counted, shards merged, report drawn")
  func windows() throws {
    let split = scenarioPath("window-split-two-thirds-ipad-6-ios12-landscape")
    let options = [
      "--devices", "iPad (6th generation),iPhone 8", "--ios", "12",
      "--windows", "fullScreen,splitHalf,splitOneThird", "--properties", "Nav.frame",
    ]
    try withTemporaryDirectory { folder in
      let whole = folder.appendingPathComponent("whole").path
      let result = runCLI(["sweep", split] + options + ["--out", whole, "--jobs", "2"])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.contains(
          "4 combinations in 4 groups (devices=iPad (6th generation),iPhone 8 ios=12 "
            + "windows=fullScreen,splitHalf,splitOneThird; 2 skipped: the window does not "
            + "exist on the device, version or orientation)"))
      #expect(result.stdout.contains("on iPad (6th generation) splitOneThird 12"))
      #expect(result.stderr.contains("4 ran, 0 could not run, 2 skipped"))
      let traces = try FileManager.default.contentsOfDirectory(atPath: whole + "/traces").sorted()
      #expect(
        traces == [
          "ipad-6th-generation_ios12.0_landscapeLeft_fullScreen.trace",
          "ipad-6th-generation_ios12.0_landscapeLeft_splitHalf.trace",
          "ipad-6th-generation_ios12.0_landscapeLeft_splitOneThird.trace",
          "iphone-8_ios12.0_landscapeLeft_fullScreen.trace",
        ])
      var shards: [String] = []
      for index in 1...2 {
        let out = folder.appendingPathComponent("shard-\(index)").path
        #expect(
          runCLI(["sweep", split] + options + ["--shard", "\(index)/2", "--out", out]).status == 0)
        shards.append(out)
      }
      let merged = folder.appendingPathComponent("merged").path
      let merge = runCLI(["sweep", "--merge"] + shards + ["--out", merged])
      #expect(merge.status == 0, "\(merge.stderr)")
      for file in ["summary.json", "summary.txt"] + traces.map({ "traces/" + $0 }) {
        #expect(
          FileManager.default.contents(atPath: merged + "/" + file)
            == FileManager.default.contents(atPath: whole + "/" + file), "\(file)")
      }
      let page = folder.appendingPathComponent("sweep.html").path
      #expect(runCLI(["report", split, "--sweep", whole, "-o", page]).status == 0)
      #expect(try String(contentsOfFile: page, encoding: .utf8).contains("· window splitHalf"))
      let none = runCLI(
        [
          "sweep", split, "--devices", "iPhone 8", "--ios", "12", "--windows", "splitHalf",
          "--out", folder.appendingPathComponent("none").path,
        ])
      #expect(none.status == 2)
      #expect(none.stderr.contains("no chosen window exists on a chosen device"))
      let typo = runCLI(["sweep", split, "--windows", "splitHalff", "--out", whole])
      #expect(typo.status == 2)
      #expect(typo.stderr.contains("Did you mean 'splitHalf'?"))
    }
  }

  @Test("a baseline marks the values that differ from it")
  func baseline() throws {
    try withTemporaryDirectory { folder in
      let out = folder.appendingPathComponent("out").path
      let result = runCLI(
        ["sweep", scenario] + options + ["--baseline", "iphone x@13", "--out", out])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains("baseline iPhone X@13.0"))
      #expect(result.stdout.contains("{64,0,49,0}   (baseline {88,0,83,0})"))
    }
  }

  @Test("a trace is streamed into its file; a failed write stops the rendering")
  func streamsEachTrace() throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    let bytes = try #require(FileManager.default.contents(atPath: scenario))
    let trace = try Simulator(Scenario.decode(Array(bytes))).run()
    let whole = TraceFormat.text.renderBytes(trace)
    try withTemporaryDirectory { directory in
      var messages = ""
      let out = directory.appendingPathComponent("out").path
      let folder = try OutputFolder(out, inputs: [], messages: &messages)
      defer { folder.close() }
      // Buffers of 100 bytes: many chunks, each written as it is made.
      try folder.write("traces/a.trace") { write in
        _ = TraceFormat.text.render(trace, chunkSize: 100, chunks: write)
      }
      try folder.write("summary.json", Array(#"{"format":"lifecycle-sweep/1"}"#.utf8))
      try folder.commit(messages: &messages)
      #expect(FileManager.default.contents(atPath: folder.file("traces/a.trace")) == Data(whole))
      #expect(messages == "")
    }
    // The writer behind it stops the rendering at the first refused buffer.
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    var handed = 0
    #expect(throws: SystemError(code: ENOSPC)) {
      try FileDescriptor(raw: full).writeChunks { write in
        _ = TraceFormat.text.render(trace, chunkSize: 100) { chunk in
          handed += 1
          return write(chunk)
        }
      }
    }
    #expect(handed == 1, "the rendering stops at the first refused buffer")
  }

  @Test("a folder of other files is refused")
  func refusesForeignFolder() throws {
    try withTemporaryDirectory { folder in
      try Data().write(to: folder.appendingPathComponent("notes.txt"))
      let result = runCLI(["sweep", scenario] + options + ["--out", folder.path])
      #expect(result.status == 2)
      #expect(result.stderr.contains("which no sweep wrote"))
    }
  }
}

@Suite("report command")
struct ReportCommandTests {
  @Test("writes one self-contained page for a scenario, a trace, a diff and a sweep")
  func writes() throws {
    try withTemporaryDirectory { folder in
      let page = folder.appendingPathComponent("report.html").path
      let scenario = scenarioPath("event-push-pop-iphone-x")
      #expect(runCLI(["report", scenario, "-o", page]).status == 0)
      let html = try String(contentsOfFile: page, encoding: .utf8)
      #expect(html.contains("id=\"report-data\"") && html.contains("\"snap\":[["))
      let trace = scenario.replacingOccurrences(of: ".scenario.json", with: ".trace")
      #expect(runCLI(["report", trace, "--against", scenario, "--output", page]).status == 0)
      #expect(try String(contentsOfFile: page, encoding: .utf8).contains("\"diff\":{\"summary\":"))
      let sweep = folder.appendingPathComponent("sweep").path
      #expect(
        runCLI(["sweep", scenario, "--devices", "iPhone X", "--ios", "11,17", "--out", sweep])
          .status == 0)
      #expect(runCLI(["report", scenario, "--sweep", sweep, "-o", page]).status == 0)
      #expect(
        try String(contentsOfFile: page, encoding: .utf8).contains("\"groups\":[{\"number\":1"))
    }
  }

  @Test("bad input: a missing -o, an unreadable sweep folder; exit 2")
  func badInput() throws {
    let scenario = scenarioPath("event-push-pop-iphone-x")
    let missing = runCLI(["report", scenario])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("Missing expected option '-o <file>'"))
    try withTemporaryDirectory { folder in
      let result = runCLI(
        ["report", scenario, "--sweep", folder.path, "-o", folder.path + "/r.html"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("summary.json"))
    }
  }
}
