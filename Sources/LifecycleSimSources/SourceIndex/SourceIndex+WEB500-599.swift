extension SourceIndex {
  /// Public pages on SwiftUI in hosting controllers collected for issue 11 (WEB-500 to
  /// WEB-599): when `onAppear` runs, what changed in iOS 14, and the colour background.
  static let web500To599: [Source] = [
    Source(
      id: "WEB-501",
      kind: .observation,
      evidence: "statement (shown with SwiftUI 4's layout APIs)",
      observed: """
        onAppear is invoked after layout but before rendering: a view is created, evaluated, \
        laid out, its onAppear runs, then it is rendered
        """,
      device: "any",
      ios: "16",
      setup: "timing of onAppear relative to layout and rendering",
      citation: "https://fatbobman.com/en/posts/onappear-call-timing/"
    ),
    Source(
      id: "WEB-502",
      kind: .observation,
      evidence: "statement (tested on a device with iOS 14.5 and simulators 13.0, 14.0, 14.5)",
      observed: """
        on iOS 13 onAppear of a tab's view is called only once and never again; on iOS 14 it is \
        called every time the tab is shown
        """,
      device: "iPhone, simulators",
      ios: "13.0, 14.0, 14.5",
      setup: "SwiftUI views in the tabs of a UITabBarController wrapper (hosting controllers)",
      citation: "https://github.com/NicholasBellucci/StatefulTabView/issues/12"
    ),
    Source(
      id: "WEB-503",
      kind: .documentation,
      evidence: "doc",
      observed: """
        background(_ style:ignoresSafeAreaEdges: = .all): the set of edges for which to ignore \
        safe area insets when adding the background; available from iOS 15
        """,
      device: "any",
      ios: "15+",
      setup: "View.background(_:ignoresSafeAreaEdges:) with a ShapeStyle such as a Color",
      citation:
        "https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)"
    ),
    Source(
      id: "WEB-504",
      kind: .observation,
      evidence: "statement (library maintainer, after Xcode 12 beta 2)",
      observed: """
        GeometryReader now aligns a single child view top-leading rather than centred as before
        """,
      device: "any",
      ios: "14 (Xcode 12 beta 2)",
      setup: "GeometryReader with one child, iOS 13 vs iOS 14",
      citation: "https://github.com/kieranb662/Sliders-SwiftUI/issues/3"
    ),
  ]
}
