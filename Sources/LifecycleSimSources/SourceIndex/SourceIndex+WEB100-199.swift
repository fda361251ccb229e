extension SourceIndex {
  /// The web sources WEB-100 to WEB-199: devices (screens, supported iOS versions) and software
  /// keyboard heights.
  static let webDevices100To199: [Source] = [
    Source(
      id: "WEB-101",
      kind: .observation,
      evidence: "table in library code (default keyboard heights per screen class)",
      observed: """
        default keyboard height, portrait / landscape: 320x568 253/199; 375x667 260/200; \
        414x736 271/200; 375x812 335/209; 414x896 (XR, XS Max) 346/209; iPad 768x1024 (and \
        9.7/10.5) 313/398; iPad Pro 12.9 378/471
        """,
      device: "iPhone 5 … XS Max, iPad, iPad Pro 12.9, portrait / landscape",
      ios: "11–12 (the XR/XS Max era)",
      setup: "UIScreen.defaultPortraitKeyboardHeight / defaultLandscapeKeyboardHeight",
      citation: """
        https://github.com/badoo/Chatto, ChattoAdditions/Source/Common/ScreenMetric.swift
        """
    ),
    Source(
      id: "WEB-102",
      kind: .observation,
      evidence: "blog post with the measured keyboard size",
      observed: "keyboard 414 x 301 pt on a 414x896 screen (no predictive bar)",
      device: "iPhone 11, portrait",
      ios: "13–14",
      setup: "keyboard frame from keyboardWillShow",
      citation: """
        https://www.netguru.com/codestories/introduction-to-missing-keyboard-layout-guide \
        (Patryk Kaczmarek)
        """
    ),
    Source(
      id: "WEB-103",
      kind: .observation,
      evidence: "log (printed keyboard frames)",
      observed: """
        keyboardSize (0, 768, 1024, 398) in landscape; (0, 1024, 768, 313) in portrait
        """,
      device: "iPad 768x1024, landscape / portrait",
      ios: "11",
      setup: "print of UIKeyboardFrameBeginUserInfoKey in keyboardWillShow, text field",
      citation: """
        openradar 38117524 via https://github.com/lionheart/openradar-mirror/issues/19513
        """
    ),
    Source(
      id: "WEB-104",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: """
        portraitSize 390x844, devicePixelRatio 3, portrait padding top 47 bottom 34, landscape \
        padding left 47 right 47 bottom 21
        """,
      device: "iPhone 16e, portrait / landscape",
      ios: "26 simulator (newest runtime of the probe)",
      setup: "UIKit probe app: screen, scale, window safe-area insets",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-16e.json \
        (written by .claude/skills/extract-cupertino-specs/extract_specs.py)
        """
    ),
    Source(
      id: "WEB-105",
      kind: .observation,
      evidence: "table (first and maximum iOS per iPhone)",
      observed: """
        original / max iOS: iPhone 5 6/10, 5c 7/10, 5s 7/12, 6 and 6 Plus 8/12, SE (1st) 9/–, \
        6s 9/–, 7 10/15, 8 and X 11/16, XS/XR 12/–, 11 13/–, 12 14/–, SE (3rd) 15/–, 14 16/–, \
        15 17/– (as of iOS 17)
        """,
      device: "every iPhone",
      ios: "1–17",
      setup: "iOS compatibility sheet for iPhones",
      citation: "https://gadgetmates.com/ios-compatibility-sheet-for-iphones"
    ),
    Source(
      id: "WEB-106",
      kind: .observation,
      evidence: "article (Apple's list of supported devices)",
      observed: """
        iOS 15 runs on the iPhone 6s and later, SE (1st generation) and the iPod touch (7th \
        generation); iPadOS 15 on the iPad Air 2, iPad mini 4, iPad (5th generation) and later, \
        every iPad Pro
        """,
      device: "iPhone, iPod touch, iPad",
      ios: "15",
      setup: "supported devices of iOS 15 and iPadOS 15",
      citation: """
        https://www.pcworld.idg.com.au/article/688965/apple-isn-t-dropping-support-barely-any-old-hardware-year/
        """
    ),
    Source(
      id: "WEB-107",
      kind: .observation,
      evidence: "article (Apple's list of supported devices)",
      observed: """
        iOS 26 and iPadOS 26 drop the iPhone XS, XS Max and XR and the iPad (7th generation); \
        everything else that runs 18 runs 26
        """,
      device: "iPhone, iPad",
      ios: "26",
      setup: "supported devices of iOS 26 and iPadOS 26",
      citation: """
        https://heroku.briefly.co/anchor/Apple/story/ios-and-ipados-26-will-run-on-most-things-that-support-ios-and-ipados-18
        """
    ),
    Source(
      id: "WEB-108",
      kind: .observation,
      evidence: "table (first and maximum iOS or iPadOS per device)",
      observed: """
        first and maximum version of iOS or iPadOS for each iPhone, iPad and iPod touch (iPad \
        (4th generation) to 10, iPad Air and mini 2/3 to 12, iPad Air 2 and mini 4 to 15, iPad \
        (5th generation) and Pro 9.7/12.9 (1st) to 16, iPad (6th generation) and Pro 10.5/12.9 \
        (2nd) to 17, iPad (7th generation) to 18)
        """,
      device: "every iPad",
      ios: "6–18",
      setup: "iOS version by device (iOS Ref tables)",
      citation: "https://www.teknocrew.com/ipad-ios-support-chart"
    ),
    Source(
      id: "WEB-109",
      kind: .observation,
      evidence: "news articles (Apple's list of supported devices)",
      observed: """
        iOS 27 drops no iPhone: every iPhone that runs iOS 26 runs iOS 27, the iPhone 11 \
        included (earlier leaks that it would drop the iPhone 11 series and the SE (2nd \
        generation) did not hold); iPads not listed
        """,
      device: "iPhone",
      ios: "27",
      setup: "supported devices of iOS 27",
      citation: """
        https://en.wedoany.com/shortnews/226619.html; \
        https://wwdc2026.biolatti.it/en/ios-27-compatibilita-iphone-11-nessun-drop.html
        """
    ),
    Source(
      id: "WEB-110",
      kind: .observation,
      evidence: "device reference (Apple's screenshot sizes and a simulator)",
      observed: "iPhone 18 Pro: 1206 x 2622 px, 402 x 874 pt (@3x)",
      device: "iPhone 18 Pro",
      ios: "27",
      setup: "screen size, in a comparison with the iPhone Duo's displays",
      citation: """
        code corpus, find_string id 68830550563 (an iPhone Duo 'device geometry' skill \
        document; repository not shown in the excerpt)
        """
    ),
    Source(
      id: "WEB-111",
      kind: .observation,
      evidence: "test comments (a simulator screenshot and a simulator profile)",
      observed: """
        iPhone 18 Pro Max: full simulator screen 1320x2868 px, 440x956 logical points at 3x; \
        "440pt … 1320×2868 px at @3x" for the same model in a second project
        """,
      device: "iPhone 18 Pro Max (simulator)",
      ios: "27",
      setup: "App Store screenshot capture on the 6.9-inch simulator; an XCTest of layout widths",
      citation: """
        code corpus, find_string ids 69518393889 (a Flutter integration test, \
        app_store_screenshots_test.dart) and 68406106800 (an XCTest file); repositories not \
        shown in the excerpts
        """
    ),
    Source(
      id: "WEB-112",
      kind: .observation,
      evidence: "device reference (simulator metadata and one booted run)",
      observed: """
        iPhone Duo (iPhone19,4, runtime 27.1 or later): outer display 466 x 678 pt, inner \
        669 x 951 pt, both @3x; outer display, portrait, bare SwiftUI app without bars: \
        safeAreaInsets top 0, leading 0, bottom 34, trailing 84 (the status bar on the \
        trailing side); bars are vertical on the outer display and on the inner display in \
        landscape
        """,
      device: "iPhone Duo (simulator), outer display portrait",
      ios: "27.1 simulator (Xcode 27.1)",
      setup: "CoreSimulator device profile; GeometryReader in a booted simulator",
      citation: """
        code corpus, find_string id 68850164148 (an iPhone Duo 'device geometry' skill \
        document, Simulator and Booted grades; repository not shown in the excerpt)
        """
    ),
  ]
}
