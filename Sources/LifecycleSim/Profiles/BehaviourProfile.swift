/// Timing and pass-count values of a profile (docs/behaviour.md#ios-versions "Profile parameters").
///
/// Most are modelling choices (confidence L) kept as data so they can change without code
/// surgery; pass counts are not a UIKit contract (GT-230).
public struct ProfileParameters: Sendable, Hashable {
  /// Push and pop animation (OU-073, the port's value; L).
  public var navigationTransitionDuration = SimDuration.milliseconds(350)
  /// Modal present and dismiss (OU-092, a spring fit D ≈ 0.506; L).
  public var modalTransitionDuration = SimDuration.milliseconds(500)
  /// Rotation (L).
  public var rotationDuration = SimDuration.milliseconds(300)
  /// Navigation bar and toolbar hide/show (L).
  public var barTransitionDuration = SimDuration.milliseconds(200)
  /// Status-bar hide/show (L).
  public var statusBarTransitionDuration = SimDuration.milliseconds(200)
  /// Keyboard show/hide when a scenario gives no duration (L).
  public var keyboardDuration = SimDuration.milliseconds(250)
  /// Layout brackets per appearing controller before `viewDidAppear` on first display
  /// (GT-215, GT-229, GT-232; docs/behaviour.md#c15).
  public var firstDisplayLayoutPasses = 2

  /// The defaults shared by every profile.
  public init() {}
}

/// A behaviour profile: the UIKit rules of one range of iOS versions
/// (docs/behaviour.md#ios-versions).
///
/// A scenario's `ios` picks the newest profile not above it; a version older than the oldest
/// profile uses the oldest.
public struct BehaviourProfile: Sendable, Hashable {
  /// Every profile, oldest first.
  public static let versions = [10, 11, 12, 13, 14, 15, 16, 17, 18, 26]

  /// The profile number (10, 11, …, 26).
  public var version: Int
  public var parameters: ProfileParameters

  /// The profile for an iOS version.
  public init(for ios: IOSVersion) {
    var chosen = Self.versions[0]
    for version in Self.versions where version <= ios.major { chosen = version }
    self.version = chosen
    self.parameters = ProfileParameters()
  }

  /// iOS 11 introduced `safeAreaInsets`, `additionalSafeAreaInsets`, `viewSafeAreaInsetsDidChange`
  /// and `adjustedContentInset` (docs/behaviour.md#ios-versions, profile 10).
  public var hasSafeAreaAPI: Bool { version >= 11 }

  /// `viewIsAppearing(_:)` is called from iOS 17 (back-deployed to 13 with a quirk).
  public func callsViewIsAppearing(_ quirks: QuirkSet) -> Bool {
    version >= 17 || (version >= 13 && quirks[.backDeployViewIsAppearing])
  }

  /// iOS 11 made root-view layout margins settable (GT-196).
  public var honoursCustomRootMargins: Bool { version >= 11 }

  /// iOS 11 added `viewLayoutMarginsDidChange` on controllers.
  public var hasControllerMarginCallback: Bool { version >= 11 }

  /// iOS 11 added large titles.
  public var hasLargeTitles: Bool { version >= 11 }
}
