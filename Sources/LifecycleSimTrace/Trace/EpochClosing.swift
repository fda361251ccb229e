/// The scratch arrays of ``TraceBuilder`` for closing epochs, kept from one epoch to the next so
/// that closing allocates nothing per record: dense arrays indexed by trace object id (a mark
/// and a position), and by the object's position among the epoch's objects.
struct EpochClosing {
  /// The stamp of the last pass that saw each object, by object id.
  private var seen: [UInt32] = []
  /// Each object's position in the settled list of the pass that stamped it, by object id.
  private var position: [Int32] = []
  private var stamp: UInt32 = 0
  /// The stamp of the epoch being closed.
  private(set) var closingStamp: UInt32 = 0
  /// The objects of the epoch being closed, by position.
  package private(set) var objects: [Int32] = []

  /// By position: what closing tracks of each of the epoch's objects, in one array so that
  /// the walk over the records reads and writes one element a record.
  var positions: [Position] = []
  /// By position × property: the earliest record so far from which the property holds its
  /// settled value, or -1.
  ///
  /// Every entry is -1 between closings: ``TraceBuilder`` clears the
  /// entries it wrote, those of ``Position/held``, as it reads them.
  var candidates: [Int32] = []
  /// The settled states that are not their object's last record's, packed.
  var settledStates = PackedStates()

  /// What closing tracks of one of the epoch's objects.
  struct Position {
    /// The properties validity no longer holds for, walking back from the end.
    var broken: UInt16 = 0
    /// The properties the state last compared with the settled state has, and those of them
    /// it shows as settled.
    var present: UInt16 = 0
    var same: UInt16 = 0
    /// The properties with an entry in ``EpochClosing/candidates``, so that reading and
    /// clearing them visits those entries only, not every property of every object.
    var held: UInt16 = 0
    /// The state index last compared with the settled state, or -1.
    var comparedState: Int32 = -1
    /// The settled state, as an index in the trace's states (the object's last record's
    /// state, when they are equal), or as `-1 - i` for `settledStates[i]`.
    var settledState: Int32 = -1
    /// The first record index from which geometry-derived values can be valid.
    var validFrom = 0
  }

  /// Makes room for `count` objects in all.
  mutating func reserve(objects count: Int) {
    seen.reserveCapacity(count)
    position.reserveCapacity(count)
  }

  /// Starts tracking the next trace object.
  package mutating func addObject() {
    seen.append(0)
    position.append(0)
  }

  /// Starts tracking the next `count` trace objects, at once.
  mutating func addObjects(_ count: Int) {
    seen.append(contentsOf: repeatElement(0, count: count))
    position.append(contentsOf: repeatElement(0, count: count))
  }

  /// A stamp no object carries yet.
  mutating func nextStamp() -> UInt32 {
    stamp &+= 1
    if stamp == 0 {
      // 2^32 passes later: clear the marks rather than confuse an old pass with this one.
      for index in seen.indices { seen[index] = 0 }
      stamp = 1
    }
    return stamp
  }

  /// Marks, under a new stamp, the objects of the records of `epoch` among `records` from
  /// `first` on, each with its position among them, and returns them in the order of their first
  /// record there, with the stamp.
  ///
  /// The marks are written on their storage lent for the walk: one check that it is not shared
  /// for the walk, not one a write.
  mutating func markObjects(
    of epoch: Int32, in records: UnsafeBufferPointer<Trace.RecordSlot>, from first: Int
  ) -> (objects: [Int32], stamp: UInt32) {
    let stamp = nextStamp()
    var objects: [Int32] = []
    guard first < records.count else { return (objects, stamp) }
    objects.reserveCapacity(min(records.count - first, seen.count))
    seen.withUnsafeMutableBufferPointer { seen in
      position.withUnsafeMutableBufferPointer { position in
        for index in first..<records.count where records[index].epoch == epoch {
          let object = Int(records[index].object)
          guard seen.indices.contains(object), seen[object] != stamp else { continue }
          seen[object] = stamp
          position[object] = Int32(truncatingIfNeeded: objects.count)
          objects.append(Int32(truncatingIfNeeded: object))
        }
      }
    }
    return (objects, stamp)
  }

  /// Starts closing an epoch whose objects, each marked under `stamp` with its position
  /// (``mark(_:stamp:position:)``), are `objects`: ``local(of:stamp:)`` recognises
  /// ``closingStamp``, and the per-position arrays are cleared.
  mutating func prepare(for objects: [Int32], markedUnder stamp: UInt32) {
    self.objects = objects
    closingStamp = stamp
    let count = objects.count
    positions.removeAll(keepingCapacity: true)
    positions.append(contentsOf: repeatElement(Position(), count: count))
    let entries = count * TracedProperty.slots.count
    if candidates.count < entries {
      candidates.append(contentsOf: repeatElement(-1, count: entries - candidates.count))
    }
    settledStates.removeAll()
  }

  /// The position of `object` among the objects of the pass `stamp`, or `nil` when it is not
  /// one of them.
  package func local(of object: Int32, stamp: UInt32) -> Int? {
    let index = Int(object)
    guard seen.indices.contains(index), seen[index] == stamp else { return nil }
    return Int(position[index])
  }
}
