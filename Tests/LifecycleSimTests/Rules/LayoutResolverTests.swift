import Testing

@testable import LifecycleSim

/// Resolving docs/scenario-format.md#layout specs (docs/behaviour.md#layout-specs).
@Suite struct LayoutResolverTests {
  /// A 320×480 superview with safe area (44,10,34,12) (OU-010, OU-011) and default margins 8
  /// inset from it (GT-200: (52,18,42,20)).
  static let anchors = LayoutAnchors(
    edges: Rect(x: 0, y: 0, width: 320, height: 480),
    safeArea: Rect(x: 0, y: 0, width: 320, height: 480)
      .inset(by: EdgeInsets(top: 44, left: 10, bottom: 34, right: 12)),
    margins: Rect(x: 0, y: 0, width: 320, height: 480)
      .inset(by: EdgeInsets(top: 52, left: 18, bottom: 42, right: 20)))

  static func frame(_ layout: Layout, _ direction: LayoutDirection = .leftToRight) -> Rect {
    LayoutResolver.frame(for: layout, in: anchors, direction: direction)
  }

  /// OU-010, OU-011: the safe-area guide of the 320×480 view is (10,44,298,402), and the
  /// `safeArea` spec gives that frame.
  @Test func ou011SafeAreaSpecIsTheGuide() {
    #expect(Self.anchors.safeArea == Rect(x: 10, y: 44, width: 298, height: 402))
    #expect(Self.frame(.safeArea) == Rect(x: 10, y: 44, width: 298, height: 402))
  }

  /// OU-011: a subview with its four edges pinned to the safe-area guide gets (10,44,298,402).
  @Test func ou011FourEdgesPinnedToTheSafeArea() {
    let pins = LayoutPins(
      top: LayoutPin(.safeArea), left: LayoutPin(.safeArea), bottom: LayoutPin(.safeArea),
      right: LayoutPin(.safeArea))
    #expect(Self.frame(.pins(pins)) == Rect(x: 10, y: 44, width: 298, height: 402))
  }

  /// docs/scenario-format.md#layout (`"fill"` is the superview's bounds),
  /// docs/behaviour.md#layout-specs.
  @Test func fillIsTheBounds() {
    #expect(Self.frame(.fill) == Rect(x: 0, y: 0, width: 320, height: 480))
  }

  /// GT-200: the `margins` spec is the bounds inset by margins 8 + safe area, (18,52,282,386).
  @Test func marginsSpecIsTheMarginsGuide() {
    #expect(Self.frame(.margins) == Rect(x: 18, y: 52, width: 282, height: 386))
  }

  /// OU-044: with no safe area, the margins guide of a 320×480 view is (8,8,304,464).
  @Test func ou044MarginsGuideWithoutSafeArea() {
    let bounds = Rect(x: 0, y: 0, width: 320, height: 480)
    let anchors = LayoutAnchors(
      edges: bounds, safeArea: bounds, margins: bounds.inset(by: MarginRule.defaultMargins))
    let frame = LayoutResolver.frame(for: .margins, in: anchors, direction: .leftToRight)
    #expect(frame == Rect(x: 8, y: 8, width: 304, height: 464))
  }

  /// docs/scenario-format.md#view-nodes (`{ "to": …, "constant": 8 }`, Layout.swift: a positive
  /// constant insets the edge inward on every edge), docs/behaviour.md#layout-specs: pins mix
  /// anchors per edge.
  @Test func pinConstantsInsetEachEdgeInward() {
    let pins = LayoutPins(
      top: LayoutPin(.safeArea, constant: 8), left: LayoutPin(.edge, constant: 8),
      bottom: LayoutPin(.safeArea, constant: 8), right: LayoutPin(.margins, constant: 8))
    // top 44 + 8, left 0 + 8, bottom 446 − 8, right 300 − 8.
    #expect(Self.frame(.pins(pins)) == Rect(x: 8, y: 52, width: 284, height: 386))
  }

  /// docs/scenario-format.md#view-nodes example `{ "top": "safeArea", "left": "edge", "right":
  /// "edge", "height": 300 }`.
  @Test func topPlusHeight() {
    let pins = LayoutPins(
      top: LayoutPin(.safeArea), left: LayoutPin(.edge), right: LayoutPin(.edge), height: 300)
    #expect(Self.frame(.pins(pins)) == Rect(x: 0, y: 44, width: 320, height: 300))
  }

  /// Layout.swift example (a 300-pt bar pinned to the bottom of the safe area, full width),
  /// docs/behaviour.md#layout-specs: the origin is the bottom anchor minus the height, and a
  /// constant lifts it.
  @Test(arguments: [(0.0, 146.0), (8, 138)])
  func bottomPlusHeight(constant: Double, y: Double) {
    let pins = LayoutPins(
      left: LayoutPin(.edge), bottom: LayoutPin(.safeArea, constant: constant),
      right: LayoutPin(.edge), height: 300)
    #expect(Self.frame(.pins(pins)) == Rect(x: 0, y: y, width: 320, height: 300))
  }

  /// docs/behaviour.md#layout-specs: left + right fix the width; a width with one side fixes the
  /// origin.
  @Test func leftRightAndWidth() {
    let both = LayoutPins(
      top: LayoutPin(.edge), left: LayoutPin(.safeArea, constant: 5),
      right: LayoutPin(.safeArea, constant: 3), height: 20)
    #expect(Self.frame(.pins(both)) == Rect(x: 15, y: 0, width: 290, height: 20))
    let rightAndWidth = LayoutPins(
      top: LayoutPin(.edge), right: LayoutPin(.edge, constant: 10), width: 100, height: 20)
    #expect(Self.frame(.pins(rightAndWidth)) == Rect(x: 210, y: 0, width: 100, height: 20))
  }

  /// OU-050 (RTL mirrors left 16 / right 8 to left 8 / right 16), Apple:
  /// directionalLayoutMargins (docs/behaviour.md#margins: leading → left in LTR, right in RTL).
  @Test(
    arguments: [
      (LayoutDirection.leftToRight, Rect(x: 16, y: 0, width: 296, height: 44)),
      (.rightToLeft, Rect(x: 8, y: 0, width: 296, height: 44)),
    ] as [(LayoutDirection, Rect)])
  func leadingAndTrailingFollowTheDirection(direction: LayoutDirection, expected: Rect) {
    let pins = LayoutPins(
      top: LayoutPin(.edge), leading: LayoutPin(.edge, constant: 16),
      trailing: LayoutPin(.edge, constant: 8), height: 44)
    #expect(Self.frame(.pins(pins), direction) == expected)
  }

  /// Apple: directionalLayoutMargins (docs/behaviour.md#margins: safe-area insets stay physical): a
  /// 100-pt view on the leading safe-area edge sits at the left inset (10) in LTR and against the
  /// right inset (320 − 12 − 100 = 208) in RTL.
  @Test(
    arguments: [
      (LayoutDirection.leftToRight, 10.0), (.rightToLeft, 208),
    ] as [(LayoutDirection, Double)])
  func leadingSafeAreaPinUsesThePhysicalInsets(direction: LayoutDirection, x: Double) {
    let pins = LayoutPins(
      top: LayoutPin(.safeArea), leading: LayoutPin(.safeArea), width: 100, height: 50)
    #expect(Self.frame(.pins(pins), direction) == Rect(x: x, y: 44, width: 100, height: 50))
  }

  /// iOS 10 has no safe area: a `safeArea` pin resolves to the layout guides under a
  /// controller's root view (storyboards back-deploy the guide; seed003, docs/behaviour.md#layout-specs)
  /// and to the bounds anywhere else. iPhone 7, navigation bar and tab bar: guides 64 and 49.
  @Test func profileTenSafeAreaPinFollowsTheLayoutGuides() throws {
    let inner = ViewNode(name: "inner", placement: .layout(.safeArea))
    let content = ViewNode(name: "content", placement: .layout(.safeArea), subviews: [inner])
    let screen = ControllerNode(name: "A", view: ViewNode(subviews: [content]))
    let trace = try Build.run(
      Build.scenario(
        "iPhone 7", ios: "10.3", root: Build.tabs("Tabs", [Build.navigation("Nav", [screen])])))
    #expect(trace.final("A").topLayoutGuide == 64)
    #expect(trace.final("A").bottomLayoutGuide == 49)
    #expect(trace.final("content").frame == Rect(x: 0, y: 64, width: 375, height: 554))
    #expect(trace.final("inner").frame == Rect(x: 0, y: 0, width: 375, height: 554))
  }
}
