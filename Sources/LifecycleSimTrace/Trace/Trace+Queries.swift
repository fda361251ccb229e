extension Trace {
  /// The records of one object, in delivery order.
  public func records(of object: String) -> [TraceRecord] {
    guard let id = objects.firstIndex(where: { $0.name == object }) else { return [] }
    return (0..<count).filter { slots[$0].object == Int32(id) }.map { self[$0] }
  }

  /// The `occurrence`-th record (0-based) named `Object.callback`, optionally within an epoch.
  public func record(_ qualifiedName: String, occurrence: Int = 0, epoch: Int? = nil)
    -> TraceRecord?
  {
    var seen = 0
    for record in records where record.qualifiedName == qualifiedName {
      if let epoch, record.epoch != epoch { continue }
      if seen == occurrence { return record }
      seen += 1
    }
    return nil
  }

  /// The record at which `property` of `object` becomes valid in `epoch`, if it is observed.
  public func validRecord(of object: String, _ property: TraceProperty, epoch: Int = 0)
    -> TraceRecord?
  {
    records.first { $0.object == object && $0.epoch == epoch && $0.valid.contains(property) }
  }

  /// The settled state of `object` at the end of the run.
  public func finalState(of object: String) -> ObjectState? {
    finalSlots.first { objects[Int($0.object)].name == object }.map(state(of:))
  }

  /// Checks that the records named `expected` (`Object.callback`) occur in this order.
  ///
  /// Not strict: they form a subsequence of the trace's records (other records may come in
  /// between). Strict: the trace's records of the objects named in `expected`, restricted to
  /// the callbacks named there, are exactly `expected`.
  ///
  /// - Returns: `nil` when the order holds, else a message saying what was expected, what
  ///   happened and what to do.
  public func verifyOrder(_ expected: [String], strict: Bool = false, epoch: Int? = nil)
    -> String?
  {
    let names = records.filter { epoch == nil || $0.epoch == epoch }.map(\.qualifiedName)
    if strict {
      let wanted = Set(expected)
      let actual = names.filter { wanted.contains($0) }
      guard actual != expected else { return nil }
      return """
        Callback order differs (strict).

        Expected:
        \(expected.map { "  \($0)" }.joined(separator: "\n"))
        Actual (the same callbacks, in delivery order):
        \(actual.map { "  \($0)" }.joined(separator: "\n"))
        """
    }
    var position = names.startIndex
    for (index, name) in expected.enumerated() {
      guard let found = names[position...].firstIndex(of: name) else {
        let exists = names.contains(name)
        let previous = index > 0 ? expected[index - 1] : nil
        let reason =
          exists
          ? "\"\(name)\" occurs, but not after \"\(previous ?? "")\""
          : "\"\(name)\" never occurs"
        return """
          Callback order differs: \(reason).

          Expected, in this order:
          \(expected.map { "  \($0)" }.joined(separator: "\n"))
          Check the name (Object.callback) against the trace, e.g. 'lifecycle-sim run SCENARIO'.
          """
      }
      position = names.index(after: found)
    }
    return nil
  }
}
