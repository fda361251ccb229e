/// What a version's API offers and which callbacks UIKit makes (docs/behaviour.md#ios-versions).
public struct Capabilities: Sendable, Hashable {
  /// `safeAreaInsets`, `additionalSafeAreaInsets`, `viewSafeAreaInsetsDidChange` and
  /// `adjustedContentInset` exist (iOS 11).
  public var hasSafeAreaAPI: Bool
  /// Controllers get `viewLayoutMarginsDidChange` (iOS 11).
  public var hasControllerMarginCallback: Bool
  /// UIKit calls `viewIsAppearing(_:)` itself (iOS 17).
  public var callsViewIsAppearingNatively: Bool
  /// `viewIsAppearing(_:)` can be back-deployed to this version (iOS 13).
  public var canBackDeployViewIsAppearing: Bool
  /// `sheetPresentationController` with the `medium` and `large` detents exists (iOS 15).
  public var hasSheetDetents: Bool
  /// Custom detent heights exist (iOS 16).
  public var hasCustomSheetDetents: Bool
  /// The app is built with the back-deployed `viewIsAppearing(_:)` (`backDeployViewIsAppearing`).
  public var backDeploysViewIsAppearing: Bool

  /// Whether controllers get `viewIsAppearing(_:)`: natively, or back-deployed where it can be.
  public var callsViewIsAppearing: Bool {
    callsViewIsAppearingNatively || (canBackDeployViewIsAppearing && backDeploysViewIsAppearing)
  }
}
