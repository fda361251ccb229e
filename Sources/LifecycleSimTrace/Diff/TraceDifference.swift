public import LifecycleSimCore

/// Where a record stands in a trace, independent of its sequence number.
///
/// It is the `occurrence`-th (0-based) record of `object.callback` in `epoch`. Records of two
/// traces are aligned by it.
public struct RecordIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The epoch the record belongs to.
  public var epoch: Int
  /// The object's name, as the trace writes it.
  public var object: String
  /// The record's callback.
  public var callback: Callback
  /// How many earlier records of `object.callback` the epoch has (0-based).
  public var occurrence: Int

  /// Creates an identity.
  public init(epoch: Int, object: String, callback: Callback, occurrence: Int) {
    self.epoch = epoch
    self.object = object
    self.callback = callback
    self.occurrence = occurrence
  }

  /// `Object.callback`, with `#n` from the second occurrence on.
  public var description: String {
    "\(object).\(callback.rawValue)" + (occurrence > 0 ? " #\(occurrence + 1)" : "")
  }
}

/// One difference in meaning between two traces.
public enum TraceDifference: Sendable, Hashable {
  /// A header field differs (device, iOS, profile, orientation, a quirk, …).
  case header(field: String, old: String, new: String)
  /// A record of the first trace has no counterpart in the second.
  case missing(RecordIdentity, seq: Int)
  /// A record of the second trace has no counterpart in the first.
  case extra(RecordIdentity, seq: Int)
  /// A record comes at another place relative to the others.
  case moved(RecordIdentity, oldSeq: Int, newSeq: Int)
  /// A record comes at another time, and so do `count - 1` later records of the epoch shifted
  /// by the same amount.
  case time(RecordIdentity, old: SimInstant, new: SimInstant, count: Int)
  /// A record's arguments differ.
  case arguments(RecordIdentity, old: String, new: String)
  /// A property reads differently at a record, and at `count - 1` later records of the same
  /// object in the epoch with the same two values.
  case value(RecordIdentity, property: TraceProperty, old: String, new: String, count: Int)
  /// A property becomes valid at another record (`nil`: it is never marked).
  case validity(epoch: Int, object: String, property: TraceProperty, old: String?, new: String?)
  /// An epoch has another cause or ends otherwise.
  case epoch(index: Int, old: String, new: String)
  /// An object's settled value differs.
  case final(object: String, property: TraceProperty, old: String, new: String)
  /// An object exists in only one trace's final records.
  case finalObject(object: String, inFirst: Bool)

  /// The epoch the difference belongs to; `nil` for the header and the final records.
  public var epoch: Int? {
    switch self {
    case .missing(let id, _), .extra(let id, _), .moved(let id, _, _), .time(let id, _, _, _),
      .arguments(let id, _, _), .value(let id, _, _, _, _):
      id.epoch
    case .validity(let epoch, _, _, _, _): epoch
    case .epoch(let index, _, _): index
    case .header, .final, .finalObject: nil
    }
  }
}

extension TraceDifference {
  /// What kind of difference a ``TraceDifference`` is; the JSON rendering's `kind`.
  public enum Kind: String, Sendable, CaseIterable {
    /// The kinds, in the order ``TraceComparison/counts`` and summaries list them.
    case header, epoch, missing, extra, moved, time, arguments, value, validity, final
  }

  /// The difference's kind (``finalObject(object:inFirst:)`` counts as `final`).
  public var kind: Kind {
    switch self {
    case .header: .header
    case .epoch: .epoch
    case .missing: .missing
    case .extra: .extra
    case .moved: .moved
    case .time: .time
    case .arguments: .arguments
    case .value: .value
    case .validity: .validity
    case .final, .finalObject: .final
    }
  }
}
