import Foundation
public import LifecycleSimTrace

/// Asserts a trace against a golden file next to the test, recording it when it is missing
/// (swift-snapshot-testing's workflow, for traces).
///
/// ```swift
/// @Test func pushOnIPhoneX() throws {
///   let trace = try Simulator(scenario).run()
///   assertTrace(trace)  // Tests/…/__Traces__/NavigationTests/pushOnIPhoneX.default.trace
///   assertTrace(trace, as: .settled)  // …/pushOnIPhoneX.default.settled
/// }
/// ```
///
/// The golden is the strategy's rendering of the trace, at `<test file's
/// folder>/__Traces__/<TestFile>/<test>.<name>.<extension>`: by default the whole text trace
/// (``TraceSnapshotting/text``, extension `trace`). A mismatch fails with the difference
/// (``TraceDiff``'s for the whole trace, the first lines that differ for the others),
/// reference first, and writes the actual rendering to `$LIFECYCLE_SIM_ARTIFACTS` (default: the
/// temporary directory). Every write of a golden also fails the test, so that new references
/// get reviewed. A whole-trace golden of an older trace format version that holds the same
/// trace passes; `.failed` and `.all` rewrite it in the current one.
///
/// - Parameters:
///   - trace: the trace to check.
///   - strategy: what the golden holds of the trace (``TraceSnapshotting``).
///   - name: tells several goldens of one strategy in one test apart; required in
///     parameterized tests.
///   - record: the record mode for this assertion (see ``TraceRecordMode`` for the defaults).
///   - goldenDirectory: the folder of the golden, instead of `__Traces__/<TestFile>`.
public func assertTrace(
  _ trace: Trace, as strategy: TraceSnapshotting = .text, named name: String? = nil,
  record: TraceRecordMode? = nil, goldenDirectory: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
  let actual = strategy.render(trace)
  assertGolden(
    actual, pathExtension: strategy.pathExtension,
    difference: { strategy.difference($0, trace, actual) },
    isOlderRendering: { strategy.isOlderRendering($0, actual) }, named: name, record: record,
    goldenDirectory: goldenDirectory, fileID: fileID, filePath: filePath, function: function,
    line: line, column: column)
}
