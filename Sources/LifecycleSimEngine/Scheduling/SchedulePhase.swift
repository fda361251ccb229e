/// The priority of a scheduled cause among causes due at the same instant.
///
/// At equal time, completions of animations that started earlier run **before** scenario
/// events (docs/behaviour.md#overview, a modelling choice: a user who writes "pop at 1.35" after an
/// animated push at 1.0 expects the push to have finished). Ties within a phase keep the
/// order in which they were scheduled, so scenario events at the same time keep file order.
enum SchedulePhase: UInt8, Comparable, Sendable {
  /// The end of an animated transition or other scheduled completion.
  case completion = 0
  /// A scenario event (or the initial display).
  case scenarioEvent = 1

  package static func < (lhs: SchedulePhase, rhs: SchedulePhase) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
