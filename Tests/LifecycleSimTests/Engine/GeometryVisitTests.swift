import LifecycleSim
import Testing

@testable import LifecycleSimEngine

/// What a geometry pass recomputes in a rotation (issue 29; docs/behaviour.md#c45).
///
/// Counted in the passes' steps (``PassWork``): a container whose bars change carries the change to the
/// controllers below it without recomputing the plain views between, and a view that only moved
/// in the window moves its subviews without recomputing their insets. The traces are those of a
/// full recomputation at every pass, record by record.
@Suite struct GeometryVisitTests {
  /// A navigation controller over `Home` with `count` cards, rotated to landscape and back.
  ///
  /// Its content view is pinned to the safe area and holds the cards, each with a label below
  /// it `depth` levels deep. The cards sit clear of every unsafe band, also of those the content view reads
  /// in each rotation's first pass, before the layout gives it its new frame.
  private static func scenario(count: Int, depth: Int = 2) -> Scenario {
    func card(_ index: Int) -> ViewNode {
      var node = Build.view("c\(index)-\(depth)", frame: Rect(x: 4, y: 4, width: 40, height: 20))
      for level in stride(from: depth - 1, to: 0, by: -1) {
        node = ViewNode(
          name: "c\(index)-\(level)", placement: .frame(Rect(x: 4, y: 4, width: 60, height: 30)),
          subviews: [node])
      }
      return Build.card(index, holding: node)
    }
    return Build.rotatedCards((0..<count).map(card))
  }

  /// The passes' work over the two rotations alone: the run's less that of the same scenario
  /// without events.
  private static func rotationWork(count: Int, depth: Int = 2) throws -> PassWork {
    try eventsWork(scenario(count: count, depth: depth))
  }

  /// The passes' work over the events of `scenario` alone: its run's less that of the same
  /// scenario without events.
  static func eventsWork(_ scenario: Scenario) throws -> PassWork {
    var idle = scenario
    idle.events = []
    let simulator = try Simulator(scenario)
    _ = try simulator.run()
    let idleSimulator = try Simulator(idle)
    _ = try idleSimulator.run()
    return PassWork(
      geometryVisits: simulator.passWork.geometryVisits - idleSimulator.passWork.geometryVisits,
      geometryRecomputations: simulator.passWork.geometryRecomputations
        - idleSimulator.passWork.geometryRecomputations,
      originMoves: simulator.passWork.originMoves - idleSimulator.passWork.originMoves)
  }

  /// The cards keep their insets through both rotations: a card at x = 60 in a content view
  /// pinned to the safe area overlaps none of it (OU-010), and its label keeps the default
  /// margins (GT-221); only their place in the window moves, so a rotation recomputes the
  /// containers' and the content's views and the cards, and moves the labels.
  @Test func aRotationMovesWhatOnlyMoved() throws {
    let scenario = Self.scenario(count: 20)
    let trace = try Simulator(scenario).run()
    let label = try #require(trace.finals.first { $0.object == "c7-2" })
    #expect(label.state.safeAreaInsets == .zero)
    #expect(label.state.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(try IncrementalGeometryTests.differenceFromAFullPass(scenario) == nil)
    let work = try Self.rotationWork(count: 20)
    // Each rotation moves each card's two levels below it at least once.
    #expect(work.originMoves >= 2 * 2 * 20)
  }

  /// 10, 100 and 1,000 cards: the views a rotation recomputes grow with the cards, whose
  /// superview's bounds changed, not with the views below them, which only move. The bars'
  /// change in each rotation's first pass does not walk the cards, which hold no controller:
  /// the views walked, less those moved, do not grow with the depth either.
  @Test func recomputationsFollowTheCardsNotTheirDepth() throws {
    let base = try Self.rotationWork(count: 10, depth: 2)
    for depth in [6, 20] {
      let deeper = try Self.rotationWork(count: 10, depth: depth)
      #expect(deeper.geometryRecomputations == base.geometryRecomputations)
      #expect(deeper.originMoves > base.originMoves)
      #expect(
        deeper.geometryVisits - deeper.originMoves == base.geometryVisits - base.originMoves)
    }
    let shallow = try Self.rotationWork(count: 10)
    for factor in [10, 100] {
      let more = try Self.rotationWork(count: 10 * factor)
      #expect(more.originMoves == factor * shallow.originMoves)
      // Each added card is recomputed twice a rotation: its superview's safe area changes in
      // the first pass, its bounds in the layout pass.
      #expect(
        more.geometryRecomputations - shallow.geometryRecomputations == (factor - 1) * 10 * 4)
    }
  }

  /// A card 100 levels deep rotates as a full recomputation does, its views moved, not
  /// recomputed, one after the other without recursion.
  @Test func aDeepCardMovesAsAFullPassComputes() throws {
    let scenario = Self.scenario(count: 1, depth: 100)
    #expect(try IncrementalGeometryTests.differenceFromAFullPass(scenario) == nil)
    let work = try Self.rotationWork(count: 1, depth: 100)
    #expect(work.originMoves >= 2 * 100)
  }
}
