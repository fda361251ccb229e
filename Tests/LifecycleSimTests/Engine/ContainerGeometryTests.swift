import LifecycleSim
import Testing

/// Bars, root-view frames and bar overlap, through whole scenarios (docs/behaviour.md#containers).
@Suite struct ContainerGeometryTests {
  private func navigation(
    _ device: String = "iPhone 8", ios: String = "12.0", _ orientation: Orientation = .portrait,
    child: ControllerNode = Build.plain("A"), bar: NavigationBarSpec = NavigationBarSpec(),
    toolbar: BarSpec = BarSpec(hidden: true)
  ) throws -> Trace {
    try Build.run(
      Build.scenario(
        device, ios: ios, orientation,
        root: Build.navigation("Nav", [child], bar: bar, toolbar: toolbar)))
  }

  /// `edgesForExtendedLayout` without `.top` under a translucent bar: the view starts at the
  /// bar's bottom and is 64 pt shorter; its top inset is 0 (GT-137, seed003).
  @Test func edgesWithoutTopStartBelowTheBar() throws {
    var child = Build.plain("A")
    child.edgesForExtendedLayout = [.left, .bottom, .right]
    let trace = try navigation(child: child)
    #expect(trace.final("A").frame == Rect(x: 0, y: 64, width: 375, height: 603))
    #expect(trace.final("A").safeAreaInsets == .zero)
    #expect(trace.final("A").topLayoutGuide == 0)
  }

  /// An opaque bar puts the view below it whatever `edgesForExtendedLayout` says (GT-142),
  /// unless `extendedLayoutIncludesOpaqueBars` (GT-139).
  @Test(arguments: [
    (false, Rect(x: 0, y: 64, width: 375, height: 603), 0.0),
    (true, Rect(x: 0, y: 0, width: 375, height: 667), 64.0),
  ])
  func opaqueBars(includesOpaqueBars: Bool, frame: Rect, top: Double) throws {
    var child = Build.plain("A")
    child.extendedLayoutIncludesOpaqueBars = includesOpaqueBars
    let trace = try navigation(child: child, bar: NavigationBarSpec(translucent: false))
    #expect(trace.final("A").frame == frame)
    #expect(trace.final("A").safeAreaInsets?.top == top)
  }

  /// A visible toolbar sits above the home indicator and its overlap is the child's bottom
  /// inset: 44 + 34 = 78 on iPhone X (docs/behaviour.md#toolbar).
  @Test func toolbarOnIPhoneX() throws {
    let trace = try navigation("iPhone X", ios: "11.0", toolbar: BarSpec(hidden: false))
    #expect(trace.final("Nav.toolbar").frame == Rect(x: 0, y: 734, width: 375, height: 44))
    #expect(trace.final("A").safeAreaInsets == EdgeInsets(top: 88, bottom: 78))
  }

  /// In a tab bar controller the toolbar sits on top of the tab bar (docs/behaviour.md#toolbar).
  @Test func toolbarAboveATabBar() throws {
    let navigation = Build.navigation("Nav", [Build.plain("A")], toolbar: BarSpec(hidden: false))
    let trace = try Build.run(
      Build.scenario("iPhone 8", ios: "12.0", root: Build.tabs("Tabs", [navigation])))
    #expect(trace.final("Nav.toolbar").frame == Rect(x: 0, y: 574, width: 375, height: 44))
    #expect(trace.final("A").safeAreaInsets == EdgeInsets(top: 64, bottom: 93))
  }

  /// `hidesBottomBarWhenPushed` hides the tab bar while that controller is on top; the pushed
  /// controller's bottom is the home indicator only (docs/behaviour.md#tab-bar, L).
  @Test func hidesBottomBarWhenPushed() throws {
    var pushed = Build.plain("Detail")
    pushed.hidesBottomBarWhenPushed = true
    let trace = try Build.run(
      Build.scenario(
        "iPhone X", ios: "11.0",
        root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("List"), pushed])])))
    #expect(trace.final("Tabs.tabBar").hidden == true)
    #expect(trace.final("Detail").safeAreaInsets == EdgeInsets(top: 88, bottom: 34))
  }

  /// Large titles add 52 (GT-113, GT-115); `never` keeps the inline bar; compact height never
  /// shows them (OU-121).
  @Test(arguments: [
    (LargeTitleDisplayMode.automatic, Orientation.portrait, 140.0),
    (.always, .portrait, 140), (.never, .portrait, 88), (.always, .landscapeLeft, 32),
  ])
  func largeTitles(mode: LargeTitleDisplayMode, orientation: Orientation, top: Double) throws {
    var child = Build.plain("A")
    child.largeTitleDisplayMode = mode
    let trace = try navigation(
      "iPhone X", ios: "11.0", orientation, child: child,
      bar: NavigationBarSpec(prefersLargeTitles: true))
    #expect(trace.final("A").safeAreaInsets?.top == top)
  }

  /// iOS 10 has no large titles.
  @Test func noLargeTitlesOnIOS10() throws {
    let trace = try navigation(
      "iPhone 7", ios: "10.3", bar: NavigationBarSpec(prefersLargeTitles: true))
    #expect(trace.final("Nav.navigationBar").frame?.height == 44)
    #expect(trace.final("A").topLayoutGuide == 64)
  }

  /// iPad bars: 44 on 11, 50 from 12 (GT-112); the status bar stays in landscape
  /// (docs/behaviour.md#window-insets).
  @Test(arguments: [
    ("11.0", Orientation.portrait, 64.0), ("12.0", .portrait, 70), ("12.0", .landscapeLeft, 70),
  ])
  func iPadNavigationBar(ios: String, orientation: Orientation, top: Double) throws {
    let trace = try navigation("iPad (6th generation)", ios: ios, orientation)
    #expect(trace.final("A").safeAreaInsets?.top == top)
  }

  /// Hiding the status bar on a non-notched phone moves the bar to y = 0: the child's top
  /// drops from 64 to 44 (docs/behaviour.md#status-bar-events; GT-071, GT-072).
  @Test func hiddenStatusBarOnANonNotchedPhone() throws {
    var child = Build.plain("A")
    child.prefersStatusBarHidden = true
    let trace = try navigation(child: child)
    #expect(trace.final("statusBar").hidden == true)
    #expect(trace.final("window").safeAreaInsets == .zero)
    #expect(trace.final("Nav.navigationBar").frame == Rect(x: 0, y: 0, width: 375, height: 44))
    #expect(trace.final("A").safeAreaInsets?.top == 44)
  }

  /// iOS 11, notched, status bar hidden: the bar is drawn under the notch at y = 0 while the
  /// insets stay as computed (seed000; quirk `navBarUnderNotchWhenStatusBarHidden`).
  @Test(arguments: [("11.0", 0.0), ("12.0", 44.0)])
  func navigationBarUnderTheNotch(ios: String, barY: Double) throws {
    var child = Build.plain("A")
    child.prefersStatusBarHidden = true
    let trace = try navigation("iPhone X", ios: ios, child: child)
    #expect(trace.final("Nav.navigationBar").frame?.y == barY)
    #expect(trace.final("A").safeAreaInsets?.top == 88)
  }

  /// A phone at least 414 pt wide keeps regular bars in landscape: nav 44, tab 49 + b
  /// (GT-116, GT-119, GT-122: 70 on XR; docs/behaviour.md#c14).
  @Test(arguments: [("iPhone 8 Plus", 49.0, 44.0), ("iPhone XR", 70, 44), ("iPhone 8", 32, 32)])
  func landscapeBars(device: String, tabBar: Double, navigationBar: Double) throws {
    let trace = try Build.run(
      Build.scenario(
        device, ios: "13.0", .landscapeLeft,
        root: Build.tabs("Tabs", [Build.navigation("Nav", [Build.plain("A")])])))
    #expect(trace.final("Tabs.tabBar").frame?.height == tabBar)
    #expect(trace.final("Nav.navigationBar").frame?.height == navigationBar)
  }

  /// A plain window root fills the window whatever its extended-layout flags
  /// (docs/behaviour.md#root-view-frames).
  @Test func aWindowRootFillsTheWindow() throws {
    var root = Build.plain("A")
    root.edgesForExtendedLayout = .none
    let trace = try Build.run(Build.scenario("iPhone X", ios: "11.0", root: root))
    #expect(trace.final("A").frame == Rect(x: 0, y: 0, width: 375, height: 812))
    #expect(trace.final("A").safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
  }

  /// Root margins: the system minimum (16 at 375 wide) plus the safe area
  /// (docs/behaviour.md#margins example: iPhone X `{44,16,34,16}`, iPhone 8 `{20,16,0,16}`).
  @Test(arguments: [
    ("iPhone X", EdgeInsets(top: 44, left: 16, bottom: 34, right: 16)),
    ("iPhone 8", EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)),
    ("iPhone 11", EdgeInsets(top: 48, left: 20, bottom: 34, right: 20)),
  ])
  func rootMargins(device: String, margins: EdgeInsets) throws {
    let trace = try Build.run(Build.scenario(device, ios: "14.0", root: Build.plain("A")))
    #expect(trace.final("A").layoutMargins == margins)
  }

  /// Right-to-left: directional margins map leading to the right (docs/behaviour.md#margins,
  /// docs/behaviour.md#c22).
  @Test func directionalMarginsFollowTheLayoutDirection() throws {
    var scenario = Build.scenario(
      "iPhone 8", ios: "12.0",
      root: Build.plain(
        "A",
        subviews: [
          ViewNode(
            name: "v", placement: .frame(Rect(x: 100, y: 100, width: 100, height: 100)),
            directionalLayoutMargins: DirectionalEdgeInsets(
              top: 1, leading: 2, bottom: 3, trailing: 4))
        ]))
    scenario.layoutDirection = .rightToLeft
    let trace = try Build.run(scenario)
    #expect(trace.final("v").layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }
}

/// docs/behaviour.md#c21: the root system minimum by window width (default) or by size class
/// (switch).
@Suite struct RootMarginVariantTests {
  @Test(arguments: [(false, 20.0), (true, 16.0)])
  func a414PointPhoneInPortrait(bySizeClass: Bool, side: Double) throws {
    let trace = try Build.run(
      Build.scenario(
        "iPhone 8 Plus", ios: "12.0", quirks: [QuirkOverride(.rootMarginsBySizeClass, bySizeClass)],
        root: Build.plain("A")))
    #expect(
      trace.final("A").layoutMargins == EdgeInsets(top: 20, left: side, bottom: 0, right: side))
  }
}
