import LifecycleSimSupport
import LifecycleSimCore

/// The widths of a text trace's record columns, measured over every record before the first is
/// written (``TraceFormat/text`` aligns them over the whole trace): over a whole trace at once,
/// or over the parts of a streamed run as they settle.
package struct TextColumns {
  /// The number of records measured.
  package private(set) var records = 0
  package private(set) var time = TextTraceLayout.recordColumns[1].utf8.count
  package private(set) var epoch = TextTraceLayout.recordColumns[2].utf8.count
  package private(set) var object = TextTraceLayout.recordColumns[3].utf8.count
  package private(set) var callback = TextTraceLayout.recordColumns[4].utf8.count
  /// The length of each argument list's `(…)` text measured, by argument slot, or -1.
  private var argumentLengths: [Int] = []
  /// The length of each callback's name, by ``Callback/index``.
  private static let nameLengths = Callback.allCases.map { $0.rawValue.utf8.count }
  private var timeText = TimeText()
  /// The length of each object's name, by object index, for the objects met so far.
  private var objectNameLengths: [Int] = []

  /// The width of the seq column: that of the last record's number.
  package var seq: Int {
    max(
      TextTraceLayout.recordColumns[0].utf8.count, TextTraceRenderer.decimalLength(records))
  }

  /// Measures the records of `trace` (the next part of the run's).
  package mutating func measure(_ trace: Trace) {
    if argumentLengths.count < trace.argumentTable.count {
      argumentLengths.append(
        contentsOf: repeatElement(-1, count: trace.argumentTable.count - argumentLengths.count))
    }
    // A run only adds objects: those of its earlier parts are measured already.
    if objectNameLengths.count < trace.objects.count {
      objectNameLengths.append(
        contentsOf: trace.objects[objectNameLengths.count...].map { $0.name.utf8.count })
    }
    var scratch = ByteWriter()
    // Records come in runs of one time and one epoch: each is measured when it changes.
    var (lastTime, lastEpoch): (SimInstant?, Int32) = (nil, -1)
    for slot in trace.slots {
      var length = Self.nameLengths[slot.callback.index]
      if slot.arguments != 0 {
        let argumentSlot = Int(slot.arguments)
        if argumentLengths[argumentSlot] < 0 {
          scratch.clear()
          TextTraceRenderer.writeArguments(
            inParentheses: trace.argumentTable[argumentSlot], into: &scratch)
          argumentLengths[argumentSlot] = scratch.count
        }
        length += argumentLengths[argumentSlot]
      }
      callback = max(callback, length)
      if slot.time != lastTime {
        time = max(time, timeText.update(slot.time).count)
        lastTime = slot.time
      }
      if slot.epoch != lastEpoch {
        epoch = max(epoch, TextTraceRenderer.decimalLength(Int(slot.epoch)))
        lastEpoch = slot.epoch
      }
      object = max(object, objectNameLengths[Int(slot.object)])
    }
    records += trace.count
  }
}
