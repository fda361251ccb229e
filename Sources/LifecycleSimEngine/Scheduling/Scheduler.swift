import LifecycleSimCore

/// The discrete-event scheduler: integer virtual time and a total order of causes.
///
/// Semantics (tested in `SchedulerTests`, after swift-nio's `EmbeddedEventLoop`):
/// - ``popNext(through:)`` sets ``now`` to an event's time *before* returning it.
/// - An event scheduled for an instant already past is clamped to ``now``.
/// - Events scheduled while an instant is being processed, for that same instant and phase,
///   run after the ones already queued (their sequence numbers are larger).
/// - Time never moves backwards.
///
/// - Warning: Not thread-safe. One simulation owns one scheduler.
struct Scheduler<Action> {
  /// The run's simulated time, which only the scheduler moves; the recorder reads it.
  let clock = SimulationClock()
  /// The current virtual time.
  package var now: SimInstant { clock.now }
  private var queue = EventQueue<Action>()
  private var nextSequence: UInt64 = 0

  /// The number of causes waiting.
  var pendingCount: Int { queue.count }

  /// `true` when nothing is scheduled.
  var isIdle: Bool { queue.isEmpty }

  /// The time of the next cause, if any.
  var nextTime: SimInstant? { queue.first?.time }

  /// The number of causes popped so far: the scheduler's work, for complexity tests.
  private(set) var popCount = 0

  /// Schedules `action` at `time` (clamped to ``now``) with a phase priority.
  ///
  /// - Returns: the sequence number that orders it among equal `(time, phase)` keys.
  @discardableResult
  package mutating func schedule(_ action: Action, at time: SimInstant, phase: SchedulePhase)
    -> UInt64
  {
    let sequence = reserveSequence()
    schedule(action, at: time, phase: phase, sequence: sequence)
    return sequence
  }

  /// Schedules `action` with a sequence number taken earlier from ``reserveSequence()``, so a
  /// cause held outside the queue keeps the place it had when it was set aside.
  mutating func schedule(
    _ action: Action, at time: SimInstant, phase: SchedulePhase, sequence: UInt64
  ) {
    queue.insert(
      ScheduledEvent(time: Swift.max(time, now), phase: phase, sequence: sequence, action: action))
  }

  /// Takes the next `count` sequence numbers without scheduling anything, and returns the
  /// first: causes scheduled later with them keep the order they would have had if scheduled
  /// now.
  mutating func reserveSequences(_ count: Int) -> UInt64 {
    let first = nextSequence
    // At most one number per scenario event: an `Int` count cannot make it wrap.
    nextSequence &+= UInt64(truncatingIfNeeded: count)
    return first
  }

  /// Takes the next sequence number without scheduling anything.
  mutating func reserveSequence() -> UInt64 {
    let sequence = nextSequence
    // One number per cause: 2^64 causes cannot be scheduled, so this never wraps.
    nextSequence &+= 1
    return sequence
  }

  /// Removes the next cause due no later than `limit` (any time when `nil`), and moves
  /// ``now`` to its time.
  mutating func popNext(through limit: SimInstant? = nil) -> ScheduledEvent<Action>? {
    guard let first = queue.first else { return nil }
    if let limit, first.time > limit { return nil }
    let event = queue.popFirst()
    if let event {
      clock.now = Swift.max(clock.now, event.time)
      popCount &+= 1  // one per cause run: cannot reach Int.max
    }
    return event
  }

}

/// A run's simulated time: the one clock of a run.
///
/// A ``Scheduler`` moves it as it takes each cause, and nothing else can: its setter is private
/// to this file. The ``Recorder`` and through it the world read it, so the time a record carries
/// is always the time of the cause being run.
final class SimulationClock {
  /// The time of the cause being run.
  ///
  /// Read once a record: no access to it can overlap another (a plain value, set in one place),
  /// so it goes without the dynamic exclusivity check a class's stored property gets.
  @exclusivity(unchecked) fileprivate(set) var now = SimInstant.zero
}
