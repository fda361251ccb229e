import Testing

@testable import LifecycleSim

/// The `window` event and rotations of a window that is not the screen
/// (docs/behaviour.md#window-resize, docs/scenario-format.md#window-events).
@Suite struct WindowResizeTests {
  private static func json(
    device: String, ios: String, orientation: String = "portrait", window: String,
    events: String
  ) -> String {
    WindowTests.json(
      device: device, ios: ios, orientation: orientation, window: window, events: events)
  }

  private static func run(
    device: String, ios: String, orientation: String = "portrait", window: String,
    events: String
  ) throws -> Trace {
    try WindowTests.run(
      device: device, ios: ios, orientation: orientation, window: window, events: events)
  }

  /// What decoding or running the scenario reports, one line a problem.
  private static func problems(
    device: String, ios: String, orientation: String = "portrait", window: String,
    events: String
  ) -> [String] {
    let text = json(
      device: device, ios: ios, orientation: orientation, window: window, events: events)
    do {
      _ = try Build.run(Scenario.decode(Array(text.utf8), fileName: "w.json"))
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  /// The callbacks `object` gets in `epoch`, in order.
  private static func callbacks(_ trace: Trace, _ object: String, epoch: Int) -> [Callback] {
    trace.records.filter { $0.object == object && $0.epoch == epoch }.map(\.callback)
  }

  /// WEB-800, WEB-803, research row 14: two-thirds (694, regular) to a third (320, compact) on a
  /// 768×1024 iPad in landscape: the trait calls bracket `viewWillTransition`, which carries the
  /// new size and still reads the old frame; the window moves to the trailing edge and the
  /// margins turn compact.
  @Test func aResizeAcrossTheWidthClassSendsTheTraitCalls() throws {
    let trace = try Self.run(
      device: "iPad (6th generation)", ios: "15.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitTwoThirds" }"#,
      events: #"{ "at": 1, "window": { "mode": "splitOneThird", "origin": [704, 0] } }"#)
    let list = Self.callbacks(trace, "List", epoch: 1)
    #expect(
      Array(list.prefix(3)) == [
        .willTransitionToTraitCollection, .viewWillTransition, .traitCollectionDidChange,
      ])
    let transition = try #require(trace.record("List.viewWillTransition", epoch: 1))
    #expect(transition.arguments.size == Size(width: 320, height: 768))
    #expect(transition.state.frame == Rect(x: 0, y: 0, width: 694, height: 768))
    #expect(
      trace.records.filter { $0.callback == .viewWillTransition }.map(\.object) == [
        "Nav", "List",
      ])
    #expect(trace.final("window").frame == Rect(x: 704, y: 0, width: 320, height: 768))
    #expect(trace.final("window").safeAreaInsets == EdgeInsets(top: 20))
    #expect(trace.final("List").frame == Rect(x: 0, y: 0, width: 320, height: 768))
    #expect(trace.record("List.viewDidLoad")?.state.layoutMargins?.left == 20)
    #expect(trace.final("List").layoutMargins?.left == 16)
    #expect(trace.epochs[1].end == .seconds(1.3))
  }

  /// WEB-801, WEB-803: two-thirds (981) to half (678) on a 12.9" in landscape stays regular:
  /// `viewWillTransition` only.
  @Test func aResizeWithinTheWidthClassSendsNoTraitCall() throws {
    let trace = try Self.run(
      device: "iPad Pro (12.9-inch) (3rd generation)", ios: "18.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitTwoThirds" }"#,
      events: #"{ "at": 1, "window": { "mode": "splitHalf" } }"#)
    #expect(Self.callbacks(trace, "List", epoch: 1).first == .viewWillTransition)
    #expect(!trace.records.contains { $0.callback == .traitCollectionDidChange })
    #expect(
      trace.record("List.viewWillTransition", epoch: 1)?.arguments.size
        == Size(width: 678, height: 1024))
    #expect(trace.final("window").frame == Rect(x: 0, y: 0, width: 678, height: 1024))
  }

  /// A move that keeps the size sends no `viewWillTransition`; the insets follow the edges the
  /// window now touches: a 26 window moved to the top-left corner takes the screen's top, 32,
  /// where it had the floating window's 10 (WEB-805; unverified, C53).
  @Test func aMoveKeepsTheSizeAndChangesTheInsets() throws {
    let trace = try Self.run(
      device: "iPad Pro 11-inch (M4)", ios: "26.0", window: #"{ "size": [600, 700] }"#,
      events: #"{ "at": 1, "window": { "size": [600, 700], "origin": [0, 0] } }"#)
    #expect(!trace.records.contains { $0.callback == .viewWillTransition })
    #expect(trace.record("List.viewDidAppear")?.state.safeAreaInsets?.top == 64)
    #expect(trace.final("window").frame == Rect(x: 0, y: 0, width: 600, height: 700))
    #expect(trace.final("window").safeAreaInsets == EdgeInsets(top: 32))
    #expect(trace.final("List").safeAreaInsets?.top == 86)
  }

  /// The same window again is no change: the epoch has no record.
  @Test func theSameWindowAgainDoesNothing() throws {
    let trace = try Self.run(
      device: "iPad (6th generation)", ios: "15.0", window: #"{ "mode": "splitOneThird" }"#,
      events: #"{ "at": 1, "window": { "mode": "splitOneThird" } }"#)
    #expect(!trace.records.contains { $0.epoch == 1 })
  }

  /// Back to `fullScreen`: the window is the screen again, regular, with the screen's insets.
  @Test func backToFullScreen() throws {
    let trace = try Self.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0",
      window: #"{ "mode": "slideOver" }"#,
      events: #"{ "at": 1, "window": { "mode": "fullScreen" } }"#)
    #expect(trace.record("List.willTransitionToTraitCollection", epoch: 1) != nil)
    #expect(trace.final("window").frame == Rect(x: 0, y: 0, width: 834, height: 1194))
    #expect(trace.final("window").safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
    #expect(trace.final("statusBar").frame?.height == 24)
  }

  /// WEB-800, WEB-801: a Split View window turns with the screen: a third at the trailing edge
  /// in portrait (320×1024 at x 448) is the landscape third at the trailing edge (320×768 at x
  /// 704), compact both ways, so no trait call; the portrait two-thirds (438, compact) becomes
  /// the landscape two-thirds (694, regular), with the trait calls.
  @Test func aSplitViewWindowTurnsWithTheScreen() throws {
    let third = try Self.run(
      device: "iPad (6th generation)", ios: "12.0",
      window: #"{ "mode": "splitOneThird", "origin": [448, 0] }"#,
      events: #"{ "at": 1, "rotate": "landscapeLeft" }"#)
    #expect(third.final("window").frame == Rect(x: 704, y: 0, width: 320, height: 768))
    #expect(
      third.record("List.viewWillTransition", epoch: 1)?.arguments.size
        == Size(width: 320, height: 768))
    #expect(!third.records.contains { $0.callback == .traitCollectionDidChange })
    let twoThirds = try Self.run(
      device: "iPad (6th generation)", ios: "12.0", window: #"{ "mode": "splitTwoThirds" }"#,
      events: #"{ "at": 1, "rotate": "landscapeLeft" }"#)
    #expect(twoThirds.final("window").frame == Rect(x: 0, y: 0, width: 694, height: 768))
    #expect(
      Array(Self.callbacks(twoThirds, "List", epoch: 1).prefix(3)) == [
        .willTransitionToTraitCollection, .viewWillTransition, .traitCollectionDidChange,
      ])
    #expect(twoThirds.final("List").layoutMargins?.left == 20)
  }

  /// Slide Over keeps its gaps and its side (WEB-802); a free 26 window keeps its size and is
  /// moved back inside the screen (unverified, C54).
  @Test func slideOverAndFreeWindowsTurn() throws {
    let slide = try Self.run(
      device: "iPad (6th generation)", ios: "15.0", window: #"{ "mode": "slideOver" }"#,
      events: #"{ "at": 1, "rotate": "landscapeRight" }"#)
    #expect(slide.final("window").frame == Rect(x: 704, y: 20, width: 320, height: 728))
    let free = try Self.run(
      device: "iPad Pro 11-inch (M4)", ios: "26.0",
      window: #"{ "size": [700, 1000], "origin": [100, 200] }"#,
      events: #"{ "at": 1, "rotate": "landscapeLeft" }"#)
    #expect(free.final("window").frame == Rect(x: 100, y: 0, width: 700, height: 834))
    #expect(free.final("window").safeAreaInsets == EdgeInsets(top: 32, bottom: 25))
  }

  /// A presented sheet follows the window: a page sheet in a compact third spans it, and when
  /// the window grows to full screen it is the iPad's page again, the portrait width from
  /// top + 10 (OU-086, C31).
  @Test func aSheetFollowsTheWindow() throws {
    let trace = try Self.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0",
      window: #"{ "mode": "splitOneThird" }"#,
      events: #"""
        { "at": 1, "present": { "from": "Nav", "controller": { "viewController": { "name": "Sheet" } }, "style": "pageSheet", "animated": false } },
        { "at": 2, "window": { "mode": "fullScreen" } }
        """#)
    #expect(trace.record("Sheet.viewDidAppear")?.state.frame?.width == 320)
    #expect(trace.record("Sheet.viewWillTransition", epoch: 2)?.arguments.size?.width == 834)
    #expect(trace.final("Sheet").frame == Rect(x: 0, y: 34, width: 834, height: 1160))
  }

  /// A window event that changes the size class while a popover shows is refused when the run
  /// reaches it, with the fix; one that keeps the class moves the popover.
  @Test func aPopoverRefusesAWidthClassChange() {
    let present = #"""
      { "at": 1, "present": { "from": "List", "style": "popover",
          "sourceRect": [20, 100, 44, 44], "preferredContentSize": [240, 180],
          "controller": { "viewController": { "name": "Tools" } } } }
      """#
    let problems = Self.problems(
      device: "iPad Pro (12.9-inch) (3rd generation)", ios: "18.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitTwoThirds" }"#,
      events: present + #", { "at": 2, "window": { "mode": "splitOneThird" } }"#)
    #expect(
      problems == [
        "events[1].window: at 2 s: a popover is on screen while the window's size class changes;"
          + " its adaptation to a sheet is not modelled; dismiss the popover before the event"
      ])
    #expect(
      Self.problems(
        device: "iPad Pro (12.9-inch) (3rd generation)", ios: "18.0",
        orientation: "landscapeLeft", window: #"{ "mode": "splitTwoThirds" }"#,
        events: present + #", { "at": 2, "window": { "mode": "splitHalf" } }"#
      ).isEmpty)
  }

  /// The validator follows the window through the events in time order: each window event
  /// and rotation is checked in the orientation of its moment.
  @Test(
    arguments: [
      (
        "iPad (6th generation)", "12.0", "landscapeLeft", #"{ "mode": "splitHalf" }"#,
        #"{ "at": 1, "rotate": "portrait" }"#,
        "events[0].rotate: the splitHalf window cannot turn to portrait: Split View has no"
          + " half-and-half window in portrait (WEB-801); change the window's mode first with a"
          + " window event, or remove the rotation"
      ),
      (
        "iPad (6th generation)", "12.0", "portrait", #"{ "mode": "splitOneThird" }"#,
        #"{ "at": 1, "window": { "mode": "splitHalf" } }"#,
        "events[0].window.mode: Split View has no half-and-half window in portrait (WEB-801)"
      ),
      (
        "iPad Pro 11-inch (M4)", "26.0", "portrait", #"{ "mode": "fullScreen" }"#,
        #"{ "at": 2, "window": { "size": [1000, 700] } }, { "at": 1, "rotate": "landscapeLeft" }, { "at": 3, "rotate": "portrait" }, { "at": 4, "window": { "size": [1000, 700] } }"#,
        "events[3].window.size: the window (-83,255,1000,700) is not inside the 834x1210 screen"
      ),
      (
        "iPad Pro 11-inch (M4)", "26.0", "portrait", #"{ "mode": "fullScreen" }"#,
        #"{ "at": 1, "window": { "mode": "splitHalf" } }"#,
        "events[0].window.mode: Split View was removed in iPadOS 26 (WEB-805)"
      ),
      (
        "iPad Pro 11-inch (M4)", "26.0", "portrait", #"{ "mode": "fullScreen" }"#,
        #"{ "at": 1, "window": { "size": [600, 700], "origin": [300, 600] } }"#,
        "events[0].window.origin: the window (300,600,600,700) is not inside the 834x1210 screen"
      ),
    ] as [(String, String, String, String, String, String)])
  func badWindowEventsAreRefused(
    device: String, ios: String, orientation: String, window: String, events: String,
    message: String
  ) {
    let problems = Self.problems(
      device: device, ios: ios, orientation: orientation, window: window, events: events)
    #expect(problems.count == 1)
    #expect(problems.first?.contains(message) == true, "\(problems)")
  }

  /// An iPhone's window stays the screen: a window event other than fullScreen is refused.
  @Test func anIPhoneRefusesAWindowEvent() {
    let problems = Self.problems(
      device: "iPhone 16", ios: "18.0", window: #"{ "mode": "fullScreen" }"#,
      events: #"{ "at": 1, "window": { "mode": "slideOver" } }"#)
    #expect(problems.first?.contains("an iPhone's window is always the screen") == true)
  }

  /// The event round-trips through the encoder, and its epoch is named after it.
  @Test func theEventRoundTrips() throws {
    let text = Self.json(
      device: "iPad Pro 11-inch (M4)", ios: "26.0", window: #"{ "size": [600, 700] }"#,
      events: #"{ "at": 1, "window": { "size": [500, 600], "origin": [10, 20] } }"#)
    let scenario = try Scenario.decode(Array(text.utf8), fileName: "w.json")
    #expect(
      scenario.events.first?.action
        == .resizeWindow(
          WindowSpec(
            mode: .windowed, size: Size(width: 500, height: 600), origin: Point(x: 10, y: 20))))
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again == scenario)
    #expect(
      scenario.events.first?.action.detail == "mode=windowed size=500x600 origin=(10,20)")
  }

  /// With a window, `willTransitionToTraitCollection` carries the new collection's two size
  /// classes and `traitCollectionDidChange` the ones that changed (WEB-803: 694 regular, 507
  /// compact, vertical regular on an iPad); the text and JSON Lines forms read back the same.
  @Test func theTraitCallbacksCarryTheSizeClasses() throws {
    let trace = try Self.run(
      device: "iPad (6th generation)", ios: "15.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitTwoThirds" }"#,
      events: #"{ "at": 1, "window": { "mode": "splitHalf" } }"#)
    let will = try #require(trace.record("List.willTransitionToTraitCollection", epoch: 1))
    #expect(will.arguments.horizontalSizeClass == .compact)
    #expect(will.arguments.verticalSizeClass == .regular)
    let did = try #require(trace.record("List.traitCollectionDidChange", epoch: 1))
    #expect(did.arguments.horizontalSizeClass == .compact)
    #expect(did.arguments.verticalSizeClass == nil)
    for format in [TraceFormat.text, .jsonLines] {
      let again = try Trace.parse(Array(format.render(trace).utf8))
      #expect(
        again.record("List.willTransitionToTraitCollection", epoch: 1)?.arguments
          == will.arguments)
      #expect(again.record("List.traitCollectionDidChange", epoch: 1)?.arguments == did.arguments)
    }
    #expect(
      TraceFormat.text.render(trace).contains(
        "traitCollectionDidChange(horizontalSizeClass=compact)"))
  }

  /// Without a window, an iPhone's rotation keeps its trait callbacks bare, as traces written
  /// before read; with `"window": { "mode": "fullScreen" }` they carry the vertical class.
  @Test func anIPhoneCarriesTheClassesOnlyWithAWindowKey() throws {
    func rotated(window: Bool) throws -> Trace {
      var scenario = Build.scenario("iPhone 16", ios: "18.0", root: Build.plain("A"))
      scenario.events = [ScenarioEvent(at: 1, .rotate(.landscapeLeft))]
      if window { scenario.window = WindowSpec(mode: .fullScreen) }
      return try Build.run(scenario)
    }
    #expect(
      try rotated(window: false).record("A.traitCollectionDidChange")?.arguments
        == TraceArguments.none)
    let did = try #require(try rotated(window: true).record("A.traitCollectionDidChange"))
    #expect(did.arguments == TraceArguments(verticalSizeClass: .compact))
  }
}
