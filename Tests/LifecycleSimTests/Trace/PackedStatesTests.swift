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
}
