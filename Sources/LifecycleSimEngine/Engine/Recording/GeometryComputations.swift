/// Where and when the engine last computed each object's geometry-derived values, for validity.
///
/// A geometry-derived value (``TracedProperty/Origin/geometry``) of a view or controller is
/// computed for the place the object is in: in the window, from its superview, bars and window;
/// out of it, as zeros and defaults. A record shows a provisional value while the engine has not
/// yet computed the object where it settles (a view loaded but not yet in the window reads zero
/// insets, a frame `loadView` gave it, guides of 0). Such a record is never the one from which
/// the value is valid, even when its value happens to equal the settled one
/// (docs/trace-formats.md#validity). An object the engine never computes (the window, the bars,
/// the keyboard) is not tracked: its values are valid from the record that shows their settled
/// value.
struct GeometryComputations {
  /// One object's last computation.
  private struct Marks {
    /// Whether the last computation was in the window; `nil` before the first.
    package var inWindow: Bool?
    /// The epoch in which the object was last computed in a new place (or first computed).
    var movedIn: EpochID?
    /// The number of records that existed at that computation.
    var movedAt = 0
  }

  private var marks: [Marks] = []

  /// Starts tracking the next trace object.
  mutating func addObject() { marks.append(Marks()) }

  /// Starts tracking the next `count` trace objects, at once.
  mutating func addObjects(_ count: Int) {
    marks.append(contentsOf: repeatElement(Marks(), count: count))
  }

  /// Makes room for `count` objects in all.
  mutating func reserve(objects count: Int) { marks.reserveCapacity(count) }

  /// Notes that `object`'s values were computed, in the window or not, while `epoch` is open
  /// and `position` records exist.
  mutating func note(_ object: ObjectID, inWindow: Bool, epoch: EpochID, position: Int) {
    guard marks.indices.contains(object.index) else { return }
    guard marks[object.index].inWindow != inWindow else { return }
    marks[object.index] = Marks(inWindow: inWindow, movedIn: epoch, movedAt: position)
  }

  /// Notes ``note(_:inWindow:epoch:position:)`` for each of `objects`, writing the marks in
  /// place: one check that their storage is not shared for the batch, not one per object (a
  /// push moves a whole covered tree out of the window at once).
  mutating func note(_ objects: [ObjectID], inWindow: Bool, epoch: EpochID, position: Int) {
    let moved = Marks(inWindow: inWindow, movedIn: epoch, movedAt: position)
    marks.withUnsafeMutableBufferPointer { marks in
      for object in objects where marks.indices.contains(object.index) {
        if marks[object.index].inWindow != inWindow { marks[object.index] = moved }
      }
    }
  }

  /// The first record index from which `object`'s geometry-derived values can be valid in
  /// `epoch`, given where it settles.
  ///
  /// - Returns: `nil` for an object the engine never computes; `0` when it was already computed
  ///   where it settles before `epoch`; the index of the first record after its computation
  ///   there when that happened in `epoch`; `Int.max` when it was never computed there.
  @inline(__always)
  func validFrom(_ object: ObjectID, in epoch: EpochID, settlesInWindow: Bool) -> Int? {
    guard marks.indices.contains(object.index) else { return nil }
    let entry = marks[object.index]
    guard let inWindow = entry.inWindow else { return nil }
    guard inWindow == settlesInWindow else { return Int.max }
    return entry.movedIn == epoch ? entry.movedAt : 0
  }
}
