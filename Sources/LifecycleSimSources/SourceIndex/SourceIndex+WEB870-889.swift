extension SourceIndex {
  /// iPadOS 26 window controls, corner-adapted layout regions and `UIRequiresFullScreen`,
  /// collected for issue 26's first part (WEB-870 to WEB-889).
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
  ]
}
