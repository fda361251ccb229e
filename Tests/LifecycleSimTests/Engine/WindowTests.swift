import Testing

@testable import LifecycleSim

/// A scenario's `window`: an iPad app in Split View, Slide Over or an iPadOS 26 window
/// (docs/behaviour.md#multitasking, docs/scenario-format.md#window).
@Suite struct WindowTests {
  /// A navigation → table scenario on `device` with `window` and `events`.
  static func json(
    device: String, ios: String, orientation: String = "portrait", window: String,
    events: String = ""
  ) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "w", "device": "\(device)", "ios": "\(ios)",
      "orientation": "\(orientation)", "window": \(window),
      "root": { "navigationController": { "name": "Nav", "stack": [
        { "viewController": { "name": "List", "view": { "subviews": [
          { "tableView": { "name": "table", "layout": "fill", "contentSize": [320, 2000] } } ] } } } ] } },
      "events": [\(events)] }
    """
  }

  /// ``json(device:ios:orientation:window:events:)``, run.
  static func run(
    device: String, ios: String, orientation: String = "portrait", window: String,
    events: String = ""
  ) throws -> Trace {
    let text = json(
      device: device, ios: ios, orientation: orientation, window: window, events: events)
    return try Build.run(Scenario.decode(Array(text.utf8), fileName: "w.json"))
  }

  /// WEB-830: a popover in a compact environment adapts. An iPad window a third wide is
  /// compact, so a popover there becomes a form sheet, placed as on an iPhone in portrait
  /// (C53); in the two-thirds window, regular, it stays a popover.
  @Test func aPopoverInACompactWindowAdapts() throws {
    let present = #"""
      { "at": 1, "present": { "from": "List", "style": "popover",
          "sourceRect": [20, 100, 44, 44], "preferredContentSize": [240, 180],
          "controller": { "viewController": { "name": "Tools" } } } }
      """#
    let third = try Self.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitOneThird" }"#, events: present)
    let sheet = try #require(third.final("Tools").frame)
    #expect(sheet.width == 375)
    #expect(sheet.height > 600)
    let twoThirds = try Self.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitTwoThirds" }"#, events: present)
    #expect(twoThirds.final("Tools").frame?.size == Size(width: 240, height: 180 + 13))
  }

  /// WEB-800: landscape two-thirds on a 768×1024 iPad is 694×768; the window keeps the status
  /// bar's top (20) and the regular margins (20).
  @Test func twoThirdsOnA768By1024IPad() throws {
    let trace = try Self.run(
      device: "iPad (6th generation)", ios: "12.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitTwoThirds" }"#)
    #expect(trace.final("window").frame == Rect(x: 0, y: 0, width: 694, height: 768))
    #expect(trace.final("window").safeAreaInsets == EdgeInsets(top: 20))
    #expect(trace.final("Nav").frame == Rect(x: 0, y: 0, width: 694, height: 768))
    #expect(trace.final("Nav.navigationBar").frame == Rect(x: 0, y: 20, width: 694, height: 50))
    #expect(
      trace.final("List").layoutMargins == EdgeInsets(top: 70, left: 20, bottom: 0, right: 20))
    #expect(trace.final("table").frame == Rect(x: 0, y: 0, width: 694, height: 768))
  }

  /// WEB-801, WEB-803: a Split View window on a Face ID iPad keeps top 24 and bottom 20, and a
  /// third is compact (16-pt margins where the version sets margins by size class).
  @Test func oneThirdOnAFaceIDIPadKeepsTopAndBottom() throws {
    let trace = try Self.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0", orientation: "landscapeLeft",
      window: #"{ "mode": "splitOneThird", "origin": [819, 0] }"#)
    #expect(trace.final("window").frame == Rect(x: 819, y: 0, width: 375, height: 834))
    #expect(trace.final("window").safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
    #expect(trace.final("List").layoutMargins?.left == 16)
    let full = try Self.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0", orientation: "landscapeLeft",
      window: #"{ "mode": "fullScreen" }"#)
    #expect(full.final("List").layoutMargins?.left == 20)
  }

  /// WEB-802: a Slide Over window touches neither the top nor the bottom: no safe area, no
  /// status bar over it; the navigation bar starts at its top.
  @Test func slideOverHasNoTopOrBottomInset() throws {
    let trace = try Self.run(
      device: "iPad (6th generation)", ios: "15.0", window: #"{ "mode": "slideOver" }"#)
    #expect(trace.final("window").frame == Rect(x: 448, y: 20, width: 320, height: 984))
    #expect(trace.final("window").safeAreaInsets == .zero)
    #expect(trace.final("statusBar").frame?.height == 0)
    #expect(trace.final("Nav.navigationBar").frame == Rect(x: 0, y: 0, width: 320, height: 50))
    #expect(trace.final("List").safeAreaInsets == EdgeInsets(top: 50))
  }

  /// WEB-805: an iPadOS 26 window away from every edge has a 10-pt top inset and nothing else
  /// (unverified, C53); centred by default.
  @Test func aFloatingIPadOS26Window() throws {
    let trace = try Self.run(
      device: "iPad Pro 11-inch (M4)", ios: "26.0", window: #"{ "size": [600, 700] }"#)
    #expect(trace.final("window").frame == Rect(x: 117, y: 255, width: 600, height: 700))
    #expect(trace.final("window").safeAreaInsets == EdgeInsets(top: 10))
    #expect(trace.final("Nav").frame == Rect(x: 0, y: 0, width: 600, height: 700))
  }

  /// A page sheet in a compact iPad window spans the window, as on an iPhone in portrait
  /// (unverified, C53); in the full screen it is the iPad's centred page.
  @Test func aSheetInACompactWindowSpansTheWindow() throws {
    let present =
      #"{ "at": 1, "present": { "from": "Nav", "controller": { "viewController": { "name": "Sheet" } }, "style": "pageSheet", "animated": false } }"#
    let trace = try Self.run(
      device: "iPad Pro (11-inch) (1st generation)", ios: "18.0",
      window: #"{ "mode": "splitOneThird" }"#, events: present)
    let frame = try #require(trace.final("Sheet").frame)
    #expect(frame.x == 0 && frame.width == 320)
  }

  /// Bad windows are refused at their key, with the fix.
  @Test(
    arguments: [
      (
        "iPhone 16", "18.0", "portrait", #"{ "mode": "splitHalf" }"#, "",
        "w.json:2:50: window.mode: an iPhone's window is always the screen"
      ),
      (
        "iPad (6th generation)", "12.0", "landscapeLeft",
        #"{ "mode": "splitHalf", "size": [500, 768] }"#, "",
        "w.json:2:76: window.size: splitHalf sets the window's size itself"
      ),
      (
        "iPad Pro 11-inch (M4)", "26.0", "portrait", #"{ "size": [200, 700] }"#, "",
        "w.json:2:50: window.size: a window must be at least 320x320"
      ),
      (
        "iPad Pro 11-inch (M4)", "26.0", "portrait", #"{ "size": [600, 700], "origin": [300, 0] }"#,
        "",
        "w.json:2:72: window.origin: the window (300,0,600,700) is not inside the 834x1210 screen"
      ),
    ] as [(String, String, String, String, String, String)])
  func badWindowsAreRefused(
    device: String, ios: String, orientation: String, window: String, events: String,
    message: String
  ) {
    let problems = Build.problems(
      Self.json(
        device: device, ios: ios, orientation: orientation, window: window, events: events),
      fileName: "w.json")
    #expect(problems.count == 1)
    #expect(problems.first?.contains(message) == true, "\(problems)")
  }

  /// The window round-trips through the encoder, and a mode-less size is windowed.
  @Test func theWindowRoundTrips() throws {
    let text = Self.json(
      device: "iPad Pro 11-inch (M4)", ios: "26.0",
      window: #"{ "size": [600, 700], "origin": [0, 0] }"#)
    let scenario = try Scenario.decode(Array(text.utf8), fileName: "w.json")
    #expect(
      scenario.window
        == WindowSpec(mode: .windowed, size: Size(width: 600, height: 700), origin: .zero))
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again == scenario)
  }

  /// explain shows the window's multitasking steps, marked unverified for a floating 26
  /// window (C53) and not for a Split View window.
  @Test func explainMarksTheFloatingWindowUnverified() throws {
    let floating = try ExplainerTests.explain(
      "window-windowed-ipad-pro-11-m4-ios26-landscape.scenario.json", "window.safeAreaInsets")
    #expect(floating.steps.count == 2)
    #expect(floating.steps.last?.reason?.hasPrefix("unverified") == true)
    #expect(floating.steps.last?.result == "{10,0,0,0}")
    let split = try ExplainerTests.explain(
      "window-split-one-third-ipad-pro-11-ios18.scenario.json", "window.frame")
    #expect(split.steps.last?.reason == nil)
    #expect(split.steps.last?.result == "(514,0,320,1194)")
  }
}
