@testable import LifecycleSim
@testable import LifecycleSimEngine
import Testing

/// Views by name for events, indexed only when an event looks one up, and only for the names
/// the events give; every lookup answers as a dictionary of every view would.
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
    var index = ViewNameIndex(lookingUp: ["a", "b", "c", "d"])
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

  /// A name the index was not made for is still found, among views looked at before.
  @Test func aNameTheIndexWasNotMadeForIsFound() {
    var store = ViewStore()
    var index = ViewNameIndex(lookingUp: ["label"])
    let card = add("card", to: &store)
    let label = add("label", to: &store)
    #expect(index.id(of: "label", in: store) == label)
    #expect(index.id(of: "card", in: store) == card)
    let later = add("card", to: &store)
    #expect(index.id(of: "card", in: store) == later)
    #expect(index.id(of: "label", in: store) == label)
  }

  /// Names are compared as Swift compares strings, by canonical equivalence, in either
  /// direction: the Kelvin sign equals `K`, and a composed `é` its decomposed spelling.
  @Test(arguments: [
    ("K", "\u{212A}"), ("\u{212A}", "K"), ("caf\u{E9}", "cafe\u{301}"),
    ("cafe\u{301}", "caf\u{E9}"),
  ])
  func namesCompareByCanonicalEquivalence(viewName: String, lookedUp: String) {
    var store = ViewStore()
    var index = ViewNameIndex(lookingUp: [lookedUp])
    _ = add("other", to: &store)
    let view = add(viewName, to: &store)
    #expect(index.id(of: lookedUp, in: store) == view)
  }

  /// Thousands of names, some repeated and some not ASCII, loaded between lookups of names the
  /// index was and was not made for: every answer is a plain dictionary's.
  @Test func everyLookupMatchesADictionaryOfEveryView() {
    var generator = SplitMix64(seed: 14)
    let alphabet = Array("abcdefghij.K\u{212A}\u{E9}0123456789")
    func randomName() -> String {
      let length = Int.random(in: 1...40, using: &generator)
      return String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
    }
    let names = (0..<3_000).map { _ in randomName() }
    let told = (0..<200).compactMap { _ in names.randomElement(using: &generator) }
    var store = ViewStore()
    var index = ViewNameIndex(lookingUp: told)
    var reference: [String: ViewID] = [:]
    for (position, name) in names.enumerated() {
      reference[name] = add(name, to: &store)
      guard position % 100 == 99 else { continue }
      let asked = [
        told.randomElement(using: &generator), names.randomElement(using: &generator),
        randomName(),
      ]
      for case let name? in asked {
        #expect(index.id(of: name, in: store) == reference[name], "\(name)")
      }
    }
  }
}
