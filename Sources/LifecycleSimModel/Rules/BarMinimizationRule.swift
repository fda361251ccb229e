import LifecycleSimCore

/// Whether a navigation bar is minimized as its content scrolls (iOS 27,
/// `navigationBarMinimization`; docs/behaviour.md#bar-minimization).
package enum BarMinimizationRule {
  /// A navigation item's minimization as it takes effect.
  package struct Resolved: Sendable, Hashable {
    /// `onScrollDown` or `onScrollUp`; `never` (and an unresolved `automatic`) never minimize.
    package var behavior: BarMinimizationBehavior
    /// The bar comes back only at the top of the content.
    package var restoresAtTheTop: Bool
    /// The safe area follows the bar.
    package var adjustsSafeArea: Bool
  }

  /// `spec` as it takes effect for a navigation item whose search has `searchPlacement`.
  ///
  /// `automatic` minimizes on scroll down, restoring at the top, only with an
  /// `integratedCentered` search, and does not minimize otherwise; `atScrollEdge` counts with
  /// `onScrollDown` only; the safe area follows unless `disabled` (WEB-723). `nil`: the bar does
  /// not minimize.
  package static func resolved(_ spec: BarMinimizationSpec?, searchPlacement: SearchBarPlacement?)
    -> Resolved?
  {
    let spec = spec ?? BarMinimizationSpec()
    let adjusts = spec.safeAreaAdjustment != .disabled
    switch spec.behavior {
    case .never:
      return nil
    case .automatic:
      guard searchPlacement == .integratedCentered else { return nil }
      return Resolved(behavior: .onScrollDown, restoresAtTheTop: true, adjustsSafeArea: adjusts)
    case .onScrollDown:
      return Resolved(
        behavior: .onScrollDown, restoresAtTheTop: spec.restoration == .atScrollEdge,
        adjustsSafeArea: adjusts)
    case .onScrollUp:
      return Resolved(behavior: .onScrollUp, restoresAtTheTop: false, adjustsSafeArea: adjusts)
    }
  }

  /// Whether the bar is minimized once the content has moved by `delta` (positive: the content
  /// scrolled down, the offset grew) from a state `wasMinimized`; `atTheTop`: the content rests
  /// at its top or is pulled past it, where every bar comes back.
  package static func minimized(
    _ resolved: Resolved, wasMinimized: Bool, delta: Double, atTheTop: Bool
  ) -> Bool {
    if atTheTop { return false }
    switch resolved.behavior {
    case .onScrollDown, .onScrollUp:
      return minimized(
        whenScrollingDown: resolved.behavior == .onScrollDown, wasMinimized: wasMinimized,
        delta: delta, restoresAtTheTop: resolved.restoresAtTheTop)
    case .automatic, .never:
      return false
    }
  }

  /// The direction rule every minimizing bar shares (the 26 tab bar's, WEB-704; the 27
  /// navigation bar's, WEB-723): a move in the minimizing direction (`delta` positive: the content
  /// scrolled down) minimizes, a move back restores unless the bar restores only at the top, and
  /// no move leaves the bar as it was.
  package static func minimized(
    whenScrollingDown: Bool, wasMinimized: Bool, delta: Double, restoresAtTheTop: Bool
  ) -> Bool {
    guard delta != 0 else { return wasMinimized }
    if (delta > 0) == whenScrollingDown { return true }
    return restoresAtTheTop && wasMinimized
  }

  /// The minimization of a navigation bar.
  package static let story = RuleStory(
    "the navigation bar minimizes as its content scrolls, as its navigation item asks",
    sources: ["WEB-723", "docs/behaviour.md#bar-minimization", "docs/behaviour.md#c48"])
}
