extension BehaviourDelta {
  /// iOS 11: the safe area arrives (docs/behaviour.md#ios-versions, profile 11).
  static let iOS11 = BehaviourDelta { behaviour, _ in
    // `safeAreaInsets`, `additionalSafeAreaInsets`, `adjustedContentInset` and
    // `viewLayoutMarginsDidChange` (seed000–003).
    behaviour.capabilities.hasSafeAreaAPI = true
    behaviour.capabilities.hasControllerMarginCallback = true
    // Root-view layout margins become settable (GT-196).
    behaviour.margins.honoursCustomRootMargins = true
    // Large titles add 52 (GT-113, GT-115).
    behaviour.navigationBar.largeTitleExtra = 52
    // The compact tab bar: 32 + b with compact bars (GT-125, seed003: 53 on iPhone X).
    behaviour.tabBar.phone = .aboveBottomInset(regular: 49, compact: 32)
    // A non-notched window has top 0 and each root view adds the status bar (GT-067, GT-068,
    // GT-069); notched, status bar hidden, the navigation bar goes under the notch (seed000).
    behaviour.setQuirk(.windowTopExcludesStatusBar, true)
    behaviour.setQuirk(.navBarUnderNotchWhenStatusBarHidden, true)
    // Web views start at `always` (seed001); grouped tables leave a header gap (seed002,
    // seed003); transformed views get zero insets (GT-160, GT-161).
    behaviour.setQuirk(.webViewAlwaysAdjusts, true)
    behaviour.setQuirk(.groupedTableEstimatedHeaderGap, true)
    behaviour.setQuirk(.transformedViewsZeroSafeArea, true)
    // The content scroll view is the first found depth-first (seed001's iOS 11 notes).
    behaviour.setQuirk(.contentScrollViewIsFirstSubview, false)
  }
}
