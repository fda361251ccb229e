import LifecycleSimCore
package import LifecycleSimSupport

/// The distinct states of a trace, packed: each state's numbers end to end in one array of
/// `Double`, and per state which properties it has and its flags' values.
///
/// An ``ObjectState`` holds a slot for every property, 336 bytes, where a view's state has 12
/// numbers: packed, it takes 8 bytes a number and 12 a state (about 108 bytes for a view), and
/// a trace holds about one state per record. A state is built again on access.
package struct PackedStates: RandomAccessCollection, Sendable {
  /// Per state: the bits of its properties (low half) and of its flags that are `true` (high
  /// half), by ``TracedProperty/Slot/bit``.
  private var bits: [UInt32] = []
  /// Where each state's numbers start in ``numbers``.
  private var starts: [Int] = []
  /// Every state's numbers, property by property in ``TracedProperty/all`` order: the first
  /// ``used`` elements; those after them are room the next states are packed into in place.
  private var numbers: [Double] = []
  /// The number of ``numbers`` the states hold.
  private var used = 0
  /// The least room ``makeRoom(for:)`` adds at once: 32 KB, so that room is added rarely but
  /// little of it is written ahead of the states (written room is memory the process holds).
  private static let roomBlock = 4096

  /// The first index, 0.
  package var startIndex: Int { 0 }
  /// The number of states.
  package var endIndex: Int { bits.count }

  /// The state at `index`.
  package subscript(index: Int) -> ObjectState {
    var state = ObjectState()
    let stateBits = bits[index]
    var at = starts[index]
    for slot in TracedProperty.slots where stateBits & UInt32(slot.bit) != 0 {
      let value: TraceValue
      switch slot.shape {
      case .insets:
        value = .insets(
          EdgeInsets(
            top: numbers[at], left: numbers[at + 1], bottom: numbers[at + 2],
            right: numbers[at + 3]))
      case .rect:
        value = .rect(
          Rect(x: numbers[at], y: numbers[at + 1], width: numbers[at + 2], height: numbers[at + 3]))
      case .point: value = .point(Point(x: numbers[at], y: numbers[at + 1]))
      case .number: value = .number(numbers[at])
      case .flag: value = .flag(stateBits & (UInt32(slot.bit) << 16) != 0)
      }
      at += slot.shape.count
      slot.set(value, in: &state)
    }
    return state
  }

  /// The bits of the properties the state at `index` has (``ObjectState/properties``).
  package func properties(at index: Int) -> UInt16 { UInt16(truncatingIfNeeded: bits[index]) }

  /// Appends a state, packed straight into the room after the states' numbers: an
  /// ``intern(_:sameAs:)`` with nothing to compare with.
  package mutating func append(_ state: ObjectState) {
    _ = intern(state, sameAs: -1)
  }

  /// The index of the state at `last` when `state` equals it (as `==` compares them), else of
  /// `state` appended; `last` is -1 when there is none to compare with.
  ///
  /// The state is packed once, straight into the room after the states' numbers, compared
  /// there, and kept only when it differs: a new state is not packed twice, once to compare and
  /// once to keep.
  package mutating func intern(_ state: ObjectState, sameAs last: Int) -> Int {
    makeRoom(for: ObjectState.mostNumbers)
    let start = used
    let lastNumbers = last >= 0 ? numberRange(of: last) : 0..<0
    let lastBits = last >= 0 ? bits[last] : 0
    let (stateBits, count, same) = numbers.withUnsafeMutableBufferPointer { room in
      // Never taken: there is room, so the storage has an address.
      guard let base = room.baseAddress else { return (UInt32(0), 0, false) }
      let (stateBits, count) = state.pack(into: base + start)
      let same =
        last >= 0 && stateBits == lastBits && count == lastNumbers.count
        && Self.equal(base + lastNumbers.lowerBound, base + start, count: count)
      return (stateBits, count, same)
    }
    if same { return last }
    starts.append(start)
    used += count
    bits.append(stateBits)
    return bits.count - 1
  }

  /// Appends a state packed elsewhere, copying its numbers.
  package mutating func append(_ state: PackedState) {
    makeRoom(for: state.numbers.count)
    starts.append(used)
    numbers.withUnsafeMutableBufferPointer { room in
      for lane in state.numbers.indices { room[used + lane] = state.numbers[lane] }
    }
    used += state.numbers.count
    bits.append(state.bits)
  }

  /// Makes sure ``numbers`` has room for `count` numbers after the states'.
  private mutating func makeRoom(for count: Int) {
    let missing = used + count - numbers.count
    guard missing > 0 else { return }
    numbers.append(contentsOf: repeatElement(0, count: Swift.max(missing, Self.roomBlock)))
  }

  /// Appends a copy of the state at `index` of `other`, as it is packed there.
  package mutating func append(_ index: Int, of other: PackedStates) {
    other.numbers.withUnsafeBufferPointer { stored in
      append(
        PackedState(
          bits: other.bits[index],
          numbers: UnsafeBufferPointer(rebasing: stored[other.numberRange(of: index)])))
    }
  }

  /// Where the numbers of the state at `index` are in ``numbers``.
  private func numberRange(of index: Int) -> Range<Int> {
    starts[index]..<(index + 1 < starts.count ? starts[index + 1] : used)
  }

  /// Reserves room for `states` states of `numbers` numbers in all.
  ///
  /// A table that grows to that size is then allocated once: growing by doubling keeps the old
  /// storage and the new one alive at once (at a streamed run's 262,144 kept records, about
  /// 30 MB more at the peak). Room that is never written costs address space, not memory.
  package mutating func reserveCapacity(states: Int, numbers: Int) {
    bits.reserveCapacity(states)
    starts.reserveCapacity(states)
    self.numbers.reserveCapacity(numbers)
  }

  /// Keeps only the states whose entry in `renumbered` (one per state) is not negative, in
  /// their order, moved down in place, and sets each kept state's entry to its new index; the
  /// storage keeps its room.
  package mutating func compact(renumbering renumbered: inout [Int32]) {
    var count = 0
    var at = 0
    for index in bits.indices where renumbered[index] >= 0 {
      // Entries at `index` and after are read before any is written: `count` ≤ `index`.
      let range = numberRange(of: index)
      bits[count] = bits[index]
      starts[count] = at
      for lane in range {
        numbers[at] = numbers[lane]
        at += 1
      }
      renumbered[index] = Int32(truncatingIfNeeded: count)
      count += 1
    }
    bits.removeSubrange(count...)
    starts.removeSubrange(count...)
    used = at
  }

  /// Removes every state, keeping the storage.
  package mutating func removeAll() {
    bits.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    numbers.removeAll(keepingCapacity: true)
    used = 0
  }

  /// Whether the state at `index` equals `state` (as `==` compares them), without building it.
  package func matches(_ index: Int, _ state: ObjectState) -> Bool {
    state.withPacked { matches(index, $0) }
  }

  /// Whether the state at `index` equals `state` (as `==` compares the states they pack).
  package func matches(_ index: Int, _ state: PackedState) -> Bool {
    let range = numberRange(of: index)
    guard bits[index] == state.bits, state.numbers.count == range.count else { return false }
    return numbers.withUnsafeBufferPointer { stored in
      // Never taken with numbers to compare: storage that holds them has an address.
      guard let mine = stored.baseAddress, let theirs = state.numbers.baseAddress else {
        return range.isEmpty
      }
      return Self.equal(mine + range.lowerBound, theirs, count: range.count)
    }
  }

  /// Whether the `count` numbers at `a` equal those at `b`, each as `==` compares them (`-0`
  /// equals `0`, NaN equals nothing): four at a time, as most properties hold four numbers.
  private static func equal(
    _ a: UnsafePointer<Double>, _ b: UnsafePointer<Double>, count: Int
  ) -> Bool {
    let (rawA, rawB) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
    let stride = MemoryLayout<Double>.stride
    var lane = 0
    while lane &+ 4 <= count {
      let x = rawA.loadUnaligned(fromByteOffset: lane &* stride, as: SIMD4<Double>.self)
      let y = rawB.loadUnaligned(fromByteOffset: lane &* stride, as: SIMD4<Double>.self)
      guard !any(x .!= y) else { return false }
      lane &+= 4
    }
    while lane < count {
      guard a[lane] == b[lane] else { return false }
      lane &+= 1
    }
    return true
  }

  /// The properties that the state at `index` has and that print the same (to 1/1000 pt) in the
  /// state at `other` of `others`, as ``TraceValue/displaySame(_:_:)`` compares them.
  package func displaySame(_ index: Int, as other: Int, in others: PackedStates) -> UInt16 {
    let stateBits = bits[index]
    let otherBits = others.bits[other]
    var at = starts[index]
    var otherAt = others.starts[other]
    var same: UInt16 = 0
    // Only the properties either state has move the offsets: a view's state has four of the
    // sixteen.
    var either = UInt16(truncatingIfNeeded: stateBits | otherBits)
    Self.numberCounts.withUnsafeBufferPointer { counts in
      numbers.withUnsafeBufferPointer { mine in
        others.numbers.withUnsafeBufferPointer { theirs in
          while either != 0 {
            let position = either.trailingZeroBitCount
            either &= either &- 1
            let bit = UInt32(1) << UInt32(position)
            let has = stateBits & bit != 0
            let otherHas = otherBits & bit != 0
            let count = counts[position]
            defer {
              if has { at += count }
              if otherHas { otherAt += count }
            }
            guard has && otherHas else { continue }
            guard count != 0 else {
              // A flag: its value is in the high half.
              if (stateBits ^ otherBits) & (bit << 16) == 0 {
                same |= UInt16(truncatingIfNeeded: bit)
              }
              continue
            }
            var equal = true
            for lane in 0..<count
            where !PointFormatting.same(mine[at + lane], theirs[otherAt + lane]) {
              equal = false
              break
            }
            if equal { same |= UInt16(truncatingIfNeeded: bit) }
          }
        }
      }
    }
    return same
  }

  /// By property bit position (``TracedProperty/Slot/bit``): how many numbers the property
  /// packs, 0 for a flag.
  private static let numberCounts: [Int] = {
    var counts = [Int](repeating: 0, count: 16)
    for slot in TracedProperty.slots { counts[slot.bit.trailingZeroBitCount] = slot.shape.count }
    return counts
  }()

  /// Calls `body` with what the state at `index` is made of: its bits (properties and flags)
  /// and its numbers' bytes, so that two states are equal when both are bit for bit
  /// (``StateTexts`` keys its texts by them).
  func withContent<Result>(
    _ index: Int, _ body: (UInt32, UnsafeRawBufferPointer) -> Result
  ) -> Result {
    numbers.withUnsafeBufferPointer { stored in
      body(
        bits[index],
        UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: stored[numberRange(of: index)])))
    }
  }

  /// Writes the state at `index` as text traces do: `name=value` pairs in
  /// ``TracedProperty/all`` order, separated by spaces.
  func writeText(_ index: Int, into w: inout ByteWriter) {
    var first = true
    TracedProperty.keys.withUnsafeBufferPointer { keys in
      forEachValue(index) { slot, values in
        if !first { w.write(byte: UInt8(ascii: " ")) }
        first = false
        w.write(UnsafeBufferPointer(rebasing: keys[slot.textKey]))
        slot.shape.writeText(values, into: &w)
      }
    }
  }

  /// Writes the state at `index` as JSON Lines do: `,"name":value` for each property.
  package func writeJSON(_ index: Int, into w: inout ByteWriter) {
    TracedProperty.keys.withUnsafeBufferPointer { keys in
      forEachValue(index) { slot, values in
        w.write(UnsafeBufferPointer(rebasing: keys[slot.jsonKey]))
        slot.shape.writeJSON(values, into: &w)
      }
    }
  }

  /// Calls `body` with the slot and the numbers (see ``TraceValue/store(into:)``) of each
  /// property the state at `index` has, in ``TracedProperty/all`` order.
  private func forEachValue(
    _ index: Int, _ body: (TracedProperty.Slot, UnsafePointer<Double>) -> Void
  ) {
    let stateBits = bits[index]
    var at = starts[index]
    // A flag's number, 1 or 0.
    let flags: (Double, Double) = (0, 1)
    numbers.withUnsafeBufferPointer { stored in
      withUnsafePointer(to: flags) { pair in
        pair.withMemoryRebound(to: Double.self, capacity: 2) { flag in
          for slot in TracedProperty.slots where stateBits & UInt32(slot.bit) != 0 {
            guard slot.shape != .flag else {
              body(slot, flag + (stateBits & (UInt32(slot.bit) << 16) != 0 ? 1 : 0))
              continue
            }
            if let base = stored.baseAddress { body(slot, base + at) }
            at += slot.shape.count
          }
        }
      }
    }
  }
}
