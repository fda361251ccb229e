/// Whether an iOS 26+ tab bar is minimized, and how far its bottom accessory reaches into the tab
/// children's safe area (docs/behaviour.md#tab-bar-minimization).
package enum TabBarMinimizationRule {
  /// Whether `behavior` minimizes the bar at all: `onScrollDown` and `onScrollUp` on an iPhone
  /// only; `automatic` resolves to no minimization on iOS and iPadOS (WEB-704).
  package static func minimizes(_ behavior: TabBarMinimizeBehavior, onPhone: Bool) -> Bool {
    guard onPhone else { return false }
    switch behavior {
    case .onScrollDown, .onScrollUp: return true
    case .automatic, .never: return false
    }
  }

  /// Whether the bar is minimized once its content scroll view has moved from `fromY` to `toY`.
  ///
  /// Content scrolling down (the offset grows) minimizes an `onScrollDown` bar and expands an
  /// `onScrollUp` one; the reverse direction does the opposite (WEB-704); an offset that does
  /// not move leaves the bar as it was. Any distance counts: the events set offsets, so no
  /// threshold is needed (docs/behaviour.md#c50).
  package static func minimized(
    _ behavior: TabBarMinimizeBehavior, was: Bool, fromY: Double, toY: Double
  ) -> Bool {
    switch behavior {
    case .onScrollDown, .onScrollUp:
      return BarMinimizationRule.minimized(
        whenScrollingDown: behavior == .onScrollDown, wasMinimized: was, delta: toY - fromY,
        restoresAtTheTop: false)
    case .automatic, .never: return false
    }
  }

  /// How much the accessory adds to the tab children's bottom safe area, above the bar (or above
  /// the container's bottom safe area when no bar shows at the bottom): its height and the gap
  /// in the regular environment; when inline (the bar minimized), what the profile says
  /// (nothing, unverified: docs/behaviour.md#c50).
  package static func accessoryCover(
    height: Double, _ metrics: TabBarMinimizationMetrics, inline: Bool
  ) -> Double {
    inline && !metrics.inlineAccessoryAddsToSafeArea ? 0 : height + metrics.accessoryGap
  }

  /// The minimization of a tab bar.
  package static let story = RuleStory(
    "the tab bar minimizes as its content scroll view scrolls in the behavior's direction and "
      + "expands on the way back",
    sources: ["WEB-704", "docs/behaviour.md#tab-bar-minimization", "docs/behaviour.md#c50"])

  /// The bottom accessory's part of the tab children's bottom safe area.
  package static let accessoryStory = RuleStory(
    "the bottom accessory adds its height and the gap above the bar, inline nothing",
    sources: [
      "WEB-705", "WEB-706", "docs/behaviour.md#tab-bar-minimization", "docs/behaviour.md#c50",
    ])
}
