/// Builds a ``Trace`` while the simulation runs, and marks validity when each epoch settles.
struct TraceBuilder {
  private(set) var trace: Trace
  /// The state index each object's last record used, to intern unchanged states.
  private var lastStateIndex: [Int32] = []
  private var argumentIndex: [TraceArguments: Int32] = [.none: 0]
  private var epochStartSlot = 0
  private(set) var epoch: Int32 = 0

  init(header: TraceHeader) {
    trace = Trace(header: header)
  }

  /// Registers an object and returns its id.
  mutating func addObject(name: String, kind: TraceObjectKind) -> Int32 {
    trace.objects.append(TraceObject(name: name, kind: kind))
    lastStateIndex.append(-1)
    return Int32(trace.objects.count - 1)
  }

  /// Appends a record for `object` in the current epoch.
  mutating func record(
    time: SimInstant, object: Int32, callback: Callback, arguments: TraceArguments = .none,
    state: ObjectState
  ) {
    var stateIndex = lastStateIndex[Int(object)]
    if stateIndex < 0 || trace.states[Int(stateIndex)] != state {
      trace.states.append(state)
      stateIndex = Int32(trace.states.count - 1)
      lastStateIndex[Int(object)] = stateIndex
    }
    var argumentSlot: Int32 = 0
    if !arguments.isEmpty {
      if let known = argumentIndex[arguments] {
        argumentSlot = known
      } else {
        trace.argumentTable.append(arguments)
        argumentSlot = Int32(trace.argumentTable.count - 1)
        argumentIndex[arguments] = argumentSlot
      }
    }
    trace.slots.append(
      Trace.RecordSlot(
        time: time, object: object, state: stateIndex, arguments: argumentSlot, epoch: epoch,
        callback: callback, valid: 0))
  }

  /// The objects that have records in the current epoch, each once, in first-record order.
  func objectsInCurrentEpoch() -> [Int32] {
    var seen = Set<Int32>()
    var result: [Int32] = []
    for index in epochStartSlot..<trace.slots.count {
      let object = trace.slots[index].object
      if seen.insert(object).inserted { result.append(object) }
    }
    return result
  }

  /// Ends the current epoch: marks, for every object and property observed in it, the record
  /// from which on every observation equals the settled value, then opens the next epoch.
  ///
  /// - Parameter settled: the state at quiescence of every object of
  ///   ``objectsInCurrentEpoch()``.
  /// - Complexity: O(records in the epoch × properties).
  mutating func closeEpoch(settled: [Int32: ObjectState]) {
    let properties = TraceProperty.allCases
    var broken: [Int32: UInt16] = [:]
    var candidates: [Int32: [Int32]] = [:]
    var index = trace.slots.count - 1
    while index >= epochStartSlot {
      let slot = trace.slots[index]
      let object = slot.object
      let state = trace.states[Int(slot.state)]
      let settledState = settled[object] ?? state
      var brokenBits = broken[object] ?? 0
      var candidate = candidates[object] ?? [Int32](repeating: -1, count: properties.count)
      let present = state.properties
      for (position, property) in properties.enumerated()
      where present.contains(property) && brokenBits & property.bit == 0 {
        if state.same(property, as: settledState) {
          candidate[position] = Int32(index)
        } else {
          brokenBits |= property.bit
        }
      }
      broken[object] = brokenBits
      candidates[object] = candidate
      index -= 1
    }
    for candidate in candidates.values {
      for (position, slotIndex) in candidate.enumerated() where slotIndex >= 0 {
        trace.slots[Int(slotIndex)].valid |= properties[position].bit
      }
    }
    epochStartSlot = trace.slots.count
    epoch += 1
  }

  /// Sets the final records and returns the finished trace.
  mutating func finish(finals: [FinalRecord]) -> Trace {
    trace.finals = finals
    return trace
  }
}
