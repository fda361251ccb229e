package import LifecycleSimCore

/// Timing and pass-count values (docs/behaviour.md#ios-versions "Profile parameters").
///
/// Most are modelling choices (confidence L) kept as data so they can change without code
/// surgery; pass counts are not a UIKit contract (GT-230). No version changes them yet.
package struct TimingMetrics: Sendable, Hashable {
  /// Push and pop animation (OU-073, the port's value; L).
  package var navigationTransitionDuration = SimDuration.milliseconds(350)
  /// Modal present and dismiss (OU-092, a spring fit D ≈ 0.506; L).
  package var modalTransitionDuration = SimDuration.milliseconds(500)
  /// Rotation (L).
  package var rotationDuration = SimDuration.milliseconds(300)
  /// Navigation bar and toolbar hide/show (L).
  package var barTransitionDuration = SimDuration.milliseconds(200)
  /// Status-bar hide/show (L).
  package var statusBarTransitionDuration = SimDuration.milliseconds(200)
  /// Keyboard show/hide when a scenario gives no duration (L).
  package var keyboardDuration = SimDuration.milliseconds(250)
  /// `setContentOffset(_:animated: true)`: no public source times it; 0.3 s is the figure
  /// developers quote (docs/behaviour.md#c46).
  package var scrollAnimationDuration = SimDuration.milliseconds(300)
  /// Layout brackets per appearing controller before `viewDidAppear` on first display
  /// (GT-215, GT-229, GT-232; docs/behaviour.md#c15).
  package var firstDisplayLayoutPasses = 2

  /// The values every version shares.
  package init() {}
}
