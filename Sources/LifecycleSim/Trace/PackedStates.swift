/// The distinct states of a trace, packed: each state's numbers end to end in one array of
/// `Double`, and per state which properties it has and its flags' values.
///
/// An ``ObjectState`` holds a slot for every property, 336 bytes, where a view's state has 12
/// numbers: packed, it takes 8 bytes a number and 12 a state (about 108 bytes for a view), and
/// a trace holds about one state per record. A state is built again on access.
struct PackedStates: RandomAccessCollection, Sendable {
  /// Per state: the bits of its properties (low half) and of its flags that are `true` (high
  /// half), by ``TracedProperty/Slot/bit``.
  private var bits: [UInt32] = []
  /// Where each state's numbers start in ``numbers``.
  private var starts: [Int] = []
  /// Every state's numbers, property by property in ``TracedProperty/all`` order.
  private var numbers: [Double] = []

  /// The first index, 0.
  var startIndex: Int { 0 }
  /// The number of states.
  var endIndex: Int { bits.count }

  /// The state at `index`.
  subscript(index: Int) -> ObjectState {
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
  func properties(at index: Int) -> UInt16 { UInt16(truncatingIfNeeded: bits[index]) }

  /// Appends a state.
  mutating func append(_ state: ObjectState) {
    var stateBits: UInt32 = 0
    starts.append(numbers.count)
    withUnsafeBytes(of: state) { raw in
      for slot in TracedProperty.slots {
        guard let value = slot.value(in: state, bytes: raw) else { continue }
        stateBits |= UInt32(slot.bit)
        switch value {
        case .insets(let insets):
          numbers.append(insets.top)
          numbers.append(insets.left)
          numbers.append(insets.bottom)
          numbers.append(insets.right)
        case .rect(let rect):
          numbers.append(rect.x)
          numbers.append(rect.y)
          numbers.append(rect.width)
          numbers.append(rect.height)
        case .point(let point):
          numbers.append(point.x)
          numbers.append(point.y)
        case .number(let number): numbers.append(number)
        case .flag(let flag): if flag { stateBits |= UInt32(slot.bit) << 16 }
        }
      }
    }
    bits.append(stateBits)
  }

  /// Whether the state at `index` equals `state` (as `==` compares them), without building it.
  func matches(_ index: Int, _ state: ObjectState) -> Bool {
    let stateBits = bits[index]
    var at = starts[index]
    return withUnsafeBytes(of: state) { raw in
      for slot in TracedProperty.slots {
        let value = slot.value(in: state, bytes: raw)
        guard (value != nil) == (stateBits & UInt32(slot.bit) != 0) else { return false }
        switch value {
        case nil: continue
        case .insets(let insets)?:
          guard
            insets.top == numbers[at] && insets.left == numbers[at + 1]
              && insets.bottom == numbers[at + 2] && insets.right == numbers[at + 3]
          else { return false }
        case .rect(let rect)?:
          guard
            rect.x == numbers[at] && rect.y == numbers[at + 1] && rect.width == numbers[at + 2]
              && rect.height == numbers[at + 3]
          else { return false }
        case .point(let point)?:
          guard point.x == numbers[at] && point.y == numbers[at + 1] else { return false }
        case .number(let number)?:
          guard number == numbers[at] else { return false }
        case .flag(let flag)?:
          guard flag == (stateBits & (UInt32(slot.bit) << 16) != 0) else { return false }
        }
        at += slot.shape.count
      }
      return true
    }
  }
}
