import Foundation
public import LifecycleSim
import Testing

/// Asserts a whole trace against a golden file next to the test, recording it when it is
/// missing (swift-snapshot-testing's workflow, for traces).
///
/// ```swift
/// @Test func pushOnIPhoneX() throws {
///   let trace = try Simulator(scenario).run()
///   assertTrace(trace)  // Tests/…/__Traces__/NavigationTests/pushOnIPhoneX.default.trace
/// }
/// ```
///
/// The golden is the trace's text rendering, at `<test file's
/// folder>/__Traces__/<TestFile>/<test>.<name>.trace`. A mismatch fails with the semantic
/// difference (``TraceDiff``), reference first, and writes the actual trace to
/// `$LIFECYCLE_SIM_ARTIFACTS` (default: the temporary directory). Every write of a golden also
/// fails the test, so that new references get reviewed. A golden of an older trace format
/// version that holds the same trace passes; `.failed` and `.all` rewrite it in the current one.
///
/// - Parameters:
///   - trace: the trace to check.
///   - name: tells several goldens of one test apart; required in parameterized tests.
///   - record: the record mode for this assertion (see ``TraceRecordMode`` for the defaults).
///   - goldenDirectory: the folder of the golden, instead of `__Traces__/<TestFile>`.
public func assertTrace(
  _ trace: Trace, named name: String? = nil, record: TraceRecordMode? = nil,
  goldenDirectory: String? = nil, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, function: StaticString = #function, line: UInt = #line,
  column: UInt = #column
) {
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  if name == nil, Test.Case.current?.isParameterized == true {
    fail(
      """
      assertTrace in a parameterized test needs 'named:'.

      Every case of "\(function)" would share one golden file; pass a name that differs per \
      case, e.g. named: "\\(device)".
      """)
    return
  }
  let mode: TraceRecordMode
  switch GoldenSettings.recordMode(argument: record) {
  case .success(let resolved): mode = resolved
  case .failure(let problem):
    fail(problem.message)
    return
  }
  let golden = GoldenFile(
    filePath: filePath, function: function, name: name, goldenDirectory: goldenDirectory,
    artifactsDirectory: GoldenSettings.artifactsDirectory())
  guard GoldenRegistry.claim(golden.url.path, by: "\(fileID):\(line):\(column)") else {
    fail(
      """
      Golden "\(golden.displayName)" was already asserted in this run; pass a distinct 'named:'.
      """)
    return
  }
  let actual = TraceFormat.text.renderBytes(trace)
  let stored = try? [UInt8](Data(contentsOf: golden.url))
  if let stored, stored == actual, mode != .all { return }
  // A golden of an older format version holding the same trace passes; `.failed` and `.all`
  // rewrite it in the current version.
  let olderFormat = stored.map { TraceMigration.isOlderRendering($0, of: actual) } ?? false
  if olderFormat && mode != .all && mode != .failed { return }
  let test = "\(function)"

  // Write the golden when the mode asks for it.
  if mode == .all || mode == .failed || (stored == nil && mode == .missing) {
    do {
      try GoldenFile.write(actual, to: golden.url)
    } catch {
      fail(
        """
        Could not write the golden trace "\(golden.url.path)": \(error.localizedDescription)

        Check that the folder is writable, or pass 'goldenDirectory:'.
        """)
      return
    }
    let link = "open \"\(golden.url.absoluteString)\""
    if mode == .all {
      fail(
        """
        Record mode is on. Automatically recorded trace: …

        \(link)

        Turn record mode off and re-run "\(test)" to assert against the newly-recorded trace.
        """)
    } else if olderFormat {
      fail(
        """
        Trace "\(golden.displayName)" was in an older format version; it was rewritten in the \
        current one, with the same records.

        \(link)

        Re-run "\(test)" to assert against it.
        """)
    } else if let stored {
      fail(
        """
        Trace "\(golden.displayName)" does not match reference. A new trace was automatically \
        recorded.

        \(link)

        \(difference(stored, trace, actual))

        Review the change (git diff), then re-run "\(test)" to assert against it.
        """)
    } else {
      fail(
        """
        No reference was found on disk. Automatically recorded trace: …

        \(link)

        Re-run "\(test)" to assert against the newly-recorded trace.
        """)
    }
    return
  }

  // Not recording: keep the actual trace as an artifact and say how to accept it.
  let artifact: String
  do {
    try GoldenFile.write(actual, to: golden.artifact)
    artifact = "\"\(golden.artifact.absoluteString)\""
  } catch {
    artifact = "(could not write it to \"\(golden.artifact.path)\": \(error.localizedDescription))"
  }
  guard let stored else {
    fail(
      """
      No reference was found on disk. New trace was not recorded because recording is disabled.

      The actual trace:
      open \(artifact)

      Record it where tests run with recording on (LIFECYCLE_SIM_RECORD=missing, or \
      'record: .missing'), review it and commit "\(golden.url.path)".
      """)
    return
  }
  fail(
    """
    Trace "\(golden.displayName)" does not match reference.

    @−
    "\(golden.url.absoluteString)"
    @+
    \(artifact)

    \(difference(stored, trace, actual))

    If the new trace is right, re-record it: run the test with LIFECYCLE_SIM_RECORD=failed, or \
    pass 'record: .failed'.
    """)
}

/// The semantic difference of a stored golden and the actual trace.
private func difference(_ stored: [UInt8], _ trace: Trace, _ actual: [UInt8]) -> String {
  TraceDiff.describe(
    stored: stored, actual: trace, actualBytes: actual, labels: ("reference", "actual"))
}
