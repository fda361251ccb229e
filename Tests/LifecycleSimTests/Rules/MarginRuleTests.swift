import Testing

@testable import LifecycleSim

/// Layout-margin rules of docs/behaviour.md#margins.
@Suite struct MarginRuleTests {
  /// The propagation sweep's parent: 320×480 with insets (44,10,34,12) (GT-200, OU-001).
  static let sweepBounds = Rect(x: 0, y: 0, width: 320, height: 480)
  static let sweepInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 12)

  // MARK: Plain views

  /// GT-194, OU-041: a plain view's margins are 8 on every edge.
  @Test func defaultMarginsAreEightAllRound() {
    #expect(MarginRule.defaultMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  /// GT-199: a header view under the status bar with base margins (28,8,8,8) and safe area
  /// (20,0,0,0) reads (48,8,8,8): 28 + 20 on top, 8 elsewhere.
  @Test func gt199SafeAreaAddsToTheBase() {
    let margins = MarginRule.effective(
      base: EdgeInsets(top: 28, left: 8, bottom: 8, right: 8), safeArea: EdgeInsets(top: 20),
      insetsFromSafeArea: true, preserving: nil, frame: Rect(x: 0, y: 0, width: 375, height: 100))
    #expect(margins == EdgeInsets(top: 48, left: 8, bottom: 8, right: 8))
  }

  /// GT-199: the same view out of the hierarchy (safe area zero) reads its base (28,8,8,8).
  @Test func gt199ViewWithoutSafeAreaReadsItsBase() {
    let margins = MarginRule.effective(
      base: EdgeInsets(top: 28, left: 8, bottom: 8, right: 8), safeArea: .zero,
      insetsFromSafeArea: true, preserving: nil, frame: Rect(x: 0, y: 0, width: 375, height: 100))
    #expect(margins == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
  }

  /// GT-200 (R21): a child covering a parent with (44,10,34,12), default margins 8 and
  /// `insetsLayoutMarginsFromSafeArea` on → (52,18,42,20).
  @Test func gt200MarginsInsetFromTheSafeArea() {
    let margins = MarginRule.effective(
      base: MarginRule.defaultMargins, safeArea: Self.sweepInsets, insetsFromSafeArea: true,
      preserving: nil, frame: Self.sweepBounds)
    #expect(margins == EdgeInsets(top: 52, left: 18, bottom: 42, right: 20))
  }

  /// GT-200 (R21): with `insetsLayoutMarginsFromSafeArea` off the margins stay 8.
  @Test func gt200FlagOffKeepsTheBase() {
    let margins = MarginRule.effective(
      base: MarginRule.defaultMargins, safeArea: Self.sweepInsets, insetsFromSafeArea: false,
      preserving: nil, frame: Self.sweepBounds)
    #expect(margins == .all(8))
  }

  /// OU-043: parent 320×480 with margins 20, child at (10,10,100,100) with
  /// `preservesSuperviewLayoutMargins` → (10,10,8,8).
  @Test func ou043PreservesTheSuperviewMarginsLessTheDistance() {
    let margins = MarginRule.effective(
      base: MarginRule.defaultMargins, safeArea: .zero, insetsFromSafeArea: true,
      preserving: (bounds: Self.sweepBounds, margins: .all(20)),
      frame: Rect(x: 10, y: 10, width: 100, height: 100))
    #expect(margins == EdgeInsets(top: 10, left: 10, bottom: 8, right: 8))
  }

  /// Apple: preservesSuperviewLayoutMargins (the rule OU-043 measures): a child flush with
  /// its superview takes the superview's margins where they are larger than its own.
  @Test func preservingAFlushChildTakesTheSuperviewMargins() {
    let margins = MarginRule.effective(
      base: MarginRule.defaultMargins, safeArea: .zero, insetsFromSafeArea: true,
      preserving: (
        bounds: Self.sweepBounds, margins: EdgeInsets(top: 20, left: 4, bottom: 30, right: 16)
      ),
      frame: Self.sweepBounds)
    #expect(margins == EdgeInsets(top: 20, left: 8, bottom: 30, right: 16))
  }

  /// Apple: preservesSuperviewLayoutMargins (OU-043's rule, L for the bounds origin): the
  /// distance is measured in the superview's bounds, so a scrolled superview shifts it.
  @Test func preservingMeasuresInTheSuperviewBounds() {
    let margins = MarginRule.effective(
      base: MarginRule.defaultMargins, safeArea: .zero, insetsFromSafeArea: true,
      preserving: (bounds: Rect(x: 0, y: 100, width: 320, height: 480), margins: .all(20)),
      frame: Rect(x: 10, y: 110, width: 100, height: 100))
    #expect(margins == EdgeInsets(top: 10, left: 10, bottom: 8, right: 8))
  }

  // MARK: Controller root views

  /// OU-046 (375 → 16, 390 → 20, 393 → 20, 820 → 20), GT-196 (16 on a 320 compact phone), OU-049
  /// (20 on a 667-wide SE landscape), docs/behaviour.md#c21 (width rule: 414 → 20); top and bottom
  /// 0 (Apple: directionalLayoutMargins).
  @Test(arguments: [
    (320.0, 16.0), (375, 16), (390, 20), (393, 20), (414, 20), (667, 20), (820, 20),
  ])
  func systemMinimumFollowsTheWindowWidth(width: Double, side: Double) {
    #expect(
      MarginRule.systemMinimum(windowWidth: width)
        == EdgeInsets(top: 0, left: side, bottom: 0, right: side))
  }

  /// GT-197: with `viewRespectsSystemMinimumLayoutMargins`, each edge is at least the system
  /// minimum (minimum 20, custom 10 → 20).
  @Test func rootBaseRespectsTheSystemMinimum() {
    let base = MarginRule.rootBase(
      custom: EdgeInsets(top: 4, left: 10, bottom: 0, right: 30),
      systemMinimum: MarginRule.systemMinimum(windowWidth: 393), respectsSystemMinimum: true,
      customAllowed: true)
    #expect(base == EdgeInsets(top: 4, left: 20, bottom: 0, right: 30))
  }

  /// GT-196: iOS 11 lets an app set larger root margins, such as 64.
  @Test func rootBaseKeepsCustomValuesAboveTheMinimum() {
    let base = MarginRule.rootBase(
      custom: .all(64), systemMinimum: MarginRule.systemMinimum(windowWidth: 375),
      respectsSystemMinimum: true, customAllowed: true)
    #expect(base == .all(64))
  }

  /// GT-197 (Apple: viewRespectsSystemMinimumLayoutMargins): without the flag the custom
  /// values stand alone, below the minimum too.
  @Test func rootBaseWithoutTheFlagUsesTheCustomValues() {
    let base = MarginRule.rootBase(
      custom: EdgeInsets(top: 0, left: 10, bottom: 0, right: 2),
      systemMinimum: MarginRule.systemMinimum(windowWidth: 393), respectsSystemMinimum: false,
      customAllowed: true)
    #expect(base == EdgeInsets(top: 0, left: 10, bottom: 0, right: 2))
  }

  /// docs/behaviour.md#margins (Apple: directionalLayoutMargins): with no custom margins the root
  /// base is the system minimum.
  @Test(arguments: [true, false])
  func rootBaseWithoutCustomMarginsIsTheSystemMinimum(respects: Bool) {
    let minimum = MarginRule.systemMinimum(windowWidth: 375)
    let base = MarginRule.rootBase(
      custom: nil, systemMinimum: minimum, respectsSystemMinimum: respects, customAllowed: true)
    #expect(base == minimum)
  }

  /// GT-196: iOS 10 ignores custom root margins, so profile 10 gives the system minimum and
  /// profile 11 the custom value.
  @Test(arguments: [("10.3", 16.0), ("11.0", 64)])
  func rootBaseOnProfileTenIgnoresCustomMargins(ios: String, left: Double) throws {
    let version = try #require(IOSVersion(parsing: ios))
    let behaviour = BehaviourRegistry.standard.behaviour(for: version)
    let base = MarginRule.rootBase(
      custom: .all(64), systemMinimum: MarginRule.systemMinimum(windowWidth: 375),
      respectsSystemMinimum: false, customAllowed: behaviour.margins.honoursCustomRootMargins)
    #expect(base.left == left)
  }

  /// docs/behaviour.md#margins worked example (OU-046 minimum + GT-200 rule): a plain root
  /// controller's margins are the base plus the window insets, {44,16,34,16} on an iPhone X in
  /// portrait and {20,16,0,16} on an iPhone 8.
  @Test(
    arguments: [
      (
        375.0, EdgeInsets(top: 44, bottom: 34), EdgeInsets(top: 44, left: 16, bottom: 34, right: 16)
      ),
      (375, EdgeInsets(top: 20), EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)),
    ] as [(Double, EdgeInsets, EdgeInsets)])
  func rootMarginsAddTheSafeArea(width: Double, safeArea: EdgeInsets, expected: EdgeInsets) {
    let base = MarginRule.rootBase(
      custom: nil, systemMinimum: MarginRule.systemMinimum(windowWidth: width),
      respectsSystemMinimum: true, customAllowed: true)
    let margins = MarginRule.effective(
      base: base, safeArea: safeArea, insetsFromSafeArea: true, preserving: nil,
      frame: Rect(x: 0, y: 0, width: width, height: 812))
    #expect(margins == expected)
  }
}
