import LifecycleSimCore

/// A cause waiting in the scheduler, keyed by its total order `(time, phase, sequence)`.
///
/// The phase and the sequence share one integer, ``order``, so that a comparison is two integer
/// comparisons; the action is a small plain value (``Simulator/Cause`` is an index into data kept
/// elsewhere), so the heap moves a few words per step.
struct ScheduledEvent<Action> {
  package var time: SimInstant
  /// The phase in the top bit, the sequence below it.
  ///
  /// The sequence is a monotonic number given at scheduling time; it breaks every remaining tie,
  /// so the order never depends on heap internals (a heap's order among equal keys is
  /// unspecified).
  private var order: UInt64
  var action: Action

  package init(time: SimInstant, phase: SchedulePhase, sequence: UInt64, action: Action) {
    self.time = time
    order = UInt64(phase.rawValue) << 63 | (sequence & Self.sequenceMask)
    self.action = action
  }

  /// The bits of ``order`` that hold the sequence: 2^63 causes cannot be scheduled.
  private static var sequenceMask: UInt64 { (1 << 63) &- 1 }

  /// `true` when `self` runs before `other`.
  @inline(__always)
  func precedes(_ other: ScheduledEvent) -> Bool {
    time.microseconds < other.time.microseconds
      || (time.microseconds == other.time.microseconds && order < other.order)
  }
}

/// A binary min-heap of scheduled events in a `ContiguousArray`.
///
/// Events are plain values, never closures or class instances: a closure or existential per
/// event costs 2–4× (measured against the same loop with plain values). Both sifts move a hole
/// and write the moving event once, instead of swapping at each level.
struct EventQueue<Action> {
  private var heap: ContiguousArray<ScheduledEvent<Action>> = []

  package var count: Int { heap.count }
  package var isEmpty: Bool { heap.isEmpty }

  /// The event that runs next, if any.
  ///
  /// - Complexity: O(1).
  package var first: ScheduledEvent<Action>? { heap.first }

  /// Adds an event.
  ///
  /// - Complexity: O(log n).
  package mutating func insert(_ event: ScheduledEvent<Action>) {
    heap.append(event)
    heap.withUnsafeMutableBufferPointer { buffer in
      var hole = buffer.count - 1
      while hole > 0 {
        let parent = (hole - 1) >> 1
        guard event.precedes(buffer[parent]) else { break }
        buffer[hole] = buffer[parent]
        hole = parent
      }
      buffer[hole] = event
    }
  }

  /// Removes and returns the event that runs next.
  ///
  /// - Complexity: O(log n).
  package mutating func popFirst() -> ScheduledEvent<Action>? {
    guard let last = heap.popLast() else { return nil }
    guard let first = heap.first else { return last }
    heap.withUnsafeMutableBufferPointer { buffer in
      let count = buffer.count
      var hole = 0
      while true {
        var child = 2 &* hole &+ 1
        guard child < count else { break }
        if child &+ 1 < count && buffer[child &+ 1].precedes(buffer[child]) { child &+= 1 }
        guard buffer[child].precedes(last) else { break }
        buffer[hole] = buffer[child]
        hole = child
      }
      buffer[hole] = last
    }
    return first
  }
}
