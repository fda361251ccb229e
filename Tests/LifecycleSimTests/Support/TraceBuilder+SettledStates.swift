@testable import LifecycleSimTrace

extension TraceBuilder {
  /// ``settle(_:packed:geometryValidFrom:)`` with a whole `ObjectState`, packed first: how the
  /// builder's tests give an epoch's objects their settled states (the engine hands them on
  /// packed from the world's columns).
  mutating func settle(_ position: Int, state: ObjectState, geometryValidFrom: Int = 0) {
    state.withPacked { settle(position, packed: $0, geometryValidFrom: geometryValidFrom) }
  }
}
