/// A `NavigationStack`'s bar minimization as a layout left it (iOS 27,
/// `toolbarMinimizationBehavior(_:for: .navigationBar)`;
/// docs/behaviour.md#swiftui-bar-minimization).
package struct SwiftUIBarMinimization: Sendable, Hashable {
  /// Whether the bar is minimized.
  package var minimized: Bool
  /// The driving scroll view's `contentOffset.y` it was decided at: a layout at the same offset
  /// keeps the decision.
  package var offsetY: Double
  /// What ``BarMinimizationRule`` was given, for `explain`.
  package var driver: String
  package var resolved: BarMinimizationRule.Resolved
  /// How far the driving scroll view moved since the last decision.
  package var delta: Double
  package var atTheTop: Bool
  /// The bar's bottom in the hosting view as the safe area below it sees it, by which `explain`
  /// knows the views whose safe area the bar gave.
  package var barBottom = 0.0
}
