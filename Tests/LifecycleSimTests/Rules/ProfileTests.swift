import Testing

@testable import LifecycleSim

/// iOS versions, profile selection and quirk defaults (docs/behaviour.md#ios-versions,
/// docs/behaviour.md#quirk-switches; docs/scenario-format.md#top-level-keys `ios`).
@Suite struct ProfileTests {
  // MARK: IOSVersion

  /// docs/scenario-format.md#top-level-keys `ios` (such as `"11.0"`): `major[.minor[.patch]]`,
  /// missing parts are 0.
  @Test(
    arguments: [
      ("11", IOSVersion(11, 0, 0)), ("11.0", IOSVersion(11, 0, 0)),
      ("15.1", IOSVersion(15, 1, 0)), ("17.4.1", IOSVersion(17, 4, 1)),
      ("26.1", IOSVersion(26, 1, 0)),
    ] as [(String, IOSVersion)])
  func parsesVersions(text: String, expected: IOSVersion) throws {
    let version = try #require(IOSVersion(parsing: text))
    #expect(version == expected)
  }

  /// docs/scenario-format.md#top-level-keys `ios`: anything but one to three dot-separated numbers
  /// is rejected.
  @Test(arguments: ["", "11.", ".11", "eleven", "1.2.3.4", "-1", "11..1", "11.0 ", "11.x"])
  func rejectsMalformedVersions(text: String) {
    #expect(IOSVersion(parsing: text) == nil)
  }

  /// docs/trace-formats.md#json-lines header (`"ios":"11.0"`): a version prints as major.minor,
  /// with the patch only when it is not 0.
  @Test(arguments: [("11", "11.0"), ("15.1", "15.1"), ("17.4.1", "17.4.1"), ("17.4.0", "17.4")])
  func describesVersions(text: String, expected: String) throws {
    let version = try #require(IOSVersion(parsing: text))
    #expect(version.description == expected)
  }

  /// docs/behaviour.md#ios-versions (a flag may test the full `ios` string, such as 15.0–15.1 vs
  /// 15.2): versions order by major, minor, then patch.
  @Test func versionsOrderByMajorMinorPatch() {
    #expect(IOSVersion(15, 1, 9) < IOSVersion(15, 2))
    #expect(IOSVersion(9, 3) < IOSVersion(10))
    #expect(IOSVersion(17, 4, 1) > IOSVersion(17, 4))
  }

  // MARK: BehaviourRegistry

  /// docs/scenario-format.md#top-level-keys `ios` and docs/behaviour.md#ios-versions: the newest
  /// profile not above the version; a version older than the oldest profile uses the oldest.
  @Test(
    arguments: [
      ("9.3", 10), ("10.3", 10), ("11.4", 11), ("12.0", 12), ("13.7", 13), ("14.8", 14),
      ("15.1", 15), ("16.4", 16), ("17.5", 17), ("18.6", 18), ("19.0", 18), ("25", 18),
      ("26.1", 26), ("26.9", 26), ("27", 27), ("27.1", 27), ("28", 27),
    ] as [(String, Int)])
  func picksTheNewestProfileNotAboveTheVersion(ios: String, profile: Int) throws {
    let version = try #require(IOSVersion(parsing: ios))
    #expect(BehaviourRegistry.standard.profile(for: version) == profile)
    #expect(BehaviourRegistry.standard.behaviour(for: version).profile == profile)
  }

  /// docs/behaviour.md#ios-versions: the profiles are 10, 11, 12, 13, 14, 15, 16, 17, 18, 26 and
  /// 27.
  @Test func profileListMatchesBehaviour() {
    #expect(BehaviourRegistry.standard.profiles == [10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 27])
  }

  /// docs/behaviour.md#ios-versions profile 10 (no safe-area API, fixed root margins), GT-196 (root
  /// margins settable from 11), docs/behaviour.md#ios-versions profile 11 (large titles from 11).
  @Test(arguments: [(10, false), (11, true), (26, true)])
  func safeAreaAPIArrivesWithProfile11(profile: Int, present: Bool) {
    let chosen = BehaviourRegistry.standard.behaviour(for: IOSVersion(profile))
    #expect(chosen.capabilities.hasSafeAreaAPI == present)
    #expect(chosen.margins.honoursCustomRootMargins == present)
    #expect((chosen.navigationBar.largeTitleExtra != nil) == present)
  }

  /// Apple: viewIsAppearing(_:): called from 17, back-deployed to 13 with
  /// `backDeployViewIsAppearing` (docs/behaviour.md#ios-versions profile 13).
  @Test(
    arguments: [
      (12, false, false), (12, true, false), (13, false, false), (13, true, true),
      (16, true, true), (17, false, true), (26, false, true),
    ] as [(Int, Bool, Bool)])
  func viewIsAppearingFrom17OrBackDeployed(profile: Int, backDeploy: Bool, calls: Bool) {
    var behaviour = BehaviourRegistry.standard.behaviour(for: IOSVersion(profile))
    behaviour.setQuirk(.backDeployViewIsAppearing, backDeploy)
    #expect(behaviour.capabilities.callsViewIsAppearing == calls)
  }

  // MARK: Quirk defaults (docs/behaviour.md#quirk-switches, docs/behaviour.md#choices)

  /// The profiles each quirk is on by default in, as docs/behaviour.md#quirk-switches (and
  /// docs/behaviour.md#c2, C3) lists them.
  static let defaultProfiles: [(Quirk, Set<Int>)] = [
    (.windowTopExcludesStatusBar, [11]),  // GT-067, GT-068, GT-069
    (.navBarUnderNotchWhenStatusBarHidden, [11]),  // seed000
    (.webViewAlwaysAdjusts, [11, 12, 13, 14, 15, 16, 17, 18, 26, 27]),  // seed001
    (.groupedTableEstimatedHeaderGap, [11, 12, 13, 14, 15, 16, 17, 18, 26, 27]),  // seed002/003
    (.seed001AASVIFalseSuppressesFirstScrollView, []),  // seed001, opt-in (C1)
    (.dynamicIslandNavOverlap, [16, 17, 18]),  // GT-118, GT-121
    (.statusBarHiddenKeepsTopInset, [26, 27]),  // GT-070
    (.ipadFloatingTabBar, [18, 26, 27]),  // GT-131, OU-022
    (.backDeployViewIsAppearing, []),  // Apple: viewIsAppearing(_:), opt-in
    (.transformedViewsZeroSafeArea, [11, 12, 13, 14, 15, 16, 17, 18, 26, 27]),  // GT-160, GT-161
    (.keyboardAdjustsContentScrollView, []),  // OU-040, OU-103, opt-in (C23)
    (.swiftUIListIgnoresSafeAreaInset, [15]),  // seed004: 15.0 (and 15.1, tested below)
    (.childControllerSafeAreaFrozen, []),  // GT-155, opt-in (C17)
    (.upsideDownSwapsInsets, []),  // GT-051, opt-in
    (.automaticLegacyCaseNavigationOnly, []),  // seed002/003 header, opt-in (C3)
    (.contentScrollViewIsFirstSubview, [10]),  // seed001, seed003, GT-179, GT-181 (C2)
    (.rootMarginsBySizeClass, []),  // GT-196, opt-in (C21)
    (.addSubviewLaysOutSiblings, []),  // WEB-202, opt-in (C28)
    (.alwaysBounceNeedsBounces, []),  // WEB-302, opt-in (C29)
    (.largePhoneLandscapeSheetCard, []),  // WEB-412, opt-in (C30)
    (.representedControllerOverlapOnly, []),  // OU-005, opt-in (C67)
    (.pageSwipeCancelBalanced, []),  // GT-242, opt-in: WEB-951 is newer (C85)
    (.splitDisplayModeSkipsAppearance, []),  // WEB-899, opt-in (C81)
    (.splitClassicColumnCalls, []),  // WEB-876, opt-in: Apple documents column styles only (C95)
  ]

  /// docs/behaviour.md#quirk-switches (sources per quirk in `defaultProfiles`): each quirk is on by
  /// default in exactly the profiles docs/behaviour.md#quirk-switches lists, at each profile's .0
  /// release.
  @Test(arguments: defaultProfiles)
  func quirkDefaultsPerProfile(quirk: Quirk, profiles: Set<Int>) {
    for profile in BehaviourRegistry.standard.profiles {
      let quirks = BehaviourRegistry.standard.behaviour(for: IOSVersion(profile)).quirks
      #expect(quirks[quirk] == profiles.contains(profile), "\(quirk) on profile \(profile)")
    }
  }

  /// docs/behaviour.md#quirk-switches: every quirk has an expectation in `defaultProfiles`.
  @Test func everyQuirkHasADefaultExpectation() {
    #expect(Set(Self.defaultProfiles.map(\.0)) == Set(Quirk.allCases))
  }

  /// seed004 (docs/behaviour.md#quirk-switches `swiftUIListIgnoresSafeAreaInset`): the List bug is
  /// on for 15.0 and 15.1 only, fixed in 15.2.
  @Test(
    arguments: [
      ("14.8", false), ("15.0", true), ("15.1", true), ("15.1.1", true), ("15.2", false),
      ("15.4", false), ("16.0", false),
    ] as [(String, Bool)])
  func swiftUIListQuirkOnlyOn15_0And15_1(ios: String, on: Bool) throws {
    let version = try #require(IOSVersion(parsing: ios))
    let quirks = BehaviourRegistry.standard.behaviour(for: version).quirks
    #expect(quirks[.swiftUIListIgnoresSafeAreaInset] == on)
  }

  /// docs/scenario-format.md#top-level-keys `quirks` (a scenario overrides the profile's default):
  /// setting a quirk reads back and leaves every other quirk as it was.
  @Test(arguments: Quirk.allCases)
  func subscriptRoundTrips(quirk: Quirk) {
    let defaults = BehaviourRegistry.standard.behaviour(for: IOSVersion(16)).quirks
    for value in [true, false] {
      var quirks = defaults
      quirks[quirk] = value
      #expect(quirks[quirk] == value)
      for other in Quirk.allCases where other != quirk {
        #expect(quirks[other] == defaults[other], "\(other) changed with \(quirk)")
      }
    }
  }

  /// docs/scenario-format.md#top-level-keys `quirks`: setting a quirk to its current value changes
  /// nothing, and turning it off then on again restores the set.
  @Test func subscriptSetIsIdempotent() {
    let defaults = BehaviourRegistry.standard.behaviour(for: IOSVersion(11)).quirks
    var quirks = defaults
    quirks[.windowTopExcludesStatusBar] = true
    #expect(quirks == defaults)
    quirks[.windowTopExcludesStatusBar] = false
    #expect(quirks != defaults)
    quirks[.windowTopExcludesStatusBar] = true
    #expect(quirks == defaults)
  }
}
