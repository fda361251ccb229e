/// The scenario events waiting for one controller's transition to end, first come first served.
///
/// Only the first waiting event is ever back in the scheduler (``released``): when the
/// transition ends it runs, and the next one is released only once the controller is free again,
/// so n queued events cost O(n) scheduler operations in all.
struct WaitingLine {
  /// A waiting scenario event and the sequence number that orders it among the causes of the
  /// instant it is released at.
  package struct Entry {
    package var index: Int
    package var sequence: UInt64
  }

  private var entries: [Entry] = []
  private var head = 0
  /// The first entry is scheduled and not yet run.
  private(set) var released = false

  /// The first waiting entry, if any.
  package var first: Entry? { head < entries.count ? entries[head] : nil }

  /// Adds an event at the end of the line.
  package mutating func append(_ entry: Entry) { entries.append(entry) }

  /// Marks the first entry as scheduled.
  mutating func markReleased() { released = true }

  /// Keeps the released first entry waiting, with a new sequence number: the controller became
  /// busy again before it could run.
  mutating func requeueFirst(sequence: UInt64) {
    released = false
    if head < entries.count { entries[head].sequence = sequence }
  }

  /// Removes the released first entry, which runs now.
  package mutating func removeFirst() {
    released = false
    head += 1
    if head == entries.count {
      entries.removeAll(keepingCapacity: true)
      head = 0
    }
  }
}
