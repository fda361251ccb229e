@testable import LifecycleSimEngine
import Testing

/// The controllers a layout pass brackets: a set kept ascending, whatever order and repeats
/// it is built from, so that building and asking it follow the controllers an event named.
@Suite struct LayoutBracketsTests {
  private static func ids(_ raws: [Int32]) -> [ControllerID] { raws.map(ControllerID.init(raw:)) }

  @Test func keepsEachControllerOnceInAscendingOrder() {
    let brackets = LayoutBrackets(Self.ids([7, 2, 9, 2, 0, 7, 5]))
    #expect(brackets.controllers == Self.ids([0, 2, 5, 7, 9]))
    for raw: Int32 in [0, 2, 5, 7, 9] { #expect(brackets.contains(ControllerID(raw: raw))) }
    for raw: Int32 in [1, 3, 4, 6, 8, 10, 1_000_000] {
      #expect(!brackets.contains(ControllerID(raw: raw)))
    }
  }

  @Test func insertingGivesWhatBuildingGives() {
    var inserted = LayoutBrackets()
    #expect(inserted.controllers.isEmpty && !inserted.contains(ControllerID(raw: 0)))
    for raw: Int32 in [4, 1, 4, 8, 3, 8, 0] { inserted.insert(ControllerID(raw: raw)) }
    #expect(inserted.controllers == LayoutBrackets(Self.ids([0, 1, 3, 4, 8])).controllers)
  }

  /// Descending, ascending and shuffled inserts of 1,000 controllers give the same set.
  @Test func orderOfInsertsDoesNotMatter() {
    let ascending = (0..<1_000).map { ControllerID(raw: Int32($0) * 3) }
    var shuffled = ascending
    var state: UInt64 = 29
    for index in shuffled.indices.reversed() {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      shuffled.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
    }
    for order in [ascending, Array(ascending.reversed()), shuffled] {
      let brackets = LayoutBrackets(order + order.prefix(10))
      #expect(brackets.controllers == ascending)
      #expect(
        !brackets.contains(ControllerID(raw: 1)) && brackets.contains(ControllerID(raw: 2_997)))
    }
  }
}
