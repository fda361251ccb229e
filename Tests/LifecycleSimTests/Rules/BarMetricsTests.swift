import Testing

@testable import LifecycleSim

/// Bar heights and positions of docs/behaviour.md#navigation-bar, #tab-bar.
@Suite struct BarMetricsTests {
  /// A catalog device's bar environment, as the engine builds it, with a profile's behaviour.
  struct Setting {
    var bars: BarEnvironment
    var behaviour: Behaviour
  }

  /// The setting of a catalog device on a profile, with the profile's default quirks.
  static func environment(_ name: String, profile: Int, landscape: Bool = false) throws
    -> Setting
  {
    let device = try #require(DeviceCatalog.device(named: name))
    return Setting(
      bars: BarEnvironment(
        family: device.family, cutout: device.cutout, landscape: landscape,
        regularWidthInLandscape: device.isRegularWidthInLandscape, scale: device.scale),
      behaviour: BehaviourRegistry.standard.behaviour(for: IOSVersion(profile)))
  }

  /// The window's bottom inset of a catalog device: the home indicator, if any.
  static func bottomInset(_ name: String, profile: Int, landscape: Bool = false) throws
    -> Double
  {
    let device = try #require(DeviceCatalog.device(named: name))
    return device.windowInsets(landscape: landscape, profile: profile).bottom
  }

  // MARK: Navigation bar (docs/behaviour.md#navigation-bar)

  /// GT-103 (iPhone 8 portrait 44), GT-104 (landscape 32), GT-116 and GT-128 (compact bars on
  /// phones narrower than 414), docs/behaviour.md#c14 (regular-width phones keep 44 in landscape:
  /// GT-116, GT-122), GT-112 (iPad 44 on 11), docs/behaviour.md#ios-versions profile 12 (iPad 50
  /// from 12, M; GT-112's title), GT-121 (44 on a Dynamic Island phone on 16), OU-016 (54 on 26),
  /// OU-121 (54 in compact height on 26), OU-109 (iPad 54 on 26).
  @Test(
    arguments: [
      ("iPhone 8", 11, false, 44.0),
      ("iPhone 8", 11, true, 32),
      ("iPhone X", 11, true, 32),
      ("iPhone 8", 18, true, 32),
      ("iPhone 8 Plus", 11, true, 44),
      ("iPhone XR", 13, true, 44),
      ("iPad Pro (10.5-inch)", 11, false, 44),
      ("iPad Pro (10.5-inch)", 11, true, 44),
      ("iPad Pro (10.5-inch)", 12, false, 50),
      ("iPad Pro (11-inch)", 18, true, 50),
      ("iPhone 14 Pro", 16, false, 44),
      ("iPhone 16", 26, false, 54),
      ("iPhone SE (3rd generation)", 26, true, 54),
      ("iPad (A16)", 26, false, 54),
    ] as [(String, Int, Bool, Double)])
  func inlineNavigationBarHeight(device: String, profile: Int, landscape: Bool, height: Double)
    throws
  {
    let env = try Self.environment(device, profile: profile, landscape: landscape)
    #expect(
      BarMetrics.navigationBarHeight(env.bars, env.behaviour.navigationBar, large: false) == height)
  }

  /// GT-115 (iPhone 44 + 52 = 96), GT-113 (iPad on 11: 96), docs/behaviour.md#navigation-bar (iPad
  /// 50 + 52 on 12–18), OU-016 (106 on 26), OU-109 (iPad 106 on 26).
  @Test(
    arguments: [
      ("iPhone 8", 11, 96.0),
      ("iPhone X", 13, 96),
      ("iPad Pro (10.5-inch)", 11, 96),
      ("iPad Pro (10.5-inch)", 12, 102),
      ("iPhone 16", 26, 106),
      ("iPad (A16)", 26, 106),
    ] as [(String, Int, Double)])
  func largeTitleNavigationBarHeight(device: String, profile: Int, height: Double) throws {
    let env = try Self.environment(device, profile: profile)
    #expect(
      BarMetrics.navigationBarHeight(env.bars, env.behaviour.navigationBar, large: true) == height)
  }

  /// OU-116 (a pushed `.automatic` controller shows the large title),
  /// docs/behaviour.md#navigation-bar (`never` → inline), OU-121 and
  /// docs/behaviour.md#navigation-bar (never in compact height, regular-width phones included),
  /// docs/behaviour.md#ios-versions (no large titles before 11).
  @Test(
    arguments: [
      ("iPhone 8", 11, false, true, LargeTitleDisplayMode.automatic, true),
      ("iPhone 8", 11, false, true, .always, true),
      ("iPhone 8", 11, false, true, .never, false),
      ("iPhone 8", 11, false, false, .always, false),
      ("iPhone 8", 10, false, true, .always, false),
      ("iPhone 8", 11, true, true, .always, false),
      ("iPhone 8 Plus", 11, true, true, .always, false),
      ("iPhone XR", 18, true, true, .automatic, false),
      ("iPhone SE (3rd generation)", 26, true, true, .always, false),
      ("iPhone 16", 26, false, true, .automatic, true),
      ("iPad (A16)", 26, true, true, .automatic, true),
    ] as [(String, Int, Bool, Bool, LargeTitleDisplayMode, Bool)])
  func largeTitleShows(
    device: String, profile: Int, landscape: Bool, prefers: Bool, mode: LargeTitleDisplayMode,
    shows: Bool
  ) throws {
    let env = try Self.environment(device, profile: profile, landscape: landscape)
    #expect(
      BarMetrics.showsLargeTitle(
        env.bars, env.behaviour.navigationBar, prefersLargeTitles: prefers, mode: mode) == shows)
  }

  /// OU-094 (`max(top, 10)`: SA 0 → 10), OU-020 (SE with the status bar hidden: y 10), OU-017
  /// (20-pt status bar → 20), OU-016 (59 → 59), OU-109 (iPad 32 → 32), OU-121 (compact height:
  /// y 24), docs/behaviour.md#navigation-bar (compact `max(top, 24)` keeps a larger inset).
  @Test(
    arguments: [
      ("iPhone SE (3rd generation)", false, 0.0, 10.0),
      ("iPhone SE (3rd generation)", false, 20, 20),
      ("iPhone 16", false, 59, 59),
      ("iPad (A16)", false, 32, 32),
      ("iPhone SE (3rd generation)", true, 0, 24),
      ("iPhone 16", true, 0, 24),
      ("iPhone 16", true, 30, 30),
    ] as [(String, Bool, Double, Double)])
  func navigationBarYOnProfile26(device: String, landscape: Bool, top: Double, y: Double)
    throws
  {
    let env = try Self.environment(device, profile: 26, landscape: landscape)
    #expect(
      BarMetrics.navigationBarY(
        env.bars, env.behaviour.navigationBar, topInset: top, dynamicIslandOverlap: nil) == y)
  }

  /// docs/behaviour.md#ios-versions profile 26 ("No Dynamic Island nav overlap"), OU-016: on 26 the
  /// bar sits at the inset even when an overlap is passed in.
  @Test func navigationBarYOnProfile26IgnoresTheDynamicIslandOverlap() throws {
    let env = try Self.environment("iPhone 16", profile: 26)
    let y = BarMetrics.navigationBarY(
      env.bars, env.behaviour.navigationBar, topInset: 59, dynamicIslandOverlap: 59 - (54 - 1.0 / 3)
    )
    #expect(y == 59)
  }

  /// GT-103 (iPhone 8 on 11: bar at the 20-pt status-bar bottom, child top 64), GT-104
  /// (landscape: bar at 0, child top 32), docs/behaviour.md#navigation-bar (hidden status bar on a
  /// non-notched phone: 0).
  @Test(
    arguments: [
      ("iPhone 8", 11, false, 20.0),
      ("iPhone 8", 11, true, 0),
      ("iPhone 8", 18, false, 0),
      ("iPhone X", 11, false, 44),
      ("iPad Pro (11-inch)", 18, false, 24),
    ] as [(String, Int, Bool, Double)])
  func navigationBarYUpToProfile18IsTheTopInset(
    device: String, profile: Int, landscape: Bool, top: Double
  ) throws {
    let env = try Self.environment(device, profile: profile, landscape: landscape)
    #expect(
      BarMetrics.navigationBarY(
        env.bars, env.behaviour.navigationBar, topInset: top, dynamicIslandOverlap: nil) == top)
  }

  /// GT-121, GT-118 (R11): on an iPhone 14 Pro on 16 the bar sits 1 px above the 54-pt status
  /// bar, overlapping the 59-pt inset by 5.333: y 53.667, child top 53.667 + 44 = 97.667.
  @Test func navigationBarYOnADynamicIslandPhoneSubtractsTheOverlap() throws {
    let env = try Self.environment("iPhone 14 Pro", profile: 16)
    let overlap = 59 - (54 - 1.0 / Double(env.bars.scale))
    let y = BarMetrics.navigationBarY(
      env.bars, env.behaviour.navigationBar, topInset: 59, dynamicIslandOverlap: overlap)
    #expect(PointFormatting.same(y, 53.667))
    #expect(
      PointFormatting.same(
        y + BarMetrics.navigationBarHeight(env.bars, env.behaviour.navigationBar, large: false),
        97.667))
  }

  // MARK: Toolbar (docs/behaviour.md#toolbar)

  /// docs/behaviour.md#toolbar (phones 44, compact height 32 by analogy, L), GT-112 (iPad 44 on
  /// 11), docs/behaviour.md#ios-versions profile 12 (iPad 50 from 12, M), OU-038 (26: an 86-pt slot
  /// over a 34-pt home indicator → 52; 52 without a home indicator is L).
  @Test(
    arguments: [
      ("iPhone 8", 11, false, 44.0),
      ("iPhone X", 18, false, 44),
      ("iPhone 8", 11, true, 32),
      ("iPhone 8 Plus", 12, true, 44),
      ("iPad Pro (10.5-inch)", 11, false, 44),
      ("iPad Pro (10.5-inch)", 12, false, 50),
      ("iPhone 16", 26, false, 52),
      ("iPhone SE (3rd generation)", 26, false, 52),
    ] as [(String, Int, Bool, Double)])
  func toolbarHeight(device: String, profile: Int, landscape: Bool, height: Double) throws {
    let env = try Self.environment(device, profile: profile, landscape: landscape)
    #expect(BarMetrics.toolbarHeight(env.bars, env.behaviour.toolbar) == height)
  }

  /// OU-038: on 26 the toolbar slot over a 34-pt home indicator is 86.
  @Test func toolbarSlotOnProfile26IsEightySix() throws {
    let env = try Self.environment("iPhone 16", profile: 26)
    let bottom = try Self.bottomInset("iPhone 16", profile: 26)
    #expect(BarMetrics.toolbarHeight(env.bars, env.behaviour.toolbar) + bottom == 86)
  }

  // MARK: Tab bar (docs/behaviour.md#tab-bar)

  /// GT-107, GT-127 (iPhone X portrait 49 + 34 = 83), seed000 (iPhone 8: 49), GT-125 and
  /// seed003 (iPhone X landscape 32 + 21 = 53), GT-122 (XR landscape, regular width: 49 + 21 =
  /// 70), GT-119 (Plus landscape 49), OU-098 (26: 83 with no home indicator), OU-037 (26: 83 on
  /// an iPhone 16), OU-023 (26 compact height: 64), docs/behaviour.md#tab-bar (26 compact: `max(64,
  /// b)`).
  @Test(
    arguments: [
      ("iPhone X", 11, false, 83.0),
      ("iPhone 8", 11, false, 49),
      ("iPhone X", 11, true, 53),
      ("iPhone 8", 12, true, 32),
      ("iPhone XR", 13, true, 70),
      ("iPhone 8 Plus", 12, true, 49),
      ("iPhone SE (3rd generation)", 26, false, 83),
      ("iPhone 16", 26, false, 83),
      ("iPhone SE (3rd generation)", 26, true, 64),
      ("iPhone 16", 26, true, 64),
    ] as [(String, Int, Bool, Double)])
  func phoneTabBarHeight(device: String, profile: Int, landscape: Bool, height: Double) throws {
    let env = try Self.environment(device, profile: profile, landscape: landscape)
    let b = try Self.bottomInset(device, profile: profile, landscape: landscape)
    #expect(
      BarMetrics.tabBar(env.bars, env.behaviour.tabBar.floating(false), bottomInset: b)
        == .bottom(height: height))
  }

  /// docs/behaviour.md#tab-bar and OU-098 (the port rule: `max(inherited bottom, barHeight)`): on
  /// 26 in compact height a bottom inset above 64 wins.
  @Test func compactHeightTabBarOnProfile26IsAtLeastTheBottomInset() throws {
    let env = try Self.environment("iPhone 16", profile: 26, landscape: true)
    #expect(
      BarMetrics.tabBar(env.bars, env.behaviour.tabBar.floating(false), bottomInset: 70)
        == .bottom(height: 70))
  }

  /// OU-098: on 26 a portrait iPhone's tab bar is 83 whatever the home indicator, even with b 0.
  @Test(arguments: [0.0, 20, 34])
  func portraitTabBarOnProfile26IgnoresTheHomeIndicator(b: Double) throws {
    let env = try Self.environment("iPhone SE (3rd generation)", profile: 26)
    #expect(
      BarMetrics.tabBar(env.bars, env.behaviour.tabBar.floating(false), bottomInset: b)
        == .bottom(height: 83))
  }

  /// GT-119 (iPads with a home button: 49 on 11, 50 from 12; Face ID iPads 65), GT-124 (Face ID
  /// iPad Pro 12.9": 65 in both orientations).
  @Test(
    arguments: [
      ("iPad (6th generation)", 11, false, 49.0),
      ("iPad (6th generation)", 12, false, 50),
      ("iPad (6th generation)", 17, true, 50),
      ("iPad Pro (12.9-inch) (3rd generation)", 13, false, 65),
      ("iPad Pro (12.9-inch) (3rd generation)", 13, true, 65),
    ] as [(String, Int, Bool, Double)])
  func padTabBarHeight(device: String, profile: Int, landscape: Bool, height: Double) throws {
    let env = try Self.environment(device, profile: profile, landscape: landscape)
    let b = try Self.bottomInset(device, profile: profile, landscape: landscape)
    #expect(
      BarMetrics.tabBar(env.bars, env.behaviour.tabBar.floating(false), bottomInset: b)
        == .bottom(height: height))
  }

  /// OU-022, GT-131: with `ipadFloatingTabBar` the iPad's tab bar floats at the top, 44 tall,
  /// and a non-nav child's top is 32 + 44 + 20 = 96.
  @Test func floatingPadTabBarIsFortyFourAtTheTop() throws {
    let env = try Self.environment("iPad (A16)", profile: 26)
    let b = try Self.bottomInset("iPad (A16)", profile: 26)
    #expect(
      BarMetrics.tabBar(env.bars, env.behaviour.tabBar.floating(true), bottomInset: b)
        == .floatingTop(height: 44))
    #expect(32 + 44 + BarMetrics.floatingTabBarContentGap == 96)
  }
}

extension TabBarMetrics {
  /// These metrics with the iPad's floating bar on or off.
  fileprivate func floating(_ on: Bool) -> TabBarMetrics {
    var metrics = self
    metrics.floatsOnPad = on
    return metrics
  }
}
