public import LifecycleSim

/// Asserts the value an app reads at a callback: `List.viewWillAppear` reads `{0,0,0,0}`.
///
/// ```swift
/// assertValue(trace, at: "List.viewWillAppear", \.safeAreaInsets, .zero)
/// assertValue(trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 88, bottom: 83))
/// ```
///
/// - Parameters:
///   - qualifiedName: `Object.callback`.
///   - occurrence: which occurrence of that callback (0 is the first).
///   - property: the state property to read.
///   - expected: the value the app should read.
public func assertValue<Value: Equatable & Sendable>(
  _ trace: Trace, at qualifiedName: String, occurrence: Int = 0,
  _ property: KeyPath<ObjectState, Value?>, _ expected: Value,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  guard let record = trace.record(qualifiedName, occurrence: occurrence) else {
    reportIssue(
      """
      No record "\(qualifiedName)" (occurrence \(occurrence)) in the trace.

      Check the name (Object.callback) and the occurrence against the trace.
      """, fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  let actual = record[keyPath: \.state][keyPath: property]
  guard actual != expected else { return }
  reportIssue(
    """
    \(qualifiedName) (seq \(record.seq)) reads \(actual.map { "\($0)" } ?? "nothing") \
    where \(expected) was expected.

    (Expected: \(expected), Actual: \(actual.map { "\($0)" } ?? "nil"))
    """, fileID: fileID, filePath: filePath, line: line, column: column)
}
