extension SourceIndex {
  /// Public pages and code on scrolling and the bars that follow it, collected for issue 25
  /// (WEB-700 to WEB-799).
  static let webScrolling700To799: [Source] = [
    Source(
      id: "WEB-701",
      kind: .observation,
      evidence: "code pattern copied in many public repositories",
      observed: """
        A widely copied large-title tutorial reads navigationBar.frame.height inside \
        scrollViewDidScroll and interpolates between 44 (\"small state\") and 96.5 (\"large \
        state\"): the navigation bar's height follows the content offset point by point while a \
        large title collapses.
        """,
      device: "iPhone (@2x)",
      ios: "11–13 era",
      setup: "UINavigationController with prefersLargeTitles, a table view as the content",
      citation: """
        public code with the comment "Height of NavBar for Large state. Usually it's just 96.5" \
        (about ten repositories)
        """
    ),
    Source(
      id: "WEB-702",
      kind: .observation,
      evidence: "sample project and README",
      observed: """
        Scrolling a table up under a large title and releasing it gives calls to \
        viewDidLayoutSubviews while the bar changes height; turning large titles off makes them \
        stop: a collapsing bar lays the controller out during the scroll.
        """,
      device: "iPhone",
      ios: "11",
      setup: "UITableViewController in a navigation controller with large titles",
      citation: "https://github.com/mattneub/InfiniteLayoutSubviewsBug"
    ),
    Source(
      id: "WEB-703",
      kind: .observation,
      evidence: "blog post",
      observed: """
        contentOffset is the scroll view's bounds.origin; setContentOffset(_:animated:) sets it \
        and also invokes the delegate's scrollViewDidScroll.
        """,
      device: "any",
      ios: "any",
      setup: "UIScrollView and UICollectionView driven from code",
      citation: "http://jonathonstaff.com/blog/a-quick-commentary-on-uiscrollview/"
    ),
    Source(
      id: "WEB-704",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        UITabBarController.tabBarMinimizeBehavior (iOS 26) defaults to automatic, which resolves \
        to the system default; onScrollDown minimizes the tab bar when scrolling down and expands \
        it when scrolling back up; onScrollUp is for content aligned to the bottom. SwiftUI's \
        TabBarMinimizeBehavior.automatic: on iOS and iPadOS the tab bar does not minimize; \
        minimizing is supported for tab bars on iPhone only.
        """,
      device: "iPhone (iPad: no minimization)",
      ios: "26+",
      setup: "a UITabBarController whose tab scrolls its content scroll view",
      citation: """
        https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior \
        and https://developer.apple.com/documentation/swiftui/tabbarminimizebehavior
        """
    ),
    Source(
      id: "WEB-705",
      kind: .observation,
      evidence: "measurement printed in an app's source comment",
      observed: """
        The superview of a bottom accessory's content view (_UITabAccessoryContainer), measured \
        with a probe: 360x48 in the regular environment and 234x48 inline (tab bar minimized); \
        the container is exactly the content view's size, and inline is not shorter, only \
        narrower. With the accessory left installed, hidesBottomBarWhenPushed removes the tab \
        bar and the accessory stays over the pushed controller.
        """,
      device: "iPhone 17 Pro",
      ios: "26.5",
      setup: """
        UITabBarController with tabBarMinimizeBehavior onScrollDown and a UITabAccessory whose \
        content view has no intrinsic size
        """,
      citation: "public repository source comment, find_string id 65829622103"
    ),
    Source(
      id: "WEB-706",
      kind: .observation,
      evidence: "developer blog post and forum thread",
      observed: """
        On iOS 26 the bottom accessory animates with scrolling only when the scroll view is the \
        controller's first subview; on iOS 18 and earlier a back-port must add the accessory's \
        metrics to the tab children's scroll-view insets itself, which iOS 26 does for the \
        real accessory. On iPhone the accessory is forced to the full width inside a glass \
        container; there is no layout guide for it.
        """,
      device: "iPhone, iPad",
      ios: "26",
      setup: "UITabBarController.bottomAccessory with a scrolling tab",
      citation: """
        https://furbo.org/?p=2875 and https://developer.apple.com/forums/thread/799315
        """
    ),
    Source(
      id: "WEB-720",
      kind: .observation,
      evidence: "issues and a merged pull request in three projects",
      observed: """
        From iOS 11 a UISearchBar's intrinsic height is 56 instead of 44; code written for both \
        sizes a search bar's wrapper 56 on iOS 11 or later and 44 before.
        """,
      device: "iPhone",
      ios: "11",
      setup: "UISearchBar, alone or from a UISearchController",
      citation: """
        https://github.com/Esri/maps-app-ios/issues/67 ; https://github.com/jdisho/Papr/pull/67 ; \
        https://github.com/tidev/titanium-sdk/pull/9496
        """
    ),
    Source(
      id: "WEB-721",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        navigationItem.hidesSearchBarWhenScrolling (iOS 11+, default true): the search bar is \
        visible only when the scroll position is at the top of the content; scrolling down \
        collapses it into the navigation bar and scrolling back to the top reveals it. \
        preferredSearchBarPlacement (iOS 16+): automatic, inline, stacked; iOS 26 adds \
        integrated, integratedButton and integratedCentered and deprecates inline.
        """,
      device: "any",
      ios: "11+, 16+, 26+",
      setup: "UINavigationItem",
      citation: """
        https://developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling ; \
        https://developer.apple.com/documentation/uikit/uinavigationitem/preferredsearchbarplacement
        """
    ),
    Source(
      id: "WEB-722",
      kind: .observation,
      evidence: "merged pull request with a recording",
      observed: """
        With hidesSearchBarWhenScrolling left at its default, a navigation item's search bar is \
        hidden at first and unfolds as the table is dragged down; to show it at launch the app \
        moves the table's contentOffset up by the search bar's height.
        """,
      device: "iPhone X, iPhone 11",
      ios: "13",
      setup: "a table view controller with a search controller in a navigation controller",
      citation: "https://github.com/mozilla-mobile/firefox-ios/pull/6703"
    ),
    Source(
      id: "WEB-723",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        UINavigationItem.navigationBarMinimization (iOS 27): a UIBarMinimization with \
        minimizationBehavior (automatic, never, onScrollDown, onScrollUp), restorationBehavior \
        (automatic, which restores when the scroll turns back and selects atScrollEdge for an \
        integratedCentered search placement; atScrollEdge, honoured with onScrollDown only) and \
        safeAreaAdjustment (automatic, disabled: the safe area stays as the bar minimizes; \
        enabled: it shrinks with the bar). SwiftUI: the modifier enables minimization; by \
        default a navigation bar minimizes only for a searchable in the principal toolbar \
        placement, and the safe area adjusts interactively.
        """,
      device: "any",
      ios: "27",
      setup: "UINavigationItem, SwiftUI toolbar minimization",
      citation: """
        https://developer.apple.com/documentation/uikit/uinavigationitem/navigationbarminimization-15u99 ; \
        SwiftUI ToolbarMinimizationBehavior and toolbarMinimizationSafeAreaAdjustment
        """
    ),
    Source(
      id: "WEB-724",
      kind: .documentation,
      evidence: "Apple's Scroll View Programming Guide for iOS, as quoted in Q&A",
      observed: """
        setContentOffset(_:animated:) with animation scrolls from the current position to the \
        given one at a constant rate; the delegate receives a series of scrollViewDidScroll \
        messages as the animation progresses, then scrollViewDidEndScrollingAnimation when it \
        completes. Without animation, or when contentOffset is set directly, the delegate \
        receives a single scrollViewDidScroll.
        """,
      device: "any",
      ios: "any",
      setup: "UIScrollView driven from code",
      citation: """
        Apple, Scroll View Programming Guide for iOS, "Scrolling to a Specific Offset" \
        (quoted at https://itecnote.com/tecnote/ios-uiscrollview-difference-between-setcontentoffsetanimated-and-scrollrecttovisibleanimated/)
        """
    ),
  ]
}
