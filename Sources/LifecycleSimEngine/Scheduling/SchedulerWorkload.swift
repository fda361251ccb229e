import LifecycleSimCore

/// The scheduler-only benchmark: the same work as the C++ anchor `scripts/anchor/scheduler.cpp`,
/// on the simulator's own ``Scheduler`` and payload.
///
/// `processes` processes each wait a pseudo-random timeout of 1 to 1,000 µs, again and again, as a
/// SimPy process loops on `yield env.timeout(d)`: each pop schedules the popped process's next
/// timeout, until `events` timeouts have run. The delays come from one xorshift64 stream shared
/// by the two programs, and ties keep scheduling order in both, so both print the same checksum.
package enum SchedulerWorkload {
  /// The xorshift64 stream's seed.
  static let seed: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// Runs the workload and returns its checksum: over the popped events in order,
  /// `checksum = checksum × 31 + (time ^ process)`, wrapping.
  package static func run(events: Int, processes: Int) -> UInt64 {
    var scheduler = Scheduler<Simulator.Cause>()
    var random = seed
    for process in 0..<processes {
      scheduler.schedule(
        .scenarioEvent(process), at: SimInstant(microseconds: nextDelay(&random)),
        phase: .scenarioEvent)
    }
    var checksum: UInt64 = 0
    var done = 0
    while done < events, let event = scheduler.popNext() {
      guard case .scenarioEvent(let process) = event.action else { continue }
      let time = event.time.microseconds
      checksum = checksum &* 31 &+ (UInt64(bitPattern: time) ^ UInt64(truncatingIfNeeded: process))
      scheduler.schedule(
        .scenarioEvent(process), at: SimInstant(microseconds: time &+ nextDelay(&random)),
        phase: .scenarioEvent)
      done &+= 1
    }
    return checksum
  }

  /// The next timeout in microseconds, 1 to 1,000, from the xorshift64 stream.
  private static func nextDelay(_ state: inout UInt64) -> Int64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int64(truncatingIfNeeded: state % 1000) &+ 1
  }
}
