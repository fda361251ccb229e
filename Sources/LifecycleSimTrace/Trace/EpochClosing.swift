/// An object observed in an epoch, as the epoch settles: what
/// ``TraceBuilder/closeEpoch(_:at:truncated:settle:)`` compares its records with.
package struct SettledObject {
  /// What the object reads once the epoch has settled.
  package var state: ObjectState

  /// The first record index from which its geometry-derived properties can be valid: 0 when
  /// nothing holds them back, `Int.max` when never (``GeometryComputations/validFrom(_:in:settlesInWindow:)``).
  package var geometryValidFrom = 0

  /// An object that reads `state`, valid from `geometryValidFrom`.
  package init(state: ObjectState, geometryValidFrom: Int = 0) {
    self.state = state
    self.geometryValidFrom = geometryValidFrom
  }
}

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

  /// By position: the properties validity no longer holds for, walking back from the end.
  var broken: [UInt16] = []
  /// By position: the state index last compared with the settled state, and which properties
  /// it has and shows as settled.
  var comparedState: [Int32] = []
  package var present: [UInt16] = []
  package var same: [UInt16] = []
  /// By position × property: the earliest record so far from which the property holds its
  /// settled value, or -1.
  ///
  /// Every entry is -1 between closings: ``TraceBuilder`` clears the
  /// entries it wrote, those of ``held``, as it reads them.
  package var candidates: [Int32] = []
  /// By position: the properties with an entry in ``candidates``, so that reading and clearing
  /// them visits those entries only, not every property of every object.
  package var held: [UInt16] = []
  /// By position: the settled state, as an index in the trace's states (the object's last
  /// record's state, when they are equal), or as `-1 - i` for `settledStates[i]`.
  package var settledState: [Int32] = []
  /// The settled states that are not their object's last record's, packed.
  var settledStates = PackedStates()
  /// By position: the first record index from which geometry-derived values can be valid.
  package var validFrom: [Int] = []

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

  /// Marks `object` as seen in the pass `stamp`; `true` the first time.
  package mutating func mark(_ object: Int32, stamp: UInt32) -> Bool {
    let index = Int(object)
    guard seen.indices.contains(index), seen[index] != stamp else { return false }
    seen[index] = stamp
    return true
  }

  /// Gives each of the epoch's objects its position and clears the per-position arrays, under
  /// a new stamp, ``closingStamp``, that ``local(of:stamp:)`` recognises.
  mutating func prepare(for objects: [Int32]) {
    self.objects = objects
    let stamp = nextStamp()
    closingStamp = stamp
    for (index, object) in objects.enumerated() where mark(object, stamp: stamp) {
      position[Int(object)] = Int32(truncatingIfNeeded: index)
    }
    let count = objects.count
    Self.reset(&broken, to: 0, count: count)
    Self.reset(&comparedState, to: -1, count: count)
    Self.reset(&present, to: 0, count: count)
    Self.reset(&same, to: 0, count: count)
    Self.reset(&held, to: 0, count: count)
    let entries = count * TracedProperty.slots.count
    if candidates.count < entries {
      candidates.append(contentsOf: repeatElement(-1, count: entries - candidates.count))
    }
    Self.reset(&settledState, to: -1, count: count)
    Self.reset(&validFrom, to: 0, count: count)
    settledStates.removeAll()
  }

  /// Refills `array` with `count` copies of `value`, keeping its storage.
  private static func reset<Element>(_ array: inout [Element], to value: Element, count: Int) {
    array.removeAll(keepingCapacity: true)
    array.append(contentsOf: repeatElement(value, count: count))
  }

  /// The position of `object` among the objects of the pass `stamp`, or `nil` when it is not
  /// one of them.
  package func local(of object: Int32, stamp: UInt32) -> Int? {
    let index = Int(object)
    guard seen.indices.contains(index), seen[index] == stamp else { return nil }
    return Int(position[index])
  }
}
