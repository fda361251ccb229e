import Foundation
import LifecycleSim
import LifecycleSimTesting
import Testing

/// `assertTrace` walks the README's record-mode table: what each mode writes, and the message
/// it fails with, pinned in full. Each test works in its own temporary golden folder, and
/// failures write the actual trace to an artifacts folder inside it.
@Suite struct GoldenTraceTests {
  static let iPhoneX = run("iPhone X")
  static let iPhone8 = run("iPhone 8")

  static func run(_ device: String) -> Trace {
    let scenario = Scenario(
      name: "plain", device: device, ios: "11.0", root: ControllerNode(name: "Main"))
    do {
      return try Simulator(scenario).run()
    } catch {
      fatalError("the plain scenario runs: \(error)")
    }
  }

  /// A temporary folder with, when `golden` is given, that trace recorded as the golden of
  /// `test`; removed afterwards.
  func withGoldens(
    test: String, golden: Trace? = nil, _ body: (Folder) throws -> Void
  ) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lifecycle-sim-golden-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = Folder(root: root, test: test)
    try FileManager.default.createDirectory(at: folder.goldens, withIntermediateDirectories: true)
    if let golden {
      try Data(TraceFormat.text.renderBytes(golden)).write(to: folder.golden)
    }
    try withTraceTesting(artifactsDirectory: folder.artifacts.path) { try body(folder) }
  }

  struct Folder {
    var root: URL
    var test: String
    var goldens: URL { root.appendingPathComponent("goldens") }
    var artifacts: URL { root.appendingPathComponent("artifacts") }
    var golden: URL { goldens.appendingPathComponent("\(test).default.trace") }
    var artifact: URL {
      artifacts.appendingPathComponent("GoldenTraceTests/\(test).default.trace")
    }

    func contents(_ url: URL) -> [UInt8]? { try? [UInt8](Data(contentsOf: url)) }
  }

  static let difference = """
    --- reference
    +++ actual
    header
      ~ device iPhone 8 → iPhone X
      ~ screen 375x667 → 375x812
    settled (what each object ends up reading)
      epoch 0 initialDisplay
        ~ Main frame (0,0,375,667) → (0,0,375,812) · safeAreaInsets {20,0,0,0} → {44,0,34,0} · layoutMargins {20,16,0,16} → {44,16,34,16} · topLayoutGuide 20 → 44 · bottomLayoutGuide 0 → 34
        ~ Main.view frame (0,0,375,667) → (0,0,375,812) · safeAreaInsets {20,0,0,0} → {44,0,34,0} · layoutMargins {20,16,0,16} → {44,16,34,16}
    final
      ~ window safeAreaInsets {0,0,0,0} → {44,0,34,0}
      ~ window frame (0,0,375,667) → (0,0,375,812)
      ~ statusBar frame (0,0,375,20) → (0,0,375,44)
    13 differences: 2 header, 8 value, 3 final (14 records compared)
    """

  // MARK: A missing golden

  @Test func missingRecordsAMissingGoldenAndFails() throws {
    try withGoldens(test: "missingRecordsAMissingGoldenAndFails") { folder in
      withKnownIssue {
        assertTrace(Self.iPhoneX, record: .missing, goldenDirectory: folder.goldens.path)
      } matching: { issue in
        issue.comments.map(\.rawValue) == [
          """
          No reference was found on disk. Automatically recorded trace: …

          open "\(folder.golden.absoluteString)"

          Re-run "missingRecordsAMissingGoldenAndFails()" to assert against the newly-recorded trace.
          """
        ]
      }
      #expect(folder.contents(folder.golden) == TraceFormat.text.renderBytes(Self.iPhoneX))
    }
  }

  @Test func failedRecordsAMissingGoldenAndFails() throws {
    try withGoldens(test: "failedRecordsAMissingGoldenAndFails") { folder in
      withKnownIssue {
        assertTrace(Self.iPhoneX, record: .failed, goldenDirectory: folder.goldens.path)
      } matching: { issue in
        issue.comments.first?.rawValue.hasPrefix(
          "No reference was found on disk. Automatically recorded trace: …") == true
      }
      #expect(folder.contents(folder.golden) == TraceFormat.text.renderBytes(Self.iPhoneX))
    }
  }

  @Test func neverLeavesAMissingGoldenUnwrittenAndKeepsTheActualTrace() throws {
    try withGoldens(test: "neverLeavesAMissingGoldenUnwrittenAndKeepsTheActualTrace") { folder in
      withKnownIssue {
        assertTrace(Self.iPhoneX, record: .never, goldenDirectory: folder.goldens.path)
      } matching: { issue in
        issue.comments.map(\.rawValue) == [
          """
          No reference was found on disk. New trace was not recorded because recording is disabled.

          The actual trace:
          open "\(folder.artifact.absoluteString)"

          Record it where tests run with recording on (LIFECYCLE_SIM_RECORD=missing, or 'record: .missing'), review it and commit "\(folder.golden.path)".
          """
        ]
      }
      #expect(folder.contents(folder.golden) == nil)
      #expect(folder.contents(folder.artifact) == TraceFormat.text.renderBytes(Self.iPhoneX))
    }
  }

  // MARK: A matching golden

  @Test(arguments: [TraceRecordMode.missing, .failed, .never])
  func aMatchingGoldenPassesAndIsLeftAlone(mode: TraceRecordMode) throws {
    try withGoldens(test: "aMatchingGoldenPassesAndIsLeftAlone-mode", golden: Self.iPhoneX) {
      folder in
      let before = try FileManager.default.attributesOfItem(atPath: folder.golden.path)
      assertTrace(
        Self.iPhoneX, named: "default", record: mode, goldenDirectory: folder.goldens.path)
      let after = try FileManager.default.attributesOfItem(atPath: folder.golden.path)
      #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
      #expect(folder.contents(folder.artifact) == nil)
    }
  }

  @Test func allRewritesEvenAMatchingGoldenAndFails() throws {
    try withGoldens(test: "allRewritesEvenAMatchingGoldenAndFails", golden: Self.iPhoneX) {
      folder in
      withKnownIssue {
        assertTrace(Self.iPhoneX, record: .all, goldenDirectory: folder.goldens.path)
      } matching: { issue in
        issue.comments.map(\.rawValue) == [
          """
          Record mode is on. Automatically recorded trace: …

          open "\(folder.golden.absoluteString)"

          Turn record mode off and re-run "allRewritesEvenAMatchingGoldenAndFails()" to assert against the newly-recorded trace.
          """
        ]
      }
      #expect(folder.contents(folder.golden) == TraceFormat.text.renderBytes(Self.iPhoneX))
    }
  }

  // MARK: A differing golden

  @Test(arguments: [TraceRecordMode.missing, .never])
  func aDifferingGoldenFailsWithTheSemanticDiff(mode: TraceRecordMode) throws {
    try withGoldens(test: "aDifferingGoldenFailsWithTheSemanticDiff-mode", golden: Self.iPhone8) {
      folder in
      withKnownIssue {
        assertTrace(
          Self.iPhoneX, named: "default", record: mode, goldenDirectory: folder.goldens.path)
      } matching: { issue in
        issue.comments.map(\.rawValue) == [
          """
          Trace "GoldenTraceTests/aDifferingGoldenFailsWithTheSemanticDiff-mode.default" does not match reference.

          @−
          "\(folder.golden.absoluteString)"
          @+
          "\(folder.artifact.absoluteString)"

          \(Self.difference)

          If the new trace is right, re-record it: run the test with LIFECYCLE_SIM_RECORD=failed, or pass 'record: .failed'.
          """
        ]
      }
      #expect(folder.contents(folder.golden) == TraceFormat.text.renderBytes(Self.iPhone8))
      #expect(folder.contents(folder.artifact) == TraceFormat.text.renderBytes(Self.iPhoneX))
    }
  }

  @Test func failedRewritesADifferingGoldenAndFails() throws {
    try withGoldens(test: "failedRewritesADifferingGoldenAndFails", golden: Self.iPhone8) {
      folder in
      withKnownIssue {
        assertTrace(Self.iPhoneX, record: .failed, goldenDirectory: folder.goldens.path)
      } matching: { issue in
        issue.comments.map(\.rawValue) == [
          """
          Trace "GoldenTraceTests/failedRewritesADifferingGoldenAndFails.default" does not match reference. A new trace was automatically recorded.

          open "\(folder.golden.absoluteString)"

          \(Self.difference)

          Review the change (git diff), then re-run "failedRewritesADifferingGoldenAndFails()" to assert against it.
          """
        ]
      }
      #expect(folder.contents(folder.golden) == TraceFormat.text.renderBytes(Self.iPhoneX))
    }
  }

  // MARK: Where the mode comes from

  @Test func theArgumentWinsOverTheTaskLocalConfiguration() throws {
    try withGoldens(test: "theArgumentWinsOverTheTaskLocalConfiguration") { folder in
      withTraceTesting(record: .never) {
        withKnownIssue {
          assertTrace(Self.iPhoneX, record: .missing, goldenDirectory: folder.goldens.path)
        } matching: { issue in
          issue.comments.first?.rawValue.hasPrefix("No reference was found on disk. Automatically")
            == true
        }
      }
      #expect(folder.contents(folder.golden) != nil)
    }
  }

  @Test func theTaskLocalConfigurationAppliesWithoutAnArgument() throws {
    try withGoldens(
      test: "theTaskLocalConfigurationAppliesWithoutAnArgument", golden: Self.iPhoneX
    ) { folder in
      withTraceTesting(record: .all) {
        withKnownIssue {
          assertTrace(Self.iPhoneX, goldenDirectory: folder.goldens.path)
        } matching: { issue in
          issue.comments.first?.rawValue.hasPrefix("Record mode is on.") == true
        }
      }
    }
  }

  @Test(.traces(record: .failed))
  func theTraitSetsTheMode() throws {
    try withGoldens(test: "theTraitSetsTheMode", golden: Self.iPhone8) { folder in
      withKnownIssue {
        assertTrace(Self.iPhoneX, goldenDirectory: folder.goldens.path)
      } matching: { issue in
        issue.comments.first?.rawValue.contains("A new trace was automatically recorded.") == true
      }
      #expect(folder.contents(folder.golden) == TraceFormat.text.renderBytes(Self.iPhoneX))
    }
  }

  // MARK: Misuse

  @Test func twoAssertionsCannotShareAGolden() throws {
    try withGoldens(test: "twoAssertionsCannotShareAGolden", golden: Self.iPhoneX) { folder in
      assertTrace(Self.iPhoneX, record: .never, goldenDirectory: folder.goldens.path)
      withKnownIssue {
        assertTrace(Self.iPhoneX, record: .never, goldenDirectory: folder.goldens.path)
      } matching: { issue in
        issue.comments.map(\.rawValue) == [
          """
          Golden "GoldenTraceTests/twoAssertionsCannotShareAGolden.default" was already asserted in this run; pass a distinct 'named:'.
          """
        ]
      }
      // A second golden of the same test, told apart by its name.
      try Data(TraceFormat.text.renderBytes(Self.iPhoneX)).write(
        to: folder.goldens.appendingPathComponent("twoAssertionsCannotShareAGolden.second.trace"))
      assertTrace(
        Self.iPhoneX, named: "second", record: .never, goldenDirectory: folder.goldens.path)
    }
  }

  @Test(arguments: ["iPhone X"])
  func aParameterizedTestNeedsANamePerCase(device: String) {
    withKnownIssue {
      assertTrace(Self.iPhoneX, record: .never, goldenDirectory: "/nonexistent")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        assertTrace in a parameterized test needs 'named:'.

        Every case of "aParameterizedTestNeedsANamePerCase(device:)" would share one golden file; pass a name that differs per case, e.g. named: "\\(device)".
        """
      ]
    }
  }
}
