import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimTrace

@Suite struct DeviceCatalogTests {
  // MARK: Name matching

  @Test(arguments: [
    ("iPhone SE (3rd generation)", "iPhone SE (3rd generation)"),
    ("iphone se 3rd generation", "iPhone SE (3rd generation)"),
    ("iPhoneSE3rdGeneration", "iPhone SE (3rd generation)"),
    ("  IPHONE SE (3RD GENERATION)  ", "iPhone SE (3rd generation)"),
    ("iPhone SE 3", "iPhone SE (3rd generation)"),
    ("iPhone SE 2", "iPhone SE (2nd generation)"),
    ("iPhone SE", "iPhone SE (1st generation)"),
    ("iPad Pro (11-inch)", "iPad Pro (11-inch) (1st generation)"),
    ("ipad pro 11 inch", "iPad Pro (11-inch) (1st generation)"),
    ("iPad Pro 11", "iPad Pro (11-inch) (1st generation)"),
    ("iPad Pro 11-inch (4th generation)", "iPad Pro (11-inch) (4th generation)"),
    ("iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M4)"),
    ("ipad pro 11 inch m4", "iPad Pro 11-inch (M4)"),
    ("iPad Pro 12.9", "iPad Pro (12.9-inch) (1st generation)"),
    ("iPad Pro 9.7", "iPad Pro (9.7-inch)"),
    ("iphone 6s", "iPhone 6s"),
    ("iPhone Xs Max", "iPhone XS Max"),
    ("iPhone Xʀ", "iPhone XR"),
    ("iPhone-12-mini", "iPhone 12 mini"),
    ("iPhone 16 Pro Max", "iPhone 16 Pro Max"),
    ("iphoneair", "iPhone Air"),
    ("iPhone 17e", "iPhone 17e"),
    ("iPad (A16)", "iPad (A16)"),
    ("iPad 11", "iPad (A16)"),
    ("iPad mini 7", "iPad mini (A17 Pro)"),
    ("iPad Air (2nd generation)", "iPad Air 2"),
    ("iPad Air 13-inch (M4)", "iPad Air 13-inch (M4)"),
    ("iPhone 16e", "iPhone 16e"),
    ("iPhone 5s", "iPhone 5s"),
    ("iPod touch (7th generation)", "iPod touch (7th generation)"),
    ("iPad Air 11-inch (M3)", "iPad Air 11-inch (M3)"),
    // Spellings a person types.
    ("iPhone 6+", "iPhone 6 Plus"),
    ("iphone 8+", "iPhone 8 Plus"),
    ("iPod touch 7", "iPod touch (7th generation)"),
    ("iPad 9", "iPad (9th generation)"),
    ("iPad (9th gen)", "iPad (9th generation)"),
    ("iPad Air (5th gen)", "iPad Air (5th generation)"),
    ("iPad Pro 12.9-inch (3rd generation)", "iPad Pro (12.9-inch) (3rd generation)"),
    ("iPad Pro 11\" (2nd gen)", "iPad Pro (11-inch) (2nd generation)"),
    ("iPad mini 6th gen", "iPad mini (6th generation)"),
    ("iPad Air 11 M2", "iPad Air 11-inch (M2)"),
    ("iPad Pro 13 M5", "iPad Pro 13-inch (M5)"),
    ("iPhone SE (2016)", "iPhone SE (1st generation)"),
    ("iPad 4", "iPad (4th generation)"),
    ("iPhone XS MAX", "iPhone XS Max"),
  ])
  func deviceMatchesNameOrAlias(input: String, expected: String) {
    #expect(DeviceCatalog.device(named: input)?.name == expected)
  }

  @Test(arguments: ["", "iPhone 99", "iPad Pro", "iPhone 4s", "iPhone SE 4", "Pixel 9", "iPad 3"])
  func unknownNameMatchesNothing(input: String) {
    #expect(DeviceCatalog.device(named: input) == nil)
  }

  @Test(arguments: [
    ("iPhone SE (3rd generation)", "iphonese3rdgen"),
    ("iPad Pro (11-inch)", "ipadpro11"),
    ("ipad pro 11 inch", "ipadpro11"),
    ("iPad Pro 11\"", "ipadpro11"),
    ("iPad Pro 11\u{2033}", "ipadpro11"),
    ("iPad Pro (12.9-inch)\t(2nd generation)", "ipadpro12.92ndgen"),
    ("iPhone\u{2011}X", "iphonex"),
    ("iPhone 6+", "iphone6plus"),
    // Each replacement runs left to right over the text the previous one left.
    ("iPhone 6++", "iphone6plusplus"),
    ("generationgeneration inchinch", "gengen"),
    ("geneRATIONal", "genal"),
  ])
  func normalizedNameDropsCaseSpacesHyphensParenthesesAndInches(input: String, expected: String) {
    #expect(DeviceCatalog.normalizedName(input) == expected)
  }

  @Test func noTwoEntriesShareANormalizedNameOrAlias() {
    var seen: [String: String] = [:]
    for device in DeviceCatalog.devices {
      for name in [device.name] + device.aliases {
        let key = DeviceCatalog.normalizedName(name)
        #expect(seen[key] == nil, "'\(name)' of \(device.name) clashes with \(seen[key] ?? "")")
        seen[key] = device.name
      }
    }
  }

  @Test func allNamesListsEachNameThenItsAliasesInCatalogOrder() {
    let names = DeviceCatalog.allNames
    #expect(names.count == DeviceCatalog.devices.reduce(0) { $0 + 1 + $1.aliases.count })
    #expect(names.prefix(3) == ["iPhone SE (1st generation)", "iPhone SE", "iPhone SE 1"])
    #expect(names.last == "iPad Pro 13-inch (M5)")
    for name in names {
      #expect(DeviceCatalog.device(named: name) != nil, "\(name) does not resolve")
    }
  }

  @Test func catalogHasOneEntryPerName() {
    #expect(DeviceCatalog.devices.count == 92)
    #expect(DeviceCatalog.devices.first?.name == "iPhone SE (1st generation)")
    #expect(DeviceCatalog.devices.last?.name == "iPad Pro 13-inch (M5)")
  }

  // MARK: Data invariants

  static let deviceNames = DeviceCatalog.devices.map(\.name)
  static let profiles = [10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 27]

  @Test(arguments: deviceNames)
  func profileListsAreNonEmptySortedAndUseKnownProfiles(name: String) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    let lists = [
      device.portraitInsets.map(\.fromProfile), device.landscapeInsets.map(\.fromProfile),
      device.statusBarHeight.map(\.fromProfile),
    ]
    for list in lists {
      #expect(!list.isEmpty)
      #expect(list == list.sorted() && Set(list).count == list.count, "\(list) is not sorted")
      #expect(list.allSatisfy(Self.profiles.contains), "\(list) names an unknown profile")
    }
  }

  @Test(arguments: deviceNames)
  func listsStartAtTheOldestProfileTheDeviceCanRun(name: String) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    let first = device.cutout.hasSensorHousing ? 11 : 10
    #expect(device.portraitInsets.first?.fromProfile == first)
    #expect(device.landscapeInsets.first?.fromProfile == first)
    #expect(device.statusBarHeight.first?.fromProfile == first)
    if device.cutout.hasSensorHousing {
      #expect(device.supportedIOS.first >= 11)
    }
  }

  @Test(arguments: deviceNames)
  func familyAndSourcesAreFilledIn(name: String) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    #expect(device.family == (name.hasPrefix("iPad") ? .pad : .phone))
    #expect(device.sources.hasPrefix("GT-") || device.sources.hasPrefix("WEB-"))
    #expect(device.scale == 2 || device.scale == 3)
  }

  /// First: the version the device shipped with; last: the newest it installs, `nil` while
  /// iOS 26 supports it (WEB-105 iPhones, WEB-106 the iOS 15 lists, WEB-107 the 26 cut, WEB-108
  /// iPads).
  @Test(
    arguments: [
      ("iPhone 5", 6, 10), ("iPhone 5c", 7, 10), ("iPhone 5s", 7, 12), ("iPhone 6", 8, 12),
      ("iPhone 6 Plus", 8, 12), ("iPhone SE (1st generation)", 9, 15), ("iPhone 7", 10, 15),
      ("iPhone 8", 11, 16), ("iPhone X", 11, 16), ("iPhone XS", 12, 18), ("iPhone XR", 12, 18),
      ("iPod touch (6th generation)", 8, 12), ("iPod touch (7th generation)", 12, 15),
      ("iPad (4th generation)", 6, 10), ("iPad Air", 7, 12), ("iPad Air 2", 8, 15),
      ("iPad mini 4", 9, 15), ("iPad (5th generation)", 10, 16), ("iPad Pro (9.7-inch)", 9, 16),
      ("iPad (6th generation)", 11, 17), ("iPad Pro (10.5-inch)", 10, 17),
      ("iPad (7th generation)", 13, 18),
    ] as [(String, Int, Int)])
  func supportedIOSEndsWhereAppleStoppedUpdatingTheDevice(name: String, first: Int, last: Int)
    throws
  {
    let device = try #require(DeviceCatalog.device(named: name))
    #expect(device.supportedIOS == SupportedIOS(first, last))
    #expect(device.supportedIOS.contains(first) && device.supportedIOS.contains(last))
    #expect(!device.supportedIOS.contains(first - 1) && !device.supportedIOS.contains(last + 1))
  }

  @Test(arguments: [
    ("iPhone SE (3rd generation)", 15), ("iPhone 11", 13), ("iPhone 16", 18), ("iPhone 16e", 18),
    ("iPhone 17e", 26), ("iPhone 18 Pro", 27), ("iPhone 18 Pro Max", 27),
    ("iPad (8th generation)", 14), ("iPad Air (3rd generation)", 12),
    ("iPad mini (5th generation)", 12), ("iPad (A16)", 18), ("iPad Pro 11-inch (M4)", 17),
    ("iPad Air 13-inch (M3)", 18),
  ])
  func devicesIOS27SupportsHaveAnOpenRange(name: String, first: Int) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    #expect(device.supportedIOS == SupportedIOS(first))
    #expect(device.supportedIOS.contains(27))
  }

  /// WEB-109: iOS 27 drops no iPhone, so every iPhone that runs 26 runs 27.
  @Test func everyIPhoneThatRuns26Runs27() {
    let phones = DeviceCatalog.devices.filter { $0.family == .phone }
    #expect(phones.filter { $0.supportedIOS.contains(26) }.count == 31)
    for device in phones where device.supportedIOS.contains(26) {
      #expect(device.supportedIOS.contains(27), "\(device.name)")
    }
  }

  /// The iPhone 18 Pro and 18 Pro Max are the only devices released with iOS 27 (WEB-110,
  /// WEB-111), and the only ones whose rows say they are unverified; their keyboards are their
  /// screen classes', not measured (docs/behaviour.md#window-insets).
  @Test func theIOS27DevicesAreMarkedUnverified() throws {
    let released27 = DeviceCatalog.devices.filter { $0.supportedIOS.first == 27 }.map(\.name)
    #expect(released27 == ["iPhone 18 Pro", "iPhone 18 Pro Max"])
    let unverified = DeviceCatalog.devices.filter { $0.unverified != nil }.map(\.name)
    #expect(unverified == released27)
    let pro = try #require(DeviceCatalog.device(named: "iPhone 18 Pro"))
    #expect(pro.sourceIDs.first == "WEB-110")
    #expect(pro.unverified?.contains("iPhone 17 Pro's") == true)
    let proMax = try #require(DeviceCatalog.device(named: "iPhone 18 Pro Max"))
    #expect(proMax.sourceIDs.first == "WEB-111")
    #expect(proMax.unverified?.contains("iPhone 17 Pro Max's") == true)
    #expect(!proMax.sourceIDs.contains("GT-292"))
    #expect(!proMax.keyboardIsMeasured)
    #expect(proMax.keyboardHeights == KeyboardHeights(portrait: 345, landscape: 208))
  }

  @Test func supportedRangesReadAsTheWarningAndTheTableWriteThem() {
    #expect(SupportedIOS(11, 16).description == "11–16")
    #expect(SupportedIOS(18).description == "18 and later")
    #expect(SupportedIOS(11, 16).compact == "11-16")
    #expect(SupportedIOS(18).compact == "18+")
  }

  @Test func keyboardHeightsAreMeasuredOnlyForTheProbedDevices() {
    let expected: [String: KeyboardHeights] = [
      "iPhone 16 Plus": KeyboardHeights(portrait: 345, landscape: 208),
      "iPhone 16 Pro Max": KeyboardHeights(portrait: 345, landscape: 208),
      "iPhone 17 Pro Max": KeyboardHeights(portrait: 345, landscape: 208),
      "iPhone Air": KeyboardHeights(portrait: 345, landscape: 208),
      "iPhone SE (3rd generation)": KeyboardHeights(portrait: 260, landscape: 206),
      "iPad mini (A17 Pro)": KeyboardHeights(portrait: 340, landscape: 428),
      "iPad Pro 11-inch (M4)": KeyboardHeights(portrait: 340, landscape: 428),
      "iPad Pro 11-inch (M5)": KeyboardHeights(portrait: 340, landscape: 428),
      "iPad Air 13-inch (M2)": KeyboardHeights(portrait: 403, landscape: 498),
      "iPad Air 13-inch (M4)": KeyboardHeights(portrait: 403, landscape: 498),
      "iPad Pro 13-inch (M4)": KeyboardHeights(portrait: 403, landscape: 498),
      "iPad Pro 13-inch (M5)": KeyboardHeights(portrait: 403, landscape: 498),
    ]
    for device in DeviceCatalog.devices {
      #expect(device.keyboardIsMeasured == (expected[device.name] != nil), "\(device.name)")
      if let heights = expected[device.name] {
        #expect(device.keyboardHeights == heights, "\(device.name)")
      }
    }
  }

  /// Unmeasured devices take their screen class (WEB-101 for iOS 11–12 classes; GT-292, GT-295,
  /// GT-296 for the 26.5 probes): default keyboard with the predictive bar.
  @Test(
    arguments: [
      ("iPhone 5s", 253, 199), ("iPod touch (7th generation)", 253, 199),
      ("iPhone SE (1st generation)", 253, 199), ("iPhone 6", 260, 200), ("iPhone 8", 260, 200),
      ("iPhone 6 Plus", 271, 200), ("iPhone 8 Plus", 271, 200), ("iPhone X", 335, 209),
      ("iPhone 12 mini", 335, 209), ("iPhone 15 Pro", 335, 209), ("iPhone 16e", 335, 209),
      ("iPhone XR", 346, 209), ("iPhone 11 Pro Max", 346, 209), ("iPhone 16 Pro", 346, 209),
      ("iPhone 14 Pro Max", 345, 208), ("iPad Air 2", 313, 398),
      ("iPad (9th generation)", 313, 398),
      ("iPad Pro (12.9-inch) (2nd generation)", 378, 471), ("iPad Air 11-inch (M3)", 340, 428),
      ("iPad Pro (11-inch) (1st generation)", 340, 428),
      ("iPad Pro (12.9-inch) (6th generation)", 403, 498),
    ] as [(String, Double, Double)])
  func keyboardHeightsOfTheScreenClass(name: String, portrait: Double, landscape: Double) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    #expect(device.keyboardHeights == KeyboardHeights(portrait: portrait, landscape: landscape))
  }

  @Test func theClosestScreenClassWinsAndATieGoesToTheNarrower() {
    let phone = { (width: Double) in
      KeyboardHeights.forScreenClass(family: .phone, width: width, homeIndicator: true).portrait
    }
    #expect(phone(375) == 335)
    #expect(phone(394) == 335)
    #expect(phone(395) == 346)  // 19 from 414, 20 from 375
    #expect(phone(422) == 346)  // a tie between 414 and 430
    #expect(phone(440) == 345)
    #expect(
      KeyboardHeights.forScreenClass(family: .pad, width: 744, homeIndicator: true)
        == KeyboardHeights(portrait: 340, landscape: 428))
  }

  // MARK: One case per docs/behaviour.md#window-insets row

  @Test(arguments: CatalogRow.all)
  func rowMatchesBehaviourTable(row: CatalogRow) throws {
    for name in row.names {
      let device = try #require(DeviceCatalog.device(named: name), "\(name) is missing")
      #expect(device.name == name)
      #expect(device.portraitSize == row.points, "\(name)")
      #expect(device.scale == row.scale, "\(name)")
      #expect(device.cutout == row.cutout, "\(name)")
      for check in row.checks {
        let profile = check.profile
        #expect(
          device.windowInsets(landscape: false, profile: profile) == check.portrait,
          "\(name) portrait on profile \(profile)")
        #expect(
          device.windowInsets(landscape: true, profile: profile) == check.landscape,
          "\(name) landscape on profile \(profile)")
        #expect(
          device.statusBarHeight(profile: profile) == check.statusBar,
          "\(name) status bar on profile \(profile)")
      }
    }
  }
}

extension DeviceCatalogTests {
  /// One row of docs/behaviour.md#window-insets, written out independently of the catalog's
  /// helpers.
  struct CatalogRow: Sendable, CustomTestStringConvertible {
    var names: [String]
    var points: Size
    var scale: Int
    var cutout: Cutout
    var checks: [ProfileCheck]

    var testDescription: String { names.joined(separator: " / ") }

    struct ProfileCheck: Sendable {
      var profile: Int
      var portrait: EdgeInsets
      var landscape: EdgeInsets
      var statusBar: Double
    }

    init(
      _ names: [String], _ width: Double, _ height: Double, scale: Int, cutout: Cutout,
      _ checks: [ProfileCheck]
    ) {
      self.names = names
      self.points = Size(width: width, height: height)
      self.scale = scale
      self.cutout = cutout
      self.checks = checks
    }

    /// `profile`: portrait, landscape (`[top, left, bottom, right]`) and status-bar height.
    static func on(
      _ profile: Int, _ portrait: [Double], _ landscape: [Double], bar: Double
    ) -> ProfileCheck {
      ProfileCheck(
        profile: profile, portrait: EdgeInsets(portrait) ?? .zero,
        landscape: EdgeInsets(landscape) ?? .zero, statusBar: bar)
    }

    // Profile 11 keeps {20,0,0,0} here: the engine, not the catalog, reports a window top of 0
    // on profile 11 for devices without a sensor housing (C4).
    static let homeButtonPhone = [
      on(10, [20, 0, 0, 0], [0, 0, 0, 0], bar: 20), on(11, [20, 0, 0, 0], [0, 0, 0, 0], bar: 20),
      on(12, [20, 0, 0, 0], [0, 0, 0, 0], bar: 20), on(26, [20, 0, 0, 0], [0, 0, 0, 0], bar: 20),
    ]
    static let homeButtonPad = [
      on(10, [20, 0, 0, 0], [20, 0, 0, 0], bar: 20),
      on(11, [20, 0, 0, 0], [20, 0, 0, 0], bar: 20),
      on(12, [20, 0, 0, 0], [20, 0, 0, 0], bar: 20),
      on(26, [20, 0, 0, 0], [20, 0, 0, 0], bar: 20),
    ]
    static let roundedCornerPad = [
      on(12, [24, 0, 20, 0], [24, 0, 20, 0], bar: 24),
      on(18, [24, 0, 20, 0], [24, 0, 20, 0], bar: 24),
      on(26, [32, 0, 25, 0], [32, 0, 25, 0], bar: 32),
    ]

    /// XR and 11: top and status bar 44 before profile 14, 48 from 14 (C5).
    static let xrClass = [
      on(11, [44, 0, 34, 0], [0, 44, 21, 44], bar: 44),
      on(13, [44, 0, 34, 0], [0, 44, 21, 44], bar: 44),
      on(14, [48, 0, 34, 0], [0, 48, 21, 48], bar: 48),
      on(18, [48, 0, 34, 0], [0, 48, 21, 48], bar: 48),
      on(26, [48, 0, 34, 0], [0, 48, 20, 48], bar: 48),
    ]

    /// A notched or Dynamic Island phone with one top inset `t` on every profile.
    static func housing(top t: Double, bar: Double) -> [ProfileCheck] {
      [
        on(11, [t, 0, 34, 0], [0, t, 21, t], bar: bar),
        on(18, [t, 0, 34, 0], [0, t, 21, t], bar: bar),
        on(26, [t, 0, 34, 0], [0, t, 20, t], bar: bar),
        on(27, [t, 0, 34, 0], [0, t, 20, t], bar: bar),
      ]
    }

    static let all: [CatalogRow] = [
      CatalogRow(
        [
          "iPhone SE (1st generation)", "iPhone 5", "iPhone 5c", "iPhone 5s",
          "iPod touch (6th generation)", "iPod touch (7th generation)",
        ], 320, 568, scale: 2, cutout: .none, homeButtonPhone),
      CatalogRow(
        ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8"], 375, 667, scale: 2, cutout: .none,
        homeButtonPhone),
      CatalogRow(
        ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus", "iPhone 8 Plus"], 414, 736, scale: 3,
        cutout: .none, homeButtonPhone),
      CatalogRow(
        ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)"], 375, 667, scale: 2,
        cutout: .none, homeButtonPhone),
      CatalogRow(
        ["iPhone X", "iPhone XS"], 375, 812, scale: 3, cutout: .notch, housing(top: 44, bar: 44)),
      CatalogRow(["iPhone XS Max"], 414, 896, scale: 3, cutout: .notch, housing(top: 44, bar: 44)),
      CatalogRow(["iPhone XR"], 414, 896, scale: 2, cutout: .notch, xrClass),
      CatalogRow(["iPhone 11"], 414, 896, scale: 2, cutout: .notch, xrClass),
      CatalogRow(["iPhone 11 Pro"], 375, 812, scale: 3, cutout: .notch, housing(top: 44, bar: 44)),
      CatalogRow(
        ["iPhone 11 Pro Max"], 414, 896, scale: 3, cutout: .notch, housing(top: 44, bar: 44)),
      CatalogRow(
        ["iPhone 12 mini", "iPhone 13 mini"], 375, 812, scale: 3, cutout: .notch,
        [
          on(11, [50, 0, 34, 0], [0, 50, 21, 50], bar: 44),
          on(14, [50, 0, 34, 0], [0, 50, 21, 50], bar: 44),
          on(15, [50, 0, 34, 0], [0, 50, 21, 50], bar: 50),
          on(26, [50, 0, 34, 0], [0, 50, 20, 50], bar: 50),
        ]),
      CatalogRow(
        ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"], 390, 844,
        scale: 3, cutout: .notch, housing(top: 47, bar: 47)),
      CatalogRow(
        ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, scale: 3,
        cutout: .notch, housing(top: 47, bar: 47)),
      CatalogRow(
        ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, scale: 3,
        cutout: .dynamicIsland, housing(top: 59, bar: 54)),
      CatalogRow(
        ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932,
        scale: 3, cutout: .dynamicIsland, housing(top: 59, bar: 54)),
      CatalogRow(
        ["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"], 402, 874, scale: 3,
        cutout: .dynamicIsland, housing(top: 62, bar: 54)),
      CatalogRow(
        ["iPhone 16 Pro Max", "iPhone 17 Pro Max"], 440, 956, scale: 3, cutout: .dynamicIsland,
        housing(top: 62, bar: 54)),
      CatalogRow(
        ["iPhone Air"], 420, 912, scale: 3, cutout: .dynamicIsland, housing(top: 68, bar: 54)),
      // WEB-110, WEB-111 (screens); the insets and status bar are the 17 Pro rows', unverified.
      CatalogRow(
        ["iPhone 18 Pro"], 402, 874, scale: 3, cutout: .dynamicIsland, housing(top: 62, bar: 54)),
      CatalogRow(
        ["iPhone 18 Pro Max"], 440, 956, scale: 3, cutout: .dynamicIsland,
        housing(top: 62, bar: 54)),
      CatalogRow(
        ["iPhone 17e", "iPhone 16e"], 390, 844, scale: 3, cutout: .notch,
        housing(top: 47, bar: 47)),
      CatalogRow(
        [
          "iPad (4th generation)", "iPad (5th generation)", "iPad (6th generation)", "iPad Air",
          "iPad Air 2", "iPad mini 2",
          "iPad mini 3", "iPad mini 4", "iPad mini (5th generation)", "iPad Pro (9.7-inch)",
        ], 768, 1024, scale: 2, cutout: .none, homeButtonPad),
      CatalogRow(
        ["iPad (7th generation)", "iPad (8th generation)", "iPad (9th generation)"], 810, 1080,
        scale: 2, cutout: .none, homeButtonPad),
      CatalogRow(
        ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"], 834, 1112, scale: 2, cutout: .none,
        homeButtonPad),
      CatalogRow(
        ["iPad Pro (12.9-inch) (1st generation)", "iPad Pro (12.9-inch) (2nd generation)"], 1024,
        1366, scale: 2, cutout: .none, homeButtonPad),
      CatalogRow(
        [
          "iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch) (2nd generation)",
          "iPad Pro (11-inch) (3rd generation)", "iPad Pro (11-inch) (4th generation)",
        ], 834, 1194, scale: 2, cutout: .roundedCorners, roundedCornerPad),
      CatalogRow(
        [
          "iPad Pro (12.9-inch) (3rd generation)", "iPad Pro (12.9-inch) (4th generation)",
          "iPad Pro (12.9-inch) (5th generation)", "iPad Pro (12.9-inch) (6th generation)",
        ], 1024, 1366, scale: 2, cutout: .roundedCorners, roundedCornerPad),
      CatalogRow(
        [
          "iPad Air (4th generation)", "iPad Air (5th generation)", "iPad (10th generation)",
          "iPad (A16)", "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)", "iPad Air 11-inch (M4)",
        ], 820, 1180, scale: 2, cutout: .roundedCorners, roundedCornerPad),
      CatalogRow(
        ["iPad mini (6th generation)", "iPad mini (A17 Pro)"], 744, 1133, scale: 2,
        cutout: .roundedCorners, roundedCornerPad),
      CatalogRow(
        ["iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)", "iPad Air 13-inch (M4)"], 1024, 1366,
        scale: 2,
        cutout: .roundedCorners, roundedCornerPad),
      CatalogRow(
        ["iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)"], 834, 1210, scale: 2,
        cutout: .roundedCorners, roundedCornerPad),
      CatalogRow(
        ["iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"], 1032, 1376, scale: 2,
        cutout: .roundedCorners, roundedCornerPad),
    ]
  }
}
