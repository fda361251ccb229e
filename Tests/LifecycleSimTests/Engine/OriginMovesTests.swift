import LifecycleSim
import Testing

@testable import LifecycleSimEngine

/// The geometry pass moves the views that only move with their superview in one loop over their
/// run of ids (``World/moveOrigins(from:)``, issue 29), stopping at the first view that must be
/// visited otherwise; a full recomputation, which takes no such loop, gives the same trace.
@Suite struct OriginMovesTests {
  /// A navigation controller over `Home`, whose content view is pinned to the safe area and
  /// holds `count` cards, rotated to landscape and back.
  ///
  /// Each card holds a chain `depth` levels deep in which every fourth level is a scroll view
  /// (the loop stops there), every fourth another laid out by a layout spec (dirty in the layout
  /// pass), every fourth one preserving its superview's margins; the deepest is `c<index>-end`.
  private static func scenario(count: Int, depth: Int) -> Scenario {
    func card(_ index: Int) -> ViewNode {
      var node = Build.view("c\(index)-end", frame: Rect(x: 2, y: 2, width: 20, height: 10))
      for level in stride(from: depth - 1, to: 0, by: -1) {
        let frame = Rect(x: 2, y: 2, width: 60, height: 30)
        switch level % 4 {
        case 1:
          node = ViewNode(
            .scrollView(ScrollViewProperties(contentSize: Size(width: 60, height: 300))),
            name: "c\(index)-\(level)", placement: .frame(frame), subviews: [node])
        case 2:
          node = ViewNode(
            name: "c\(index)-\(level)", placement: .layout(.margins), subviews: [node])
        case 3:
          node = ViewNode(
            name: "c\(index)-\(level)", placement: .frame(frame), subviews: [node],
            preservesSuperviewLayoutMargins: true)
        default:
          node = ViewNode(name: "c\(index)-\(level)", placement: .frame(frame), subviews: [node])
        }
      }
      return Build.card(index, holding: node)
    }
    return Build.rotatedCards((0..<count).map(card))
  }

  /// The views moved over the run: the run's less that of the same scenario without events.
  private static func rotationMoves(count: Int, depth: Int) throws -> Int {
    try GeometryVisitTests.eventsWork(scenario(count: count, depth: depth)).originMoves
  }

  /// The same trace as a full recomputation, record by record; the deepest view, clear of every
  /// unsafe band of a content view pinned to the safe area (OU-010), reads zero insets and the
  /// default margins (GT-194, GT-221).
  @Test func runsStoppedAtScrollViewsAndLaidOutViewsMatchAFullPass() throws {
    let scenario = Self.scenario(count: 12, depth: 9)
    let trace = try Simulator(scenario).run()
    let deepest = try #require(trace.finals.first { $0.object == "c5-end" })
    #expect(deepest.state.safeAreaInsets == .zero)
    #expect(deepest.state.layoutMargins == .all(8))
    #expect(try IncrementalGeometryTests.differenceFromAFullPass(scenario) == nil)
  }

  /// A card 120 levels deep moves, one view after the other without recursion, as a full pass
  /// computes it.
  @Test func aDeepChainMovesAsAFullPassComputes() throws {
    let scenario = Self.scenario(count: 1, depth: 120)
    #expect(try IncrementalGeometryTests.differenceFromAFullPass(scenario) == nil)
    #expect(try Self.rotationMoves(count: 1, depth: 120) > 0)
  }

  /// 10, 100 and 1,000 cards: the views moved grow with the cards, 10 and 100 times.
  @Test func movesGrowWithTheCards() throws {
    let base = try Self.rotationMoves(count: 10, depth: 9)
    #expect(base > 0)
    for factor in [10, 100] {
      #expect(try Self.rotationMoves(count: 10 * factor, depth: 9) == factor * base)
    }
  }
}
