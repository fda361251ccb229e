/// When ``assertTrace(_:as:named:record:goldenDirectory:fileID:filePath:function:line:column:)``
/// writes golden files, after swift-snapshot-testing's record modes.
///
/// ```swift
/// assertTrace(trace, record: .failed)  // re-record this golden if it differs
/// ```
///
/// The mode is resolved, first match wins, from the assertion's `record:` argument, from
/// ``TraceTestingConfiguration/current`` (set by `withTraceTesting(record:)` or the
/// `.traces(record:)` trait), from the `LIFECYCLE_SIM_RECORD` environment variable, and else
/// is ``never`` on CI (`CI` set) and ``missing`` elsewhere.
public enum TraceRecordMode: String, Sendable, CaseIterable {
  /// Rewrite every golden; each assertion fails so the new files get reviewed.
  case all
  /// Write goldens that are missing or differ; each write fails the test.
  case failed
  /// Write goldens that are missing (the default off CI); a difference fails without writing.
  case missing
  /// Never write (the default on CI, so that a re-tried test cannot pass by recording).
  case never
}
