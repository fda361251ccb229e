import Foundation
import Testing

@testable import LifecycleSim

/// Where a sweep says values become valid, and the summaries it refuses to read back.
@Suite("Sweep: validity by runs of epochs, summaries checked field by field")
struct SweepValidityTests {
  /// A root controller with `children` child controllers and a banner view whose frame
  /// changes `events` times: every event is an epoch, and only the root is laid out again.
  static func scenario(children: Int, events: Int) throws -> Scenario {
    let kids = (0..<children).map { index in
      #"{"controller":{"viewController":{"name":"C\#(index)"}},"#
        + #""layout":{"top":"edge","left":"edge","width":10,"height":10}}"#
    }
    let changes = (0..<events).map { index in
      #"{"at":\#(index + 1),"setFrame":{"view":"banner","frame":[0,0,\#(10 + index % 7),10]}}"#
    }
    let json = """
      {"format":"lifecycle-scenario/1","name":"children","device":"iPhone X","ios":"13.0",
       "root":{"viewController":{"name":"Root",
         "view":{"subviews":[{"view":{"name":"banner","frame":[0,0,10,10]}}]},
         "children":[\(kids.joined(separator: ","))]}},
       "events":[\(changes.joined(separator: ","))]}
      """
    return try Scenario.decode(Array(json.utf8))
  }

  static func result(children: Int, events: Int) throws -> SweepResult {
    let trace = try Simulator(scenario(children: children, events: events)).run()
    let combination = SweepCombination(
      index: 0, device: "iPhone X", ios: "13.0", orientation: .portrait)
    return SweepResult(combination: combination, trace: trace, properties: SweepProperties())
  }

  @Test("epochs that share where a value becomes valid are one run: e2–4, not e2 · e3 · e4")
  func runs() throws {
    let result = try Self.result(children: 2, events: 4)
    #expect(
      result.validity.map(\.value) == [
        "e0 viewLayoutMarginsDidChange · e1 never · e2–4 viewWillLayoutSubviews",
        "e0 viewLayoutMarginsDidChange · e1–4 never",
        "e0 viewLayoutMarginsDidChange · e1–4 never",
      ])
    #expect(
      result.validity.map(\.key) == [
        "Root.safeAreaInsets", "C0.safeAreaInsets", "C1.safeAreaInsets",
      ])
  }

  // The summary grew as controllers × epochs (every controller's validity in every epoch):
  // 1,000 children with 1,000 events wrote 14 MB for one combination. It now grows with the
  // runs, so 300 children with 300 events stay under 200 bytes a controller.
  @Test("the summary grows with the controllers and the runs, not controllers × epochs")
  func linear() throws {
    let result = try Self.result(children: 300, events: 300)
    #expect(result.validity.count == 301)
    #expect(
      result.validity[0].value
        == "e0 viewLayoutMarginsDidChange · e1 never · e2–300 viewWillLayoutSubviews")
    #expect(
      result.validity.dropFirst().allSatisfy {
        $0.value == "e0 viewLayoutMarginsDidChange · e1–300 never"
      })
    let summary = SweepSummary(
      scenario: "children", scenarioDigest: "0", selection: "devices=iPhone X ios=13",
      properties: "default", baseline: nil, total: 1, skipped: 0, shard: nil, results: [result])
    // 142 bytes a controller; listing every epoch took 300 × 25 more.
    #expect(summary.json.count < 301 * 200)
    #expect(summary.table.utf8.count < 301 * 60)
  }

  /// A one-combination summary as a sweep writes it, with `edit` applied to its text.
  static func edited(_ edit: (String) -> String) throws -> [UInt8] {
    let result = try Self.result(children: 1, events: 1)
    let summary = SweepSummary(
      scenario: "children", scenarioDigest: "0", selection: "devices=iPhone X ios=13",
      properties: "default", baseline: nil, total: 1, skipped: 0, shard: nil, results: [result])
    let text = String(decoding: summary.json, as: UTF8.self)
    #expect(try SweepSummary.parse(summary.json) == summary)
    return Array(edit(text).utf8)
  }

  /// Summaries edited the ways the fuzzer found merged, each refused at the edited value.
  @Test(
    arguments: [
      (#""ios":"13.0""#, #""ios":"../../../etc""#, "not an iOS version the simulator knows"),
      (#""ios":"13.0""#, #""ios":"13""#, "not an iOS version the simulator knows"),
      (#""ios":"13.0""#, #""ios":"99.0""#, "not an iOS version the simulator knows"),
      (#""device":"iPhone X""#, #""device":"iPhone X/../../x""#, "no device"),
      (#""device":"iPhone X""#, #""device":"iphone x""#, "no device"),
      (#""trace":"traces/"#, #""trace":"../traces/"#, "expected the trace path"),
      (#""index":0"#, #""index":7"#, "not in plan order"),
      (#""total":1"#, #""total":999999999"#, "larger than any sweep's"),
      (#""scenario":"children""#, #""scenario":"chil\u001b[2Jdren""#, "a control character"),
      (#""error":null"#, #""error":"failed""#, "expected null"),
    ])
  func editedSummariesAreRefused(original: String, replacement: String, message: String) throws {
    let bytes = try Self.edited { $0.replacingOccurrences(of: original, with: replacement) }
    #expect(String(decoding: bytes, as: UTF8.self).contains(replacement))
    #expect {
      try SweepSummary.parse(bytes)
    } throws: { error in
      let error = error as? SweepSummaryError
      return error?.message.contains(message) == true && (error?.location.line ?? 0) > 0
    }
  }
}
