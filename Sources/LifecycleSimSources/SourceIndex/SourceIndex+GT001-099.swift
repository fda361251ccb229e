extension SourceIndex {
  /// The public observations GT-001 to GT-099: device safe areas and status bars.
  static let groundTruth001To099: [Source] = [
    Source(
      id: "GT-001",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {59,0,34,0}; screen 393x852 pt",
      device: "iPhone 16 (393x852 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-16.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-002",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,59,20,59} (left/right 59, bottom 20)",
      device: "iPhone 16 (393x852 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-001)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-16.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-003",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {59,0,34,0}; screen 430x932 pt",
      device: "iPhone 16 Plus (430x932 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-16-plus.json (commit 061d936 'Derive every Apple spec from its \
        real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-004",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,59,20,59} (left/right 59, bottom 20)",
      device: "iPhone 16 Plus (430x932 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-003)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-16-plus.json (commit 061d936 'Derive every Apple spec from its \
        real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-005",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {62,0,34,0}; screen 402x874 pt",
      device: "iPhone 16 Pro (402x874 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-16-pro.json (commit 061d936 'Derive every Apple spec from its \
        real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-006",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,62,20,62} (left/right 62, bottom 20)",
      device: "iPhone 16 Pro (402x874 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-005)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-16-pro.json (commit 061d936 'Derive every Apple spec from its \
        real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-007",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {62,0,34,0}; screen 440x956 pt",
      device: "iPhone 16 Pro Max (440x956 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-16-pro-max.json (commit 061d936 'Derive every Apple spec from \
        its real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-008",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,62,20,62} (left/right 62, bottom 20)",
      device: "iPhone 16 Pro Max (440x956 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-007)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-16-pro-max.json (commit 061d936 'Derive every Apple spec from \
        its real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-009",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {62,0,34,0}; screen 402x874 pt",
      device: "iPhone 17 (402x874 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-17.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-010",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,62,20,62} (left/right 62, bottom 20)",
      device: "iPhone 17 (402x874 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-009)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-17.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-011",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {62,0,34,0}; screen 402x874 pt",
      device: "iPhone 17 Pro (402x874 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-17-pro.json (commit 061d936 'Derive every Apple spec from its \
        real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-012",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,62,20,62} (left/right 62, bottom 20)",
      device: "iPhone 17 Pro (402x874 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-011)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-17-pro.json (commit 061d936 'Derive every Apple spec from its \
        real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-013",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {62,0,34,0}; screen 440x956 pt",
      device: "iPhone 17 Pro Max (440x956 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-17-pro-max.json (commit 061d936 'Derive every Apple spec from \
        its real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-014",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,62,20,62} (left/right 62, bottom 20)",
      device: "iPhone 17 Pro Max (440x956 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-013)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_specs/apple-iphone-17-pro-max.json (commit 061d936 'Derive every Apple spec from \
        its real simulator (Xcode 26.6, iOS 26.5)'; probe = \
        .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: screen.bounds)+root \
        VC, makeKeyAndVisible, window.safeAreaInsets, then requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-015",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {47,0,34,0}; screen 390x844 pt",
      device: "iPhone 17e (390x844 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-17e.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-016",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,47,20,47} (left/right 47, bottom 20)",
      device: "iPhone 17e (390x844 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-015)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-17e.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-017",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {68,0,34,0}; screen 420x912 pt",
      device: "iPhone Air (420x912 pt, @3x), portrait",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: """
        Key window (full-screen UIWindow, plain root UIViewController), status bar visible; \
        window.safeAreaInsets
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-air.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-018",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,68,20,68} (left/right 68, bottom 20)",
      device: "iPhone Air (420x912 pt, @3x), landscape (landscapeRight)",
      ios: "26.5 simulator (Xcode 26.6)",
      setup: "Same probe after requestGeometryUpdate(.landscapeRight) (the setup of GT-017)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-air.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-019",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {20,0,0,0}",
      device: "iPhone SE (3rd gen) (375x667 pt, @2x), portrait",
      ios: "26.5 simulator",
      setup: "Key window, plain root VC, status bar visible",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-se-3.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-020",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {0,0,0,0}",
      device: "iPhone SE (3rd gen) (375x667 pt, @2x), landscape",
      ios: "26.5 simulator",
      setup: "Same probe after rotating to landscape (the setup of GT-019)",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-iphone-se-3.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-021",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {32,0,25,0} in BOTH orientations (left/right 0)",
      device: "iPad (10th gen) / iPad (A16) (820x1180 pt, @2x), portrait and landscape",
      ios: "iPadOS 26.5 simulator",
      setup: "Key window full screen (no multitasking), status bar visible",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-ipad-10 / \
        apple-ipad-a16.json (commit 061d936 'Derive every Apple spec from its real simulator \
        (Xcode 26.6, iOS 26.5)'; probe = .claude/skills/extract-cupertino-specs/probe.swift: \
        UIWindow(frame: screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-022",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {32,0,25,0} in BOTH orientations (left/right 0)",
      device: "iPad Air 11\" (M2, M4) (820x1180 pt, @2x), portrait and landscape",
      ios: "iPadOS 26.5 simulator",
      setup: "Key window full screen (no multitasking), status bar visible",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-ipad-air-11-m2 / \
        -m4.json (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, \
        iOS 26.5)'; probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-023",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {32,0,25,0} in BOTH orientations (left/right 0)",
      device: "iPad Air 13\" (M2, M4) (1024x1366 pt, @2x), portrait and landscape",
      ios: "iPadOS 26.5 simulator",
      setup: "Key window full screen (no multitasking), status bar visible",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-ipad-air-13-m2 / \
        -m4.json (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, \
        iOS 26.5)'; probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-024",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {32,0,25,0} in BOTH orientations (left/right 0)",
      device: "iPad mini (A17 Pro) (744x1133 pt, @2x), portrait and landscape",
      ios: "iPadOS 26.5 simulator",
      setup: "Key window full screen (no multitasking), status bar visible",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-ipad-mini.json \
        (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, iOS 26.5)'; \
        probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-025",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {32,0,25,0} in BOTH orientations (left/right 0)",
      device: "iPad Pro 11\" (M4, M5) (834x1210 pt, @2x), portrait and landscape",
      ios: "iPadOS 26.5 simulator",
      setup: "Key window full screen (no multitasking), status bar visible",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-ipad-pro-11-m4 / \
        -m5.json (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, \
        iOS 26.5)'; probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-026",
      kind: .observation,
      evidence: "table (simulator-probed)",
      observed: "window.safeAreaInsets {32,0,25,0} in BOTH orientations (left/right 0)",
      device: "iPad Pro 13\" (M4, M5) (1032x1376 pt, @2x), portrait and landscape",
      ios: "iPadOS 26.5 simulator",
      setup: "Key window full screen (no multitasking), status bar visible",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, device_specs/apple-ipad-pro-13-m4 / \
        -m5.json (commit 061d936 'Derive every Apple spec from its real simulator (Xcode 26.6, \
        iOS 26.5)'; probe = .claude/skills/extract-cupertino-specs/probe.swift: UIWindow(frame: \
        screen.bounds)+root VC, makeKeyAndVisible, window.safeAreaInsets, then \
        requestGeometryUpdate(.landscapeRight))
        """
    ),
    Source(
      id: "GT-027",
      kind: .observation,
      evidence: "statement (from simulator probe)",
      observed: """
        On iOS 26.5 iPad top inset is 32 (previously 24); landscape iPhone bottom inset is 20 \
        (previously 21); iPhone Air island band 68 (previous donor value 62)
        """,
      device: "All iPads / landscape iPhones in flutter_device_preview, both",
      ios: "26.5 vs earlier donor values",
      setup: """
        Commit 061d936 message comparing re-probed values with previously hand-authored/donor \
        values
        """,
      citation: "https://github.com/aloisdeniel/flutter_device_preview, commit 061d936 message"
    ),
    Source(
      id: "GT-028",
      kind: .observation,
      evidence: "table (simulator-probed, older runtime)",
      observed: """
        iPad Pro 11 (M4) {24,0,25,0}; iPad mini {24,0,25,0}; iPhone 16 Pro landscape bottom 21 \
        (later superseded by iOS 26.5 values 32 / 20)
        """,
      device: "iPad Pro 11\" (M4) 834x1210; iPhone 16 Pro 402x874, portrait/landscape",
      ios: "earlier simulator probe (runtime unspecified)",
      setup: """
        Earlier automated probe (commit bfdd4e7 'Extract Apple device specs from the iOS \
        Simulator')
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, commit bfdd4e7 device_specs/*.json
        """
    ),
    Source(
      id: "GT-029",
      kind: .observation,
      evidence: "statement",
      observed: "UIKit letterboxes the app: iPhone 16 Pro reports 390x844 instead of 402x874",
      device: "iPhone 16 Pro (402x874 native), portrait",
      ios: "26.x simulator",
      setup: """
        App binary without a proper iOS SDK LC_BUILD_VERSION or without UILaunchScreen \
        (compatibility letterboxing)
        """,
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        .claude/skills/extract-cupertino-specs/SKILL.md
        """
    ),
    Source(
      id: "GT-030",
      kind: .observation,
      evidence: "table",
      observed: "portrait safeArea {20,0,0,0}; landscape {0,0,0,0}",
      device: "iPhone SE (1st gen) 320x568, portrait / landscape",
      ios: "n/a (snapshot preset)",
      setup: "ViewImageConfig.iPhoneSe",
      citation: """
        https://github.com/pointfreeco/swift-snapshot-testing, \
        Sources/SnapshotTesting/Common/View.swift (ViewImageConfig presets)
        """
    ),
    Source(
      id: "GT-031",
      kind: .observation,
      evidence: "table",
      observed: "portrait {20,0,0,0}; landscape {0,0,0,0}",
      device: "iPhone 8 375x667; iPhone 8 Plus 414x736, portrait / landscape",
      ios: "n/a",
      setup: "ViewImageConfig.iPhone8 / iPhone8Plus",
      citation: """
        https://github.com/pointfreeco/swift-snapshot-testing, \
        Sources/SnapshotTesting/Common/View.swift (ViewImageConfig presets)
        """
    ),
    Source(
      id: "GT-032",
      kind: .observation,
      evidence: "table",
      observed: "portrait {44,0,34,0}; landscape {0,44,24,44} (bottom 24, not 21)",
      device: "iPhone X 375x812; iPhone XS Max 414x896; iPhone XR 414x896, portrait / landscape",
      ios: "n/a",
      setup: "ViewImageConfig.iPhoneX / iPhoneXsMax / iPhoneXr",
      citation: """
        https://github.com/pointfreeco/swift-snapshot-testing, \
        Sources/SnapshotTesting/Common/View.swift (ViewImageConfig presets)
        """
    ),
    Source(
      id: "GT-033",
      kind: .observation,
      evidence: "table",
      observed: "portrait {47,0,34,0}; landscape {0,47,21,47}",
      device: "iPhone 12 390x844; iPhone 12 Pro Max 428x926, portrait / landscape",
      ios: "n/a",
      setup: "ViewImageConfig.iPhone12 / iPhone12ProMax",
      citation: """
        https://github.com/pointfreeco/swift-snapshot-testing, \
        Sources/SnapshotTesting/Common/View.swift (ViewImageConfig presets)
        """
    ),
    Source(
      id: "GT-034",
      kind: .observation,
      evidence: "table",
      observed: "safeArea {20,0,0,0}",
      device: """
        iPad mini 768x1024; iPad 10.2 810x1080; iPad Pro 10.5 834x1112; iPad Pro 12.9 1024x1366, \
        portrait & landscape
        """,
      ios: "n/a",
      setup: "ViewImageConfig iPad presets (full screen)",
      citation: """
        https://github.com/pointfreeco/swift-snapshot-testing, \
        Sources/SnapshotTesting/Common/View.swift (ViewImageConfig presets)
        """
    ),
    Source(
      id: "GT-035",
      kind: .observation,
      evidence: "table",
      observed: "safeArea {24,0,20,0}",
      device: "iPad Pro 11 834x1194, portrait & landscape",
      ios: "n/a",
      setup: "ViewImageConfig.iPadPro11",
      citation: """
        https://github.com/pointfreeco/swift-snapshot-testing, \
        Sources/SnapshotTesting/Common/View.swift (ViewImageConfig presets)
        """
    ),
    Source(
      id: "GT-036",
      kind: .observation,
      evidence: "table",
      observed: "portrait {20,0,0,0}; landscape {0,0,0,0}",
      device: "iPhone 5s/SE/6/6s/7/8/SE2 and Plus models, portrait / landscape",
      ios: "n/a",
      setup: "Expected device safe area table in tests",
      citation: """
        https://github.com/KaleyraVideo/KaleyraTestKit, \
        Tests/Snapshot/Device/Device_SafeAreaTests.swift
        """
    ),
    Source(
      id: "GT-037",
      kind: .observation,
      evidence: "table",
      observed: "portrait {44,0,34,0}; landscape {0,44,21,44} (XR listed with 44)",
      device: "iPhone X, XS, XS Max, XR, 11 Pro, 11 Pro Max, portrait / landscape",
      ios: "n/a",
      setup: "Expected device safe area table",
      citation: """
        https://github.com/KaleyraVideo/KaleyraTestKit, \
        Tests/Snapshot/Device/Device_SafeAreaTests.swift
        """
    ),
    Source(
      id: "GT-038",
      kind: .observation,
      evidence: "table",
      observed: "portrait {48,0,34,0}; landscape {0,48,21,48}",
      device: "iPhone 11 (414x896), portrait / landscape",
      ios: "n/a",
      setup: "Expected device safe area table",
      citation: """
        https://github.com/KaleyraVideo/KaleyraTestKit, \
        Tests/Snapshot/Device/Device_SafeAreaTests.swift
        """
    ),
    Source(
      id: "GT-039",
      kind: .observation,
      evidence: "table",
      observed: "portrait {47,0,34,0}; landscape {0,47,21,47}",
      device: "iPhone 12, 12 Pro, 12 Pro Max, portrait / landscape",
      ios: "n/a",
      setup: "Expected device safe area table",
      citation: """
        https://github.com/KaleyraVideo/KaleyraTestKit, \
        Tests/Snapshot/Device/Device_SafeAreaTests.swift
        """
    ),
    Source(
      id: "GT-040",
      kind: .observation,
      evidence: "table",
      observed: "portrait {50,0,34,0}; landscape {0,50,21,50}",
      device: "iPhone 12 mini (375x812), portrait / landscape",
      ios: "n/a",
      setup: "Expected device safe area table",
      citation: """
        https://github.com/KaleyraVideo/KaleyraTestKit, \
        Tests/Snapshot/Device/Device_SafeAreaTests.swift
        """
    ),
    Source(
      id: "GT-041",
      kind: .observation,
      evidence: "table",
      observed: "{20,0,0,0} in both orientations",
      device: "Home-button iPads (mini 4/5, Air 1-3, iPad 5-8, Pro 9.7/10.5), portrait & landscape",
      ios: "n/a",
      setup: "Expected device safe area table",
      citation: """
        https://github.com/KaleyraVideo/KaleyraTestKit, \
        Tests/Snapshot/Device/Device_SafeAreaTests.swift
        """
    ),
    Source(
      id: "GT-042",
      kind: .observation,
      evidence: "table",
      observed: "{24,0,20,0} in both orientations",
      device: "iPad Pro 11\" and 12.9\" (Face ID), portrait & landscape",
      ios: "n/a",
      setup: "Expected device safe area table",
      citation: """
        https://github.com/KaleyraVideo/KaleyraTestKit, \
        Tests/Snapshot/Device/Device_SafeAreaTests.swift
        """
    ),
    Source(
      id: "GT-043",
      kind: .observation,
      evidence: "table",
      observed: "portrait {62,0,34,0}; landscape {0,62,21,62}",
      device: "iPhone 16 Pro / 16 Pro Max (iPhone17,1/17,2), portrait / landscape",
      ios: "n/a",
      setup: "Hard-coded per-model dictionary",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-044",
      kind: .observation,
      evidence: "table",
      observed: "portrait {59,0,34,0}; landscape {0,59,21,59}",
      device: "iPhone 16 / 16 Plus; 15 Pro / 15 Pro Max; 14 Pro / 14 Pro Max, portrait / landscape",
      ios: "n/a",
      setup: "Hard-coded per-model dictionary",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-045",
      kind: .observation,
      evidence: "table",
      observed: "{47,0,34,0} (conflicts with 59 for Dynamic Island models elsewhere)",
      device: "iPhone 15 (key 'iPhone15,4') and iPhone 15 Plus ('iPhone15,5'), portrait",
      ios: "n/a",
      setup: "Hard-coded per-model dictionary entries labelled iPhone 15 / 15 Plus",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-046",
      kind: .observation,
      evidence: "table",
      observed: "portrait {47,0,34,0}; landscape {0,47,21,47}",
      device: """
        iPhone 14 / 14 Plus; 13 / 13 Pro / 13 Pro Max; 12 / 12 Pro / 12 Pro Max, portrait / \
        landscape
        """,
      ios: "n/a",
      setup: "Hard-coded per-model dictionary",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-047",
      kind: .observation,
      evidence: "table",
      observed: "portrait {50,0,34,0}; landscape {0,50,21,50}",
      device: "iPhone 12 mini / 13 mini, portrait / landscape",
      ios: "n/a",
      setup: "Hard-coded per-model dictionary",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-048",
      kind: .observation,
      evidence: "table",
      observed: "portrait {48,0,34,0}; landscape {0,48,21,48}",
      device: "iPhone 11 (iPhone12,1), portrait / landscape",
      ios: "n/a",
      setup: "Hard-coded per-model dictionary",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-049",
      kind: .observation,
      evidence: "table",
      observed: "portrait {44,0,34,0}; landscape {0,44,21,44}",
      device: "iPhone X / XS / XS Max / 11 Pro / 11 Pro Max, portrait / landscape",
      ios: "n/a",
      setup: "Hard-coded per-model dictionary",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-050",
      kind: .observation,
      evidence: "table",
      observed: "{24,0,20,0}",
      device: "Face ID iPads",
      ios: "n/a",
      setup: "Hard-coded dictionary entry for notched iPad",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-051",
      kind: .observation,
      evidence: "table",
      observed: """
        Upside-down swaps top and bottom (e.g. {34,0,44,0} in old QMUI); landscapeRight mirrors \
        left/right of landscapeLeft
        """,
      device: "notched iPhones, portraitUpsideDown / landscapeRight",
      ios: "n/a",
      setup: "Orientation transforms in the same helper",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper); old QMUIHelper.m
        """
    ),
    Source(
      id: "GT-052",
      kind: .observation,
      evidence: "table",
      observed: """
        14 Pro zoom {48,0,28,0}; 14 Pro Max zoom {51,0,31,0}; 13 mini zoom {43,0,29,0}; 13 zoom \
        {39,0,28,0}; 13 Pro Max zoom {41,0,29.667,0}; 11 zoom {44,0,31,0}; 11 Pro Max zoom \
        {40,0,30.667,0}
        """,
      device: "Display Zoom modes, portrait",
      ios: "n/a",
      setup: "Hard-coded 'Zoom' entries",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-053",
      kind: .observation,
      evidence: "table",
      observed: """
        non-notch iPhone/iPad 20; Face ID iPad 24; X/XS/11 Pro/11 Pro Max 44; XR/11: 48 on iOS \
        14+, 44 before; 12/13 mini: 50 on iOS 15+, else 44; 390x844 and 428x926 devices 47; \
        Dynamic Island devices 54
        """,
      device: "status bar heights (portrait), portrait",
      ios: "varies",
      setup: "statusBarHeightForPortrait helper",
      citation: """
        https://github.com/QuintGao/GKNavigationBar, \
        GKNavigationBar/NavigationBar/GKNavigationBarConfigure.m (safeAreaInsetsForDeviceWithNotch \
        dictionary, mirrors QMUIHelper)
        """
    ),
    Source(
      id: "GT-054",
      kind: .observation,
      evidence: "table",
      observed: """
        notched iPhone portrait {44,0,34,0}, landscape {0,44,21,44}; notched iPad {0,0,20,0} (top \
        0)
        """,
      device: "old QMUI (pre-2020)",
      ios: "11-13 era",
      setup: "QMUIHelper.m notched table",
      citation: "QMUI QMUIHelper.m (older revision, via GKNavigationBar lineage)"
    ),
    Source(
      id: "GT-055",
      kind: .observation,
      evidence: "table",
      observed: "portrait top 50 bottom 34; landscape {0,50,21,50}",
      device: "iPhone 12 mini 375x812, portrait / landscape",
      ios: "n/a",
      setup: "Simulated device table",
      citation: """
        https://github.com/YusukeHosonuma/SwiftUI-Simulator, \
        Sources/SwiftUISimulator/Core/DeviceInfo.swift
        """
    ),
    Source(
      id: "GT-056",
      kind: .observation,
      evidence: "table",
      observed: """
        portrait top 44 bottom 34; landscape left/right 48, bottom 21 (conflicts with 44 \
        elsewhere)
        """,
      device: "iPhone 11 Pro 375x812, portrait / landscape",
      ios: "n/a",
      setup: "Simulated device table",
      citation: """
        https://github.com/YusukeHosonuma/SwiftUI-Simulator, \
        Sources/SwiftUISimulator/Core/DeviceInfo.swift
        """
    ),
    Source(
      id: "GT-057",
      kind: .observation,
      evidence: "table",
      observed: """
        portrait top 48 bottom 34; landscape left/right 44, bottom 21 (conflicts with 48 \
        elsewhere)
        """,
      device: "iPhone 11 414x896, portrait / landscape",
      ios: "n/a",
      setup: "Simulated device table",
      citation: """
        https://github.com/YusukeHosonuma/SwiftUI-Simulator, \
        Sources/SwiftUISimulator/Core/DeviceInfo.swift
        """
    ),
    Source(
      id: "GT-058",
      kind: .observation,
      evidence: "table",
      observed: """
        12 & 13 Pro Max: top 47 bottom 34, landscape 47/21; 11 Pro Max: 44/34, landscape 44/21
        """,
      device: "iPhone 12 390x844; 13 Pro Max 428x926; 11 Pro Max, portrait / landscape",
      ios: "n/a",
      setup: "Simulated device table",
      citation: """
        https://github.com/YusukeHosonuma/SwiftUI-Simulator, \
        Sources/SwiftUISimulator/Core/DeviceInfo.swift
        """
    ),
    Source(
      id: "GT-059",
      kind: .observation,
      evidence: "table",
      observed: "top 24, bottom 20",
      device: """
        iPad mini 6 744x1133; iPad Air 4 820x1180; iPad Pro 11; iPad Pro 12.9 1024x1366, portrait \
        & landscape
        """,
      ios: "n/a",
      setup: "Simulated device table",
      citation: """
        https://github.com/YusukeHosonuma/SwiftUI-Simulator, \
        Sources/SwiftUISimulator/Core/DeviceInfo.swift
        """
    ),
    Source(
      id: "GT-060",
      kind: .observation,
      evidence: "table",
      observed: "top 20, bottom 0",
      device: "iPad 9th gen 810x1080; iPad Air 3 834x1112, portrait & landscape",
      ios: "n/a",
      setup: "Simulated device table ('standard' iPads)",
      citation: """
        https://github.com/YusukeHosonuma/SwiftUI-Simulator, \
        Sources/SwiftUISimulator/Core/DeviceInfo.swift
        """
    ),
    Source(
      id: "GT-061",
      kind: .observation,
      evidence: "table",
      observed: """
        59-group portrait {59,0,34,0}, landscape {0,59,21,59}; 16 Pro/Pro Max {62,0,34,0}, \
        landscape {0,62,21,62}; lists 14 Plus as 59 / 430x932 and XR/11 & 12/13 mini as 44 (both \
        disagree with other sources)
        """,
      device: """
        iPhone 14 Plus/14 Pro/14 Pro Max/15/15 Plus/15 Pro/15 Pro Max/16/16 Plus; 16 Pro/16 Pro \
        Max, portrait / landscape
        """,
      ios: "n/a",
      setup: "Calculator-app table iPhoneRes.swift by 'opfic' (find_string id 4038656547)",
      citation: "code corpus, find_string id 4038656547 (iPhoneRes.swift)"
    ),
    Source(
      id: "GT-062",
      kind: .observation,
      evidence: "table (test assertion)",
      observed: """
        window.safeAreaInsets top 62, left 0, bottom 34, right 0 (test comment: 'iPhone 16 \
        flavors')
        """,
      device: "iPhone 16-class simulator used as test host, portrait",
      ios: "recent (2024-25)",
      setup: "UIWindow() + makeKeyAndVisible in a unit test",
      citation: """
        https://github.com/poviolabs/PovioKit, \
        Tests/Tests/Core/Extensions/UIKit/UIWindowTests.swift
        """
    ),
    Source(
      id: "GT-063",
      kind: .observation,
      evidence: "log",
      observed: "view.safeAreaInsets (62,0,34,0)",
      device: "iPhone 16 Pro class (UIScreen 402x874 @3x), portrait",
      ios: "18.3.1",
      setup: "Full-screen window; UIHostingController root view",
      citation: """
        code corpus, find_string id 71073574148 (Chinese iOS book chapter, \
        iosdev/examples/31_interface_builder)
        """
    ),
    Source(
      id: "GT-064",
      kind: .observation,
      evidence: "log",
      observed: """
        portrait UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0); landscape (top: 0, left: \
        59, bottom: 21, right: 59)
        """,
      device: "Dynamic Island iPhone (device not named; 59-pt class), portrait / landscape",
      ios: "2023",
      setup: "print(view.safeAreaInsets) in root VC viewDidLayoutSubviews, no bars",
      citation: "http://csl.cool/2023/09/15/ios-dev/ios-layout-adaptation"
    ),
    Source(
      id: "GT-065",
      kind: .observation,
      evidence: "table",
      observed: """
        portrait top 177 px / bottom 102 px (= 59 / 34 pt); landscape left/right 177 px, bottom 63 \
        px (= 59 / 21 pt)
        """,
      device: "iPhone 14 Pro, portrait / landscape",
      ios: "n/a",
      setup: "Godot-style SafeAreaPresets in native pixels (@3x)",
      citation: "code corpus (SafeAreaPresets table, godot project)"
    ),
    Source(
      id: "GT-066",
      kind: .observation,
      evidence: "table",
      observed: """
        X/XS safe rect 375x734 portrait, 724x354 landscape; XS Max/XR 414x818 portrait, 808x393 \
        landscape (i.e. 44+34 and 44+44/21)
        """,
      device: "iPhone X (375x812) / XS Max & XR (414x896), portrait / landscape",
      ios: "12 era",
      setup: "Safe-area rectangle sizes table",
      citation: "https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8"
    ),
    Source(
      id: "GT-067",
      kind: .observation,
      evidence: "log",
      observed: """
        iPad 10.5: iOS 11.4 {0,0,0,0} -> iOS 12b4 {20,0,0,0}; iPhone X unchanged {44,0,34,0} on \
        both
        """,
      device: "iPad 10.5\" (non-notch) and iPhone X, portrait",
      ios: "11.4 vs iOS 12 beta 4",
      setup: "UIWindow.safeAreaInsets of key window (status bar visible)",
      citation: "openradar 42372793 via https://github.com/lionheart/openradar-mirror/issues/20115"
    ),
    Source(
      id: "GT-068",
      kind: .observation,
      evidence: "log",
      observed: """
        iOS 11: window {0,0,0,0} (guide top 0); iOS 12: window {20,0,0,0}; iPhone X always \
        {44,0,34,0}
        """,
      device: "iPhone 8 (non-notch), portrait",
      ios: "11 vs iOS 12",
      setup: "key window safeAreaInsets / safeAreaLayoutGuide top of root",
      citation: "https://github.com/SnapKit/Masonry/issues/546"
    ),
    Source(
      id: "GT-069",
      kind: .observation,
      evidence: "statement",
      observed: "zero insets (status bar not included at window level on iOS 11)",
      device: "non-notch iPhones, portrait",
      ios: "11",
      setup: "window-level safeAreaInsets",
      citation: "https://github.com/greenfrvr/react-native-window-guard/issues/4"
    ),
    Source(
      id: "GT-070",
      kind: .observation,
      evidence: "statement",
      observed: """
        iOS 26+: UIKit no longer reduces safeAreaInsets.top when the status bar is hidden (keeps \
        pre-hiding status bar height); iOS 18 iPad simulator did not reproduce (top went to 0 as \
        before)
        """,
      device: "non-notch iPhone/iPad with status bar hidden, portrait",
      ios: "26+ vs iOS <=18",
      setup: "prefersStatusBarHidden = true on a non-notch device (iPhone SE, iPad)",
      citation: "https://github.com/flutter/flutter/issues/175520 and flutter PR #186028"
    ),
    Source(
      id: "GT-071",
      kind: .observation,
      evidence: "statement",
      observed: """
        iPhone X still has a top inset (44) with status bar hidden; normal iPhones get none
        """,
      device: "iPhone X vs older iPhones, portrait",
      ios: "11-12",
      setup: "status bar hidden (React Native built-in SafeAreaView)",
      citation: "https://github.com/react-navigation/react-native-safe-area-view/issues/62"
    ),
    Source(
      id: "GT-072",
      kind: .observation,
      evidence: "statement",
      observed: "safeAreaInsets.top changes when the status bar is hidden",
      device: "non-notch devices, portrait",
      ios: "2019",
      setup: "safeAreaInsets.top while toggling status bar",
      citation: "https://github.com/Leanplum/Leanplum-iOS-SDK/pull/247 (review thread)"
    ),
    Source(
      id: "GT-073",
      kind: .observation,
      evidence: "statement",
      observed: """
        top safe-area inset does not change in in-call mode: OS shrinks the app view by 20 pt from \
        the top; the iPhone X status bar does not change height
        """,
      device: "all devices, portrait",
      ios: "11",
      setup: "in-call / double-height status bar",
      citation: "https://github.com/flutter-team-archive/engine/pull/4436"
    ),
    Source(
      id: "GT-074",
      kind: .observation,
      evidence: "log",
      observed: "rootViewController.view.frame (0,20,414,716) vs normal (0,0,414,736)",
      device: "iPhone 6s Plus 414x736, portrait",
      ios: "9 era",
      setup: "in-call status bar active",
      citation: "https://github.com/andreamazz/AMScrollingNavbar/issues/180"
    ),
    Source(
      id: "GT-075",
      kind: .observation,
      evidence: "statement",
      observed: "window height 548, status bar height 40",
      device: "iPhone 5 (568 pt tall), portrait",
      ios: "7 era",
      setup: "incoming call / in-call status bar",
      citation: "https://github.com/ninjinkun/NJKScrollFullScreen/pull/17"
    ),
    Source(
      id: "GT-076",
      kind: .observation,
      evidence: "statement",
      observed: "top inset = status bar height 20, 40 during a phone call",
      device: "non-notch iPhones, portrait",
      ios: "2023",
      setup: "react-native-safe-area-context values",
      citation: "https://github.com/th3rdwave/react-native-safe-area-context/issues/371"
    ),
    Source(
      id: "GT-077",
      kind: .observation,
      evidence: "log",
      observed: "safeAreaInsets.top = 50 while statusBarFrame.height = 44 (6 pt difference)",
      device: "iPhone 12 mini simulator, portrait",
      ios: "14.x (2021-02)",
      setup: "window safeAreaInsets.top vs UIStatusBarManager.statusBarFrame",
      citation: "https://github.com/QuintGao/GKNavigationBar/issues/67"
    ),
    Source(
      id: "GT-078",
      kind: .observation,
      evidence: "statement",
      observed: "changed from 44 to 48 on iOS 14",
      device: "'iPhone X' class (XR/11), portrait",
      ios: "14",
      setup: "status bar height",
      citation: "https://github.com/QuintGao/GKNavigationBarViewController/pull/47"
    ),
    Source(
      id: "GT-079",
      kind: .observation,
      evidence: "statement",
      observed: "status bar height differs from top safe area (top safe area 59)",
      device: "iPhone 14 Pro, portrait",
      ios: "16",
      setup: "status bar height vs top safe area",
      citation: "https://github.com/xbmc/Official-Kodi-Remote-iOS/pull/889"
    ),
    Source(
      id: "GT-080",
      kind: .observation,
      evidence: "log",
      observed: """
        three successive inset updates: {top 44, bottom 0} -> {0,0,0,0} -> {top 44, bottom 34} \
        (transient values before settling)
        """,
      device: "iPhone 11 Pro, portrait",
      ios: "2019",
      setup: "initial mount of react-native-safe-area-context provider",
      citation: "https://github.com/th3rdwave/react-native-safe-area-context/issues/13"
    ),
    Source(
      id: "GT-081",
      kind: .observation,
      evidence: "log",
      observed: """
        root view safeAreaInsets (62,0,0,0): bottom 0 because the window does not reach the \
        home-indicator band
        """,
      device: "iPhone 16 Pro class, portrait",
      ios: "18.3.1",
      setup: "root view in a 300x600 window (not full screen)",
      citation: "code corpus, find_string id 71073574148 (Chinese iOS book chapter)"
    ),
    Source(
      id: "GT-082",
      kind: .documentation,
      evidence: "doc",
      observed: """
        12.9\" iPad Pro 1024x1366; 11\" iPad Pro 834x1194; 10.5\" iPad Pro listed 834x1194 \
        (1668x2388 px); 9.7\" iPad Pro 768x1024; 7.9\" iPad mini 768x1024; 10.5\" iPad Air \
        834x1112; 10.2\" iPad 810x1080; 9.7\" iPad 768x1024; iPhone 11 Pro Max 414x896; 11 Pro \
        375x812; 11 414x896; XS Max 414x896; XS 375x812; XR 414x896; X 375x812; 8 Plus 414x736
        """,
      device: "iPad & iPhone screen sizes (HIG 2019), portrait",
      ios: "n/a",
      setup: "HIG 'Adaptivity and Layout' device dimensions",
      citation: """
        https://developer.apple.com/design/human-interface-guidelines/ios/visual-design/adaptivity\
        -and-layout/
        """
    ),
    Source(
      id: "GT-083",
      kind: .observation,
      evidence: "statement",
      observed: "14 = 390x844; 14 Plus = 428x926; 14 Pro = 393x852; 14 Pro Max = 430x932",
      device: "iPhone 14 family, portrait",
      ios: "n/a",
      setup: "screen sizes in points",
      citation: "hacknicity (Geoff Hackworth) iPhone 14 screen sizes post (medium)"
    ),
    Source(
      id: "GT-084",
      kind: .observation,
      evidence: "statement",
      observed: "12 mini 375x812; 12 / 12 Pro 390x844; 12 Pro Max 428x926",
      device: "iPhone 12 family, portrait",
      ios: "n/a",
      setup: "screen sizes in points",
      citation: "eatsip365 blog (iPhone 12 screen sizes)"
    ),
    Source(
      id: "GT-085",
      kind: .observation,
      evidence: "table",
      observed: "portrait {44,0,34,0}; landscape {0,44,21,44}",
      device: "iPhone 11 Pro Max 414x896, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_11_pro_max/device.dart (older hand-authored \
        values)
        """
    ),
    Source(
      id: "GT-086",
      kind: .observation,
      evidence: "table",
      observed: """
        file contains iPad values (1024x1366, top 24 / bottom 20) - copy/paste error in source
        """,
      device: "iPhone 12 (file), portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_12/device.dart (older hand-authored values)
        """
    ),
    Source(
      id: "GT-087",
      kind: .observation,
      evidence: "table",
      observed: "portrait {44,0,34,0}; landscape {0,44,21,44} (conflicts with 50)",
      device: "iPhone 12 mini 375x812, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_12_mini/device.dart (older hand-authored values)
        """
    ),
    Source(
      id: "GT-088",
      kind: .observation,
      evidence: "table",
      observed: "portrait {44,0,34,0} (conflicts with 47)",
      device: "iPhone 12 Pro Max 428x926, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_12_pro_max/device.dart (older hand-authored \
        values)
        """
    ),
    Source(
      id: "GT-089",
      kind: .observation,
      evidence: "table",
      observed: "portrait {47,0,34,0}; landscape {0,47,21,47}",
      device: "iPhone 13 390x844, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_13/device.dart (older hand-authored values)
        """
    ),
    Source(
      id: "GT-090",
      kind: .observation,
      evidence: "table",
      observed: """
        portrait {47,0,34,0}; landscape left 47 / right 44, bottom 21 (asymmetric; conflicts with \
        50)
        """,
      device: "iPhone 13 mini 375x812, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_13_mini/device.dart (older hand-authored values)
        """
    ),
    Source(
      id: "GT-091",
      kind: .observation,
      evidence: "table",
      observed: "portrait top 47, bottom 34",
      device: "iPhone 13 Pro Max 428x926, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_13_pro_max/device.dart (older hand-authored \
        values)
        """
    ),
    Source(
      id: "GT-092",
      kind: .observation,
      evidence: "table",
      observed: "portrait {59,0,34,0}; landscape {0,59,21,59}",
      device: "iPhone 15 Pro 393x852 / 15 Pro Max 430x932, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_15_pro / iphone_15_pro_max/device.dart (older \
        hand-authored values)
        """
    ),
    Source(
      id: "GT-093",
      kind: .observation,
      evidence: "table",
      observed: "portrait {59,0,34,0}",
      device: "iPhone 16 393x852 / 16 Plus 430x932, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_16 / iphone_16_plus/device.dart (older \
        hand-authored values)
        """
    ),
    Source(
      id: "GT-094",
      kind: .observation,
      evidence: "table",
      observed: "portrait {62,0,34,0}; landscape {0,62,21,62}",
      device: "iPhone 16 Pro 402x874 / 16 Pro Max 440x956, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_16_pro / iphone_16_pro_max/device.dart (older \
        hand-authored values)
        """
    ),
    Source(
      id: "GT-095",
      kind: .observation,
      evidence: "table",
      observed: "portrait top 68, bottom 34; landscape left/right 68",
      device: "iPhone Air 420x912 (commit 851aed7), portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_air/device.dart (older hand-authored values)
        """
    ),
    Source(
      id: "GT-096",
      kind: .observation,
      evidence: "table",
      observed: "portrait top 62, bottom 34",
      device: "iPhone 17 Pro Max 440x956 (commit 851aed7), portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_17_pro_max/device.dart (older hand-authored \
        values)
        """
    ),
    Source(
      id: "GT-097",
      kind: .observation,
      evidence: "table",
      observed: """
        portrait {20,0,0,0}; landscape {20,0,0,0} (top 20 kept in landscape - conflicts with 0)
        """,
      device: "iPhone SE 375x667, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/iphone_se/device.dart (older hand-authored values)
        """
    ),
    Source(
      id: "GT-098",
      kind: .observation,
      evidence: "table",
      observed: "{20,0,0,0} both orientations",
      device: "iPad 810x1080, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/ipad/device.dart (older hand-authored values)
        """
    ),
    Source(
      id: "GT-099",
      kind: .observation,
      evidence: "table",
      observed: "{20,0,0,0} (conflicts with 24/20 in other tables)",
      device: "iPad Air 4 820x1180, portrait / landscape",
      ios: "n/a (hand-authored)",
      setup: "device_frame preset safe areas",
      citation: """
        https://github.com/aloisdeniel/flutter_device_preview, \
        device_frame/lib/src/devices/ios/ipad_air_4/device.dart (older hand-authored values)
        """
    ),
  ]
}
