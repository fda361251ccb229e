/// An index into one of the engine's flat stores (the world's, or the trace's tables), typed by
/// what it identifies, so that the compiler rejects a controller id where a view id is expected.
///
/// Each conforming type wraps an `Int32`, the store's position; it costs what the integer costs.
protocol EngineID: Hashable, Sendable {
  /// The position in the store.
  var raw: Int32 { get }
  /// The id at position `raw`.
  init(raw: Int32)
}

extension EngineID {
  /// The position as an array index.
  @inline(__always) package var index: Int { Int(raw) }
}

/// A view of the world's ``ViewStore``.
struct ViewID: EngineID {
  package let raw: Int32
  package init(raw: Int32) { self.raw = raw }
}

/// A controller of the world.
struct ControllerID: EngineID {
  package let raw: Int32
  package init(raw: Int32) { self.raw = raw }
}

/// The live state of one scroll view, in the world's scroll store.
struct ScrollID: EngineID {
  package let raw: Int32
  package init(raw: Int32) { self.raw = raw }
}

/// An epoch of the trace: its number.
package struct EpochID: EngineID {
  package let raw: Int32
  package init(raw: Int32) { self.raw = raw }
}

/// A trace object: the id the ``TraceBuilder`` gave it.
package struct ObjectID: EngineID {
  package let raw: Int32
  package init(raw: Int32) { self.raw = raw }
}
