@testable import LifecycleSim
@testable import LifecycleSimTrace
import Testing

/// Packed states render and compare straight from their numbers, as the values they hold do
/// (``TraceValue/writeText(into:)``, ``TraceValue/writeJSON(into:)``,
/// ``TraceValue/displaySame(_:_:)``).
@Suite struct PackedStatesTests {
  /// Numbers that print in every way: whole, in thousandths, rounded, negative, `-0`, large.
  static let numbers: [Double] = [
    0, -0.0, 1, 44, 47.333, 1.0 / 3, 54 - 1.0 / 3, -113.5, 0.0005, 0.0004, 1e6, 4_294_967_296.5,
    -20, 375.0001,
  ]

  /// Random states: each property present or not, with numbers from ``numbers`` or nearby.
  static func states(count: Int, seed: UInt64) -> [ObjectState] {
    var random = SplitMix64(seed: seed)
    func number() -> Double {
      let base = numbers[Int.random(in: 0..<numbers.count, using: &random)]
      return Bool.random(using: &random) ? base : base + 0.0001
    }
    return (0..<count).map { _ in
      var state = ObjectState()
      for row in TracedProperty.all where Bool.random(using: &random) {
        let value: TraceValue =
          switch row.shape {
          case .insets:
            .insets(EdgeInsets(top: number(), left: number(), bottom: number(), right: number()))
          case .rect: .rect(Rect(x: number(), y: number(), width: number(), height: number()))
          case .point: .point(Point(x: number(), y: number()))
          case .flag: .flag(Bool.random(using: &random))
          case .number: .number(number())
          }
        _ = row.set(value, in: &state)
      }
      return state
    }
  }

  /// The text of a state as the values it holds write themselves.
  static func text(_ state: ObjectState) -> String {
    TracedProperty.all.compactMap { row in
      row.value(in: state).map { "\(row.name)=\($0.text)" }
    }.joined(separator: " ")
  }

  /// The JSON members of a state as the values it holds write themselves.
  static func json(_ state: ObjectState) -> String {
    TracedProperty.all.compactMap { row in
      row.value(in: state).map { value in
        var w = ByteWriter()
        value.writeJSON(into: &w)
        return ",\"\(row.name)\":\(w.string)"
      }
    }.joined()
  }

  /// `ObjectState.pack(into:)` names every property of the schema, in its order, with its bit:
  /// one property at a time, then random states.
  @Test func packingReadsEveryPropertyAsTheSchemaDoes() {
    var states: [ObjectState] = []
    for row in TracedProperty.all {
      var state = ObjectState()
      let value: TraceValue =
        switch row.shape {
        case .insets: .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        case .rect: .rect(Rect(x: 5, y: 6, width: 7, height: 8))
        case .point: .point(Point(x: 9, y: 10))
        case .flag: .flag(true)
        case .number: .number(11)
        }
      #expect(row.set(value, in: &state))
      states.append(state)
    }
    states += Self.states(count: 100, seed: 3)
    for state in states {
      var expectedBits: UInt32 = 0
      var expected: [Double] = []
      for slot in TracedProperty.slots {
        guard let value = slot.value(in: state) else { continue }
        expectedBits |= UInt32(slot.bit)
        var numbers = [Double](repeating: 0, count: 4)
        numbers.withUnsafeMutableBufferPointer { value.store(into: $0.baseAddress!) }
        if slot.shape == .flag {
          if numbers[0] != 0 { expectedBits |= UInt32(slot.bit) << 16 }
        } else {
          expected += numbers.prefix(slot.shape.count)
        }
      }
      var room = [Double](repeating: 0, count: ObjectState.mostNumbers)
      let (bits, count) = room.withUnsafeMutableBufferPointer { state.pack(into: $0.baseAddress!) }
      #expect(bits == expectedBits)
      #expect(Array(room.prefix(count)) == expected)
    }
  }

  @Test func packedStatesRenderAsTheirValues() {
    let states = Self.states(count: 300, seed: 14)
    var packed = PackedStates()
    for state in states { packed.append(state) }
    for (index, state) in states.enumerated() {
      var text = ByteWriter()
      packed.writeText(index, into: &text)
      #expect(text.string == Self.text(state), "\(index)")
      var json = ByteWriter()
      packed.writeJSON(index, into: &json)
      #expect(json.string == Self.json(state), "\(index)")
    }
  }

  /// What closing an epoch asks: which properties of a record's state print as the settled
  /// state's, across two tables.
  @Test func packedStatesCompareAtDisplayPrecision() {
    let records = Self.states(count: 60, seed: 7)
    let settled = Self.states(count: 60, seed: 8) + records
    var left = PackedStates()
    for state in records { left.append(state) }
    var right = PackedStates()
    for state in settled { right.append(state) }
    var someSame = false
    for (index, state) in records.enumerated() {
      for (other, settledState) in settled.enumerated() {
        var expected: UInt16 = 0
        for slot in TracedProperty.slots {
          guard let value = slot.value(in: state) else { continue }
          if TraceValue.displaySame(value, slot.value(in: settledState)) { expected |= slot.bit }
        }
        someSame = someSame || (expected != 0 && expected != state.properties.bits)
        #expect(left.displaySame(index, as: other, in: right) == expected, "\(index) \(other)")
      }
    }
    #expect(someSame)
  }

  /// Compacting keeps the marked states, in their order, with their values, and says where
  /// each went; the storage then takes new states after them.
  @Test func compactingKeepsTheMarkedStatesInOrder() {
    let states = Self.states(count: 300, seed: 11)
    var packed = PackedStates()
    for state in states { packed.append(state) }
    var random = SplitMix64(seed: 5)
    let marked = states.indices.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
    var renumbered = [Int32](repeating: -1, count: states.count)
    for index in marked { renumbered[index] = 0 }
    packed.compact(renumbering: &renumbered)
    #expect(packed.count == marked.count)
    #expect(marked.indices.map { packed[$0] } == marked.map { states[$0] })
    #expect(marked.map { renumbered[$0] } == marked.indices.map { Int32($0) })
    #expect(renumbered.filter { $0 < 0 }.count == states.count - marked.count)
    packed.append(states[0])
    #expect(packed[marked.count] == states[0] && packed.matches(marked.count, states[0]))
  }

  /// Dropping the records compacts the states, once they have doubled, to each object's last
  /// record's: later records and final records of the same values still use them.
  @Test func droppingRecordsKeepsEachObjectsLastState() throws {
    let states = Self.states(count: 4, seed: 8)
    for (index, state) in states.enumerated() {
      try #require(!states[(index + 1)...].contains(state))
    }
    var builder = TraceBuilder(header: FinalBlockTests.header)
    let first = builder.addObject(name: "a", kind: .view)
    let second = builder.addObject(name: "b", kind: .view)
    let epoch = builder.openEpoch(cause: "initialDisplay", detail: "", at: .zero)
    for (object, state) in [
      (first, states[0]), (second, states[1]), (first, states[2]), (second, states[3]),
      (first, states[0]),
    ] {
      builder.record(
        time: .zero, epoch: epoch, object: object, callback: .layoutSubviews, state: state)
    }
    builder.endEpoch(epoch, at: .zero, truncated: false)
    #expect(builder.trace.states.count == 5)
    builder.dropRecords(keeping: 1)
    #expect(builder.base == 5 && builder.trace.count == 0)
    // The second object's last state came first: the order of the table is kept.
    #expect(builder.trace.states.map { $0 } == [states[3], states[0]])
    builder.record(
      time: .zero, epoch: epoch, object: first, callback: .layoutSubviews, state: states[0])
    #expect(builder.trace.states.count == 2 && builder.trace.slots[0].state == 1)
    builder.addFinal(object: second, state: states[3])
    let finals = builder.finish().finals
    #expect(finals.count == 1 && finals[0].state == states[3])
    #expect(builder.finish().finalSlots[0].sharesRecordState)
  }

  /// `intern(_:sameAs:)`, which packs a record's state once, gives what comparing it with
  /// `matches(_:_:)` and then appending it gives: the state compared with when they are equal
  /// (`-0` equals `0`, NaN nothing), else a new state that reads back as the one given.
  @Test func interningComparesAsMatchesThenAppends() {
    let zero = ObjectState(frame: Rect(x: 0, y: 0, width: 10, height: 10), inWindow: true)
    let minusZero = ObjectState(frame: Rect(x: -0.0, y: 0, width: 10, height: 10), inWindow: true)
    let nan = ObjectState(frame: Rect(x: .nan, y: 0, width: 10, height: 10), inWindow: true)
    var states = [zero, minusZero, nan, nan, zero]
    // Random states, each third one the one before again, so that both ways are taken often.
    for (index, state) in Self.states(count: 300, seed: 12).enumerated() {
      states.append(index % 3 == 2 ? states[states.count - 1] : state)
    }
    var interned = PackedStates()
    var expected = PackedStates()
    var last = -1
    for state in states {
      let index = interned.intern(state, sameAs: last)
      var expectedIndex = last
      if last < 0 || !expected.matches(last, state) {
        expected.append(state)
        expectedIndex = expected.count - 1
      }
      #expect(index == expectedIndex)
      if !(state.frame?.x.isNaN ?? false) { #expect(interned[index] == state) }
      last = index
    }
    #expect(interned.count == expected.count)
    // The -0 state was the 0 state's, and each NaN state a state of its own.
    #expect(interned.intern(minusZero, sameAs: 0) == 0)
  }
}
