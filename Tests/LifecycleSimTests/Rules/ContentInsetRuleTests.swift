import Testing

@testable import LifecycleSim

/// `adjustedContentInset` and the rest-at-top offset of docs/behaviour.md#scroll-views,
/// docs/behaviour.md#automatic and docs/behaviour.md#content-offset.
@Suite struct ContentInsetRuleTests {
  /// iPhone X landscape, tab → nav → scroll view: safe area {32,44,53,44} (seed003).
  static let landscapeSafeArea = EdgeInsets(top: 32, left: 44, bottom: 53, right: 44)
  /// The scroll view's bounds on that screen.
  static let landscapeBounds = Size(width: 812, height: 375)

  /// Content sizes for the four scrollable-axes cases in `landscapeBounds`.
  enum Content: String, CaseIterable, Sendable {
    case none, vertical, horizontal, both

    var size: Size {
      switch self {
      case .none: Size(width: 812, height: 300)
      case .vertical: Size(width: 812, height: 2000)
      case .horizontal: Size(width: 2000, height: 375)
      case .both: Size(width: 2000, height: 2000)
      }
    }
  }

  static func landscapeInputs(
    _ behavior: ContentInsetAdjustmentBehavior, _ content: Content, legacy: Bool = false
  ) -> ContentInsetInputs {
    ContentInsetInputs(
      behavior: behavior, safeAreaInsets: landscapeSafeArea, contentSize: content.size,
      boundsSize: landscapeBounds, isLegacyContentScrollView: legacy)
  }

  // MARK: Behaviours (docs/behaviour.md#scroll-views)

  /// GT-170, GT-301: `never` adds nothing, scrollable or not.
  @Test(arguments: Content.allCases)
  func neverAddsNothing(content: Content) {
    let adjusted = ContentInsetRule.adjustedContentInset(Self.landscapeInputs(.never, content))
    #expect(adjusted == .zero)
  }

  /// GT-170: `always` adds all four edges, scrollable or not.
  @Test(arguments: Content.allCases)
  func alwaysAddsAllEdges(content: Content) {
    let adjusted = ContentInsetRule.adjustedContentInset(Self.landscapeInputs(.always, content))
    #expect(adjusted == Self.landscapeSafeArea)
  }

  /// GT-169: `scrollableAxes` adds top/bottom iff vertically scrollable and left/right iff
  /// horizontally scrollable.
  @Test(
    arguments: [
      (Content.none, EdgeInsets.zero),
      (.vertical, EdgeInsets(top: 32, left: 0, bottom: 53, right: 0)),
      (.horizontal, EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)),
      (.both, EdgeInsets(top: 32, left: 44, bottom: 53, right: 44)),
    ] as [(Content, EdgeInsets)])
  func scrollableAxesAddsTheScrollableEdges(content: Content, expected: EdgeInsets) {
    let adjusted = ContentInsetRule.adjustedContentInset(
      Self.landscapeInputs(.scrollableAxes, content))
    #expect(adjusted == expected)
  }

  /// GT-172: outside a nav or tab controller, `automatic` behaves like `scrollableAxes`.
  @Test(arguments: Content.allCases)
  func automaticOutsideAContainerIsScrollableAxes(content: Content) {
    let automatic = ContentInsetRule.adjustedContentInset(Self.landscapeInputs(.automatic, content))
    let scrollable = ContentInsetRule.adjustedContentInset(
      Self.landscapeInputs(.scrollableAxes, content))
    #expect(automatic == scrollable)
  }

  /// seed002/seed003 quoting Apple's header: the legacy case adjusts top and bottom whether or
  /// not the view scrolls; left/right still follow horizontal scrollability.
  ///
  /// seed000 (docs/behaviour.md#c26): horizontally scrollable, not vertically, in the legacy case
  /// gives the same as `always`.
  @Test(
    arguments: [
      (Content.none, EdgeInsets(top: 32, left: 0, bottom: 53, right: 0)),
      (.vertical, EdgeInsets(top: 32, left: 0, bottom: 53, right: 0)),
      (.horizontal, EdgeInsets(top: 32, left: 44, bottom: 53, right: 44)),
      (.both, EdgeInsets(top: 32, left: 44, bottom: 53, right: 44)),
    ] as [(Content, EdgeInsets)])
  func automaticLegacyCaseAdjustsTopAndBottomRegardless(content: Content, expected: EdgeInsets) {
    let adjusted = ContentInsetRule.adjustedContentInset(
      Self.landscapeInputs(.automatic, content, legacy: true))
    #expect(adjusted == expected)
  }

  // MARK: Scrollability (docs/behaviour.md#scroll-views)

  /// seed002 (M): with scrolling disabled, tall content does not count as scrollable.
  @Test func scrollingDisabledIsNotScrollable() {
    var inputs = Self.landscapeInputs(.scrollableAxes, .both)
    inputs.isScrollEnabled = false
    #expect(!ContentInsetRule.scrollsVertically(inputs))
    #expect(!ContentInsetRule.scrollsHorizontally(inputs))
    #expect(ContentInsetRule.adjustedContentInset(inputs) == .zero)
  }

  /// seed002 (M): a bounce flag does not make a disabled scroll view scrollable.
  @Test func bounceDoesNotOverrideDisabledScrolling() {
    var inputs = Self.landscapeInputs(.scrollableAxes, .none)
    inputs.isScrollEnabled = false
    inputs.alwaysBounceVertical = true
    inputs.alwaysBounceHorizontal = true
    #expect(ContentInsetRule.adjustedContentInset(inputs) == .zero)
  }

  /// Apple's header via seed002/seed003: the legacy case adjusts "regardless of whether it is
  /// scrollable", so a disabled scroll view keeps top and bottom.
  @Test func legacyCaseAdjustsEvenWithScrollingDisabled() {
    var inputs = Self.landscapeInputs(.automatic, .both, legacy: true)
    inputs.isScrollEnabled = false
    #expect(
      ContentInsetRule.adjustedContentInset(inputs)
        == EdgeInsets(top: 32, left: 0, bottom: 53, right: 0))
  }

  /// GT-169: `alwaysBounceVertical` makes short content vertically scrollable.
  @Test func alwaysBounceVerticalAddsTopAndBottom() {
    var inputs = Self.landscapeInputs(.scrollableAxes, .none)
    inputs.alwaysBounceVertical = true
    #expect(
      ContentInsetRule.adjustedContentInset(inputs)
        == EdgeInsets(top: 32, left: 0, bottom: 53, right: 0))
  }

  /// GT-169: `alwaysBounceHorizontal` makes narrow content horizontally scrollable.
  @Test func alwaysBounceHorizontalAddsLeftAndRight() {
    var inputs = Self.landscapeInputs(.scrollableAxes, .none)
    inputs.alwaysBounceHorizontal = true
    #expect(
      ContentInsetRule.adjustedContentInset(inputs)
        == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
  }

  /// GT-169 ("contentSize.height > bounds height") and seed001 (insets do not count): content
  /// exactly as tall as the bounds does not scroll, even with a content inset.
  @Test func contentAsTallAsTheBoundsDoesNotScroll() {
    let inputs = ContentInsetInputs(
      behavior: .scrollableAxes, contentInset: EdgeInsets(top: 64, bottom: 49),
      safeAreaInsets: EdgeInsets(top: 20), contentSize: Size(width: 375, height: 667),
      boundsSize: Size(width: 375, height: 667))
    #expect(!ContentInsetRule.scrollsVertically(inputs))
    #expect(ContentInsetRule.adjustedContentInset(inputs) == EdgeInsets(top: 64, bottom: 49))
  }

  // MARK: seed001's 8-row table (docs/behaviour.md#automatic, docs/behaviour.md#c1)

  /// One row: the owner's `automaticallyAdjustsScrollViewInsets`, whether the scroll view is its
  /// first (content) scroll view, and whether it scrolls.
  ///
  /// The scroll view sits in a navigation controller, so the legacy case is `aasvi && first`.
  static let seed001Rows: [(row: Int, aasvi: Bool, first: Bool, scrollable: Bool)] = [
    (1, true, true, true), (2, true, true, false), (3, true, false, true),
    (4, true, false, false), (5, false, true, true), (6, false, false, false),
    (7, false, true, false), (8, false, false, true),
  ]

  static func seed001Inputs(aasvi: Bool, first: Bool, scrollable: Bool, variant: Bool)
    -> ContentInsetInputs
  {
    ContentInsetInputs(
      behavior: .automatic, safeAreaInsets: EdgeInsets(top: 64),
      contentSize: Size(width: 375, height: scrollable ? 2000 : 300),
      boundsSize: Size(width: 375, height: 667), isLegacyContentScrollView: aasvi && first,
      suppressedBySeed001Variant: variant && !aasvi && first)
  }

  /// seed001 table, default rule (docs/behaviour.md#c1 follows Apple and seed002/003 on row 5):
  /// adjusted in rows 1, 2, 3, 5 and 8.
  @Test(arguments: zip(seed001Rows, [true, true, true, false, true, false, false, true]))
  func seed001TableUnderTheDefaultRule(
    row: (row: Int, aasvi: Bool, first: Bool, scrollable: Bool), adjusted: Bool
  ) {
    let inputs = Self.seed001Inputs(
      aasvi: row.aasvi, first: row.first, scrollable: row.scrollable, variant: false)
    let top = ContentInsetRule.adjustedContentInset(inputs).top
    #expect(top == (adjusted ? 64 : 0), "row \(row.row)")
  }

  /// seed001 table with `seed001AASVIFalseSuppressesFirstScrollView` (docs/behaviour.md#c1): row 5
  /// is not adjusted; every other row is as seed001 prints it.
  @Test(arguments: zip(seed001Rows, [true, true, true, false, false, false, false, true]))
  func seed001TableWithTheVariant(
    row: (row: Int, aasvi: Bool, first: Bool, scrollable: Bool), adjusted: Bool
  ) {
    let inputs = Self.seed001Inputs(
      aasvi: row.aasvi, first: row.first, scrollable: row.scrollable, variant: true)
    let top = ContentInsetRule.adjustedContentInset(inputs).top
    #expect(top == (adjusted ? 64 : 0), "row \(row.row)")
  }

  // MARK: Worked values

  /// seed000 (R1): iPhone X, tab → nav → table with contentInset 0 → adjusted {88,0,83,0}, and
  /// contentInset stays 0 (the rule returns a new value, it does not change the input).
  @Test func seed000TableInTabAndNav() {
    let inputs = ContentInsetInputs(
      behavior: .automatic, safeAreaInsets: EdgeInsets(top: 88, bottom: 83),
      contentSize: Size(width: 375, height: 2000), boundsSize: Size(width: 375, height: 812),
      isLegacyContentScrollView: true)
    #expect(
      ContentInsetRule.adjustedContentInset(inputs)
        == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
    #expect(inputs.contentInset == .zero)
  }

  /// seed000 (R1): the same table with contentInset 10 on every edge → {98,10,93,10}.
  @Test func seed000TableWithContentInsetTen() {
    let inputs = ContentInsetInputs(
      behavior: .automatic, contentInset: .all(10),
      safeAreaInsets: EdgeInsets(top: 88, bottom: 83),
      contentSize: Size(width: 375, height: 2000), boundsSize: Size(width: 375, height: 812),
      isLegacyContentScrollView: true)
    #expect(
      ContentInsetRule.adjustedContentInset(inputs)
        == EdgeInsets(top: 98, left: 10, bottom: 93, right: 10))
  }

  /// seed002, seed003 (R19): contentInset {64,0,60,0} kept from iOS 10 plus the 20-pt status-bar
  /// safe area → {84,0,60,0}.
  @Test func seed002ManualInsetPlusStatusBar() {
    let inputs = ContentInsetInputs(
      behavior: .automatic, contentInset: EdgeInsets(top: 64, bottom: 60),
      safeAreaInsets: EdgeInsets(top: 20), contentSize: Size(width: 375, height: 2000),
      boundsSize: Size(width: 375, height: 667))
    #expect(
      ContentInsetRule.adjustedContentInset(inputs)
        == EdgeInsets(top: 84, left: 0, bottom: 60, right: 0))
  }

  /// GT-301: `never` under a 64-pt nav region: adjusted == contentInset (166,0,100,0).
  @Test func gt301NeverKeepsTheManualInset() {
    let inputs = ContentInsetInputs(
      behavior: .never, contentInset: EdgeInsets(top: 166, bottom: 100),
      safeAreaInsets: EdgeInsets(top: 64), contentSize: Size(width: 320, height: 2000),
      boundsSize: Size(width: 320, height: 713), isLegacyContentScrollView: true)
    #expect(
      ContentInsetRule.adjustedContentInset(inputs)
        == EdgeInsets(top: 166, left: 0, bottom: 100, right: 0))
  }

  /// GT-173 (R18): a full-screen plain table in a nav controller on a non-notched phone, with
  /// `automatic` (legacy case) or `always` → adjusted {64,0,0,0}, contentInset 0.
  @Test(arguments: [
    (ContentInsetAdjustmentBehavior.automatic, true), (.always, true), (.always, false),
  ])
  func gt173NavTable(behavior: ContentInsetAdjustmentBehavior, legacy: Bool) {
    let inputs = ContentInsetInputs(
      behavior: behavior, safeAreaInsets: EdgeInsets(top: 64),
      boundsSize: Size(width: 375, height: 667), isLegacyContentScrollView: legacy)
    #expect(
      ContentInsetRule.adjustedContentInset(inputs)
        == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
  }

  // MARK: contentOffset (docs/behaviour.md#content-offset)

  /// OU-101: a scroll view resting at the top follows a grown inset: 0 → 12 moves the offset
  /// from 0 to −12.
  @Test func ou101RestingOffsetFollowsTheInset() {
    let offset = ContentInsetRule.contentOffset(
      .zero, old: .zero, new: EdgeInsets(top: 12))
    #expect(offset == Point(x: 0, y: -12))
  }

  /// GT-173: the first adjustment of a nav table moves the offset from 0 to −64.
  @Test func gt173FirstAdjustmentMovesTheOffsetToMinusTop() {
    let offset = ContentInsetRule.contentOffset(
      .zero, old: .zero, new: EdgeInsets(top: 64))
    #expect(offset == Point(x: 0, y: -64))
  }

  /// OU-037 (R12): resting at −64 when the adjusted top becomes 113 → −113.
  @Test func ou037RestingOffsetFollowsAGrowingTop() {
    let offset = ContentInsetRule.contentOffset(
      Point(x: 0, y: -64), old: EdgeInsets(top: 64), new: EdgeInsets(top: 113, bottom: 83))
    #expect(offset == Point(x: 0, y: -113))
  }

  /// docs/behaviour.md#content-offset (the OU architecture notes' "rest-at-top follow"): the left
  /// edge follows the same way.
  @Test func restingOffsetFollowsOnTheLeft() {
    let offset = ContentInsetRule.contentOffset(
      Point(x: -10, y: 0), old: EdgeInsets(left: 10), new: EdgeInsets(top: 32, left: 44))
    #expect(offset == Point(x: -44, y: -32))
  }

  /// docs/behaviour.md#content-offset (OU-101 names the rest case only): an offset that is not at
  /// rest is kept.
  @Test(arguments: [Point(x: 0, y: 100), Point(x: 0, y: -63), Point(x: 5, y: 0)])
  func offsetNotAtRestIsKept(offset: Point) {
    let result = ContentInsetRule.contentOffset(
      offset, old: EdgeInsets(top: 64, left: 10), new: EdgeInsets(top: 88, left: 20))
    #expect(result == offset)
  }
}
