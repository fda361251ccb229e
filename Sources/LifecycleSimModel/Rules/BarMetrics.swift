/// What bar geometry depends on besides the version's metrics: the device and the orientation.
package struct BarEnvironment: Sendable, Hashable {
  package var family: DeviceFamily
  package var cutout: Cutout
  package var landscape: Bool
  /// An iPhone at least 414 pt wide in portrait keeps regular bars in landscape.
  package var regularWidthInLandscape: Bool
  package var scale: Int

  /// Creates a value from each of its stored properties.
  package init(
    family: DeviceFamily, cutout: Cutout, landscape: Bool, regularWidthInLandscape: Bool, scale: Int
  ) {
    self.family = family
    self.cutout = cutout
    self.landscape = landscape
    self.regularWidthInLandscape = regularWidthInLandscape
    self.scale = scale
  }

  /// An iPhone in landscape: vertically compact, so no large titles
  /// (docs/behaviour.md#navigation-bar).
  var verticallyCompact: Bool { family == .phone && landscape }

  /// Compact bars (32 pt up to iOS 18) on iPhones narrower than 414 pt in landscape
  /// (GT-104, GT-116, GT-125, GT-128; docs/behaviour.md#c14).
  var compactBars: Bool { verticallyCompact && !regularWidthInLandscape }
}

/// Where a tab bar sits.
package enum TabBarPlacement: Sendable, Hashable {
  /// A bar along the bottom edge, `height` including the home-indicator inset.
  case bottom(height: Double)
  /// A floating bar at the top of the safe area (iPad, iOS 18+).
  case floatingTop(height: Double)
}

/// Bar geometry from a version's metrics and the device (docs/behaviour.md#navigation-bar,
/// #toolbar, #tab-bar); the values and their sources are in `Behaviour/Versions/`.
package enum BarMetrics {
  /// Navigation bar height: the inline height for the device, or `sheetHeight` in a sheet card
  /// (56 on 13–18, iPhone and iPad; WEB-401, WEB-402, WEB-405, GT-130), plus the large-title
  /// zone.
  package static func navigationBarHeight(
    _ env: BarEnvironment, _ metrics: NavigationBarMetrics, large: Bool,
    sheetHeight: Double? = nil
  ) -> Double {
    let inline =
      sheetHeight
      ?? (env.family == .pad
        ? metrics.padHeight : (env.compactBars ? metrics.compactPhoneHeight : metrics.phoneHeight))
    guard large, let extra = metrics.largeTitleExtra else { return inline }
    return inline + extra
  }

  /// Whether a navigation bar shows a large title: the version has them, `prefersLargeTitles`,
  /// a display mode other than `never` (`automatic` inherits large from the first controller),
  /// and never in compact height (OU-116, OU-121).
  package static func showsLargeTitle(
    _ env: BarEnvironment, _ metrics: NavigationBarMetrics, prefersLargeTitles: Bool,
    mode: LargeTitleDisplayMode
  ) -> Bool {
    metrics.largeTitleExtra != nil && prefersLargeTitles && mode != .never
      && !env.verticallyCompact
  }

  /// The navigation bar's `y` in its navigation controller's view.
  ///
  /// The nav view's top safe-area inset (the status-bar bottom for a full-screen nav), raised
  /// by `dynamicIslandOverlap` where the bar overlaps the status bar (GT-118, GT-121, ext:
  /// GKNavigationBarSwift#41); with a floor, `max(top, floor)` (OU-094, OU-016, OU-026).
  package static func navigationBarY(
    _ env: BarEnvironment, _ metrics: NavigationBarMetrics, topInset: Double,
    dynamicIslandOverlap: Double?
  ) -> Double {
    if let floor = metrics.floor {
      return Swift.max(topInset, env.verticallyCompact ? floor.verticallyCompact : floor.regular)
    }
    if let overlap = dynamicIslandOverlap { return topInset - overlap }
    return topInset
  }

  /// Toolbar height above the home indicator.
  package static func toolbarHeight(_ env: BarEnvironment, _ metrics: ToolbarMetrics) -> Double {
    if env.family == .pad { return metrics.padHeight }
    return env.compactBars ? metrics.compactPhoneHeight : metrics.phoneHeight
  }

  /// Tab bar placement; `bottomInset` is the tab controller view's own bottom inset (the home
  /// indicator for a full-screen tab bar controller).
  ///
  /// An iPad: the floating bar at the top when the version floats it, the Face ID height, or
  /// the home-button height. An iPhone: the version's height above the bottom inset (compact
  /// with compact bars; GT-107, GT-119, GT-122, GT-125, GT-127, seed000, seed003), or its total
  /// height (compact height: at least the bottom inset; OU-023, OU-037).
  package static func tabBar(_ env: BarEnvironment, _ metrics: TabBarMetrics, bottomInset b: Double)
    -> TabBarPlacement
  {
    if env.family == .pad {
      if metrics.floatsOnPad { return .floatingTop(height: metrics.floatingHeight) }
      if env.cutout == .roundedCorners { return .bottom(height: metrics.roundedCornersPadHeight) }
      return .bottom(height: metrics.padHeight)
    }
    switch metrics.phone {
    case .aboveBottomInset(let regular, let compact):
      return .bottom(height: (env.compactBars ? compact : regular) + b)
    case .total(let regular, let compactMinimum):
      return .bottom(height: env.verticallyCompact ? Swift.max(compactMinimum, b) : regular)
    }
  }

  /// The gap a floating top tab bar leaves above a non-navigation child's content: the child's
  /// top inset is `bar.maxY + 20` (OU-022: 32 + 44 + 20 = 96).
  package static let floatingTabBarContentGap: Double = 20

  /// A navigation bar's frame, from ``navigationBarHeight(_:_:large:sheetHeight:)`` and
  /// ``navigationBarY(_:_:topInset:dynamicIslandOverlap:)``; `explain` cites the version's
  /// ``MetricSources/navigationBar`` before these.
  package static let navigationBarStory = RuleStory(
    "the navigation bar's height for the device, version and title, below the top inset",
    sources: ["docs/behaviour.md#navigation-bar", "docs/behaviour.md#sheets"])

  /// A toolbar's frame, from ``toolbarHeight(_:_:)``.
  package static let toolbarStory = RuleStory(
    "the toolbar's height for the device and version, above the bottom inset",
    sources: ["docs/behaviour.md#toolbar"])

  /// A tab bar's frame at the bottom, from ``tabBar(_:_:bottomInset:)``.
  package static let bottomTabBarStory = RuleStory(
    "the tab bar's height for the device and version, at the bottom",
    sources: ["docs/behaviour.md#tab-bar"])

  /// A floating tab bar's frame, from ``tabBar(_:_:bottomInset:)``.
  package static let floatingTabBarStory = RuleStory(
    "a floating tab bar below the top inset", sources: ["docs/behaviour.md#tab-bar"])
}
