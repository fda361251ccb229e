import Testing

@testable import LifecycleSim

/// ``QuirkSet`` has no fixed limit: the inline word, the words past it, and equality that does
/// not depend on how a set was built.
@Suite struct QuirkSetTests {
  /// Each index is set and cleared on its own, in the inline word and past it.
  @Test(arguments: [0, 1, 31, 32, 33, 63, 64, 65, 127, 128, 200, 1_000])
  func eachIndexIsItsOwn(index: Int) {
    var set = QuirkSet()
    set[index] = true
    #expect(set[index])
    for other in [0, 1, 31, 32, 33, 63, 64, 65, 127, 128, 200, 1_000] where other != index {
      #expect(!set[other], "\(other) with \(index) set")
    }
    set[index] = false
    #expect(!set[index])
    #expect(set == QuirkSet())
    #expect(set.hashValue == QuirkSet().hashValue)
  }

  /// A set whose high switches were turned on and off again equals one that never had them,
  /// and sets that differ only past the inline word differ.
  @Test func equalityIgnoresHowASetWasBuilt() {
    var a = QuirkSet()
    a[3] = true
    var b = a
    b[300] = true
    #expect(a != b)
    b[300] = false
    #expect(a == b)
    var c = a
    c[64] = true
    var d = a
    d[65] = true
    #expect(c != d)
    #expect(Set([a, b, c, d]).count == 3)
  }

  /// A negative index is never on and setting it changes nothing.
  @Test func negativeIndexIsNeverOn() {
    var set = QuirkSet()
    set[-1] = true
    #expect(!set[-1])
    #expect(set == QuirkSet())
  }

  /// The ``Quirk`` subscript is the switch's position.
  @Test func quirksAreAtTheirPositions() {
    for quirk in Quirk.allCases {
      var set = QuirkSet()
      set[quirk] = true
      #expect(set[quirk.position])
      #expect(quirk.position == Quirk.allCases.firstIndex(of: quirk))
    }
  }
}
