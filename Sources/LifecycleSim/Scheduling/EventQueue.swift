/// A cause waiting in the scheduler, keyed by its total order `(time, phase, sequence)`.
struct ScheduledEvent<Action> {
  var time: SimInstant
  var phase: SchedulePhase
  /// A monotonic number given at scheduling time; it breaks every remaining tie, so the order
  /// never depends on heap internals (a heap's order among equal keys is unspecified).
  var sequence: UInt64
  var action: Action

  /// `true` when `self` runs before `other`.
  func precedes(_ other: ScheduledEvent) -> Bool {
    if time != other.time { return time < other.time }
    if phase != other.phase { return phase < other.phase }
    return sequence < other.sequence
  }
}

/// A binary min-heap of scheduled events in a `ContiguousArray`.
///
/// Events are plain values (an enum action), never closures or class instances: a closure or
/// existential per event costs 2–4× (measured against the same loop with plain values).
struct EventQueue<Action> {
  private var heap: ContiguousArray<ScheduledEvent<Action>> = []

  var count: Int { heap.count }
  var isEmpty: Bool { heap.isEmpty }

  /// The event that runs next, if any.
  ///
  /// - Complexity: O(1).
  var first: ScheduledEvent<Action>? { heap.first }

  /// Adds an event.
  ///
  /// - Complexity: O(log n).
  mutating func insert(_ event: ScheduledEvent<Action>) {
    heap.append(event)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the event that runs next.
  ///
  /// - Complexity: O(log n).
  mutating func popFirst() -> ScheduledEvent<Action>? {
    guard !heap.isEmpty else { return nil }
    if heap.count == 1 { return heap.removeLast() }
    let first = heap[0]
    heap[0] = heap.removeLast()
    var parent = 0
    let count = heap.count
    while true {
      let left = 2 * parent + 1
      guard left < count else { break }
      let right = left + 1
      var smallest = left
      if right < count && heap[right].precedes(heap[left]) { smallest = right }
      guard heap[smallest].precedes(heap[parent]) else { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
