extension SourceIndex {
  /// Public pages on scroll views and the keyboard collected for issue 10 (WEB-300 to WEB-399):
  /// which axes scroll, the bounce defaults per class, and the keyboard notifications' user info.
  static let web300To399: [Source] = [
    Source(
      id: "WEB-301",
      kind: .documentation,
      evidence: "API header (UIScrollView.h, as generated bindings reproduce it)",
      observed: """
        scrollableAxes: "Edges for scrollable axes are adjusted (i.e., contentSize.width/height > \
        frame.size.width/height or alwaysBounceHorizontal/Vertical = YES)"; the comparison is \
        against the frame size, insets not subtracted, and bounces is not named
        """,
      device: "any",
      ios: "11+",
      setup: "UIScrollViewContentInsetAdjustmentBehavior header comments",
      citation: """
        multi-os-engine/multi-os-engine, moe-core/moe.apple/moe.platform.ios/src/main/java/apple/\
        uikit/enums/UIScrollViewContentInsetAdjustmentBehavior.java (the header's comments)
        """
    ),
    Source(
      id: "WEB-302",
      kind: .documentation,
      evidence: "API header (UIScrollView.h)",
      observed: """
        bounces: default YES; alwaysBounceVertical / alwaysBounceHorizontal: default NO, "if YES \
        and bounces is YES, even if content is smaller than bounds, allow drag vertically"
        """,
      device: "any",
      ios: "all",
      setup: "UIScrollView property declarations, quoted in a blog post (Xcode 8.2.1, Swift 3)",
      citation: "http://xyk.hatenablog.com/entry/2017/03/09/011619"
    ),
    Source(
      id: "WEB-303",
      kind: .observation,
      evidence: "statement (developer's finding, with the header quoted)",
      observed: """
        UITableView defaults alwaysBounceVertical to YES and alwaysBounceHorizontal to NO; \
        UIScrollView and UICollectionView default both to NO, so a collection view whose cells \
        do not fill its height cannot be dragged (no pull to refresh) until alwaysBounceVertical \
        is set, while a table view with one row can
        """,
      device: "iPhone (not named)",
      ios: "not stated (2010s)",
      setup: "UICollectionView and UITableView with content shorter than their bounds",
      citation: """
        https://developer.aliyun.com/article/1516931; the same statement in \
        https://wsa.jianshu.io/p/f3e5bf5192ef
        """
    ),
    Source(
      id: "WEB-304",
      kind: .observation,
      evidence: "statement (code comment)",
      observed: """
        webView.scrollView.alwaysBounceVertical = false "// The default is false" (WKWebView's \
        scroll view); the page bounces through bounces, not alwaysBounceVertical
        """,
      device: "iPhone (not named)",
      ios: "not stated (2020s)",
      setup: "WKWebView loading an H5 page, turning off the top bounce",
      citation:
        "https://dev.mo4tech.com/wkwebview-load-h5-page-to-turn-off-the-top-spring-effect.html"
    ),
    Source(
      id: "WEB-305",
      kind: .observation,
      evidence: "statement",
      observed: """
        a UIScrollView pinned to the screen edges, content shorter than the scroll view: the \
        content is not inset from the status bar (automatic outside containers acts on scrollable \
        axes only); with taller content it is
        """,
      device: "iPhone (not named), portrait",
      ios: "17 (2023)",
      setup: "view controller whose only subview is a scroll view of three labels",
      citation: """
        https://devhide.com/how-to-place-uiscrollview-content-always-below-safearea-even-if-\
        content-height-smaller-than-scrollview-height-77431769; also square/Blueprint pull \
        request 283 ("the scroll view wasn't adjusting the content inset for the safe area \
        (because the content wasn't tall enough)")
        """
    ),
    Source(
      id: "WEB-310",
      kind: .observation,
      evidence: "log (NSNotification printed)",
      observed: """
        keyboard will-change-frame (show): UIKeyboardAnimationCurveUserInfoKey = 7, duration \
        0.25, FrameBegin {{0, 480}, {320, 216}} (below the screen), FrameEnd {{0, 264}, {320, \
        216}}
        """,
      device: "iPhone 4s class 320x480, portrait",
      ios: "7",
      setup: "UIKeyboardWillChangeFrameNotification when a text field becomes first responder",
      citation: """
        Stack Overflow question 19482573 "UIKeyboardWillChangeFrameNotification \
        UIViewAnimationCurve set to 7 on iOS 7", mirrored at \
        https://www.generacodice.com/en/articolo/10468932/\
        uikeyboardwillchangeframenotification-uiviewanimationcurve-set-to-7-on-ios-7
        """
    ),
    Source(
      id: "WEB-311",
      kind: .observation,
      evidence: "log (userInfo printed)",
      observed: """
        show: curve 7, duration 0.25, FrameBegin {{0, 736}, {414, 271}}, FrameEnd {{0, 465}, \
        {414, 271}}, UIKeyboardIsLocalUserInfoKey = 1; hide (UIKeyboardWillHideNotification): \
        curve 7, duration 0.25, FrameBegin {{0, 465}, {414, 271}}, FrameEnd {{0, 736}, {414, \
        271}} (the end frame's top at the screen's bottom), IsLocal 1
        """,
      device: "iPhone 6/7/8 Plus class 414x736, portrait",
      ios: "9+ (IsLocal exists from 9)",
      setup: "keyboard shown for a text field, then endEditing",
      citation: "code corpus, find_string id 48113096249 (an Objective-C demo's comment)"
    ),
    Source(
      id: "WEB-312",
      kind: .observation,
      evidence: "log (userInfo printed)",
      observed: """
        show: curve 7, duration 0.25, FrameBegin {{0, 812}, {375, 333}}, FrameEnd {{0, 479}, \
        {375, 333}}, UIKeyboardIsLocalUserInfoKey = 1
        """,
      device: "iPhone X class 375x812, portrait",
      ios: "11+",
      setup: "UIKeyboardWillChangeFrameNotification, keyboard shown",
      citation: "code corpus, find_string id 1419419912 (an Objective-C demo's comment)"
    ),
    Source(
      id: "WEB-313",
      kind: .documentation,
      evidence: "doc",
      observed: """
        UIKeyboardIsLocalUserInfoKey: YES for the app that caused the keyboard to appear, NO for \
        the other visible apps (iPad multitasking); the begin and end frames are in screen \
        coordinates
        """,
      device: "any",
      ios: "9+",
      setup: "keyboard notification user-info keys",
      citation: "https://developer.apple.com/documentation/uikit/uikeyboardislocaluserinfokey"
    ),
    Source(
      id: "WEB-314",
      kind: .observation,
      evidence: "statement, with logs",
      observed: """
        an undocked or split iPad keyboard sends no keyboardWill/DidShow/Hide, only frame-change \
        notifications, whose user info is inconsistent (an end frame of {{0, -264}, {768, 304}}, \
        curve 0)
        """,
      device: "iPad 768x1024",
      ios: "5–7",
      setup: "undocking and splitting the iPad keyboard",
      citation: """
        http://themainthread.com/blog/2012/05/the-ipad-split-keyboard-and-missing-notifications.html; \
        http://stackoverflow.com/questions/10749311/ipad-split-keyboard
        """
    ),
    Source(
      id: "WEB-315",
      kind: .observation,
      evidence: "log (NSNotification printed)",
      observed: """
        UIKeyboardDidShowNotification carries the will notification's user info: curve 7, \
        duration 0.25, FrameBegin {{0, 667}, {375, 258}}, FrameEnd {{0, 409}, {375, 258}}, \
        UIKeyboardIsLocalUserInfoKey = 1
        """,
      device: "iPhone 6/7/8 class 375x667, portrait",
      ios: "9+",
      setup: "keyboard shown for a text field; the did-show notification printed",
      citation: "code corpus, find_string id 24784839464 (an Objective-C demo's comment)"
    ),
  ]
}
