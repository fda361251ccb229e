import Foundation
import LifecycleSim
import LifecycleSimTesting
import Testing

/// `assertTrace(trace, as:)`: golden strategies other than the whole trace, each in its own
/// file, with the record modes and artifacts of `assertTrace` and a line difference on a
/// mismatch, pinned in full.
@Suite struct GoldenStrategyTests {
  static let objects = ["List", "table"]
  static let properties: [TraceProperty] = [.safeAreaInsets, .adjustedContentInset]

  static func run(_ device: String) throws -> Trace {
    try Simulator(
      Scenario(
        name: "table", device: device, ios: "13.0",
        root: .navigation(
          "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]))
    ).run()
  }

  /// A temporary golden folder, with an artifacts folder the assertions in `body` use.
  func withFolder(_ body: (URL, URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lifecycle-sim-strategy-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let goldens = root.appendingPathComponent("goldens")
    let artifacts = root.appendingPathComponent("artifacts")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    try withTraceTesting(artifactsDirectory: artifacts.path) { try body(goldens, artifacts) }
  }

  func contents(_ url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func eachStrategyRecordsItsOwnFile() throws {
    let trace = try Self.run("iPhone X")
    try withFolder { goldens, _ in
      let test = "eachStrategyRecordsItsOwnFile"
      // One call site per golden, as in a test that runs twice.
      let function: StaticString = #function
      func assertAll(_ mode: TraceRecordMode) {
        assertTrace(trace, record: mode, goldenDirectory: goldens.path, function: function)
        assertTrace(
          trace, as: .changes(objects: Self.objects, properties: Self.properties), record: mode,
          goldenDirectory: goldens.path, function: function)
        assertTrace(
          trace, as: .settled, record: mode, goldenDirectory: goldens.path, function: function)
      }
      withKnownIssue {
        assertAll(.missing)
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix(
          "No reference was found on disk. Automatically recorded trace: …") == true
      }
      let files = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
      #expect(
        files == ["\(test).default.changes", "\(test).default.settled", "\(test).default.trace"])
      #expect(
        contents(goldens.appendingPathComponent("\(test).default.settled"))
          == TraceSettledView().render(trace))
      #expect(
        contents(goldens.appendingPathComponent("\(test).default.changes")) == """
          # table: changes since each object's previous record; ✓ valid from here (--format text is the complete trace)
          # iPhone X · iOS 13.0 (profile 13) · portrait 375x812 · leftToRight
          # quirks: the profile's defaults

          epoch 0 initialDisplay
            t  object  callback                                 changes
            0  List    loadView
            0  List    viewDidLoad                              safeAreaInsets {0,0,0,0}
            0  List    viewWillAppear(animated=false)
            0  List    viewLayoutMarginsDidChange               safeAreaInsets {88,0,34,0} ✓
            0  List    viewSafeAreaInsetsDidChange
            0  table   layoutMarginsDidChange                   safeAreaInsets {88,0,0,0} · adjustedContentInset {88,0,0,0}
            0  table   safeAreaInsetsDidChange
            0  table   adjustedContentInsetDidChange
            0  table   scrollViewDidChangeAdjustedContentInset
            0  List    viewWillLayoutSubviews
            0  List    viewDidLayoutSubviews
            0  table   layoutMarginsDidChange                   safeAreaInsets {88,0,34,0} ✓ · adjustedContentInset {88,0,34,0} ✓
            0  table   safeAreaInsetsDidChange
            0  table   adjustedContentInsetDidChange
            0  table   scrollViewDidChangeAdjustedContentInset
            0  table   layoutSubviews
            0  List    viewWillLayoutSubviews
            0  List    viewDidLayoutSubviews
            0  List    viewDidAppear(animated=false)

          """)
      // Recorded, the three pass.
      assertAll(.never)
    }
  }

  @Test func aDifferingSettledGoldenFailsWithTheLinesThatDiffer() throws {
    let test = "aDifferingSettledGoldenFailsWithTheLinesThatDiffer"
    let reference = try Self.run("iPhone 8")
    let trace = try Self.run("iPhone X")
    let strategy = TraceSnapshotting.settled(objects: Self.objects, properties: Self.properties)
    try withFolder { goldens, artifacts in
      let golden = goldens.appendingPathComponent("\(test).default.settled")
      let artifact = artifacts.appendingPathComponent("GoldenStrategyTests/\(test).default.settled")
      let stored = TraceSettledView(objects: Set(Self.objects), properties: Set(Self.properties))
        .render(reference)
      try Data(stored.utf8).write(to: golden)
      withKnownIssue {
        assertTrace(trace, as: strategy, record: .never, goldenDirectory: goldens.path)
      } matching: { issue in
        issue.comments.map(\.rawValue) == [
          """
          Trace "GoldenStrategyTests/\(test).default.settled" does not match reference.

          @−
          "\(golden.absoluteString)"
          @+
          "\(artifact.absoluteString)"

          first difference at line 2 (expected: -, actual: +)
            # table: settled values per epoch (– never settles in the epoch)
          - # iPhone 8 · iOS 13.0 (profile 13) · portrait 375x667 · leftToRight
          - 
          - epoch 0 initialDisplay
          + # iPhone X · iOS 13.0 (profile 13) · portrait 375x812 · leftToRight
          + 
          + epoch 0 initialDisplay

          If the new trace is right, re-record it: run the test with LIFECYCLE_SIM_RECORD=failed, or pass 'record: .failed'.
          """
        ]
      }
      #expect(contents(golden) == stored)
      #expect(
        contents(artifact)
          == TraceSettledView(objects: Set(Self.objects), properties: Set(Self.properties)).render(
            trace))
    }
  }

  @Test func failedRewritesADifferingChangesGolden() throws {
    let test = "failedRewritesADifferingChangesGolden"
    let trace = try Self.run("iPhone X")
    let strategy = TraceSnapshotting.changes(objects: ["List"], properties: [.safeAreaInsets])
    try withFolder { goldens, _ in
      let golden = goldens.appendingPathComponent("\(test).default.changes")
      try Data("stale\n".utf8).write(to: golden)
      withKnownIssue {
        assertTrace(trace, as: strategy, record: .failed, goldenDirectory: goldens.path)
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix(
          """
          Trace "GoldenStrategyTests/\(test).default.changes" does not match reference. A new \
          trace was automatically recorded.
          """) == true
      }
      let view = TraceChangesView(
        objects: ["List"], properties: [.safeAreaInsets], showsSequenceNumbers: false)
      #expect(contents(golden) == view.render(trace))
    }
  }

  @Test func aStrategyOfYourOwnNeedsOnlyAnExtensionAndARendering() throws {
    let trace = try Self.run("iPhone X")
    let order = TraceSnapshotting(pathExtension: "order") { trace in
      trace.records.filter { $0.object == "List" }.map { $0.qualifiedName + "\n" }.joined()
    }
    #expect(order.pathExtension == "order")
    try withFolder { goldens, _ in
      let golden = goldens.appendingPathComponent(
        "aStrategyOfYourOwnNeedsOnlyAnExtensionAndARendering.mine.order")
      try Data("List.loadView\n".utf8).write(to: golden)
      withKnownIssue {
        assertTrace(trace, as: order, named: "mine", record: .never, goldenDirectory: goldens.path)
      } matching: { issue in
        issue.comments.first?.rawValue.contains(
          """
          first difference at line 2 (expected: -, actual: +)
            List.loadView
          - 
          + List.viewDidLoad
          + List.viewWillAppear
          + List.viewLayoutMarginsDidChange
          """) == true
      }
    }
  }

  @Test func twoStrategiesOfOneTestNeedNoName() throws {
    #expect(TraceSnapshotting.text.pathExtension == "trace")
    #expect(TraceSnapshotting.changes.pathExtension == "changes")
    #expect(TraceSnapshotting.settled.pathExtension == "settled")
  }
}
