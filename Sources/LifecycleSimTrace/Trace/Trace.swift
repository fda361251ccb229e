package import LifecycleSimCore

/// A simulated run: the header, one record per observable moment in delivery order, and the
/// settled state of every object (docs/trace-formats.md).
///
/// Records are stored compactly (a fixed-size slot per record; states and arguments interned),
/// and materialized as ``TraceRecord`` values on access.
///
/// ```swift
/// let trace = try Simulator(scenario).run()
/// for record in trace.records where record.callback == .viewSafeAreaInsetsDidChange {
///   print(record.object, record.state.safeAreaInsets ?? .zero)
/// }
/// ```
public struct Trace: Sendable {
  /// What was simulated: scenario, device, iOS, profile, quirks, orientation.
  public var header: TraceHeader
  /// Every object, in tree order (the order final records use).
  public internal(set) var objects: [TraceObject]
  /// The settled state of every object at the end of the run, in tree order, materialized on
  /// access (the trace keeps each as an object and a state index, ``finalSlots``).
  public var finals: [FinalRecord] {
    finalSlots.map { slot in
      let object = objects[Int(slot.object)]
      return FinalRecord(object: object.name, kind: object.kind, state: state(of: slot))
    }
  }
  /// Every epoch: the initial display, then one per scenario event that ran.
  public internal(set) var epochs: [EpochSummary]
  package var slots: ContiguousArray<RecordSlot>
  package var states: PackedStates
  package var argumentTable: [TraceArguments]
  /// The final records, in tree order: each names its object and its state.
  var finalSlots: [FinalSlot]
  /// The final records' states that are not their object's last record's state.
  var finalStates: PackedStates

  /// The compact form of one final record: the object's kind is its final kind.
  package struct FinalSlot: Sendable {
    package var object: Int32
    /// The state's index in ``Trace/states`` when ``sharesRecordState``, else in
    /// ``Trace/finalStates``.
    package var state: Int32
    /// Whether the state is that of the object's last record (very often), so that renderers
    /// can reuse its text.
    var sharesRecordState: Bool
  }

  /// The settled state of a final record.
  package func state(of final: FinalSlot) -> ObjectState {
    final.sharesRecordState ? states[Int(final.state)] : finalStates[Int(final.state)]
  }

  /// The bits of the properties a final record's state has (``ObjectState/properties``).
  func finalProperties(of final: FinalSlot) -> UInt16 {
    final.sharesRecordState
      ? states.properties(at: Int(final.state)) : finalStates.properties(at: Int(final.state))
  }

  /// The compact form of one record.
  package struct RecordSlot: Sendable {
    package var time: SimInstant
    package var object: Int32
    package var state: Int32
    package var arguments: Int32
    package var epoch: Int32
    package var callback: Callback
    package var valid: UInt16
  }

  package init(header: TraceHeader) {
    self.header = header
    self.objects = []
    self.finalSlots = []
    self.finalStates = PackedStates()
    self.epochs = []
    self.slots = []
    self.states = PackedStates()
    self.argumentTable = [.none]
  }

  /// The number of event records.
  public var count: Int { slots.count }

  /// The record at `index` (0-based; its `seq` is `index + 1`).
  public subscript(index: Int) -> TraceRecord {
    let slot = slots[index]
    let object = objects[Int(slot.object)]
    return TraceRecord(
      seq: index + 1, time: slot.time, epoch: Int(slot.epoch), object: object.name,
      kind: object.kind, callback: slot.callback, arguments: argumentTable[Int(slot.arguments)],
      state: states[Int(slot.state)], valid: TracePropertySet(bits: slot.valid))
  }

  /// The event records in delivery order, materialized one at a time on access.
  public var records: TraceRecords { TraceRecords(trace: self) }

}

/// The records of a ``Trace`` as a random-access collection (`seq` is the index + 1).
public struct TraceRecords: RandomAccessCollection, Sendable {
  package let trace: Trace

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// The number of records.
  public var endIndex: Int { trace.count }

  /// The record at `position` (0-based; its `seq` is `position + 1`).
  public subscript(position: Int) -> TraceRecord { trace[position] }
}
