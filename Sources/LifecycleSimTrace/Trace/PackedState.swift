/// One state as ``PackedStates`` keeps it (``ObjectState/pack(into:)``), in room its maker
/// lends: the bits of its properties (low half) and of its flags that are `true` (high half),
/// and its numbers, property by property in ``TracedProperty/all`` order.
///
/// Closing an epoch compares and keeps settled states in this form, so that a state the world
/// packs straight from its columns is never built as an ``ObjectState`` (336 bytes).
package struct PackedState {
  /// The bits of the properties the state has (low half) and of its flags that are `true`
  /// (high half), by ``TracedProperty/Slot/bit``.
  package let bits: UInt32
  /// The state's numbers, valid while the room its maker lent is.
  package let numbers: UnsafeBufferPointer<Double>

  /// A state packed as `bits` and `numbers`.
  package init(bits: UInt32, numbers: UnsafeBufferPointer<Double>) {
    self.bits = bits
    self.numbers = numbers
  }

  /// Whether the object is in the window (``ObjectState/inWindow``); `nil` when the state does
  /// not say.
  package var inWindow: Bool? {
    // The flag's position in ``ObjectState/pack(into:)``, that of ``TraceProperty/inWindow``.
    let bit: UInt32 = 1 << 2
    guard bits & bit != 0 else { return nil }
    return bits & (bit << 16) != 0
  }
}
