import LifecycleSimCore

/// Where the parts of a trace sit on the Chrome rendering's logical clock, and which cause each
/// record's flow arrow comes from (docs/trace-formats.md#chrome).
///
/// The clock counts microseconds of virtual time, but every tick (an epoch opening, its cause,
/// a record) takes at least one microsecond after the previous one, so records at one instant
/// stay apart and in delivery order, and no two slices of one track start together. Everything
/// is derived from the trace alone, so a trace read back renders like the one a run produced.
struct ChromeTimeline {
  /// An epoch's slice and, inside it, the one-tick slice of its cause.
  struct EpochSpan {
    package var begin: Int64
    package var cause: Int64
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

  /// The logical time of each record.
  private(set) var recordTimes: [Int64] = []
  /// One per epoch of the trace.
  package private(set) var epochs: [EpochSpan] = []
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
    let epochCount = trace.epochs.count
    var clock: Int64 = -1
    func tick(_ time: SimInstant) -> Int64 {
      clock = max(time.microseconds, clock + 1)
      return clock
    }
    epochs.reserveCapacity(epochCount)
    func open(through index: Int, before time: SimInstant?) {
      while epochs.count < epochCount {
        let next = trace.epochs[epochs.count]
        guard epochs.count <= index || time.map({ next.start < $0 }) == true else { return }
        let begin = tick(next.start)
        epochs.append(EpochSpan(begin: begin, cause: tick(next.start), end: 0))
      }
    }
    // The last record time of each epoch, and the last tick of its own records before the next
    // epoch opened.
    var lastTime = [SimInstant?](repeating: nil, count: epochCount)
    var lastOwnTick = [Int64?](repeating: nil, count: epochCount)
    var burstTime = [SimInstant?](repeating: nil, count: epochCount)
    var burstObjects = Set<Int32>()
    var burstEpoch = -1
    recordTimes.reserveCapacity(trace.count)
    flowIn = [Int](repeating: 0, count: trace.count)
    for index in 0..<trace.count {
      let slot = trace.slots[index]
      let epoch = Int(slot.epoch)
      open(through: epoch, before: slot.time)
      let time = tick(slot.time)
      recordTimes.append(time)
      guard epoch >= 0, epoch < epochCount else { continue }
      lastTime[epoch] = slot.time
      if epochs.count == epoch + 1, slot.time <= trace.epochs[epoch].end {
        lastOwnTick[epoch] = time
      }
      // A burst: the records one epoch delivers at one instant; each object's first gets the arrow.
      if burstTime[epoch] != slot.time || burstEpoch != epoch {
        burstTime[epoch] = slot.time
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
    open(through: epochCount, before: nil)
    for index in 0..<epochCount {
      let summary = trace.epochs[index]
      var end = max(summary.end.microseconds, epochs[index].cause + 1)
      if let own = lastOwnTick[index] { end = max(end, own + 1) }
      if index + 1 < epochCount { end = min(end, epochs[index + 1].begin) }
      epochs[index].end = end
    }
    var laneEnds: [Int64] = []
    for index in 0..<epochCount {
      let summary = trace.epochs[index]
      let finish = max(summary.end, lastTime[index] ?? summary.end)
      guard finish > summary.start else { continue }
      let begin = epochs[index].begin
      // Its real length, from where its epoch opened on the logical clock.
      let end = begin + (finish - summary.start).microseconds
      let lane = laneEnds.firstIndex { $0 <= begin } ?? laneEnds.count
      if lane == laneEnds.count { laneEnds.append(end) } else { laneEnds[lane] = end }
      transitions.append(Transition(epoch: index, begin: begin, end: end, lane: lane))
    }
    laneCount = laneEnds.count
  }
}
