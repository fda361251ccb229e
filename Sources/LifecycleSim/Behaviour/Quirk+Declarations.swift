extension Quirk {
  /// The switch's declaration: the one place its name, defaults, flags, sources and summary are
  /// written (docs/behaviour.md#quirk-switches lists them as declared; a test checks it).
  package var declaration: QuirkDeclaration { Self.declarations[position] }

  /// Every switch's declaration, in ``Quirk`` declaration order.
  package static let declarations: [QuirkDeclaration] = allCases.map(\.declared)

  /// The switch's index in declaration order: its bit in a ``QuirkSet``.
  package var position: Int { Quirk.positions[self] ?? 0 }

  private static let positions: [Quirk: Int] = Dictionary(
    uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

  private var declared: QuirkDeclaration {
    switch self {
    case .windowTopExcludesStatusBar:
      QuirkDeclaration(
        rawValue, .profiles(11, through: 11), controls: [\.window.topExcludesStatusBar],
        sources: ["GT-067", "GT-068", "GT-069"],
        summary: "a non-notched window has top 0 and each root view adds the status bar")
    case .navBarUnderNotchWhenStatusBarHidden:
      QuirkDeclaration(
        rawValue, .profiles(11, through: 11),
        controls: [\.navigationBar.movesUnderNotchWhenStatusBarHidden], sources: ["seed000"],
        summary: "notched, status bar hidden: the navigation bar at y = 0, insets unchanged")
    case .webViewAlwaysAdjusts:
      QuirkDeclaration(
        rawValue, .profiles(11, through: nil), controls: [\.scrollViews.webViewsAlwaysAdjust],
        sources: ["seed001"], summary: "a web view's scroll view starts at `always`")
    case .groupedTableEstimatedHeaderGap:
      QuirkDeclaration(
        rawValue, .profiles(11, through: nil),
        controls: [\.scrollViews.groupedTablesLeaveHeaderGap], sources: ["seed002", "seed003"],
        summary: "grouped tables with estimated heights leave a ~40-pt header gap (a note)")
    case .seed001AASVIFalseSuppressesFirstScrollView:
      QuirkDeclaration(
        rawValue, .off, controls: [\.scrollViews.ownerFlagOffSuppressesContentScrollView],
        sources: ["seed001"],
        summary: "`automatic` adjusts nothing for the content scroll view of a controller whose"
          + " `automaticallyAdjustsScrollViewInsets` is off")
    case .dynamicIslandNavOverlap:
      QuirkDeclaration(
        rawValue, .profiles(16, through: 18),
        controls: [\.navigationBar.overlapsDynamicIslandStatusBar],
        sources: ["GT-118", "GT-121"],
        summary: "Dynamic Island: the navigation bar 1 px above the 54-pt status bar")
    case .statusBarHiddenKeepsTopInset:
      QuirkDeclaration(
        rawValue, .profiles(26, through: nil),
        controls: [\.statusBar.keepsTopInsetWhenHiddenAtRunTime], sources: ["GT-070"],
        summary: "hiding the status bar at run time keeps the top inset")
    case .ipadFloatingTabBar:
      QuirkDeclaration(
        rawValue, .profiles(18, through: nil), controls: [\.tabBar.floatsOnPad],
        sources: ["GT-131", "OU-022"],
        summary: "an iPad in regular width has a floating tab bar at the top")
    case .backDeployViewIsAppearing:
      QuirkDeclaration(
        rawValue, .off, controls: [\.capabilities.backDeploysViewIsAppearing],
        sources: ["Apple: viewIsAppearing(_:)"],
        summary: "`viewIsAppearing` before iOS 17, as for apps built with the iOS 17 SDK")
    case .transformedViewsZeroSafeArea:
      QuirkDeclaration(
        rawValue, .profiles(11, through: nil), controls: [], sources: ["GT-160", "GT-161"],
        summary: "a view with a non-identity transform gets zero insets and no updates")
    case .keyboardAdjustsContentScrollView:
      QuirkDeclaration(
        rawValue, .off, controls: [\.keyboard.adjustsContentScrollView],
        sources: ["OU-040", "OU-103"],
        summary: "the keyboard overlap enters the content scroll view's adjusted bottom inset")
    case .swiftUIListIgnoresSafeAreaInset:
      QuirkDeclaration(
        rawValue, .releases(major: 15, minors: 0...1),
        controls: [\.swiftUI.listsIgnoreSafeAreaInset], sources: ["seed004"],
        summary: "SwiftUI `List`/`Form` ignore `safeAreaInset`")
    case .childControllerSafeAreaFrozen:
      QuirkDeclaration(
        rawValue, .off, controls: [], sources: ["GT-155"],
        summary: "child controllers keep the insets they had when added")
    case .upsideDownSwapsInsets:
      QuirkDeclaration(
        rawValue, .off, controls: [\.window.upsideDownSwapsInsets], sources: ["GT-051"],
        summary: "a notched iPhone upside down swaps its top and bottom insets")
    case .automaticLegacyCaseNavigationOnly:
      QuirkDeclaration(
        rawValue, .off, controls: [\.scrollViews.legacyCaseNeedsNavigationController],
        sources: ["seed002", "seed003"],
        summary: "`automatic`'s legacy case needs a navigation controller, as the iOS 11 header"
          + " says")
    case .contentScrollViewIsFirstSubview:
      QuirkDeclaration(
        rawValue, .profiles(10, through: 10),
        controls: [\.scrollViews.contentScrollViewIsFirstSubview],
        sources: ["seed001", "seed003", "GT-179", "GT-181", "GT-182"],
        summary: "the content scroll view is the root view or its first direct subview")
    case .rootMarginsBySizeClass:
      QuirkDeclaration(
        rawValue, .off, controls: [\.margins.systemMinimumBySizeClass], sources: ["GT-196"],
        summary: "a root view's system minimum margin follows the size class (16 compact, 20"
          + " regular width)")
    case .addSubviewLaysOutSiblings:
      QuirkDeclaration(
        rawValue, .off, controls: [\.layout.addSubviewLaysOutSiblings], sources: ["WEB-202"],
        summary: "`addSubview` lays out every subview of the target")
    case .alwaysBounceNeedsBounces:
      QuirkDeclaration(
        rawValue, .off, controls: [\.scrollViews.alwaysBounceNeedsBounces],
        sources: ["WEB-302"],
        summary: "`alwaysBounceVertical`/`Horizontal` make an axis scrollable only while"
          + " `bounces` is on")
    case .largePhoneLandscapeSheetCard:
      QuirkDeclaration(
        rawValue, .off, controls: [\.presentation.largePhoneLandscapeShowsCard],
        sources: ["WEB-412"],
        summary: "a Plus/Max iPhone in landscape shows page and form sheets as a centred card")
    }
  }
}
