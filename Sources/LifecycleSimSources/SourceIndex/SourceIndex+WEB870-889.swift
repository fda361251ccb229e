extension SourceIndex {
  /// iPadOS 26 window controls, corner-adapted layout regions and `UIRequiresFullScreen`,
  /// collected for issue 26's first part (WEB-870 to WEB-875); the split view delegate on the
  /// system's changes (WEB-876 to WEB-878).
  static let webWindowControls870To889: [Source] = [
    Source(
      id: "WEB-870",
      kind: .observation,
      evidence: "values measured live on a simulator, written up in a pull request",
      observed: """
        An app with UIRequiresFullScreen and fixed orientations, windowed on iPadOS 26.2: \
        "iPadOS 26 runs it as a scaled full-screen compatibility canvas — and in that mode the \
        pill is completely invisible to the process": window.safeAreaInsets.top 0 (status bar \
        hidden), the iOS 26 corner-adapted layout regions "report only the 9.5pt \
        display-corner adaptation", scene.screen.bounds == scene.bounds, and \
        preferredWindowingControlStyle has no effect. With the status bar shown the canvas has \
        a 32-pt top inset that contains the pill. The app floors its own top inset at 40 pt to \
        clear the window controls.
        """,
      device: "iPad simulator",
      ios: "26.2",
      setup: "a UIRequiresFullScreen app in a window",
      citation: "erik-sutton95/OpenZCine#91"
    ),
    Source(
      id: "WEB-871",
      kind: .observation,
      evidence: "a pull request's description, confirmed on a simulator",
      observed: """
        "Apple's corner-adaptation API reports a nonzero inset even at true fullscreen with no \
        controls drawn (confirmed empirically via simulator)"; the window controls are drawn \
        only when the window does not fill the screen (tiled or floating), so the app adds the \
        corner-adapted leading inset only when the window's frame is smaller than the screen.
        """,
      device: "iPad simulator",
      ios: "26",
      setup: "UIView.LayoutRegion corner adaptation, full screen and windowed",
      citation: "TetsuOtter/TRViS#315"
    ),
    Source(
      id: "WEB-872",
      kind: .observation,
      evidence: "issue threads with screenshots",
      observed: """
        On iPadOS 26 every scene in a window gets macOS-style window controls drawn by the \
        system at the window's top-left corner, over the app's content; they "do not \
        contribute to the safe area" (env(safe-area-inset-top/left) report 0) and there is no \
        view handle to move them. The controls' screenshot crop is 139 × 78 pixels (about \
        70 × 39 pt at 2x, with some margin). Only windowed or Stage Manager apps show them; \
        "they appear to be positioned correctly when … running in fullscreen mode".
        """,
      device: "iPad",
      ios: "26",
      setup: "web-view apps in iPadOS 26 windows",
      citation: """
        tauri-apps/tauri#15521; capacitor-community/safe-area#63; brave/brave-browser#48623; \
        emkey1/ish-AOK#580
        """
    ),
    Source(
      id: "WEB-873",
      kind: .documentation,
      evidence: "a WWDC25 session's notes; the Human Interface Guidelines; a developer article",
      observed: """
        "Every app gets size handle, window controls, and menu bar"; the window controls are \
        at the top left of the window. "Make sure window controls don't overlap toolbar \
        items." Toolbar items avoid the controls by themselves; custom UI reads the region \
        from UIView.layoutGuide(for: .safeArea(cornerAdaptation:)) (.horizontal or .vertical) \
        or .margins(cornerAdaptation:), and SwiftUI's GeometryProxy.containerCornerInsets.
        """,
      device: "iPad",
      ios: "26",
      setup: "WWDC25 session 208, \"Elevate the design of your iPad app\"",
      citation: """
        https://developer.apple.com/videos/play/wwdc2025/208 (WWDCNotes); \
        https://developer.apple.com/design/human-interface-guidelines/windows ; \
        https://zenn.dev/tatsube/articles/55ae33bad58828
        """
    ),
    Source(
      id: "WEB-874",
      kind: .documentation,
      evidence: "Apple's Information Property List reference; a game engine's reference",
      observed: """
        UIRequiresFullScreen (available iOS 9.0 – 26.0, deprecated) puts an iPad app "into a \
        compatibility mode that opts the app out of multitasking and dynamic resizing", a mode \
        the page describes "in iPadOS 26 and later on an iPad that supports the Windowed Apps \
        multitasking mode" too. \
        UIRequiresFullScreenIgnoredStartingWithVersion (iPadOS 26.2+) names the version from \
        which the system ignores the key. Unity's player setting for the key: it is "used to \
        opt out of being eligible to participate in Slide Over and Split View for iOS 9.0 \
        multitasking".
        """,
      device: "iPad",
      ios: "9–26",
      setup: "the UIRequiresFullScreen key",
      citation: """
        https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen ; \
        https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreenignoredstartingwithversion ; \
        https://docs.unity3d.com/ru/550/ScriptReference/PlayerSettings.iOS-requiresFullScreen.html
        """
    ),
    Source(
      id: "WEB-875",
      kind: .observation,
      evidence: "a build tool's pull request and an app's issue",
      observed: """
        "As of iOS 27 it no longer opts an app out of resizing, it requests discrete resizing \
        that honors the supported orientations, it applies to iPhone as well, and Apple has \
        deprecated it." The key is deprecated and apps are told to support arbitrary window \
        sizes (TN3192).
        """,
      device: "iPad",
      ios: "26–27",
      setup: "UIRequiresFullScreen on iPadOS 26 and 27",
      citation: "expo/expo#48175; herzbube/littlego#435"
    ),
    Source(
      id: "WEB-876",
      kind: .peer,
      evidence: """
        a UIKit reimplementation's split view controller, written to a probe run on the iOS 26.1 \
        simulator and replayed by its tests
        """,
      observed: """
        The delegate's stream, "MEASURED splitframesprobe": a display mode change in regular \
        width gives willChangeTo, then willHide/willShow per changed column, the children's \
        appearance, then didHide/didShow; show(_:)/hide(_:) give willChangeTo only. The will \
        calls name the supplementary before the primary before the secondary ("willShow(1), \
        willShow(0)"). A collapse (column styles): willChangeTo(oneBesideSecondary) first when \
        the mode changes ("willChangeTo precedes topColumnForCollapsing"), \
        topColumnForCollapsing, willHide(supplementary) if shown, then with a compact column \
        willShow(compact), willHide(secondary); without one willShow(primary) if it was hidden, \
        willHide(secondary), willHide(primary), willShow(secondary); every will call still sees \
        isCollapsed false. An expansion: willChangeTo if the mode changes, \
        displayModeForExpanding, willShow(supplementary), a double split's willShow(primary), \
        willHide of the collapsed column if it goes, willShow(secondary); every will call still \
        sees isCollapsed true. A collapsed split reports displayMode oneBesideSecondary. The \
        did calls follow every will call; "the did-phase order varied between runs". At first \
        display: willChangeTo, willShow for each shown column, appearance, didShow each.
        """,
      device: "iPad (A16) 820 x 1180, iPhone 16",
      ios: "26.1",
      setup: """
        double, triple and classic splits; preferredDisplayMode set, show/hide, and a host's \
        trait override flipping the horizontal size class
        """,
      citation: """
        https://github.com/Vercantez/openuikit (uikit/Sources/OpenUIKit UISplitViewController; \
        uikit/Tests/OpenUIKitTests UISplitViewFramesTests, replaying \
        Tools/oracle2/splitframesprobe/ios26.1-ipad.json and ios26.1-iphone16.json)
        """
    ),
    Source(
      id: "WEB-877",
      kind: .observation,
      evidence: "a book's example project, its delegate printing each call, results noted in it",
      observed: """
        A double column split with a compact column, every iOS 14 delegate method printing: \
        "iphone launch: compact will show, did collapse"; "clean launch on ipad portrait … \
        secondary will show, no primary". willShow/willHide print the column's name.
        """,
      device: "iPhone, iPad (portrait)",
      ios: "14",
      setup: "UISplitViewController(style: .doubleColumn) with a .compact column, launched",
      citation: """
        https://github.com/mattneub/Programming-iOS-Book-Examples \
        (bk2ch09p490SplitViewControllerNew/SplitViewControllerNew/ViewController.swift, 2020)
        """
    ),
    Source(
      id: "WEB-878",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        topColumnForCollapsingToProposedTopColumn and displayModeForExpandingToProposedDisplayMode \
        (iOS 14+, column styles only) are called "when the split view controller transitions \
        from a horizontally regular to a horizontally compact size class" (and back), with the \
        proposed column or mode. Apple files willHide, didHide and splitViewControllerDidCollapse \
        with the first ("Collapsing the interface"), willShow and splitViewControllerDidExpand \
        with the second. didShow (iOS 26): "when the system completes showing one of its \
        columns; for example, when a person rotates the device. The system doesn't call this \
        method when you display the column programmatically with show(_:)."
        """,
      device: "iPad",
      ios: "14-26",
      setup: "UISplitViewControllerDelegate, collapse and expansion",
      citation: """
        https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:) ; \
        https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:displaymodeforexpandingtoproposeddisplaymode:) ; \
        https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:didshow:)
        """
    ),
  ]
}
