import Testing

@testable import LifecycleSim

/// The `detent` event (docs/behaviour.md#detent-changes): the sheet's frame at each detent, what
/// its content reads, the layout that follows (WEB-977), the delegate's callback for a drag only
/// (WEB-976), and the format's and the run's refusals.
@Suite struct SheetDetentChangeTests {
  private static let tracked: Set<Callback> = [
    .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    .viewSafeAreaInsetsDidChange, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
  ]

  /// Presents `Sheet` (a navigation controller `SheetNav` around it with `navigation`) from
  /// `Main` without animation at 1 s, then runs `events`.
  private func run(
    _ device: String, ios: String, _ orientation: Orientation = .portrait,
    style: PresentationStyle? = nil, sheet: SheetConfiguration, navigation: Bool = false,
    _ events: [ScenarioEvent]
  ) throws(ScenarioError) -> Trace {
    let content = Build.plain("Sheet")
    let presented = navigation ? Build.navigation("SheetNav", [content]) : content
    var scenario = Build.scenario(device, ios: ios, orientation, root: Build.plain("Main"))
    scenario.events =
      [
        ScenarioEvent(
          at: 1,
          .present(
            from: "Main", controller: presented, style: style, animated: false, sheet: sheet))
      ] + events
    return try Build.run(scenario)
  }

  /// The tracked callbacks of `epoch`, in order.
  private func callbacks(_ trace: Trace, epoch: Int) -> [String] {
    trace.records.filter { $0.epoch == epoch && Self.tracked.contains($0.callback) }
      .map(\.qualifiedName)
  }

  /// What the run of `events` reports; none when it runs.
  private func problems(
    _ device: String = "iPhone 14", ios: String = "16.0", _ orientation: Orientation = .portrait,
    style: PresentationStyle? = nil, sheet: SheetConfiguration, _ events: [ScenarioEvent]
  ) -> [String] {
    do {
      _ = try run(device, ios: ios, orientation, style: style, sheet: sheet, events)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  /// Frames equal to a thousandth of a point (the trace's precision).
  private func same(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy {
      $0.magnitude < 0.001
    }
  }

  private let mediumAndLarge = SheetConfiguration(detents: [.medium, .large])

  // MARK: The user's drag

  /// WEB-976: a drag from medium to large on an iPhone 14 (16.0) gives the large frame
  /// (0,57,390,787) of OU-089/WEB-851, the content's safe area follows and the sheet lays out
  /// before the delegate hears of the new detent (C88); the presenter gets nothing (OU-076).
  @Test func aDragToLargeGrowsTheSheetThenTellsTheDelegate() throws {
    let trace = try run(
      "iPhone 14", ios: "16.0", sheet: mediumAndLarge,
      [.at(2, .detent("Sheet", to: .large, by: .user))])
    let half = 1130.0 / 3
    #expect(
      same(
        trace.record("Sheet.viewDidAppear", epoch: 1)?.state.frame,
        Rect(x: 0, y: 844 - half - 34, width: 390, height: half + 34)))
    #expect(trace.final("Sheet").frame == Rect(x: 0, y: 57, width: 390, height: 787))
    #expect(trace.final("Sheet").safeAreaInsets == EdgeInsets(bottom: 34))
    let order = callbacks(trace, epoch: 2)
    #expect(order.first == "Sheet.viewWillLayoutSubviews")
    #expect(order.last == "Sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier")
    #expect(order.filter { $0.hasPrefix("Main.") }.isEmpty)
    #expect(
      trace.record("Sheet.viewWillLayoutSubviews", epoch: 2)?.state.frame
        == Rect(x: 0, y: 57, width: 390, height: 787))
    let epoch = try #require(trace.epochs.first { $0.index == 2 })
    #expect(epoch.cause == "detent")
    #expect(epoch.detail == "controller=Sheet to=large by=user")
  }

  /// WEB-976, WEB-977: the app's change inside `animateChanges` lays the sheet out at once but
  /// the delegate hears nothing; large to medium on the iPhone 14 gives the medium frame.
  @Test func theAppsChangeLaysOutWithoutTheDelegate() throws {
    let trace = try run(
      "iPhone 14", ios: "16.0",
      sheet: SheetConfiguration(detents: [.medium, .large], selectedDetent: .large),
      [.at(2, .detent("Sheet", to: .medium))])
    #expect(
      trace.record("Sheet.viewDidAppear", epoch: 1)?.state.frame
        == Rect(x: 0, y: 57, width: 390, height: 787))
    let half = 1130.0 / 3
    #expect(
      same(
        trace.final("Sheet").frame, Rect(x: 0, y: 844 - half - 34, width: 390, height: half + 34)))
    let order = callbacks(trace, epoch: 2)
    #expect(order.contains("Sheet.viewWillLayoutSubviews"))
    #expect(!order.contains("Sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier"))
  }

  /// WEB-852, C51: a home-button iPhone SE's large sheet is (0,40,375,627) on 16; its medium
  /// detent is half of 627; a navigation controller in it lays out with its child.
  @Test func aHomeButtonIPhoneChangesBetweenItsDetents() throws {
    let trace = try run(
      "iPhone SE (3rd generation)", ios: "16.0", sheet: mediumAndLarge, navigation: true,
      [
        .at(2, .detent("SheetNav", to: .large, by: .user)),
        .at(3, .detent("SheetNav", to: .medium, by: .user)),
      ])
    #expect(
      trace.record("SheetNav.viewWillLayoutSubviews", epoch: 2)?.state.frame
        == Rect(x: 0, y: 40, width: 375, height: 627))
    #expect(trace.record("Sheet.viewWillLayoutSubviews", epoch: 2) != nil)
    #expect(
      same(trace.final("SheetNav").frame, Rect(x: 0, y: 667 - 313.5, width: 375, height: 313.5)))
    #expect(
      trace.records.filter {
        $0.callback == .sheetPresentationControllerDidChangeSelectedDetentIdentifier
      }.map(\.epoch) == [2, 3])
  }

  /// OU-088, WEB-408: an iPad form sheet on 26 grows from medium (364 of 650, its bottom edge at
  /// 910) to its large card, (120,260,580,650).
  @Test func anIPadFormSheetGrowsToItsCard() throws {
    let trace = try run(
      "iPad (A16)", ios: "26.0", style: .formSheet, sheet: mediumAndLarge,
      [.at(2, .detent("Sheet", to: .large, by: .user))])
    #expect(
      trace.record("Sheet.viewDidAppear", epoch: 1)?.state.frame
        == Rect(x: 120, y: 910 - 364, width: 580, height: 364))
    #expect(trace.final("Sheet").frame == Rect(x: 120, y: 260, width: 580, height: 650))
  }

  /// A change to the detent the sheet rests at changes nothing and tells nobody.
  @Test func theSameDetentChangesNothing() throws {
    let trace = try run(
      "iPhone 14", ios: "16.0", sheet: mediumAndLarge,
      [.at(2, .detent("Sheet", to: .medium, by: .user))])
    #expect(trace.records.filter { $0.epoch == 2 }.isEmpty)
  }

  /// WEB-411: in landscape an iPhone's sheet fills the window: the app's change selects the
  /// detent (its frame stays the window's), and the sheet takes it when turned back to portrait.
  @Test func theAppsChangeInLandscapeShowsInPortrait() throws {
    let trace = try run(
      "iPhone 14", ios: "16.0", .landscapeLeft, sheet: mediumAndLarge,
      [.at(2, .detent("Sheet", to: .large)), .at(3, .rotate(.portrait))])
    #expect(
      trace.record("Sheet.viewDidAppear", epoch: 1)?.state.frame
        == Rect(x: 0, y: 0, width: 844, height: 390))
    #expect(trace.records.filter { $0.epoch == 2 }.isEmpty)
    #expect(trace.final("Sheet").frame == Rect(x: 0, y: 57, width: 390, height: 787))
  }

  // MARK: Depth and scale

  /// Navigation controllers nested 20 deep in the sheet: a drag to large brackets every one of
  /// the 21 shown controllers in the layout, and the innermost reads the sheet's new frame.
  @Test func aDeepSheetLaysOutWhole() throws {
    var node = Build.plain("Leaf")
    for level in stride(from: 20, through: 1, by: -1) {
      node = Build.navigation(level == 1 ? "Deep" : "N\(level)", [node])
    }
    var scenario = Build.scenario("iPhone 14", ios: "16.0", root: Build.plain("Main"))
    scenario.events = [
      .at(1, .present(node, from: "Main", detents: [.medium, .large])),
      .at(2, .detent("Deep", to: .large, by: .user)),
    ]
    let trace = try Build.run(scenario)
    let layouts = trace.records.filter { $0.epoch == 2 && $0.callback == .viewWillLayoutSubviews }
    #expect(layouts.count == 21)
    #expect(trace.final("Deep").frame == Rect(x: 0, y: 57, width: 390, height: 787))
  }

  /// A detent change records what the sheet's tree does, whatever the presenter holds: 10×,
  /// then 100× the presenter's children record the same (count work, not time).
  @Test func aChangeDoesNotWalkThePresentersTree() throws {
    func records(_ children: Int) throws -> Int {
      var root = Build.plain("Main")
      root.children = (0..<children).map { ChildEmbedding(Build.plain("C\($0)")) }
      var scenario = Build.scenario("iPhone 14", ios: "16.0", root: root)
      scenario.events = [
        .at(1, .present(Build.plain("Sheet"), from: "Main", detents: [.medium, .large])),
        .at(2, .detent("Sheet", to: .large, by: .user)),
        .at(3, .detent("Sheet", to: .medium)),
      ]
      return try Build.run(scenario).records.filter { $0.epoch >= 2 }.count
    }
    let one = try records(1)
    #expect(try records(10) == one)
    #expect(try records(100) == one)
  }

  // MARK: Refusals

  @Test func aDragInLandscapeIsRefused() {
    let found = problems(
      "iPhone 14", .landscapeLeft, sheet: mediumAndLarge,
      [.at(2, .detent("Sheet", to: .large, by: .user))])
    #expect(found.count == 1)
    #expect(found.first?.contains("Sheet fills the window") == true)
    #expect(found.first?.contains("use \"by\": \"program\"") == true)
  }

  @Test func theDetentMustBeOneOfTheSheets() {
    let found = problems(
      sheet: SheetConfiguration(detents: [.medium]), [.at(2, .detent("Sheet", to: .large))])
    #expect(
      found == [
        "events[1].detent.to: large is not one of Sheet's detents (medium); add it to the"
          + " present event's \"detents\", or use one of \"medium\""
      ])
  }

  @Test func aFullScreenPresentationHasNoDetents() {
    let found = problems(
      style: .fullScreen, sheet: SheetConfiguration(), [.at(2, .detent("Sheet", to: .large))])
    #expect(found.first?.contains("Sheet is presented fullScreen, which has no detents") == true)
  }

  @Test func aControllerNotPresentedHasNoDetents() {
    let found = problems(sheet: mediumAndLarge, [.at(2, .detent("Main", to: .large))])
    #expect(
      found == [
        "events[1].detent.controller: Main is not shown by a present event, so it has no sheet"
          + " detents; name the controller of a present event with \"style\": \"pageSheet\" or"
          + " \"formSheet\""
      ])
  }

  @Test func detentChangesNeedIOS15AndCustomHeights16() {
    let old = problems(
      "iPhone 11", ios: "14.0", sheet: SheetConfiguration(), [.at(2, .detent("Sheet", to: .large))])
    #expect(old.first?.contains("a sheet's selected detent needs iOS 15") == true)
    let custom = problems(
      ios: "15.0", sheet: SheetConfiguration(detents: [.medium, .large]),
      [.at(2, .detent("Sheet", to: .custom(300)))])
    #expect(custom.contains { $0.contains("a custom detent height (300) needs iOS 16") })
  }

  @Test func aDragAlwaysAnimates() {
    let found = problems(
      sheet: mediumAndLarge, [.at(2, .detent("Sheet", to: .large, by: .user, animated: false))])
    #expect(found.first?.contains("a drag always animates") == true)
  }

  // MARK: The format

  @Test func theEventDecodesAndEncodes() throws {
    let text = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone 14", "ios": "16.0",
        "root": { "viewController": { "name": "Main" } },
        "events": [
          { "at": 1, "present": { "from": "Main", "detents": ["medium", "large"],
            "controller": { "viewController": { "name": "Sheet" } } } },
          { "at": 2, "detent": { "controller": "Sheet", "to": "large", "by": "user" } },
          { "at": 3, "detent": { "controller": "Sheet", "to": "medium", "animated": false } } ] }
      """
    let scenario = try Scenario.decode(Array(text.utf8))
    #expect(scenario.events[1].action == .detent("Sheet", to: .large, by: .user))
    #expect(scenario.events[2].action == .detent("Sheet", to: .medium, animated: false))
    #expect(try Scenario.decode(scenario.jsonBytes()) == scenario)
  }

  @Test func anUnknownCauseIsNamed() {
    let text = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone 14", "ios": "16.0",
        "root": { "viewController": { "name": "Main" } },
        "events": [ { "at": 2, "detent": { "controller": "Main", "to": "large", "by": "drag" } } ] }
      """
    do {
      _ = try Scenario.decode(Array(text.utf8))
      Issue.record("decoded")
    } catch {
      #expect(error.diagnostics.contains { $0.description.contains("events[0].detent.by") })
    }
  }
}
