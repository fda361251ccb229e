import LifecycleSimCore
import LifecycleSimTrace

/// The run's epochs and the trace being built: the bookkeeping of a run, kept apart from the
/// simulated world.
///
/// The ``Simulator`` owns it and drives the epochs from its scheduler, whose clock it reads; the
/// ``World`` holds a reference and records through it. An epoch stays open while completions it
/// scheduled are pending; a new scenario event closes it early, marked truncated
/// (docs/trace-formats.md#validity).
///
/// Its mutable state is not checked for overlapping access at run time (the checks cost about
/// 400 instructions a trace object at registration, and as much again each time the engine
/// notes a computation): the recorder calls nothing that records, and ``close(_:truncated:settled:)``
/// ends each access to the builder before the world computes the next settled state.
final class Recorder {
  /// Has what each of the given objects reads now given to ``settle(_:)``, packed, in order: one
  /// call for each.
  typealias SettledStates = ([ObjectID]) -> Void

  @exclusivity(unchecked) private var builder: TraceBuilder
  /// When each object's geometry-derived values were computed, for validity.
  @exclusivity(unchecked) private var computations = GeometryComputations()
  /// The run's clock, which its scheduler moves.
  private let clock: SimulationClock
  /// The time of the cause being processed.
  package var now: SimInstant { clock.now }
  /// The epoch records belong to: that of the cause being processed.
  @exclusivity(unchecked) package private(set) var epoch = EpochID(raw: 0)
  /// The epoch a scenario event or the initial display opened last, until it settles.
  @exclusivity(unchecked) private var open: EpochID?
  /// The completions each epoch scheduled that have not run yet; an epoch with none has no
  /// entry, so that the table follows the animations running, not the run's length.
  private var pending: [EpochID: Int] = [:]
  /// The number of records that existed when each epoch settled, by epoch number; empty when
  /// the run hands its records to an ``outlet``.
  package private(set) var epochEnds: [Int] = []
  /// The epoch being closed, its objects, and the position among them of the next one whose
  /// settled state ``settle(_:)`` takes.
  @exclusivity(unchecked) private var settling = (
    epoch: EpochID(raw: 0), objects: [ObjectID](), position: 0
  )
  /// Whether closing an epoch marks validity; only the benchmark turns it off.
  package var closesEpochs = true
  /// Whether a cause (an event, the initial display, a completion) may have changed the world
  /// since an epoch last closed with its objects' settled states.
  private var causeSinceSettling = true
  /// Where settled records go when the run streams its trace: once an epoch has closed and at
  /// least ``RecordOutlet/threshold`` records are kept, the outlet receives the trace (its
  /// records are the kept ones, the first being the run's record ``TraceBuilder/base``), and
  /// the records are dropped.
  var outlet: (any RecordOutlet)? {
    didSet {
      // Kept records and their states then grow to about the threshold, again and again:
      // room for them once, instead of doubling (and the old storage beside the new) each time.
      guard let outlet else { return }
      reservedRecords = outlet.threshold
      builder.reserve(records: reservedRecords)
    }
  }
  /// The records the builder's storage has room for: the outlet's threshold when it was set,
  /// or when it last fell.
  private var reservedRecords = 0

  /// A recorder for a run whose time `clock` gives.
  init(header: TraceHeader, clock: SimulationClock) {
    builder = TraceBuilder(header: header)
    self.clock = clock
  }

  // MARK: Recording, for the world

  /// Makes room for `count` trace objects in all.
  func reserve(objects count: Int) {
    computations.reserve(objects: count)
    builder.reserve(objects: count)
  }

  /// Adds a trace object and returns its id.
  func addObject(name: String, kind: TraceObjectKind) -> ObjectID {
    computations.addObject()
    return ObjectID(raw: builder.addObject(name: name, kind: kind))
  }

  /// Adds a trace object for each of `names`, of the kind at the same place in `kinds`, in
  /// order, and returns the first one's id: ``addObject(name:kind:)`` for each, at once.
  func addObjects(
    names: UnsafeBufferPointer<String>, kinds: UnsafeBufferPointer<TraceObjectKind>
  ) -> ObjectID {
    computations.addObjects(min(names.count, kinds.count))
    return ObjectID(raw: builder.addObjects(names: names, kinds: kinds))
  }

  /// Notes that the engine computed `object`'s geometry-derived values now, in the window or
  /// not: from the next record on they can be valid (docs/trace-formats.md#validity).
  func noteComputed(_ object: ObjectID, inWindow: Bool) {
    computations.note(
      object, inWindow: inWindow, epoch: computingEpoch, position: recordCount)
  }

  /// Notes ``noteComputed(_:inWindow:)`` for each of `objects`, at once.
  func noteComputed(_ objects: [ObjectID], inWindow: Bool) {
    computations.note(objects, inWindow: inWindow, epoch: computingEpoch, position: recordCount)
  }

  /// The epoch a computation now belongs to: the open one, whose settled state it changes, even
  /// while a completion of an earlier epoch runs.
  var computingEpoch: EpochID { open ?? epoch }

  /// The number of trace objects so far.
  var objectCount: Int { builder.trace.objects.count }

  /// The name and kind of a trace object.
  package func object(_ id: ObjectID) -> TraceObject { builder.trace.objects[id.index] }

  /// The number of records so far, kept here so that reading it touches no trace table (the
  /// engine reads it for every view it computes).
  @exclusivity(unchecked) private(set) var recordCount = 0

  /// The object the record at `index` is about.
  package func object(ofRecord index: Int) -> ObjectID {
    ObjectID(raw: builder.trace.slots[index - builder.base].object)
  }

  /// Records `callback` of `object` now, in the current epoch, with the state it reads and no
  /// arguments (most records): no argument list is copied or looked up.
  package func record(_ object: ObjectID, _ callback: Callback, state: ObjectState) {
    recordCount += 1
    let stateIndex = builder.stateIndex(of: object.raw, reading: state)
    builder.record(
      time: now, epoch: epoch.raw, object: object.raw, callback: callback, argumentSlot: 0,
      stateIndex: stateIndex, valid: TracePropertySet(bits: 0))
  }

  /// Records `callback` of `object` now, in the current epoch, with the state it reads and
  /// `arguments`.
  package func record(
    _ object: ObjectID, _ callback: Callback, _ arguments: TraceArguments?, state: ObjectState
  ) {
    recordCount += 1
    builder.record(
      time: now, epoch: epoch.raw, object: object.raw, callback: callback, arguments: arguments,
      state: state, valid: TracePropertySet(bits: 0))
  }

  /// Records `callback` of `object` now, with the state its previous record read.
  ///
  /// For a second callback at one moment, when the object reads the same values (the geometry
  /// pass's `layoutMarginsDidChange` then `safeAreaInsetsDidChange`): the state is not compared
  /// again. Call it only after a ``record(_:_:_:state:)`` of `object` with that state.
  func recordAgain(_ object: ObjectID, _ callback: Callback) {
    recordCount += 1
    builder.recordAgain(time: now, epoch: epoch.raw, object: object.raw, callback: callback)
  }

  // MARK: Epochs, for the simulator

  /// Opens a new epoch now for a cause, closing the open one first, marked truncated when
  /// completions it scheduled have not run.
  ///
  /// - Parameter settled: gives what the given objects read now, in order, for the epoch that
  ///   closes.
  func openEpoch(cause: String, detail: String, settled: SettledStates) {
    if let open { close(open, truncated: pending[open, default: 0] > 0, settled: settled) }
    let opened = EpochID(raw: builder.openEpoch(cause: cause, detail: detail, at: now))
    causeSinceSettling = true
    open = opened
    epoch = opened
  }

  /// Notes a completion the current epoch scheduled, and returns that epoch.
  func expectCompletion() -> EpochID {
    pending[epoch, default: 0] += 1
    return epoch
  }

  /// Enters `epoch` to run one of its completions.
  func beginCompletion(of epoch: EpochID) {
    causeSinceSettling = true
    self.epoch = epoch
    let left = pending[epoch, default: 0] - 1
    pending[epoch] = left == 0 ? nil : left
  }

  /// Closes the open epoch once no completion of it is pending.
  func closeIfSettled(settled: SettledStates) {
    guard let open, pending[open, default: 0] == 0 else { return }
    close(open, truncated: false, settled: settled)
    self.open = nil
  }

  /// Appends the final record of `object`, settled at `state` (in tree order).
  func addFinal(_ object: ObjectID, state: ObjectState) {
    builder.addFinal(object: object.raw, state: state)
  }

  /// Appends the final record of `object` from the settled state the last closed epoch gave it,
  /// and returns `true`, when no cause has run since that epoch closed (the world is as it
  /// was) and `object` was observed in it; otherwise adds nothing and returns `false`.
  ///
  /// The settled state is what ``World/state(of:)`` gave as the epoch closed, so use it only
  /// for objects whose final state is that too.
  func addFinalAsLastSettled(_ object: ObjectID) -> Bool {
    !causeSinceSettling && builder.addFinalAsLastSettled(object: object.raw)
  }

  /// The finished trace, with the final records added so far; when there is an outlet, it
  /// holds only the records not handed on yet, the first being the run's record
  /// ``droppedRecords``.
  package func finish() -> Trace { builder.finish() }

  /// The most records and states kept at once when an epoch closed, while there is an outlet:
  /// what a streamed run's memory follows (for the tests that it does not grow with the run).
  private(set) var mostKept = (records: 0, states: 0)

  /// The number of records handed to the outlet and dropped.
  var droppedRecords: Int { builder.base }

  /// Ends `epoch` now, with every object observed in it settled at its current state.
  private func close(_ epoch: EpochID, truncated: Bool, settled: SettledStates) {
    // Only explaining a value reads them, from a run kept whole: a streamed run keeps none.
    if outlet == nil && epochEnds.count == epoch.index { epochEnds.append(recordCount) }
    guard closesEpochs else {
      builder.endEpoch(epoch.raw, at: now, truncated: truncated)
      return
    }
    // The world may read the trace while it computes a state: no access to the builder lasts
    // across the computation of one.
    settling = (epoch, builder.beginClosing(epoch.raw).map(ObjectID.init(raw:)), 0)
    settled(settling.objects)
    settling.objects = []
    builder.closeEpoch(epoch.raw, at: now, truncated: truncated)
    causeSinceSettling = false
    handOn()
  }

  /// Takes the settled state of the next object of the epoch being closed, packed: the world
  /// calls it for each object its ``SettledStates`` function was given, in order (directly, so
  /// that no closure stands between the world and the builder for each object).
  func settle(_ state: PackedState) {
    let position = settling.position
    // Never taken when called as the epoch's close asks.
    guard position < settling.objects.count else { return }
    // Read before the marks are: a call between would keep them retained across it.
    let inWindow = state.inWindow ?? false
    let validFrom = computations.validFrom(
      settling.objects[position], in: settling.epoch, settlesInWindow: inWindow)
    builder.settle(position, packed: state, geometryValidFrom: validFrom ?? 0)
    settling.position = position + 1
  }

  /// Hands the kept records to the outlet and drops them, when there is an outlet and they
  /// are enough; no epoch is open, so they are settled: no later close marks them.
  private func handOn() {
    guard let outlet else { return }
    mostKept = (
      max(mostKept.records, builder.trace.count), max(mostKept.states, builder.trace.states.count)
    )
    guard builder.trace.count >= outlet.threshold else { return }
    outlet.take(builder.trace, from: builder.base)
    let threshold = outlet.threshold
    guard threshold < reservedRecords else {
      builder.dropRecords()
      return
    }
    // The outlet takes fewer records at a time from now on (a checking run, once it knows the
    // run is long): storage of that size, the larger one released.
    reservedRecords = threshold
    builder.dropRecords(reservingAnew: threshold)
  }
}
