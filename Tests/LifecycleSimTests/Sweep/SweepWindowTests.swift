import Foundation
import Testing

@testable import LifecycleSim

@Suite("Sweep over windows (--windows)")
struct SweepWindowTests {
  /// A reference scenario of a Split View window, whose `window` key the sweep replaces.
  static func scenario(_ name: String) throws -> (Scenario, [UInt8]) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("traces/\(name).scenario.json")
    let bytes = Array(try Data(contentsOf: url))
    return (try Scenario.decode(bytes, fileName: url.lastPathComponent), bytes)
  }

  static let splitScenario = "window-split-two-thirds-ipad-6-ios12-landscape"

  /// The summary of `selection` over `scenario`, run in `shards` shards and merged, read back
  /// from its JSON as `sweep --merge` reads it.
  static func summary(
    _ selection: SweepSelection, scenario name: String = splitScenario, shards: Int = 1,
    properties: String = "frame"
  ) throws -> SweepSummary {
    let (scenario, bytes) = try scenario(name)
    let (plan, skipped, skippedWindows) = selection.combinations(
      scenarioOrientation: scenario.orientation, requiresFullScreen: scenario.requiresFullScreen)
    let compared = try SweepProperties(parsing: properties)
    var parts: [(name: String, summary: SweepSummary)] = []
    for index in 1...shards {
      let shard = try #require(SweepShard(parsing: "\(index)/\(shards)"))
      let results = Sweep.run(
        scenario, plan.filter { shard.contains($0.index) }, properties: compared, jobs: 2)
      let summary = SweepSummary(
        scenario: scenario.name, scenarioDigest: SweepSummary.digest(bytes),
        selection: selection.description, properties: compared.description, baseline: nil,
        total: plan.count, skipped: skipped, skippedWindows: skippedWindows,
        shard: shards == 1 ? nil : shard, results: results)
      parts.append(("shard\(index)", try SweepSummary.parse(summary.json)))
    }
    return shards == 1 ? parts[0].summary : try SweepSummary.merge(parts)
  }

  @Test("the option reads the window key's mode names and free windows of whole points")
  func parsing() throws {
    let selection = try SweepSelection(
      windows: "fullScreen,splitHalf, windowed:800x600,splitHalf,slideOver")
    #expect(
      selection.windows.map(\.name) == ["fullScreen", "splitHalf", "windowed:800x600", "slideOver"])
    #expect(selection.windows[2].size == Size(width: 800, height: 600))
    #expect(
      selection.description == "devices=all ios=supported windows=fullScreen,splitHalf, "
        + "windowed:800x600,splitHalf,slideOver")
    func message(_ text: String) -> String {
      do {
        _ = try SweepSelection(windows: text)
        return ""
      } catch {
        return error.description
      }
    }
    #expect(message("splitHalff").contains("Did you mean 'splitHalf'?"))
    // The system's minimum (C53), a size without its height, a bare mode, a decimal size.
    for refused in ["windowed:300x600", "windowed:800", "windowed", "windowed:800.5x600", ","] {
      #expect(message(refused).hasPrefix("--windows: no window"), "\(refused)")
    }
    #expect(message("windowed:300x600").contains("at least 320x320"))
    let many = (0..<17).map { "windowed:\(400 + $0)x400" }.joined(separator: ",")
    #expect(message(many).contains("more than a sweep takes (16)"))
    // The name a summary writes reads back as the same window.
    for window in selection.windows { #expect(SweepWindow(parsing: window.name) == window) }
  }

  @Test("a window that does not exist on a device, version or orientation is skipped and counted")
  func skipping() throws {
    let selection = try SweepSelection(
      devices: "iPad (6th generation),iPhone 8", ios: "12", orientations: "portrait,landscapeLeft",
      windows: "fullScreen,splitTwoThirds,splitHalf,splitOneThird,windowed:800x600")
    let plan = selection.combinations(scenarioOrientation: .portrait)
    // iPad: no half in portrait (WEB-801), no free window before 26; iPhone: full screen only.
    #expect(
      plan.combinations.map(\.longLabel) == [
        "iPhone 8@12.0 portrait fullScreen",
        "iPhone 8@12.0 landscapeLeft fullScreen",
        "iPad (6th generation)@12.0 portrait fullScreen",
        "iPad (6th generation)@12.0 portrait splitTwoThirds",
        "iPad (6th generation)@12.0 portrait splitOneThird",
        "iPad (6th generation)@12.0 landscapeLeft fullScreen",
        "iPad (6th generation)@12.0 landscapeLeft splitTwoThirds",
        "iPad (6th generation)@12.0 landscapeLeft splitHalf",
        "iPad (6th generation)@12.0 landscapeLeft splitOneThird",
      ])
    #expect(plan.skippedWindows == 11)
    #expect(plan.skipped == 0)
    // On iPadOS 26 Split View is gone (WEB-805) and free windows exist, if the screen holds
    // them: 800 wide does not fit the 744-wide iPad mini in portrait.
    let on26 = try SweepSelection(
      devices: "iPad Pro 11-inch (M4),iPad mini (A17 Pro)", ios: "26",
      windows: "splitHalf,windowed:800x600"
    ).combinations(scenarioOrientation: .portrait)
    #expect(
      on26.combinations.map(\.longLabel) == ["iPad Pro 11-inch (M4)@26.0 portrait windowed:800x600"]
    )
    #expect(on26.skippedWindows == 3)
    // A device that does not run the version skips all its windows as before.
    let unsupported = try SweepSelection(devices: "iPhone 8", ios: "26", windows: "fullScreen")
      .combinations(scenarioOrientation: .portrait)
    #expect(unsupported.combinations.isEmpty && unsupported.skipped == 1)
    // An app that requires full screen takes no Split View before iPadOS 26 (WEB-874).
    let fullScreenOnly = try SweepSelection(
      devices: "iPad (6th generation)", ios: "12", windows: "fullScreen,splitOneThird"
    ).combinations(scenarioOrientation: .landscapeLeft, requiresFullScreen: true)
    #expect(fullScreenOnly.combinations.map(\.window?.name) == ["fullScreen"])
    #expect(fullScreenOnly.skippedWindows == 1)
  }

  @Test(
    "each window runs at its size: the Split View presets of a 768×1024 iPad (WEB-800, WEB-801)")
  func presetSizes() throws {
    let selection = try SweepSelection(
      devices: "iPad (6th generation)", ios: "12", orientations: "portrait,landscapeLeft",
      windows: "fullScreen,splitTwoThirds,splitHalf,splitOneThird")
    let summary = try Self.summary(selection, properties: "Nav.frame")
    let frames = summary.results.map { result in
      "\(result.combination.orientation.rawValue) \(result.combination.window?.name ?? "-") "
        + (result.outcome.first?.value ?? "")
    }
    #expect(
      frames == [
        "portrait fullScreen (0,0,768,1024)", "portrait splitTwoThirds (0,0,438,1024)",
        "portrait splitOneThird (0,0,320,1024)", "landscapeLeft fullScreen (0,0,1024,768)",
        "landscapeLeft splitTwoThirds (0,0,694,768)", "landscapeLeft splitHalf (0,0,507,768)",
        "landscapeLeft splitOneThird (0,0,320,768)",
      ])
    #expect(summary.results.allSatisfy { $0.error == nil })
    // The sweep's window is the one the reference scenario gives: the same settled values.
    let reference = try #require(
      summary.results.first { $0.combination.longLabel.hasSuffix("landscapeLeft splitTwoThirds") })
    let (scenario, _) = try Self.scenario(Self.splitScenario)
    let trace = try Simulator(scenario).run()
    #expect(
      reference.outcome
        == SweepResult(
          combination: reference.combination, trace: trace,
          properties: try SweepProperties(parsing: "Nav.frame")
        ).outcome)
  }

  @Test(
    "a free window runs centred at its size on iPadOS 26, with the window's top inset (WEB-805)")
  func freeWindow() throws {
    let selection = try SweepSelection(
      devices: "iPad Pro 11-inch (M4)", ios: "26", orientations: "landscapeLeft",
      windows: "fullScreen,windowed:700x500")
    let summary = try Self.summary(
      selection, scenario: "window-windowed-ipad-pro-11-m4-ios26-landscape",
      properties: "Nav.frame,Nav.safeAreaInsets")
    #expect(
      summary.results.map { $0.outcome.map(\.value) } == [
        ["(0,0,1210,834)", "{32,0,25,0}"], ["(0,0,700,500)", "{10,0,0,0}"],
      ])
  }

  @Test("the summary names each window, in JSON, table and report, and shards merge byte for byte")
  func summaryAndMerge() throws {
    let selection = try SweepSelection(
      devices: "iPad (6th generation),iPhone 8", ios: "12", orientations: "landscapeLeft",
      windows: "fullScreen,splitHalf")
    let whole = try Self.summary(selection)
    let merged = try Self.summary(selection, shards: 2)
    #expect(merged.json == whole.json)
    #expect(merged.table == whole.table)
    let json = String(decoding: whole.json, as: UTF8.self)
    #expect(json.contains(#""skipped":0,"skippedWindows":1,"#))
    #expect(json.contains(#""orientation":"landscapeLeft","window":"splitHalf","#))
    #expect(
      json.contains(
        #""trace":"traces/ipad-6th-generation_ios12.0_landscapeLeft_splitHalf.trace""#))
    #expect(
      whole.table.contains(
        "(devices=iPad (6th generation),iPhone 8 ios=12 "
          + "orientations=landscapeLeft windows=fullScreen,splitHalf; 1 skipped: the window does "
          + "not exist on the device, version or orientation)"))
    #expect(whole.table.contains("on iPad (6th generation) splitHalf 12"))
    let report = String(decoding: ReportSweep(summary: whole, traces: []).data, as: UTF8.self)
    #expect(report.contains("· window splitHalf"))
    // A summary of a sweep without windows has neither key, as before.
    let plain = try Self.summary(try SweepSelection(devices: "iPad (6th generation)", ios: "12"))
    let plainJSON = String(decoding: plain.json, as: UTF8.self)
    #expect(!plainJSON.contains(#""window":"#))
    #expect(!plainJSON.contains("skippedWindows"))
    // A window a sweep does not write is refused where it stands.
    let edited = json.replacingOccurrences(of: #""window":"splitHalf""#, with: #""window":"half""#)
    #expect {
      try SweepSummary.parse(Array(edited.utf8))
    } throws: { error in
      (error as? SweepSummaryError)?.message.contains("no window 'half'") == true
    }
  }

  @Test("trace paths stay distinct across windows")
  func uniquePaths() throws {
    let selection = try SweepSelection(
      devices: "ipad", ios: "all",
      windows: "fullScreen,splitTwoThirds,splitHalf,splitOneThird,slideOver,windowed:800x600,"
        + "windowed:600x800")
    let plan = selection.combinations(scenarioOrientation: .landscapeLeft).combinations
    #expect(plan.count > 100)
    #expect(Set(plan.map(\.tracePath)).count == plan.count)
  }
}
