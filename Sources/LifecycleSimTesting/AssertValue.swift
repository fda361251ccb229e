public import LifecycleSim

/// Asserts the value an app reads at a callback: `List.viewWillAppear` reads `{0,0,0,0}`.
///
/// Numbers are compared at the trace's resolution, a thousandth of a point, so a value such as
/// 97.666… matches `97.667` as the trace prints it; pass `accuracy:` for another tolerance.
///
/// ```swift
/// assertValue(trace, at: "List.viewWillAppear", \.safeAreaInsets, .zero)
/// assertValue(trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 88, bottom: 83))
/// assertValue(trace, at: "Nav.navigationBar", .viewDidAppear, \.frame, expectedBar, accuracy: 0.5)
/// ```
///
/// - Parameters:
///   - qualifiedName: `Object.callback`.
///   - occurrence: which occurrence of that callback (0 is the first).
///   - property: the state property to read.
///   - expected: the value the app should read.
///   - accuracy: the largest difference allowed per number; `nil` compares as the trace prints.
public func assertValue<Value: Equatable & Sendable>(
  _ trace: Trace, at qualifiedName: String, occurrence: Int = 0,
  _ property: KeyPath<ObjectState, Value?>, _ expected: Value, accuracy: Double? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  guard let record = trace.record(qualifiedName, occurrence: occurrence) else {
    fail(missingRecordMessage(trace, qualifiedName, occurrence: occurrence))
    return
  }
  let actual = record[keyPath: \.state][keyPath: property]
  if let actual, ValueComparison.matches(actual, expected, accuracy: accuracy) { return }
  var shown = (actual: actual.map { "\($0)" } ?? "nothing", expected: "\(expected)")
  if shown.actual == shown.expected, let actual {
    shown = (ValueComparison.fullPrecision(actual), ValueComparison.fullPrecision(expected))
  }
  let tolerance = accuracy.map { " (accuracy \($0))" } ?? ""
  fail(
    """
    \(qualifiedName) (seq \(record.seq)) reads \(shown.actual) where \(shown.expected) was \
    expected\(tolerance).

    (Expected: \(shown.expected), Actual: \(actual == nil ? "nil" : shown.actual))
    """)
}

/// ``assertValue(_:at:occurrence:_:_:accuracy:fileID:filePath:line:column:)`` with the callback
/// named by its type: `assertValue(trace, at: "List", .viewDidAppear, \.safeAreaInsets, insets)`.
public func assertValue<Value: Equatable & Sendable>(
  _ trace: Trace, at object: String, _ callback: Callback, occurrence: Int = 0,
  _ property: KeyPath<ObjectState, Value?>, _ expected: Value, accuracy: Double? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  assertValue(
    trace, at: "\(object).\(callback.rawValue)", occurrence: occurrence, property, expected,
    accuracy: accuracy, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The message for a record that is not in the trace: the closest object or callback name, and
/// how many occurrences there are when the name exists.
func missingRecordMessage(
  _ trace: Trace, _ qualifiedName: String, occurrence: Int, epoch: Int? = nil
) -> String {
  let scope = epoch.map { " in epoch \($0)" } ?? ""
  var names: [String] = []
  var seen = 0
  for record in trace.records where epoch == nil || record.epoch == epoch {
    if record.qualifiedName == qualifiedName { seen += 1 }
    if !names.contains(record.qualifiedName) { names.append(record.qualifiedName) }
  }
  let hint: String
  if seen > 0 {
    hint =
      "\(qualifiedName) occurs \(seen) time\(seen == 1 ? "" : "s")\(scope): occurrences are "
      + (seen == 1 ? "0 only." : "0 to \(seen - 1).")
  } else if let closest = Suggestion.closest(to: qualifiedName, among: names) {
    hint = "Did you mean \"\(closest)\"?"
  } else {
    hint = "Check the name (Object.callback) against the trace."
  }
  return """
    No record "\(qualifiedName)" (occurrence \(occurrence))\(scope) in the trace.

    \(hint)
    """
}
