import LifecycleSimCore

/// Where the parts of a trace sit on the Chrome rendering's clock, and which cause each record's
/// flow arrow comes from (docs/trace-formats.md#chrome).
///
/// The clock is virtual time in microseconds, with each instant (a virtual time at which epochs
/// open or records are delivered) laid out as a sequence of equal slots from that time on: an
/// epoch opening takes two (the epoch's start, then its cause), a record one. A slot is
/// ``slotWidth`` (1 ms) wide, narrower when the instant holds more slots than fit before the next
/// instant's virtual time (down to 1 µs); when even 1 µs a slot does not fit, the next instant
/// starts where this one ends, and the clock runs behind virtual time until a gap lets it catch
/// up. So an instant's sequence always ends before the next one starts, and records stay in
/// delivery order. Everything is derived from the trace alone, so a trace read back renders
/// like the one a run produced.
struct ChromeTimeline {
  /// The widest slot, in microseconds of the clock.
  static let slotWidth: Int64 = 1000

  /// An epoch's slice and, inside it, the one-slot slice of its cause.
  struct EpochSpan {
    package var begin: Int64
    package var cause: Int64
    package var causeEnd: Int64
    package var end: Int64
  }

  /// An epoch's animation: from its cause to its last completion, at its real length.
  struct Transition {
    package var epoch: Int
    package var begin: Int64
    package var end: Int64
    /// Its row among the transition tracks: overlapping transitions take different rows.
    package var lane: Int
  }

  /// A virtual time at which something happens, and the slots it takes on the clock.
  struct Instant {
    package var time: SimInstant
    package var begin: Int64
    /// The width of each of its slots.
    package var slot: Int64
    package var slots: Int
    /// The records among its slots.
    package var records: Int

    /// Where its last slot ends.
    var end: Int64 { Self.adding(begin, slot * Int64(slots)) }

    /// `a + b`, at most `Int64.max`: a time read from a trace can be any `Int64`.
    static func adding(_ a: Int64, _ b: Int64) -> Int64 {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .max : sum
    }
  }

  /// Where each record's slot begins.
  private(set) var recordTimes: [Int64] = []
  /// Where each record's slot ends.
  private(set) var recordEnds: [Int64] = []
  /// One per epoch of the trace.
  package private(set) var epochs: [EpochSpan] = []
  /// Every instant, in time order.
  package private(set) var instants: [Instant] = []
  /// The epochs with an animation, in epoch order.
  package private(set) var transitions: [Transition] = []
  /// The number of transition rows.
  private(set) var laneCount = 0
  /// The flow each record ends (``causeFlow(of:)`` or ``transitionFlow(of:)``), or 0.
  private(set) var flowIn: [Int] = []
  /// The flows with at least one record at their end.
  private(set) var usedFlows = Set<Int>()

  /// The flow from epoch `epoch`'s cause to the callbacks it ran at once.
  static func causeFlow(of epoch: Int) -> Int { 2 * epoch + 1 }

  /// The flow from epoch `epoch`'s transition to the callbacks its completions ran.
  static func transitionFlow(of epoch: Int) -> Int { 2 * epoch + 2 }

  package init(_ trace: Trace) {
    let sequence = Self.sequence(trace)
    place(sequence, of: trace)
    linkFlows(trace)
    closeEpochs(trace)
    layTransitions(trace)
  }

  /// What takes a slot, in delivery order: a record's index, or for epoch `e` its opening
  /// (`-2e - 1`) and its cause (`-2e - 2`); with each one's virtual time, never earlier than the
  /// one before.
  private static func sequence(_ trace: Trace) -> (items: [Int], times: [Int64]) {
    let epochCount = trace.epochs.count
    var items: [Int] = []
    var times: [Int64] = []
    items.reserveCapacity(trace.count + 2 * epochCount)
    times.reserveCapacity(trace.count + 2 * epochCount)
    var last: Int64 = 0
    func add(_ item: Int, at time: SimInstant) {
      last = max(time.microseconds, last)
      items.append(item)
      times.append(last)
    }
    var opened = 0
    // Epochs open before the first record of theirs or of a later epoch, or of a later time.
    func open(through index: Int, before time: SimInstant?) {
      while opened < epochCount {
        let next = trace.epochs[opened]
        guard opened <= index || time.map({ next.start < $0 }) == true else { return }
        add(-2 * opened - 1, at: next.start)
        add(-2 * opened - 2, at: next.start)
        opened += 1
      }
    }
    for index in 0..<trace.count {
      let slot = trace.slots[index]
      open(through: Int(slot.epoch), before: slot.time)
      add(index, at: slot.time)
    }
    open(through: epochCount, before: nil)
    return (items, times)
  }

  /// Groups the sequence into instants and gives each item its slot.
  private mutating func place(_ sequence: (items: [Int], times: [Int64]), of trace: Trace) {
    let (items, times) = sequence
    recordTimes = [Int64](repeating: 0, count: trace.count)
    recordEnds = [Int64](repeating: 0, count: trace.count)
    epochs = [EpochSpan](
      repeating: EpochSpan(begin: 0, cause: 0, causeEnd: 0, end: 0), count: trace.epochs.count)
    var start = 0
    var clock: Int64 = 0
    while start < items.count {
      let time = times[start]
      var end = start + 1
      var records = items[start] >= 0 ? 1 : 0
      while end < items.count, times[end] == time {
        if items[end] >= 0 { records += 1 }
        end += 1
      }
      let count = end - start
      let begin = max(time, clock)
      var slot = Self.slotWidth
      if end < items.count {
        // The room before the next instant's virtual time, shared among this one's slots.
        let room = times[end] > begin ? times[end] - begin : 0
        slot = min(slot, max(1, room / Int64(count)))
      }
      let instant = Instant(
        time: SimInstant(microseconds: time), begin: begin, slot: slot, slots: count,
        records: records)
      instants.append(instant)
      for position in start..<end {
        let at = Instant.adding(begin, slot * Int64(position - start))
        let item = items[position]
        if item >= 0 {
          recordTimes[item] = at
          recordEnds[item] = Instant.adding(at, slot)
        } else if item % 2 != 0 {
          epochs[(-item - 1) / 2].begin = at
        } else {
          epochs[(-item - 2) / 2].cause = at
          epochs[(-item - 2) / 2].causeEnd = Instant.adding(at, slot)
        }
      }
      clock = instant.end
      start = end
    }
  }

  /// Gives each object's first record of each burst (the records one epoch delivers at one
  /// instant) the arrow from its epoch's cause or, after it, from its transition.
  private mutating func linkFlows(_ trace: Trace) {
    let epochCount = trace.epochs.count
    flowIn = [Int](repeating: 0, count: trace.count)
    var burstTime: SimInstant?
    var burstObjects = Set<Int32>()
    var burstEpoch = -1
    for index in 0..<trace.count {
      let slot = trace.slots[index]
      let epoch = Int(slot.epoch)
      guard epoch >= 0, epoch < epochCount else { continue }
      if burstTime != slot.time || burstEpoch != epoch {
        burstTime = slot.time
        burstEpoch = epoch
        burstObjects.removeAll(keepingCapacity: true)
      }
      guard burstObjects.insert(slot.object).inserted else { continue }
      let flow =
        slot.time > trace.epochs[epoch].start
        ? Self.transitionFlow(of: epoch) : Self.causeFlow(of: epoch)
      flowIn[index] = flow
      usedFlows.insert(flow)
    }
  }

  /// Ends each epoch when it settled or was cut short, after its cause and the records it
  /// delivered before the next epoch opened, and never after the next epoch begins.
  private mutating func closeEpochs(_ trace: Trace) {
    let epochCount = trace.epochs.count
    var lastOwnEnd = [Int64](repeating: 0, count: epochCount)
    for index in 0..<trace.count {
      let slot = trace.slots[index]
      let epoch = Int(slot.epoch)
      guard epoch >= 0, epoch < epochCount, slot.time <= trace.epochs[epoch].end,
        epoch + 1 == epochCount || recordTimes[index] < epochs[epoch + 1].begin
      else { continue }
      lastOwnEnd[epoch] = max(lastOwnEnd[epoch], recordEnds[index])
    }
    for index in 0..<epochCount {
      var end = max(trace.epochs[index].end.microseconds, epochs[index].causeEnd, lastOwnEnd[index])
      if index + 1 < epochCount { end = min(end, epochs[index + 1].begin) }
      epochs[index].end = end
    }
  }

  /// Lays each animated epoch's transition from where its epoch begins, at its real length, on
  /// the first row free by then.
  private mutating func layTransitions(_ trace: Trace) {
    var lastTime = [SimInstant?](repeating: nil, count: trace.epochs.count)
    for slot in trace.slots where slot.epoch >= 0 && Int(slot.epoch) < lastTime.count {
      lastTime[Int(slot.epoch)] = slot.time
    }
    var laneEnds: [Int64] = []
    for index in trace.epochs.indices {
      let summary = trace.epochs[index]
      let finish = max(summary.end, lastTime[index] ?? summary.end)
      guard finish > summary.start else { continue }
      let begin = epochs[index].begin
      let (length, overflow) = finish.microseconds.subtractingReportingOverflow(
        summary.start.microseconds)
      let end = Instant.adding(begin, overflow ? .max : length)
      let lane = laneEnds.firstIndex { $0 <= begin } ?? laneEnds.count
      if lane == laneEnds.count { laneEnds.append(end) } else { laneEnds[lane] = end }
      transitions.append(Transition(epoch: index, begin: begin, end: end, lane: lane))
    }
    laneCount = laneEnds.count
  }
}
