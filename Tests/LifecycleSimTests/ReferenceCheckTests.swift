import LifecycleSim
import Testing

/// docs/behaviour.md#reference-checks: the first-display reference checks (R1, R2, R4–R17, R20,
/// R23), each written as a scenario and passed by the general rules.
@Suite struct ReferenceCheckTests {
  /// R1: iPhone X, 11, tab → nav → vc: `{88,0,83,0}`; a table with contentInset 0 reads adjusted
  /// `{88,0,83,0}`; with 10 on every edge `{98,10,93,10}` (seed000, seed003, GT-107).
  @Test(arguments: [
    (EdgeInsets.zero, EdgeInsets(top: 88, bottom: 83)),
    (EdgeInsets.all(10), EdgeInsets(top: 98, left: 10, bottom: 93, right: 10)),
  ])
  func r1TabNavigationControllerOnIPhoneX(contentInset: EdgeInsets, adjusted: EdgeInsets) throws {
    let table = ViewNode(
      .tableView(
        ScrollViewProperties(
          contentInset: contentInset, contentSize: Size(width: 375, height: 2000))),
      name: "table", placement: .layout(.fill))
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0",
        root: Build.tabs(
          "Tabs", [Build.navigation("Nav", [Build.plain("List", subviews: [table])])])))
    #expect(trace.final("List").safeAreaInsets == EdgeInsets(top: 88, bottom: 83))
    #expect(trace.final("table").contentInset == contentInset)
    #expect(trace.final("table").adjustedContentInset == adjusted)
  }

  /// R2: the same in landscape: `{32,44,53,44}` (seed003).
  @Test func r2TabNavigationControllerOnIPhoneXInLandscape() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0", .landscapeLeft,
        root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("List")])])))
    #expect(
      trace.final("List").safeAreaInsets == EdgeInsets(top: 32, left: 44, bottom: 53, right: 44))
  }

  /// R4: iPhone X, navigation only: `{88,0,34,0}` / `{32,44,21,44}` (GT-110).
  @Test(arguments: [
    (Orientation.portrait, EdgeInsets(top: 88, bottom: 34)),
    (.landscapeRight, EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
  ])
  func r4NavigationOnlyOnIPhoneX(orientation: Orientation, expected: EdgeInsets) throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0", orientation, root: Build.navigation("Nav", [Build.plain("A")])))
    #expect(trace.final("A").safeAreaInsets == expected)
  }

  /// R5: iPhone 8, 11, navigation: top 64 portrait, 32 landscape (GT-103, GT-104).
  @Test(arguments: [(Orientation.portrait, 64.0), (.landscapeLeft, 32.0)])
  func r5NavigationOnIPhone8(orientation: Orientation, top: Double) throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 8", ios: "11.0", orientation, root: Build.navigation("Nav", [Build.plain("A")])))
    #expect(trace.final("A").safeAreaInsets?.top == top)
  }

  /// R6: a plain controller on iPhone X with additional top 40 reads top 84 (GT-109).
  @Test func r6AdditionalTopOnIPhoneX() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0", root: Build.plain("A", additional: EdgeInsets(top: 40))))
    #expect(trace.final("A").safeAreaInsets == EdgeInsets(top: 84, bottom: 34))
  }

  /// R7: an X-class tab child with additional (20,30,0,10): root (64,30,83,10); a subview inside
  /// the safe area 0; one past the right screen edge (0,0,0,10) (GT-148).
  @Test func r7AdditionalInsetsInATabBarController() throws {
    let child = Build.plain(
      "A",
      subviews: [
        Build.view("inner", frame: Rect(x: 100, y: 200, width: 100, height: 100)),
        Build.view("overflow", frame: Rect(x: 300, y: 200, width: 200, height: 100)),
      ], additional: EdgeInsets(top: 20, left: 30, bottom: 0, right: 10))
    let trace = try Build.run(
      Build.scenario("iPhone XS", ios: "12.0", root: Build.tabs("Tabs", [child])))
    #expect(trace.final("A").safeAreaInsets == EdgeInsets(top: 64, left: 30, bottom: 83, right: 10))
    #expect(trace.final("inner").safeAreaInsets == .zero)
    #expect(trace.final("overflow").safeAreaInsets == EdgeInsets(right: 10))
  }

  /// R8: seed003's additional top −11 turns the subviews' `{44,0,0,0}` into `{33,0,0,0}`.
  @Test(arguments: [(0.0, 44.0), (-11.0, 33.0)])
  func r8NegativeAdditionalInsets(additionalTop: Double, subviewTop: Double) throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0",
        root: Build.plain(
          "A",
          subviews: [
            Build.view("red", frame: Rect(x: 0, y: 0, width: 187.5, height: 100)),
            Build.view("blue", frame: Rect(x: 187.5, y: 0, width: 187.5, height: 100)),
          ], additional: EdgeInsets(top: additionalTop))))
    #expect(trace.final("red").safeAreaInsets == EdgeInsets(top: subviewTop))
    #expect(trace.final("blue").safeAreaInsets == EdgeInsets(top: subviewTop))
  }

  /// R9: a root under a 59-pt top with additional (10,0,6,0) reads (69,0,40,0) (OU-013).
  @Test func r9AdditionalAddsToTheInherited() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 14 Pro", ios: "16.0",
        root: Build.plain("A", additional: EdgeInsets(top: 10, bottom: 6))))
    #expect(trace.final("A").safeAreaInsets == EdgeInsets(top: 69, bottom: 40))
  }

  /// R10: the propagation sweep in a 320×480 parent with insets (44,10,34,12) (OU-001, OU-002,
  /// OU-004, OU-005, OU-007, OU-008) and its safe-area guide (10,44,298,402) (OU-010, OU-011).
  ///
  /// The parent is a child controller's root view: 320×480 at the top of an iPhone SE (1st
  /// generation) on 12, inheriting the 20-pt status bar, plus additional (24,10,34,12).
  @Test func r10PropagationSweep() throws {
    let probes: [(String, Rect, EdgeInsets)] = [
      (
        "OU-001", Rect(x: 0, y: 0, width: 320, height: 480),
        EdgeInsets(top: 44, left: 10, bottom: 34, right: 12)
      ),
      ("OU-002", Rect(x: 30, y: 20, width: 100, height: 500), EdgeInsets(top: 24, bottom: 34)),
      ("OU-004", Rect(x: 0, y: 100, width: 320, height: 200), EdgeInsets(left: 10, right: 12)),
      (
        "OU-005", Rect(x: 0, y: 460, width: 320, height: 100),
        EdgeInsets(left: 10, bottom: 34, right: 12)
      ),
      (
        "OU-007", Rect(x: -50, y: -50, width: 500, height: 700),
        EdgeInsets(top: 44, left: 10, bottom: 34, right: 12)
      ),
      ("OU-008", Rect(x: 5, y: 10, width: 60, height: 20), EdgeInsets(top: 34, left: 5)),
    ]
    var subviews = probes.map { Build.view($0.0, frame: $0.1) }
    subviews.append(Build.view("guide", layout: .safeArea))
    let parent = ControllerNode(
      name: "Parent",
      additionalSafeAreaInsets: EdgeInsets(top: 24, left: 10, bottom: 34, right: 12),
      view: ViewNode(subviews: subviews))
    let pins = LayoutPins(top: LayoutPin(.edge), left: LayoutPin(.edge), width: 320, height: 480)
    let root = ControllerNode(name: "Root", children: [ChildEmbedding(parent, layout: .pins(pins))])
    let trace = try Build.run(Build.scenario("iPhone SE (1st generation)", ios: "12.0", root: root))
    #expect(
      trace.final("Parent").safeAreaInsets == EdgeInsets(top: 44, left: 10, bottom: 34, right: 12))
    for (name, _, expected) in probes {
      #expect(trace.final(name).safeAreaInsets == expected, "\(name)")
    }
    #expect(trace.final("guide").frame == Rect(x: 10, y: 44, width: 298, height: 402))
  }

  /// R11: a Dynamic Island iPhone 14 Pro on 16, navigation: child top 97.667 (GT-121).
  @Test func r11DynamicIslandNavigationOverlap() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 14 Pro", ios: "16.0", root: Build.navigation("Nav", [Build.plain("A")])))
    #expect(trace.final("A").safeAreaInsets?.description == "{97.667,0,34,0}")
    #expect(trace.final("Nav.navigationBar").frame?.description == "(0,53.667,393,44)")
  }

  /// R12: iPhone 16, 26, tab → nav → scroll view 393×3000: nav bar (0,59,393,54), tab bar
  /// (0,769,393,83), adjusted {113,0,83,0}, offset −113 (OU-037).
  @Test func r12IOS26TabNavigationScrollView() throws {
    let scroll = ViewNode(
      .scrollView(ScrollViewProperties(contentSize: Size(width: 393, height: 3000))),
      name: "scroll",
      placement: .layout(.fill))
    let trace = try Build.run(
      Build.scenario(
        "iPhone 16", ios: "26.0",
        root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("A", subviews: [scroll])])]))
    )
    #expect(trace.final("Nav.navigationBar").frame == Rect(x: 0, y: 59, width: 393, height: 54))
    #expect(trace.final("Tabs.tabBar").frame == Rect(x: 0, y: 769, width: 393, height: 83))
    #expect(trace.final("scroll").adjustedContentInset == EdgeInsets(top: 113, bottom: 83))
    #expect(trace.final("scroll").contentOffset == Point(x: 0, y: -113))
  }

  /// R13: iPhone 16, 26, navigation inline / large: child top 113 / 165 (OU-016).
  @Test(arguments: [(false, 113.0), (true, 165.0)])
  func r13IOS26NavigationBarHeights(largeTitles: Bool, top: Double) throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 16", ios: "26.0",
        root: Build.navigation(
          "Nav", [Build.plain("A")], bar: NavigationBarSpec(prefersLargeTitles: largeTitles))))
    #expect(trace.final("A").safeAreaInsets?.top == top)
  }

  /// R14: iPhone SE, 26: status bar shown + large titles 126; status bar hidden + inline 64
  /// (OU-017, OU-020).
  @Test(arguments: [(false, true, 126.0), (true, false, 64.0)])
  func r14IOS26NavigationOnIPhoneSE(statusBarHidden: Bool, largeTitles: Bool, top: Double) throws {
    var child = Build.plain("A")
    child.prefersStatusBarHidden = statusBarHidden
    let trace = try Build.run(
      Build.scenario(
        "iPhone SE (3rd generation)", ios: "26.0",
        root: Build.navigation(
          "Nav", [child], bar: NavigationBarSpec(prefersLargeTitles: largeTitles))))
    #expect(trace.final("A").safeAreaInsets?.top == top)
  }

  /// R15: iPhone 16, 26, opaque navigation bar: content (0,113,393,739), child {0,0,34,0}
  /// (OU-019).
  @Test func r15IOS26OpaqueNavigationBar() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 16", ios: "26.0",
        root: Build.navigation(
          "Nav", [Build.plain("A")], bar: NavigationBarSpec(translucent: false))))
    #expect(trace.final("A").frame == Rect(x: 0, y: 113, width: 393, height: 739))
    #expect(trace.final("A").safeAreaInsets == EdgeInsets(bottom: 34))
  }

  /// R16: iPad (A16), 26, tab with a plain child: floating bar (0,32,820,44), child top 96,
  /// bottom 25 (OU-022).
  @Test func r16IPadFloatingTabBar() throws {
    let trace = try Build.run(
      Build.scenario("iPad (A16)", ios: "26.0", root: Build.tabs("Tabs", [Build.plain("A")])))
    #expect(trace.final("Tabs.tabBar").frame == Rect(x: 0, y: 32, width: 820, height: 44))
    #expect(trace.final("A").safeAreaInsets == EdgeInsets(top: 96, bottom: 25))
  }

  /// R17: iPhone SE in landscape, 26, tab: bar (0,311,667,64), child bottom 64 (OU-023).
  @Test func r17IOS26CompactHeightTabBar() throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone SE (3rd generation)", ios: "26.0", .landscapeLeft,
        root: Build.tabs("Tabs", [Build.plain("A")])))
    #expect(trace.final("Tabs.tabBar").frame == Rect(x: 0, y: 311, width: 667, height: 64))
    #expect(trace.final("A").safeAreaInsets?.bottom == 64)
  }

  /// R20: seed002, iPhone 8 on 11: a full-screen table under a hidden system navigation bar /
  /// a visible one / nav + tab reads (20,0,0,0) / (64,0,0,0) / (64,0,49,0).
  @Test(arguments: [
    (true, false, EdgeInsets(top: 20)), (false, false, EdgeInsets(top: 64)),
    (false, true, EdgeInsets(top: 64, bottom: 49)),
  ])
  func r20Seed002TableShift(navigationBarHidden: Bool, inTabBar: Bool, expected: EdgeInsets) throws
  {
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 375, height: 1000))), name: "table",
      placement: .layout(.fill))
    let navigation = Build.navigation(
      "Nav", [Build.plain("A", subviews: [table])],
      bar: NavigationBarSpec(hidden: navigationBarHidden))
    let root = inTabBar ? Build.tabs("Tabs", [navigation]) : navigation
    let trace = try Build.run(Build.scenario("iPhone 8", ios: "11.0", root: root))
    #expect(trace.final("table").safeAreaInsets == expected)
  }

  /// R23: first display of a plain controller: load → willAppear → safe area → 2 layout
  /// brackets → didAppear (GT-215, seed003).
  @Test func r23FirstDisplayOrder() throws {
    let trace = try Build.run(Build.scenario("iPhone X", ios: "11.0", root: Build.plain("A")))
    let controllerCallbacks = trace.records.filter { $0.object == "A" }.map(\.callback)
    #expect(
      controllerCallbacks == [
        .loadView, .viewDidLoad, .viewWillAppear, .viewLayoutMarginsDidChange,
        .viewSafeAreaInsetsDidChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear,
      ])
  }
}
