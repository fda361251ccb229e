import Testing

@testable import LifecycleSim

/// Profile 27 and the devices released with iOS 27 (docs/behaviour.md#ios-versions,
/// docs/behaviour.md#ios-27): 26's behaviour, unverified, and the iPhone 18 Pro and 18 Pro Max
/// with the 17 Pro rows' insets.
@Suite struct Profile27Tests {
  static let registry = BehaviourRegistry.standard

  /// A tab bar controller around a navigation controller around a table, as the reference
  /// scenarios of docs/behaviour.md#ios-27 have it.
  static func tabNavTable(_ device: String, ios: String, _ orientation: Orientation) -> Scenario {
    Build.scenario(
      device, ios: ios, orientation,
      root: Build.tabs(
        "Tabs",
        [
          Build.navigation(
            "Nav", [Build.plain("List", subviews: [Build.view("table", layout: .fill)])])
        ]))
  }

  // MARK: The profile

  /// iOS 27 and its point releases run on profile 27; a later version runs on it too.
  @Test(arguments: [("27.0", 27), ("27.1", 27), ("27.3.1", 27), ("28.0", 27), ("26.9", 26)])
  func iOS27RunsOnProfile27(ios: String, profile: Int) throws {
    let version = try #require(IOSVersion(parsing: ios))
    #expect(Self.registry.profile(for: version) == profile)
    #expect(QuirkCatalogue.standard.profile(for: version) == profile)
  }

  /// No source gives a value on 27 that differs from 26 (docs/behaviour.md#ios-27): the whole
  /// behaviour, metrics, flags and quirk defaults, is 26's but for the profile number and what
  /// 27 adds, navigation-bar minimization (docs/behaviour.md#bar-minimization), which 26 lacks.
  @Test func profile27IsProfile26() {
    var behaviour = Self.registry.behaviour(for: IOSVersion(27))
    #expect(behaviour.profile == 27)
    #expect(behaviour.navigationBar.minimizedHeight == 0)
    #expect(Self.registry.behaviour(for: IOSVersion(26)).navigationBar.minimizedHeight == nil)
    behaviour.profile = 26
    behaviour.navigationBar.minimizedHeight = nil
    #expect(behaviour == Self.registry.behaviour(for: IOSVersion(26)))
    #expect(
      QuirkCatalogue.standard.defaults(for: IOSVersion(27))
        == QuirkCatalogue.standard.defaults(for: IOSVersion(26)))
  }

  /// The values 27 inherits, with the sources 26 has for them: navigation bar 54, large 106, at
  /// `max(top, 10)` (`max(top, 24)` in compact height) (OU-016, OU-020, OU-121); toolbar 52
  /// (OU-038); iPhone tab bar 83, `max(64, b)` in compact height (OU-037, OU-023); sheets from
  /// `max(top, 30)` (OU-085).
  @Test func profile27KeepsThe26Metrics() {
    let behaviour = Self.registry.behaviour(for: IOSVersion(27))
    #expect(behaviour.navigationBar.phoneHeight == 54)
    #expect(behaviour.navigationBar.compactPhoneHeight == 54)
    #expect(behaviour.navigationBar.padHeight == 54)
    #expect(behaviour.navigationBar.largeTitleExtra == 52)
    #expect(behaviour.navigationBar.floor?.regular == 10)
    #expect(behaviour.navigationBar.floor?.verticallyCompact == 24)
    #expect(behaviour.toolbar.phoneHeight == 52)
    #expect(behaviour.tabBar.phone == .total(regular: 83, compactMinimum: 64))
    #expect(behaviour.presentation.phoneSheetMinimumY == 30)
    #expect(behaviour.capabilities.callsViewIsAppearingNatively)
    #expect(behaviour.quirks[.statusBarHiddenKeepsTopInset])
    #expect(behaviour.sources.navigationBar.contains("OU-016"))
  }

  /// Profile 27 says it is unverified; no earlier profile does.
  @Test func onlyProfile27IsUnverified() throws {
    let note = try #require(Self.registry.unverified(profile: 27))
    #expect(note.hasPrefix("profile 27 is profile 26"))
    #expect(note.contains("docs/behaviour.md#ios-27"))
    for profile in Self.registry.profiles where profile != 27 {
      #expect(Self.registry.unverified(profile: profile) == nil, "profile \(profile)")
    }
    #expect(Self.registry.unverified(profile: 99) == nil)
  }

  /// A scenario on 27 gives, record for record, what it gives on 26 on a device that runs both.
  @Test(arguments: [Orientation.portrait, .landscapeLeft])
  func aRunOn27IsTheRunOn26(orientation: Orientation) throws {
    let on26 = try Build.run(Self.tabNavTable("iPhone 17 Pro", ios: "26.0", orientation))
    let on27 = try Build.run(Self.tabNavTable("iPhone 17 Pro", ios: "27.0", orientation))
    #expect(on26.header.profile == 26 && on27.header.profile == 27)
    #expect(Array(on27.records) == Array(on26.records))
    #expect(on27.finals == on26.finals)
    #expect(on27.count > 40)
  }

  /// `--ios 27`, a point release of it, a range up to it and `supported` pick profile 27 in a
  /// sweep; a version above it is refused there, with 27 among the versions the fix lists.
  @Test func sweepsTakeIOS27() throws {
    func versions(_ devices: String, _ ios: String) throws -> [String] {
      try SweepSelection(devices: devices, ios: ios)
        .combinations(scenarioOrientation: .portrait).combinations.map(\.ios)
    }
    #expect(try versions("iPhone 18 Pro", "27") == ["27.0"])
    #expect(try versions("iPhone 18 Pro", "27.1") == ["27.1"])
    #expect(try versions("iPhone 18 Pro", "supported") == ["27.0"])
    #expect(try versions("iPhone 17 Pro", "18-27") == ["26.0", "27.0"])
    #expect(try versions("iPhone 18 Pro Max", "26+") == ["27.0"])
    #expect(throws: SweepInputError.self) { try SweepSelection(ios: "28") }
    do {
      _ = try SweepSelection(ios: "28")
    } catch {
      #expect("\(error)".contains("18, 26, 27"))
    }
  }

  // MARK: The devices (WEB-110, WEB-111; insets unverified)

  /// The iPhone 18 Pro runs as the iPhone 17 Pro, and the 18 Pro Max as the 17 Pro Max, on 27:
  /// same screen, same insets, same status bar.
  @Test(
    arguments: [("iPhone 18 Pro", "iPhone 17 Pro"), ("iPhone 18 Pro Max", "iPhone 17 Pro Max")])
  func anIOS27DeviceRunsAsItsSibling(device: String, sibling: String) throws {
    for orientation in [Orientation.portrait, .landscapeLeft] {
      let new = try Build.run(Self.tabNavTable(device, ios: "27.0", orientation))
      let old = try Build.run(Self.tabNavTable(sibling, ios: "27.0", orientation))
      #expect(new.header.warnings.isEmpty)
      #expect(Array(new.records) == Array(old.records), "\(device) \(orientation)")
      #expect(new.finals == old.finals, "\(device) \(orientation)")
    }
  }

  /// The values of the reference scenario traces/device-iphone-18-pro-ios27: portrait, window
  /// {62,0,34,0} (the 17 Pro's, GT-005), navigation bar at 62, 54 high, tab bar 83, so the
  /// child reads {116,0,83,0}; landscape, window {0,62,20,62} (GT-006, bottom 20 on 26+, C8),
  /// bar at `max(0, 24)`, tab bar `max(64, 20)`, so {78,62,64,62}.
  @Test func theIPhone18ProReadsThe26Geometry() throws {
    let portrait = try Build.run(Self.tabNavTable("iPhone 18 Pro", ios: "27.0", .portrait))
    #expect(portrait.final("window").safeAreaInsets == EdgeInsets([62, 0, 34, 0]))
    #expect(portrait.final("statusBar").frame == Rect(x: 0, y: 0, width: 402, height: 54))
    #expect(
      portrait.final("Nav.navigationBar").frame == Rect(x: 0, y: 62, width: 402, height: 54))
    #expect(portrait.final("Tabs.tabBar").frame == Rect(x: 0, y: 791, width: 402, height: 83))
    #expect(portrait.final("List").safeAreaInsets == EdgeInsets([116, 0, 83, 0]))
    #expect(portrait.final("List.view").safeAreaInsets == EdgeInsets([116, 0, 83, 0]))
    let landscape = try Build.run(Self.tabNavTable("iPhone 18 Pro", ios: "27.0", .landscapeLeft))
    #expect(landscape.final("window").safeAreaInsets == EdgeInsets([0, 62, 20, 62]))
    #expect(
      landscape.final("Nav.navigationBar").frame == Rect(x: 0, y: 24, width: 874, height: 54))
    #expect(landscape.final("Tabs.tabBar").frame == Rect(x: 0, y: 338, width: 874, height: 64))
    #expect(landscape.final("List").safeAreaInsets == EdgeInsets([78, 62, 64, 62]))
  }

  /// The 18 Pro Max: 440×956 @3 (WEB-111); portrait {62,0,34,0} and landscape {0,62,20,62}, as
  /// the 17 Pro Max (GT-007, GT-008).
  @Test func theIPhone18ProMaxReadsThe26Geometry() throws {
    let portrait = try Build.run(Self.tabNavTable("iPhone 18 Pro Max", ios: "27.0", .portrait))
    #expect(portrait.final("window").frame == Rect(x: 0, y: 0, width: 440, height: 956))
    #expect(portrait.final("List").safeAreaInsets == EdgeInsets([116, 0, 83, 0]))
    let landscape = try Build.run(
      Self.tabNavTable("iPhone 18 Pro Max", ios: "27.0", .landscapeLeft))
    #expect(landscape.final("window").safeAreaInsets == EdgeInsets([0, 62, 20, 62]))
    #expect(landscape.final("List").safeAreaInsets == EdgeInsets([78, 62, 64, 62]))
  }

  /// A device released with 27 on an older iOS runs with the header warning, as any device
  /// outside its range (docs/behaviour.md#window-insets).
  @Test func anIOS27DeviceOnIOS26Warns() throws {
    let trace = try Build.run(Self.tabNavTable("iPhone 18 Pro", ios: "26.0", .portrait))
    #expect(
      trace.header.warnings == [
        "iPhone 18 Pro supports iOS 27 and later; this scenario uses iOS 26.0"
      ])
  }

  // MARK: explain

  /// `explain` says, on every value of a run on 27, that the profile is unverified, and on the
  /// iPhone 18 Pro that its row is; in text and in JSON.
  @Test func explainMarksProfile27AndItsDevicesUnverified() throws {
    let scenario = Self.tabNavTable("iPhone 18 Pro", ios: "27.0", .portrait)
    let explanation = try Explainer.explain(scenario, "List.safeAreaInsets")
    #expect(explanation.value == "{116,0,83,0}")
    #expect(explanation.unverified.count == 2)
    #expect(explanation.unverified.first == Self.registry.unverified(profile: 27))
    #expect(explanation.unverified.last?.hasPrefix("iPhone 18 Pro: ") == true)
    let lines = explanation.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "iPhone 18 Pro · iOS 27.0 (profile 27) · portrait")
    #expect(lines[2].hasPrefix("unverified: profile 27 is profile 26"))
    #expect(lines[3].hasPrefix("unverified: iPhone 18 Pro: the window insets"))
    #expect(lines[4].isEmpty)
    #expect(explanation.json.contains("\"unverified\":[\"profile 27 is profile 26"))
    #expect(explanation.steps.first?.sources.first == "WEB-110")
  }

  /// A sourced device on 27 carries the profile's note only; a run on 26 carries none, and its
  /// text and JSON are as they were (no `unverified` line or key).
  @Test func explainOnASourcedRunHasNoNote() throws {
    let on27 = try Explainer.explain(
      Self.tabNavTable("iPhone 17 Pro", ios: "27.0", .portrait), "List.safeAreaInsets")
    #expect(on27.unverified == [Self.registry.unverified(profile: 27)].compactMap { $0 })
    let on26 = try Explainer.explain(
      Self.tabNavTable("iPhone 17 Pro", ios: "26.0", .portrait), "List.safeAreaInsets")
    #expect(on26.unverified.isEmpty)
    #expect(!on26.text.contains("unverified"))
    #expect(!on26.json.contains("\"unverified\""))
  }
}
