public import LifecycleSimTrace

/// Asserts the value an app reads at a callback: `List.viewWillAppear` reads `{0,0,0,0}`.
///
/// Numbers are compared at the trace's resolution, a thousandth of a point, so a value such as
/// 97.666… matches `97.667` as the trace prints it; pass `accuracy:` for another tolerance.
/// A failure never shows two identical texts: when the values print alike, it shows every
/// digit.
///
/// ```swift
/// assertValue(trace, at: "List.viewWillAppear", \.safeAreaInsets, .zero)
/// assertValue(trace, at: "List.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 88, bottom: 83))
/// assertValue(trace, at: "Nav.navigationBar", .viewDidAppear, \.frame, expectedBar, accuracy: 0.5)
/// ```
///
/// - Parameters:
///   - qualifiedName: `Object.callback`; the object is the one whose property is read.
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
  let object = qualifiedName.lastIndex(of: ".").map { String(qualifiedName[..<$0]) }
  guard let object, trace.objects.contains(where: { $0.name == object }) else {
    reportIssue(
      trace.missingRecordError(qualifiedName, occurrence: occurrence, epoch: nil).message,
      fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  assertValue(
    trace, of: object, at: .callback(qualifiedName, occurrence: occurrence), property, expected,
    accuracy: accuracy, fileID: fileID, filePath: filePath, line: line, column: column)
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

/// Asserts what one object shows when another object's callback runs: what `table` reads when
/// `List.viewDidAppear` is delivered (``Trace/observation(of:at:)``).
///
/// The trace observes an object only at its own callbacks, so this is the value of the
/// object's latest record at or before that callback: the last value the trace saw.
///
/// ```swift
/// assertValue(trace, of: "table", at: "List.viewDidAppear", \.adjustedContentInset,
///             EdgeInsets(top: 88, bottom: 34))
/// assertValue(trace, of: "table", at: "List.viewWillLayoutSubviews", occurrence: 1, epoch: 1,
///             \.contentOffset, Point(x: 0, y: -88))
/// ```
///
/// Numbers compare as in ``assertValue(_:at:occurrence:_:_:accuracy:fileID:filePath:line:column:)``.
///
/// - Parameters:
///   - object: the object whose property is read.
///   - qualifiedName: `Object.callback`: the moment, the callback of any object.
///   - occurrence: which occurrence of that callback (0 is the first), counted in `epoch` when
///     one is given.
///   - epoch: the epoch (0 is the first display), `nil` for the whole trace.
///   - property: the state property to read.
///   - expected: the value the object should show.
///   - accuracy: the largest difference allowed per number; `nil` compares as the trace prints.
public func assertValue<Value: Equatable & Sendable>(
  _ trace: Trace, of object: String, at qualifiedName: String, occurrence: Int = 0,
  epoch: Int? = nil, _ property: KeyPath<ObjectState, Value?>, _ expected: Value,
  accuracy: Double? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  assertValue(
    trace, of: object, at: .callback(qualifiedName, occurrence: occurrence, epoch: epoch),
    property, expected, accuracy: accuracy, fileID: fileID, filePath: filePath, line: line,
    column: column)
}

/// Asserts what an object shows at a moment: a callback, the end of an epoch
/// (``TraceMoment/settled(epoch:)``: the values it settles at) or the end of the run.
///
/// ```swift
/// assertValue(trace, of: "List", at: .settled(epoch: 1), \.safeAreaInsets, .zero)
/// assertValue(trace, of: "table", at: .final, \.contentOffset, Point(x: 0, y: -88))
/// ```
///
/// A failure says why there is no value where there is none: the moment or the object does
/// not exist, the object's kind or the trace's iOS version does not have the property, or the
/// object does not read it there (``TraceQueryError``).
public func assertValue<Value: Equatable & Sendable>(
  _ trace: Trace, of object: String, at moment: TraceMoment,
  _ property: KeyPath<ObjectState, Value?>, _ expected: Value, accuracy: Double? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  let observed: ObservedState
  switch trace.observation(of: object, at: moment) {
  case .success(let found): observed = found
  case .failure(let error):
    fail(error.message)
    return
  }
  guard let actual = observed.exactState[keyPath: property] else {
    fail(trace.absence(of: property, in: observed, at: moment).message)
    return
  }
  if ValueComparison.matches(actual, expected, accuracy: accuracy) { return }
  var shown = (actual: "\(actual)", expected: "\(expected)")
  if shown.actual == shown.expected {
    shown = (ValueComparison.fullPrecision(actual), ValueComparison.fullPrecision(expected))
  }
  let tolerance = accuracy.map { " (accuracy \($0))" } ?? ""
  let subject: String
  if case .callback(let name, let occurrence, let epoch) = moment, let record = observed.record {
    // The moment's record: the observed one when the callback is the object's own.
    let at = trace.record(name, occurrence: occurrence, epoch: epoch)?.seq ?? record.seq
    subject =
      at == record.seq
      ? "\(record.qualifiedName) (seq \(record.seq))"
      : "\(object) at \(moment) (seq \(at); its latest record is \(record.qualifiedName), seq "
        + "\(record.seq))"
  } else {
    subject = "\(object) at \(moment)"
  }
  fail(
    """
    \(subject) reads \(shown.actual) where \(shown.expected) was expected\(tolerance).

    (Expected: \(shown.expected), Actual: \(shown.actual))
    """)
}

/// The message for a record that is not in the trace: how many occurrences there are when the
/// name exists, else the closest existing `Object.callback`.
func missingRecordMessage(
  _ trace: Trace, _ qualifiedName: String, occurrence: Int, epoch: Int? = nil
) -> String {
  trace.missingRecordError(qualifiedName, occurrence: occurrence, epoch: epoch).message
}
