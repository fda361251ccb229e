import LifecycleSimCore

extension Quirk {
  /// The switch's declaration: its name, defaults, sources and summary (``declaredSwitch``) with
  /// the behaviour flags it sets.
  package var declaration: QuirkDeclaration { Self.declarations[position] }

  /// Every switch's declaration, in ``Quirk`` declaration order.
  package static let declarations: [QuirkDeclaration] = allCases.map {
    QuirkDeclaration($0.declaredSwitch, controls: $0.controls)
  }

  /// `true` for switches whose effect the simulator computes today (``QuirkDeclaration/isModelled``).
  package var isModelled: Bool { declaration.isModelled }

  /// The behaviour flags the switch sets to its own value; none for a switch that is accepted
  /// and listed but not modelled yet (the rest of its declaration is in `Quirk+Switches.swift`).
  private var controls: [any WritableKeyPath<Behaviour, Bool> & Sendable] {
    switch self {
    case .windowTopExcludesStatusBar: [\.window.topExcludesStatusBar]
    case .navBarUnderNotchWhenStatusBarHidden: [\.navigationBar.movesUnderNotchWhenStatusBarHidden]
    case .webViewAlwaysAdjusts: [\.scrollViews.webViewsAlwaysAdjust]
    case .groupedTableEstimatedHeaderGap: [\.scrollViews.groupedTablesLeaveHeaderGap]
    case .seed001AASVIFalseSuppressesFirstScrollView:
      [\.scrollViews.ownerFlagOffSuppressesContentScrollView]
    case .dynamicIslandNavOverlap: [\.navigationBar.overlapsDynamicIslandStatusBar]
    case .statusBarHiddenKeepsTopInset: [\.statusBar.keepsTopInsetWhenHiddenAtRunTime]
    case .ipadFloatingTabBar: [\.tabBar.floatsOnPad]
    case .backDeployViewIsAppearing: [\.capabilities.backDeploysViewIsAppearing]
    case .transformedViewsZeroSafeArea: []
    case .keyboardAdjustsContentScrollView: [\.keyboard.adjustsContentScrollView]
    case .swiftUIListIgnoresSafeAreaInset: [\.swiftUI.listsIgnoreSafeAreaInset]
    case .childControllerSafeAreaFrozen: []
    case .upsideDownSwapsInsets: [\.window.upsideDownSwapsInsets]
    case .automaticLegacyCaseNavigationOnly: [\.scrollViews.legacyCaseNeedsNavigationController]
    case .contentScrollViewIsFirstSubview: [\.scrollViews.contentScrollViewIsFirstSubview]
    case .rootMarginsBySizeClass: [\.margins.systemMinimumBySizeClass]
    case .addSubviewLaysOutSiblings: [\.layout.addSubviewLaysOutSiblings]
    case .alwaysBounceNeedsBounces: [\.scrollViews.alwaysBounceNeedsBounces]
    case .largePhoneLandscapeSheetCard: [\.presentation.largePhoneLandscapeShowsCard]
    case .representedControllerOverlapOnly: [\.swiftUI.representedControllersReadOverlapOnly]
    case .pageSwipeCancelBalanced: [\.pages.cancelledSwipeBalances]
    case .splitDisplayModeSkipsAppearance: [\.splitViews.displayModeChangeSkipsAppearance]
    case .splitClassicColumnCalls: [\.splitViews.classicCollapseSendsColumnCalls]
    }
  }
}
