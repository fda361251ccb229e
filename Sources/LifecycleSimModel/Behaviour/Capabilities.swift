/// What a version's API offers and which callbacks UIKit makes (docs/behaviour.md#ios-versions).
package struct Capabilities: Sendable, Hashable {
  /// `safeAreaInsets`, `additionalSafeAreaInsets`, `viewSafeAreaInsetsDidChange` and
  /// `adjustedContentInset` exist (iOS 11).
  package var hasSafeAreaAPI: Bool
  /// Controllers get `viewLayoutMarginsDidChange` (iOS 11).
  package var hasControllerMarginCallback: Bool
  /// UIKit calls `viewIsAppearing(_:)` itself (iOS 17).
  package var callsViewIsAppearingNatively: Bool
  /// `viewIsAppearing(_:)` can be back-deployed to this version (iOS 13).
  package var canBackDeployViewIsAppearing: Bool
  /// `sheetPresentationController` with the `medium` and `large` detents exists (iOS 15).
  package var hasSheetDetents: Bool
  /// Custom detent heights exist (iOS 16).
  package var hasCustomSheetDetents: Bool
  /// The app is built with the back-deployed `viewIsAppearing(_:)` (`backDeployViewIsAppearing`).
  package var backDeploysViewIsAppearing: Bool

  /// Whether controllers get `viewIsAppearing(_:)`: natively, or back-deployed where it can be.
  package var callsViewIsAppearing: Bool {
    callsViewIsAppearingNatively || (canBackDeployViewIsAppearing && backDeploysViewIsAppearing)
  }
}
