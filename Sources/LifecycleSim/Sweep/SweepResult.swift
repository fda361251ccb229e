import LifecycleSimTrace

/// What one combination of a sweep gave: the values compared and where each became valid.
package struct SweepResult: Sendable, Hashable {
  /// A compared value or validity, by its `Object.property` key.
  package struct Entry: Sendable, Hashable {
    /// `Object.property`.
    package var key: String
    /// The text trace's form of the value, `—` when the object has none; for validity, the
    /// callback it becomes valid at (per run of epochs when the run has several:
    /// `e0 viewDidLayoutSubviews · e1–9 never`).
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
    // One pass over the records: for each key, the first record of each epoch that marks it
    // valid, kept only for the epochs where one does (linear in the records, not in keys ×
    // epochs).
    var objects: [String: [Int]] = [:]
    for (position, key) in keys.enumerated() { objects[key.object, default: []].append(position) }
    var marks = [[Mark]](repeating: [], count: keys.count)
    for index in 0..<trace.count {
      let record = trace[index]
      guard !record.valid.isEmpty, let positions = objects[record.object],
        record.epoch < trace.epochs.count
      else { continue }
      for position in positions
      where record.valid.contains(keys[position].property)
        && marks[position].last?.epoch != record.epoch
      {
        marks[position].append(Mark(epoch: record.epoch, callback: record.callback.rawValue))
      }
    }
    let validity = zip(outcome, marks).map { entry, marks in
      Entry(key: entry.key, value: Self.validity(marks, epochs: trace.epochs.count))
    }
    self.init(
      combination: combination, profile: trace.header.profile, warnings: trace.header.warnings,
      outcome: outcome, validity: validity)
  }

  /// The first record of an epoch that marks a value valid.
  private struct Mark {
    var epoch: Int
    var callback: String
  }

  /// Where a value becomes valid, from its marks.
  ///
  /// The callback of its mark (`never` without one) when the run has one epoch; else each run of epochs that share a callback, `e0 viewDidLayoutSubviews ·
  /// e1–998 never · e999 layoutSubviews` (one epoch alone as `e7`). Runs keep the text as long
  /// as the marks, not as the epochs.
  private static func validity(_ marks: [Mark], epochs: Int) -> String {
    if epochs == 1 { return marks.first?.callback ?? "never" }
    // Marks in epoch order, the first of each epoch (records come in epoch order; this holds
    // whatever the order).
    var ordered = marks
    if !zip(marks, marks.dropFirst()).allSatisfy({ $0.epoch < $1.epoch }) {
      ordered = []
      for mark in marks.enumerated().sorted(by: {
        ($0.element.epoch, $0.offset) < ($1.element.epoch, $1.offset)
      })
      where ordered.last?.epoch != mark.element.epoch {
        ordered.append(mark.element)
      }
    }
    var runs: [(first: Int, last: Int, callback: String)] = []
    func add(_ first: Int, _ last: Int, _ callback: String) {
      if let previous = runs.last, previous.callback == callback, previous.last + 1 == first {
        runs[runs.count - 1].last = last
      } else {
        runs.append((first, last, callback))
      }
    }
    var next = 0
    for mark in ordered {
      if mark.epoch > next { add(next, mark.epoch - 1, "never") }
      add(mark.epoch, mark.epoch, mark.callback)
      next = mark.epoch + 1
    }
    if next < epochs { add(next, epochs - 1, "never") }
    return runs.map { run in
      (run.first == run.last ? "e\(run.first)" : "e\(run.first)–\(run.last)") + " " + run.callback
    }.joined(separator: " · ")
  }
}
