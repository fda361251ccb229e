extension TraceDiff {
  /// The order a diff lists settled values in: where things are and what they are inset by
  /// first (frame, the safe area, the scroll insets and offset, margins, the legacy guides),
  /// then the rest in the schema's order.
  public static let settledOrder: [TraceProperty] = {
    let lead: [TraceProperty] = [
      .frame, .safeAreaInsets, .adjustedContentInset, .contentOffset, .contentInset,
      .layoutMargins, .topLayoutGuide, .bottomLayoutGuide,
    ]
    return lead + TraceProperty.allCases.filter { !lead.contains($0) }
  }()

  /// Epoch by epoch, the objects whose settled values tell the traces apart, as they come to.
  ///
  /// An object's settled value is what it reads at the end of an epoch: the value from the
  /// record at which it last became valid, in this epoch or an earlier one
  /// (``Trace/settledObjects()``), so an object a trace leaves alone keeps its value. An epoch
  /// lists a property when the two values it ends with differ and did not differ that way at
  /// the end of the last epoch that listed it, or when they became the same again (then both
  /// sides read the same value). Objects come in the first trace's tree order, then those only
  /// the second has; with a `callbacks` filter there is no settled view.
  ///
  /// - Complexity: O(records) for each trace: an epoch looks only at the objects with records
  ///   in it.
  static func settledDifferences(_ first: Trace, _ second: Trace, options: TraceDiffOptions)
    -> [SettledDifference]
  {
    guard options.callbacks == nil else { return [] }
    let left = first.settledObjects()
    let right = second.settledObjects()
    var position: [String: Int] = [:]
    for (index, object) in first.treeOrder.enumerated() {
      position[first.objects[object].name] = index
    }
    let base = first.objects.count
    for (index, object) in second.treeOrder.enumerated() {
      let name = second.objects[object].name
      if position[name] == nil { position[name] = base + index }
    }
    let rows = settledOrder.filter { options.properties?.contains($0) ?? true }.map {
      TracedProperty.row(for: $0)
    }
    var now = (first: [String: Sides.Side](), second: [String: Sides.Side]())
    // What the last listing of each object said of each property.
    var listed: [String: [TraceProperty: (old: String, new: String)]] = [:]
    var result: [SettledDifference] = []
    for epoch in 0..<max(left.count, right.count) {
      var touched: [String] = []
      if epoch < left.count {
        for entry in left[epoch] {
          let name = first.objects[Int(entry.object)].name
          guard options.objects?.contains(name) ?? true else { continue }
          now.first[name, default: Sides.Side()].absorb(entry)
          touched.append(name)
        }
      }
      if epoch < right.count {
        for entry in right[epoch] {
          let name = second.objects[Int(entry.object)].name
          guard options.objects?.contains(name) ?? true else { continue }
          now.second[name, default: Sides.Side()].absorb(entry)
          touched.append(name)
        }
      }
      var seen: Set<String> = []
      touched = touched.filter { seen.insert($0).inserted }
      touched.sort { (position[$0] ?? 0) < (position[$1] ?? 0) }
      for name in touched {
        let old = now.first[name] ?? Sides.Side()
        let new = now.second[name] ?? Sides.Side()
        var values: [SettledDifference.Value] = []
        for row in rows where (old.read | new.read) & row.bit != 0 {
          let a = row.value(in: old.state)
          let b = row.value(in: new.state)
          let pair = (old: a?.text ?? "–", new: b?.text ?? "–")
          let same = TraceValue.displaySame(a, b)
          let last = listed[name]?[row.property]
          if same {
            // Said to differ before, the same now: say so once.
            guard let last, last.old != last.new else { continue }
          } else if let last, last == pair {
            continue
          }
          listed[name, default: [:]][row.property] = pair
          values.append(
            SettledDifference.Value(property: row.property, old: pair.old, new: pair.new))
        }
        if !values.isEmpty {
          result.append(SettledDifference(epoch: epoch, object: name, values: values))
        }
      }
    }
    return result
  }
}

/// What one trace's object reads so far, for ``TraceDiff/settledDifferences(_:_:options:)``.
private enum Sides {
  struct Side {
    /// The properties its records have read.
    var read: UInt16 = 0
    /// Each property's value from the record at which it last became valid.
    var state = ObjectState()

    /// Takes in an epoch's settling: what became valid replaces what was.
    mutating func absorb(_ entry: SettledEntry) {
      read |= entry.read
      let settled = entry.state.atTraceResolution
      for row in TracedProperty.all where row.bit & entry.read != 0 {
        if let value = row.value(in: settled) { _ = row.set(value, in: &state) }
      }
    }
  }
}
