import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// An app that requires full screen, `UIRequiresFullScreen` (a scenario's
/// `requiresFullScreen`; docs/behaviour.md#requires-full-screen).
@Suite struct RequiresFullScreenTests {
  /// ``WindowTests/json(device:ios:orientation:window:events:)`` with `requiresFullScreen`.
  private static func json(
    device: String, ios: String, orientation: String = "portrait", window: String,
    events: String = ""
  ) -> String {
    var text = WindowTests.json(
      device: device, ios: ios, orientation: orientation, window: window, events: events)
    if let key = text.range(of: #""window":"#) {
      text.replaceSubrange(key, with: #""requiresFullScreen": true, "window":"#)
    }
    return text
  }

  private static func run(
    device: String, ios: String, orientation: String = "portrait", window: String,
    events: String = ""
  ) throws -> Trace {
    let text = json(
      device: device, ios: ios, orientation: orientation, window: window, events: events)
    return try Build.run(Scenario.decode(Array(text.utf8), fileName: "w.json"))
  }

  /// WEB-874: before iPadOS 26 the app cannot run in Split View or Slide Over: the key and a
  /// window event asking for them are refused at their mode, with the fix.
  @Test(
    arguments: [
      (
        "18.0", #"{ "mode": "splitTwoThirds" }"#, "",
        "window.mode: an app that requires full screen (UIRequiresFullScreen) cannot run in"
          + " Split View before iPadOS 26 (WEB-874)"
      ),
      (
        "15.0", #"{ "mode": "slideOver" }"#, "",
        "window.mode: an app that requires full screen (UIRequiresFullScreen) cannot run in"
          + " Slide Over"
      ),
      (
        "15.0", #"{ "mode": "fullScreen" }"#,
        #"{ "at": 1, "window": { "mode": "splitOneThird" } }"#,
        "events[0].window.mode: an app that requires full screen"
      ),
    ] as [(String, String, String, String)])
  func beforeIPadOS26SplitViewAndSlideOverAreRefused(
    ios: String, window: String, events: String, message: String
  ) {
    let problems = Build.problems(
      Self.json(
        device: "iPad Pro (11-inch) (1st generation)", ios: ios, orientation: "landscapeLeft",
        window: window, events: events),
      fileName: "w.json")
    #expect(problems.count == 1)
    #expect(problems.first?.contains(message) == true, "\(problems)")
    #expect(problems.first?.contains("remove \"requiresFullScreen\"") == true)
  }

  /// WEB-874: a full-screen window is what such an app always had; it runs.
  @Test func aFullScreenWindowRunsBefore26() throws {
    let trace = try Self.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0",
      window: #"{ "mode": "fullScreen" }"#)
    #expect(trace.final("window").frame == Rect(x: 0, y: 0, width: 834, height: 1194))
  }

  /// WEB-870: on iPadOS 26 the app is drawn in a scaled full-screen canvas and cannot tell:
  /// its window is the screen, its safe area a full-screen one, its corner-adapted regions only
  /// the 9.5 display-corner adaptation, and a window event sends it no transition.
  @Test func onIPadOS26TheAppSeesTheScreen() throws {
    let trace = try Self.run(
      device: "iPad Pro 11-inch (M4)", ios: "26.0", orientation: "landscapeLeft",
      window: #"{ "size": [700, 500], "origin": [200, 150] }"#,
      events: #"{ "at": 1, "window": { "size": [600, 400] } }"#)
    #expect(trace.final("window").frame == Rect(x: 0, y: 0, width: 1210, height: 834))
    let nav = trace.final("Nav")
    let safe = try #require(nav.safeAreaInsets)
    #expect(safe.top == 32)
    #expect(
      nav.safeAreaCornerAdapted
        == EdgeInsets(top: 32, left: 9.5, bottom: max(safe.bottom, 9.5), right: 9.5))
    #expect(trace.record("Nav.viewWillTransition") == nil)
  }

  /// WEB-875, C78: from 27 the key no longer keeps the app full screen: the window applies.
  @Test func from27TheWindowApplies() throws {
    let trace = try Self.run(
      device: "iPad Pro 11-inch (M4)", ios: "27.0", orientation: "landscapeLeft",
      window: #"{ "size": [700, 500], "origin": [200, 150] }"#)
    #expect(trace.final("window").frame == Rect(x: 200, y: 150, width: 700, height: 500))
    #expect(trace.final("Nav").safeAreaCornerAdapted?.left == 80)
  }

  /// On an iPhone the key changes nothing: its window is the screen anyway.
  @Test func anIPhoneRunsAsWithoutTheKey() throws {
    var scenario = Scenario(
      name: "phone", device: "iPhone 16 Pro", ios: "18.0",
      root: .navigation("Nav", [.controller("List")]))
    let without = try Simulator(scenario).run()
    scenario.requiresFullScreen = true
    #expect(scenario.validationProblems.isEmpty)
    let with = try Simulator(scenario).run()
    #expect(with.final("List") == without.final("List"))
  }

  /// The key round-trips through the encoder, and is written only when set.
  @Test func theKeyRoundTrips() throws {
    let text = Self.json(
      device: "iPad Pro 11-inch (M4)", ios: "26.0", window: #"{ "mode": "fullScreen" }"#)
    let scenario = try Scenario.decode(Array(text.utf8), fileName: "w.json")
    #expect(scenario.requiresFullScreen)
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again == scenario)
    var off = scenario
    off.requiresFullScreen = false
    #expect(off != scenario)
    #expect(!String(decoding: off.jsonBytes(), as: UTF8.self).contains("requiresFullScreen"))
  }

  /// A value that is not a boolean is refused with its path.
  @Test func aNonBooleanIsRefused() {
    let text = Self.json(
      device: "iPad Pro 11-inch (M4)", ios: "26.0", window: #"{ "mode": "fullScreen" }"#
    ).replacingOccurrences(
      of: #""requiresFullScreen": true"#, with: #""requiresFullScreen": "yes""#)
    let problems = Build.problems(text, fileName: "w.json")
    #expect(problems.count == 1)
    #expect(problems.first?.contains("requiresFullScreen") == true, "\(problems)")
  }
}
