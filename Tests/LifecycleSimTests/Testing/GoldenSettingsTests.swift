import Foundation
import Testing

@testable import LifecycleSimTesting

/// How golden assertions resolve their record mode and artifacts folder (the README's record-mode
/// table): the argument, then the task-local configuration, then the environment, then the default.
@Suite struct GoldenSettingsTests {
  func mode(
    _ argument: TraceRecordMode? = nil, configured: TraceRecordMode? = nil,
    environment: [String: String] = [:]
  ) -> TraceRecordMode? {
    try? GoldenSettings.recordMode(
      argument: argument, configuration: TraceTestingConfiguration(record: configured),
      environment: environment
    ).get()
  }

  @Test func theFirstSourceThatSaysWins() {
    let environment = ["LIFECYCLE_SIM_RECORD": "all", "CI": "true"]
    #expect(mode(.failed, configured: .never, environment: environment) == .failed)
    #expect(mode(configured: .never, environment: environment) == .never)
    #expect(mode(environment: environment) == .all)
    #expect(mode(environment: ["LIFECYCLE_SIM_RECORD": "FAILED"]) == .failed)
  }

  @Test func theDefaultIsMissingLocallyAndNeverOnCI() {
    #expect(mode() == .missing)
    #expect(mode(environment: ["LIFECYCLE_SIM_RECORD": ""]) == .missing)
    #expect(mode(environment: ["CI": "true"]) == .never)
    #expect(mode(environment: ["CI": "false"]) == .missing)
  }

  @Test func anUnknownModeInTheEnvironmentIsReported() {
    let result = GoldenSettings.recordMode(
      argument: nil, configuration: TraceTestingConfiguration(),
      environment: ["LIFECYCLE_SIM_RECORD": "yes"])
    guard case .failure(let problem) = result else {
      Issue.record("expected a problem")
      return
    }
    #expect(
      problem.message == """
        LIFECYCLE_SIM_RECORD is "yes", which is not a record mode.

        Set it to one of all, failed, missing, never, or unset it.
        """)
  }

  @Test func artifactsGoToTheConfiguredFolderThenTheEnvironmentsThenTheTemporaryDirectory() {
    #expect(
      GoldenSettings.artifactsDirectory(
        configuration: TraceTestingConfiguration(artifactsDirectory: "/a"),
        environment: ["LIFECYCLE_SIM_ARTIFACTS": "/b"]) == "/a")
    #expect(
      GoldenSettings.artifactsDirectory(
        configuration: TraceTestingConfiguration(), environment: ["LIFECYCLE_SIM_ARTIFACTS": "/b"])
        == "/b")
    #expect(
      GoldenSettings.artifactsDirectory(
        configuration: TraceTestingConfiguration(), environment: [:])
        == FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-sim-artifacts")
        .path)
  }

  @Test(arguments: [
    ("aGolden()", "aGolden"), ("push(to:animated:)", "push-to-animated"),
    ("testX", "testX"), ("iPhone X", "iPhone-X"), ("--a..b--", "a-b"),
  ])
  func testNamesBecomeFileNames(name: String, file: String) {
    #expect(GoldenFile.sanitized(name) == file)
  }

  @Test func goldensLiveInTracesFoldersNextToTheTestFile() {
    let file = GoldenFile(
      filePath: "/p/Tests/AppTests/NavigationTests.swift", function: "push(on:)", name: "iPhone X",
      pathExtension: "trace", goldenDirectory: nil, artifactsDirectory: "/artifacts")
    #expect(file.url.path == "/p/Tests/AppTests/__Traces__/NavigationTests/push-on.iPhone-X.trace")
    #expect(file.artifact.path == "/artifacts/NavigationTests/push-on.iPhone-X.trace")
    #expect(file.displayName == "NavigationTests/push-on.iPhone-X")
  }

  /// Other strategies keep their extension in the file and in messages; an extension that is
  /// not a word is sanitized like a name, and an empty one becomes `golden`.
  @Test(arguments: [
    ("settled", "push-on.default.settled", "NavigationTests/push-on.default.settled"),
    ("../x y", "push-on.default.x-y", "NavigationTests/push-on.default.x-y"),
    ("", "push-on.default.golden", "NavigationTests/push-on.default.golden"),
  ])
  func aStrategysExtensionNamesItsGolden(pathExtension: String, file: String, display: String) {
    let golden = GoldenFile(
      filePath: "/p/Tests/AppTests/NavigationTests.swift", function: "push(on:)", name: nil,
      pathExtension: pathExtension, goldenDirectory: nil, artifactsDirectory: "/artifacts")
    #expect(golden.url.path == "/p/Tests/AppTests/__Traces__/NavigationTests/" + file)
    #expect(golden.artifact.path == "/artifacts/NavigationTests/" + file)
    #expect(golden.displayName == display)
  }
}
