import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// Split view controllers (docs/behaviour.md#split-view-controllers): the columns' frames and
/// safe areas per style and version, the display modes, collapse and expansion, and the format's
/// checks (docs/scenario-format.md#split-view-controllers).
@Suite struct SplitViewTests {
  // MARK: The rule

  private static func spec(
    _ style: SplitViewStyle, mode: SplitDisplayMode = .automatic,
    behavior: SplitBehavior = .automatic, compact: Bool = false
  ) -> SplitViewSpec {
    var columns = [
      SplitColumnChild(.primary, .controller("P")), SplitColumnChild(.secondary, .controller("S")),
    ]
    if style == .tripleColumn { columns.append(SplitColumnChild(.supplementary, .controller("M"))) }
    if compact { columns.append(SplitColumnChild(.compact, .controller("C"))) }
    return SplitViewSpec(
      style: style, preferredDisplayMode: mode, preferredSplitBehavior: behavior, columns: columns)
  }

  private static func frames(
    _ spec: SplitViewSpec, _ width: Double, _ height: Double, regular: Bool = true,
    floating: Bool = false, rightToLeft: Bool = false
  ) -> [String] {
    SplitViewRule.layout(
      spec, size: Size(width: width, height: height), regularWidth: regular,
      floatingSidebar: floating, rightToLeft: rightToLeft
    ).columns.map {
      "\($0.column.rawValue) \(TraceValue.text($0.frame)) +\(TraceValue.text($0.addedInsets))"
    }
  }

  /// WEB-890: classic, primary 320, a 1-pt divider, the secondary 703 on a landscape 1024 and
  /// 447 on a portrait 768 when both show.
  @Test func classicIs320PlusADividerPlusTheRest() {
    #expect(
      Self.frames(Self.spec(.classic), 1024, 768) == [
        "primary (0,0,320,768) +{0,0,0,0}", "secondary (321,0,703,768) +{0,0,0,0}",
      ])
    #expect(
      Self.frames(Self.spec(.classic, mode: .oneBesideSecondary), 768, 1024) == [
        "primary (0,0,320,1024) +{0,0,0,0}", "secondary (321,0,447,1024) +{0,0,0,0}",
      ])
    // Portrait and automatic: the secondary alone (C61).
    #expect(Self.frames(Self.spec(.classic), 768, 1024) == ["secondary (0,0,768,1024) +{0,0,0,0}"])
  }

  /// WEB-891: a column style's primary view is (−100, 0, 420, H) and adds 100 on the left.
  @Test func columnStylePrimaryReaches100UnderTheLeadingEdge() {
    #expect(
      Self.frames(Self.spec(.doubleColumn), 1194, 834) == [
        "primary (-100,0,420,834) +{0,100,0,0}", "secondary (321,0,873,834) +{0,0,0,0}",
      ])
    #expect(
      Self.frames(Self.spec(.tripleColumn), 1366, 1024) == [
        "primary (-100,0,420,1024) +{0,100,0,0}", "supplementary (321,0,320,1024) +{0,0,0,0}",
        "secondary (642,0,724,1024) +{0,0,0,0}",
      ])
  }

  /// WEB-892, C59: on 26 the sidebar floats; the column after it spans from the leading edge and
  /// adds the covered 320.
  @Test func floatingSidebarGivesTheNextColumnTheCoveredWidth() {
    #expect(
      Self.frames(Self.spec(.doubleColumn), 1210, 834, floating: true) == [
        "primary (0,0,320,834) +{0,0,0,0}", "secondary (0,0,1210,834) +{0,320,0,0}",
      ])
    #expect(
      Self.frames(Self.spec(.tripleColumn), 1376, 1032, floating: true) == [
        "primary (0,0,320,1032) +{0,0,0,0}", "supplementary (0,0,640,1032) +{0,320,0,0}",
        "secondary (641,0,735,1032) +{0,0,0,0}",
      ])
  }

  /// Right to left mirrors the frames and moves the added inset to the right edge.
  @Test func rightToLeftMirrors() {
    #expect(
      Self.frames(Self.spec(.doubleColumn), 1194, 834, rightToLeft: true) == [
        "primary (874,0,420,834) +{0,0,0,100}", "secondary (0,0,873,834) +{0,0,0,0}",
      ])
  }

  /// Each display mode's columns (C61 for displace).
  @Test func displayModesShowTheirColumns() {
    #expect(
      Self.frames(Self.spec(.doubleColumn, mode: .oneOverSecondary), 834, 1194) == [
        "primary (-100,0,420,1194) +{0,100,0,0}", "secondary (0,0,834,1194) +{0,0,0,0}",
      ])
    #expect(
      Self.frames(Self.spec(.tripleColumn, mode: .oneBesideSecondary), 1366, 1024) == [
        "supplementary (0,0,320,1024) +{0,0,0,0}", "secondary (321,0,1045,1024) +{0,0,0,0}",
      ])
    #expect(
      Self.frames(Self.spec(.tripleColumn, mode: .twoOverSecondary), 1366, 1024) == [
        "primary (-100,0,420,1024) +{0,100,0,0}", "supplementary (321,0,320,1024) +{0,0,0,0}",
        "secondary (0,0,1366,1024) +{0,0,0,0}",
      ])
    #expect(
      Self.frames(Self.spec(.tripleColumn, mode: .twoDisplaceSecondary), 1024, 1366) == [
        "primary (-100,0,420,1366) +{0,100,0,0}", "supplementary (321,0,320,1366) +{0,0,0,0}",
        "secondary (642,0,703,1366) +{0,0,0,0}",
      ])
    #expect(
      SplitViewRule.resolvedDisplayMode(
        Self.spec(.tripleColumn, behavior: .overlay), size: Size(width: 1366, height: 1024))
        == .twoOverSecondary)
    #expect(
      SplitViewRule.resolvedDisplayMode(
        Self.spec(.doubleColumn, behavior: .overlay), size: Size(width: 834, height: 1194))
        == .secondaryOnly)
  }

  /// WEB-893, C60: compact width shows one column: `compact` if a column style has one, else the
  /// secondary.
  @Test func compactWidthCollapsesIntoOneColumn() {
    #expect(
      Self.frames(Self.spec(.tripleColumn, compact: true), 402, 874, regular: false) == [
        "compact (0,0,402,874) +{0,0,0,0}"
      ])
    #expect(
      Self.frames(Self.spec(.doubleColumn), 402, 874, regular: false) == [
        "secondary (0,0,402,874) +{0,0,0,0}"
      ])
    #expect(
      Self.frames(Self.spec(.classic), 320, 768, regular: false) == [
        "secondary (0,0,320,768) +{0,0,0,0}"
      ])
  }

  // MARK: The engine

  private static func scenario(
    _ device: String, ios: String, _ orientation: String = "landscapeLeft", root: String,
    window: String? = nil, events: String = ""
  ) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "s", "device": "\(device)", "ios": "\(ios)",
      "orientation": "\(orientation)", \(window.map { "\"window\": \($0)," } ?? "")
      "root": \(root), "events": [\(events)] }
    """
  }

  static let classic = """
    { "splitViewController": { "name": "Split",
        "primary": { "navigationController": { "name": "MasterNav",
          "stack": [ { "viewController": { "name": "Master" } } ] } },
        "secondary": { "viewController": { "name": "Detail" } } } }
    """

  static let double = """
    { "splitViewController": { "name": "Split", "style": "doubleColumn",
        "primary": { "viewController": { "name": "Sidebar" } },
        "secondary": { "viewController": { "name": "Detail" } } } }
    """

  /// A column style on 17: the sidebar reads the 100-pt buffer on its left with the window's
  /// top and bottom; the secondary reads the window's only.
  @Test func columnSafeAreasOnIOS17() throws {
    let trace = try Build.run(
      json: Self.scenario("iPad Pro 11-inch (M4)", ios: "17.0", root: Self.double))
    #expect(trace.final("Sidebar").frame == Rect(x: -100, y: 0, width: 420, height: 834))
    #expect(
      trace.final("Sidebar").safeAreaInsets == EdgeInsets(top: 24, left: 100, bottom: 20, right: 0))
    #expect(trace.final("Detail").frame == Rect(x: 321, y: 0, width: 889, height: 834))
    #expect(
      trace.final("Detail").safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  /// On 26 the secondary spans the split view under the sidebar, its left inset the covered 320.
  @Test func secondaryUnderTheFloatingSidebarOnIOS26() throws {
    let trace = try Build.run(
      json: Self.scenario("iPad Pro 11-inch (M5)", ios: "26.0", root: Self.double))
    #expect(trace.final("Detail").frame == Rect(x: 0, y: 0, width: 1210, height: 834))
    #expect(trace.final("Detail").safeAreaInsets?.left == 320)
    #expect(trace.final("Sidebar").safeAreaInsets?.left == 0)
  }

  /// At launch: the split view first, then each shown column in column order (C62); no delegate
  /// record at first display (WEB-893).
  @Test func launchOrderIsParentThenColumns() throws {
    let trace = try Build.run(
      json:
        Self.scenario("iPad (6th generation)", ios: "13.0", root: Self.classic))
    let appear = trace.records.filter { $0.callback == .viewWillAppear }.map(\.object)
    #expect(appear == ["Split", "MasterNav", "Master", "Detail"])
    #expect(
      !trace.records.contains {
        $0.callback == .splitViewControllerDidCollapse
          || $0.callback == .splitViewControllerDidExpand
      })
  }

  /// A window resized to a third collapses the classic split to its secondary, and full screen
  /// expands it again, each with the delegate's record last (C60, C62).
  @Test func windowResizeCollapsesAndExpands() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad (6th generation)", ios: "13.0", root: Self.classic,
          events:
            #"{ "at": 1, "window": { "mode": "splitOneThird" } }, { "at": 2, "window": { "mode": "fullScreen" } }"#
        ))
    let collapse = trace.records.filter { $0.epoch == 1 }
    let masterNav = collapse.filter { $0.object == "MasterNav" }.map(\.callback)
    #expect(masterNav.suffix(2) == [.viewWillDisappear, .viewDidDisappear])
    #expect(collapse.last?.object == "Split")
    #expect(collapse.last?.callback == .splitViewControllerDidCollapse)
    #expect(
      !collapse.contains { $0.object == "MasterNav" && $0.callback == .traitCollectionDidChange })
    #expect(
      trace.state(of: "Detail", at: .settled(epoch: 1))?.frame
        == Rect(x: 0, y: 0, width: 320, height: 768))
    let expand = trace.records.filter { $0.epoch == 2 }
    #expect(expand.last?.callback == .splitViewControllerDidExpand)
    #expect(expand.contains { $0.object == "Master" && $0.callback == .viewDidAppear })
    #expect(trace.final("Detail").frame == Rect(x: 321, y: 0, width: 703, height: 768))
    #expect(trace.final("Master").frame == Rect(x: 0, y: 0, width: 320, height: 768))
  }

  /// An iPhone shows the compact column, and loads no other column.
  @Test func iPhoneShowsTheCompactColumn() throws {
    let root = """
      { "splitViewController": { "name": "Split", "style": "tripleColumn",
          "primary": { "viewController": { "name": "Sidebar" } },
          "supplementary": { "viewController": { "name": "List" } },
          "secondary": { "viewController": { "name": "Detail" } },
          "compact": { "viewController": { "name": "Compact" } } } }
      """
    let trace = try Build.run(
      json: Self.scenario("iPhone 16 Pro", ios: "18.0", "portrait", root: root))
    #expect(trace.final("Compact").frame == Rect(x: 0, y: 0, width: 402, height: 874))
    #expect(
      trace.final("Compact").safeAreaInsets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    #expect(!trace.records.contains { ["Sidebar", "List", "Detail"].contains($0.object) })
  }

  /// A rotation that changes the automatic display mode shows the primary with its callbacks,
  /// without `DidExpand` (no width class change; the delegate's other calls are
  /// SplitViewSystemChangeTests').
  @Test func rotationToLandscapeShowsThePrimary() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0", "portrait", root: Self.double,
          events: #"{ "at": 1, "rotate": "landscapeLeft" }"#))
    #expect(!trace.records.contains { $0.object == "Sidebar" && $0.epoch == 0 })
    let sidebar = trace.records.filter { $0.object == "Sidebar" }.map(\.callback)
    #expect(Array(sidebar.prefix(3)) == [.loadView, .viewDidLoad, .viewWillAppear])
    #expect(sidebar.last == .viewDidAppear)
    #expect(trace.final("Sidebar").safeAreaInsets?.left == 100)
    #expect(!trace.records.contains { $0.callback == .splitViewControllerDidExpand })
  }

  // MARK: The format

  @Test func formatChecksNameTheKeyAndTheFix() {
    let missing = """
      { "splitViewController": { "name": "Split", "primary": { "viewController": { "name": "P" } } } }
      """
    #expect(
      Scenario.validationProblems(
        json: Self.scenario("iPad (6th generation)", ios: "13.0", root: missing)) == [
          #"root: a classic split view controller needs a controller in "secondary"; add "secondary": { … } with the column's controller"#
        ])
    #expect(
      Scenario.validationProblems(
        json: Self.scenario("iPad (6th generation)", ios: "13.0", root: Self.double)) == [
          #"root.style: the "doubleColumn" style needs iOS 14 or later; this scenario uses iOS 13.0; use "ios": "14.0" or later, or "style": "classic""#
        ])
    let wrong = """
      { "splitViewController": { "name": "Split", "preferredDisplayMode": "twoBesideSecondary",
          "preferredPrimaryColumnWidth": 0,
          "primary": { "viewController": { "name": "P" } },
          "supplementary": { "viewController": { "name": "M" } },
          "secondary": { "viewController": { "name": "S" } },
          "compact": { "viewController": { "name": "C" } } } }
      """
    #expect(
      Scenario.validationProblems(
        json: Self.scenario("iPad (6th generation)", ios: "15.0", root: wrong)) == [
          #"root.compact: only a doubleColumn or tripleColumn split view controller has a compact column; use a column style, or remove "compact""#,
          #"root.preferredDisplayMode: the display mode "twoBesideSecondary" shows two sidebars, which only a tripleColumn split view controller has; use "style": "tripleColumn", or a "oneBesideSecondary"-style mode"#,
          #"root.preferredPrimaryColumnWidth: the column width 0 is out of range; use a width above 0 and at most 1000 points, or leave it out for 320"#,
          #"root.supplementary: only a tripleColumn split view controller has a supplementary column; use "style": "tripleColumn", or remove "supplementary""#,
        ])
    let triple = """
      { "splitViewController": { "name": "Split", "style": "tripleColumn",
          "primary": { "viewController": { "name": "P" } },
          "secondary": { "viewController": { "name": "S" } } } }
      """
    #expect(
      Scenario.validationProblems(
        json: Self.scenario("iPad (6th generation)", ios: "15.0", root: triple)) == [
          #"root: a tripleColumn split view controller needs a controller in "supplementary"; add "supplementary": { … } with the column's controller"#
        ])
  }

  /// The Swift builder makes what the format decodes, and the encoder writes it back.
  @Test func builderMatchesTheDecoderAndRoundTrips() throws {
    let built = ControllerNode.split(
      "Split", style: .doubleColumn, primary: .controller("Sidebar"),
      secondary: .controller("Detail"))
    let json = Self.scenario("iPad Pro 11-inch (M4)", ios: "17.0", root: Self.double)
    let decoded = try Scenario.decode(Array(json.utf8), fileName: "s.json")
    #expect(decoded.root.kind == built.kind)
    let scenario = Build.scenario("iPad Pro 11-inch (M4)", ios: "17.0", root: built)
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again.root.kind == built.kind)
  }
}
