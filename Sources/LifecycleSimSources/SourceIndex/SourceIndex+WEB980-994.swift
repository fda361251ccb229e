extension SourceIndex {
  /// Page changes of `UIPageViewController` and `UIHostingController.sizingOptions`, for issue
  /// 27 (WEB-980 to WEB-994).
  static let webPages980To994: [Source] = [
    Source(
      id: "WEB-980",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        pageViewController(_:willTransitionTo:) is "called before a gesture-driven transition \
        begins"; "if the user aborts the navigation gesture, the transition doesn't complete and \
        the view controllers stay the same".
        """,
      device: "any",
      ios: "6+",
      setup: "UIPageViewControllerDelegate",
      citation: """
        https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate/\
        pageviewcontroller(_:willtransitionto:)
        """
    ),
    Source(
      id: "WEB-981",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:) is \
        "called after a gesture-driven transition completes"; completed is true "if the user \
        completed the page-turn gesture".
        """,
      device: "any",
      ios: "5+",
      setup: "UIPageViewControllerDelegate",
      citation: """
        https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate/\
        pageviewcontroller(_:didfinishanimating:previousviewcontrollers:transitioncompleted:)
        """
    ),
    Source(
      id: "WEB-982",
      kind: .observation,
      evidence: "a printed delegate log in a blog post",
      observed: """
        A slight scroll calls willTransitionToViewControllers; releasing it short calls \
        didFinishAnimating with the transition not completed; scrolling on to the next page \
        calls didFinishAnimating with the transition completed.
        """,
      device: "iPhone 6 simulator",
      ios: "9.1",
      setup: "UIPageViewController, 5 pages, swipes completed and released short",
      citation: "http://wisdomskyduan.blogspot.com/2015/11/ios-uipageviewcontroller-test-note.html"
    ),
    Source(
      id: "WEB-983",
      kind: .observation,
      evidence: "observed callback orders in a blog post",
      observed: """
        Page curling: New viewWillAppear, Current viewWillDisappear, Current viewDidDisappear, \
        New viewDidAppear; cancelled: New viewWillAppear, Current viewWillDisappear, New \
        viewWillDisappear, Current viewWillAppear, New viewDidDisappear, Current viewDidAppear.
        """,
      device: "any",
      ios: "7",
      setup: "UIPageViewController with the page-curl transition style (the page of GT-241)",
      citation: "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"
    ),
    Source(
      id: "WEB-984",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        setViewControllers(_:direction:animated:completion:): "the view controllers passed to \
        this method are those that will be visible after the animation has completed"; the \
        completion block is called "when the page-turn animation completes".
        """,
      device: "any",
      ios: "5+",
      setup: "UIPageViewController.setViewControllers",
      citation: """
        https://developer.apple.com/documentation/uikit/uipageviewcontroller/\
        setviewcontrollers(_:direction:animated:completion:)
        """
    ),
    Source(
      id: "WEB-985",
      kind: .observation,
      evidence: "a radar",
      observed: """
        In a navigation controller, a page's constraints to the top layout guide are only updated \
        once the page view controller's animation has finished, not as the new page scrolls in.
        """,
      device: "not named",
      ios: "8.4, 9.0",
      setup: "UIPageViewController (scroll style) inside a UINavigationController (rdar 21728584)",
      citation: "http://www.openradar.me/21728584"
    ),
    Source(
      id: "WEB-986",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        UIHostingControllerSizingOptions.preferredContentSize: "the hosting controller tracks its \
        content's ideal size in its preferred content size", for "a container view controller \
        that requires up-to-date knowledge of the hosting controller's ideal size"; it asks for \
        the ideal size "using the unspecified size proposal".
        """,
      device: "any",
      ios: "16+",
      setup: "UIHostingController.sizingOptions = .preferredContentSize",
      citation: """
        https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions/\
        preferredcontentsize
        """
    ),
    Source(
      id: "WEB-987",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        UIViewController.preferredContentSize "is used primarily when displaying the view \
        controller's content in a popover"; changing it while the controller is in a popover \
        animates the size change.
        """,
      device: "any",
      ios: "7+",
      setup: "UIViewController.preferredContentSize",
      citation:
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize"
    ),
    Source(
      id: "WEB-988",
      kind: .observation,
      evidence: "a merged pull request of a UIKit form library",
      observed: """
        "When the interactive dismissal begins, viewWillDisappear is called and then, if the \
        gesture in cancelled, viewWillAppear and viewDidAppear are called again but not \
        viewDidDisappear." Observers added in viewWillAppear and removed in viewDidDisappear \
        therefore piled up, one more for each cancelled dismissal.
        """,
      device: "iPhone",
      ios: "10 era (2017)",
      setup: "a form controller dismissed interactively, the gesture cancelled",
      citation: "https://github.com/xmartlabs/Eureka/pull/1037"
    ),
    Source(
      id: "WEB-989",
      kind: .observation,
      evidence: "an article summarising WWDC 2019's slides",
      observed: """
        Dismissing a page sheet by swiping: with isModalInPresentation true, \
        presentationControllerDidAttemptToDismiss is called; otherwise \
        presentationControllerShouldDismiss, then presentationControllerWillDismiss, then \
        presentationControllerDidDismiss, in that order.
        """,
      device: "iPhone",
      ios: "13",
      setup: "a page sheet swiped down, UIAdaptivePresentationControllerDelegate set",
      citation: """
        https://medium.com/better-programming/\
        the-lifecycle-and-control-when-dismissing-a-modal-view-with-pagesheet-in-ios-13-4bbd1e3e1ec7
        """
    ),
    Source(
      id: "WEB-990",
      kind: .observation,
      evidence: "a blog post with its logging code",
      observed: """
        Returning from a sheet (iOS 13's default modal style) by swiping it down calls none of \
        the presenting controller's lifecycle methods, which it logs with #function; returning \
        from a full-screen presentation calls them. An unwind segue does not call them either.
        """,
      device: "iPhone (simulator)",
      ios: "13",
      setup: "each lifecycle method prints #function; a sheet presented by a segue, swiped down",
      citation: "https://yagamo-style.com/2020/03/02/default-modal-segue-xcode11/"
    ),
  ]
}
