public import LifecycleSimCore

/// One epoch of a trace: its cause, and when it settled (docs/trace-formats.md #validity;
/// docs/behaviour.md#epochs-and-validity).
///
/// An epoch runs from its cause until nothing it scheduled is pending. When a later epoch
/// starts first, the earlier one ends at that moment and is marked `truncated`; the records of
/// its remaining completions keep its number but no longer count for its validity.
public struct EpochSummary: Sendable, Hashable {
  /// 0 for the initial display, then one per scenario event.
  public var index: Int
  /// When the cause ran.
  public var start: SimInstant
  /// `initialDisplay` or the event's action (`push`, `rotate`, …).
  public var cause: String
  /// The event's arguments as `name=value` pairs, for reading.
  public var detail: String
  /// When the epoch settled, or was cut short.
  public var end: SimInstant
  /// `true` when a later epoch started before this one settled.
  public var truncated: Bool

  /// Creates a summary.
  public init(
    index: Int, start: SimInstant, cause: String, detail: String = "", end: SimInstant,
    truncated: Bool = false
  ) {
    self.index = index
    self.start = start
    self.cause = cause
    self.detail = detail
    self.end = end
    self.truncated = truncated
  }
}
