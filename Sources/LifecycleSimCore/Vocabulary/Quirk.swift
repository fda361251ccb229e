/// A named switch of the behaviour model (docs/behaviour.md#quirk-switches and
/// docs/behaviour.md#choices): a behaviour that differs between iOS versions or between sources,
/// on by default in the versions its declaration names and overridable per scenario (`"quirks": { "name": true }`).
///
/// Each switch is declared once: its defaults, sources and summary in `Quirk+Switches.swift`,
/// the flags it sets beside the behaviour model (`Quirk+Controls.swift`). The engine never reads a switch: ``Behaviour/setQuirk(_:_:)``
/// turns each one into the flags of the metric or capability values it decides.
public enum Quirk: String, Sendable, CaseIterable, Hashable {
  /// Non-notched devices on iOS 11: the window's top inset is 0 and each controller's root
  /// view adds the status bar. GT-067, GT-068, GT-069.
  case windowTopExcludesStatusBar
  /// iOS 11, notched, status bar hidden: the navigation bar moves to y = 0, under the notch,
  /// while every inset stays as computed. seed000.
  case navBarUnderNotchWhenStatusBarHidden
  /// The scroll view of a web view starts with behaviour `always`. seed001.
  case webViewAlwaysAdjusts
  /// Grouped tables with estimated heights leave a ~40-pt header gap (documentation and
  /// `explain` only). seed002, seed003.
  case groupedTableEstimatedHeaderGap
  /// seed001 table row 5: `automatic` adjusts nothing for a content scroll view whose owner
  /// has `automaticallyAdjustsScrollViewInsets` off, even when it scrolls (docs/behaviour.md#c1).
  case seed001AASVIFalseSuppressesFirstScrollView
  /// Dynamic Island devices on iOS 16–18: the navigation bar sits 1 px above the 54-pt status
  /// bar and overlaps the 59-pt inset (child top 97.667). GT-118, GT-121.
  case dynamicIslandNavOverlap
  /// iOS 26: hiding the status bar at run time keeps the top inset. GT-070.
  case statusBarHiddenKeepsTopInset
  /// iPad in regular width on iOS 18+: the tab bar floats at the top. GT-131, OU-022.
  case ipadFloatingTabBar
  /// `viewIsAppearing` before iOS 17, as for apps built with the iOS 17 SDK.
  /// Apple: viewIsAppearing(_:).
  case backDeployViewIsAppearing
  /// A view with a non-identity transform gets zero insets and no updates. GT-160, GT-161.
  case transformedViewsZeroSafeArea
  /// The keyboard overlap goes into the content scroll view's adjusted bottom inset
  /// (measured on iOS 26; docs/behaviour.md#c23). OU-040, OU-103.
  case keyboardAdjustsContentScrollView
  /// SwiftUI `List`/`Form` ignore `safeAreaInset` on iOS 15.0–15.1. seed004.
  case swiftUIListIgnoresSafeAreaInset
  /// Child controllers keep the insets they had when added (docs/behaviour.md#c17). GT-155.
  case childControllerSafeAreaFrozen
  /// Notched iPhones upside down swap top and bottom insets. GT-051.
  case upsideDownSwapsInsets
  /// `automatic`'s legacy case needs a navigation controller, as the iOS 11 header says,
  /// rather than "navigation or tab bar controller" as Apple's documentation says
  /// (docs/behaviour.md#c3).
  case automaticLegacyCaseNavigationOnly
  /// The content scroll view is the root view or its first direct subview, as on iOS 10,
  /// rather than the first scroll view of a depth-first walk (docs/behaviour.md#c2).
  case contentScrollViewIsFirstSubview
  /// A root view's system minimum margin follows the size class (16 compact, 20 regular width),
  /// as GT-196 says, rather than the window width (≤ 375 → 16), as measured (OU-046, OU-049;
  /// docs/behaviour.md#c21). They differ only on 414-pt-wide phones in portrait.
  case rootMarginsBySizeClass
  /// `addSubview` lays out every subview of the target, as BadPirate's table says (WEB-202),
  /// rather than only the target and the added view (WEB-201, WEB-203;
  /// docs/behaviour.md#c28).
  case addSubviewLaysOutSiblings
  /// `alwaysBounceVertical`/`alwaysBounceHorizontal` make an axis scrollable only while
  /// `bounces` is on, as the properties' header comment says of dragging (WEB-302), rather than
  /// on their own, as the `scrollableAxes` documentation and header say (GT-169, WEB-301;
  /// docs/behaviour.md#c29).
  case alwaysBounceNeedsBounces
  /// A regular-width iPhone (Plus, Max) in landscape shows page and form sheets as a centred
  /// card, as the iOS 13 header says (WEB-412), rather than full screen in compact height, as
  /// the sheet documentation says (WEB-411; docs/behaviour.md#c30).
  case largePhoneLandscapeSheetCard
  /// A controller a `UIViewControllerRepresentable` shows reads only the overlap of its view
  /// with the hosting view's unsafe bands, as any child controller does (OU-005), rather than
  /// the hosting view's insets again on the edges where SwiftUI placed it against the safe area
  /// (WEB-931, WEB-932; docs/behaviour.md#c67).
  case representedControllerOverlapOnly
  /// A swipe between pages that the user cancels ends with the balancing callbacks: the current
  /// page gets `viewDidAppear` and the incoming page `viewDidDisappear`, as an iOS 7 log shows
  /// (GT-242), rather than neither, as a 2020 report says (WEB-951; docs/behaviour.md#c85).
  case pageSwipeCancelBalanced
  /// A classic split view's display mode change sends no `viewWillAppear` or `viewDidAppear` to
  /// the column it shows, as a radar on iOS 10.2 reports (WEB-899), rather than the appearance
  /// callbacks every container's child gets (docs/behaviour.md#c81).
  case splitDisplayModeSkipsAppearance
  /// A classic split view that collapses or expands tells its delegate `willHide`/`willShow`
  /// (and from 26 `didHide`/`didShow`) as a column-style split does, as the port of an iOS 26.1
  /// probe reports (WEB-876), rather than nothing, as Apple documents the column calls for the
  /// column styles only (WEB-898; docs/behaviour.md#c95).
  case splitClassicColumnCalls

}
