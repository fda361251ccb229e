/// `UITabBarController.MinimizeBehavior` (iOS 26+), the scenario's `tabBar.minimizeBehavior`
/// (docs/behaviour.md#tab-bar-minimization).
public enum TabBarMinimizeBehavior: String, Sendable, Hashable, CaseIterable {
  /// The system's choice, UIKit's default: on iOS and iPadOS the bar does not minimize.
  case automatic
  /// The bar never minimizes.
  case never
  /// The bar minimizes as the content scrolls down and expands when it scrolls back up.
  case onScrollDown
  /// The bar minimizes as the content scrolls up and expands when it scrolls back down, for
  /// content aligned to the bottom.
  case onScrollUp
}
