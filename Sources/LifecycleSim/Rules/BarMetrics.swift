/// What bar geometry depends on: the profile, the device and the orientation.
struct BarEnvironment: Sendable, Hashable {
  var profile: Int
  var family: DeviceFamily
  var cutout: Cutout
  var landscape: Bool
  /// An iPhone at least 414 pt wide in portrait keeps regular bars in landscape.
  var regularWidthInLandscape: Bool
  var scale: Int

  /// An iPhone in landscape: vertically compact, so no large titles
  /// (docs/behaviour.md#navigation-bar).
  var verticallyCompact: Bool { family == .phone && landscape }

  /// Compact bars (32 pt) on iPhones narrower than 414 pt in landscape, profiles 11–18
  /// (GT-104, GT-116, GT-125, GT-128; docs/behaviour.md#c14).
  var compactBars: Bool { verticallyCompact && !regularWidthInLandscape }
}

/// Where a tab bar sits.
enum TabBarPlacement: Sendable, Hashable {
  /// A bar along the bottom edge, `height` including the home-indicator inset.
  case bottom(height: Double)
  /// A floating bar at the top of the safe area (iPad, iOS 18+).
  case floatingTop(height: Double)
}

/// Bar heights per profile and device (docs/behaviour.md#navigation-bar, #tab-bar).
enum BarMetrics {
  /// The large-title zone added to an inline bar on profiles 11–18 (GT-113, GT-115).
  static let largeTitleExtra: Double = 52

  /// Navigation bar height.
  ///
  /// Profiles 10–18: 44, 32 in compact bars, iPad 44 on 11 and 50 from 12 (GT-103, GT-104,
  /// GT-112, GT-116, GT-128); large titles add 52. Profile 26: 54 inline, 106 large, compact
  /// height included (OU-016, OU-020, OU-109, OU-121).
  static func navigationBarHeight(_ env: BarEnvironment, large: Bool) -> Double {
    if env.profile >= 26 { return large ? 106 : 54 }
    let inline: Double =
      env.family == .pad ? (env.profile <= 11 ? 44 : 50) : (env.compactBars ? 32 : 44)
    return large ? inline + largeTitleExtra : inline
  }

  /// Whether a navigation bar shows a large title: iOS 11+, `prefersLargeTitles`, a display
  /// mode other than `never` (`automatic` inherits large from the first controller), and never
  /// in compact height (OU-116, OU-121).
  static func showsLargeTitle(
    _ env: BarEnvironment, prefersLargeTitles: Bool, mode: LargeTitleDisplayMode
  ) -> Bool {
    env.profile >= 11 && prefersLargeTitles && mode != .never && !env.verticallyCompact
  }

  /// The navigation bar's `y` in its navigation controller's view.
  ///
  /// Profiles 10–18: the nav view's top safe-area inset (the status-bar bottom for a full-screen
  /// nav). Dynamic Island devices on 16–18 with the status bar over the nav view: 1 px above the
  /// 54-pt status bar, overlapping the inset (GT-118, GT-121, ext: GKNavigationBarSwift#41).
  /// Profile 26: `max(top, 10)`, `max(top, 24)` in compact height (OU-094, OU-016, OU-026).
  static func navigationBarY(
    _ env: BarEnvironment, topInset: Double, dynamicIslandOverlap: Double?
  ) -> Double {
    if env.profile >= 26 { return Swift.max(topInset, env.verticallyCompact ? 24 : 10) }
    if let overlap = dynamicIslandOverlap { return topInset - overlap }
    return topInset
  }

  /// Toolbar height above the home indicator.
  ///
  /// Profiles 10–18: 44, compact height 32 (by analogy with the nav bar, L), iPad 44 on 11 and
  /// 50 from 12 (GT-112). Profile 26: 52, so the slot is 86 over a 34-pt home indicator
  /// (OU-038; 52 without a home indicator is L).
  static func toolbarHeight(_ env: BarEnvironment) -> Double {
    if env.profile >= 26 { return 52 }
    if env.family == .pad { return env.profile <= 11 ? 44 : 50 }
    return env.compactBars ? 32 : 44
  }

  /// Tab bar placement; `bottomInset` is the tab controller view's own bottom inset (the home
  /// indicator for a full-screen tab bar controller).
  ///
  /// iPhone 11–18: 49 + b portrait (GT-107, GT-127, seed000, seed003), 32 + b in compact bars
  /// (GT-125, seed003: 53 on iPhone X), 49 + b for regular-width phones in landscape (GT-119,
  /// GT-122: 70 on XR). iPhone 26: 83 in portrait whatever the home indicator (OU-037, OU-098,
  /// OU-113), `max(64, b)` in compact height (OU-023). iPhone 10: 49, landscape too — iOS 11
  /// brought the compact tab bar (GT-125; L). iPad: 49 on 10–11, 50 on 12+ with a home button,
  /// 65 in total on Face ID iPads (GT-119, GT-124); a floating 44-pt bar at the top with
  /// `ipadFloatingTabBar` (GT-131, OU-022).
  static func tabBar(_ env: BarEnvironment, bottomInset b: Double, floatingOnPad: Bool)
    -> TabBarPlacement
  {
    if env.family == .pad {
      if floatingOnPad { return .floatingTop(height: 44) }
      if env.cutout == .roundedCorners { return .bottom(height: 65) }
      return .bottom(height: env.profile <= 11 ? 49 : 50)
    }
    if env.profile >= 26 { return .bottom(height: env.verticallyCompact ? Swift.max(64, b) : 83) }
    if env.profile <= 10 { return .bottom(height: 49 + b) }
    return .bottom(height: (env.compactBars ? 32 : 49) + b)
  }

  /// The gap a floating top tab bar leaves above a non-navigation child's content: the child's
  /// top inset is `bar.maxY + 20` (OU-022: 32 + 44 + 20 = 96).
  static let floatingTabBarContentGap: Double = 20
}
