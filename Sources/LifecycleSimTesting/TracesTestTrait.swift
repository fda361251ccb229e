public import Testing

/// A Swift Testing trait that configures golden-trace assertions for a test or a whole suite.
///
/// ```swift
/// @Suite(.traces(record: .failed)) struct NavigationTraces { … }
/// ```
public struct TracesTestTrait: TestTrait, SuiteTrait, TestScoping {
  /// The record mode the trait sets.
  public var record: TraceRecordMode?
  /// Where failing assertions write the actual traces.
  public var artifactsDirectory: String?

  /// On a suite, the trait applies to every test in it.
  public var isRecursive: Bool { true }

  /// Runs the test with the trait's record mode and artifacts directory in force.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    try await withTraceTesting(record: record, artifactsDirectory: artifactsDirectory) {
      try await function()
    }
  }
}

extension Trait where Self == TracesTestTrait {
  /// Configures golden-trace assertions: the record mode, and where failures write the actual
  /// traces.
  public static func traces(record: TraceRecordMode? = nil, artifactsDirectory: String? = nil)
    -> Self
  {
    TracesTestTrait(record: record, artifactsDirectory: artifactsDirectory)
  }
}
