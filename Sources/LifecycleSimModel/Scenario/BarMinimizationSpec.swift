/// `UIBarMinimizationBehavior` (iOS 27): when a bar minimizes as its content scrolls.
public enum BarMinimizationBehavior: String, Sendable, Hashable, CaseIterable {
  /// The system's choice: a navigation bar minimizes only for a search with the
  /// `integratedCentered` placement (docs/behaviour.md#bar-minimization).
  case automatic
  /// Never.
  case never
  /// Minimizes as the content scrolls down, and comes back as it scrolls up.
  case onScrollDown
  /// Minimizes as the content scrolls up, for content aligned to the bottom.
  case onScrollUp
}

/// `UIBarMinimizationRestorationBehavior` (iOS 27): when a minimized bar comes back.
public enum BarMinimizationRestoration: String, Sendable, Hashable, CaseIterable {
  /// When the scroll turns back (`atScrollEdge` for an `integratedCentered` search).
  case automatic
  /// Only at the top of the content; honoured with `onScrollDown` only.
  case atScrollEdge
}

/// `UIBarMinimizationSafeAreaAdjustment` (iOS 27): whether the safe area follows a minimizing bar.
public enum BarMinimizationSafeAreaAdjustment: String, Sendable, Hashable, CaseIterable {
  /// The system's choice: the safe area follows the bar.
  case automatic
  /// The safe area stays as the bar minimizes.
  case disabled
  /// The safe area shrinks with the bar, so the content reflows.
  case enabled
}

/// A navigation item's `navigationBarMinimization` (iOS 27+; docs/scenario-format.md#controller-nodes).
public struct BarMinimizationSpec: Sendable, Hashable {
  /// `minimizationBehavior`; default ``BarMinimizationBehavior/automatic``.
  public var behavior: BarMinimizationBehavior
  /// `restorationBehavior`; default ``BarMinimizationRestoration/automatic``.
  public var restoration: BarMinimizationRestoration
  /// `safeAreaAdjustment`; default ``BarMinimizationSafeAreaAdjustment/automatic``.
  public var safeAreaAdjustment: BarMinimizationSafeAreaAdjustment

  /// Creates the settings; the defaults are UIKit's.
  public init(
    behavior: BarMinimizationBehavior = .automatic,
    restoration: BarMinimizationRestoration = .automatic,
    safeAreaAdjustment: BarMinimizationSafeAreaAdjustment = .automatic
  ) {
    self.behavior = behavior
    self.restoration = restoration
    self.safeAreaAdjustment = safeAreaAdjustment
  }
}
