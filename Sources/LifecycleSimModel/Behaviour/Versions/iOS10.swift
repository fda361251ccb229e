import LifecycleSimCore

extension Behaviour {
  /// iOS 10, the base every later version changes (docs/behaviour.md#ios-versions, profile 10).
  static let iOS10: Behaviour = {
    Behaviour(
      profile: 10,
      // No safe-area API: no `safeAreaInsets`, `adjustedContentInset`, `additionalSafeAreaInsets`
      // or `viewLayoutMarginsDidChange` (seed000, seed001, seed003; Apple: topLayoutGuide).
      capabilities: Capabilities(
        hasSafeAreaAPI: false, hasControllerMarginCallback: false,
        callsViewIsAppearingNatively: false, canBackDeployViewIsAppearing: false,
        hasSheetDetents: false, hasCustomSheetDetents: false, backDeploysViewIsAppearing: false),
      // 44, 32 in compact bars (GT-103, GT-104, GT-116, GT-128; docs/behaviour.md#c14), iPad 44
      // (GT-112); no large titles.
      navigationBar: NavigationBarMetrics(
        phoneHeight: 44, compactPhoneHeight: 32, padHeight: 44, largeTitleExtra: nil, floor: nil,
        movesUnderNotchWhenStatusBarHidden: false, overlapsDynamicIslandStatusBar: false),
      // 44, compact height 32 by analogy with the navigation bar (L), iPad 44 (GT-112).
      toolbar: ToolbarMetrics(phoneHeight: 44, compactPhoneHeight: 32, padHeight: 44),
      // iPhone 49 + b, landscape too: iOS 11 brought the compact tab bar (GT-125; L). iPad 49,
      // 65 in total on Face ID iPads (GT-119, GT-124); the floating bar is 44 (GT-131, OU-022).
      tabBar: TabBarMetrics(
        phone: .aboveBottomInset(regular: 49, compact: 49), padHeight: 49,
        roundedCornersPadHeight: 65, floatingHeight: 44, floatsOnPad: false),
      // Unspecified is full screen and an iPhone shows sheets full screen (GT-251, OU-089); a
      // sheet starts 10 below the top inset (OU-086; L on iPhone). An iPad page sheet is the
      // portrait page at full height (WEB-409; L) and a form sheet 540 × 620 (WEB-403, WEB-404).
      // The navigation bar in a sheet is as full screen; detents come with 15.
      presentation: PresentationMetrics(
        defaultIsPageSheet: false, phoneShowsSheets: false, sheetGapBelowTopInset: 10,
        phoneSheetMinimumY: nil, padPageSheetIsCard: false,
        padFormSheetSize: Size(width: 540, height: 620), sheetNavigationBarHeight: nil,
        mediumDetentFraction: 0.5, floatsBelowLargeDetent: false,
        largePhoneLandscapeShowsCard: false),
      // Custom root margins are ignored (GT-196, GT-197, seed003).
      margins: MarginMetrics(honoursCustomRootMargins: false, systemMinimumBySizeClass: false),
      // Notifications carry the undocumented curve 7 (WEB-310, WEB-311, WEB-312).
      keyboard: KeyboardMetrics(adjustsContentScrollView: false, animationCurve: 7),
      statusBar: StatusBarBehaviour(keepsTopInsetWhenHiddenAtRunTime: false),
      window: WindowBehaviour(topExcludesStatusBar: false, upsideDownSwapsInsets: false),
      scrollViews: ScrollViewBehaviour(
        webViewsAlwaysAdjust: false, contentScrollViewIsFirstSubview: false,
        legacyCaseNeedsNavigationController: false, ownerFlagOffSuppressesContentScrollView: false,
        groupedTablesLeaveHeaderGap: false, alwaysBounceNeedsBounces: false),
      timing: TimingMetrics(),
      // What `explain` cites for a navigation bar up to 18: its heights (GT-103, GT-104, GT-112,
      // GT-116, GT-128), the Dynamic Island overlap (GT-118, GT-121) and the bar in a sheet card
      // (WEB-401).
      sources: MetricSources(navigationBar: [
        "GT-103", "GT-104", "GT-112", "GT-116", "GT-128", "GT-118", "GT-121", "WEB-401",
      ]))
  }()
}
