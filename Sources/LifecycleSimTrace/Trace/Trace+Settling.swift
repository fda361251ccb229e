/// What each epoch settles: the values each object reads from the records at which its
/// properties become valid (docs/trace-formats.md#validity).
extension Trace {
  /// The object's settled state in `epoch`: each property from the record at which it becomes
  /// valid there; `nil` when the object has no record in the epoch.
  package func settledState(of id: Int32, epoch: Int) -> ObjectState? {
    var entry = SettledEntry(object: id, read: 0, state: ObjectState())
    var pending = TracedProperty.all.map(\.bit).reduce(0, |)
    var observed = false
    for slot in slots where slot.object == id && Int(slot.epoch) == epoch {
      observed = true
      absorb(slot, into: &entry, pending: &pending)
    }
    return observed ? entry.state : nil
  }
}

/// An object as an epoch settles it: what ``Trace/settledObjects()`` lists.
struct SettledEntry {
  /// The object's index in ``Trace/objects``.
  package var object: Int32
  /// The bits of the properties its records in the epoch read.
  package var read: UInt16
  /// Each property from the record at which it becomes valid in the epoch; `nil` for one that
  /// never does.
  package var state: ObjectState
}

extension Trace {
  /// By epoch, every object with a record in it, in order of first record, as the epoch settles
  /// it: ``settledState(of:epoch:)`` of them all in one pass over the records.
  func settledObjects() -> [[SettledEntry]] {
    var entries = [[SettledEntry]](repeating: [], count: epochs.count)
    var positions = [[Int32: Int]](repeating: [:], count: epochs.count)
    var pending = [[UInt16]](repeating: [], count: epochs.count)
    let all = TracedProperty.all.map(\.bit).reduce(0, |)
    for slot in slots {
      let epoch = Int(slot.epoch)
      guard entries.indices.contains(epoch) else { continue }
      let index: Int
      if let known = positions[epoch][slot.object] {
        index = known
      } else {
        index = entries[epoch].count
        positions[epoch][slot.object] = index
        entries[epoch].append(SettledEntry(object: slot.object, read: 0, state: ObjectState()))
        pending[epoch].append(all)
      }
      absorb(slot, into: &entries[epoch][index], pending: &pending[epoch][index])
    }
    return entries
  }

  /// Adds the record `slot` to `entry`: the properties it reads, and the values of those that
  /// become valid at it among `pending`, which loses them.
  private func absorb(_ slot: RecordSlot, into entry: inout SettledEntry, pending: inout UInt16) {
    entry.read |= states.properties(at: Int(slot.state))
    let becoming = slot.valid & pending
    guard becoming != 0 else { return }
    let read = states[Int(slot.state)]
    for row in TracedProperty.all where becoming & row.bit != 0 {
      if let value = row.value(in: read) { _ = row.set(value, in: &entry.state) }
    }
    pending &= ~becoming
  }
}
