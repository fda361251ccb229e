extension SourceIndex {
  /// The public sources WEB-201 to WEB-299 on what invalidates layout: which views
  /// `layoutSubviews` runs on after a frame, bounds, hierarchy or scroll change
  /// (docs/behaviour.md#layout-passes).
  static let webLayout: [Source] = [
    Source(
      id: "WEB-201",
      kind: .observation,
      evidence: "Q&A answer from experiments",
      observed: """
        layoutSubviews runs on a view if and only if its own bounds changed, the bounds of one of \
        its direct subviews changed, or a subview was added or removed. Bounds count as changed \
        when the new value differs, origin included, which is why a scroll view lays out as it \
        scrolls; a frame change changes the bounds only when the size changes. A bounds change \
        while outside a hierarchy lays the view out when it is added. The triggers call \
        setNeedsLayout, a flag checked once per run-loop turn, views higher up first.
        """,
      device: "any",
      ios: "iOS 4–7 era",
      setup: "custom views logging layoutSubviews, refining the answer of WEB-202",
      citation: """
        Stack Overflow 728372 "When is layoutSubviews called?", second answer (mirror \
        https://newbe.dev/when-is-layoutsubviews-called)
        """
    ),
    Source(
      id: "WEB-202",
      kind: .observation,
      evidence: "Q&A answer with a table of tests",
      observed: """
        init: no layout; addSubview: the added view, the target and all the target's subviews; \
        setFrame: the view only when the size differs; scrolling a UIScrollView: the scroll view \
        and its superview; rotation: the controller's root view; resizing a view: its superview; \
        removeFromSuperview: the superview only.
        """,
      device: "any",
      ios: "iOS 3–4 era",
      setup: "BadPirate's tests of which views lay out, one row per trigger",
      citation: """
        Stack Overflow 728372 "When is layoutSubviews called?", BadPirate's answer (mirrors \
        https://www.answiz.com/questions/7185/when-is-layoutsubviews-called, \
        https://developer.aliyun.com/article/249391)
        """
    ),
    Source(
      id: "WEB-203",
      kind: .observation,
      evidence: "test code with the logged result of each case",
      observed: """
        A view (0,100,100,100) holding a subview (25,25,50,50), changed 5 s after launch: the \
        view's origin x or y → no layoutSubviews; its size → the view's; the same frame → none; \
        the subview's origin → none; the subview's size → the view's, then the subview's; \
        addSubview of the subview again → the view's, then the subview's.
        """,
      device: "not stated",
      ios: "2022",
      setup: "TestLayouView.m, NSLog in layoutSubviews of both views, dispatch_after 5 s",
      citation: """
        https://github.com/venn0126/iOS-Study (2021/1028/TestStingNil/TestStingNil/\
        TestLayouView.m)
        """
    ),
    Source(
      id: "WEB-204",
      kind: .observation,
      evidence: "test code with the logged result of each case",
      observed: """
        View a (100,200,100,100) holding b (0,0,50,50): a's frame origin changed → nothing; a's \
        bounds size → a's layoutSubviews once; a's frame size → a's once; b's frame size → a's \
        and b's.
        """,
      device: "not stated",
      ios: "2019",
      setup: "FDUIViewViewController.p_testLayoutSubview, one case per step",
      citation: """
        https://github.com/Forteluz/iOS-Frameworks-Demo (FrameworksDemoProject/\
        FrameworksDemoProject/Frameworks/UIKit/UIView/FDUIViewViewController.m)
        """
    ),
    Source(
      id: "WEB-205",
      kind: .observation,
      evidence: "issue thread (maintainer's explanation)",
      observed: """
        With Auto Layout, scrolling a scroll view in a controller's view calls the controller's \
        viewDidLayoutSubviews; adding views to the scroll view does too.
        """,
      device: "any",
      ios: "9 era",
      setup: "UIScrollView as a subview of a controller's root view, Auto Layout",
      citation: "https://github.com/wangmchn/WMPageController/issues/33"
    ),
    Source(
      id: "WEB-206",
      kind: .observation,
      evidence: "lldb dump of the view hierarchy",
      observed: """
        A navigation controller's view holds a UINavigationTransitionView and the \
        UINavigationBar; the transition view holds a UIViewControllerWrapperView whose single \
        subview is the top controller's view. A presented controller's view sits in a \
        UITransitionView of the window.
        """,
      device: "iPad (768x1024), portrait",
      ios: "8 era",
      setup: "po [[self.navigationController view] subviews] and the wrapper's subviews",
      citation: """
        Stack Overflow 30117083 (mirror wiki.gubat.org); https://mfaani.com/posts/\
        what-is-uitransitionview-about
        """
    ),
  ]
}
