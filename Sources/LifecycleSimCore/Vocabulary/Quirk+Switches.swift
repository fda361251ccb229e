extension Quirk {
  /// The switch as traces, scenarios and the documentation see it.
  ///
  /// The one place its name, defaults, sources and summary are written
  /// (docs/behaviour.md#quirk-switches lists them as declared; a test checks it). The behaviour flags it sets are declared beside the behaviour
  /// model, in `Quirk+Controls.swift`, which cannot be seen from here.
  package var declaredSwitch: QuirkSwitch { Self.switches[position] }

  /// Every switch, in ``Quirk`` declaration order.
  package static let switches: [QuirkSwitch] = allCases.map(\.declared)

  /// The switch's index in declaration order: its bit in a quirk set.
  package var position: Int { Quirk.positions[self] ?? 0 }

  private static let positions: [Quirk: Int] = Dictionary(
    uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

  private var declared: QuirkSwitch {
    switch self {
    case .windowTopExcludesStatusBar:
      QuirkSwitch(
        rawValue, .profiles(11, through: 11), sources: ["GT-067", "GT-068", "GT-069"],
        summary: "a non-notched window has top 0 and each root view adds the status bar")
    case .navBarUnderNotchWhenStatusBarHidden:
      QuirkSwitch(
        rawValue, .profiles(11, through: 11), sources: ["seed000"],
        summary: "notched, status bar hidden: the navigation bar at y = 0, insets unchanged")
    case .webViewAlwaysAdjusts:
      QuirkSwitch(
        rawValue, .profiles(11, through: nil), sources: ["seed001"],
        summary: "a web view's scroll view starts at `always`")
    case .groupedTableEstimatedHeaderGap:
      QuirkSwitch(
        rawValue, .profiles(11, through: nil), sources: ["seed002", "seed003"],
        summary: "grouped tables with estimated heights leave a ~40-pt header gap (a note)")
    case .seed001AASVIFalseSuppressesFirstScrollView:
      QuirkSwitch(
        rawValue, .off, sources: ["seed001"],
        summary: "`automatic` adjusts nothing for the content scroll view of a controller whose"
          + " `automaticallyAdjustsScrollViewInsets` is off")
    case .dynamicIslandNavOverlap:
      QuirkSwitch(
        rawValue, .profiles(16, through: 18), sources: ["GT-118", "GT-121"],
        summary: "Dynamic Island: the navigation bar 1 px above the 54-pt status bar")
    case .statusBarHiddenKeepsTopInset:
      QuirkSwitch(
        rawValue, .profiles(26, through: nil), sources: ["GT-070"],
        summary: "hiding the status bar at run time keeps the top inset")
    case .ipadFloatingTabBar:
      QuirkSwitch(
        rawValue, .profiles(18, through: nil), sources: ["GT-131", "OU-022"],
        summary: "an iPad in regular width has a floating tab bar at the top")
    case .backDeployViewIsAppearing:
      QuirkSwitch(
        rawValue, .off, sources: ["Apple: viewIsAppearing(_:)"],
        summary: "`viewIsAppearing` before iOS 17, as for apps built with the iOS 17 SDK")
    case .transformedViewsZeroSafeArea:
      QuirkSwitch(
        rawValue, .profiles(11, through: nil), sources: ["GT-160", "GT-161"],
        summary: "a view with a non-identity transform gets zero insets and no updates")
    case .keyboardAdjustsContentScrollView:
      QuirkSwitch(
        rawValue, .off, sources: ["OU-040", "OU-103"],
        summary: "the keyboard overlap enters the content scroll view's adjusted bottom inset")
    case .swiftUIListIgnoresSafeAreaInset:
      QuirkSwitch(
        rawValue, .releases(major: 15, minors: 0...1), sources: ["seed004"],
        summary: "SwiftUI `List`/`Form` ignore `safeAreaInset`")
    case .childControllerSafeAreaFrozen:
      QuirkSwitch(
        rawValue, .off, sources: ["GT-155"],
        summary: "child controllers keep the insets they had when added")
    case .upsideDownSwapsInsets:
      QuirkSwitch(
        rawValue, .off, sources: ["GT-051"],
        summary: "a notched iPhone upside down swaps its top and bottom insets")
    case .automaticLegacyCaseNavigationOnly:
      QuirkSwitch(
        rawValue, .off, sources: ["seed002", "seed003"],
        summary: "`automatic`'s legacy case needs a navigation controller, as the iOS 11 header"
          + " says")
    case .contentScrollViewIsFirstSubview:
      QuirkSwitch(
        rawValue, .profiles(10, through: 10),
        sources: ["seed001", "seed003", "GT-179", "GT-181", "GT-182"],
        summary: "the content scroll view is the root view or its first direct subview")
    case .rootMarginsBySizeClass:
      QuirkSwitch(
        rawValue, .off, sources: ["GT-196"],
        summary: "a root view's system minimum margin follows the size class (16 compact, 20"
          + " regular width)")
    case .addSubviewLaysOutSiblings:
      QuirkSwitch(
        rawValue, .off, sources: ["WEB-202"],
        summary: "`addSubview` lays out every subview of the target")
    case .alwaysBounceNeedsBounces:
      QuirkSwitch(
        rawValue, .off, sources: ["WEB-302"],
        summary: "`alwaysBounceVertical`/`Horizontal` make an axis scrollable only while"
          + " `bounces` is on")
    case .largePhoneLandscapeSheetCard:
      QuirkSwitch(
        rawValue, .off, sources: ["WEB-412"],
        summary: "a Plus/Max iPhone in landscape shows page and form sheets as a centred card")
    case .representedControllerOverlapOnly:
      QuirkSwitch(
        rawValue, .off, sources: ["OU-005"],
        summary: "a UIViewControllerRepresentable's controller reads only its view's overlap with"
          + " the hosting view's unsafe bands")
    case .pageSwipeCancelBalanced:
      QuirkSwitch(
        rawValue, .off, sources: ["GT-242"],
        summary: "a cancelled swipe between pages ends with the current page's `viewDidAppear`"
          + " and the incoming page's `viewDidDisappear`")
    case .splitDisplayModeSkipsAppearance:
      QuirkSwitch(
        rawValue, .off, sources: ["WEB-899"],
        summary: "a classic split view's display mode change shows a column without its"
          + " appearance callbacks")
    case .splitClassicColumnCalls:
      QuirkSwitch(
        rawValue, .off, sources: ["WEB-876"],
        summary: "a classic split view's collapse and expansion tell its delegate which columns"
          + " hide and show, as a column-style split's do")
    }
  }
}
