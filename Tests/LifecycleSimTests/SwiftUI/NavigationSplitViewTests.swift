import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// SwiftUI's `NavigationSplitView` (docs/behaviour.md#swiftui-navigation-split-view): the
/// columns laid out by the UIKit split view's rule, their safe areas per version, the collapse
/// into one column in a compact width and the format's checks.
@Suite struct NavigationSplitViewTests {
  private static func scenario(
    _ device: String, ios: String, orientation: String = "landscapeLeft", window: String? = nil,
    split: String, events: String = ""
  ) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "s", "device": "\(device)", "ios": "\(ios)",
      "orientation": "\(orientation)", \(window.map { "\"window\": \($0)," } ?? "")
      "root": { "hostingController": { "name": "Host", "rootView":
        { "navigationSplitView": { "name": "Split", \(split) } } } },
      "events": [\(events)] }
    """
  }

  /// A column: a geometry reader named `name` that fills what the column gives it.
  private static func column(_ name: String) -> String {
    #"{ "geometryReader": { "name": "\#(name)" } }"#
  }

  private static let two = """
    "children": [\(column("Sidebar")), \(column("Detail"))]
    """

  private static let three = """
    "children": [\(column("Sidebar")), \(column("Content")), \(column("Detail"))]
    """

  private static func callbacks(_ trace: Trace, _ objects: Set<String>) -> [String] {
    trace.records.filter { objects.contains($0.object) && $0.callback != .onPreferenceChange }
      .map { "\($0.object).\($0.callback)@\($0.time.microseconds / 1_000_000)" }
  }

  // MARK: The mapping to the split view

  /// WEB-857, WEB-858, C40: the visibility is the display mode, the style the split behaviour.
  @Test func visibilityAndStyleAreTheSplitViewsDisplayModeAndBehaviour() {
    func mode(_ visibility: SwiftUISplitVisibility, _ style: SwiftUISplitStyle, columns: Int)
      -> String
    {
      let spec = SwiftUISplitViewSpec(columnVisibility: visibility, style: style)
        .splitViewSpec(columns: columns)
      return
        "\(spec.style.rawValue) \(spec.preferredDisplayMode.rawValue) \(spec.preferredSplitBehavior.rawValue)"
    }
    #expect(mode(.all, .automatic, columns: 2) == "doubleColumn oneBesideSecondary automatic")
    #expect(mode(.all, .automatic, columns: 3) == "tripleColumn twoBesideSecondary automatic")
    #expect(mode(.doubleColumn, .balanced, columns: 3) == "tripleColumn oneBesideSecondary tile")
    #expect(mode(.all, .prominentDetail, columns: 3) == "tripleColumn twoOverSecondary overlay")
    #expect(mode(.detailOnly, .balanced, columns: 2) == "doubleColumn secondaryOnly tile")
    #expect(mode(.automatic, .automatic, columns: 2) == "doubleColumn automatic automatic")
    // C41, WEB-859: collapsed, the sidebar unless a compact column is preferred.
    #expect(SwiftUISplitViewSpec().compactColumnIndex(columns: 3) == 0)
    #expect(
      SwiftUISplitViewSpec(preferredCompactColumn: .detail).compactColumnIndex(columns: 3) == 2)
    #expect(
      SwiftUISplitViewSpec(preferredCompactColumn: .content).compactColumnIndex(columns: 3) == 1)
  }

  // MARK: Columns and safe areas

  /// WEB-891, WEB-860, C40 on iOS 17: the sidebar column reaches 100 pt under the leading edge
  /// and its content sits under the column's bar (24 + 50), the bottom inset 20; the detail starts after the
  /// 320-pt column and its 1-pt divider. Both views appear at launch, in column order.
  @Test func columnsOnIOS17Landscape() throws {
    let trace = try Build.run(
      json:
        Self.scenario("iPad Pro 11-inch (M4)", ios: "17.0", split: Self.two))
    #expect(trace.lastFrameAndSafeArea(of: "Split") == "(0,24,1210,790) {24,0,20,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Sidebar") == "(0,74,320,740) {74,100,20,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Detail") == "(321,74,889,740) {74,0,20,0}")
    #expect(
      Self.callbacks(trace, ["Sidebar", "Detail"]) == ["Sidebar.onAppear@0", "Detail.onAppear@0"])
  }

  /// WEB-892, C59 on iOS 26: the sidebar floats over the detail, whose content starts after
  /// the covered 320 pt and reads it as its leading inset.
  @Test func floatingSidebarOnIOS26() throws {
    let trace = try Build.run(
      json:
        Self.scenario("iPad Pro 11-inch (M5)", ios: "26.0", split: Self.two))
    #expect(trace.lastFrameAndSafeArea(of: "Sidebar") == "(0,86,320,723) {86,0,25,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Detail") == "(320,86,890,723) {86,320,25,0}")
  }

  /// WEB-857, WEB-858: `detailOnly` shows the detail alone, `prominentDetail` lays the sidebars
  /// over a full-width detail, `balanced` shrinks it.
  @Test func visibilityAndStyleChooseTheColumns() throws {
    let hidden = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0",
          split: #""columnVisibility": "detailOnly", "# + Self.two))
    #expect(hidden.lastFrameAndSafeArea(of: "Sidebar") == "none")
    #expect(hidden.lastFrameAndSafeArea(of: "Detail") == "(0,74,1210,740) {74,0,20,0}")
    let over = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0",
          split: #""columnVisibility": "all", "style": "prominentDetail", "# + Self.three))
    #expect(over.lastFrameAndSafeArea(of: "Detail") == "(0,74,1210,740) {74,0,20,0}")
    let tiled = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0",
          split: #""columnVisibility": "all", "style": "balanced", "sidebarWidth": 300, "#
            + Self.three))
    #expect(tiled.lastFrameAndSafeArea(of: "Content") == "(301,74,320,740) {74,0,20,0}")
    #expect(tiled.lastFrameAndSafeArea(of: "Detail") == "(622,74,588,740) {74,0,20,0}")
  }

  // MARK: Collapse and expansion

  /// WEB-859, C41: on an iPhone the view collapses into one column, the sidebar; the detail
  /// never appears. With a preferred compact column the detail shows instead.
  @Test func anIPhoneShowsOneColumn() throws {
    let trace = try Build.run(
      json:
        Self.scenario("iPhone 15", ios: "17.0", orientation: "portrait", split: Self.two))
    #expect(trace.lastFrameAndSafeArea(of: "Sidebar") == "(0,97.667,393,720.333) {97.667,0,34,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Detail") == "none")
    #expect(Self.callbacks(trace, ["Sidebar", "Detail"]) == ["Sidebar.onAppear@0"])
    let detail = try Build.run(
      json:
        Self.scenario(
          "iPhone 15", ios: "17.0", orientation: "portrait",
          split: #""preferredCompactColumn": "detail", "# + Self.two))
    #expect(Self.callbacks(detail, ["Sidebar", "Detail"]) == ["Detail.onAppear@0"])
  }

  /// C41: a `window` event that makes the width regular expands the view (the detail appears),
  /// and one that makes it compact again collapses it (the detail disappears first, reading its
  /// last geometry).
  @Test func aWindowEventExpandsAndCollapses() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro (11-inch) (1st generation)", ios: "17.0",
          window: #"{ "mode": "splitOneThird" }"#, split: Self.two,
          events: #"""
            { "at": 1, "window": { "mode": "fullScreen" } },
            { "at": 2, "window": { "mode": "splitOneThird" } }
            """#))
    #expect(
      Self.callbacks(trace, ["Sidebar", "Detail"]) == [
        "Sidebar.onAppear@0", "Detail.onAppear@1", "Detail.onDisappear@2",
      ])
    let leaving = trace.records(of: "Detail").last { $0.callback == .onDisappear }
    #expect(leaving?.state.inWindow == true)
  }

  // MARK: The format

  /// Version, column count, compact column and widths are checked with the path and the fix.
  @Test func theFormatChecksTheSplitView() {
    #expect(
      Scenario.validationProblems(
        json: Self.scenario("iPad (6th generation)", ios: "15.0", split: Self.two)) == [
          "root.rootView: navigationSplitView needs iOS 16 or later; this scenario uses iOS 15.0; use \"ios\": \"16.0\" or later, or remove it"
        ])
    let one = #""children": [{ "color": {} }]"#
    #expect(
      Scenario.validationProblems(
        json: Self.scenario("iPad (6th generation)", ios: "17.0", split: one)) == [
          "root.rootView: a navigationSplitView has two columns (sidebar, detail) or three (sidebar, content, detail); found 1 children; write the columns as its children: [sidebar, detail] or [sidebar, content, detail]"
        ])
    let wrong = #""preferredCompactColumn": "content", "contentWidth": 0, "# + Self.two
    #expect(
      Scenario.validationProblems(
        json: Self.scenario("iPad (6th generation)", ios: "16.0", split: wrong)) == [
          "root.rootView.contentWidth: a two-column navigationSplitView has no content column; remove contentWidth, or add a content column between the sidebar and the detail",
          "root.rootView.contentWidth: the column width 0 is out of range; use a width above 0 and at most 1000 points, or leave it out for 320",
          "root.rootView.preferredCompactColumn: a two-column navigationSplitView has no content column; use \"sidebar\" or \"detail\", or add a content column between them",
          "root.rootView.preferredCompactColumn: preferredCompactColumn needs iOS 17 or later; this scenario uses iOS 16.0; use \"ios\": \"17.0\" or later, or remove it",
        ])
    let misspelt = #""columnVisibility": "detailsOnly", "# + Self.two
    #expect(
      Scenario.validationProblems(
        json: Self.scenario("iPad (6th generation)", ios: "17.0", split: misspelt)) == [
          "root.rootView.columnVisibility: unknown value \"detailsOnly\"; did you mean \"detailOnly\"?"
        ])
  }

  /// The Swift builder makes what the format decodes, and the encoder writes it back.
  @Test func builderMatchesTheDecoderAndRoundTrips() throws {
    let spec = SwiftUISplitViewSpec(
      columnVisibility: .all, style: .balanced, preferredCompactColumn: .detail,
      sidebarWidth: 280, contentWidth: 300)
    let built = SwiftUINode.navigationSplitView(
      "Split", spec,
      [.geometryReader("Sidebar"), .geometryReader("Content"), .geometryReader("Detail")])
    let json = Self.scenario(
      "iPad Pro 11-inch (M4)", ios: "17.0",
      split: #"""
        "columnVisibility": "all", "style": "balanced", "preferredCompactColumn": "detail",
        "sidebarWidth": 280, "contentWidth": 300,
        """# + Self.three)
    let decoded = try Scenario.decode(Array(json.utf8), fileName: "s.json")
    guard case .hostingController(let root, _, _) = decoded.root.kind else {
      Issue.record("not a hosting controller")
      return
    }
    #expect(root == built)
    let scenario = Build.scenario(
      "iPad Pro 11-inch (M4)", ios: "17.0", root: .hosting("Host", built))
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again.root.kind == scenario.root.kind)
  }

  // MARK: The walk over a column's views

  /// A column of views nested `depth` deep, each named.
  private static func nested(_ depth: Int) -> SwiftUINode {
    var node = SwiftUINode(.color, name: "Leaf")
    for level in 0..<depth {
      node = SwiftUINode(
        .vstack(spacing: nil, alignment: .center), name: "V\(level)", children: [node])
    }
    return node
  }

  /// The named views under a hidden column are found with a worklist: as deep as the format
  /// allows, and in time linear in the nodes (10 and 100 times the size).
  @Test func theHiddenColumnWalkIsIterativeAndLinear() {
    let deep = SwiftUITree(Self.nested(SwiftUILimits.maximumDepth - 1))
    #expect(deep.namedNodes(under: 0).nodes.count == SwiftUILimits.maximumDepth)
    func visited(_ rows: Int) -> Int {
      let column = SwiftUINode(
        .vstack(spacing: nil, alignment: .center),
        children: (0..<rows).map { SwiftUINode(.text(Size(width: 10, height: 10)), name: "T\($0)") }
      )
      return SwiftUITree(column).namedNodes(under: 0).visited
    }
    #expect(visited(10) == 11)
    #expect(visited(100) == 101)
    #expect(visited(1000) == 1001)
  }
}
