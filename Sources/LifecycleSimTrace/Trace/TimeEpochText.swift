import LifecycleSimCore
import LifecycleSimSupport

/// The columns of a text record between its sequence number and its object's name: the gap,
/// the time, the epoch and their pads, formed again only when the time or the epoch changes
/// (they seldom do from one record to the next), then written as one copy.
struct TimeEpochText: ~Copyable {
  /// Whether ``text`` holds the columns of ``time`` and ``epoch``.
  private var formed = false
  private var time = SimInstant.zero
  private var epoch = 0
  private var text = ByteWriter(reservingCapacity: 128)

  /// Writes the columns of a record at `time` in `epoch`, padded to `columns`.
  mutating func write(
    _ time: SimInstant, _ epoch: Int, columns: TextColumns, into w: inout ByteWriter
  ) {
    if !formed || time != self.time || epoch != self.epoch {
      formed = true
      self.time = time
      self.epoch = epoch
      let gap = TextTraceLayout.columnGap
      text.clear()
      text.pad(gap)
      text.write(seconds: time)
      text.pad(columns.time - (text.count - gap) + gap)
      let epochStart = text.count
      text.write(integer: epoch)
      text.pad(columns.epoch - (text.count - epochStart) + gap)
    }
    text.withBufferedBytes { w.write($0) }
  }
}
