import Testing

@testable import LifecycleSim

/// The status bar's visibility and the window's safe-area insets (docs/behaviour.md#window-insets,
/// docs/behaviour.md#status-bar).
@Suite struct WindowRuleTests {
  /// The window insets of a catalog device with the profile's default quirks, optionally
  /// with `upsideDownSwapsInsets` on.
  static func windowInsets(
    _ name: String, profile: Int, orientation: Orientation = .portrait,
    prefersStatusBarHidden: Bool? = nil, swapUpsideDown: Bool = false
  ) throws -> EdgeInsets {
    let device = try #require(DeviceCatalog.device(named: name))
    var behaviour = BehaviourRegistry.standard.behaviour(for: IOSVersion(profile))
    if swapUpsideDown { behaviour.setQuirk(.upsideDownSwapsInsets, true) }
    let visible = WindowRule.statusBarVisible(
      device: device, landscape: orientation.isLandscape, prefersHidden: prefersStatusBarHidden)
    return WindowRule.windowInsets(
      device: device, window: WindowMetrics(device: device, behaviour: behaviour),
      orientation: orientation, statusBarVisible: visible)
  }

  // MARK: Profile 11 vs 12 (docs/behaviour.md#window-insets, docs/behaviour.md#c4)

  /// GT-068, GT-069, GT-067: on iOS 11 a non-notched device's window leaves the status bar out
  /// (top 0); from iOS 12 it reports 20.
  @Test(
    arguments: [
      ("iPhone 8", 11, EdgeInsets.zero),
      ("iPhone 8", 12, EdgeInsets(top: 20)),
      ("iPhone SE (1st generation)", 11, .zero),
      ("iPad Pro (10.5-inch)", 11, .zero),
      ("iPad Pro (10.5-inch)", 12, EdgeInsets(top: 20)),
    ] as [(String, Int, EdgeInsets)])
  func nonNotchedWindowTopOnProfiles11And12(device: String, profile: Int, expected: EdgeInsets)
    throws
  {
    #expect(try Self.windowInsets(device, profile: profile) == expected)
  }

  /// GT-067, GT-068: an iPhone X's window is {44,0,34,0} on iOS 11 and 12 alike.
  @Test(arguments: [11, 12, 18])
  func notchedWindowIsUnchangedOnProfile11(profile: Int) throws {
    #expect(
      try Self.windowInsets("iPhone X", profile: profile)
        == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  // MARK: Status bar hidden by the app (docs/behaviour.md#window-insets, docs/behaviour.md#c24)

  /// GT-071, GT-072 (non-notched: the top inset drops with the status bar), GT-070 (iOS 18
  /// iPad: top 0 as before).
  @Test(
    arguments: [
      ("iPhone 8", 12), ("iPhone 8", 18), ("iPhone SE (3rd generation)", 15),
      ("iPad (6th generation)", 18),
    ] as [(String, Int)])
  func statusBarHiddenByTheAppDropsTheTopOfANonNotchedDevice(device: String, profile: Int)
    throws
  {
    let insets = try Self.windowInsets(device, profile: profile, prefersStatusBarHidden: true)
    #expect(insets == .zero)
  }

  /// GT-070 (the iOS 18 iPad's top went to 0 when hidden), docs/behaviour.md#window-insets (an iPad
  /// keeps its status bar in landscape, so hiding it there drops the top too), GT-067 and
  /// docs/behaviour.md#window-insets (profile 11: a non-notched window's top is 0, landscape
  /// included).
  @Test(
    arguments: [
      ("iPad (6th generation)", 18, true), ("iPad Pro (10.5-inch)", 12, true),
      ("iPad (6th generation)", 11, nil),
    ] as [(String, Int, Bool?)])
  func padLandscapeTopDropsWithTheStatusBar(device: String, profile: Int, hidden: Bool?)
    throws
  {
    let insets = try Self.windowInsets(
      device, profile: profile, orientation: .landscapeLeft, prefersStatusBarHidden: hidden)
    #expect(insets == .zero)
  }

  /// GT-071: an iPhone X keeps its 44-pt top inset with the status bar hidden;
  /// docs/behaviour.md#window-insets extends it to every sensor housing (Dynamic Island: 59).
  @Test(
    arguments: [
      ("iPhone X", 11, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
      ("iPhone X", 12, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
      ("iPhone 14 Pro", 16, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
    ] as [(String, Int, EdgeInsets)])
  func statusBarHiddenByTheAppKeepsANotchedTop(device: String, profile: Int, expected: EdgeInsets)
    throws
  {
    let insets = try Self.windowInsets(device, profile: profile, prefersStatusBarHidden: true)
    #expect(insets == expected)
  }

  // MARK: Landscape (docs/behaviour.md#window-insets)

  /// Apple: prefersStatusBarHidden (true by default in vertically compact environments), GT-104:
  /// an iPhone hides its status bar in landscape by default; an iPad keeps it; portrait and iPad
  /// landscape follow the app.
  @Test(
    arguments: [
      ("iPhone 8", true, nil, false), ("iPhone X", true, nil, false),
      ("iPhone 8 Plus", true, nil, false), ("iPhone 8", false, nil, true),
      ("iPhone 8", false, true, false), ("iPad (6th generation)", true, nil, true),
      ("iPad (6th generation)", true, false, true), ("iPad (6th generation)", true, true, false),
    ] as [(String, Bool, Bool?, Bool)])
  func statusBarVisibility(
    device name: String, landscape: Bool, prefersHidden: Bool?, visible: Bool
  ) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    #expect(
      WindowRule.statusBarVisible(
        device: device, landscape: landscape, prefersHidden: prefersHidden)
        == visible)
  }

  /// GT-104 (iPhone 8 landscape, status bar hidden by the system: top 0; not −20 on 11), GT-020 (SE
  /// landscape {0,0,0,0} on 26), GT-049 and GT-106 (iPhone X {0,44,21,44}), docs/behaviour.md#c8
  /// (bottom 20 on 26).
  @Test(
    arguments: [
      ("iPhone 8", 11, EdgeInsets.zero),
      ("iPhone 8", 12, .zero),
      ("iPhone SE (3rd generation)", 26, .zero),
      ("iPhone X", 11, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
      ("iPhone X", 26, EdgeInsets(top: 0, left: 44, bottom: 20, right: 44)),
    ] as [(String, Int, EdgeInsets)])
  func phoneLandscapeWindow(device: String, profile: Int, expected: EdgeInsets) throws {
    #expect(
      try Self.windowInsets(device, profile: profile, orientation: .landscapeLeft) == expected)
  }

  /// GT-041 (home-button iPads {20,0,0,0} in both orientations), GT-042 (Face ID iPads
  /// {24,0,20,0} in both), GT-021 ({32,0,25,0} in both on 26): an iPad keeps its status bar in
  /// landscape.
  @Test(
    arguments: [
      ("iPad (6th generation)", 12, EdgeInsets(top: 20)),
      ("iPad (6th generation)", 18, EdgeInsets(top: 20)),
      ("iPad Pro (11-inch)", 13, EdgeInsets(top: 24, bottom: 20)),
      ("iPad (A16)", 26, EdgeInsets(top: 32, bottom: 25)),
    ] as [(String, Int, EdgeInsets)])
  func padLandscapeKeepsTheStatusBar(device: String, profile: Int, expected: EdgeInsets) throws {
    #expect(
      try Self.windowInsets(device, profile: profile, orientation: .landscapeRight) == expected)
  }

  // MARK: Upside down (docs/behaviour.md#window-insets)

  /// docs/behaviour.md#window-insets (L): notched iPhones refuse upside-down; home-button iPhones
  /// and iPads rotate.
  @Test(
    arguments: [
      ("iPhone X", true), ("iPhone 14 Pro", true), ("iPhone 8", false),
      ("iPad (6th generation)", false), ("iPad Pro (11-inch)", false),
    ] as [(String, Bool)])
  func notchedPhonesRefuseUpsideDown(device name: String, refuses: Bool) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    #expect(WindowRule.refusesUpsideDown(device) == refuses)
  }

  /// GT-051: with `upsideDownSwapsInsets`, a notched iPhone upside down swaps top and bottom
  /// ({34,0,44,0}); without it the insets stay as in portrait.
  @Test(arguments: [
    (true, EdgeInsets(top: 34, left: 0, bottom: 44, right: 0)),
    (false, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
  ])
  func upsideDownNotchedSwapsWithTheQuirk(swap: Bool, expected: EdgeInsets) throws {
    let insets = try Self.windowInsets(
      "iPhone X", profile: 12, orientation: .portraitUpsideDown, swapUpsideDown: swap)
    #expect(insets == expected)
  }

  /// docs/behaviour.md#window-insets (GT-051 is about notched phones only): a home-button iPhone or
  /// an iPad upside down has its portrait insets, with the quirk on too.
  @Test(
    arguments: [
      ("iPhone 8", EdgeInsets(top: 20)), ("iPad Pro (11-inch)", EdgeInsets(top: 24, bottom: 20)),
    ] as [(String, EdgeInsets)])
  func upsideDownWithoutAHousingKeepsPortraitInsets(device: String, expected: EdgeInsets) throws {
    let insets = try Self.windowInsets(
      device, profile: 12, orientation: .portraitUpsideDown, swapUpsideDown: true)
    #expect(insets == expected)
  }
}
