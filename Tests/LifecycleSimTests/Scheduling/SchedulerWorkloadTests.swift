@testable import LifecycleSim
@testable import LifecycleSimEngine
import Testing

/// The scheduler benchmark does the C++ anchor's work, and the heap keeps its order when pushes
/// and pops interleave, as they do in a run.
@Suite struct SchedulerWorkloadTests {
  /// `scripts/anchor/scheduler.cpp 10000 1000` prints this checksum: the two programs pop the
  /// same events in the same order.
  @Test func workloadMatchesTheCppAnchorsChecksum() {
    #expect(SchedulerWorkload.run(events: 10_000, processes: 1_000) == 0x924B_63F2_AD83_55FB)
  }

  /// Interleaved pushes and pops come out as a sorted list of the pending keys says they should.
  @Test func interleavedPushesAndPopsFollowTheTotalOrder() {
    var rng = SplitMix64(seed: 7)
    var scheduler = Scheduler<Int>()
    // The pending causes as (time, phase, sequence, action), kept sorted by the first three.
    var pending: [(Int64, UInt8, UInt64, Int)] = []
    var next = 0
    for _ in 0..<5_000 {
      if pending.isEmpty || Int.random(in: 0..<3, using: &rng) > 0 {
        let time = scheduler.now.microseconds + Int64.random(in: 0..<20, using: &rng)
        let phase: SchedulePhase = Bool.random(using: &rng) ? .completion : .scenarioEvent
        let sequence = scheduler.schedule(next, at: SimInstant(microseconds: time), phase: phase)
        let key = (time, phase.rawValue, sequence)
        let place = pending.firstIndex { key < ($0.0, $0.1, $0.2) } ?? pending.count
        pending.insert((time, phase.rawValue, sequence, next), at: place)
        next += 1
      } else {
        let expected = pending.removeFirst()
        let popped = scheduler.popNext()
        #expect(popped?.action == expected.3)
        #expect(popped?.time.microseconds == expected.0)
      }
    }
    #expect(scheduler.pendingCount == pending.count)
  }
}
