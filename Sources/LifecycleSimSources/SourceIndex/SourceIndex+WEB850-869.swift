extension SourceIndex {
  /// SwiftUI's iOS 27 toolbar minimization, collected for issue 25's last part, a page sheet's
  /// top on home-button iPhones and SwiftUI's system amounts (WEB-850 to WEB-869), and SwiftUI's NavigationSplitView and inspector (issue 26, part 2).
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
    ),
    Source(
      id: "WEB-851",
      kind: .observation,
      evidence: "code comments with measured values",
      observed: """
        On an iPhone SE (3rd generation) the screen is 667 points and a page sheet's \
        maximumDetentValue 627: the status bar takes 20 points and the gap between it and the \
        sheet's top edge the other 20. Home-button iPhones put the card stack's top edge 10 \
        below the top safe-area inset and the top sheet 10 lower; home-indicator iPhones put the \
        stack's edge at the inset and the sheet 10 below it (iPhone 14 Pro: 852 points, \
        maximumDetentValue 749).
        """,
      device: "iPhone SE (3rd generation), iPhone 14 Pro",
      ios: "16",
      setup: "a UIKit page sheet, its UISheetPresentationController resolution context read",
      citation:
        "https://github.com/boscojwho/SheetInteraction (Detents.swift, SheetLayoutInfo.swift)"
    ),
    Source(
      id: "WEB-852",
      kind: .observation,
      evidence: "a printed view hierarchy (Cycript recursiveDescription)",
      observed: """
        On a 375 × 667 iPhone running iOS 15 or later, an Apple ID sign-in page sheet: the \
        UIDropShadowView frame is (0 40; 375 627), its navigation bar (0 0; 375 56), and its \
        table's adjustedContentInset {56, 0, 0, 0}.
        """,
      device: "375 × 667 iPhone (8, SE 2 or SE 3)",
      ios: "15+",
      setup: "a system page sheet (Apple ID sign-in) printed with recursiveDescription",
      citation:
        "https://github.com/crifan/ios_re_dynamic_debug (src/debug_ui/cycript/output_example.md)"
    ),
    Source(
      id: "WEB-853",
      kind: .observation,
      evidence: "a reimplementation of SwiftUICore, audited against Apple's binary",
      observed: """
        The environment's defaultPadding, which padding() and padding(edges) without a length \
        use, defaults to EdgeInsets(_all: 16.0): 16 points on every edge. The file is marked \
        audited for SwiftUICore 6.5.4 and carries the SwiftUICore file ID of the type it \
        reimplements; a second, independent reimplementation (Hongtae Kim's PaddingLayout) \
        uses the same 16.
        """,
      device: "any",
      ios: "18+ (as audited)",
      setup: "Text(\"…\").padding()",
      citation: """
        https://github.com/OpenSwiftUIProject/OpenSwiftUI \
        (Sources/OpenSwiftUICore/Layout/Modifier/DefaultPadding.swift)
        """
    ),
    Source(
      id: "WEB-854",
      kind: .observation,
      evidence: "a reimplementation of SwiftUI, audited against Apple's binary",
      observed: """
        The platform glue's defaultSpacing, the spacing SwiftUI's stacks fall back on between \
        views that set none, is CGSize(width: 8, height: 8) on iOS (file marked audited for \
        iOS 18.0). Apple's ViewSpacing documentation adds that the spacing between two views \
        can depend on their kinds (text next to text differs), which no value here says.
        """,
      device: "any",
      ios: "18+ (as audited)",
      setup: "VStack { Color.red; Color.blue } (no spacing given)",
      citation: """
        https://github.com/OpenSwiftUIProject/OpenSwiftUI (OpenSwiftUIGlue.swift, \
        defaultSpacing) ; \
        https://developer.apple.com/documentation/swiftui/viewspacing
        """
    ),
    Source(
      id: "WEB-855",
      kind: .observation,
      evidence: "a reimplementation of SwiftUICore, audited against Apple's binary",
      observed: """
        safeAreaInset's layout (_InsetViewModifier, file marked audited for SwiftUICore 6.5.4 \
        and complete): offered a size, the modifier proposes its content what is left along \
        the edge after the spacing and its view's minimum, then proposes its view what is left \
        after the content and the spacing, and reports their sum along the edge and the larger \
        of the two across it; it does not take the whole proposal. The content is placed at \
        the edge of that size, the view at the opposite edge, and the view's safe area grows \
        on the edge by the content's length and the spacing (nil spacing: the views' own \
        spacing, else the default).
        """,
      device: "any",
      ios: "15+ (as audited)",
      setup: "Text(\"a\").safeAreaInset(edge: .bottom) { Text(\"b\") } inside a larger view",
      citation: """
        https://github.com/OpenSwiftUIProject/OpenSwiftUI (InsetViewModifier.swift, \
        InsetViewLayout.sizeThatFits)
        """
    ),
    Source(
      id: "WEB-856",
      kind: .observation,
      evidence: "maintainers' statements in two UI frameworks modelled on SwiftUI",
      observed: """
        SwiftUI runs onAppear before a view's appearance animation and onDisappear after its \
        disappearance animation (Square's Blueprint, issue 48, 2020). AltSwiftUI, which \
        reimplements SwiftUI on UIKit view controllers, moved onDisappear from its hosting \
        controller's viewWillDisappear to its viewDidDisappear to match SwiftUI (pull request \
        65, 2021). Neither says whether onDisappear comes before or after viewDidDisappear \
        within that turn.
        """,
      device: "any",
      ios: "13–14 (2020–2021)",
      setup: "a SwiftUI view in a hosting controller that is popped or covered",
      citation: """
        https://github.com/square/Blueprint/issues/48 ; \
        https://github.com/rakutentech/AltSwiftUI/pull/65
        """
    ),
    Source(
      id: "WEB-857",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        NavigationSplitViewVisibility (iOS 16+) controls the visibility of the leading columns \
        of a NavigationSplitView: detailOnly hides all but the trailing column (the leading \
        two of a three-column view), doubleColumn shows the content column and detail of a \
        three-column view or the sidebar and detail of a two-column one (for two columns it is \
        equivalent to all), all shows every column, and automatic uses the default leading \
        column visibility for the current device, one of the three others.
        """,
      device: "any",
      ios: "16+",
      setup: "NavigationSplitView(columnVisibility: $visibility) { … } detail: { … }",
      citation: """
        https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility ; \
        https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility/doublecolumn
        """
    ),
    Source(
      id: "WEB-858",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        navigationSplitViewStyle(_:) (iOS 16+): balanced is a navigation split style that \
        reduces the size of the detail content to make room when showing the leading column or \
        columns; prominentDetail attempts to maintain the size of the detail content when \
        hiding or showing the leading columns; automatic is the platform's default.
        """,
      device: "any",
      ios: "16+",
      setup: "NavigationSplitView { … } detail: { … }.navigationSplitViewStyle(.balanced)",
      citation: """
        https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/balanced ; \
        https://developer.apple.com/documentation/swiftui/navigationsplitviewstyle/prominentdetail
        """
    ),
    Source(
      id: "WEB-859",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        A NavigationSplitView collapses into a single stack in some contexts, like on iPhone; \
        NavigationSplitViewColumn (sidebar, content, detail; iOS 17+) with the \
        preferredCompactColumn binding controls which column appears on top of the collapsed \
        stack when the view collapses into a single column in narrow sizes. A published demo \
        starts the binding at content and names it a floor on what column is on top when \
        collapsed.
        """,
      device: "iPhone, or a narrow iPad window",
      ios: "17+",
      setup: "NavigationSplitView(preferredCompactColumn: $column) { … } detail: { … }",
      citation: """
        https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn ; \
        https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:) ; \
        https://gist.github.com/nteissler/9bd1a74e5747f01d27f20c97b7c5e0da
        """
    ),
    Source(
      id: "WEB-860",
      kind: .observation,
      evidence: "a view debugger capture described in an article",
      observed: """
        A double-column UISplitViewController on iPadOS 14 with a table view controller set in \
        each of the primary and secondary columns: the split view controller wraps each \
        column's controller in a UINavigationController, which provides the navigation bar at \
        the top of both columns and navigation within each column.
        """,
      device: "iPad",
      ios: "14",
      setup: "setViewController(_:for:) with .doubleColumn, inspected in Xcode's view debugger",
      citation: """
        https://darjeelingsteve.com/articles/Fixing-Multi-Level-UINavigationController-Menu-Layouts-in-UISplitViewController-on-iOS-14.html
        """
    ),
    Source(
      id: "WEB-861",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        inspector(isPresented:content:) (iOS 17+) inserts an inspector at the applied position \
        in the view hierarchy with a context-dependent presentation: it can present as a \
        trailing column in a horizontally regular size class and adapt to a sheet in a \
        horizontally compact size class. A tutorial adds that it appears on the right of the \
        screen on iPadOS and macOS and as a sheet on iPhone.
        """,
      device: "iPad (column), iPhone (sheet)",
      ios: "17+",
      setup: "Editor().inspector(isPresented: $presented) { Inspector() }",
      citation: """
        https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:) ; \
        https://dev.to/david_goyes_a488f58a17a53/sui-inspector-2kb7
        """
    ),
    Source(
      id: "WEB-862",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        inspectorColumnWidth(_:) (iOS 17+), applied to the content of an inspector, sets a \
        fixed preferred width for the inspector when presented as a trailing column (Apple's \
        example uses 225 points); inspectorColumnWidth(min:ideal:max:) sets a flexible one, \
        ideal being the initial width. Neither applies when the inspector adapts to a sheet.
        """,
      device: "iPad",
      ios: "17+",
      setup: "Inspector().inspectorColumnWidth(225)",
      citation: """
        https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(_:) ; \
        https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(min:ideal:max:)
        """
    ),
    Source(
      id: "WEB-863",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        UISplitViewController.Column.inspector (iOS 26+) is the column for the inspector, or \
        trailing, view controller; the split view controller hides it by default and show(_:) \
        shows it. Apple's diagram of a triple-column split view labels the primary, \
        supplementary, secondary and inspector columns, the inspector last on the trailing \
        edge.
        """,
      device: "iPad",
      ios: "26+",
      setup: "setViewController(_:for: .inspector); show(.inspector)",
      citation: """
        https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector ; \
        https://developer.apple.com/documentation/uikit/uisplitviewcontroller
        """
    ),
    Source(
      id: "WEB-864",
      kind: .documentation,
      evidence: "a talk's notes and Apple's documentation",
      observed: """
        Inspectors are structural API like NavigationStack; they are not resizable by default, \
        inspectorColumnWidth(ideal:) makes them so; an inspector in a NavigationSplitView \
        belongs in the detail column. navigationSplitViewColumnWidth(_:) on a column's view \
        sets that column's fixed preferred width.
        """,
      device: "iPad, Mac",
      ios: "17+",
      setup:
        "NavigationSplitView { Sidebar().navigationSplitViewColumnWidth(250) } detail: { Detail().inspector(…) }",
      citation: """
        https://michaelrowe01.com/index.php/blog/inspectors-in-swiftui-discover-the-details ; \
        https://developer.apple.com/documentation/swiftui/view/navigationsplitviewcolumnwidth(_:)
        """
    ),
    Source(
      id: "WEB-865",
      kind: .observation,
      evidence: "a feedback report's steps, expected and actual behaviour",
      observed: """
        FB18143262 (iPadOS 18.5, iPad Pro 13-inch simulator in landscape): with the app in a \
        split view dragged to a horizontally compact size class, opening the inspector shows \
        it as a bottom sheet; dragging the separator back to a regular width, the reporter \
        expects the sheet to disappear and the inspector to reappear as the trailing panel. \
        Actual: the sheet turns into a floating panel that loses its content (a bug, open \
        since January 2024 as FB16257334).
        """,
      device: "iPad Pro 13-inch (M4), split view",
      ios: "18.5",
      setup: "Content().inspector(isPresented: $shown) { Inspector() }; resize compact to regular",
      citation: """
        https://github.com/feedback-assistant/reports/issues/673
        """
    ),
    Source(
      id: "WEB-866",
      kind: .observation,
      evidence: "a tutorial's example and screenshots; a talk's notes",
      observed: """
        On iOS (iPhone) an inspector slides up from the bottom like a sheet and occupies the \
        full width of the display; the example puts presentationDetents([.medium]) on the \
        inspector's content to size that sheet. The WWDC23 inspector talk's notes list the \
        presentation modifiers of iOS 16.4 (presentationBackground, \
        presentationBackgroundInteraction, presentationCornerRadius, \
        presentationContentInteraction, presentationCompactAdaptation) as enabled for \
        inspectors too.
        """,
      device: "iPhone",
      ios: "17+",
      setup: "Main().inspector(isPresented: $shown) { Inspector().presentationDetents([.medium]) }",
      citation: """
        https://mvolkmann.github.io/blog/swift/Inspectors/ ; \
        https://michaelrowe01.com/index.php/blog/inspectors-in-swiftui-discover-the-details
        """
    ),
    Source(
      id: "WEB-867",
      kind: .observation,
      evidence: "a pull request's review thread",
      observed: """
        An app launched on an iPad in a shrunk, horizontally compact window shows its inspector \
        as a sheet covering the screen until the window is made full screen, when the \
        inspector shows on the side; the reviewers saw it on some iPad models with iOS 26 and \
        not with iOS 27, and call it likely a SwiftUI bug.
        """,
      device: "iPad Pro 13-inch (M5), iPad mini (A17 Pro)",
      ios: "26, 27",
      setup: "an inspector presented at launch in a compact window, then the window maximized",
      citation: """
        https://github.com/Esri/arcgis-maps-sdk-swift-toolkit/pull/1497
        """
    ),
    Source(
      id: "WEB-868",
      kind: .documentation,
      evidence: "Apple's documentation",
      observed: """
        presentationDetents(_:) (iOS 16+) sets the available detents for the enclosing sheet; \
        by default, sheets support the large detent. medium is approximately half the height \
        of the screen and inactive in compact height.
        """,
      device: "iPhone",
      ios: "16+",
      setup: ".sheet(isPresented: $shown) { Settings().presentationDetents([.medium, .large]) }",
      citation: """
        https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:) ; \
        https://developer.apple.com/documentation/swiftui/presentationdetent
        """
    ),
  ]
}
