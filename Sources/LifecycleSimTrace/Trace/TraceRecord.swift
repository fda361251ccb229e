public import LifecycleSimCore

/// An object named in a trace.
public struct TraceObject: Sendable, Hashable {
  /// The name records use for the object: the scenario's, a bar's (`Nav.navigationBar`), or
  /// `window`, `statusBar`, `keyboard`.
  public var name: String
  /// What the object is.
  public var kind: TraceObjectKind

  /// Creates an object entry.
  public init(name: String, kind: TraceObjectKind) {
    self.name = name
    self.kind = kind
  }
}

/// One observable moment: a callback (or system-made change) and what the app reads from the
/// object at that instant (docs/trace-formats.md `event` record).
public struct TraceRecord: Sendable, Hashable {
  /// 1, 2, … in delivery order.
  public var seq: Int
  /// When the record happens on the virtual clock (`t`, written in seconds).
  public var time: SimInstant
  /// 0 for the initial display, then one per scenario event.
  public var epoch: Int
  /// The name of the object the record is about.
  public var object: String
  /// The object's kind.
  public var kind: TraceObjectKind
  /// The callback or system-made change.
  public var callback: Callback
  /// The callback's arguments (`animated`, `parent`, `size`, …; docs/trace-formats.md).
  public var arguments: TraceArguments
  /// What the app reads from the object at this record.
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

/// The settled value of every property of one object at the end of the run (docs/trace-formats.md
/// `final` record).
public struct FinalRecord: Sendable, Hashable {
  /// The object's name.
  public var object: String
  /// The object's kind.
  public var kind: TraceObjectKind
  /// The object's settled values.
  public var state: ObjectState

  /// Creates a final record.
  public init(object: String, kind: TraceObjectKind, state: ObjectState) {
    self.object = object
    self.kind = kind
    self.state = state
  }
}
