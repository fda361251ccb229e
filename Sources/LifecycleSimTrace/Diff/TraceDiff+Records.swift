import LifecycleSimCore
extension TraceDiff {
  /// The record-level differences of two aligned traces, each with where it sorts in the first
  /// trace's order, and the validity differences.
  struct RecordDifferences {
    package let left: Alignment
    package let right: Alignment
    package let options: TraceDiffOptions
    /// `position` is twice the record's index in the first trace; an extra record's is one more
    /// than that of the matched record before it, so it sorts right after that record.
    package private(set) var found: [(position: Int, difference: TraceDifference)] = []
    /// The validity differences, in delivery order.
    package private(set) var validity: [TraceDifference] = []

    /// One property that reads differently in a pair of interned states.
    private struct Change {
      package var property: TraceProperty
      package var old: String
      package var new: String
      /// Numbers equal changes, so grouping hashes integers rather than strings.
      package var id: Int
    }

    private struct StatePair: Hashable {
      package var old: Int32
      package var new: Int32
    }

    private struct ValueGroup: Hashable {
      package var epoch: Int32
      package var object: Int32
      package var change: Int
    }

    /// A property of an object in an epoch.
    private struct ValidityKey: Hashable {
      package var epoch: Int32
      package var object: Int32
      package var property: TraceProperty
    }

    private struct TimeGroup: Hashable {
      package var epoch: Int32
      package var shift: Int64
    }

    /// The property changes of each pair of states seen so far: interned states repeat, so
    /// each pair is rendered once.
    private var changes: [StatePair: [Change]] = [:]
    private var changeIDs: [String: Int] = [:]
    private var valueGroups: [ValueGroup: Int] = [:]
    private var timeGroups: [TimeGroup: Int] = [:]
    /// The last time group used, with its number: the records of an epoch that shifted
    /// together follow one another, so most need no lookup.
    private var lastTimeGroup: (key: TimeGroup, group: Int)?
    /// For each group of records said once (time and value), its difference's index in
    /// `found` and how many records it stands for; the counts are written at the end.
    private var groups: [(found: Int, count: Int)] = []
    /// Each state's and argument list's number (an argument list by its printed form), equal
    /// for equal ones across the two traces, so that a pair of records with the same values is
    /// seen without hashing.
    private var states: (left: [Int32], right: [Int32]) = ([], [])
    private var arguments: (left: [Int32], right: [Int32]) = ([], [])
    /// The properties whose validity marks differ somewhere; only they are looked up.
    private var validityKeys: Set<ValidityKey> = []

    package init(left: Alignment, right: Alignment, options: TraceDiffOptions) {
      self.left = left
      self.right = right
      self.options = options
      states = Self.numbered(left.trace.states, right.trace.states)
      // Arguments compare as they are written: a keyboard height of 1e-7 in a scenario prints
      // as 0, as its trace read back has it.
      arguments = Self.numbered(
        left.trace.argumentTable.map(\.text), right.trace.argumentTable.map(\.text))
    }

    /// Numbers the values of two tables, the same number for equal values.
    ///
    /// - Complexity: one hash per entry of the tables, not per record.
    private static func numbered<Table: Collection>(_ left: Table, _ right: Table)
      -> (left: [Int32], right: [Int32]) where Table.Element: Hashable
    {
      var numbers: [Table.Element: Int32] = [:]
      func number(_ value: Table.Element) -> Int32 {
        if let known = numbers[value] { return known }
        let number = Int32(truncatingIfNeeded: numbers.count)
        numbers[value] = number
        return number
      }
      return (left.map(number), right.map(number))
    }

    mutating func collect() {
      let (counterparts, reverse) = Alignment.match(left, right)
      var pairs: [(old: Int, new: Int)] = []
      pairs.reserveCapacity(min(left.included, right.included))
      for (index, match) in counterparts.enumerated() where left.includes(index) {
        if match >= 0 {
          pairs.append((index, match))
        } else {
          found.append((2 * index, .missing(left.identity(index), seq: index + 1)))
          noteValidity(left, index, bits: left.trace.slots[index].valid)
        }
      }
      // An extra record sorts after the last matched record that precedes it.
      var precedingMatch = -1
      for (index, match) in reverse.enumerated() where right.includes(index) {
        if match >= 0 {
          precedingMatch = max(precedingMatch, match)
        } else {
          found.append((2 * precedingMatch + 1, .extra(right.identity(index), seq: index + 1)))
          noteValidity(right, index, bits: right.trace.slots[index].valid)
        }
      }
      let staying = TraceDiff.longestIncreasingSubsequence(pairs.map(\.new))
      var stays = [Bool](repeating: false, count: pairs.count)
      for position in staying { stays[position] = true }
      for (position, pair) in pairs.enumerated() {
        compare(pair.old, pair.new, stays: stays[position])
      }
      for group in groups where group.count > 1 {
        switch found[group.found].difference {
        case .time(let identity, let old, let new, _):
          found[group.found].difference = .time(identity, old: old, new: new, count: group.count)
        case .value(let identity, let property, let old, let new, _):
          found[group.found].difference = .value(
            identity, property: property, old: old, new: new, count: group.count)
        default: break
        }
      }
      collectValidity()
    }

    /// Counts one more record in the group `key` of `table`, or starts the group, whose
    /// difference the caller then appends to `found`.
    private mutating func group<Key: Hashable>(
      _ key: Key, in table: WritableKeyPath<Self, [Key: Int]>
    ) -> (group: Int, isNew: Bool) {
      if let group = self[keyPath: table][key] {
        groups[group].count += 1
        return (group, false)
      }
      let group = groups.count
      self[keyPath: table][key] = group
      groups.append((found.count, 1))
      return (group, true)
    }

    private mutating func compare(_ a: Int, _ b: Int, stays: Bool) {
      let first = left.trace
      let second = right.trace
      let old = first.slots[a]
      let new = second.slots[b]
      if !stays {
        found.append((2 * a, .moved(left.identity(a), oldSeq: a + 1, newSeq: b + 1)))
      }
      if old.valid != new.valid { noteValidity(left, a, bits: old.valid ^ new.valid) }
      if !options.ignoresTime && old.time != new.time {
        let key = TimeGroup(epoch: old.epoch, shift: new.time.microseconds - old.time.microseconds)
        if let last = lastTimeGroup, last.key == key {
          groups[last.group].count += 1
        } else {
          let (group, isNew) = group(key, in: \.timeGroups)
          if isNew {
            found.append((2 * a, .time(left.identity(a), old: old.time, new: new.time, count: 1)))
          }
          lastTimeGroup = (key, group)
        }
      }
      if arguments.left[Int(old.arguments)] != arguments.right[Int(new.arguments)] {
        found.append(
          (
            2 * a,
            .arguments(
              left.identity(a), old: first.argumentTable[Int(old.arguments)].text,
              new: second.argumentTable[Int(new.arguments)].text)
          ))
      }
      guard states.left[Int(old.state)] != states.right[Int(new.state)] else { return }
      for change in changes(old.state, new.state) {
        let key = ValueGroup(epoch: old.epoch, object: left.unifiedObject(a), change: change.id)
        guard group(key, in: \.valueGroups).isNew else { continue }
        found.append(
          (
            2 * a,
            .value(
              left.identity(a), property: change.property, old: change.old, new: change.new,
              count: 1)
          ))
      }
    }

    /// The properties that read differently in two different states, found once per pair.
    private mutating func changes(_ old: Int32, _ new: Int32) -> [Change] {
      let pair = StatePair(old: old, new: new)
      if let known = changes[pair] { return known }
      let oldState = left.trace.states[Int(old)]
      let newState = right.trace.states[Int(new)]
      var result: [Change] = []
      for row in TracedProperty.all where options.properties?.contains(row.property) ?? true {
        let a = oldState.text(of: row) ?? "–"
        let b = newState.text(of: row) ?? "–"
        guard a != b else { continue }
        let name = "\(row.name) \(a) \(b)"
        let id = changeIDs[name] ?? changeIDs.count
        changeIDs[name] = id
        result.append(Change(property: row.property, old: a, new: b, id: id))
      }
      changes[pair] = result
      return result
    }

    /// Notes that the `bits` properties of the record at `position` are marked valid in one
    /// trace and not at the same record of the other.
    private mutating func noteValidity(_ side: Alignment, _ position: Int, bits: UInt16) {
      guard bits != 0 else { return }
      let slot = side.trace.slots[position]
      TracePropertySet(bits: bits).forEachMember { property in
        guard options.properties?.contains(property) ?? true else { return }
        validityKeys.insert(
          ValidityKey(
            epoch: slot.epoch, object: side.unifiedObject(position), property: property))
      }
    }

    /// One difference per noted property: where it becomes valid in each trace.
    private mutating func collectValidity() {
      guard !validityKeys.isEmpty else { return }
      // Only the records of objects with a noted property are looked at.
      var noted = [Bool](
        repeating: false, count: Int(validityKeys.map(\.object).max() ?? 0) + 1)
      for key in validityKeys { noted[Int(key.object)] = true }
      func positions(_ side: Alignment) -> [ValidityKey: Int] {
        var result: [ValidityKey: Int] = [:]
        for (position, slot) in side.trace.slots.enumerated()
        where slot.valid != 0 && side.includes(position) {
          let object = side.unifiedObject(position)
          guard Int(object) < noted.count, noted[Int(object)] else { continue }
          TracePropertySet(bits: slot.valid).forEachMember { property in
            let key = ValidityKey(epoch: slot.epoch, object: object, property: property)
            if validityKeys.contains(key) { result[key] = position }
          }
        }
        return result
      }
      let old = positions(left)
      let new = positions(right)
      var differences: [(order: (Int, Int, UInt16), difference: TraceDifference)] = []
      for key in validityKeys {
        let oldPosition = old[key]
        let newPosition = new[key]
        let oldIdentity = oldPosition.map(left.identity)
        let newIdentity = newPosition.map(right.identity)
        guard oldIdentity != newIdentity else { continue }
        let object = oldPosition.map(left.objectName) ?? newPosition.map(right.objectName) ?? ""
        differences.append(
          (
            (oldPosition ?? Int.max, newPosition ?? Int.max, key.property.bit),
            .validity(
              epoch: Int(key.epoch), object: object, property: key.property,
              old: oldIdentity?.description, new: newIdentity?.description)
          ))
      }
      // In delivery order: where the property becomes valid in the first trace (the second's
      // for the properties only it marks).
      differences.sort { $0.order < $1.order }
      validity = differences.map(\.difference)
    }
  }
}
