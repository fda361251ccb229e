/// The widths of a text trace's record columns, measured over every record before the first is
/// written (``TraceFormat/text`` aligns them over the whole trace): over a whole trace at once,
/// or over the parts of a streamed run as they settle.
struct TextColumns {
  /// The number of records measured.
  private(set) var records = 0
  private(set) var time = TextTraceLayout.recordColumns[1].utf8.count
  private(set) var epoch = TextTraceLayout.recordColumns[2].utf8.count
  private(set) var object = TextTraceLayout.recordColumns[3].utf8.count
  private(set) var callback = TextTraceLayout.recordColumns[4].utf8.count
  /// The length of each callback text measured, by ``TextTraceRenderer/callbackKey(_:)``, or -1.
  private var callbackLengths: [Int] = []
  private var timeText = TimeText()

  /// The width of the seq column: that of the last record's number.
  var seq: Int {
    max(
      TextTraceLayout.recordColumns[0].utf8.count, TextTraceRenderer.decimalLength(records))
  }

  /// Measures the records of `trace` (the next part of the run's).
  mutating func measure(_ trace: Trace) {
    let keys = trace.argumentTable.count * Callback.allCases.count
    if callbackLengths.count < keys {
      callbackLengths.append(contentsOf: repeatElement(-1, count: keys - callbackLengths.count))
    }
    let nameLengths = trace.objects.map { $0.name.utf8.count }
    var scratch = ByteWriter()
    for slot in trace.slots {
      let key = TextTraceRenderer.callbackKey(slot)
      if callbackLengths[key] < 0 {
        scratch.clear()
        TextTraceRenderer.writeCallback(
          slot.callback, trace.argumentTable[Int(slot.arguments)], into: &scratch)
        callbackLengths[key] = scratch.count
        callback = max(callback, scratch.count)
      }
      time = max(time, timeText.update(slot.time).count)
      epoch = max(epoch, TextTraceRenderer.decimalLength(Int(slot.epoch)))
      object = max(object, nameLengths[Int(slot.object)])
    }
    records += trace.count
  }
}
