public import LifecycleSimTrace

/// Asserts that callbacks occur in a given order, in Swift Testing or XCTest.
///
/// ```swift
/// let trace = try Simulator(scenario).run()
/// assertCallbackOrder(trace, [
///   "Main.viewDidLoad", "Main.viewWillAppear", "Main.viewSafeAreaInsetsDidChange",
///   "Main.viewWillLayoutSubviews", "Main.viewDidAppear",
/// ])
/// ```
///
/// - Parameters:
///   - trace: the trace to check.
///   - expected: `Object.callback` names.
///   - strict: when `true`, the trace's occurrences of exactly these callbacks must be this
///     list; otherwise the list must be a subsequence of the trace.
///   - epoch: restricts the check to one epoch (0 is the first display).
public func assertCallbackOrder(
  _ trace: Trace, _ expected: [String], strict: Bool = false, epoch: Int? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard let message = trace.verifyOrder(expected, strict: strict, epoch: epoch) else { return }
  reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``assertCallbackOrder(_:_:strict:epoch:fileID:filePath:line:column:)`` for one object's
/// callbacks, named by type.
///
/// ```swift
/// assertCallbackOrder(trace, of: "List", [.viewDidLoad, .viewWillAppear, .viewDidAppear])
/// ```
public func assertCallbackOrder(
  _ trace: Trace, of object: String, _ expected: [Callback], strict: Bool = false,
  epoch: Int? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  assertCallbackOrder(
    trace, expected.map { "\(object).\($0.rawValue)" }, strict: strict, epoch: epoch,
    fileID: fileID, filePath: filePath, line: line, column: column)
}
