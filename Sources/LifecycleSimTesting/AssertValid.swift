public import LifecycleSimTrace

/// Asserts from which callback on a property can be trusted: the record at which it becomes
/// valid in an epoch (from there to the end of the epoch every read equals the settled value).
///
/// ```swift
/// assertValid(trace, .safeAreaInsets, from: "List.viewSafeAreaInsetsDidChange")
/// assertValid(trace, .adjustedContentInset, from: "table.layoutSubviews", occurrence: 1)
/// ```
///
/// - Parameters:
///   - trace: the trace to check.
///   - property: the property.
///   - qualifiedName: `Object.callback`; the object is the one whose property is checked.
///   - occurrence: which occurrence of that callback in the epoch (0 is the first).
///   - epoch: the epoch (0 is the first display).
public func assertValid(
  _ trace: Trace, _ property: TraceProperty, from qualifiedName: String, occurrence: Int = 0,
  epoch: Int = 0, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  guard let dot = qualifiedName.lastIndex(of: ".") else {
    fail(
      """
      "\(qualifiedName)" is not a callback name.

      Write Object.callback, e.g. "List.viewSafeAreaInsetsDidChange".
      """)
    return
  }
  let object = String(qualifiedName[..<dot])
  let expected = qualifiedName + (occurrence > 0 ? " #\(occurrence + 1)" : "")
  guard let record = trace.record(qualifiedName, occurrence: occurrence, epoch: epoch) else {
    fail(missingRecordMessage(trace, qualifiedName, occurrence: occurrence, epoch: epoch))
    return
  }
  guard let valid = trace.validRecord(of: object, property, epoch: epoch) else {
    let observed = trace.records.contains {
      $0.object == object && $0.epoch == epoch && $0.state.properties.contains(property)
    }
    if observed {
      fail(
        """
        \(object) \(property.rawValue) never becomes valid in epoch \(epoch), so it cannot be \
        trusted from \(expected).

        No record of \(object) in the epoch reads the value it settles at: it changed after \
        the last one (a cancelled transition, or an epoch cut short by the next event). Read it \
        in the epoch that settles it instead.
        """)
    } else {
      // Why: the object's kind or the iOS version has no such property, or it is not read.
      let reason = trace.observation(of: object, at: .settled(epoch: epoch)).map {
        trace.absence(of: property, in: $0, at: .settled(epoch: epoch)).message
      }
      let why: String
      switch reason {
      case .success(let message): why = message
      case .failure(let error): why = error.message
      }
      fail(
        """
        \(object) has no \(property.rawValue) in epoch \(epoch): no record of it reads one.

        \(why)
        """)
    }
    return
  }
  guard valid.seq != record.seq else { return }
  let validName = trace.identityDescription(of: valid)
  let verdict =
    valid.seq > record.seq
    ? "An app reading it at \(expected) (seq \(record.seq)) can still see it change."
    : "It can already be trusted before \(expected) (seq \(record.seq))."
  fail(
    """
    \(object) \(property.rawValue) becomes valid at \(validName) (seq \(valid.seq)), not at \
    \(expected).

    \(verdict)
    """)
}

/// ``assertValid(_:_:from:occurrence:epoch:fileID:filePath:line:column:)`` with the callback
/// named by its type: `assertValid(trace, .safeAreaInsets, from: "List", .viewDidAppear)`.
public func assertValid(
  _ trace: Trace, _ property: TraceProperty, from object: String, _ callback: Callback,
  occurrence: Int = 0, epoch: Int = 0, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertValid(
    trace, property, from: "\(object).\(callback.rawValue)", occurrence: occurrence,
    epoch: epoch, fileID: fileID, filePath: filePath, line: line, column: column)
}

extension Trace {
  /// `Object.callback`, with `#n` from the record's second occurrence in its epoch on.
  fileprivate func identityDescription(of record: TraceRecord) -> String {
    let earlier = records[..<(record.seq - 1)].filter {
      $0.epoch == record.epoch && $0.qualifiedName == record.qualifiedName
    }.count
    return record.qualifiedName + (earlier > 0 ? " #\(earlier + 1)" : "")
  }
}
