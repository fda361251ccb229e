extension SourceIndex {
  /// The web sources WEB-400 to WEB-499: sheet geometry (page and form sheets, detents, the
  /// navigation bar in a sheet).
  static let webSheets400To499: [Source] = [
    Source(
      id: "WEB-401",
      kind: .observation,
      evidence: "issue with view-hierarchy screenshots",
      observed: """
        a UINavigationController presented as UIModalPresentationPageSheet: the navigation bar \
        is 56 in the view hierarchy on iOS 13 (44 on iOS 12)
        """,
      device: "iPhone, portrait",
      ios: "12 / 13",
      setup: "navigation bar height in a page sheet",
      citation: "https://github.com/wix/react-native-navigation/issues/5730"
    ),
    Source(
      id: "WEB-402",
      kind: .observation,
      evidence: "issue with screenshots (view debugger)",
      observed:
        "the navigation bar of a controller shown with iOS 13's default modal is 56, not 44",
      device: "iPhone 11 Pro simulator, portrait",
      ios: "13.0",
      setup: "default (automatic → page sheet) modal with a navigation controller",
      citation: "https://github.com/Tencent/QMUI_iOS/issues/877"
    ),
    Source(
      id: "WEB-403",
      kind: .observation,
      evidence: "library code reproducing the system form sheet",
      observed: "\"Set size for regular width (540 x 620 + webView padding)\"",
      device: "iPad, regular width",
      ios: "8–12",
      setup: "a landing-page overlay sized like a form sheet",
      citation: "Urban Airship iOS SDK, UALandingPageOverlayController.m"
    ),
    Source(
      id: "WEB-404",
      kind: .observation,
      evidence: "UI test comment (the label shows the modal's size)",
      observed: "a FormSheet modal page reports its dimensions in the format \"540 x 620\"",
      device: "iPad",
      ios: "not stated (.NET MAUI UI tests)",
      setup: "Issue6994FormSheet: a reused page presented as a form sheet",
      citation: "https://github.com/dotnet/maui, Issue6994FormSheet.cs"
    ),
    Source(
      id: "WEB-405",
      kind: .observation,
      evidence: "issue (user report, maintainer confirms the system decides)",
      observed: "with modalPresentationStyle = .pageSheet the navigation bar is 56; 44 otherwise",
      device: "iPhone",
      ios: "13–14",
      setup: "navigation controller presented as a page sheet",
      citation: "https://github.com/HeathWang/HWPanModal/issues/85"
    ),
    Source(
      id: "WEB-406",
      kind: .documentation,
      evidence: "doc",
      observed: """
        large(): a sheet at full height; medium(): approximately half the height of the screen, \
        inactive in compact height
        """,
      device: "any",
      ios: "15+",
      setup: "UISheetPresentationController.Detent",
      citation: """
        https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
        """
    ),
    Source(
      id: "WEB-407",
      kind: .documentation,
      evidence: "doc",
      observed: """
        the value a custom detent's resolver returns is a height within the safe area of the \
        sheet; the context gives maximumDetentValue
        """,
      device: "any",
      ios: "16+",
      setup: "UISheetPresentationController.Detent.custom(identifier:resolver:)",
      citation: """
        https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/\
        custom(identifier:resolver:)
        """
    ),
    Source(
      id: "WEB-408",
      kind: .peer,
      evidence: "OpenUIKit sheet presentation code, comments quoting its probes on real iOS",
      observed: """
        iPhone 16: medium detent value 425 of maximumDetentValue 759 (= 852 − 59 − 34), sheet \
        459 = 425 + 34; SE 2x: 356.5 of 637. A detent below large is a floating card: 8 in from \
        the sides and above the bottom, scale (W − 16) / W (detent 343: frame (8, 482.349, 377, \
        361.651)); the presented view keeps the full bottom inset 34. Compact height: medium is \
        the full window, like large. iPad (A16) form sheet: medium 364 = 425/759 of 650, no \
        bottom inset, same bottom edge 910.
        """,
      device: "iPhone 16, iPhone SE (3rd generation), iPad (A16)",
      ios: "26.1",
      setup: "OpenUIKit UISheetPresentationController (resolvedDetentHeight, floating card)",
      citation: """
        https://github.com/Vercantez/openuikit (uikit/Sources, UISheetPresentationController)
        """
    ),
    Source(
      id: "WEB-409",
      kind: .documentation,
      evidence: "doc",
      observed: """
        pageSheet in regular width and height: centred, roughly the size of a page, the height \
        greater than the width; part of the background always stays visible
        """,
      device: "iPad",
      ios: "13+",
      setup: "UIModalPresentationStyle.pageSheet",
      citation: """
        https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
        """
    ),
    Source(
      id: "WEB-410",
      kind: .observation,
      evidence: "article (simulator screenshots)",
      observed: """
        in regular width on iPad, form sheets are slightly bigger than on earlier iPadOS \
        versions (from 16 beta 4)
        """,
      device: "iPad, regular width",
      ios: "16",
      setup: "form sheet presentation",
      citation: """
        https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-and-ipados-16-47\
        4c82c9ed2e
        """
    ),
    Source(
      id: "WEB-411",
      kind: .documentation,
      evidence: "doc",
      observed: """
        prefersEdgeAttachedInCompactHeight defaults to false: the sheet is full screen in \
        compact height
        """,
      device: "iPhone, landscape",
      ios: "15+",
      setup: "UISheetPresentationController.prefersEdgeAttachedInCompactHeight",
      citation: """
        https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/\
        prefersedgeattachedincompactheight
        """
    ),
    Source(
      id: "WEB-412",
      kind: .observation,
      evidence: "article quoting the modalPresentationStyle header",
      observed: """
        form, page and popover presentations on landscape iPhone Plus and XS Max do not fill the \
        screen, because those phones are regular width
        """,
      device: "iPhone Plus, XS Max, landscape",
      ios: "12–13",
      setup: "form and page sheets in regular width on iPhone",
      citation: """
        https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e
        """
    ),
    Source(
      id: "WEB-413",
      kind: .documentation,
      evidence: "doc",
      observed: """
        detents defaults to [large()] and must hold at least one, smallest first; \
        selectedDetentIdentifier nil shows the smallest detent
        """,
      device: "any",
      ios: "15+",
      setup: "UISheetPresentationController.detents, selectedDetentIdentifier",
      citation: """
        https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/\
        selecteddetentidentifier
        """
    ),
  ]
}
