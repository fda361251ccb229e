import Testing
import XCTest

/// Reports a failure to Swift Testing when a test is running there, else to XCTest (the same
/// helper serves both frameworks, as swift-snapshot-testing's `recordIssue` does).
func reportIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: Testing.SourceLocation(
        fileID: String(describing: fileID), filePath: String(describing: filePath),
        line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
