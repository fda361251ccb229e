extension SourceIndex {
  /// The public observations GT-100 to GT-199: bars, root safe areas, scroll insets and margins.
  static let groundTruth100To199: [Source] = [
    Source(
      id: "GT-100",
      kind: .observation,
      evidence: "table",
      observed: "{20,0,0,0} (conflicts with 24/20)",
      device: "iPad Pro 11\" (834x1194), portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/ipad_pro_11inches/device.dart (older hand-authored \
        values)
        """
    ),
    Source(
      id: "GT-101",
      kind: .observation,
      evidence: "table",
      observed: "gen2 {20,0,0,0}; gen4 {24,0,20,0} both orientations",
      device: "iPad Pro 12.9\" gen 2 / gen 4, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/ipad_pro_12Inches_gen2 / _gen4/device.dart (older \
        hand-authored values)
        """
    ),
    Source(
      id: "GT-102",
      kind: .observation,
      evidence: "table",
      observed: """
        portrait {24,0,20,0}; landscape {0,24,20,24} (insets moved to sides - conflicts with \
        simulator probe {32,0,25,0})
        """,
      device: "iPad Pro 11\" M4 834x1210 / iPad Pro 13\" M4 1032x1376, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/ipad_pro_11_inches_m4 / ipad_pro_13_inches_m4/device.dart \
        (older hand-authored values)
        """
    ),
    Source(
      id: "GT-103",
      kind: .observation,
      evidence: "screenshot",
      observed: "safe area top = 20 (status) + 44 (nav bar) = 64; left/right 0",
      device: "iPhone 8 (375x667), portrait",
      ios: "11",
      setup: "UINavigationController root VC, status bar visible, translucent nav bar",
      citation: "https://useyourloaf.com/blog/supporting-iphone-x/"
    ),
    Source(
      id: "GT-104",
      kind: .observation,
      evidence: "screenshot",
      observed: """
        status bar hidden by system in landscape; nav bar height 32; safe area top 32, left/right \
        0
        """,
      device: "iPhone 8 (375x667), landscape",
      ios: "11",
      setup: "UINavigationController root VC",
      citation: "https://useyourloaf.com/blog/supporting-iphone-x/"
    ),
    Source(
      id: "GT-106",
      kind: .observation,
      evidence: "screenshot",
      observed: "left and right insets 44 each regardless of notch side",
      device: "iPhone X (375x812), landscape",
      ios: "11",
      setup: "UINavigationController root VC",
      citation: "https://useyourloaf.com/blog/supporting-iphone-x/"
    ),
    Source(
      id: "GT-107",
      kind: .observation,
      evidence: "statement",
      observed: "safeAreaInsets top 88 (44 + 44 nav), bottom 83 (34 + 49 tab bar)",
      device: "iPhone X, portrait",
      ios: "11",
      setup: "UITabBarController > UINavigationController > VC (translucent bars)",
      citation: "https://www.jianshu.com/p/3ea300ab3890"
    ),
    Source(
      id: "GT-109",
      kind: .observation,
      evidence: "statement",
      observed: "top becomes 84 (44 + 40)",
      device: "iPhone X, portrait",
      ios: "11",
      setup: "additionalSafeAreaInsets.top = 40 on the VC (per source: base 44)",
      citation: "https://www.jianshu.com/p/3ea300ab3890"
    ),
    Source(
      id: "GT-110",
      kind: .observation,
      evidence: "table",
      observed: """
        812-tall: portrait {88,0,34,0}, landscape {32,44,21,44}; non-X default portrait {64,0,0,0}
        """,
      device: "iPhone X-class (812 pt tall) vs others, portrait / landscape",
      ios: "11",
      setup: "AssetsPickerViewController expected insets for nav-controller content",
      citation: """
        https://github.com/DragonCherry/AssetsPickerViewController, (safe-area defaults in source)
        """
    ),
    Source(
      id: "GT-112",
      kind: .observation,
      evidence: "screenshot",
      observed: "nav bar 44 and toolbar 44; status bar 20; effective nav region 64",
      device: "iPad Pro 10.5\" simulator",
      ios: "Xcode 9 / iOS 11 build",
      setup: "UINavigationController with toolbar, small titles",
      citation: """
        https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c\
        5766809f4
        """
    ),
    Source(
      id: "GT-113",
      kind: .observation,
      evidence: "screenshot",
      observed: """
        large titles add 52 pt: nav bar 96 without status bar, 116 including the 20-pt status bar
        """,
      device: "iPad Pro 10.5\" simulator",
      ios: "Xcode 9 / iOS 11 build",
      setup: "prefersLargeTitles",
      citation: """
        https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c\
        5766809f4
        """
    ),
    Source(
      id: "GT-115",
      kind: .observation,
      evidence: "table",
      observed: "large title adds 52 pt to the 44-pt bar (96 total bar height)",
      device: "any iPhone",
      ios: "11+",
      setup: "large title bar size difference",
      citation: "github:hackingwithswift Unwrap UINavigationBar-BarSize.swift"
    ),
    Source(
      id: "GT-116",
      kind: .documentation,
      evidence: "doc (third-party)",
      observed: """
        regular 44; compact 32 (compact used for 'small' iPhones in landscape, e.g. iPhone 14 / 14 \
        Pro)
        """,
      device: "iPhones, portrait / landscape",
      ios: "16 era",
      setup: "UINavigationBar height (Fluent UI docs)",
      citation: "https://github.com/microsoft/fluentui-apple, Navigation docs"
    ),
    Source(
      id: "GT-118",
      kind: .observation,
      evidence: "table",
      observed: "status bar (54) + 44 - 1 px = 97.667 (not 59 + 44 = 103)",
      device: "Dynamic Island iPhones, portrait",
      ios: "16+",
      setup: "nav bar full height helper",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m
        """
    ),
    Source(
      id: "GT-119",
      kind: .observation,
      evidence: "table",
      observed: """
        Face ID iPad 65; other iPads 50 (iOS 12+) or 49; iPhone landscape 49 on regular-width \
        phones else 32; portrait 49; plus bottom safe inset
        """,
      device: "iPhone / iPad, portrait / landscape",
      ios: "12+",
      setup: "tab bar height helper",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m
        """
    ),
    Source(
      id: "GT-121",
      kind: .observation,
      evidence: "screenshot",
      observed: """
        On Dynamic Island devices the nav bar overlaps the status-bar safe area by 5.333 pt \
        (iPhone 14 Pro), so top = 59 + 44 - 5.333 = 97.667; on earlier devices top with nav == \
        no-nav top + nav height exactly
        """,
      device: "iPhone 14 Pro vs iPhone 13 Pro / iPhone 8 / iPad, portrait",
      ios: "16",
      setup: "nav bar minY vs (no-nav safe top); view.safeAreaInsets.top with nav",
      citation: "https://kouki.hatenadiary.com/entry/2022/10/18/095736"
    ),
    Source(
      id: "GT-122",
      kind: .observation,
      evidence: "log",
      observed: "portrait 83; landscape 70 (item layout horizontal in landscape)",
      device: "iPhone XR (414x896), portrait (wC hR) / landscape (wR hC)",
      ios: "13 beta 5",
      setup: "UITabBarController tab bar height incl. home-indicator inset",
      citation: """
        https://github.com/flutter/flutter/pull/39258 (comment by LongCatIsLooong, iOS 13 beta 5 \
        simulators)
        """
    ),
    Source(
      id: "GT-124",
      kind: .observation,
      evidence: "log",
      observed: "65 in both orientations",
      device: "iPad Pro 12.9\" (Face ID), portrait / landscape",
      ios: "13 beta 5",
      setup: "UITabBarController tab bar height incl. bottom inset",
      citation: """
        https://github.com/flutter/flutter/pull/39258 (comment by LongCatIsLooong, iOS 13 beta 5 \
        simulators)
        """
    ),
    Source(
      id: "GT-125",
      kind: .observation,
      evidence: "statement",
      observed: "tab bar height 32, title to the right of icon",
      device: "iPhone (compact height), landscape",
      ios: "11",
      setup: "UITabBar in UITabBarController",
      citation: "https://github.com/eggswift/ESTabBarController/issues/88"
    ),
    Source(
      id: "GT-127",
      kind: .observation,
      evidence: "statement",
      observed: """
        in UITabBarController: 83 pt tall, buttons 48 pt; standalone (constrained to bottom): 49 \
        pt, buttons 14 pt
        """,
      device: "iPhone X, portrait",
      ios: "11.2",
      setup: "UITabBar inside UITabBarController vs standalone UITabBar pinned to bottom",
      citation: "openradar 36192254 via https://github.com/lionheart/openradar-mirror/issues/19122"
    ),
    Source(
      id: "GT-128",
      kind: .observation,
      evidence: "statement",
      observed: "reduced by 12 pt (44 -> 32); not on iPad",
      device: "iPhone 4S, landscape",
      ios: "7-8",
      setup: "UINavigationBar height in landscape",
      citation: "https://github.com/jolicode/Badass-Pageflow/issues/12"
    ),
    Source(
      id: "GT-130",
      kind: .observation,
      evidence: "statement",
      observed: """
        nav bar 12 pt smaller on iPhone and 6 pt smaller on iPad than before (change reverted in \
        beta 6)
        """,
      device: "iPhone, iPad",
      ios: "16 beta 5 (reverted beta 6)",
      setup: "nav bar inside a non-full-screen, non-popover modal sheet",
      citation: """
        https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-47\
        4c82c9ed2e
        """
    ),
    Source(
      id: "GT-131",
      kind: .observation,
      evidence: "statement",
      observed: """
        new floating tab bar shown at the TOP of the screen (integrated with nav bar area); \
        UserDefaults key UseFloatingTabBar=NO restored the bottom bar (reported removed in iPadOS \
        26.4)
        """,
      device: "iPad",
      ios: "iPadOS 18+",
      setup: "UITabBarController in regular width",
      citation: """
        https://github.com/herzbube/littlego/issues/439 ; \
        https://github.com/Apollo-Reborn/Apollo-Reborn/pull/557 ; \
        https://github.com/tidev/titanium-sdk/pull/14337
        """
    ),
    Source(
      id: "GT-133",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: """
        navigationBar.frame (0,10,375,54); tableView.adjustedContentInset.top 64; contentOffset.y \
        -64; search active -> nav bar 60 / adjusted top 70; after cancel -> nav bar 114 with \
        search bar (0,54,375,60), adjusted top 124; scrolling to 200 hides slot -> nav 54, \
        adjusted 64, offset rebased to 260
        """,
      device: "iPhone SE 2x (375x667), portrait",
      ios: "26.1 simulator",
      setup: """
        UINavigationController + UITableViewController, navigationItem.searchController, \
        hidesSearchBarWhenScrolling default
        """,
      citation: """
        https://github.com/Vercantez/openuikit, Tests/OpenUIKitTests/UISearchControllerTests.swift \
        (comments cite MEASURED tmp/tabs-search-slot-probe, iPhone SE 2x / iOS 26.1; third-party \
        reimplementation)
        """
    ),
    Source(
      id: "GT-134",
      kind: .observation,
      evidence: "log",
      observed: "contentInsets top 132, bottom 34 after viewDidAppear",
      device: "iPhone X-class, portrait",
      ios: "11 (Tabman)",
      setup: "UITableViewController children inside Tabman pager with top bar",
      citation: "https://github.com/uias/Tabman/issues/146"
    ),
    Source(
      id: "GT-136",
      kind: .documentation,
      evidence: "doc",
      observed: "default false; bars are translucent by default since iOS 7",
      device: "any",
      ios: "7+",
      setup: "UIViewController.extendedLayoutIncludesOpaqueBars default",
      citation: "Apple doc: extendedLayoutIncludesOpaqueBars"
    ),
    Source(
      id: "GT-137",
      kind: .observation,
      evidence: "statement",
      observed: "subviews origin at nav bar bottom-left (y 64); view.bounds height reduced by 64",
      device: "iPhone (non-notch, 64-pt nav region), portrait",
      ios: "7-10",
      setup: "edgesForExtendedLayout = .none, translucent nav bar",
      citation: "https://blog.csdn.net/weixin_41493577/article/details/78872370"
    ),
    Source(
      id: "GT-139",
      kind: .observation,
      evidence: "statement",
      observed: "view origin at window top-left, full-screen bounds",
      device: "iPhone (non-notch), portrait",
      ios: "7-10",
      setup: "edgesForExtendedLayout = .all, opaque bar, extendedLayoutIncludesOpaqueBars = YES",
      citation: "https://blog.csdn.net/weixin_41493577/article/details/78872370"
    ),
    Source(
      id: "GT-140",
      kind: .observation,
      evidence: "statement",
      observed: "full-screen view",
      device: "iPhone (non-notch), portrait",
      ios: "7-10",
      setup: "edgesForExtendedLayout = .all with translucent bar (either includesOpaque value)",
      citation: "https://blog.csdn.net/weixin_41493577/article/details/78872370"
    ),
    Source(
      id: "GT-142",
      kind: .observation,
      evidence: "statement",
      observed: """
        view starts below nav bar (y 64) in both cases; extendedLayoutIncludesOpaqueBars = YES \
        makes it start at (0,0)
        """,
      device: "iPhone, portrait",
      ios: "7-10",
      setup: "nav bar translucent = NO with edgesForExtendedLayout .all or .none",
      citation: "hk.javashuo.com p-uxpahjdi"
    ),
    Source(
      id: "GT-143",
      kind: .observation,
      evidence: "statement",
      observed: """
        view.frame in viewDidLoad still has origin (0,0); final frame below the nav bar only \
        available by viewDidAppear
        """,
      device: "iPhone, portrait",
      ios: "2019",
      setup: "opaque nav bar; frame read in viewDidLoad vs viewDidAppear",
      citation: "developpaper / juejin 6844903940199284749"
    ),
    Source(
      id: "GT-145",
      kind: .documentation,
      evidence: "doc",
      observed: """
        view not in hierarchy or not visible -> {0,0,0,0}; root view of a VC: status bar, other \
        visible bars, additionalSafeAreaInsets; other views: only the overlapped portion
        """,
      device: "any",
      ios: "11+",
      setup: "UIView.safeAreaInsets semantics",
      citation: "Apple doc: UIView.safeAreaInsets"
    ),
    Source(
      id: "GT-146",
      kind: .documentation,
      evidence: "doc",
      observed: "guide edges equal the view's edges",
      device: "any",
      ios: "11+",
      setup: "UIView.safeAreaLayoutGuide when view not installed / not onscreen",
      citation: "Apple doc: UIView.safeAreaLayoutGuide"
    ),
    Source(
      id: "GT-148",
      kind: .observation,
      evidence: "log",
      observed: """
        root view (64,30,83,10); subview fully inside safe area (0,0,0,0); top subview inside \
        bounds but above safe area (64,10,0,0); subview extending past right screen edge \
        (0,0,0,10) (capped at root's inset)
        """,
      device: """
        iPhone X-class in tab bar controller (inferred from 64 = 44+20, 83 = 34+49), portrait
        """,
      ios: "12",
      setup: """
        self.additionalSafeAreaInsets = (top 20, left 30, bottom 0, right 10); print root and \
        subview safeAreaInsets
        """,
      citation: """
        https://cnblogs.com/huahuahu/p/UIKit-Apps-for-Every-Size-and-Shape.html (WWDC18 session \
        235 notes)
        """
    ),
    Source(
      id: "GT-149",
      kind: .observation,
      evidence: "statement",
      observed: """
        subview inset = overlap with superview's unsafe region; if moved further outward it is \
        capped at the superview's inset
        """,
      device: "generic",
      ios: "11+",
      setup: "subview safe area vs superview (MartianCraft)",
      citation: "https://martiancraft.com/blog/2019/02/notes-from-the-margins/"
    ),
    Source(
      id: "GT-151",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: "(10,44,298,402)",
      device: "320x480 parent, safe area (44,10,34,12), n/a",
      ios: "26.1",
      setup: "safeAreaLayoutGuide.layoutFrame of the parent",
      citation: """
        https://github.com/Vercantez/openuikit, Tests/OpenUIKitTests/SafeAreaGuideTests.swift \
        (header: every expectation MEASURED from real UIKit probe, Mac Catalyst iOS 26.1; \
        third-party reimplementation)
        """
    ),
    Source(
      id: "GT-152",
      kind: .observation,
      evidence: "table (measured-claim)",
      observed: "vc.view.safeAreaInsets (69,0,40,0) (additional insets add to inherited)",
      device: "root view with window safe area (59,0,34,0), portrait",
      ios: "26.1",
      setup: "vc.additionalSafeAreaInsets = (10,0,6,0)",
      citation: """
        https://github.com/Vercantez/openuikit, Tests/OpenUIKitTests/SafeAreaGuideTests.swift \
        (header: every expectation MEASURED from real UIKit probe, Mac Catalyst iOS 26.1; \
        third-party reimplementation)
        """
    ),
    Source(
      id: "GT-154",
      kind: .observation,
      evidence: "log",
      observed: """
        container and child report bottom safe area 88; moving child view up 30 pt changed its \
        bottom inset to the overlap (reported 50)
        """,
      device: "iPhone 7 simulator, portrait",
      ios: "11",
      setup: "container VC sets child.additionalSafeAreaInsets.bottom for a bottom panel",
      citation: "Stack Overflow answer 52483010 (mirror example-a.com/answer/52483010)"
    ),
    Source(
      id: "GT-155",
      kind: .observation,
      evidence: "statement",
      observed: """
        plain subviews' safeAreaInsets update with position; a child VC's view insets stay \
        'frozen'; if the child VC view is offset when added, its insets stay zero
        """,
      device: "generic",
      ios: "11+",
      setup: "child view-controller views vs plain subviews",
      citation: "https://matrixprojects.net/p/safe-area-insets"
    ),
    Source(
      id: "GT-157",
      kind: .observation,
      evidence: "statement",
      observed: "UIKit does not reset the child's additionalSafeAreaInsets",
      device: "any",
      ios: "11+",
      setup: "child moved to a new parent",
      citation: "https://github.com/material-components/material-components-ios/issues/8112"
    ),
    Source(
      id: "GT-158",
      kind: .observation,
      evidence: "statement",
      observed: """
        compute child.additionalSafeAreaInsets from .zero + bar sizes, not from \
        view.safeAreaInsets
        """,
      device: "any",
      ios: "11+",
      setup: "Apple sample guidance for containers",
      citation: "https://github.com/material-components/material-components-ios/pull/2261"
    ),
    Source(
      id: "GT-160",
      kind: .observation,
      evidence: "statement",
      observed: """
        safeAreaInsets not updated on rotation and viewSafeAreaInsetsDidChange not called; Apple: \
        propagation to transformed views unsupported
        """,
      device: "any, rotation",
      ios: "14 (worked on iOS 13)",
      setup: "view with a scale/rotation transform (e.g. scaleY -1)",
      citation: "https://forums.developer.apple.com/forums/thread/671541"
    ),
    Source(
      id: "GT-161",
      kind: .observation,
      evidence: "statement",
      observed: "its safeAreaInsets become .zero",
      device: "any",
      ios: "11.1",
      setup: "apply CGAffineTransform scale 0.5 to a view",
      citation: "openradar 35532074"
    ),
    Source(
      id: "GT-163",
      kind: .observation,
      evidence: "statement",
      observed: "incorrect on iOS 11.0, fixed in 11.1",
      device: "any",
      ios: "11.0 vs 11.1",
      setup: "app bar safe area set by the OS",
      citation: "https://github.com/material-components/material-components-ios/pull/2103"
    ),
    Source(
      id: "GT-164",
      kind: .observation,
      evidence: "statement",
      observed: "tab bar no longer controllable (bug report)",
      device: "any",
      ios: "12.1",
      setup: "additionalSafeAreaInsets set on a UITabBarController",
      citation: "openradar 46168550 via openradar-mirror #20733"
    ),
    Source(
      id: "GT-166",
      kind: .observation,
      evidence: "statement",
      observed: "UISearchBarBackground height 64 when top-attached",
      device: "any iPhone, portrait",
      ios: "8.4",
      setup: "top-attached UISearchBar background",
      citation: "openradar 19533117"
    ),
    Source(
      id: "GT-167",
      kind: .documentation,
      evidence: "doc",
      observed: "default .automatic",
      device: "any",
      ios: "11+",
      setup: "UIScrollView.contentInsetAdjustmentBehavior default",
      citation: "Apple doc: contentInsetAdjustmentBehavior"
    ),
    Source(
      id: "GT-169",
      kind: .documentation,
      evidence: "doc",
      observed: """
        top/bottom include safe area only when contentSize.height > bounds height or \
        alwaysBounceVertical == true; left/right only when contentSize.width > bounds width (or \
        alwaysBounceHorizontal)
        """,
      device: "any",
      ios: "11+",
      setup: ".scrollableAxes",
      citation: "Apple doc: UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes"
    ),
    Source(
      id: "GT-170",
      kind: .documentation,
      evidence: "doc",
      observed: """
        .never: adjustedContentInset == contentInset (safe area ignored); .always: safe area \
        always added on all edges
        """,
      device: "any",
      ios: "11+",
      setup: ".never / .always",
      citation: """
        Apple doc: ContentInsetAdjustmentBehavior.never / .always; \
        https://www.jianshu.com/p/9ac717b24e43
        """
    ),
    Source(
      id: "GT-172",
      kind: .observation,
      evidence: "statement",
      observed: "acts like .scrollableAxes: only adjusted when content is taller/wider than bounds",
      device: "any",
      ios: "11+",
      setup: ".automatic outside a nav/tab container (plain VC)",
      citation: "devhide 77431769 (Chinese blog); https://www.jianshu.com/p/9ac717b24e43"
    ),
    Source(
      id: "GT-173",
      kind: .observation,
      evidence: "statement (code comment with logging)",
      observed: """
        contentInset {0,0,0,0}; adjustedContentInset {64,0,0,0}; initial contentOffset {0,-64}
        """,
      device: "non-notch iPhone (64-pt nav region), portrait",
      ios: "11+",
      setup: """
        full-screen plain UITableView in nav-controller VC, contentInsetAdjustmentBehavior \
        .automatic or .always, contentInset 0
        """,
      citation: """
        code corpus, find_string id 25788460043 (onzxgway 'ScrollView底层实现原理' iOS11ViewController.m \
        header comment)
        """
    ),
    Source(
      id: "GT-175",
      kind: .observation,
      evidence: "statement",
      observed: "contentInset {64,0,0,0}; contentOffset {0,-64}",
      device: "non-notch iPhone, portrait",
      ios: "7-10",
      setup: "automaticallyAdjustsScrollViewInsets = YES, table in nav controller",
      citation: """
        code corpus, find_string id 25788460043 (onzxgway 'ScrollView底层实现原理' iOS11ViewController.m \
        header comment); codeprj.com/zh/blog/8782c31.html
        """
    ),
    Source(
      id: "GT-176",
      kind: .observation,
      evidence: "statement",
      observed: """
        nav: contentInset {64,0,0,0}; nav + tab: {64,0,49,0}; nav hidden: {20,0,0,0}; nav hidden + \
        tab: {20,0,49,0}
        """,
      device: "non-notch iPhone, portrait",
      ios: "7-10",
      setup: "automaticallyAdjustsScrollViewInsets = YES; nav only / nav + tab bar / nav hidden",
      citation: "codeprj.com/zh/blog/8782c31.html ; runxinzhi.com helmsyy-p-8880835"
    ),
    Source(
      id: "GT-178",
      kind: .observation,
      evidence: "statement",
      observed: """
        contentInset.top += 64 (status+nav), contentInset.bottom += tab bar height (49); \
        contentOffset.y = -64; with nav bar hidden: top += 20, offset -20
        """,
      device: "non-notch iPhone, portrait",
      ios: "7-10",
      setup: "UITabBarController > UINavigationController > VC with full-screen table view",
      citation: """
        t.zoukankan.com/rainySue-p-VC-atomaticallyAdjuestsScrollView (from csdn \
        u011924755/51755263)
        """
    ),
    Source(
      id: "GT-179",
      kind: .observation,
      evidence: "statement",
      observed: """
        a scroll view that is not the root is still adjusted, but only the one with the smallest \
        subview index (two sibling scroll views: the one added first)
        """,
      device: "any",
      ios: "7-10",
      setup: "automaticallyAdjustsScrollViewInsets: which scroll view is adjusted",
      citation: """
        t.zoukankan.com/rainySue-p-VC-atomaticallyAdjuestsScrollView (from csdn \
        u011924755/51755263)
        """
    ),
    Source(
      id: "GT-181",
      kind: .observation,
      evidence: "table (code)",
      observed: """
        adjustableScrollView = self.view if it is a scroll view, else \
        self.view.subviews.firstObject if that is a scroll view
        """,
      device: "any",
      ios: "7-10",
      setup: "reimplementation of the rule in code",
      citation: "https://github.com/reidmain/Silicon, UIViewController+ScrollViewInsets.m"
    ),
    Source(
      id: "GT-182",
      kind: .observation,
      evidence: "statement",
      observed: """
        the FIRST scroll view added gets contentInset (64,0,0,0); the second is not adjusted \
        (covered by nav bar)
        """,
      device: "non-notch iPhone, portrait",
      ios: "7-10",
      setup: "two table views added to root view",
      citation: "hk.javashuo.com p-uxpahjdi"
    ),
    Source(
      id: "GT-184",
      kind: .observation,
      evidence: "statement",
      observed: """
        making the nav bar non-translucent does not trigger scroll-view inset adjustment; with \
        containment the PARENT VC's automaticallyAdjustsScrollViewInsets governs a child's table \
        view
        """,
      device: "any",
      ios: "7-8",
      setup: "opaque (non-translucent) navigation bar",
      citation: """
        http://mokagio.github.io (2015-01-23 post on automaticallyAdjustsScrollViewInsets)
        """
    ),
    Source(
      id: "GT-185",
      kind: .observation,
      evidence: "statement",
      observed: """
        storyboard table adjusted; code-added table (as subview with constraints) NOT adjusted \
        (worked on iOS 8)
        """,
      device: "any",
      ios: "9 beta 4",
      setup: """
        automaticallyAdjustsScrollViewInsets with table view from storyboard vs added in code with \
        constraints
        """,
      citation: "openradar 22106545"
    ),
    Source(
      id: "GT-187",
      kind: .observation,
      evidence: "statement",
      observed: "results table contentInset.top 88 (nav + toolbar), leaving a 44-pt gap",
      device: "iPad",
      ios: "10.2",
      setup: "UISearchController results table in a nav controller with toolbar visible",
      citation: "openradar 30011840"
    ),
    Source(
      id: "GT-188",
      kind: .observation,
      evidence: "statement",
      observed: "contentInset.top 84 instead of 64 (iOS 8/9 gave 64)",
      device: "iPhone, portrait",
      ios: "10 beta 3 / 10.1",
      setup: "UISearchController results UITableViewController",
      citation: "openradar 27590153 / 29134501"
    ),
    Source(
      id: "GT-190",
      kind: .documentation,
      evidence: "doc",
      observed: """
        default true; when true scrollIndicatorInsets are applied in addition to safe-area insets; \
        false restores pre-iOS-13 behaviour
        """,
      device: "any",
      ios: "13+",
      setup: "automaticallyAdjustsScrollIndicatorInsets default",
      citation: "Apple doc; https://github.com/facebook/react-native/commit/bc1e602 (#29809)"
    ),
    Source(
      id: "GT-191",
      kind: .documentation,
      evidence: "doc",
      observed: """
        default true; cell/header/footer content views inset on leading & trailing edges to fit \
        the safe area
        """,
      device: "any",
      ios: "11+",
      setup: "UITableView.insetsContentViewsToSafeArea",
      citation: "Apple doc: UITableView.insetsContentViewsToSafeArea"
    ),
    Source(
      id: "GT-193",
      kind: .documentation,
      evidence: "doc",
      observed: "cases automatic, none, safeArea, layoutMargins, readableContent",
      device: "any",
      ios: "14+",
      setup: "UIContentInsetsReference (compositional layout)",
      citation: "Apple doc: UIContentInsetsReference"
    ),
    Source(
      id: "GT-194",
      kind: .documentation,
      evidence: "doc",
      observed: "8 pt on each side for most views",
      device: "any",
      ios: "8+",
      setup: "UIView.layoutMargins default",
      citation: "Apple doc: UIView.layoutMargins / directionalLayoutMargins"
    ),
    Source(
      id: "GT-196",
      kind: .observation,
      evidence: "statement",
      observed: """
        16 pt in compact width, 20 pt in regular width; iOS 11 allows setting root layoutMargins \
        (e.g. 64) which iOS 10 ignores
        """,
      device: "iPhone (compact width) / iPad (regular width), portrait",
      ios: "11",
      setup: "root view leading layout margin",
      citation: "https://useyourloaf.com/blog/changing-root-view-layout-margins/"
    ),
    Source(
      id: "GT-197",
      kind: .documentation,
      evidence: "doc",
      observed: """
        viewRespectsSystemMinimumLayoutMargins default true; root margins are max(custom, system \
        minimum) (e.g. minimum 20, custom 10 -> 20); systemMinimumLayoutMargins does not affect \
        subviews
        """,
      device: "any",
      ios: "11+",
      setup: "systemMinimumLayoutMargins / viewRespectsSystemMinimumLayoutMargins",
      citation: "Apple doc (apple-docs.everest.mt mirror): systemMinimumLayoutMargins"
    ),
    Source(
      id: "GT-199",
      kind: .observation,
      evidence: "log",
      observed: """
        original: safeAreaInsets (20,0,0,0), layoutMargins (48,8,8,8); copy: safeAreaInsets zero, \
        layoutMargins (28,8,8,8) — margins differ exactly by the safe-area inset
        """,
      device: "header view under status bar (safe area top 20), portrait",
      ios: "11",
      setup: "view.layoutMargins (default 8) vs a copy of the view not in the hierarchy",
      citation: "Stack Overflow 47003878 (mirror kiwix.lema.org / thinbug.com)"
    ),
  ]
}
