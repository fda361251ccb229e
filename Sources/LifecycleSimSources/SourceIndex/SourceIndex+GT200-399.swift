extension SourceIndex {
  /// The public observations GT-200 to GT-399: margins, callback order, SwiftUI and the keyboard.
  static let groundTruth200To399: [Source] = [
    Source(
      id: "GT-200",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: "true: (52,18,42,20) = 8 + safe inset per edge; false: (8,8,8,8)",
      device: "child 320x480 covering parent with safe area (44,10,34,12), n/a",
      ios: "26.1",
      setup: "child.layoutMargins with default 8 and insetsLayoutMarginsFromSafeArea true/false",
      citation: """
        https://github.com/Vercantez/openuikit, Tests/OpenUIKitTests/SafeAreaGuideTests.swift \
        (MEASURED, Mac Catalyst iOS 26.1; third-party reimplementation)
        """
    ),
    Source(
      id: "GT-202",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: """
        equals the margins rect until bounds.width > 1008 AND margins width > 920, then a 920-pt \
        band centred in bounds (e.g. width 1024, margin 8 -> x 52, width 920)
        """,
      device: "views of various widths, n/a",
      ios: "26.1",
      setup: "readableContentGuide",
      citation: """
        https://github.com/Vercantez/openuikit, Tests/OpenUIKitTests/SafeAreaGuideTests.swift \
        (MEASURED, Mac Catalyst iOS 26.1; third-party reimplementation)
        """
    ),
    Source(
      id: "GT-203",
      kind: .observation,
      evidence: "statement",
      observed: "the safe area modifies layoutMargins of UIViews that reach the screen edge",
      device: "iPhone X, landscape",
      ios: "11",
      setup: "views touching the screen edges",
      citation: "https://github.com/getwagit/Baya/pull/58"
    ),
    Source(
      id: "GT-205",
      kind: .observation,
      evidence: "statement",
      observed: "true on iOS 9-11; iOS 12 changed default to false",
      device: "any",
      ios: "9-11 vs 12",
      setup: "UITableView.cellLayoutMarginsFollowReadableWidth default",
      citation: "https://useyourloaf.com/blog/readable-width-of-table-view-cells/"
    ),
    Source(
      id: "GT-206",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: """
        navigationBar.frame.height 106 at rest with large title; after scrolling to 300 the bar \
        collapses to 54 and adjustedContentInset.top is 64 (offset 352)
        """,
      device: "unknown (likely iPhone SE 2x, iOS 26.1 probe), portrait",
      ios: "26.1",
      setup: "nav controller with large-title scroll view (device not shown in excerpt)",
      citation: """
        code corpus, find_string id 67143587308 (XCTest file; repository not shown in excerpt, \
        assertion style matches Vercantez/openuikit reimplementation)
        """
    ),
    Source(
      id: "GT-208",
      kind: .documentation,
      evidence: "doc",
      observed: """
        called before the view is added to a view hierarchy and before any appearance animations \
        are configured
        """,
      device: "any",
      ios: "all",
      setup: "viewWillAppear(_:)",
      citation: "Apple doc: UIViewController.viewWillAppear(_:)"
    ),
    Source(
      id: "GT-209",
      kind: .documentation,
      evidence: "doc",
      observed: "viewDidAppear is NOT invoked on the presenting view controller",
      device: "any",
      ios: "all",
      setup: "viewDidAppear(_:) after dismissing a VC presented from inside a popover",
      citation: "Apple doc: UIViewController.viewDidAppear(_:) note"
    ),
    Source(
      id: "GT-211",
      kind: .documentation,
      evidence: "doc",
      observed: """
        called when the VC view's bounds change; viewDidLayoutSubviews does not mean subviews' own \
        layouts are done; iOS 18+: automatic trait tracking inside these methods
        """,
      device: "any",
      ios: "5+",
      setup: "viewWillLayoutSubviews / viewDidLayoutSubviews",
      citation: "Apple doc: viewDidLayoutSubviews; apple-docs.everest.mt automatic trait tracking"
    ),
    Source(
      id: "GT-212",
      kind: .documentation,
      evidence: "doc (paraphrase)",
      observed: """
        1 viewWillAppear (view added to hierarchy, traits and geometry updated) -> 2 layout \
        margins and safe area updated, calling viewLayoutMarginsDidChange() and \
        viewSafeAreaInsetsDidChange() as needed -> 3 viewIsAppearing -> 4 viewWillLayoutSubviews \
        -> 5 layout -> 6 viewDidLayoutSubviews -> 7 views displayed -> 8 viewDidAppear after \
        animations complete
        """,
      device: "any",
      ios: "17 doc",
      setup: "Apple article sequence for a view appearing (as paraphrased)",
      citation: """
        https://bokch-jm.tistory.com/119 paraphrasing Apple 'Displaying and managing views with a \
        view controller' (https://developer.apple.com/documentation/uikit/displaying-and-managing-\
        views-with-a-view-controller)
        """
    ),
    Source(
      id: "GT-214",
      kind: .observation,
      evidence: "statement",
      observed: """
        called when the view is added to the hierarchy (previousTraitCollection nil the first \
        time)
        """,
      device: "any",
      ios: "12 and earlier",
      setup: "traitCollectionDidChange on first add",
      citation: "https://useyourloaf.com/blog/predicting-size-classes-in-ios-13/"
    ),
    Source(
      id: "GT-215",
      kind: .observation,
      evidence: "log",
      observed: """
        A initWithCoder -> loadView -> viewDidLoad -> viewWillAppear -> viewWillLayoutSubviews -> \
        viewDidLayoutSubviews -> viewWillLayoutSubviews -> viewDidLayoutSubviews -> viewDidAppear \
        (layout pair fires twice)
        """,
      device: "any (storyboard app), portrait",
      ios: "11-13 era",
      setup: "App launch, initial root VC A",
      citation: "http://readke.com/c/0Z41505102021.html"
    ),
    Source(
      id: "GT-217",
      kind: .observation,
      evidence: "statement",
      observed: "viewSafeAreaInsetsDidChange gets called just before viewDidLayoutSubviews",
      device: "any",
      ios: "11",
      setup: "load / rotate",
      citation: """
        https://github.com/material-components/material-components-ios/pull/1982 (review comment)
        """
    ),
    Source(
      id: "GT-218",
      kind: .observation,
      evidence: "statement",
      observed: "viewSafeAreaInsetsDidChange fires before the first viewDidLayoutSubviews",
      device: "any",
      ios: "2023",
      setup: "first display",
      citation: "https://github.com/NativeScript/NativeScript/pull/10151"
    ),
    Source(
      id: "GT-220",
      kind: .observation,
      evidence: "statement",
      observed: """
        safeAreaInsets.bottom is 0 in viewDidLoad; correct only after \
        viewWillLayoutSubviews/viewDidLayoutSubviews
        """,
      device: "any",
      ios: "2023",
      setup: "frame-based layout in viewDidLoad using view.safeAreaInsets.bottom",
      citation: "https://velog.io/@jphong1005 (UIKit viewDidLayoutSubviews with SafeAreaInsets)"
    ),
    Source(
      id: "GT-221",
      kind: .observation,
      evidence: "log",
      observed: """
        view.safeAreaInsets all 0, safeAreaLayoutGuide = bounds (0,0,402,874); viewWillAppear \
        never called (no appearance callbacks); root view frame stamped (0,0,402,874) by the \
        window at makeKeyAndVisible; a UIView() created in loadView has zero frame until put in \
        the window
        """,
      device: "iPhone 16 Pro class 402x874, portrait",
      ios: "18.3.1",
      setup: "VC whose view is never put in a window",
      citation: "code corpus, find_string id 71073574148 (Chinese iOS book chapter)"
    ),
    Source(
      id: "GT-223",
      kind: .observation,
      evidence: "log",
      observed: """
        VC viewWillLayoutSubviews -> TwoView updateConstraints -> FirstView updateConstraints -> \
        VC viewDidLayoutSubviews -> FirstView layoutSubviews -> TwoView layoutSubviews
        """,
      device: "any, portrait",
      ios: "2020",
      setup: "subviews added after load, then layout",
      citation: """
        https://e-com-net.com/article/1728916719277256704.htm (mirror \
        m.haomeiwen.com/subject/nqdkvhtx.html)
        """
    ),
    Source(
      id: "GT-224",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: """
        child.updateConstraints -> vc.updateViewConstraints -> root.updateConstraints -> \
        vc.viewWillLayoutSubviews -> root.layoutSubviews -> vc.viewDidLayoutSubviews (bottom-up \
        constraint pass)
        """,
      device: "any, n/a",
      ios: "26.1 (Mac Catalyst)",
      setup: "child view setNeedsUpdateConstraints then layoutIfNeeded on VC root",
      citation: """
        https://github.com/Vercantez/openuikit, \
        Tests/OpenUIKitTests/ViewControllerLayoutTests.swift (ordering 'harvested from real UIKit \
        26.1 under Mac Catalyst'; third-party reimplementation)
        """
    ),
    Source(
      id: "GT-226",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: """
        traitCollectionDidChange parent then child; viewWillTransition(to:with:) parent then child \
        (forwarded via super)
        """,
      device: "any, n/a",
      ios: "26.1",
      setup: "parent/child VC trait change and viewWillTransition",
      citation: """
        https://github.com/Vercantez/openuikit, \
        Tests/OpenUIKitTests/ViewControllerLayoutTests.swift (ordering 'harvested from real UIKit \
        26.1 under Mac Catalyst'; third-party reimplementation)
        """
    ),
    Source(
      id: "GT-227",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: """
        child receives layoutMarginsDidChange BEFORE safeAreaInsetsDidChange; no re-notification \
        once settled
        """,
      device: "any, n/a",
      ios: "26.1",
      setup: """
        view whose superview's safe area changes (safeAreaInsetsDidChange / \
        layoutMarginsDidChange)
        """,
      citation: """
        https://github.com/Vercantez/openuikit, Tests/OpenUIKitTests/SafeAreaGuideTests.swift \
        (MEASURED ordering; third-party reimplementation)
        """
    ),
    Source(
      id: "GT-229",
      kind: .observation,
      evidence: "log",
      observed: """
        first entry portrait: viewDidLoad 1, viewWillAppear 1, viewWillLayoutSubviews 2, \
        viewDidAppear 1; push away: viewWillLayoutSubviews 1; return: viewWillAppear 1, \
        viewWillLayoutSubviews 1, viewDidAppear 1; rotate: viewWillLayoutSubviews 1; entering \
        already in landscape: viewWillLayoutSubviews 3
        """,
      device: "iPhone, portrait/landscape",
      ios: "pre-iOS 11",
      setup: "counts of callbacks",
      citation: "hk.javashuo.com / javashuo.com p-ctnftiaq-ku"
    ),
    Source(
      id: "GT-230",
      kind: .observation,
      evidence: "statement",
      observed: """
        viewWillLayoutSubviews/viewDidLayoutSubviews may be called 0 or more additional times, \
        including after viewDidAppear (e.g. when table/collection cells load)
        """,
      device: "any",
      ios: "all",
      setup: "layout callbacks frequency",
      citation: "http://www.furenid.com/archives/1469.html"
    ),
    Source(
      id: "GT-232",
      kind: .observation,
      evidence: "log",
      observed: """
        child: willMove(toParent:) -> viewDidLoad -> viewWillAppear -> viewWillLayoutSubviews -> \
        viewDidLayoutSubviews -> viewWillLayoutSubviews -> viewDidLayoutSubviews -> viewDidAppear
        """,
      device: "any, portrait",
      ios: "11 era",
      setup: """
        child added with addChildViewController + addSubview in parent's viewDidLoad (no explicit \
        didMove)
        """,
      citation: "Stack Overflow 48653763 (mirror wiki.gubat.org)"
    ),
    Source(
      id: "GT-233",
      kind: .observation,
      evidence: "log",
      observed: """
        child: viewDidLoad -> viewWillAppear -> viewDidAppear -> didMove(toParent:) -> \
        viewWillLayoutSubviews -> viewDidLayoutSubviews -> viewWillLayoutSubviews -> \
        viewDidLayoutSubviews (viewDidAppear BEFORE first layout)
        """,
      device: "any, portrait",
      ios: "11 era",
      setup: "child set via UIPageViewController.setViewControllers in viewDidLoad",
      citation: "Stack Overflow 48653763 (mirror wiki.gubat.org)"
    ),
    Source(
      id: "GT-235",
      kind: .observation,
      evidence: "log",
      observed: """
        B viewWillDisappear, A viewWillAppear, B viewDidDisappear, A viewDidAppear, B dealloc
        """,
      device: "any, portrait",
      ios: "11-13 era",
      setup: "animated pop B -> A",
      citation: "http://readke.com/c/0Z41505102021.html"
    ),
    Source(
      id: "GT-236",
      kind: .observation,
      evidence: "log",
      observed: """
        push: A willDisappear, B willAppear, A didDisappear, B didAppear; pop: B willDisappear, A \
        willAppear, B didDisappear, A didAppear
        """,
      device: "any, portrait",
      ios: "various",
      setup: "push / pop (interactive or not)",
      citation: """
        http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html ; https:/\
        /programmerteach.com/p/ios-at-the-time-of-transition-appear-and-disappear-the-order-of-cal\
        ls-is-explored ; jianshu 28c6a69787a7
        """
    ),
    Source(
      id: "GT-238",
      kind: .observation,
      evidence: "log",
      observed: """
        initWithCoder, awakeFromNib, willMoveToParentViewController:, prefersStatusBarHidden, \
        preferredStatusBarUpdateAnimation, loadView, prepareForSegue, viewDidLoad, \
        extendedLayoutIncludesOpaqueBars, edgesForExtendedLayout, viewWillAppear, \
        extendedLayoutIncludesOpaqueBars, edgesForExtendedLayout, updateViewConstraints, \
        viewWillLayoutSubviews, viewDidLayoutSubviews, (animation), viewDidAppear, \
        didMoveToParentViewController:, updateViewConstraints, viewWillLayoutSubviews, \
        viewDidLayoutSubviews
        """,
      device: "any, portrait",
      ios: "11 era",
      setup: "storyboard A pushes B (B's own callbacks)",
      citation: "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller"
    ),
    Source(
      id: "GT-239",
      kind: .observation,
      evidence: "log",
      observed: """
        push away: prepareForSegue, viewWillDisappear, updateViewConstraints, (animation), \
        viewDidDisappear; pop back: prefersStatusBarHidden, preferredStatusBarUpdateAnimation, \
        extendedLayout..., viewWillAppear, updateViewConstraints, viewWillLayoutSubviews, \
        viewDidLayoutSubviews, (animation), viewDidAppear, updateViewConstraints, \
        viewWillLayoutSubviews, viewDidLayoutSubviews
        """,
      device: "any, portrait",
      ios: "11 era",
      setup: "B pushes C (B's callbacks) / C pops to B (B's callbacks)",
      citation: "https://arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller"
    ),
    Source(
      id: "GT-241",
      kind: .observation,
      evidence: "log",
      observed: "New willAppear, Current willDisappear, New didAppear, Current didDisappear",
      device: "any",
      ios: "7",
      setup: "UIPageViewController scroll style page change",
      citation: "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"
    ),
    Source(
      id: "GT-242",
      kind: .observation,
      evidence: "log",
      observed: """
        New willAppear, Current willDisappear, Current willAppear, Current didAppear, New \
        willDisappear, New didDisappear
        """,
      device: "any",
      ios: "7",
      setup: "UIPageViewController scroll style, cancelled",
      citation: "http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"
    ),
    Source(
      id: "GT-244",
      kind: .observation,
      evidence: "log",
      observed: """
        first display: T1 viewDidLoad, T1 viewWillAppear, T1 viewDidAppear; switch: T2 \
        viewDidLoad, T2 viewWillAppear, T1 viewWillDisappear, T1 viewDidDisappear, T2 \
        viewDidAppear
        """,
      device: "any, portrait",
      ios: "unspecified",
      setup: "UITabBarController first display and switch to tab 2 (never loaded)",
      citation: """
        https://pgzxc.github.io/posts/efa3afd7.html ; http://www.lxweimin.com/p/ad61bbba5ac8
        """
    ),
    Source(
      id: "GT-245",
      kind: .observation,
      evidence: "log",
      observed: """
        T1 viewWillAppear, T2 viewWillDisappear, T2 viewDidDisappear, T1 viewDidAppear (no \
        viewDidLoad; first view removed but not destroyed)
        """,
      device: "any, portrait",
      ios: "5-6 era (sample overrides viewDidUnload)",
      setup: "switch back to an already-loaded tab",
      citation: "http://www.lxweimin.com/p/ad61bbba5ac8"
    ),
    Source(
      id: "GT-247",
      kind: .observation,
      evidence: "statement",
      observed: "viewWillDisappear can arrive before viewWillAppear and even before viewDidLoad",
      device: "any",
      ios: "Xcode 7.3 / 2017",
      setup: """
        very fast tab switching; setSelectedViewController in viewDidLoad + state restoration
        """,
      citation: "openradar 25744056 ; openradar 35972275"
    ),
    Source(
      id: "GT-248",
      kind: .observation,
      evidence: "log",
      observed: """
        A viewWillDisappear, B viewWillAppear, B viewIsAppearing, B viewDidAppear, A \
        viewDidDisappear (presented didAppear BEFORE presenter didDisappear); on dismiss A gets \
        its appearance callbacks except viewDidLoad
        """,
      device: "any, portrait",
      ios: "17+ (with viewIsAppearing)",
      setup: "present B modally with .fullScreen from A",
      citation: "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal"
    ),
    Source(
      id: "GT-250",
      kind: .observation,
      evidence: "log",
      observed: """
        presented VC: viewWillDisappear, then viewWillAppear, viewIsAppearing, viewDidAppear
        """,
      device: "any, portrait",
      ios: "13+",
      setup: "pageSheet: user drags partially then cancels interactive dismissal",
      citation: "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal"
    ),
    Source(
      id: "GT-251",
      kind: .observation,
      evidence: "statement",
      observed: """
        default is .automatic, which resolves to page sheet (was full screen before iOS 13); \
        form/page/popover adapt to full screen in compact width
        """,
      device: "any",
      ios: "13",
      setup: "default modalPresentationStyle",
      citation: """
        https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e
        """
    ),
    Source(
      id: "GT-253",
      kind: .observation,
      evidence: "statement",
      observed: """
        present: presenter viewWillDisappear, viewDidDisappear; dismiss: presenter viewWillAppear, \
        viewDidAppear; no viewDidLoad
        """,
      device: "any",
      ios: "2019",
      setup: "full-screen present / dismiss (presenter callbacks)",
      citation: "Michael Long, Medium (2019)"
    ),
    Source(
      id: "GT-254",
      kind: .observation,
      evidence: "statement",
      observed: "viewWillTransition(to:with:) is NOT called",
      device: "any, rotation",
      ios: "all",
      setup: "screen entered already in landscape",
      citation: "https://github.com/gini/gini-mobile-ios/pull/920"
    ),
    Source(
      id: "GT-256",
      kind: .observation,
      evidence: "statement",
      observed: """
        willTransitionToTraitCollection is called within the size transition before \
        traitCollectionDidChange; viewWillTransitionToSize follows shortly after \
        willTransitionToTraitCollection; at app startup traitCollectionDidChange is called but \
        willTransitionToTraitCollection is not; window size change without trait change -> only \
        viewWillTransitionToSize
        """,
      device: "any, rotation",
      ios: "8-9",
      setup: "trait/size transition ordering",
      citation: "https://github.com/facebookarchive/AsyncDisplayKit/pull/1592 ; /pull/2115"
    ),
    Source(
      id: "GT-257",
      kind: .observation,
      evidence: "statement",
      observed: """
        forwarded to children only through super calls; a missing super.viewWillTransition higher \
        up prevents children from receiving it
        """,
      device: "any, rotation",
      ios: "all",
      setup: "viewWillTransitionToSize propagation",
      citation: "https://github.com/mozilla-mobile/firefox-ios/pull/1327"
    ),
    Source(
      id: "GT-259",
      kind: .observation,
      evidence: "statement",
      observed: """
        rotation does not call viewWillTransitionToSize; after presenting a modal, rotation does \
        call it on the main VC
        """,
      device: "iPhone, rotation",
      ios: "2016",
      setup: "portrait-only main VC",
      citation: "https://github.com/onmyway133/notes/issues/202"
    ),
    Source(
      id: "GT-260",
      kind: .observation,
      evidence: "statement",
      observed: "reports the OLD safe-area insets",
      device: "any, rotation",
      ios: "2019",
      setup: "safe area read inside coordinator.animate(alongsideTransition:)",
      citation: "https://github.com/onmyway133/notes/issues/545"
    ),
    Source(
      id: "GT-262",
      kind: .observation,
      evidence: "log",
      observed: """
        viewDidLoad (0 0; 568 320); viewWillAppear (0 0; 320 568); viewDidAppear (0 0; 320 568) \
        with transform [0,1,-1,0,0,0]
        """,
      device: "iPhone 5 (landscape-only app), landscape",
      ios: "6",
      setup: "frames of root view during launch",
      citation: """
        https://qanswer.space/questions/the-inner-workings-of-ios-landscape-orientation-management
        """
    ),
    Source(
      id: "GT-263",
      kind: .observation,
      evidence: "log",
      observed: """
        portrait (0 20; 768 1004); landscape (20 0; 748 1024) with transform [0,-1,1,0,0,0]
        """,
      device: "iPad, portrait / landscape",
      ios: "5/6",
      setup: "root view frames under window (pre-iOS 8)",
      citation: "http://pullrequest.ru/5770866"
    ),
    Source(
      id: "GT-265",
      kind: .observation,
      evidence: "log",
      observed: """
        viewSafeAreaInsetsDidChange alternates {48,0,34,0} (keyboard down) and {48,0,0,0} \
        (keyboard up; view moved so it no longer reaches the home-indicator band)
        """,
      device: "device with top 48 (XR/11 class), portrait",
      ios: "15 (2022)",
      setup: "keyboard shown/hidden while IQKeyboardManager moves the root view",
      citation: "https://github.com/hackiftekhar/IQKeyboardManager/issues/1899"
    ),
    Source(
      id: "GT-266",
      kind: .observation,
      evidence: "statement",
      observed: "may not fire if the insets have not changed; viewDidLayoutSubviews always runs",
      device: "any",
      ios: "2025",
      setup: "viewSafeAreaInsetsDidChange as an initial-layout hook",
      citation: "https://github.com/gini/gini-mobile-ios/pull/920 (review)"
    ),
    Source(
      id: "GT-268",
      kind: .observation,
      evidence: "statement",
      observed: "VC stops receiving viewDidLayoutSubviews",
      device: "any",
      ios: "2018",
      setup: "replace VC.view at runtime after loadView",
      citation: "https://github.com/layoutBox/PinLayout/issues/140"
    ),
    Source(
      id: "GT-269",
      kind: .observation,
      evidence: "statement",
      observed: "safe area isn't set up immediately when the app loads",
      device: "any",
      ios: "11",
      setup: "safe area at app launch",
      citation: "https://github.com/nicklockwood/layout/issues/97"
    ),
    Source(
      id: "GT-271",
      kind: .observation,
      evidence: "log",
      observed: """
        NavigationView insets (47,0,34,0); inner Text (0,0,0,0) (fully inside parent safe area)
        """,
      device: "iPhone 13 Pro, portrait",
      ios: "15",
      setup: "NavigationView root vs a Text inside the VStack",
      citation: """
        fatbobman '掌握 SwiftUI 的 Safe Area' (2021-11-22; code corpus find_string id 8502502310; \
        English mirror ichi.pro 'Mastering Safe Area in SwiftUI') ; code corpus find_string id \
        19075553880
        """
    ),
    Source(
      id: "GT-272",
      kind: .observation,
      evidence: "log",
      observed: "without: EdgeInsets(47,0,34,0); with .ignoresSafeArea(.all): all 0",
      device: "iPhone 13-class, portrait",
      ios: "15",
      setup: "GeometryProxy.safeAreaInsets with and without .ignoresSafeArea(.all)",
      citation: "code corpus, find_string id 48789615347 (Korean notes)"
    ),
    Source(
      id: "GT-274",
      kind: .observation,
      evidence: "statement",
      observed: """
        applying ignoresSafeArea() to the whole ZStack makes the foreground lose keyboard \
        avoidance; .ignoresSafeArea(.container) still lets the background move with the keyboard; \
        put .ignoresSafeArea(.all) on the background only
        """,
      device: "any",
      ios: "14+",
      setup: "ZStack { background; TextField }.ignoresSafeArea()",
      citation: """
        fatbobman '掌握 SwiftUI 的 Safe Area' (2021-11-22; code corpus find_string id 8502502310; \
        English mirror ichi.pro 'Mastering Safe Area in SwiftUI')
        """
    ),
    Source(
      id: "GT-275",
      kind: .observation,
      evidence: "statement",
      observed: """
        insets can be stacked (e.g. bottom + trailing); the inset content's background only \
        auto-extends; visual bar = 40 + home indicator
        """,
      device: "iPhone 13, portrait",
      ios: "15",
      setup: ".safeAreaInset(edge: .bottom) { 40-pt bar }",
      citation: """
        fatbobman '掌握 SwiftUI 的 Safe Area' (2021-11-22; code corpus find_string id 8502502310; \
        English mirror ichi.pro 'Mastering Safe Area in SwiftUI')
        """
    ),
    Source(
      id: "GT-277",
      kind: .documentation,
      evidence: "doc",
      observed: "deprecated (iOS 14.5 SDK); replaced by ignoresSafeArea(_:edges:)",
      device: "any",
      ios: "14+",
      setup: "edgesIgnoringSafeArea",
      citation: """
        fatbobman '掌握 SwiftUI 的 Safe Area' (2021-11-22; code corpus find_string id 8502502310; \
        English mirror ichi.pro 'Mastering Safe Area in SwiftUI') ; Apple doc \
        edgesIgnoringSafeArea
        """
    ),
    Source(
      id: "GT-278",
      kind: .documentation,
      evidence: "doc",
      observed: """
        shows content above/below (or beside) the modified view and insets the view's safe area by \
        the height (or width) of that content
        """,
      device: "any",
      ios: "15+",
      setup: "safeAreaInset(edge:alignment:spacing:content:)",
      citation: "Apple doc: View.safeAreaInset(edge:alignment:spacing:content:)"
    ),
    Source(
      id: "GT-280",
      kind: .documentation,
      evidence: "doc",
      observed: """
        .container = device + container insets incl. top/bottom bars; .keyboard = current extent \
        of the software keyboard; .all
        """,
      device: "any",
      ios: "14+",
      setup: "SafeAreaRegions",
      citation: "Apple doc: SafeAreaRegions"
    ),
    Source(
      id: "GT-281",
      kind: .documentation,
      evidence: "doc",
      observed: """
        expands the view out of the safe area for the given regions/edges; by default views avoid \
        keyboard and device edges
        """,
      device: "any",
      ios: "14+",
      setup: "ignoresSafeArea(_ regions: = .all, edges: = .all)",
      citation: "Apple doc: View.ignoresSafeArea(_:edges:)"
    ),
    Source(
      id: "GT-283",
      kind: .documentation,
      evidence: "doc",
      observed: "the safe area inset of the container view",
      device: "any",
      ios: "13+",
      setup: "GeometryProxy.safeAreaInsets",
      citation: "Apple doc: GeometryProxy.safeAreaInsets"
    ),
    Source(
      id: "GT-284",
      kind: .observation,
      evidence: "statement",
      observed: """
        root view insets reflect status/nav/home indicator/tab bar; a view fully inside the \
        parent's safe area gets 0; a view not yet on screen gets 0
        """,
      device: "any",
      ios: "SwiftUI",
      setup: "safeAreaInsets of non-root views",
      citation: """
        fatbobman '掌握 SwiftUI 的 Safe Area' (2021-11-22; code corpus find_string id 8502502310; \
        English mirror ichi.pro 'Mastering Safe Area in SwiftUI')
        """
    ),
    Source(
      id: "GT-286",
      kind: .observation,
      evidence: "screenshot",
      observed: """
        VStack background always extends into the unsafe area (all 4 cases); inner Rectangle stays \
        in the safe area by default and extends if either VStack or Rectangle has \
        .ignoresSafeArea()
        """,
      device: "iPhone 14 simulator, portrait",
      ios: "16.2",
      setup: """
        VStack { Rectangle() }.background(.green), .ignoresSafeArea() on \
        none/VStack/Rectangle/both
        """,
      citation: "https://zenn.dev/samekard_dev/articles/f8da71b8e0f64f"
    ),
    Source(
      id: "GT-287",
      kind: .observation,
      evidence: "statement",
      observed: """
        results differ: _SafeAreaIgnoringLayout only expands its child if its own top edge is at \
        the safe-area top edge (modifier order matters)
        """,
      device: "any",
      ios: "SwiftUI (2019)",
      setup: """
        .edgesIgnoringSafeArea(.top).frame(height:300) vs \
        .frame(height:300).edgesIgnoringSafeArea(.top)
        """,
      citation: "Stack Overflow 56450804 (mirror isolution.pro)"
    ),
    Source(
      id: "GT-289",
      kind: .observation,
      evidence: "statement",
      observed: """
        keyboard safe-area reduction moves centred content up; .ignoresSafeArea(.keyboard) only \
        takes effect on a flexible container (e.g. ZStack { Color.clear ... })
        """,
      device: "any",
      ios: "14+",
      setup: "centred TextField and keyboard",
      citation: "openillumi.com (blog)"
    ),
    Source(
      id: "GT-290",
      kind: .observation,
      evidence: "log",
      observed: """
        hosting view safeAreaInsets (62,0,34,0); Text (height 24) centred at y = 439 = 62 + (874 - \
        62 - 34 - 24)/2 (centre of safe area)
        """,
      device: "iPhone 16 Pro class 402x874, portrait",
      ios: "18.3.1",
      setup: "UIHostingController full screen, Text centred",
      citation: "code corpus, find_string id 71073574148 (Chinese iOS book chapter)"
    ),
    Source(
      id: "GT-292",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "portrait 345; landscape 208",
      device: "iPhone 16 Plus / 16 Pro Max / 17 Pro Max / Air, portrait / landscape",
      ios: "26.5 simulator",
      setup: "software keyboard overlap with key window",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-*.json \
        (portraitKeyboardHeight/landscapeKeyboardHeight = window ∩ keyboardFrameEnd height, iOS \
        26.5 simulator probe)
        """
    ),
    Source(
      id: "GT-293",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "portrait 260; landscape 206",
      device: "iPhone SE (3rd gen), portrait / landscape",
      ios: "26.5 simulator",
      setup: "software keyboard overlap with key window",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-*.json \
        (portraitKeyboardHeight/landscapeKeyboardHeight = window ∩ keyboardFrameEnd height, iOS \
        26.5 simulator probe)
        """
    ),
    Source(
      id: "GT-295",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "portrait 340; landscape 428",
      device: "iPad mini (A17 Pro) / iPad Pro 11\" (M4, M5), portrait / landscape",
      ios: "iPadOS 26.5 simulator",
      setup: "software keyboard overlap with key window",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-*.json \
        (portraitKeyboardHeight/landscapeKeyboardHeight = window ∩ keyboardFrameEnd height, iOS \
        26.5 simulator probe)
        """
    ),
    Source(
      id: "GT-296",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "portrait 403; landscape 498",
      device: "iPad Air 13\" / iPad Pro 13\", portrait / landscape",
      ios: "iPadOS 26.5 simulator",
      setup: "software keyboard overlap with key window",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-*.json \
        (portraitKeyboardHeight/landscapeKeyboardHeight = window ∩ keyboardFrameEnd height, iOS \
        26.5 simulator probe)
        """
    ),
    Source(
      id: "GT-298",
      kind: .documentation,
      evidence: "doc",
      observed: """
        frame in SCREEN coordinates reflecting current orientation; convert to view coordinates \
        and intersect with the view/window to get the overlap
        """,
      device: "any",
      ios: "all",
      setup: "keyboardFrameEndUserInfoKey",
      citation: "Apple doc: UIResponder.keyboardFrameEndUserInfoKey"
    ),
    Source(
      id: "GT-299",
      kind: .observation,
      evidence: "statement",
      observed: "216 pt portrait / 162 pt landscape (historical, not to be hard-coded)",
      device: "older iPhones, portrait / landscape",
      ios: "historical (iOS <= 7)",
      setup: "commonly cited keyboard heights",
      citation: """
        https://codemia.io/knowledge-hub/path/what_is_the_height_of_iphones_onscreen_keyboard
        """
    ),
    Source(
      id: "GT-301",
      kind: .observation,
      evidence: "log",
      observed: """
        tableView.contentInset (166,0,100,0); tableView.safeAreaInsets (64,0,0,0); \
        tableView.adjustedContentInset (166,0,100,0) (= contentInset, safe area ignored under \
        .never)
        """,
      device: "iPhone SE-size screen 320x568, portrait",
      ios: "11+ (2019)",
      setup: """
        UITableView frame (0,-100,320,713) under a 64-pt nav region, \
        contentInsetAdjustmentBehavior = .never, contentInset set manually; lldb po
        """,
      citation: "https://github.com/adamshin/SwiftReorder/pull/46"
    ),
    Source(
      id: "GT-302",
      kind: .observation,
      evidence: "statement",
      observed: """
        iOS 9.0: content inset NOT adjusted for the nav bar; iOS 8 and earlier: insets always \
        adjusted for the first scroll-view-based subview
        """,
      device: "any (storyboard nav controller root), portrait",
      ios: "9.0 GM vs iOS 8",
      setup: """
        UITableView created and added as subview in viewDidLoad of a nav controller's root VC \
        (automaticallyAdjustsScrollViewInsets default)
        """,
      citation: "openradar 22683028 via https://github.com/lionheart/openradar-mirror/issues/8581"
    ),
  ]
}
