/// What an iOS 26+ tab bar does as it minimizes, and its bottom accessory
/// (docs/behaviour.md#tab-bar-minimization); `nil` in ``TabBarMetrics/minimization`` before 26.
package struct TabBarMinimizationMetrics: Sendable, Hashable {
  /// The accessory's height when the scenario gives none: 48, regular and inline (WEB-705).
  package var accessoryHeight: Double
  /// The space between the accessory and the tab bar below it, counted in the tab children's
  /// safe area with the accessory (unverified, docs/behaviour.md#c50).
  package var accessoryGap: Double
  /// Whether an inline accessory (the bar minimized) still adds to the tab children's bottom
  /// safe area; `false`: a minimized bar leaves the inset of the bar alone (unverified,
  /// docs/behaviour.md#c50).
  package var inlineAccessoryAddsToSafeArea: Bool
}
