extension SourceIndex {
  /// UISplitViewController's columns, collected for issue 26's split view part (WEB-890 to
  /// WEB-909).
  static let webSplitViews890To909: [Source] = [
    Source(
      id: "WEB-890",
      kind: .observation,
      evidence: "frame logs and the documented default",
      observed: """
        A split view controller without a style puts its primary at 320 points (the default \
        maximumPrimaryColumnWidth is 320, the minimum 0), a 1-point divider, and the secondary \
        in the rest: "detail view frame {{321, 0}, {703, 748}} … master view frame {{0, 0}, \
        {320, 748}}" on a landscape iPad (status bar excluded then); on iOS 9 a radar gives the \
        same 703 and 447 point secondary widths in landscape and portrait. One radar reports a \
        309-point primary without saying on what configuration.
        """,
      device: "iPad (768 x 1024)",
      ios: "5-9",
      setup: "UISplitViewController with a master and a detail controller, frames printed",
      citation: """
        https://useyourloaf.com/blog/change-the-width-of-master-view-in-split-view-controller/ ; \
        openradar 22885931 and 31111140 (github.com/lionheart/openradar-mirror #8374, #17096)
        """
    ),
    Source(
      id: "WEB-891",
      kind: .peer,
      evidence: "three independent reports of the same frames",
      observed: """
        In a column-style split view (iOS 14+) the primary column's view is wider than what \
        shows: "420 points instead of 320 with a leading margin which is 100 points larger"; \
        "the x origin of the container view frame is -100 … on purpose"; "the primary column \
        contains a 100-pt offscreen buffer which can be retrieved by calling view's \
        safeAreaInsets.left" (iOS 16 simulator).
        """,
      device: "iPad",
      ios: "14-18",
      setup: "UISplitViewController(style: .doubleColumn), the primary's view frame printed",
      citation: """
        https://github.com/richardtop/CalendarKit/issues/320 ; \
        https://github.com/LeoNatan/LNPopupController/issues/390
        """
    ),
    Source(
      id: "WEB-892",
      kind: .documentation,
      evidence: "Apple DTS answer and the HIG",
      observed: """
        On iOS 26 the sidebar floats over the secondary: "While the columns overlap where blue \
        flows under red … the safeArea of the blue view is just the area not obscured by the \
        red column." The HIG asks for a background extension view beneath the sidebar or \
        inspector. The width of the inset (the column's, or with the floating platter's gap) \
        is printed nowhere.
        """,
      device: "iPad",
      ios: "26",
      setup: "UISplitViewController(style: .doubleColumn) on iPadOS 26",
      citation: "Apple Developer Forums thread 832918 ; Human Interface Guidelines, Layout"
    ),
    Source(
      id: "WEB-893",
      kind: .documentation,
      evidence: "Apple's documentation and an app's release notes",
      observed: """
        A split view collapses "when the split view controller transitions from a horizontally \
        regular to a horizontally compact environment" (isCollapsed); the delegate's \
        topColumnForCollapsingToProposedTopColumn is asked, then \
        splitViewControllerDidCollapse(_:) runs once isCollapsed is true; expansion mirrors it \
        with displayModeForExpandingToProposedDisplayMode and splitViewControllerDidExpand(_:). \
        The two Did calls are "only called when something actually changes", not at first \
        appearance; on iPadOS 26 they come whenever a window is resized across the \
        regular/compact boundary. A column-style split with a compact column shows it in \
        compact width.
        """,
      device: "iPad",
      ios: "14-26",
      setup: "UISplitViewControllerDelegate, window resized across the width class boundary",
      citation: """
        https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed ; \
        https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate ; \
        https://github.com/wordpress-mobile/WordPress-iOS/pull/24787
        """
    ),
    Source(
      id: "WEB-894",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        show(_:) (iOS 14+): "the split view interface transitions to the closest display mode \
        available for the current split behavior where the specified column is fully \
        visible"; the split view chooses the transition, e.g. showing the secondary with the \
        displace behaviour changes the display mode; the transition coordinator animates \
        alongside it.
        """,
      device: "iPad",
      ios: "14-26",
      setup: "UISplitViewController with a column style, show(_:) called",
      citation: "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)"
    ),
    Source(
      id: "WEB-895",
      kind: .documentation,
      evidence: "Apple's documentation and a library's pull request",
      observed: """
        hide(_:) (iOS 14+): "transitions to the closest display mode available for the current \
        split behavior where the specified column is hidden"; it "does not support hiding the \
        secondary column"; the transition coordinator animates alongside it. A React Native \
        split view exposing hide(column) excludes secondary for that reason.
        """,
      device: "iPad",
      ios: "14-26",
      setup: "UISplitViewController with a column style, hide(_:) called",
      citation: """
        https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:) ; \
        https://github.com/software-mansion/react-native-screens/pull/4696
        """
    ),
    Source(
      id: "WEB-896",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        preferredDisplayMode: "If changing the value of this property leads to an actual \
        change in the current display mode, the split view controller updates displayMode. The \
        resulting change is animated if you made the change in an animation block." \
        displayMode is never automatic; to change which columns show, Apple points to show(_:) \
        and hide(_:).
        """,
      device: "iPad",
      ios: "8-26",
      setup: "preferredDisplayMode set while the split view is on screen",
      citation: """
        https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode ; \
        https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.property
        """
    ),
    Source(
      id: "WEB-897",
      kind: .documentation,
      evidence: "Apple's documentation and two apps' logs of the delegate",
      observed: """
        splitViewController(_:willChangeTo:): "The split view controller calls this method \
        when its display mode is about to change", with the new mode. A React Native bridge \
        logs it as {"currentDisplayMode": "twoOverSecondary", "nextDisplayMode": \
        "oneOverSecondary"}; NetNewsWire stores the mode it reports to restore the columns at \
        the next launch.
        """,
      device: "iPad",
      ios: "8-26",
      setup: "UISplitViewControllerDelegate, display mode changed",
      citation: """
        https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willchangeto:) ; \
        https://github.com/software-mansion/react-native-screens/pull/3064 ; \
        https://github.com/Ranchero-Software/NetNewsWire/pull/4941
        """
    ),
    Source(
      id: "WEB-898",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        splitViewController(_:willShow:) and (_:willHide:) (iOS 14+, column styles only) are \
        called "when the system is preparing to show [hide] one of its columns; for example, \
        when a person rotates the device. The system doesn't call this method when you hide a \
        column programmatically" with hide(_:) (show(_:) likewise); didShow and didHide are new \
        in iOS 26.
        """,
      device: "iPad",
      ios: "14-26",
      setup: "UISplitViewControllerDelegate, columns shown and hidden",
      citation: """
        https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:) ; \
        https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:didshow:)
        """
    ),
    Source(
      id: "WEB-899",
      kind: .peer,
      evidence: "a radar with a sample project",
      observed: """
        iOS 10.2: a classic split view shown with primaryHidden, then set to allVisible: \
        "UIKit doesn't send the viewWillAppear message to the newly appeared VC", nor \
        viewDidAppear; a split view shown in allVisible from the start sends them.
        """,
      device: "iPad",
      ios: "10.2",
      setup: "classic UISplitViewController, preferredDisplayMode primaryHidden then allVisible",
      citation: "openradar 29824842 (github.com/lionheart/openradar-mirror #16613)"
    ),
  ]
}
