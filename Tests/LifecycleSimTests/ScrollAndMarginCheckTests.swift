import LifecycleSim
import Testing

/// docs/behaviour.md#reference-checks (R18), R19, R21 and the seeds' scroll-view and margin values,
/// as scenarios.
@Suite struct ScrollAndMarginCheckTests {
  private func table(
    contentInset: EdgeInsets = .zero, behavior: ContentInsetAdjustmentBehavior? = nil,
    height: Double = 2000
  ) -> ViewNode {
    ViewNode(
      .tableView(
        ScrollViewProperties(
          contentInset: contentInset, contentSize: Size(width: 375, height: height),
          contentInsetAdjustmentBehavior: behavior)), name: "table", placement: .layout(.fill))
  }

  /// R18: non-notched, 11, nav + plain table: adjusted `{64,0,0,0}`, offset −64 (GT-173).
  @Test func r18NavigationTable() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 8", ios: "11.0",
        root: Build.navigation("Nav", [Build.plain("A", subviews: [table()])])))
    #expect(trace.final("table").contentInset == .zero)
    #expect(trace.final("table").adjustedContentInset == EdgeInsets(top: 64))
    #expect(trace.final("table").contentOffset == Point(x: 0, y: -64))
  }

  /// R19: seed002's table with `contentInset {64,0,60,0}` under the status bar reads safe
  /// `{20,0,0,0}` and adjusted `{84,0,60,0}` (seed002, seed003).
  @Test func r19Seed002ManualInsetPlusStatusBar() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 8", ios: "11.0",
        root: Build.navigation(
          "Nav",
          [Build.plain("A", subviews: [table(contentInset: EdgeInsets(top: 64, bottom: 60))])],
          bar: NavigationBarSpec(hidden: true))))
    #expect(trace.final("table").safeAreaInsets == EdgeInsets(top: 20))
    #expect(trace.final("table").adjustedContentInset == EdgeInsets(top: 84, bottom: 60))
  }

  /// seed002's fixes: `contentInset` 0 and behaviour `never` remove the double shift.
  @Test(arguments: [
    (EdgeInsets.zero, ContentInsetAdjustmentBehavior?.none, EdgeInsets(top: 20)),
    (EdgeInsets(top: 64, bottom: 60), .never, EdgeInsets(top: 64, bottom: 60)),
  ])
  func seed002Fixes(
    contentInset: EdgeInsets, behavior: ContentInsetAdjustmentBehavior?, adjusted: EdgeInsets
  ) throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 8", ios: "11.0",
        root: Build.navigation(
          "Nav",
          [Build.plain("A", subviews: [table(contentInset: contentInset, behavior: behavior)])],
          bar: NavigationBarSpec(hidden: true))))
    #expect(trace.final("table").adjustedContentInset == adjusted)
  }

  /// seed002: a table inside a parent placed below the navigation bar has safe area 0, so
  /// nothing shifts.
  @Test func aTableBelowTheBarHasNoSafeArea() throws {
    var child = Build.plain(
      "A",
      subviews: [
        ViewNode(name: "container", placement: .layout(.safeArea), subviews: [table()])
      ])
    child.view.subviews[0].subviews[0].placement = .layout(.fill)
    let trace = try Build.run(
      Build.scenario("iPhone 8", ios: "11.0", root: Build.navigation("Nav", [child])))
    #expect(trace.final("table").safeAreaInsets == .zero)
    #expect(trace.final("table").adjustedContentInset == .zero)
  }

  /// seed001's eight rows: the default follows Apple, row 5 differs under the seed001 switch
  /// (docs/behaviour.md#automatic, docs/behaviour.md#c1).
  @Test(arguments: [
    (true, true, true, true, true), (true, true, false, true, true),
    (true, false, true, true, true),
    (true, false, false, false, false), (false, true, true, true, false),
    (false, false, false, false, false), (false, true, false, false, false),
    (false, false, true, true, true),
  ])
  func seed001EightRows(aasvi: Bool, first: Bool, scrollable: Bool, apple: Bool, seed001: Bool)
    throws
  {
    for (quirk, expected) in [(false, apple), (true, seed001)] {
      let target = ViewNode(
        .scrollView(
          ScrollViewProperties(contentSize: Size(width: 375, height: scrollable ? 2000 : 10))),
        name: "target", placement: .layout(.fill))
      let other = ViewNode(
        .scrollView(ScrollViewProperties(contentSize: Size(width: 375, height: 10))), name: "other",
        placement: .frame(Rect(x: 0, y: 0, width: 10, height: 10)))
      var child = Build.plain("A", subviews: first ? [target, other] : [other, target])
      child.automaticallyAdjustsScrollViewInsets = aasvi
      let trace = try Build.run(
        Build.scenario(
          "iPhone 8", ios: "11.0",
          quirks: [QuirkOverride(.seed001AASVIFalseSuppressesFirstScrollView, quirk)],
          root: Build.navigation("Nav", [child])))
      let adjusted = try #require(trace.final("target").adjustedContentInset)
      #expect((adjusted.top == 64) == expected, "quirk \(quirk)")
    }
  }

  /// R21: a child covering a parent with insets gets 8 + inset per edge; with
  /// `insetsLayoutMarginsFromSafeArea` off, 8 (GT-200).
  @Test(arguments: [
    (true, EdgeInsets(top: 52, left: 18, bottom: 42, right: 20)), (false, EdgeInsets.all(8)),
  ])
  func r21MarginsIncludeTheSafeArea(fromSafeArea: Bool, margins: EdgeInsets) throws {
    var parent = ControllerNode(
      name: "Parent", additionalSafeAreaInsets: EdgeInsets(top: 24, left: 10, bottom: 34, right: 12)
    )
    var covering = Build.view("child", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    covering.insetsLayoutMarginsFromSafeArea = fromSafeArea
    parent.view.subviews = [covering]
    let pins = LayoutPins(top: LayoutPin(.edge), left: LayoutPin(.edge), width: 320, height: 480)
    let root = ControllerNode(name: "Root", children: [ChildEmbedding(parent, layout: .pins(pins))])
    let trace = try Build.run(Build.scenario("iPhone SE (1st generation)", ios: "12.0", root: root))
    #expect(trace.final("child").layoutMargins == margins)
  }

  /// A web view's scroll view always adjusts (seed001), unless the quirk is off.
  @Test(arguments: [(true, EdgeInsets(top: 44, bottom: 34)), (false, EdgeInsets.zero)])
  func webViewsAlwaysAdjust(quirk: Bool, adjusted: EdgeInsets) throws {
    let web = ViewNode(.webView(ScrollViewProperties()), name: "web", placement: .layout(.fill))
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0", quirks: [QuirkOverride(.webViewAlwaysAdjusts, quirk)],
        root: Build.plain("A", subviews: [web])))
    #expect(trace.final("web").adjustedContentInset == adjusted)
  }

  /// `insetsContentViewsToSafeArea`: cell, header and footer content views are inset by the
  /// table's side insets in landscape on a notched phone (seed000, GT-191).
  @Test(arguments: [(true, EdgeInsets(left: 44, right: 44)), (false, EdgeInsets.zero)])
  func contentViewsInsetToTheSafeArea(insets: Bool, expected: EdgeInsets) throws {
    let table = ViewNode(
      .tableView(
        ScrollViewProperties(contentSize: Size(width: 812, height: 2000)),
        insetsContentViewsToSafeArea: insets),
      name: "table", placement: .layout(.fill))
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0", .landscapeLeft, root: Build.plain("A", subviews: [table])))
    #expect(trace.final("table").contentViewInsets == expected)
  }

  /// `sectionInsetReference` (seed000): from the content inset, from the safe area not yet in
  /// the adjusted inset, or from the layout margins.
  @Test(arguments: [
    (SectionInsetReference.fromContentInset, EdgeInsets.all(10)),
    (.fromSafeArea, EdgeInsets(top: 10, left: 54, bottom: 10, right: 54)),
    (.fromLayoutMargins, EdgeInsets(top: 50, left: 62, bottom: 39, right: 62)),
  ])
  func sectionInsetReference(reference: SectionInsetReference, expected: EdgeInsets) throws {
    let grid = ViewNode(
      .collectionView(
        ScrollViewProperties(contentSize: Size(width: 812, height: 2000)), sectionInset: .all(10),
        sectionInsetReference: reference), name: "grid", placement: .layout(.fill))
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0", .landscapeLeft,
        root: Build.navigation("Nav", [Build.plain("A", subviews: [grid])])))
    #expect(trace.final("grid").effectiveSectionInset == expected)
  }

  /// Grouped tables get the header-gap note on 11+ (seed002, seed003).
  @Test func groupedTablesGetTheHeaderGapNote() throws {
    let grouped = ViewNode(.tableView(ScrollViewProperties(), style: .grouped), name: "settings")
    let trace = try Build.run(
      Build.scenario("iPhone 8", ios: "11.0", root: Build.plain("A", subviews: [grouped])))
    #expect(trace.header.warnings.contains { $0.hasPrefix(#"table "settings" is grouped"#) })
  }
}
