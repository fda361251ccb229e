/// Builds a ``Trace`` while the simulation runs, and marks validity when each epoch settles.
struct TraceBuilder {
  private(set) var trace: Trace
  /// The state index each object's last record used, to intern unchanged states.
  private var lastStateIndex: [Int32] = []
  private var argumentIndex: [TraceArguments: Int32] = [.none: 0]
  /// The first record of each epoch, by epoch number.
  private var epochFirstSlot: [Int] = []

  init(header: TraceHeader) {
    trace = Trace(header: header)
  }

  /// Registers an object and returns its id.
  mutating func addObject(name: String, kind: TraceObjectKind) -> Int32 {
    trace.objects.append(TraceObject(name: name, kind: kind))
    lastStateIndex.append(-1)
    return Int32(trace.objects.count - 1)
  }

  /// Sets an object's kind, once a trace file has named it.
  mutating func setKind(_ kind: TraceObjectKind, of object: Int32) {
    trace.objects[Int(object)].kind = kind
  }

  /// Opens the next epoch and returns its number.
  mutating func openEpoch(cause: String, detail: String, at time: SimInstant) -> Int32 {
    let index = trace.epochs.count
    trace.epochs.append(
      EpochSummary(index: index, start: time, cause: cause, detail: detail, end: time))
    epochFirstSlot.append(trace.slots.count)
    return Int32(index)
  }

  /// Appends a record for `object` in `epoch`.
  mutating func record(
    time: SimInstant, epoch: Int32, object: Int32, callback: Callback,
    arguments: TraceArguments = .none, state: ObjectState, valid: TracePropertySet = .init()
  ) {
    var stateIndex = lastStateIndex[Int(object)]
    if stateIndex < 0 || trace.states[Int(stateIndex)] != state {
      stateIndex = addState(state)
      lastStateIndex[Int(object)] = stateIndex
    }
    record(
      time: time, epoch: epoch, object: object, callback: callback, arguments: arguments,
      stateIndex: stateIndex, valid: valid)
  }

  /// Adds a state to the trace's table and returns its index, for readers that intern states
  /// themselves (a parser sees each distinct state text once).
  mutating func addState(_ state: ObjectState) -> Int32 {
    trace.states.append(state)
    return Int32(trace.states.count - 1)
  }

  /// Appends a record whose state is `trace.states[stateIndex]`.
  mutating func record(
    time: SimInstant, epoch: Int32, object: Int32, callback: Callback,
    arguments: TraceArguments = .none, stateIndex: Int32, valid: TracePropertySet = .init()
  ) {
    record(
      time: time, epoch: epoch, object: object, callback: callback,
      argumentSlot: argumentSlot(for: arguments), stateIndex: stateIndex, valid: valid)
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
  mutating func record(
    time: SimInstant, epoch: Int32, object: Int32, callback: Callback, argumentSlot: Int32,
    stateIndex: Int32, valid: TracePropertySet
  ) {
    trace.slots.append(
      Trace.RecordSlot(
        time: time, object: object, state: stateIndex, arguments: argumentSlot, epoch: epoch,
        callback: callback, valid: valid.bits))
  }

  func objects(in epoch: Int32) -> [Int32] {
    var seen = Set<Int32>()
    var result: [Int32] = []
    for index in epochFirstSlot[Int(epoch)]..<trace.slots.count
    where trace.slots[index].epoch == epoch {
      let object = trace.slots[index].object
      if seen.insert(object).inserted { result.append(object) }
    }
    return result
  }

  /// Sets `epoch`'s end and whether it was truncated, marking no validity.
  mutating func endEpoch(_ epoch: Int32, at time: SimInstant, truncated: Bool) {
    trace.epochs[Int(epoch)].end = time
    trace.epochs[Int(epoch)].truncated = truncated
  }

  /// Ends `epoch` at `time`: marks, for every object and property observed in it, the record
  /// from which on every observation equals the settled value, and for a geometry-derived
  /// property also follows the engine's computation of it (docs/trace-formats.md#validity).
  ///
  /// - Parameters:
  ///   - settled: the state at that moment of every object of ``objects(in:)``.
  ///   - geometryValidFrom: for each object whose geometry the engine computes, the first record
  ///     index at which its geometry-derived properties can be valid.
  ///   - truncated: a later epoch started before this one settled.
  /// - Complexity: O(records since the epoch began × properties).
  mutating func closeEpoch(
    _ epoch: Int32, settled: [Int32: ObjectState], geometryValidFrom: [Int32: Int] = [:],
    at time: SimInstant, truncated: Bool
  ) {
    endEpoch(epoch, at: time, truncated: truncated)
    let slots = TracedProperty.slots
    var broken: [Int32: UInt16] = [:]
    var candidates: [Int32: [Int32]] = [:]
    var index = trace.slots.count - 1
    let first = epochFirstSlot[Int(epoch)]
    while index >= first {
      let slot = trace.slots[index]
      defer { index -= 1 }
      guard slot.epoch == epoch else { continue }
      let object = slot.object
      let state = trace.states[Int(slot.state)]
      let settledState = settled[object] ?? state
      var brokenBits = broken[object] ?? 0
      if let from = geometryValidFrom[object], index < from {
        brokenBits |= TracedProperty.geometryBits
      }
      var candidate = candidates[object] ?? [Int32](repeating: -1, count: slots.count)
      for slot in slots where brokenBits & slot.bit == 0 {
        guard let value = slot.value(in: state) else { continue }
        if TraceValue.displaySame(value, slot.value(in: settledState)) {
          candidate[slot.position] = Int32(index)
        } else {
          brokenBits |= slot.bit
        }
      }
      broken[object] = brokenBits
      candidates[object] = candidate
    }
    for candidate in candidates.values {
      for (position, slotIndex) in candidate.enumerated() where slotIndex >= 0 {
        trace.slots[Int(slotIndex)].valid |= slots[position].bit
      }
    }
  }

  /// Adds an epoch summary read from a trace file.
  mutating func appendEpoch(_ summary: EpochSummary) {
    trace.epochs.append(summary)
    epochFirstSlot.append(trace.slots.count)
  }

  /// Sets the final records and returns the finished trace.
  mutating func finish(finals: [FinalRecord]) -> Trace {
    trace.finals = finals
    return trace
  }
}
