extension SourceIndex {
  /// `UIPageViewController` and `UIHostingController.sizingOptions`, for issue 27 (WEB-950 to
  /// WEB-964).
  static let webPages950To964: [Source] = [
    Source(
      id: "WEB-950",
      kind: .observation,
      evidence: "a printed callback log in an issue",
      observed: """
        The first page set in the page view controller's viewDidLoad appears before its parent: \
        viewDidLoad / viewDidLoad <page> / viewWillAppear <page> / viewDidAppear <page> / \
        viewWillAppear / viewDidAppear.
        """,
      device: "iPhone (not named)",
      ios: "13 era (2019)",
      setup: "Pageboy (a UIPageViewController subclass) with its first page set in viewDidLoad",
      citation: "https://github.com/uias/Pageboy/issues/233"
    ),
    Source(
      id: "WEB-951",
      kind: .observation,
      evidence: "a statement in an issue",
      observed: """
        A swipe released before the threshold (the page springs back): "VC1 lifecycle method \
        viewDidAppear and VC2 viewDidDisappear are not called".
        """,
      device: "iPhone (not named)",
      ios: "14 era (2020)",
      setup: "Pageboy (a UIPageViewController subclass), cancelled interactive swipe",
      citation: "https://github.com/uias/Pageboy/issues/255"
    ),
    Source(
      id: "WEB-952",
      kind: .observation,
      evidence: "a statement in an issue",
      observed: """
        The incoming page's viewDidAppear comes only once the scroll comes to rest: a pager's \
        option to lay pages out on rest is described as making it behave "like \
        UIPageViewController".
        """,
      device: "not named",
      ios: "12 era (2018)",
      setup: "SCPageViewController compared with UIPageViewController",
      citation: "https://github.com/stefanceriu/SCPageViewController/issues/46"
    ),
    Source(
      id: "WEB-953",
      kind: .observation,
      evidence: "a radar",
      observed: """
        Child controllers in a scroll view get the parent's safeAreaInsets "only if its view is \
        inside the bounds of the parent's scrollView".
        """,
      device: "iPhone X",
      ios: "11.2",
      setup: "child controllers' views paged in a scroll view (radar 36070764)",
      citation: "https://github.com/lionheart/openradar-mirror/issues/19081"
    ),
    Source(
      id: "WEB-954",
      kind: .documentation,
      evidence: "Apple documentation",
      observed: """
        UIHostingControllerSizingOptions (iOS 16+): the default is empty; preferredContentSize \
        "tracks the content's ideal size in its preferred content size"; intrinsicContentSize \
        makes the hosting view's intrinsic size follow the ideal size.
        """,
      device: "any",
      ios: "16+",
      setup: "UIHostingController.sizingOptions",
      citation:
        "https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions"
    ),
    Source(
      id: "WEB-955",
      kind: .observation,
      evidence: "a pull request",
      observed: """
        With sizingOptions = .preferredContentSize, "the preferredContentSize does not appear to \
        be updated after the first layout".
        """,
      device: "not named",
      ios: "16+ (2024)",
      setup: "UIHostingController with sizingOptions = .preferredContentSize",
      citation: "https://github.com/square/workflow-swift/pull/277"
    ),
  ]
}
