extension SourceIndex {
  /// The OpenUIKit peer measurements OU-001 to OU-059: safe area, content insets, margins and bars.
  static let openUIKit001To059: [Source] = [
    Source(
      id: "OU-001",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: "A child at (0,0,320,480) reads safeAreaInsets {44,10,34,12}.",
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: """
        A 320×480 parent view at the origin whose own safeAreaInsets are forced to (44,10,34,12); \
        a child with the given frame is added, the parent is laid out, and child.safeAreaInsets is \
        read (OpenUIKit SafeAreaPropagationTests.testMeasuredPropagationSweep)
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-002",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: "A child at (30,20,100,500) reads safeAreaInsets {24,0,34,0}.",
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: """
        A 320×480 parent view at the origin whose own safeAreaInsets are forced to (44,10,34,12); \
        a child with the given frame is added, the parent is laid out, and child.safeAreaInsets is \
        read (OpenUIKit SafeAreaPropagationTests.testMeasuredPropagationSweep)
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-004",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: "A child at (0,100,320,200) reads safeAreaInsets {0,10,0,12}.",
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: """
        A 320×480 parent view at the origin whose own safeAreaInsets are forced to (44,10,34,12); \
        a child with the given frame is added, the parent is laid out, and child.safeAreaInsets is \
        read (OpenUIKit SafeAreaPropagationTests.testMeasuredPropagationSweep)
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-005",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: """
        A child at (0,460,320,100), lying entirely inside the unsafe bottom band reads \
        safeAreaInsets {0,10,34,12}. The source header stresses that a rect-intersection model \
        would give 0 here.
        """,
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: """
        A 320×480 parent view at the origin whose own safeAreaInsets are forced to (44,10,34,12); \
        a child with the given frame is added, the parent is laid out, and child.safeAreaInsets is \
        read (OpenUIKit SafeAreaPropagationTests.testMeasuredPropagationSweep)
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-007",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: """
        A child at (−50,−50,500,700), larger than the parent reads safeAreaInsets {44,10,34,12}.
        """,
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: """
        A 320×480 parent view at the origin whose own safeAreaInsets are forced to (44,10,34,12); \
        a child with the given frame is added, the parent is laid out, and child.safeAreaInsets is \
        read (OpenUIKit SafeAreaPropagationTests.testMeasuredPropagationSweep)
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-008",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: "A child at (5,10,60,20) reads safeAreaInsets {34,5,0,0}.",
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: """
        A 320×480 parent view at the origin whose own safeAreaInsets are forced to (44,10,34,12); \
        a child with the given frame is added, the parent is laid out, and child.safeAreaInsets is \
        read (OpenUIKit SafeAreaPropagationTests.testMeasuredPropagationSweep)
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-010",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: """
        Same 320×480 root with SA (44,10,34,12): safeAreaLayoutGuide.layoutFrame = \
        (10,44,298,402).
        """,
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: "OpenUIKit testSafeAreaLayoutGuideIsBoundsInsetByInsets",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-011",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: """
        Same root. A subview whose four edges are pinned to safeAreaLayoutGuide gets frame \
        (10,44,298,402) (\"the probe's box\").
        """,
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: "OpenUIKit testPinningToSafeAreaGuideSolves",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-013",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: """
        A window-like root view 320×480 with SA (59,0,34,0) contains a UIViewController.view \
        (320×480). vc.additionalSafeAreaInsets = (10,0,6,0) → vc.view.safeAreaInsets = (69,0,40,0) \
        (additive).
        """,
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: "OpenUIKit SafeAreaPropagationTests.testAdditionalSafeAreaInsetsAddToTheInherited",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-014",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area)",
      observed: """
        probe_toolbar_guide_bottom{0,34} on the SE 2x: a constraint-sized owner hanging off its \
        own safeAreaLayoutGuide.bottom. It reproduces Focus's HomeViewToolbar (SnapKit). Root \
        375×667 with forced SA (20,0,B,0). Owner: bottom = root.bottom; leading/trailing = root SA \
        guide. Subview: top = owner.top, left/right inset 10, height 44, bottom = \
        owner.safeAreaLayoutGuide.bottom. Sibling: bottom = owner.top+6, height 148. B=0: owner \
        (0,623,375,44), sub (10,0,355,44), sibling y 481. B=34: owner (0,589,375,78), sub \
        (10,0,355,44), sibling y 447. In the Focus golden the toolbar is [0,603,375,44] in a 647 \
        pt parent.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit uikit/…/SafeAreaGuideTests.swift.testGuideFollowsConstraintSizedOwner",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-016",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area and bar geometry)",
      observed: """
        Same probe, \"hide_add59 / iPhone 16 window SA 59\". Nav view 390×700 with root SA \
        (59,0,34,0). Inline: bar (0,59,390,54); child SA top 113, bottom 34. Large titles: bar \
        (0,59,390,106); child SA.top 165. Rule: bar y follows the inset, not 10 + inset.
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: "OpenUIKit testIOSBarOriginFollowsSafeAreaTopAboveTheFloor",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-017",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area and bar geometry)",
      observed: """
        A 20 pt status-bar safe area: SE with the status bar shown, or additionalSafeAreaInsets 20 \
        on a zero-SA window. Nav view 390×700, root SA (20,0,0,0), large titles → bar \
        (0,20,390,106), child SA.top 126, inline title centre 37. The comment gives the inline \
        overlay as 74.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testIOSBarOriginMatchesAStatusBarSafeArea",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-019",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area and bar geometry)",
      observed: """
        realapp_focus_settings_light, iPhone 16: nav view 393×852, root SA (59,0,34,0), \
        navigationBar.isTranslucent = false → bar (0,59,393,54), content area (0,113,393,739), \
        child view (0,0,393,739), child SA (0,0,34,0) (bottom home-indicator only).
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: "OpenUIKit testIOSOpaqueBarInsetsContentBelowTheBar",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-020",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area)",
      observed: """
        Forms t200, SE 2x: inline bar with no explicit appearance. The bar is transparent \
        (backgroundColor nil, default configuration). The content area and child view fill the \
        container (0,0,390,700) (underlap). Child SA.top 64, bar height 54, inline title centre \
        22.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testIOSInlineBarIsTransparentAndContentUnderlaps",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-022",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area and bar geometry)",
      observed: """
        Tabs-ipad t200, iPad, window SA (32,0,25,0). UITabBarController with one plain (non-nav) \
        child → _UIFloatingTabBar (0,32,820,44) (barHeight 44). Child area (transition view) SA \
        bottom 25 (the window's, not the phone 83) and top 96. \"Non-nav children start at y 96\".
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPadTabBarIsTopStripAndDoesNotStealBottomInset",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-023",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area and bar geometry)",
      observed: """
        Tabs t200.landscape / t2000.landscape, SE 2x: 667×375 compact/compact, window SA 0, tab \
        bar controller with 3 items → UITabBar (0,311,667,64) (barHeight 64); platter \
        (205,0,257.5,44); items 36 tall at y 4; child SA bottom 64. \"Portrait 83 / stacked 94×54 \
        is unchanged.\"
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testCompactHeightTabBarIsInline64Pt",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-025",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area and bar geometry)",
      observed: """
        Ledger t200 / t3000, SE 2x: window 375×667 (SA 0), UINavigationController > \
        UITableViewController(.insetGrouped) with navigationItem.searchController, no tab bar. The \
        phone docks search at the bottom. Nav bar (0,10,375,54); root view SA.bottom 86; floating \
        search container (0,581,375,86); field in window coordinates (33,596,309,38). Active \
        search: nav bar (0,10,375,0), root SA.top 10, SA.bottom 86, field width 249.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: """
        OpenUIKit uikit/…/UISearchControllerTests.swift.testPhoneSearchWithoutTabBarDocksAtBottom
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-026",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area)",
      observed: """
        Ledger t200.landscape, SE 667×375, vertical compact: bottom search → nav bar minY 24, root \
        SA.bottom 82, container (0,293,667,82), field (32,307,603,36).
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPhoneBottomSearchCompactHeightSlotIs82",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-028",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area)",
      observed: """
        In a comment of testUntitledGroupedFooterAndCompactHeadersMatchHeaderprobe: \"Notes t6000 \
        SA.top 124 without large titles\". This is a stacked-search state on the SE.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testUntitledGroupedFooterAndCompactHeadersMatchHeaderprobe",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-029",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (safe area)",
      observed: """
        The iPhone 16 window safe area used by detentprobe, from the SheetDetentTests setup \
        comment: \"detentprobe's device: top 59 (status bar), bottom 34 (home indicator)\" → \
        window SA (59,0,34,0) at 393×852.
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: "OpenUIKit probe described in the text",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-031",
      kind: .peer,
      evidence: """
        OpenUIKit test expectation from a per-test probe (content insets and bar geometry)
        """,
      observed: """
        navprobe.scroll rest samples, iPhone 16 (measured 2026-09-04), iOS cut, nav 390×700 with \
        large titles and a bound scroll view. Rest offset −116, bar y 10, height 106, large title \
        34 pt, alpha 1, inline title alpha 0. At collapse distance d = 36 (offset −80): large \
        title moved up 36, alpha still 1, bar still 106. Titles stay opaque and there is no font \
        scaling.
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: """
        OpenUIKit IOSNavigationBarTransitionTests.testIOSCollapseKeepsTitlesOpaqueUntilTheZone
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-032",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (content insets)",
      observed: """
        probe_collapse_rebase + Feed t2800, SE 2x (2026-09-04). Same large-title nav (390×700). \
        Rest: offset −116, adjusted.top 116. setContentOffset(−65) → offset −65, adjusted 116, bar \
        height 106 (d = 51, still expanded). Back to −116, then setContentOffset(300) → offset \
        352 (+52 rebase), adjusted.top 64, bar height 54. setContentOffset(160) when already \
        collapsed → 160, adjusted 64. Same numbers are reported for UICollectionView.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testIOSSafeAreaTopShrinkRebasesOffset",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-034",
      kind: .peer,
      evidence: """
        OpenUIKit test expectation from a per-test probe (content insets and bar geometry)
        """,
      observed: """
        navprobe.scroll hold_d36 / hold_d37, iPhone 16. Zero-velocity release in the large-title \
        zone: at d = 36 it snaps back to −116; at d = 37 it snaps collapsed. The snap writes −64; \
        the collapse shrinks SA.top 116 → 64 and rebases +52, so the final offset is −12 (±0.5, \
        \"probe_collapse_rebase sv.set.-64\").
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: "OpenUIKit testIOSSnapThresholdIs36",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-035",
      kind: .peer,
      evidence: """
        OpenUIKit test expectation from a per-test probe (content insets and bar geometry)
        """,
      observed: """
        Earlier stored version only (id 67531230856, file UISearchControllerTests.swift): \
        tmp/tabs-search-slot-probe hideT_largeF + Tabs t6000/t7000, SE 2x. Setup: \
        UITableViewController(.plain) with 30 rows, UISearchController (obscuresBackground false) \
        on navigationItem, setContentScrollView(tableView), nav view 375×667, window SA 0. Rest: \
        nav bar (0,10,375,54), table adjusted.top 64, offset −64. Search active: bar height 60, \
        adjusted.top 70. After cancel (first deactivate): bar (0,10,375,114), searchBar \
        (0,54,375,60), adjusted.top 124, offset −124, search field (16,1,343,44). Then \
        setContentOffset(0,200): bar height 54, search bar height 0, adjusted.top 64, offset 260. \
        This is GT-133.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: """
        OpenUIKit UISearchControllerTests.swift; \
        testStackedSearchSlotAndScrollRebaseMatchTabsT6000T7000
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-037",
      kind: .peer,
      evidence: """
        OpenUIKit test expectation from a per-test probe (content insets and bar geometry)
        """,
      observed: """
        Tools/oracle2/scrolledgeeffectprobe, iPhone 16. Window 393×852 with SA (59,0,34,0); \
        UITabBarController > UINavigationController > VC with a full-size UIScrollView \
        (contentSize 393×3000). Nav bar (0,59,393,54). Scroll adjustedContentInset top 113, bottom \
        83; rest contentOffset.y −113. Tab bar frame (0,769,393,83); top glass edge at 103 (= \
        113−10); the bottom rest offset is 3000−852+83.
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: """
        OpenUIKit uikit/…/UIScrollEdgeEffectTests.swift.testHardPlateUnderNavigationAndTabBarsMatc\
        hesTheMeasuredGeometry
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-038",
      kind: .peer,
      evidence: """
        OpenUIKit test expectation from a per-test probe (content insets and bar geometry)
        """,
      observed: """
        Same probe, \"toolbar.rest\": same window, UINavigationController with isToolbarHidden = \
        false and toolbar items, full-size scroll view → adjustedContentInset.bottom 86. The \
        toolbar slot top is 766; the effect view is (0,776,393,76).
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testHardPlateUnderAToolbarStartsAtTheSlotPadding",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-040",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (content insets)",
      observed: """
        Forms-ipad t1200, iPad, window SA (32,0,25,0), same setup → rest adjusted.bottom 25, \
        focused 337 (keyboard overlap 312), after resign 25.
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPadTableKeyboardOverlapIs312",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-041",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (layout margins)",
      observed: "A fresh 375×200 UIView has layoutMargins (8,8,8,8).",
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit LayoutMarginsTests.testDefaultMarginsAreEightAllRound",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-043",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (layout margins)",
      observed: """
        \"Measured\": parent 320×480 with margins 20; child at (10,10,100,100) with \
        preservesSuperviewLayoutMargins = true → child margins (10,10,8,8).
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testPreservesSuperviewLayoutMargins",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-044",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (layout margins)",
      observed: "A 320×480 view with no safe area → layoutMarginsGuide.layoutFrame (8,8,304,464).",
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testLayoutMarginsGuideWithoutSafeArea",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-046",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (layout margins)",
      observed: """
        The iOS inset-grouped/system margin follows the window width: 375 → 16, 390 → 20, 393 → \
        20. MEASURED ipadprobe navLargeTable on iPad: 820 → 20 (card at x 20, 780 wide).
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit IOSDevicePixelMetricsTests.testInsetGroupedMarginFollowsTheWindowWidth",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-047",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (layout margins)",
      observed: """
        realapp_storage_light_ipad, iPad: large-title label x 20 (phone 16). A grouped-style \
        UITableViewCell in an 820 pt window has layoutMargins left/right 16, top 15 (a phone at \
        393 gives 20). The inset-grouped card x stays 20, and an inset-grouped cell's margin is \
        20.
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPadLargeTitleXAndGroupedCellMargin",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-049",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (layout margins)",
      observed: """
        Inset-grouped section header label x: SE portrait 32 (card 16 + inner 16); iPhone 16 \
        portrait 36 (20+16, realapp_focus_settings_light \"General\"); SE landscape compact height \
        40 (20+20, Notes t200.landscape \"All Notes\").
        """,
      device: "iPhone 16 (393×852 @3x); iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testInsetGroupedHeaderInnerFollowsSystemMargin",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-050",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (layout margins)",
      observed: """
        Ledger t200, SE 2x: a UITableViewCell(.default) with a disclosure indicator and frame \
        343×92 → contentView width 316.5, contentView layoutMargins left 16, right 8. RTL mirrors \
        this to left 8, right 16.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UISearchControllerTests.testDisclosureContentViewTrailingMarginIs8",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-052",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry and safe area)",
      observed: """
        NavFlow t200.ax1 / TableEditor t200.ax1, SE 2x, window \
        traitOverrides.preferredContentSizeCategory = .accessibilityLarge. Large title 48 pt bold, \
        label height 57.5, label y 54, large bar height 115.5, expanded inset 125.5 (= \
        10+54+61.5). At xxxl: bar 108, inset 118. — same test.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit probe described in the text",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-053",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        navprobe.scroll d052, iPhone 16: large-title nav scrolled to offset −64 (d = 52) → large \
        title alpha 0, inline title alpha 1, bar height 54 (_UIBarBackground 116 → 64).
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: "OpenUIKit testIOSCollapseSnapsTitlesAndBarHeightAtTheZone",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-055",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        Tabs t200 / t4000, SE 2x: window 375×667 (SA 0), UITabBarController > nav > root VC with a \
        search controller. The search stays in the nav-bar overlay (not bottom-docked). At rest: \
        overlay 0, nav bar height 54. Search active: overlay +6, nav bar height 60. The source \
        comment adds: at rest the hosted UISearchBar is (0,64,375,0) and the bar is (0,10,375,54); \
        active is (0,10,375,60).
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UISearchControllerTests.testTabHostedSearchStaysNavOverlay",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-056",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        Tabs-ipad t200 / t4000, iPad, window SA (32,0,25,0), tab > nav > root with search. Hosted \
        search bar (565,0,240,44), bar-local, trailing 15; title hidden; tab bar minY 32; nav bar \
        height 54. Active: search (525,0,280,44); tab bar (0,−32,820,44); nav still 54; overlay 0.
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPadHostedSearchIsTrailing240AndHidesTabBarWhenActive",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-058",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        Earlier stored version only (E1): tmp/tabs-search-slot-probe hideT_largeF cancel + Tabs \
        t6000, SE 2x. A nav bar showing an item with a search controller: overlay 0 at rest, 6 \
        while active, 60 after the first deactivation (stacked 60 pt slot under the 54 pt bar); \
        searchSlotHeight 60. (E1).
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testSearchActiveExtraHeightMatchesTabsT4000",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-059",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        E1 only: hideF_largeF rest, SE 2x. hidesSearchBarWhenScrolling = false shows the 60 pt \
        slot without ever activating. On Catalyst the slot stays 0.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: """
        OpenUIKit testUnhidingSearchBarShowsStackedSlotWithoutActivation, \
        testSearchSlotStaysZeroOffIOSCut
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
  ]
}
