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
  /// The settled state of every object at the end of the run, in tree order.
  public internal(set) var finals: [FinalRecord]
  /// Every epoch: the initial display, then one per scenario event that ran.
  public internal(set) var epochs: [EpochSummary]
  var slots: ContiguousArray<RecordSlot>
  var states: PackedStates
  var argumentTable: [TraceArguments]

  /// The compact form of one record.
  struct RecordSlot: Sendable {
    var time: SimInstant
    var object: Int32
    var state: Int32
    var arguments: Int32
    var epoch: Int32
    var callback: Callback
    var valid: UInt16
  }

  init(header: TraceHeader) {
    self.header = header
    self.objects = []
    self.finals = []
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
  let trace: Trace

  /// The first index, 0.
  public var startIndex: Int { 0 }
  /// The number of records.
  public var endIndex: Int { trace.count }

  /// The record at `position` (0-based; its `seq` is `position + 1`).
  public subscript(position: Int) -> TraceRecord { trace[position] }
}
