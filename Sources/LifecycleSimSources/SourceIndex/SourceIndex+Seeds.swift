extension SourceIndex {
  /// The five seed articles the project started from, seed000 to seed004.
  static let seeds: [Source] = [
    Source(
      id: "seed000",
      kind: .seed,
      evidence: "article (Chinese translation of an English blog post)",
      observed: """
        How iOS 11 replaced topLayoutGuide and bottomLayoutGuide with safeAreaInsets and \
        safeAreaLayoutGuide on every view, with four edges instead of two. It compares an iPhone 8 \
        and an iPhone X in portrait (top and bottom insets) and landscape (left, right and \
        bottom), shows subviews pinned to the edges running under the notch and the home \
        indicator, and fixes them with manual layout from safeAreaInsets or Auto Layout to the \
        guide. It introduces additionalSafeAreaInsets (containers use it for their bars; an iPhone \
        8 can imitate an iPhone X with 24/34, 44/34 and 44/21/44), the safeAreaInsetsDidChange \
        callbacks, the nav bar drawn under the notch when the status bar is hidden, the four \
        contentInsetAdjustmentBehavior values with the conditions of automatic, iOS 10 vs 11 \
        prints of contentInset and adjustedContentInset including contentInset 10 on every edge, \
        adjustedContentInsetDidChange, insetsContentViewsToSafeArea and sectionInsetReference.
        """,
      device: "iPhone 8 and iPhone X, portrait and landscape",
      ios: "10 and 11",
      setup: """
        A view controller with subviews pinned to the edges or to the safe area; tab → navigation \
        → table for the scroll-view prints
        """,
      citation: """
        \"iOS Safe Area\", Rosberry (Medium), \
        https://medium.com/rosberryapps/ios-safe-area-ca10e919526f; the seed is an unsigned \
        Chinese translation, whose address the seed does not give
        """
    ),
    Source(
      id: "seed001",
      kind: .seed,
      evidence: "article (Chinese)",
      observed: """
        Explains the iOS 7 full-screen controller under translucent bars and what topLayoutGuide \
        and bottomLayoutGuide measure, then iOS 11's safe area: it is set only once a view is in a \
        hierarchy (the article advises reading it in viewDidAppear), and it changes on rotation. \
        On iOS 10, automaticallyAdjustsScrollViewInsets adjusts only the root view's first direct \
        subview, and only if it is a scroll view. adjustedContentInset = contentInset + safe area, \
        with the never, scrollableAxes, automatic and always behaviours; an eight-row table of \
        automatic's cases (flag, first scroll view or not, scrollable or not) gives its \
        conclusions. A UIWebView's scroll view always uses always. Advice: never plus a manual \
        contentInset.
        """,
      device: "iPhone (not named)",
      ios: "7 to 11",
      setup: """
        Controllers with scroll views under navigation bars, automaticallyAdjustsScrollViewInsets \
        on and off
        """,
      citation: """
        \"浅谈iOS11适配(一)\" (\"On adapting to iOS 11, part 1\"), by Alla, posted 27 August 2017; the \
        seed gives no address
        """
    ),
    Source(
      id: "seed002",
      kind: .seed,
      evidence: "article (Chinese)",
      observed: """
        Why a table view's content moved down by 20 pt or 64 pt on iOS 11: \
        automaticallyAdjustsScrollViewInsets was deprecated and the safe area now feeds \
        adjustedContentInset. A full-screen table reads safe area (20,0,0,0) under the status bar, \
        (64,0,0,0) under a navigation bar and (64,0,49,0) with a tab bar too; a transparent \
        navigation bar still ends the safe area at its bottom, and a table below the bar has safe \
        area 0. It quotes the header text of the four behaviours, shows contentInset {64,0,60,0} \
        kept from iOS 10 plus a 20-pt status bar giving {84,0,60,0}, gives three fixes \
        (contentInset 0, never, a negative additionalSafeAreaInsets), and notes the grouped-table \
        header gap that estimated header heights cause on iOS 11.
        """,
      device: "iPhone (not named), portrait",
      ios: "10 and 11",
      setup: "A full-screen UITableView under the status bar, a navigation bar and a tab bar",
      citation: """
        Untitled article on the iOS 11 table-view shift (tableView 内容下移 20pt 或 64pt), Jianshu, \
        http://www.jianshu.com/p/efbc8619d56b (the address the article closes with); author not \
        named
        """
    ),
    Source(
      id: "seed003",
      kind: .seed,
      evidence: "article (Chinese)",
      observed: """
        A manual-layout team's notes from adapting to the iPhone X. edgesForExtendedLayout, \
        translucent and extendedLayoutIncludesOpaqueBars decide where the root view starts; \
        automaticallyAdjustsScrollViewInsets gives the first scroll view (64,0,0,0), which \
        conflicts with the top guide and doubles on iOS 11. The layout guides are defined by the \
        parent, read in viewDidLayoutSubviews and 0 under opaque bars, with a logged table (vc \
        64/49, nav 20/49, tab 20/0). It covers layout margins, directional margins and \
        viewRespectsSystemMinimumLayoutMargins, the iPhone X tab → nav values {88,0,83,0} in \
        portrait and {32,44,53,44} in landscape, the order of viewSafeAreaInsetsDidChange (values \
        trusted from it on), an additionalSafeAreaInsets top of −11, the iPhone X macros (375×812, \
        home indicator 34, tab bar 49 + 34, status bar 44 vs 20) and home-indicator auto-hiding.
        """,
      device: "iPhone 8 class and iPhone X, portrait and landscape",
      ios: "10 and 11",
      setup: "Tab bar → navigation → view controller with translucent and opaque bars",
      citation: """
        Untitled notes on edgesForExtendedLayout, layout guides, layout margins and the safe area, \
        by SamuelChan (the name in its image addresses), October 2017; the seed gives no address
        """
    ),
    Source(
      id: "seed004",
      kind: .seed,
      evidence: "article (Chinese)",
      observed: """
        SwiftUI lays content out inside the safe area unless told otherwise. A root view's insets \
        are the bars' and the home indicator's, a subview's only what overlaps it, and a view off \
        screen reads 0. GeometryReader reports safeAreaInsets (47 top and 34 bottom in its \
        example, 0 for an inner Text); an environment key can read them from the key window. \
        ignoresSafeArea takes regions and edges (edgesIgnoringSafeArea is deprecated); the \
        keyboard is a safe-area region from iOS 14, with the iPad's floating keyboard as an \
        exception. ScrollView, List and Form fill the screen, and TabView adds its own insets. The \
        simulator does not model SwiftUI yet.
        """,
      device: "iPhone with a notch (47-pt top inset in its example)",
      ios: "14 and later (SwiftUI)",
      setup: "SwiftUI views reading safe-area insets through GeometryReader and ignoresSafeArea",
      citation: """
        \"掌握 SwiftUI 的 Safe Area\" (\"Mastering the safe area in SwiftUI\"), by Fatbobman (东坡肘子), \
        fatbobman.com, 22 November 2021; the seed gives no page address
        """
    ),
  ]
}
