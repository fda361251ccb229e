/// What ``Trace/observation(of:at:)`` finds: an object's state at a moment, and where the
/// trace saw it.
public struct ObservedState: Sendable, Hashable {
  /// The object's name.
  public var object: String
  /// The object's kind.
  public var kind: TraceObjectKind
  /// What the object reads, every number at the trace's resolution
  /// (``ObjectState/atTraceResolution``), so that it equals the same trace read back from text.
  public var state: ObjectState
  /// What the object reads, as the engine computed it, every digit kept.
  ///
  /// For a trace read back from a file it equals ``state``; comparisons with an accuracy finer
  /// than the trace's resolution use it.
  public var exactState: ObjectState
  /// The record the state was read from: the moment's own record when it is the object's, else
  /// the object's latest record before it; `nil` at ``TraceMoment/settled(epoch:)`` and
  /// ``TraceMoment/final``.
  public var record: TraceRecord?

  /// Creates an observation of `exactState`; ``state`` is it at the trace's resolution.
  public init(object: String, kind: TraceObjectKind, exactState: ObjectState, record: TraceRecord?)
  {
    self.object = object
    self.kind = kind
    self.state = exactState.atTraceResolution
    self.exactState = exactState
    self.record = record
  }
}
