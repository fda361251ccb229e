import Foundation
import LifecycleSimTrace
import Testing

/// The record-mode workflow of every golden assertion, whatever its strategy.
///
/// Compares `actual` with the golden file, writes the golden or an artifact as the mode says,
/// and reports the failure, with `difference` describing a mismatch from the stored bytes. A golden
/// that `isOlderRendering` recognises (the same content in an older format version) passes, and
/// `.failed` and `.all` rewrite it.
func assertGolden(
  _ actual: [UInt8], pathExtension: String, difference: ([UInt8]) -> String,
  isOlderRendering: ([UInt8]) -> Bool,
  named name: String?, record: TraceRecordMode?, goldenDirectory: String?,
  fileID: StaticString, filePath: StaticString, function: StaticString, line: UInt,
  column: UInt
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
    filePath: filePath, function: function, name: name, pathExtension: pathExtension,
    goldenDirectory: goldenDirectory, artifactsDirectory: GoldenSettings.artifactsDirectory())
  guard GoldenRegistry.claim(golden.url.path, by: "\(fileID):\(line):\(column)") else {
    fail(
      """
      Golden "\(golden.displayName)" was already asserted in this run; pass a distinct 'named:'.
      """)
    return
  }
  let stored = try? [UInt8](Data(contentsOf: golden.url))
  if let stored, stored == actual, mode != .all { return }
  let olderFormat = stored.map(isOlderRendering) ?? false
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

        \(difference(stored))

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

    \(difference(stored))

    If the new trace is right, re-record it: run the test with LIFECYCLE_SIM_RECORD=failed, or \
    pass 'record: .failed'.
    """)
}
