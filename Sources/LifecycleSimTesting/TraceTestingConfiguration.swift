import Foundation

/// How golden-trace assertions behave in the current task: a `@TaskLocal`, so tests running in
/// parallel never see each other's settings.
///
/// ```swift
/// // Swift Testing: a trait on a test or a suite.
/// @Test(.traces(record: .failed)) func pushOnIPhoneX() throws { … }
///
/// // XCTest: wrap the test.
/// override func invokeTest() {
///   withTraceTesting(record: .failed) { super.invokeTest() }
/// }
/// ```
public struct TraceTestingConfiguration: Sendable {
  /// The record mode, `nil` to fall back to `LIFECYCLE_SIM_RECORD` and the default.
  public var record: TraceRecordMode?
  /// Where a failing assertion writes the actual trace, `nil` for `LIFECYCLE_SIM_ARTIFACTS`,
  /// else the temporary directory.
  public var artifactsDirectory: String?

  /// Creates a configuration.
  public init(record: TraceRecordMode? = nil, artifactsDirectory: String? = nil) {
    self.record = record
    self.artifactsDirectory = artifactsDirectory
  }

  /// The configuration of the current task.
  @TaskLocal public static var current = TraceTestingConfiguration()

  /// The environment, read once.
  static let environment = ProcessInfo.processInfo.environment
}

/// Runs `operation` with golden-trace assertions configured; what is not given is inherited.
///
/// - Parameters:
///   - record: the record mode for the assertions in `operation`.
///   - artifactsDirectory: where failing assertions write the actual traces.
public func withTraceTesting<R>(
  record: TraceRecordMode? = nil, artifactsDirectory: String? = nil,
  operation: () throws -> R
) rethrows -> R {
  try TraceTestingConfiguration.$current.withValue(
    TraceTestingConfiguration.current.overridden(record: record, artifacts: artifactsDirectory),
    operation: operation)
}

/// Runs `operation` with golden-trace assertions configured; what is not given is inherited.
///
/// - Parameters:
///   - record: the record mode for the assertions in `operation`.
///   - artifactsDirectory: where failing assertions write the actual traces.
public func withTraceTesting<R>(
  record: TraceRecordMode? = nil, artifactsDirectory: String? = nil,
  operation: () async throws -> R
) async rethrows -> R {
  try await TraceTestingConfiguration.$current.withValue(
    TraceTestingConfiguration.current.overridden(record: record, artifacts: artifactsDirectory),
    operation: operation)
}

extension TraceTestingConfiguration {
  fileprivate func overridden(record: TraceRecordMode?, artifacts: String?) -> Self {
    TraceTestingConfiguration(
      record: record ?? self.record, artifactsDirectory: artifacts ?? artifactsDirectory)
  }
}
