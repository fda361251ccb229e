@testable import LifecycleSim
import Testing

/// Views by name for events, indexed only when an event looks one up.
@Suite struct ViewNameIndexTests {
  private func add(_ name: String, to store: inout ViewStore) -> ViewID {
    store.append(
      name: name, object: ObjectID(raw: Int32(store.name.count)), kind: .view, frame: .zero,
      placement: .unspecified, customMargins: nil, flags: [], controller: nil, scroll: nil)
  }

  /// As a dictionary filled at each load would: the last view loaded with a name wins, views
  /// loaded after a lookup are found at the next, and an unknown name is `nil`.
  @Test func aLookupFindsTheLastViewLoadedWithTheName() {
    var store = ViewStore()
    var index = ViewNameIndex()
    #expect(index.id(of: "a", in: store) == nil)
    let first = add("a", to: &store)
    let b = add("b", to: &store)
    #expect(index.id(of: "a", in: store) == first)
    let second = add("a", to: &store)
    let c = add("c", to: &store)
    #expect(index.id(of: "a", in: store) == second)
    #expect(index.id(of: "b", in: store) == b)
    #expect(index.id(of: "c", in: store) == c)
    #expect(index.id(of: "d", in: store) == nil)
  }
}
