/// Compares traces by meaning rather than text (issue 5): records are aligned by their
/// ``RecordIdentity`` (object, callback, occurrence within its epoch), so a difference is a
/// callback that moved, one missing or extra, a value that differs, or a property that becomes
/// valid at another callback.
///
/// ```swift
/// let comparison = TraceDiff.compare(iPhone8Trace, iPhoneXTrace)
/// print(comparison.render(.text))
/// // ~ List.viewSafeAreaInsetsDidChange safeAreaInsets {64,0,0,0} → {88,0,34,0}
/// ```
///
/// - Complexity: O(n log n) in the number of records: a radix sort and a merge align them, a
///   longest increasing subsequence finds the moves, and values are compared once per pair of
///   interned states. No quadratic text diff.
public enum TraceDiff {
  /// Compares `first` with `second`.
  public static func compare(
    _ first: Trace, _ second: Trace, options: TraceDiffOptions = TraceDiffOptions()
  ) -> TraceComparison {
    var names: [String: Int32] = [:]
    let left = Alignment(trace: first, options: options, names: &names)
    let right = Alignment(trace: second, options: options, names: &names)
    var records = RecordDifferences(left: left, right: right, options: options)
    records.collect()

    // Epoch by epoch: the epoch's cause, its records in the first trace's order, validity.
    // The differences are sorted through their keys, stably, without moving them around.
    let epochs = epochDifferences(first.epochs, second.epochs)
    var keys: [(epoch: Int, group: Int, position: Int, offset: Int)] = []
    keys.reserveCapacity(epochs.count + records.found.count + records.validity.count)
    for (offset, difference) in epochs.enumerated() {
      keys.append((difference.epoch ?? 0, 0, 0, offset))
    }
    for (offset, found) in records.found.enumerated() {
      keys.append((found.difference.epoch ?? 0, 1, found.position, offset))
    }
    for (offset, difference) in records.validity.enumerated() {
      keys.append((difference.epoch ?? 0, 2, 0, offset))
    }
    keys.sort {
      ($0.epoch, $0.group, $0.position, $0.offset) < ($1.epoch, $1.group, $1.position, $1.offset)
    }
    var differences =
      options.ignoresHeader ? [] : headerDifferences(first.header, second.header)
    differences.reserveCapacity(differences.count + keys.count + first.finalSlots.count)
    for key in keys {
      switch key.group {
      case 0: differences.append(epochs[key.offset])
      case 1: differences.append(records.found[key.offset].difference)
      default: differences.append(records.validity[key.offset])
      }
    }
    // A settled value already reported at a record (same object, property and values) is said
    // once, there, not again in the final block.
    var reported = Set<SettledValueChange>()
    for found in records.found {
      if case .value(let id, let property, let old, let new, _) = found.difference {
        reported.insert(
          SettledValueChange(object: id.object, property: property, old: old, new: new))
      }
    }
    differences += finalDifferences(first.finals, second.finals, options: options).filter {
      guard case .final(let object, let property, let old, let new) = $0 else { return true }
      return !reported.contains(
        SettledValueChange(object: object, property: property, old: old, new: new))
    }
    return TraceComparison(
      differences: differences,
      recordsCompared: (left.included, right.included),
      epochCauses: (first.epochs + second.epochs.dropFirst(first.epochs.count)).map {
        $0.detail.isEmpty ? $0.cause : "\($0.cause)(\($0.detail))"
      },
      settled: settledDifferences(first, second, options: options))
  }

  /// The positions in `values` of a longest strictly increasing subsequence.
  ///
  /// - Complexity: O(n log n).
  static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      // Records mostly stay in order: a value above the longest run's last extends it, which
      // is where the search below would end too.
      if let last = tails.last, values[last] < value {
        previous[index] = last
        tails.append(index)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: [Int] = []
    var current = tails.last ?? -1
    while current >= 0 {
      result.append(current)
      current = previous[current]
    }
    return result.reversed()
  }
}

/// A value that reads `old` in one trace and `new` in the other, for saying it once.
private struct SettledValueChange: Hashable {
  package var object: String
  package var property: TraceProperty
  package var old: String
  package var new: String
}
