extension SourceIndex {
  /// SwiftUI's iOS 27 toolbar minimization, collected for issue 25's last part (WEB-850 to
  /// WEB-869).
  static let webSwiftUIMinimization850To869: [Source] = [
    Source(
      id: "WEB-850",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        toolbarMinimizationBehavior(_:for:) (iOS 27) enables toolbar minimization in response \
        to scrolling; the supported placement is navigationBar, and an integrated top tab bar \
        minimizes with it. By default the safe area adjusts as the bar minimizes; \
        toolbarMinimizationSafeAreaAdjustment(_:for:) changes that. The behaviours are \
        automatic (by default a navigation bar minimizes only for a searchable in the \
        toolbarPrincipal placement), never, onScrollDown and onScrollUp. \
        toolbarMinimizationRestoration(_:for:): automatic restores when the scroll turns back; \
        atScrollEdge restores only at the scroll edge, honoured with onScrollDown and the \
        navigationBar only. Apple's example applies the modifier to the ScrollView inside the \
        NavigationStack.
        """,
      device: "any",
      ios: "27",
      setup:
        "NavigationStack { ScrollView { … }.toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar) }",
      citation: """
        https://developer.apple.com/documentation/swiftui/view/toolbarminimizationbehavior(_:for:) ; \
        https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior ; \
        SwiftUI ToolbarMinimizationRestoration (SDK 27.1)
        """
    )
  ]
}
