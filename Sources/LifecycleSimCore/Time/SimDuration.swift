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
  ///
  /// Total: a length beyond what `Int64` microseconds hold (about ±292,000 years) saturates at
  /// the nearest bound, and NaN gives zero. Scenarios never get there, since their times and
  /// durations lie within ±1,000,000 seconds.
  public static func seconds(_ seconds: Double) -> SimDuration {
    SimDuration(microseconds: saturatingMicroseconds(seconds))
  }

  /// The duration nearest to `milliseconds`.
  public static func milliseconds(_ milliseconds: Int64) -> SimDuration {
    SimDuration(microseconds: milliseconds * 1000)
  }

  /// No time.
  public static let zero = SimDuration(microseconds: 0)

  /// Orders by length.
  public static func < (lhs: SimDuration, rhs: SimDuration) -> Bool {
    lhs.microseconds < rhs.microseconds
  }

  /// The two lengths added.
  public static func + (lhs: SimDuration, rhs: SimDuration) -> SimDuration {
    SimDuration(microseconds: lhs.microseconds + rhs.microseconds)
  }
}

/// `seconds` in whole microseconds, rounded to nearest, saturating at `Int64`'s bounds; NaN is 0.
private func saturatingMicroseconds(_ seconds: Double) -> Int64 {
  let micros = (seconds * 1_000_000).rounded(.toNearestOrAwayFromZero)
  guard !micros.isNaN else { return 0 }
  // 2^63 is exactly representable; anything at or above it does not fit.
  if micros >= 9_223_372_036_854_775_808.0 { return .max }
  if micros < -9_223_372_036_854_775_808.0 { return .min }
  return Int64(micros)
}
