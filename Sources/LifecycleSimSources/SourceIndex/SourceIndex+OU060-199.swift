extension SourceIndex {
  /// The OpenUIKit peer measurements OU-060 to OU-199: bars, callback order, presentation and
  /// source comments.
  static let openUIKit060To199: [Source] = [
    Source(
      id: "OU-061",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        The Catalyst-cut inline nav: an opaque bar at (0,0,375,64) above a clipped content area, \
        child height 480−64, title centre 32. The comment records \"M13 … MEASURED iOS 26 zone \
        split — 10 pt top padding + a 54 pt content bar, title centre 32\".
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit LargeTitleNavigationTests.testClassicModeUsesMeasuredBarZone",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-062",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (bar geometry)",
      observed: """
        Catalyst/default cut: a UITabBarController view 375×480 → tab bar (0,408,375,72); the \
        child view fills 375×480 (underlaps). The source gives 72 as the Catalyst barHeight.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit TabBarControllerTests.testInitialInstallAndBarState",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-064",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (callback order)",
      observed: """
        The file header says: \"Callback ordering was harvested from real UIKit 26.1 under Mac \
        Catalyst\". Setup: a VC with a custom root view that has a child view, already laid out \
        once. Then child.setNeedsUpdateConstraints() and view.layoutIfNeeded(). Order: \
        child.updateConstraints → vc.updateViewConstraints → root.updateConstraints → \
        vc.viewWillLayoutSubviews → root.layoutSubviews → vc.viewDidLayoutSubviews. Both \
        needs-flags are cleared afterwards. A new view starts with needsUpdateConstraints() == \
        true. (GT-224).
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: """
        OpenUIKit ViewControllerLayoutTests.swift.testConstraintPassIsBottomUpAndUsesControllerFor\
        ManagedRoot
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-065",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (callback order)",
      observed: """
        Same file. root.setNeedsLayout() + child.setNeedsLayout() → vc.viewWillLayoutSubviews → \
        root.layoutSubviews → vc.viewDidLayoutSubviews → child.layoutSubviews. The VC callbacks \
        bracket only the root; the dirty child is laid out after viewDidLayoutSubviews. An \
        immediate second layoutIfNeeded → nothing (\"a settled pass must emit no callbacks\").
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testControllerCallbacksBracketRootBeforeDirtyChildLayouts",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-067",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (callback order)",
      observed: """
        Same file. A trait change delivered at the parent VC's root view, with the child VC's view \
        installed inside it → parent.traitCollectionDidChange → child.traitCollectionDidChange.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testLegacyTraitCallbackFollowsControllerRootViewTree",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-068",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (callback order)",
      observed: """
        Same file. parent.viewWillTransition(to: 320×480, with:) → parent.viewWillTransition → \
        child.viewWillTransition (forwarded by the base implementation). A child inherits its \
        parent's transitionCoordinator.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testTransitionCoordinatorShapeAndContainmentPropagation",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-070",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (callback order)",
      observed: """
        First layout of a tab bar controller → T0.didLoad, T0.willAppear, T0.didAppear (only the \
        selected child). selectedIndex = 2 before the view loads → nothing until load, then \
        T2.didLoad, T2.willAppear, T2.didAppear. Note: this port fires on view load, not on window \
        attachment.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testInitialInstallAndBarState, testSelectedIndexBeforeViewLoad",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-071",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (callback order)",
      observed: """
        \"Real UIKit push order\". Nav (root A, 390×700), non-animated push(B) → B.viewDidLoad, \
        A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear. A's view is \
        detached afterwards. (both trees).
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: """
        OpenUIKit NavigationControllerTests.swift.ViewControllerLifecycleTests.testPushLifecycleOr\
        derNonAnimated
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-073",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (callback order)",
      observed: """
        Animated push. At push time: B.didLoad, A.willDisappear, B.willAppear. Nothing more \
        mid-transition. When the host clock passes the 0.35 s end: A.didDisappear, B.didAppear. \
        The port uses duration 0.35, curve (0.42,0,0.58,1), −0.3w parallax and scrim 0→0.08; those \
        numbers are port modelling, not measurements.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: """
        OpenUIKit testAnimatedPushCompletesOnHostClock, \
        testAnimatedPushRecordsSpecTransitionAnimations
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-074",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (callback order)",
      observed: """
        Interactive edge-swipe pop, completed: when the swipe is recognized, B.willDisappear, \
        A.willAppear; after release and the spring tail, B.didDisappear, A.didAppear. Cancelled \
        (short, slow drag): B.willDisappear, A.willAppear, A.willDisappear, A.didDisappear, \
        B.willAppear, B.didAppear; A never gets didAppear. Same as GT-237.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testInteractiveBackSwipeCompletes, testInteractiveBackSwipeCancels",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-076",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (callback order)",
      observed: """
        Default .pageSheet (.automatic) present, non-animated, on a visible base VC (393×852) → \
        Sheet.didLoad, Sheet.willAppear, Sheet.didAppear; the presenter gets no disappearance \
        calls. Dismiss → Sheet.willDisappear, Sheet.didDisappear (presenter silent). Animated: \
        didLoad and willAppear come immediately; didAppear comes at the transition end.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testAnimatedPresentCompletesOnHostClock",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-077",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (callback order)",
      observed: """
        .fullScreen present, non-animated → Modal.didLoad, Base.willDisappear, Modal.willAppear, \
        Modal.didAppear, Base.didDisappear (presented didAppear *before* presenter didDisappear). \
        Dismiss → Modal.willDisappear, Base.willAppear, Modal.didDisappear, Base.didAppear.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testFullScreenSendsPresenterDisappearance",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-079",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (callback order)",
      observed: """
        The header of TraitCollectionTests says its initializer and merge results were measured on \
        Catalyst 26.1; KNOWN_GAPS says iOS 26.1 confirms the order only for an attached \
        light→dark direct style override. Setup: a controller with \
        registerForTraitChanges([UITraitUserInterfaceStyle]) and an overridden \
        traitCollectionDidChange; the style changes from light to dark. Order: registration \
        handler → legacy traitCollectionDidChange. The same order holds for a UIView. A \
        registration gets no initial delivery; an unrelated-trait registration does not fire.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: """
        OpenUIKit uikit/…/TraitCollectionTests.swift.testControllerHostDeliveryFiltersTraitsAndRun\
        sModernBeforeLegacy, testUIViewLegacyTraitCallbackFollowsModernRegistration
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-080",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (callback order)",
      observed: """
        Tools/oracle2/signalrowsprobe/offset.swift, iPhone 16 \
        (offset-order-ios-26.1-iphone16.json). A 200×300 UICollectionView in a window with a \
        recording layout and delegate. setContentOffset(y:40, animated:false): \
        shouldInvalidateLayout(forBoundsChange:) (observed bounds = old, argument = new) → \
        invalidationContext(forBoundsChange:) (old) → invalidateLayout() (bounds still old) → \
        invalidateLayout(with:) (old; same context object) → scrollViewDidScroll (new bounds). \
        Then on the next layout: prepare → layoutAttributesForElements(in: [0,0,200,600]) → \
        cellForItem 6. A direct contentOffset = runs the same chain but invalidateLayout already \
        sees the new bounds. A direct bounds = runs the chain without scrollViewDidScroll. A false \
        answer stops after shouldInvalidate (then scrollViewDidScroll). A move while an \
        invalidation is pending asks nothing; only scrollViewDidScroll fires. A drag step: \
        willBeginDragging (old bounds) → the chain → scrollViewDidScroll. The animated variant \
        runs the same synchronous chain with the target as argument; nothing moves before the \
        first frame.
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: """
        OpenUIKit Tools/oracle2/signalrowsprobe/offset.swift, \
        uikit/…/ContentOffsetInvalidationOrderTests.swift
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-082",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (callback order)",
      observed: """
        Tools/oracle2/collectioncontrollerprobe/ios-26.1-iphone16.json: accessing \
        UICollectionViewController.view creates the collection view before viewDidLoad. Inside \
        viewDidLoad the collection view is non-nil, its superview is the view, and its frame \
        equals the view's. A custom loadView never adopts a collection view.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: """
        OpenUIKit uikit/…/CollectionViewControllerTests.swift.testViewAccessCreatesTheCollectionBe\
        foreViewDidLoad, testCustomLoadViewNeverAdoptsACollectionView
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-083",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (callback order)",
      observed: """
        \"UIKit's documented contract\" (not measured). App delegate with UIApplicationMain then \
        host activation calls → willFinishLaunching, didFinishLaunching (state inactive), \
        didBecomeActive (active), willResignActive (active), didEnterBackground (background), \
        willEnterForeground (inactive), didBecomeActive (active), willTerminate. Redundant \
        transitions are dropped; background from active implies willResignActive. With a connected \
        UIWindowScene the scene delegate gets active / resign / background / foreground, and the \
        app delegate's four activation callbacks are suppressed (only launch + willTerminate \
        remain), even after the last scene disconnects.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: """
        OpenUIKit uikit/…/ResponderLifecycleTests.swift.testLifecycleCallbackOrdering, \
        testRedundantAndImpliedTransitions, testSceneActivationFollowsApplication, \
        testSceneLifecycleRemainsAdoptedAfterLastSceneDisconnects
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-085",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (presentation geometry)",
      observed: """
        probe_sheet_inset, SE 2x (2026-09-04): page sheet UIDropShadowView (0,30,375,637) at \
        window SA.top 0 and 20 alike (30 is a floor, not a status-bar addend).
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit IOSDevicePixelMetricsTests.testCompactPhoneSheetTopInsetIsThirty",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-086",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (presentation geometry)",
      observed: """
        tmp/ipad-open-cap + NavFlow-ipad t1200 / Modal-ipad t3200, iPad, window SA.top 32: page \
        sheet (0,42,820,1138).
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPadPageSheetTopInsetIsFortyTwo",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-088",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (presentation geometry)",
      observed: """
        ipadprobe, iPad, window SA (32,0,25,0). .formSheet default → (120,260,580,650), dim 0.2. A \
        custom detent (maximumDetentValue 650) returning 343 → (120,567,580,343), same bottom \
        edge 910, corner radius 32.
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPadFormSheetIsCentredCardNotPageSheet",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-089",
      kind: .peer,
      evidence: """
        OpenUIKit test expectation from a per-test probe (presentation geometry and safe area)
        """,
      observed: """
        detentprobe, iPhone 16, window SA (59,0,34,0): context.maximumDetentValue = 759 = 852 − 59 \
        − 34. .large() → (0,59,393,793); a custom value above the maximum collapses to large. A \
        custom detent of 400 is drawn by iOS as the floating card (8,427.669,377,416.331). \
        .formSheet on a phone-width window resolves to a page sheet.
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: "OpenUIKit probe described in the text",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-091",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (presentation geometry)",
      observed: """
        Modal-ipad t9200, iPad: a .popover with preferredContentSize 240×180 → (561,62,240,180), \
        i.e. trailing inset 19 and y = SA.top + 30. Modal-ipad t7200: an action sheet popover \
        (288×248, cancel dropped, dim 0) at (266,466,288,248).
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: """
        OpenUIKit testPadPopoverDoesNotAdaptToASheet, testPadActionSheetPopoverDropsCancelAndIs288
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-092",
      kind: .peer,
      evidence: """
        OpenUIKit test expectation from a per-test probe (presentation geometry and callback \
        order)
        """,
      observed: """
        Modal medium-sheet present, SE 2x (confprobe freeze at begin+k/60, 2026-09-04). Glass-fill \
        top at k=6 476.5, k=9 402.0, k=12 359.5, k=15 338.0, k=18 327.0, k=24 319.5; rest 317.5. \
        Fit: critically damped (ζ=1), ω = √(1000/3) = 18.2574, no start delay, UIView.animate \
        duration-fit D = 0.50573. The interactive drag tracks finger travel − 10. Dim = 0.2·(1 − \
        offset/sheetHeight). Release under 50 % springs back, over 50 % dismisses; a flick ≥ 1000 \
        pt/s dismisses (975 pt/s springs back).
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit probe described in the text",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-094",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (bar geometry and safe area)",
      observed: """
        UINavigationBar.swift (navprobe.barorigin, SE 2x and iPhone 16, 2026-09-04): bar.frame.y = \
        max(nav.view.safeAreaInsets.top, 10). Window SA 0 (SE with the status bar hidden) still \
        gives y 10; a 20 pt status bar or a 59 pt notch sets y to the inset; \
        additionalSafeAreaInsets 20 or 59 on a zero-SA window behaves the same. Overlay / child SA \
        = y + 54 (inline) or y + 106 (large).
        """,
      device: "iPhone 16 (393×852 @3x); iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UINavigationBar.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-095",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (bar geometry)",
      observed: """
        UINavigationBar.swift: The inline title's HostedViewWrapper is at bar-local y 11.5 (centre \
        22) with the large title off, and y 26.5 (centre 37, alpha 0) while it shows, identically \
        at SA top 0 / 20 / 59. A prompt adds 32 pt (prompt font 12). The iOS 26 default \
        standardAppearance is configureWithDefaultBackground (transparent at rest). Forms t200 \
        shows systemGroupedBackground through the 64 pt zone.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit UINavigationBar.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-097",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (safe area and content insets)",
      observed: """
        UINavigationController.swift, NavFlow t3000, SE 2x (2026-09-04): the pushed controller's \
        view fills the window with safeAreaInsets (116,0,0,0) (the large-title bar's bottom edge), \
        while its table's contentInset is (0,0,0,0). The bars are safe area, not content inset.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UINavigationController.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-098",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (bar geometry and safe area)",
      observed: """
        UITabBarController.swift, Tabs t200, SE 2x, window SA (0,0,0,0): UITabBar (0,584,375,83); \
        the child table's safeAreaInsets.bottom 83, with no home-indicator extra. Compact height: \
        bar (0,311,667,64), bottom 64. barHeight is 83 / 64 / 72 (Catalyst). The port rule is \
        child bottom = max(inherited bottom, barHeight).
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UITabBarController.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-100",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (callback order)",
      observed: """
        UITabBarController.swift, iOS 18 tabs API (signallastrowsprobe, iPhone 16 and iPad A16). \
        Setting tabs before the view loads runs every provider at once, selects index 0, and \
        synchronously calls delegate.didSelectTab(t1, previousTab: nil). viewControllers reads \
        nil, and nothing further fires when the view appears. Programmatic selectedTab / \
        selectedIndex / selectedViewController → only didSelectTab. A user tap → shouldSelectTab \
        then didSelectTab; re-tapping the selected tab fires both with previousTab == tab. The \
        legacy shouldSelect / didSelect are never consulted under tabs. iPad: mode .automatic, \
        sidebar.isHidden true.
        """,
      device: "iPhone 16 (393×852 @3x); iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UITabBarController.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-101",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (content insets)",
      observed: """
        UIScrollView.swift (realappprobe, iOS 26.1, 2026-09-04): a scroll view resting at the top \
        stays at the top when contentInset grows. contentInset.top = 12 → contentOffset (0,−12), \
        adjustedContentInset (12,0,0,0).
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit UIScrollView.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-103",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (content insets)",
      observed: """
        UIScrollView.swift, keyboard overlap: SE landscape (compact height) 206 (Forms \
        t1200.landscape). Focusing the nav-bar UISearchTextField (Tabs t4000, SE) leaves the \
        table's adjustedContentInset.bottom at 83 (the tab bar), not 260. A UITextView editor \
        keeps its own adjusted inset at 0; the overlap lands on the enclosing table.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UIScrollView.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-104",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (content insets)",
      observed: """
        UIScrollView.swift: the collapse rebase applies only while not tracking, dragging or \
        decelerating; finger-driven pans skip the +52 jump. \
        scrollViewDidChangeAdjustedContentInset is sent from safeAreaInsetsDidChange.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit UIScrollView.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-106",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (callback order)",
      observed: """
        UIViewController.swift (collection lifecycle oracle, iPhone 16): a \
        UICollectionViewController clears its selection after viewWillAppear (non-animated \
        appearance) or just before viewDidAppear (animated).
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: "OpenUIKit UIViewController.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-107",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (callback order)",
      observed: """
        UIViewController.swift (tabs-t2000-probe, SE 2x): setting title also writes \
        tabBarItem.title, creating the item if nil; navigationItem.title alone does not. A child's \
        title copies onto its nav controller's separate tabBarItem. Tests: \
        UISearchControllerTests.testTitleOverwritesTabBarItemTitle, \
        testNavChildTitleCopiesOntoNavTabBarItem.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: """
        OpenUIKit UIViewController.swift; \
        UISearchControllerTests.testTitleOverwritesTabBarItemTitle, \
        testNavChildTitleCopiesOntoNavTabBarItem
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-109",
      kind: .peer,
      evidence: "OpenUIKit measurement in an agent report (safe area and bar geometry)",
      observed: """
        uikit/docs/agent_reports/conf-ipad.md, iPad portrait with the status bar visible: window \
        SA (32,0,25,0); nav bar (0,32,820,54) inline and (0,32,820,106) large; golden large-title \
        label y 89.5 (= 32+54+3.5); table SA.top 138.
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit probe described in the text",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-110",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (content insets and safe area)",
      observed: """
        UINavigationBar.swift (NavFlow-ipad t200 / TableEditor-ipad t200, iPad, window SA \
        (32,0,25,0)): the large-title rest offset on pad is −138. The bar is (0,32,820,106) and \
        the large-title label is at abs y 89.5. Applying the phone rest offset −116 on this window \
        would give collapse distance −22 and label y 111.5; in the NavFlow t4800 golden the \
        offset is −138, while the port's earlier value was −116.
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UINavigationBar.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-112",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (safe area)",
      observed: """
        headerprobe, SE 2x. An inset-grouped table inside a host VC whose nav has \
        prefersLargeTitles and largeTitleDisplayMode = .always (so displaysLargeTitles is true), \
        with its safe area forced to SA.top 116 → first section header compact (38), row 0 at y \
        38. The discriminator is displaysLargeTitles, not SA.top: \"Notes t6000 SA.top 124 without \
        large titles stays 55.5\". With no nav and SA 0 the first header is 55.5.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: """
        OpenUIKit \
        IOSDevicePixelMetricsTests.testUntitledGroupedFooterAndCompactHeadersMatchHeaderprobe
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-113",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        Tabs t200, SE 2x: a tab item view in the 62 pt platter. The badge is 20×20 at x = icon \
        centre + 8.5, y 6, radius 10, with a 13 pt label at (4,2,12,16). The source comment puts \
        the portrait tab button at 94×54 and the bar at (0,584,375,83).
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UISearchControllerTests.testBadgeLayoutMatchesTabsT200",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-115",
      kind: .peer,
      evidence: "OpenUIKit test expectation in a file of measured values (bar geometry)",
      observed: """
        BarItemsTests.swift (fixtures navitem_* / toolbar_basic): navigation-bar item platter \
        height 44, toolbar platter 48 (\"measured separately\"). Items top-align in the bar's \
        content zone at platterY = 10 (the top padding). A prompt pushes items down by 32.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit BarItemsTests.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-116",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (callback order)",
      observed: """
        navprobe, iPhone 16, push and pop with or without large titles. The bar title groups \
        translate with their controllers instead of cross-fading: Incoming group x = w(1−q); \
        outgoing x = −0.3wq, clipped to the incoming leading edge; both at alpha 1. Recording \
        sample q = 0.4587: outgoing x −53.67, width 264.76; incoming x 211.09. Both large titles \
        stay at abs y 123 throughout the push. The back button never moves (x 16 every frame). A \
        pushed controller with the default .automatic largeTitleDisplayMode shows the large title \
        (\"About\" at (16,3.67,97,40.67)). On Catalyst the titles cross-fade instead.
        """,
      device: "iPhone 16 (393×852 @3x)",
      ios: "26.1",
      setup: """
        OpenUIKit IOSNavigationBarTransitionTests.testPushTranslatesBarContentWithItsController, \
        testPopTranslatesBarContentWithItsController, testBothLargeTitlesRideTheirGroups, \
        testPushedControllerOwnsTheLargeTitle, testBackButtonDoesNotTranslate, \
        testCatalystKeepsTheCrossFade
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-118",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        Ledger t3000, SE 2x: while a bottom-docked search is active, the navigation bar collapses \
        to height 0 at y 10 (so the child SA.top becomes 10). A dismiss platter is shown and the \
        hide-on-scroll bump is 0.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPhoneSearchWithoutTabBarDocksAtBottom",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-119",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (content insets)",
      observed: """
        Tabs-ipad t7000, iPad: the programmatic setContentOffset(y: 200) lands at 200. The pad \
        uses an inline search with no 60 pt hide-on-scroll bump.
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: """
        OpenUIKit \
        IOSDevicePixelMetricsTests.testPadHostedSearchIsTrailing240AndHidesTabBarWhenActive
        """,
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-121",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        NavFlow t200.landscape, SE 2x: in compact height with prefersLargeTitles true, no \
        large-title label exists (largeTitleLabel nil) and the overlay is the 54 pt inline bar at \
        y 24.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testCompactHeightCollapsesLargeTitlesAndRaisesBarTop",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-122",
      kind: .peer,
      evidence: "OpenUIKit measurement in an agent report (presentation geometry and safe area)",
      observed: """
        docs/agent_reports/conf-landscape.md, Modal t5200, SE landscape 667×375: the alert card \
        stays 320 wide at (173.5,55.5,320,264), centred. A first render with a stale window \
        SA.bottom 21 put it at y 45 ((375−21−264)/2). Zeroing the SA centred it at 55.5, which \
        confirmed the landscape window SA of 0.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit probe described in the text",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-124",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (bar geometry)",
      observed: """
        Tabs-ipad t200, iPad: the floating top tab bar's title-only pills are 36 tall at y 4, \
        packed by intrinsic width + 16 and centred ((820 − 237)/2 = 291.5). The badge is \
        18.5×18.5.
        """,
      device: "iPad (A16) (820×1180 @2x)",
      ios: "26.1",
      setup: "OpenUIKit testPadTabBarItemsPackByTitleAndCenter",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-125",
      kind: .peer,
      evidence: "OpenUIKit test expectation from a per-test probe (layout margins)",
      observed: """
        tableprobe on iPhone 16 3x and SE 2x (2026-09-07) + realapp_focus_settings_light. Setup: \
        an inset-grouped table in a 393-wide window, where the app sets contentView.layoutMargins \
        = (0,20,0,0) and cell.layoutMargins = .zero. The card sits at x 20, width 353; classic \
        labels land at x 20, y 16; rows are 52. Untitled sections ignore the delegate's 30 pt \
        header height (first row at y 35). A chevron accessory shrinks the contentView to 309.
        """,
      device: "iPhone 16 (393×852 @3x); iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit uikit/…/FocusSettingsTableTests.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-127",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (bar geometry)",
      observed: """
        in testLargeTitleMetricsUnderTheIOSCut (TableEditor t200.ax1 setup): a UINavigationBar \
        with prefersLargeTitles set before it joins a window has a 34 pt large title. After \
        joining a window whose traitOverrides.preferredContentSizeCategory = .accessibilityLarge \
        and being laid out, the title is 48 pt with label height 57.5. Layout re-reads the \
        window's trait overrides.
        """,
      device: "not stated (generic UIKit views)",
      ios: "26.1",
      setup: "OpenUIKit testLargeTitleMetricsUnderTheIOSCut",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-128",
      kind: .peer,
      evidence: "OpenUIKit stated UIKit contract in a test, no probe (callback order)",
      observed: """
        Catalyst cut, LargeTitleNavigationTests.testSnapToNearestRestState: a release inside the \
        large-title zone below halfway snaps back to −116; past halfway it snaps to −116+52. The \
        source says Catalyst keeps the half-zone snap (26). Contrast the iOS 36/37 threshold in \
        OU-034.
        """,
      device: "Mac Catalyst, offscreen views with an injected safe area",
      ios: "Mac Catalyst iOS 26.1",
      setup: "OpenUIKit LargeTitleNavigationTests.testSnapToNearestRestState",
      citation: "https://github.com/Vercantez/openuikit (uikit/Tests/OpenUIKitTests)"
    ),
    Source(
      id: "OU-130",
      kind: .peer,
      evidence: "OpenUIKit measurement in a source comment (safe area)",
      observed: """
        UISearchController.swift comment (stored version matching E1; tabs-search-slot-probe + \
        Tabs t6000, SE 2x, hide-on-scroll default): an initial rest (never activated) keeps the \
        search slot at 0 (Tabs t200). After the first active→inactive, a 60 pt stacked slot sits \
        under the 54 pt bar: nav (0,10,375,114), table adjusted.top 124.
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit UISearchController.swift",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
    Source(
      id: "OU-131",
      kind: .peer,
      evidence: "OpenUIKit measurement in an agent report (bar geometry)",
      observed: """
        docs/agent_reports/conf-landscape.md, SE landscape (NavFlow, TableEditor, Modal apps): nav \
        bar buttons stay 44 pt tall (PlatterView 44) in compact height. None of the three apps \
        shows a tab bar or toolbar in landscape (\"no toolbar 32 / tab-bar-beside-icons sample\").
        """,
      device: "iPhone SE 3rd generation (375×667 @2x)",
      ios: "26.1",
      setup: "OpenUIKit probe described in the text",
      citation: "https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit and uikit/docs)"
    ),
  ]
}
