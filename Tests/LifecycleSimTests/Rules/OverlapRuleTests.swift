import Testing

@testable import LifecycleSim

/// The per-edge overlap rule of docs/behaviour.md#safe-area-propagation.
@Suite struct OverlapRuleTests {
  /// The propagation sweep's parent: 320×480 at the origin (OU-001 … OU-008).
  static let sweepParent = Rect(x: 0, y: 0, width: 320, height: 480)
  /// The propagation sweep's parent insets.
  static let sweepInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 12)

  /// An iPhone X-class tab root with additional insets (20,30,0,10): 375×812 (GT-148).
  static let tabRoot = Rect(x: 0, y: 0, width: 375, height: 812)
  /// Its root-view insets, 44 + 20 on top and 34 + 49 at the bottom (GT-148).
  static let tabRootInsets = EdgeInsets(top: 64, left: 30, bottom: 83, right: 10)

  /// OU-001, OU-002, OU-004, OU-005, OU-007, OU-008: the measured propagation sweep, a 320×480
  /// parent with insets (44,10,34,12).
  ///
  /// OU-005 lies entirely inside the bottom band and keeps its side insets, which a
  /// rectangle-intersection model would zero.
  @Test(
    arguments: [
      (
        "OU-001", Rect(x: 0, y: 0, width: 320, height: 480),
        EdgeInsets(top: 44, left: 10, bottom: 34, right: 12)
      ),
      (
        "OU-002", Rect(x: 30, y: 20, width: 100, height: 500),
        EdgeInsets(top: 24, left: 0, bottom: 34, right: 0)
      ),
      (
        "OU-004", Rect(x: 0, y: 100, width: 320, height: 200),
        EdgeInsets(top: 0, left: 10, bottom: 0, right: 12)
      ),
      (
        "OU-005", Rect(x: 0, y: 460, width: 320, height: 100),
        EdgeInsets(top: 0, left: 10, bottom: 34, right: 12)
      ),
      (
        "OU-007", Rect(x: -50, y: -50, width: 500, height: 700),
        EdgeInsets(top: 44, left: 10, bottom: 34, right: 12)
      ),
      (
        "OU-008", Rect(x: 5, y: 10, width: 60, height: 20),
        EdgeInsets(top: 34, left: 5, bottom: 0, right: 0)
      ),
    ] as [(String, Rect, EdgeInsets)])
  func measuredPropagationSweep(id: String, child: Rect, expected: EdgeInsets) {
    let insets = OverlapRule.insets(
      child: child, parentBounds: Self.sweepParent, parentInsets: Self.sweepInsets)
    #expect(insets == expected, "\(id)")
  }

  /// GT-148: a subview fully inside the tab root's safe area gets zero insets.
  @Test func subviewInsideTheSafeAreaGetsZero() {
    let insets = OverlapRule.insets(
      child: Rect(x: 40, y: 100, width: 200, height: 300), parentBounds: Self.tabRoot,
      parentInsets: Self.tabRootInsets)
    #expect(insets == .zero)
  }

  /// GT-148: a subview that runs past the right screen edge gets right 10, capped at the root's
  /// inset, and nothing elsewhere.
  @Test func subviewPastTheRightScreenEdgeIsCappedAtTheParentInset() {
    let insets = OverlapRule.insets(
      child: Rect(x: 200, y: 300, width: 300, height: 100), parentBounds: Self.tabRoot,
      parentInsets: Self.tabRootInsets)
    #expect(insets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 10))
  }

  /// GT-148: a top subview inside the bounds but above the safe area gets (64,10,0,0): the whole
  /// top inset and the part of the left inset it covers.
  @Test func topSubviewAboveTheSafeAreaGetsTheOverlappedPart() {
    let insets = OverlapRule.insets(
      child: Rect(x: 20, y: 0, width: 335, height: 50), parentBounds: Self.tabRoot,
      parentInsets: Self.tabRootInsets)
    #expect(insets == EdgeInsets(top: 64, left: 10, bottom: 0, right: 0))
  }

  /// GT-154, OU-002: moving an edge inward by d reduces that edge's inset by d, down to 0.
  @Test(arguments: [
    (0.0, 44.0), (10, 34), (20, 24), (43, 1), (44, 0), (60, 0),
  ])
  func movingTheTopEdgeInwardReducesTheTopInset(y: Double, expectedTop: Double) {
    let insets = OverlapRule.insets(
      child: Rect(x: 0, y: y, width: 320, height: 100), parentBounds: Self.sweepParent,
      parentInsets: Self.sweepInsets)
    #expect(insets.top == expectedTop)
  }

  /// OU-008 (rule of docs/behaviour.md#safe-area-propagation) applied to
  /// docs/behaviour.md#epochs-and-validity's provisional case: a zero-frame subview at the
  /// origin gets the parent's top and left insets only, before layout gives it a frame.
  @Test func zeroRectAtTheOriginGetsTopAndLeftOnly() {
    let insets = OverlapRule.insets(
      child: .zero, parentBounds: Self.sweepParent, parentInsets: Self.sweepInsets)
    #expect(insets == EdgeInsets(top: 44, left: 10, bottom: 0, right: 0))
  }

  /// docs/behaviour.md#safe-area-propagation (L, no source id): a scroll view's subviews use its
  /// bounds, so the result moves with `contentOffset`.
  ///
  /// Scrolled down by 100, a child at y 100 sits at the visible top.
  @Test func boundsOriginShiftsTheResult() {
    let child = Rect(x: 0, y: 100, width: 320, height: 50)
    let atRest = OverlapRule.insets(
      child: child, parentBounds: Self.sweepParent, parentInsets: Self.sweepInsets)
    let scrolled = OverlapRule.insets(
      child: child, parentBounds: Rect(x: 0, y: 100, width: 320, height: 480),
      parentInsets: Self.sweepInsets)
    #expect(atRest == EdgeInsets(top: 0, left: 10, bottom: 0, right: 12))
    #expect(scrolled == EdgeInsets(top: 44, left: 10, bottom: 0, right: 12))
  }

  /// docs/behaviour.md#safe-area-propagation (L, no source id): a horizontal scroll offset moves
  /// the child from the right band (2 of the 12 pt) into the left band (the whole 10 pt).
  @Test func horizontalBoundsOriginShiftsTheSideInsets() {
    let child = Rect(x: 300, y: 100, width: 10, height: 50)
    let atRest = OverlapRule.insets(
      child: child, parentBounds: Self.sweepParent, parentInsets: Self.sweepInsets)
    let scrolled = OverlapRule.insets(
      child: child, parentBounds: Rect(x: 300, y: 0, width: 320, height: 480),
      parentInsets: Self.sweepInsets)
    #expect(atRest == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    #expect(scrolled == EdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
  }

  /// docs/behaviour.md#additional-safe-area-insets (seed003 negative additional insets; the clamp
  /// at 0 is L): negative parent insets never give a negative child inset, even for a child that
  /// covers the whole parent.
  @Test(arguments: [
    Rect(x: 0, y: 0, width: 320, height: 480),
    Rect(x: -50, y: -50, width: 500, height: 700),
    Rect(x: 100, y: 100, width: 50, height: 50),
    Rect.zero,
  ])
  func negativeParentInsetsNeverGiveNegativeResults(child: Rect) {
    let insets = OverlapRule.insets(
      child: child, parentBounds: Self.sweepParent,
      parentInsets: EdgeInsets(top: -11, left: -5, bottom: -20, right: -1))
    #expect(insets == .zero)
  }

  /// docs/behaviour.md#additional-safe-area-insets (seed003: additional top −11 turns {44,…} into
  /// {33,…}): a child pinned to the edges of a parent whose insets mix signs gets the positive
  /// edges and 0 elsewhere.
  @Test func mixedSignParentInsetsKeepThePositiveEdges() {
    let insets = OverlapRule.insets(
      child: Self.sweepParent, parentBounds: Self.sweepParent,
      parentInsets: EdgeInsets(top: 33, left: -4, bottom: 34, right: -2))
    #expect(insets == EdgeInsets(top: 33, left: 0, bottom: 34, right: 0))
  }
}
