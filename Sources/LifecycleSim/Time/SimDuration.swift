/// A span of virtual time, in whole microseconds.
///
/// Scenario files write seconds (`0.35`); they are converted once, at the boundary, so the
/// scheduler never orders events by `Double`.
///
/// ```swift
/// SimDuration.seconds(0.35).microseconds  // 350_000
/// ```
public struct SimDuration: Hashable, Comparable, Sendable {
  /// The length in microseconds.
  public var microseconds: Int64

  /// Creates a duration of `microseconds`.
  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  /// The duration nearest to `seconds`, rounded to the microsecond.
  public static func seconds(_ seconds: Double) -> SimDuration {
    SimDuration(microseconds: Int64((seconds * 1_000_000).rounded(.toNearestOrAwayFromZero)))
  }

  /// The duration nearest to `milliseconds`.
  public static func milliseconds(_ milliseconds: Int64) -> SimDuration {
    SimDuration(microseconds: milliseconds * 1000)
  }

  /// No time.
  public static let zero = SimDuration(microseconds: 0)

  public static func < (lhs: SimDuration, rhs: SimDuration) -> Bool {
    lhs.microseconds < rhs.microseconds
  }

  public static func + (lhs: SimDuration, rhs: SimDuration) -> SimDuration {
    SimDuration(microseconds: lhs.microseconds + rhs.microseconds)
  }
}
