import Testing

@testable import LifecycleSim

/// Sheet geometry per device class, orientation, version and detent (docs/behaviour.md#sheets),
/// run through the engine: the presented view's frame and what its content reads.
@Suite struct SheetRuleTests {
  /// Presents `Sheet` (inside `SheetNav` with `navigation`) from a plain root and runs it.
  private func present(
    _ device: String, ios: String, _ orientation: Orientation = .portrait,
    style: PresentationStyle? = nil, sheet: SheetConfiguration = SheetConfiguration(),
    navigation: Bool = false, quirks: [QuirkOverride] = []
  ) throws -> Trace {
    let content = Build.plain("Sheet")
    let presented = navigation ? Build.navigation("SheetNav", [content]) : content
    var scenario = Build.scenario(
      device, ios: ios, orientation, quirks: quirks, root: Build.plain("Main"))
    scenario.events = [
      ScenarioEvent(
        at: 1,
        .present(
          from: "Main", controller: presented, style: style, animated: false, sheet: sheet))
    ]
    return try Build.run(scenario)
  }

  /// The presented view's frame.
  private func frame(_ trace: Trace, navigation: Bool = false) throws -> Rect {
    try #require(trace.final(navigation ? "SheetNav" : "Sheet").frame)
  }

  /// Frames equal to a thousandth of a point (the trace's precision).
  private func same(_ a: Rect, _ b: Rect) -> Bool {
    [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy {
      $0.magnitude < 0.001
    }
  }

  // MARK: iPhone

  /// OU-085: an iPhone page sheet on 26 starts at `max(top, 30)`: (0,30,375,637) on the SE.
  @Test func iPhoneSheetOn26StartsAtThirtyOnTheSE() throws {
    let trace = try present("iPhone SE (3rd generation)", ios: "26.0")
    #expect(try frame(trace) == Rect(x: 0, y: 30, width: 375, height: 637))
  }

  /// WEB-852: on a 375 × 667 iPhone on 15+ a page sheet is (0,40,375,627), its navigation bar
  /// 56 and what lies below the bar reads a top inset of 56. WEB-851: the same card on an SE
  /// (3rd generation) on 16, whose largest detent is 627 (667 − 20 − 20). 13 and 14 take the
  /// same rule (C51).
  @Test(arguments: [
    ("iPhone 8", "15.0"), ("iPhone SE (3rd generation)", "16.0"), ("iPhone SE (2nd generation)", "18.0"),
    ("iPhone 8", "13.0"),
  ])
  func homeButtonIPhoneSheetSitsTwentyBelowTheStatusBar(device: String, ios: String) throws {
    let trace = try present(device, ios: ios, navigation: true)
    #expect(try frame(trace, navigation: true) == Rect(x: 0, y: 40, width: 375, height: 627))
    #expect(trace.final("SheetNav.navigationBar").frame?.height == 56)
    #expect(trace.final("Sheet").safeAreaInsets == EdgeInsets(top: 56))
    // The largest detent value is 627 (custom detents from 16): a custom 627 is the large
    // detent, 626 is not.
    guard ios != "13.0", ios != "15.0" else { return }
    let large = try present(
      device, ios: ios, sheet: SheetConfiguration(detents: [.custom(627), .large]))
    #expect(try frame(large) == Rect(x: 0, y: 40, width: 375, height: 627))
    let below = try present(
      device, ios: ios, sheet: SheetConfiguration(detents: [.custom(626), .large]))
    #expect(try frame(below) == Rect(x: 0, y: 41, width: 375, height: 626))
  }

  /// WEB-851: a Face ID iPhone keeps `top + 10`: on an iPhone 14 Pro on 16 the sheet is at 69
  /// and its largest detent value 852 − 69 − 34 = 749.
  @Test func faceIDIPhoneSheetSitsTenBelowTheInset() throws {
    let trace = try present("iPhone 14 Pro", ios: "16.0")
    #expect(try frame(trace) == Rect(x: 0, y: 69, width: 393, height: 783))
    let large = try present(
      "iPhone 14 Pro", ios: "16.0", sheet: SheetConfiguration(detents: [.custom(749), .large]))
    #expect(try frame(large).y == 69)
    let below = try present(
      "iPhone 14 Pro", ios: "16.0", sheet: SheetConfiguration(detents: [.custom(748), .large]))
    #expect(try frame(below).y == 852 - 748 - 34)
  }

  /// OU-089: the large detent on an iPhone 16 on 26 is (0,59,393,793), reaching the bottom, so
  /// the content reads the home indicator only.
  @Test func iPhoneLargeDetentOn26() throws {
    let trace = try present("iPhone 16", ios: "26.0")
    #expect(try frame(trace) == Rect(x: 0, y: 59, width: 393, height: 793))
    #expect(trace.final("Sheet").safeAreaInsets == EdgeInsets(bottom: 34))
  }

  /// OU-089: a custom detent of 400 on an iPhone 16 on 26 is the floating card
  /// (8,427.669,377,416.331); WEB-408: its content keeps the full bottom inset, 34.
  @Test func customDetentOn26FloatsAsACard() throws {
    let trace = try present(
      "iPhone 16", ios: "26.0", sheet: SheetConfiguration(detents: [.custom(400), .large]))
    #expect(same(try frame(trace), Rect(x: 8, y: 427.669, width: 377, height: 416.331)))
    #expect(trace.final("Sheet").safeAreaInsets == EdgeInsets(bottom: 34))
  }

  /// WEB-408: medium is 425 of the largest value 759 on an iPhone 16 on 26 (459 with the home
  /// indicator, before the card's scale), and 356.5 of 637 on the SE (to its 2x pixel).
  @Test(arguments: [
    ("iPhone 16", 425.0 + 34, 393.0, 852.0), ("iPhone SE (3rd generation)", 356.5, 375, 667),
  ])
  func mediumDetentOn26(device: String, sheetHeight: Double, width: Double, height: Double)
    throws
  {
    let trace = try present(device, ios: "26.0", sheet: SheetConfiguration(detents: [.medium]))
    let scale = (width - 16) / width
    let expected = Rect(
      x: 8, y: height - 8 - sheetHeight * scale, width: width * scale,
      height: sheetHeight * scale)
    #expect(same(try frame(trace), expected))
  }

  /// WEB-406, WEB-407: before 26 a smaller detent is attached to the bottom, `value + bottom
  /// inset` high; medium is half the largest value (L), to the pixel. iPhone 14 on 16: top
  /// 47 + 10, largest value 844 − 57 − 34 = 753, medium 376.5 → 1130 / 3 at 3x.
  @Test func detentsBefore26AreBottomAttached() throws {
    let custom = try present(
      "iPhone 14", ios: "16.0", sheet: SheetConfiguration(detents: [.custom(300), .large]))
    #expect(try frame(custom) == Rect(x: 0, y: 510, width: 390, height: 334))
    #expect(custom.final("Sheet").safeAreaInsets == EdgeInsets(bottom: 34))
    let medium = try present(
      "iPhone 14", ios: "16.0", sheet: SheetConfiguration(detents: [.medium]))
    let half = 1130.0 / 3
    #expect(same(try frame(medium), Rect(x: 0, y: 844 - half - 34, width: 390, height: half + 34)))
  }

  /// WEB-413: with no selection the sheet rests at the smallest detent, whatever the order;
  /// a selection wins.
  @Test func theSmallestDetentUnlessOneIsSelected() throws {
    let unordered = try present(
      "iPhone 14", ios: "16.0", sheet: SheetConfiguration(detents: [.large, .custom(200)]))
    #expect(try frame(unordered).height == 234)
    let selected = try present(
      "iPhone 14", ios: "16.0",
      sheet: SheetConfiguration(detents: [.custom(200), .large], selectedDetent: .large))
    #expect(try frame(selected) == Rect(x: 0, y: 57, width: 390, height: 787))
  }

  /// OU-089: a custom value above the largest collapses to the large detent.
  @Test func aCustomHeightAboveTheMaximumIsLarge() throws {
    let trace = try present(
      "iPhone 16", ios: "26.0", sheet: SheetConfiguration(detents: [.custom(5000)]))
    #expect(try frame(trace) == Rect(x: 0, y: 59, width: 393, height: 793))
  }

  /// WEB-411, WEB-406: in compact height a sheet is full screen and medium is inactive; a
  /// regular-width iPhone too, unless `largePhoneLandscapeSheetCard` shows the centred card
  /// (WEB-412; docs/behaviour.md#c30).
  @Test func landscapeIPhoneSheetsFillTheWindow() throws {
    let plain = try present(
      "iPhone 15 Pro Max", ios: "17.0", .landscapeLeft, style: .formSheet,
      sheet: SheetConfiguration(detents: [.medium]))
    #expect(try frame(plain) == Rect(x: 0, y: 0, width: 932, height: 430))
    let card = try present(
      "iPhone 15 Pro Max", ios: "17.0", .landscapeLeft, style: .formSheet,
      quirks: [QuirkOverride(.largePhoneLandscapeSheetCard, true)])
    // The 580 × 650 card, clamped to the safe area {0,59,21,59} and centred in it.
    #expect(try frame(card) == Rect(x: 176, y: 0, width: 580, height: 409))
    let small = try present(
      "iPhone 15 Pro", ios: "17.0", .landscapeLeft, style: .formSheet,
      quirks: [QuirkOverride(.largePhoneLandscapeSheetCard, true)])
    #expect(try frame(small) == Rect(x: 0, y: 0, width: 852, height: 393))
  }

  // MARK: iPad

  /// OU-086: an iPad page sheet on 26 is (0,42,820,1138) on the iPad (A16): the portrait width,
  /// 10 below the top inset.
  @Test func iPadPageSheetInPortrait() throws {
    let trace = try present("iPad (A16)", ios: "26.0", style: .pageSheet)
    #expect(try frame(trace) == Rect(x: 0, y: 42, width: 820, height: 1138))
  }

  /// WEB-409: a page sheet is page-shaped, taller than wide: in landscape it keeps the device's
  /// portrait width, centred, instead of the screen's (L for the exact width).
  @Test func iPadPageSheetInLandscapeKeepsThePortraitWidth() throws {
    let trace = try present(
      "iPad Air (5th generation)", ios: "17.0", .landscapeLeft, style: .pageSheet)
    #expect(try frame(trace) == Rect(x: 180, y: 34, width: 820, height: 786))
    #expect(trace.final("Sheet").safeAreaInsets == EdgeInsets(bottom: 20))
  }

  /// WEB-409 (L): before 13 an iPad page sheet is the portrait page at full height: the whole
  /// window in portrait, centred in landscape.
  @Test func iPadPageSheetBefore13() throws {
    let portrait = try present("iPad Air 2", ios: "12.0", style: .pageSheet)
    #expect(try frame(portrait) == Rect(x: 0, y: 0, width: 768, height: 1024))
    let landscape = try present("iPad Air 2", ios: "12.0", .landscapeLeft, style: .pageSheet)
    #expect(try frame(landscape) == Rect(x: 128, y: 0, width: 768, height: 768))
  }

  /// WEB-403, WEB-404: 540 × 620 up to 15; WEB-410, OU-088: 580 × 650 from 16, at (120,260) on
  /// the iPad (A16), its content reading no inset.
  @Test(arguments: [
    ("15.0", Rect(x: 140, y: 275, width: 540, height: 620)),
    ("16.0", Rect(x: 120, y: 260, width: 580, height: 650)),
    ("26.0", Rect(x: 120, y: 260, width: 580, height: 650)),
  ])
  func iPadFormSheetSize(ios: String, expected: Rect) throws {
    let trace = try present("iPad (A16)", ios: ios, style: .formSheet)
    #expect(try frame(trace) == expected)
    #expect(trace.final("Sheet").safeAreaInsets == .zero)
  }

  /// OU-088: a custom detent of 343 keeps the form sheet's bottom edge, 910: (120,567,580,343);
  /// WEB-408: medium is 425/759 of 650 = 364.
  @Test func iPadFormSheetDetentsKeepTheBottomEdge() throws {
    let custom = try present(
      "iPad (A16)", ios: "26.0", style: .formSheet,
      sheet: SheetConfiguration(detents: [.custom(343), .large]))
    #expect(try frame(custom) == Rect(x: 120, y: 567, width: 580, height: 343))
    let medium = try present(
      "iPad (A16)", ios: "26.0", style: .formSheet, sheet: SheetConfiguration(detents: [.medium]))
    #expect(try frame(medium) == Rect(x: 120, y: 910 - 364, width: 580, height: 364))
  }

  /// A rotation places the sheet again: the iPad page sheet re-centres (docs/behaviour.md#sheets).
  @Test func rotationPlacesTheSheetAgain() throws {
    var scenario = Build.scenario(
      "iPad Air (5th generation)", ios: "17.0", root: Build.plain("Main"))
    scenario.events = [
      ScenarioEvent(
        at: 1,
        .present(from: "Main", controller: Build.plain("Sheet"), style: .pageSheet, animated: false)
      ),
      ScenarioEvent(at: 2, .rotate(.landscapeLeft)),
    ]
    let trace = try Build.run(scenario)
    #expect(
      trace.record("Sheet.viewWillLayoutSubviews", epoch: 1)?.state.frame
        == Rect(x: 0, y: 34, width: 820, height: 1146))
    #expect(trace.final("Sheet").frame == Rect(x: 180, y: 34, width: 820, height: 786))
  }

  // MARK: Navigation bar

  /// WEB-401, WEB-402, WEB-405: a navigation bar in a sheet card is 56 on 13–18 (iPhone 11 Pro
  /// on 13.0 in WEB-402); GT-130: 6 taller than the 50 of a full-screen iPad bar, so 56 on iPad
  /// too. A full-screen presentation keeps 44.
  @Test(arguments: [
    ("iPhone 11 Pro", "13.0", PresentationStyle?.none, 56.0),
    ("iPhone 15 Pro", "17.0", PresentationStyle.pageSheet, 56),
    ("iPad Air (5th generation)", "16.0", PresentationStyle.formSheet, 56),
    ("iPhone 15 Pro", "17.0", PresentationStyle.fullScreen, 44),
    ("iPhone 8", "12.0", PresentationStyle.pageSheet, 44),
  ])
  func navigationBarInASheet(device: String, ios: String, style: PresentationStyle?, height: Double)
    throws
  {
    let trace = try present(device, ios: ios, style: style, navigation: true)
    #expect(trace.final("SheetNav.navigationBar").frame?.height == height)
  }

  /// WEB-411: an iPhone sheet in landscape is full screen, so its bar is the compact 32, not 56.
  @Test func aFullScreenSheetInLandscapeHasTheCompactBar() throws {
    let trace = try present("iPhone 15 Pro", ios: "17.0", .landscapeLeft, navigation: true)
    #expect(trace.final("SheetNav.navigationBar").frame?.height == 32)
  }
}
