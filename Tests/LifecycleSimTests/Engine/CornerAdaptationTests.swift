import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// The iPadOS 26 corner-adapted layout regions a controller's root view reports, and the window
/// controls they avoid (docs/behaviour.md#corner-adaptation).
@Suite struct CornerAdaptationTests {
  private static let pad = "iPad Pro 11-inch (M4)"

  /// WEB-870, WEB-872, C75: a free 700×500 window away from the screen's edges shows its
  /// controls at the top-leading corner; the list under a 54-pt bar and the window's 10-pt top
  /// inset keeps its top (64 is below the controls' 40), moves its leading edge past the
  /// controls (80) and its trailing edge and bottom 9.5 in from the rounded corners. The
  /// margins region is the larger of the margins (20) and that, per edge (C77).
  @Test func aFreeWindowAvoidsItsControlsAndCorners() throws {
    let trace = try WindowTests.run(
      device: Self.pad, ios: "26.0", orientation: "landscapeLeft",
      window: #"{ "size": [700, 500], "origin": [200, 150] }"#)
    let list = try #require(trace.record("List.viewDidAppear")?.state)
    #expect(list.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(list.safeAreaCornerAdapted == EdgeInsets(top: 64, left: 80, bottom: 9.5, right: 9.5))
    #expect(list.marginsCornerAdapted == EdgeInsets(top: 64, left: 80, bottom: 9.5, right: 20))
    let nav = trace.final("Nav")
    #expect(nav.safeAreaCornerAdapted == EdgeInsets(top: 40, left: 80, bottom: 9.5, right: 9.5))
  }

  /// WEB-870, WEB-871: a full-screen window shows no controls; the regions only move 9.5 in
  /// from the display's rounded corners, where the safe area is smaller.
  @Test func aFullScreenWindowHasOnlyTheCornerAdaptation() throws {
    let trace = try WindowTests.run(
      device: Self.pad, ios: "26.0", orientation: "landscapeLeft",
      window: #"{ "mode": "fullScreen" }"#)
    let nav = trace.final("Nav")
    let safe = try #require(nav.safeAreaInsets)
    #expect(
      nav.safeAreaCornerAdapted
        == EdgeInsets(
          top: max(safe.top, 9.5), left: 9.5, bottom: max(safe.bottom, 9.5), right: 9.5))
    #expect(safe.left == 0)
  }

  /// The regions exist from iPadOS 26 (the API's first version): an iPadOS 18 Split View
  /// window's records carry none.
  @Test func beforeIPadOS26NoRegionIsTraced() throws {
    let trace = try WindowTests.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitTwoThirds" }"#)
    #expect(trace.final("List").safeAreaCornerAdapted == nil)
    #expect(trace.final("List").marginsCornerAdapted == nil)
  }

  /// A scenario without a `window` key or event keeps the trace it had before the regions were
  /// modelled, as the size classes do.
  @Test func aScenarioWithoutAWindowTracesNoRegion() throws {
    let scenario = Scenario(
      name: "plain", device: Self.pad, ios: "26.0",
      root: .navigation("Nav", [.controller("List")]))
    let trace = try Simulator(scenario).run()
    #expect(trace.final("List").safeAreaCornerAdapted == nil)
  }

  /// WEB-871, C75: a window event that makes the window full screen takes the controls away:
  /// the leading edge goes back to the corner's 9.5; moving the free window back brings them.
  @Test func theRegionsFollowTheWindow() throws {
    let trace = try WindowTests.run(
      device: Self.pad, ios: "26.0", orientation: "landscapeLeft",
      window: #"{ "size": [700, 500], "origin": [200, 150] }"#,
      events: #"""
        { "at": 1, "window": { "mode": "fullScreen" } },
        { "at": 2, "window": { "size": [600, 500], "origin": [0, 0] } }
        """#)
    let full = try #require(trace.record("Nav.viewWillTransition", occurrence: 1)?.state)
    #expect(full.safeAreaCornerAdapted?.left == 9.5)
    let moved = trace.final("Nav")
    #expect(moved.safeAreaCornerAdapted?.left == 80)
    #expect(moved.safeAreaCornerAdapted?.top == 40)
  }

  /// C75: in a right-to-left layout the controls sit at the top-right corner, so the trailing
  /// edge avoids them.
  @Test func rightToLeftPutsTheControlsOnTheRight() throws {
    var scenario = try Scenario.decode(
      Array(
        WindowTests.json(
          device: Self.pad, ios: "26.0", orientation: "landscapeLeft",
          window: #"{ "size": [700, 500], "origin": [200, 150] }"#
        ).utf8), fileName: "w.json")
    scenario.layoutDirection = .rightToLeft
    let trace = try Build.run(scenario)
    #expect(
      trace.final("Nav").safeAreaCornerAdapted
        == EdgeInsets(top: 40, left: 9.5, bottom: 9.5, right: 80))
  }

  /// C75, C76: a view that does not reach under the controls keeps its leading edge; one whose
  /// edges are inside the window gets no corner adaptation.
  @Test func aViewAwayFromTheControlsAndCornersKeepsItsSafeArea() {
    let window = Size(width: 700, height: 500)
    let controls = CornerAdaptationRule.controlsFrame(
      window: window, showsControls: true, rightToLeft: false)
    let column = CornerAdaptationRule.safeArea(
      EdgeInsets(top: 10), frame: Rect(x: 320, y: 0, width: 380, height: 500), window: window,
      rounded: true, controls: controls)
    #expect(column == EdgeInsets(top: 10, left: 0, bottom: 9.5, right: 9.5))
    let inner = CornerAdaptationRule.safeArea(
      .zero, frame: Rect(x: 100, y: 100, width: 300, height: 200), window: window,
      rounded: true, controls: controls)
    #expect(inner == .zero)
  }

  /// WEB-805, WEB-871, C75: only a window that is not full screen shows controls, from 26 on;
  /// a full-screen window has rounded corners only on a display that has them.
  @Test func whichWindowsShowControls() throws {
    #expect(CornerAdaptationRule.showsControls(.windowed, profile: 26))
    #expect(CornerAdaptationRule.showsControls(.slideOver, profile: 26))
    #expect(!CornerAdaptationRule.showsControls(.fullScreen, profile: 26))
    #expect(!CornerAdaptationRule.showsControls(.splitHalf, profile: 18))
    let faceID = try #require(DeviceCatalog.device(named: Self.pad))
    let homeButton = try #require(DeviceCatalog.device(named: "iPad (6th generation)"))
    #expect(CornerAdaptationRule.roundedCorners(.fullScreen, device: faceID))
    #expect(!CornerAdaptationRule.roundedCorners(.fullScreen, device: homeButton))
    #expect(CornerAdaptationRule.roundedCorners(.windowed, device: homeButton))
  }
}
