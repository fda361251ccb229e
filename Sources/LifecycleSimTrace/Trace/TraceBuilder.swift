package import LifecycleSimCore

/// Builds a ``Trace`` while the simulation runs, and marks validity when each epoch settles.
package struct TraceBuilder {
  package private(set) var trace: Trace
  /// The state index each object's last record used, to intern unchanged states.
  private var lastStateIndex: [Int32] = []
  private var argumentIndex: [TraceArguments: Int32] = [.none: 0]
  /// The first record of each epoch, by epoch number, counted from the run's first record
  /// (``base`` of them have been dropped).
  private var epochFirstSlot: [Int] = []
  /// The number of records ``dropRecords()`` handed on and removed: the run's index of the
  /// trace's first record.
  package private(set) var base = 0
  /// The number of states when ``dropRecords()`` last compacted them.
  private var statesAfterCompaction = 0
  /// The epochs' detail texts, each once (``openEpoch(cause:detail:at:)``).
  private var epochTexts: Set<String> = []
  /// Scratch space for closing epochs, kept from one epoch to the next.
  private var closing = EpochClosing()
  /// Whether the trace has not changed since the last ``closeEpoch(_:at:truncated:)``: no
  /// record and no epoch since, so that its settled states are the objects' states as recorded.
  private var lastSettledIsCurrent = false

  package init(header: TraceHeader) {
    trace = Trace(header: header)
  }

  /// Registers an object and returns its id.
  package mutating func addObject(name: String, kind: TraceObjectKind) -> Int32 {
    trace.objects.append(TraceObject(name: name, kind: kind))
    lastStateIndex.append(-1)
    closing.addObject()
    return Int32(trace.objects.count - 1)
  }

  /// Registers an object for each of `names`, of the kind at the same place in `kinds`, in
  /// order, and returns the first one's id: ``addObject(name:kind:)`` for each, with one check
  /// of each table for the whole run of objects rather than one per object.
  package mutating func addObjects(
    names: UnsafeBufferPointer<String>, kinds: UnsafeBufferPointer<TraceObjectKind>
  ) -> Int32 {
    let first = Int32(trace.objects.count)
    let count = min(names.count, kinds.count)
    trace.objects.append(
      contentsOf: (0..<count).lazy.map { TraceObject(name: names[$0], kind: kinds[$0]) })
    lastStateIndex.append(contentsOf: repeatElement(-1, count: count))
    closing.addObjects(count)
    return first
  }

  /// Sets an object's kind, once a trace file has named it.
  mutating func setKind(_ kind: TraceObjectKind, of object: Int32) {
    trace.objects[Int(object)].kind = kind
  }

  /// Opens the next epoch and returns its number.
  package mutating func openEpoch(cause: String, detail: String, at time: SimInstant) -> Int32 {
    let index = trace.epochs.count
    lastSettledIsCurrent = false
    // Events repeat their details (`to landscapeLeft`): each distinct text is stored once and
    // shared by the epochs that name it, which a long run keeps to its end.
    let shared = epochTexts.insert(detail).memberAfterInsert
    trace.epochs.append(
      EpochSummary(index: index, start: time, cause: cause, detail: shared, end: time))
    epochFirstSlot.append(base + trace.slots.count)
    return Int32(index)
  }

  /// Appends a record for `object` in `epoch`.
  package mutating func record(
    time: SimInstant, epoch: Int32, object: Int32, callback: Callback,
    arguments: TraceArguments? = nil, state: ObjectState,
    valid: TracePropertySet = .init()
  ) {
    record(
      time: time, epoch: epoch, object: object, callback: callback, arguments: arguments,
      stateIndex: stateIndex(of: object, reading: state), valid: valid)
  }

  /// The index of `state` in the trace's states for a record of `object`: its previous
  /// record's when they are equal, else the state added.
  package mutating func stateIndex(of object: Int32, reading state: ObjectState) -> Int32 {
    Int32(truncatingIfNeeded: trace.states.intern(state, sameAs: Int(lastStateIndex[Int(object)])))
  }

  /// Appends a record for `object` in `epoch` that reads the state of the object's previous
  /// record, without comparing it again: the engine's second callback at one moment.
  package mutating func recordAgain(
    time: SimInstant, epoch: Int32, object: Int32, callback: Callback
  ) {
    record(
      time: time, epoch: epoch, object: object, callback: callback, argumentSlot: 0,
      stateIndex: lastStateIndex[Int(object)], valid: TracePropertySet(bits: 0))
  }

  /// Adds a state to the trace's table and returns its index, for readers that intern states
  /// themselves (a parser sees each distinct state text once).
  mutating func addState(_ state: ObjectState) -> Int32 {
    trace.states.append(state)
    return Int32(trace.states.count - 1)
  }

  /// Appends a record whose state is `trace.states[stateIndex]`.
  package mutating func record(
    time: SimInstant, epoch: Int32, object: Int32, callback: Callback,
    arguments: TraceArguments? = nil, stateIndex: Int32,
    valid: TracePropertySet = .init()
  ) {
    // No arguments (most records) is slot 0, without comparing or copying a value.
    let slot = arguments.map { argumentSlot(for: $0) } ?? 0
    record(
      time: time, epoch: epoch, object: object, callback: callback, argumentSlot: slot,
      stateIndex: stateIndex, valid: valid)
  }

  /// The index of `arguments` in the trace's table, added on first use.
  mutating func argumentSlot(for arguments: TraceArguments) -> Int32 {
    guard !arguments.isEmpty else { return 0 }
    if let known = argumentIndex[arguments] { return known }
    trace.argumentTable.append(arguments)
    let slot = Int32(trace.argumentTable.count - 1)
    argumentIndex[arguments] = slot
    return slot
  }

  /// Appends a record whose arguments and state are already in the trace's tables.
  package mutating func record(
    time: SimInstant, epoch: Int32, object: Int32, callback: Callback, argumentSlot: Int32,
    stateIndex: Int32, valid: TracePropertySet
  ) {
    lastStateIndex[Int(object)] = stateIndex
    lastSettledIsCurrent = false
    trace.slots.append(
      Trace.RecordSlot(
        time: time, object: object, state: stateIndex, arguments: argumentSlot, epoch: epoch,
        callback: callback, valid: valid.bits))
  }

  /// The objects recorded in `epoch`, in the order of their first record in it, and the stamp
  /// under which each of them is marked with its position.
  ///
  /// - Complexity: O(records since the epoch began), with no hashing: each object's mark in a
  ///   dense array says whether it was seen.
  private mutating func objectsMarked(in epoch: Int32) -> (objects: [Int32], stamp: UInt32) {
    let first = firstSlot(of: epoch)
    return trace.slots.withUnsafeBufferPointer { records in
      closing.markObjects(of: epoch, in: records, from: first)
    }
  }

  /// Sets `epoch`'s end and whether it was truncated, marking no validity.
  package mutating func endEpoch(_ epoch: Int32, at time: SimInstant, truncated: Bool) {
    trace.epochs[Int(epoch)].end = time
    trace.epochs[Int(epoch)].truncated = truncated
  }

  /// Starts closing `epoch`: returns the objects recorded in it, in the order of their first
  /// record in it, each of which ``settle(_:packed:geometryValidFrom:)`` then gives its settled
  /// state, by position, before ``closeEpoch(_:at:truncated:)``.
  ///
  /// The settled states are asked for between the calls, so that computing them can read the
  /// trace.
  package mutating func beginClosing(_ epoch: Int32) -> [Int32] {
    let (objects, stamp) = objectsMarked(in: epoch)
    lastSettledIsCurrent = false
    closing.prepare(for: objects, markedUnder: stamp)
    return objects
  }

  /// Notes what the object at `position` among those ``beginClosing(_:)`` returned reads once
  /// its epoch has settled, `state`, packed: its last record's packed state when they are equal
  /// (most are), else the state kept apart.
  ///
  /// - Parameter geometryValidFrom: the first record index from which its geometry-derived
  ///   properties can be valid: 0 when nothing holds them back, `Int.max` when never
  ///   (``GeometryComputations/validFrom(_:in:settlesInWindow:)``).
  package mutating func settle(_ position: Int, packed state: PackedState, geometryValidFrom: Int) {
    let last = lastStateIndex[Int(closing.objects[position])]
    var settled = last
    if last < 0 || !trace.states.matches(Int(last), state) {
      closing.settledStates.append(state)
      settled = -Int32(truncatingIfNeeded: closing.settledStates.count)
    }
    closing.positions[position].validFrom = geometryValidFrom
    closing.positions[position].settledState = settled
  }

  /// Ends `epoch` at `time`, whose objects ``settle(_:packed:geometryValidFrom:)`` gave their
  /// settled states: marks, for every object and property observed in it, the record from which
  /// on every observation equals the settled value, and for a geometry-derived property also
  /// follows the engine's computation of it (docs/trace-formats.md#validity).
  ///
  /// - Parameter truncated: a later epoch started before this one settled.
  /// - Complexity: O(records since the epoch began + objects × properties), on dense arrays
  ///   indexed by the objects' positions among the epoch's objects, with no hashing and no copy
  ///   per record; each distinct state of an object is compared with its settled state once, on
  ///   packed numbers.
  package mutating func closeEpoch(_ epoch: Int32, at time: SimInstant, truncated: Bool) {
    endEpoch(epoch, at: time, truncated: truncated)
    // The arrays the walks write, moved out and lent for them: one check that their storage is
    // not shared, not one at each write. What they read is held apart, so that no access to
    // the builder overlaps the lending.
    var positions: [EpochClosing.Position] = []
    var candidates: [Int32] = []
    swap(&positions, &closing.positions)
    swap(&candidates, &closing.candidates)
    let lookup = closing
    let states = trace.states
    let (base, first) = (base, firstSlot(of: epoch))
    trace.slots.withUnsafeMutableBufferPointer { records in
      positions.withUnsafeMutableBufferPointer { positions in
        candidates.withUnsafeMutableBufferPointer { candidates in
          Self.markValidity(
            of: epoch, in: records, from: first, base: base, states: states, closing: lookup,
            positions: positions, candidates: candidates)
        }
      }
    }
    swap(&positions, &closing.positions)
    swap(&candidates, &closing.candidates)
    lastSettledIsCurrent = true
  }

  /// The walks of ``closeEpoch(_:at:truncated:)`` over `epoch`'s records, from the last back to
  /// `first`, and then over its objects' positions.
  private static func markValidity(
    of epoch: Int32, in records: UnsafeMutableBufferPointer<Trace.RecordSlot>, from first: Int,
    base: Int, states: PackedStates, closing: EpochClosing,
    positions: UnsafeMutableBufferPointer<EpochClosing.Position>,
    candidates: UnsafeMutableBufferPointer<Int32>
  ) {
    let stamp = closing.closingStamp
    let slots = TracedProperty.slots
    let width = slots.count
    var index = records.count - 1
    while index >= first {
      let slot = records[index]
      defer { index -= 1 }
      guard slot.epoch == epoch, let local = closing.local(of: slot.object, stamp: stamp) else {
        continue
      }
      var position = positions[local]
      if position.comparedState != slot.state {
        let state = Int(slot.state)
        let settled = position.settledState
        position.comparedState = slot.state
        position.present = states.properties(at: state)
        position.same =
          settled == slot.state
          ? position.present
          : settled >= 0
            ? states.displaySame(state, as: Int(settled), in: states)
            : states.displaySame(state, as: Int(-1 - settled), in: closing.settledStates)
      }
      var broken = position.broken
      if base + index < position.validFrom { broken |= TracedProperty.geometryBits }
      let live = position.present & ~broken
      var holding = live & position.same
      position.broken = broken | (live & ~position.same)
      position.held |= holding
      positions[local] = position
      let row = local * width
      while holding != 0 {
        candidates[row + holding.trailingZeroBitCount] = Int32(index)
        holding &= holding &- 1
      }
    }
    for local in positions.indices where positions[local].held != 0 {
      var held = positions[local].held
      let row = local * width
      while held != 0 {
        let property = held.trailingZeroBitCount
        let entry = row + property
        records[Int(candidates[entry])].valid |= slots[property].bit
        candidates[entry] = -1
        held &= held &- 1
      }
    }
  }

  /// The index in the trace's slots of `epoch`'s first record that is still kept.
  private func firstSlot(of epoch: Int32) -> Int {
    max(0, epochFirstSlot[Int(epoch)] - base)
  }

  /// Adds an epoch summary read from a trace file.
  mutating func appendEpoch(_ summary: EpochSummary) {
    trace.epochs.append(summary)
    epochFirstSlot.append(base + trace.slots.count)
  }

  /// Removes the trace's records, once they are rendered, so that the next records start at
  /// the run's index ``base``; call it only when no epoch is open, since closing one marks its
  /// records.
  ///
  /// The states stay while they are few; once they have doubled (and number more than
  /// `keeping`), only those of each object's last record are kept, in their order, renumbered,
  /// since only those can be used again (by a later record or a final record).
  ///
  /// - Parameter records: when given, the records and states get new storage with room for
  ///   that many (``reserve(records:)``) and the old storage is released, the states compacted
  ///   whatever their number: for a run that from now on keeps fewer records at a time.
  package mutating func dropRecords(keeping: Int = 4096, reservingAnew records: Int? = nil) {
    base += trace.slots.count
    if let records {
      trace.slots = []
      trace.slots.reserveCapacity(records)
    } else {
      trace.slots.removeAll(keepingCapacity: true)
    }
    guard records != nil || trace.states.count > max(keeping, 2 * statesAfterCompaction) else {
      return
    }
    var renumbered = [Int32](repeating: -1, count: trace.states.count)
    for index in lastStateIndex where index >= 0 { renumbered[Int(index)] = 0 }
    if let records {
      var kept = PackedStates()
      kept.reserveCapacity(states: records, numbers: records * ObjectState.mostNumbers)
      for index in trace.states.indices where renumbered[index] >= 0 {
        renumbered[index] = Int32(truncatingIfNeeded: kept.count)
        kept.append(index, of: trace.states)
      }
      trace.states = kept
    } else {
      // In the same storage, which keeps its reserved room for the next records: no copy of
      // the kept states beside them.
      trace.states.compact(renumbering: &renumbered)
    }
    for object in lastStateIndex.indices where lastStateIndex[object] >= 0 {
      lastStateIndex[object] = renumbered[Int(lastStateIndex[object])]
    }
    statesAfterCompaction = trace.states.count
  }

  /// Reserves room for `count` objects in all, with their final records.
  package mutating func reserve(objects count: Int) {
    trace.objects.reserveCapacity(count)
    trace.finalSlots.reserveCapacity(count)
    lastStateIndex.reserveCapacity(count)
    closing.reserve(objects: count)
  }

  /// Reserves room for `records` records and as many states, for a run whose records are handed
  /// on in parts of about that many (``PackedStates/reserveCapacity(states:numbers:)``).
  package mutating func reserve(records: Int) {
    trace.slots.reserveCapacity(records)
    trace.states.reserveCapacity(states: records, numbers: records * ObjectState.mostNumbers)
  }

  /// Appends the final record of `object`, settled at `state`: the object's last record's state
  /// when it is the same, so that renderers can reuse its text, else a state of its own.
  ///
  /// The object's kind is the final record's kind.
  package mutating func addFinal(object: Int32, state: ObjectState) {
    let last = lastStateIndex[Int(object)]
    if last >= 0 && trace.states.matches(Int(last), state) {
      trace.finalSlots.append(Trace.FinalSlot(object: object, state: last, sharesRecordState: true))
      return
    }
    trace.finalStates.append(state)
    trace.finalSlots.append(
      Trace.FinalSlot(
        object: object, state: Int32(trace.finalStates.count - 1), sharesRecordState: false))
  }

  /// Appends the final record of `object` as the epoch closed last settled it, and returns
  /// `true`; returns `false`, adding nothing, when `object` was not observed in that epoch.
  ///
  /// Call it only when the object's state has not changed since that epoch closed: its final
  /// record is then the one ``addFinal(object:state:)`` would append for it, found without
  /// computing or comparing the state again. The trace must not have changed either (no record,
  /// no epoch): otherwise it adds nothing and returns `false`.
  package mutating func addFinalAsLastSettled(object: Int32) -> Bool {
    guard lastSettledIsCurrent,
      let position = closing.local(of: object, stamp: closing.closingStamp)
    else {
      return false
    }
    let settled = closing.positions[position].settledState
    if settled >= 0 {
      // Equal to the object's last record's state when the epoch closed; that record is still
      // its last, its state perhaps renumbered since by ``dropRecords(keeping:reservingAnew:)``.
      trace.finalSlots.append(
        Trace.FinalSlot(
          object: object, state: lastStateIndex[Int(object)], sharesRecordState: true))
    } else {
      trace.finalStates.append(Int(-1 - settled), of: closing.settledStates)
      trace.finalSlots.append(
        Trace.FinalSlot(
          object: object, state: Int32(trace.finalStates.count - 1), sharesRecordState: false))
    }
    return true
  }

  /// The finished trace.
  package func finish() -> Trace { trace }
}
