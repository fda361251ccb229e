import LifecycleSim
import Testing

/// iOS 10's `automaticallyAdjustsScrollViewInsets` (docs/behaviour.md#ios-10-scroll-view-insets)
/// and the iOS 11 double inset it leaves behind (seed002, seed003).
@Suite struct LegacyScrollInsetTests {
  private func table(_ name: String = "table", layout: Layout = .fill, inset: EdgeInsets = .zero)
    -> ViewNode
  {
    ViewNode(
      .tableView(
        ScrollViewProperties(contentInset: inset, contentSize: Size(width: 375, height: 2000))),
      name: name, placement: .layout(layout))
  }

  /// GT-175, GT-176, GT-178: nav `{64,0,0,0}`, nav + tab `{64,0,49,0}`, nav hidden
  /// `{20,0,0,0}`, nav hidden + tab `{20,0,49,0}`; the offset rests at −top.
  @Test(arguments: [
    (false, false, EdgeInsets(top: 64)), (false, true, EdgeInsets(top: 64, bottom: 49)),
    (true, false, EdgeInsets(top: 20)), (true, true, EdgeInsets(top: 20, bottom: 49)),
  ])
  func adjustmentByContainer(barHidden: Bool, inTabBar: Bool, expected: EdgeInsets) throws {
    let navigation = Build.navigation(
      "Nav", [Build.plain("A", subviews: [table()])], bar: NavigationBarSpec(hidden: barHidden))
    let trace = try Build.run(
      Build.scenario(
        "iPhone 7", ios: "10.3", root: inTabBar ? Build.tabs("Tabs", [navigation]) : navigation))
    #expect(trace.final("table").contentInset == expected)
    #expect(trace.final("table").contentOffset == Point(x: 0, y: -expected.top))
  }

  /// Only the first scroll view added is adjusted; a second sibling is not (GT-179, GT-182), nor
  /// an indirect subview (seed001).
  @Test func onlyTheFirstDirectScrollViewIsAdjusted() throws {
    let indirect = ViewNode(name: "wrapper", placement: .layout(.fill), subviews: [table("inner")])
    let trace = try Build.run(
      Build.scenario(
        "iPhone 7", ios: "10.3",
        root: Build.navigation(
          "Nav", [Build.plain("A", subviews: [table("first"), table("second")])])))
    #expect(trace.final("first").contentInset == EdgeInsets(top: 64))
    #expect(trace.final("second").contentInset == .zero)
    let nested = try Build.run(
      Build.scenario(
        "iPhone 7", ios: "10.3",
        root: Build.navigation("Nav", [Build.plain("A", subviews: [indirect])])))
    #expect(nested.final("inner").contentInset == .zero)
  }

  /// An opaque bar puts the view below it: the guide and the adjustment are 0 (GT-184).
  @Test func anOpaqueBarGivesNoAdjustment() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 7", ios: "10.3",
        root: Build.navigation(
          "Nav", [Build.plain("A", subviews: [table()])], bar: NavigationBarSpec(translucent: false)
        )))
    #expect(trace.final("table").contentInset == .zero)
    #expect(!trace.records.contains { $0.callback == .contentInsetDidChange })
  }

  /// The flag off: nothing is adjusted.
  @Test func theFlagOffAdjustsNothing() throws {
    var child = Build.plain("A", subviews: [table()])
    child.automaticallyAdjustsScrollViewInsets = false
    let trace = try Build.run(
      Build.scenario("iPhone 7", ios: "10.3", root: Build.navigation("Nav", [child])))
    #expect(trace.final("table").contentInset == .zero)
  }

  /// seed003: a first scroll view also pinned to the top layout guide shows a 64-pt blank, both
  /// mechanisms applying: its frame starts at 64 and its content inset adds 64.
  @Test func pinnedToTheGuideAndAdjustedGivesADoubleInset() throws {
    let pins = LayoutPins(
      top: LayoutPin(.safeArea), left: LayoutPin(.edge), bottom: LayoutPin(.edge),
      right: LayoutPin(.edge))
    let trace = try Build.run(
      Build.scenario(
        "iPhone 7", ios: "10.3",
        root: Build.navigation("Nav", [Build.plain("A", subviews: [table(layout: .pins(pins))])])))
    #expect(trace.final("table").frame?.y == 64)
    #expect(trace.final("table").contentInset?.top == 64)
  }

  /// seed003 / seed002 on iOS 11: a `contentInset` of 64 kept from iOS 10 plus `automatic`
  /// shifts the content a further 64 (under a navigation bar) or 20 (under the status bar).
  @Test(arguments: [(false, 128.0), (true, 84.0)])
  func aKeptManualInsetShiftsAgainOnIOS11(barHidden: Bool, top: Double) throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 8", ios: "11.0",
        root: Build.navigation(
          "Nav", [Build.plain("A", subviews: [table(inset: EdgeInsets(top: 64))])],
          bar: NavigationBarSpec(hidden: barHidden))))
    #expect(trace.final("table").contentInset == EdgeInsets(top: 64))
    #expect(trace.final("table").adjustedContentInset?.top == top)
  }

  /// iOS 11 and later never mutate `contentInset` (seed000: it stays 0 while adjusted is
  /// `{88,0,83,0}`).
  @Test func iOS11NeverMutatesContentInset() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0",
        root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("A", subviews: [table()])])])
      ))
    #expect(trace.final("table").contentInset == .zero)
    #expect(!trace.records.contains { $0.callback == .contentInsetDidChange })
  }
}
