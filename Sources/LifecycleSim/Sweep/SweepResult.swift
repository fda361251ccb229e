/// What one combination of a sweep gave: the values compared and where each became valid.
package struct SweepResult: Sendable, Hashable {
  /// A compared value or validity, by its `Object.property` key.
  package struct Entry: Sendable, Hashable {
    /// `Object.property`.
    package var key: String
    /// The text trace's form of the value, `—` when the object has none; for validity, the
    /// callback it becomes valid at (`e1 layoutSubviews` per epoch when the run has several).
    package var value: String
  }

  package var combination: SweepCombination
  /// The behaviour profile used, `0` when the run failed.
  package var profile: Int
  /// The trace header's warnings.
  package var warnings: [String]
  /// The settled values compared, in ``SweepProperties/keys(in:)`` order.
  package var outcome: [Entry]
  /// For each compared value, where it became valid.
  package var validity: [Entry]
  /// Why the scenario could not run on this combination; `nil` when it ran.
  package var error: String?

  /// Creates a result.
  package init(
    combination: SweepCombination, profile: Int, warnings: [String], outcome: [Entry],
    validity: [Entry], error: String? = nil
  ) {
    self.combination = combination
    self.profile = profile
    self.warnings = warnings
    self.outcome = outcome
    self.validity = validity
    self.error = error
  }

  /// The result of a run: its trace's settled values and validity for `properties`.
  package init(combination: SweepCombination, trace: Trace, properties: SweepProperties) {
    let keys = properties.keys(in: trace)
    var outcome: [Entry] = []
    for key in keys {
      let slot = TracedProperty.row(for: key.property)
      let value = trace.finalState(of: key.object).flatMap { slot.value(in: $0) }
      outcome.append(
        Entry(key: "\(key.object).\(key.property.rawValue)", value: value?.text ?? "—"))
    }
    // One pass over the records: the first record of each epoch that marks each key valid.
    var objects: [String: [Int]] = [:]
    for (position, key) in keys.enumerated() { objects[key.object, default: []].append(position) }
    var valid = [[String?]](
      repeating: [String?](repeating: nil, count: trace.epochs.count), count: keys.count)
    for index in 0..<trace.count {
      let record = trace[index]
      guard !record.valid.isEmpty, let positions = objects[record.object],
        record.epoch < trace.epochs.count
      else { continue }
      for position in positions
      where record.valid.contains(keys[position].property) && valid[position][record.epoch] == nil {
        valid[position][record.epoch] = record.callback.rawValue
      }
    }
    let validity = zip(outcome, valid).map { entry, epochs in
      let value =
        epochs.count == 1
        ? epochs[0] ?? "never"
        : epochs.enumerated().map { "e\($0) \($1 ?? "never")" }.joined(separator: " · ")
      return Entry(key: entry.key, value: value)
    }
    self.init(
      combination: combination, profile: trace.header.profile, warnings: trace.header.warnings,
      outcome: outcome, validity: validity)
  }
}
