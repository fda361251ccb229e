import Foundation
import LifecycleSim
import LifecycleSimTesting
import Testing

/// `assertTrace` with a golden recorded in trace format version 1 (before an upgrade): the same
/// trace passes and is left alone, except in the modes that rewrite goldens.
@Suite struct OlderFormatGoldenTests {
  static let formatOne = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Catalogue/format-1")
  static let name = "event-queued-and-interrupting-iphone-x"

  static func trace() throws -> Trace {
    let url = formatOne.appendingPathComponent("\(name).scenario.json")
    return try Simulator(
      Scenario.decode([UInt8](Data(contentsOf: url)), fileName: url.lastPathComponent)
    ).run()
  }

  /// A folder whose golden for `test` is the version 1 fixture; removed afterwards.
  func withFormatOneGolden(test: String, _ body: (URL, [UInt8]) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lifecycle-sim-older-goldens-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let old = [UInt8](
      try Data(contentsOf: Self.formatOne.appendingPathComponent("\(Self.name).trace")))
    try Data(old).write(to: root.appendingPathComponent("\(test).default.trace"))
    try withTraceTesting(artifactsDirectory: root.appendingPathComponent("artifacts").path) {
      try body(root, old)
    }
  }

  @Test(arguments: [TraceRecordMode.never, .missing])
  func aFormatOneGoldenOfTheSameTracePasses(mode: TraceRecordMode) throws {
    try withFormatOneGolden(test: "aFormatOneGoldenOfTheSameTracePasses-mode") { folder, old in
      assertTrace(try Self.trace(), named: "default", record: mode, goldenDirectory: folder.path)
      let golden = folder.appendingPathComponent(
        "aFormatOneGoldenOfTheSameTracePasses-mode.default.trace")
      #expect([UInt8](try Data(contentsOf: golden)) == old)
      #expect(old.starts(with: Array("# lifecycle-trace/1\n".utf8)))
    }
  }

  @Test func failedRewritesAFormatOneGoldenInTheCurrentVersionAndFails() throws {
    let test = "failedRewritesAFormatOneGoldenInTheCurrentVersionAndFails"
    try withFormatOneGolden(test: test) { folder, _ in
      let golden = folder.appendingPathComponent("\(test).default.trace")
      let trace = try Self.trace()
      withKnownIssue {
        assertTrace(trace, named: "default", record: .failed, goldenDirectory: folder.path)
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix(
          "Trace \"OlderFormatGoldenTests/\(test).default\" was in an older format version; it was rewritten in the "
            + "current one, with the same records.") == true
      }
      #expect([UInt8](try Data(contentsOf: golden)) == TraceFormat.text.renderBytes(trace))
    }
  }

  /// A version 1 golden of another trace still fails, with the semantic difference.
  @Test func aFormatOneGoldenOfAnotherTraceFails() throws {
    let test = "aFormatOneGoldenOfAnotherTraceFails"
    try withFormatOneGolden(test: test) { folder, old in
      let other = try Simulator(
        Scenario(name: "plain", device: "iPhone X", ios: "17.0", root: ControllerNode(name: "Main"))
      ).run()
      withKnownIssue {
        assertTrace(other, named: "default", record: .never, goldenDirectory: folder.path)
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix(
          "Trace \"OlderFormatGoldenTests/\(test).default\" does not match reference.") == true
      }
      #expect(
        [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(test).default.trace"))) == old
      )
    }
  }
}
