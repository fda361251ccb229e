extension SourceIndex {
  /// SwiftUI's own events (NavigationStack push and pop, TabView selection, sheets, covers,
  /// conditions), collected for issue 27's first part (WEB-910 to WEB-929).
  static let webSwiftUIEvents910To929: [Source] = [
    Source(
      id: "WEB-910",
      kind: .observation,
      evidence: "a printed onAppear log",
      observed: """
        A TabView built with the iOS 18 Tab API (Home, MyPage) behind a login condition printed \
        onAppear as: LogIn, Home, MyPage, LogIn, Home. At the TabView's appearance only the \
        selected tab (Home) printed; MyPage printed when it was first selected. After logout \
        the new branch's LogIn printed before a spurious Home.
        """,
      device: "iPhone (not named)",
      ios: "18",
      setup: "TabView { Tab(\"Home\") { … }; Tab(\"MyPage\") { … } } in an if/else on a login flag",
      citation: "https://zenn.dev/dazy/articles/e484c87ca2f59d (TabViewのonAppearバグ, 2025)"
    ),
    Source(
      id: "WEB-911",
      kind: .observation,
      evidence: "a developer's statements, no printed log",
      observed: """
        On iOS 17 a fetch in the second tab's onAppear ran at app launch; on iOS 18 it did not \
        run until the tab was tapped ("Apple made TabView lazy"; same code, different OS). A \
        view inside a NavigationStack that a push covers disappears (onDisappear) but keeps its \
        state, and appears again on the pop. A view behind an if, a sheet's content and a \
        full-screen cover's content: shown, onAppear; removed, onDisappear.
        """,
      device: "any",
      ios: "17, 18",
      setup: "TabView, NavigationStack, if/else, .sheet, .fullScreenCover with onAppear prints",
      citation: "https://swiftyplace.com/blog/swiftui-view-lifecycle-onappear"
    ),
    Source(
      id: "WEB-912",
      kind: .observation,
      evidence: "a blog's printed console (simulator)",
      observed: """
        In a NavigationView, pushing a NavigationLink destination did not call the root's \
        onDisappear: "'Main View onDissapear' will never be printed on the console". At launch \
        the console printed Main View onAppear, then the navigation Text's onAppear.
        """,
      device: "simulator",
      ios: "15",
      setup: "NavigationView { NavigationLink(destination: …) } with onAppear/onDisappear prints",
      citation: "https://medium.com/geekculture/swiftui-view-life-cycles-d3b5e88d3c69 (Feb 2022)"
    ),
    Source(
      id: "WEB-913",
      kind: .documentation,
      evidence: "Apple's documentation, and a project's report",
      observed: """
        PresentationSizing.automatic, the default sizing of a SwiftUI sheet, resolves to .form \
        on iOS (18+), so a SwiftUI sheet on an iPad is form-sized, not page-sized; a project \
        found its sheets "smaller than expected on iPadOS … 18.0+", .form "appears to be the \
        new default".
        """,
      device: "iPad",
      ios: "18+",
      setup: ".sheet(isPresented:) without presentationSizing",
      citation: """
        https://developer.apple.com/documentation/swiftui/presentationsizing/automatic ; \
        https://github.com/Esri/arcgis-maps-sdk-swift-samples/pull/574
        """
    ),
    Source(
      id: "WEB-914",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        onDisappear "adds an action to perform after this view disappears"; task(priority:_:) \
        starts its work when the view appears, and "SwiftUI will automatically cancel the task \
        at some point after the view disappears". UIHostingController's viewWillAppear comes \
        before SwiftUI adds the root view to the view hierarchy, viewDidAppear after.
        """,
      device: "any",
      ios: "13+ (task 15+)",
      setup: "SwiftUI onDisappear, task; UIHostingController appearance",
      citation: """
        https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) ; \
        https://developer.apple.com/documentation/swiftui/view/task(priority:_:) ; \
        https://developer.apple.com/documentation/swiftui/uihostingcontroller/viewwillappear(_:)
        """
    ),
    Source(
      id: "WEB-915",
      kind: .observation,
      evidence: "a comment in an app's source",
      observed: """
        Presenting a full-screen cover makes the presenter's content get onDisappear: \
        "(fullScreenCover triggers onDisappear too)".
        """,
      device: "any",
      ios: "recent (2025–26)",
      setup: ".fullScreenCover presented over a view with onDisappear",
      citation: "a public app's source, found by that exact comment (repository not named)"
    ),
  ]
}
