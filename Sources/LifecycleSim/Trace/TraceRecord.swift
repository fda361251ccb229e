/// An object named in a trace.
public struct TraceObject: Sendable, Hashable {
  public var name: String
  public var kind: TraceObjectKind

  /// Creates an object entry.
  public init(name: String, kind: TraceObjectKind) {
    self.name = name
    self.kind = kind
  }
}

/// One observable moment: a callback (or system-made change) and what the app reads from the
/// object at that instant (an `event` record).
public struct TraceRecord: Sendable, Hashable {
  /// 1, 2, … in delivery order.
  public var seq: Int
  public var time: SimInstant
  /// 0 for the initial display, then one per scenario event.
  public var epoch: Int
  public var object: String
  public var kind: TraceObjectKind
  public var callback: Callback
  public var arguments: TraceArguments
  public var state: ObjectState
  /// The properties that become valid at this record: from here to the end of the epoch every
  /// observation equals the epoch's settled value.
  public var valid: TracePropertySet

  /// Creates a record.
  public init(
    seq: Int, time: SimInstant, epoch: Int, object: String, kind: TraceObjectKind,
    callback: Callback, arguments: TraceArguments = .none, state: ObjectState = ObjectState(),
    valid: TracePropertySet = TracePropertySet()
  ) {
    self.seq = seq
    self.time = time
    self.epoch = epoch
    self.object = object
    self.kind = kind
    self.callback = callback
    self.arguments = arguments
    self.state = state
    self.valid = valid
  }

  /// `Object.callback`, the form ordering assertions use.
  public var qualifiedName: String { "\(object).\(callback.rawValue)" }
}

/// The settled value of every property of one object at the end of the run (a `final` record).
public struct FinalRecord: Sendable, Hashable {
  public var object: String
  public var kind: TraceObjectKind
  public var state: ObjectState

  /// Creates a final record.
  public init(object: String, kind: TraceObjectKind, state: ObjectState) {
    self.object = object
    self.kind = kind
    self.state = state
  }
}
