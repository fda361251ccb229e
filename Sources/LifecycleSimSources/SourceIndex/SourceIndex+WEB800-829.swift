extension SourceIndex {
  /// iPad windows that are not the screen: Split View, Slide Over and iPadOS 26 windows,
  /// collected for issue 26's first part (WEB-800 to WEB-829).
  static let webWindows800To829: [Source] = [
    Source(
      id: "WEB-800",
      kind: .observation,
      evidence: "logged sizes in a book chapter; a layout enum keyed on window sizes; a blog post",
      observed: """
        On a 768×1024 iPad the Split View window sizes are, in landscape, 694×768 (two-thirds), \
        507×768 (half) and 320×768 (one third); in portrait 438×1024 and 320×1024. A split \
        app moved to the background is sent viewWillTransition(to:) with 768×1024, 1024×768, \
        then 694×768. "The width of the app in 2/3 mode is 694 points (I got this from Xcode)."
        """,
      device: "iPad (768×1024)",
      ios: "9",
      setup: "an app in Split View beside another app",
      citation: """
        raywenderlich.com, iOS 9 by Tutorials, Multitasking chapter; \
        http://cyrilwei.me/ios/2016/10/18/constraints-priorities.html
        """
    ),
    Source(
      id: "WEB-801",
      kind: .observation,
      evidence: "hand-written per-device table in a public repository",
      observed: """
        Split View widths per iPad (landscape two-thirds / half / one third, portrait \
        two-thirds / one third): 810×1080 750/535/320, 480/320; 834×1112 782/551/320, 504/320; \
        820×1180 795/585/375, 490/320; 834×1194 809/592/375, 504/320; 1024×1366 981/678/375, \
        639/375. Every row has narrow + wide + 10 = the screen width: the divider is 10 pt. \
        Split windows are the full screen height.
        """,
      device: "iPads",
      ios: "13–18",
      setup: "a table of iPad multitasking window sizes",
      citation: "a Flutter dev_tools repository's iPad data.dart (index file id 21232713780)"
    ),
    Source(
      id: "WEB-802",
      kind: .observation,
      evidence: "simulator measurements in blog posts",
      observed: """
        "The narrower app is 320 points (640 pixels) wide … in both landscape and portrait and \
        the wider app occupies the remaining space" (9.7" and 10.5", iOS 12). On the 8.3" \
        iPad mini (1133 wide) "the narrower app is 375 points … compact width. The wider app is \
        748 points … regular width." A Slide Over window on a home-button iPad "is 40 points \
        shorter than the full screen height (20 points inset from the top … and 20 points \
        inset from the bottom)".
        """,
      device: "iPad 9.7\", 10.5\", mini (6th generation)",
      ios: "12, 15",
      setup: "the Adaptivity app in Split View and Slide Over",
      citation: """
        https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-11-and-12-9-ipads-pro-cabd1c0e5f20 ; \
        https://hacknicity.medium.com/how-ipad-apps-adapt-to-the-new-8-3-ipad-mini-7796efdc88eb
        """
    ),
    Source(
      id: "WEB-803",
      kind: .documentation,
      evidence: "Apple's archived multitasking guide; a test app's write-up; a radar",
      observed: """
        A secondary app "can occupy, at most, half of the screen in landscape Split View, \
        remaining in a compact horizontal size class"; on the 12.9" iPad Pro in landscape half \
        and half "each obtain a regular horizontal size class". Slide Over is compact width, \
        regular height; "the verticalSizeClass (height) of all configurations on iPad is \
        Regular". On the 12.9" in portrait the two-thirds window (639 wide) gets a Compact \
        width in traitCollectionDidChange. Every measured compact width is at most 639 and \
        every regular one at least 678.
        """,
      device: "iPads",
      ios: "9–18",
      setup: "size classes of Split View and Slide Over windows",
      citation: """
        https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html ; \
        http://txt.jazzychad.net/post/70b4389ab2e9ce42522d ; openradar 34621309
        """
    ),
    Source(
      id: "WEB-804",
      kind: .observation,
      evidence: "radars and an issue thread",
      observed: """
        On a Split View resize every visible controller gets viewWillTransition(to:with:) with \
        its own new size (a split view's detail controller reports 703×768 or 447×1024); \
        willTransition(to:with:) (the trait collection) comes before viewWillTransition, and \
        the trait calls are skipped when no size class changes.
        """,
      device: "iPad",
      ios: "9+",
      setup: "an app resized between Split View sizes",
      citation: """
        openradar 22885931, 24277475; facebookarchive/AsyncDisplayKit#2115
        """
    ),
    Source(
      id: "WEB-805",
      kind: .observation,
      evidence: "issue threads of apps adopting iPadOS 26 windows",
      observed: """
        A window away from the screen edges on iPadOS 26 reports a small safeAreaInsets.top \
        (about 10) and no left inset; the window controls (●●●) are not part of \
        safeAreaInsets, only of the corner-adapted layout regions. Split View and Slide Over \
        were removed in 26.0 for resizable windows; Slide Over came back in 26.1 as one \
        resizable floating window.
        """,
      device: "iPad",
      ios: "26",
      setup: "apps in iPadOS 26 windowed mode",
      citation: """
        iebb/mithka#68; Proteus-Technologies-Private-Limited/OpenDraft#66; tauri-apps/tauri#15521; \
        MacStories, "Reports of Slide Over's Death Were Greatly Exaggerated"
        """
    ),
  ]
}
