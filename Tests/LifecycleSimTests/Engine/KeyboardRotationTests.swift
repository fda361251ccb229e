import Foundation
import LifecycleSim
import Testing

/// The keyboard across a rotation (docs/behaviour.md#keyboard-rotation): hidden without
/// animation as the rotation starts (WEB-972, WEB-973), shown again at the new orientation's
/// height once it has finished (WEB-971, WEB-974, WEB-975; the timing is C73).
@Suite struct KeyboardRotationTests {
  /// A controller with a keyboard layout guide on `device`; the keyboard shows at 1 s and the
  /// interface turns to landscape at 2 s, then `more` events.
  static func run(device: String, height: String = #""system""#, more: String = "") throws
    -> Trace
  {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "turn", "device": "\(device)", "ios": "17.0",
        "root": { "viewController": { "name": "A", "keyboardLayoutGuide": true } },
        "events": [
          { "at": 1, "showKeyboard": { "height": \(height) } },
          { "at": 2, "rotate": "landscapeLeft" }\(more)
        ] }
      """
    return try Simulator(try Scenario.decode(Array(json.utf8), fileName: "turn.json")).run()
  }

  /// The rotation's epoch, as `Object.callback` names.
  static func names(_ trace: Trace, epoch: Int = 2) -> [String] {
    trace.records.filter { $0.epoch == epoch }.map(\.qualifiedName)
  }

  /// WEB-971, WEB-972, WEB-974: the hide comes first, before the rotation's first callback,
  /// with its did-notification at once; the show comes after the rotation's layout (C73).
  @Test func hideFirstThenTheRotationThenTheShow() throws {
    let names = Self.names(try Self.run(device: "iPhone 14"))
    #expect(
      Array(names.prefix(3)) == [
        "keyboard.keyboardWillHide", "keyboard.keyboardDidHide",
        "A.willTransitionToTraitCollection",
      ])
    let transition = try #require(names.firstIndex(of: "A.viewWillTransition"))
    let show = try #require(names.firstIndex(of: "keyboard.keyboardWillShow"))
    let layout = try #require(names.firstIndex(of: "A.viewDidLayoutSubviews"))
    #expect(transition < layout && layout < show)
    #expect(names.last == "keyboard.keyboardDidShow")
  }

  /// WEB-972, WEB-973 (no animation; C73): the hide's user info has duration 0 and ends below
  /// the portrait screen; the show starts below the landscape screen at 2.3 s (the rotation's
  /// 0.3 s, WEB-975) and ends at the landscape height, 209 pt on a 390-wide iPhone (WEB-101).
  @Test func theUserInfoOfBothNotifications() throws {
    let trace = try Self.run(device: "iPhone 14")
    let hide = try #require(trace.record("keyboard.keyboardWillHide"))
    #expect(hide.arguments.duration == 0)
    #expect(hide.arguments.frameBegin == Rect(x: 0, y: 509, width: 390, height: 335))
    #expect(hide.arguments.frameEnd == Rect(x: 0, y: 844, width: 390, height: 335))
    let show = try #require(trace.record("keyboard.keyboardWillShow", occurrence: 1))
    #expect(show.time == SimInstant(microseconds: 2_300_000))
    #expect(show.arguments.duration == 0.25)
    #expect(show.arguments.frameBegin == Rect(x: 0, y: 390, width: 844, height: 209))
    #expect(show.arguments.frameEnd == Rect(x: 0, y: 181, width: 844, height: 209))
    let did = try #require(trace.record("keyboard.keyboardDidShow", occurrence: 1))
    #expect(did.time == SimInstant(microseconds: 2_550_000))
    #expect(trace.finalState(of: "keyboard")?.frame == Rect(x: 0, y: 181, width: 844, height: 209))
  }

  /// The guide rests on the landscape bottom inset (21) while the keyboard is away, and covers
  /// the landscape keyboard once it is back.
  @Test func theGuideFollows() throws {
    let trace = try Self.run(device: "iPhone 14")
    let transition = try #require(trace.record("A.viewWillTransition"))
    // Still the old value: the rotation's callbacks before its geometry read what was.
    #expect(transition.state.keyboardLayoutGuide == Rect(x: 0, y: 509, width: 390, height: 335))
    let records = trace.records.filter { $0.epoch == 2 && $0.object == "A" }
    let laidOut = try #require(records.first { $0.callback == .viewDidLayoutSubviews })
    #expect(laidOut.state.keyboardLayoutGuide == Rect(x: 0, y: 369, width: 844, height: 21))
    #expect(
      trace.finalState(of: "A")?.keyboardLayoutGuide == Rect(x: 0, y: 181, width: 844, height: 209))
  }

  /// A home-button iPhone, the SE (3rd generation): 260 pt in portrait, 206 in landscape
  /// (its probe, GT-293).
  @Test func aHomeButtonIPhoneComesBackAtItsLandscapeHeight() throws {
    let trace = try Self.run(device: "iPhone SE (3rd generation)")
    let back = Rect(x: 0, y: 169, width: 667, height: 206)
    #expect(trace.finalState(of: "keyboard")?.frame == back)
    #expect(trace.finalState(of: "A")?.keyboardLayoutGuide == back)
  }

  /// An iPad Pro 11-inch: 340 pt in portrait, 428 in landscape (GT-295).
  @Test func anIPadComesBackAtItsLandscapeHeight() throws {
    let trace = try Self.run(device: "iPad Pro (11-inch)")
    #expect(trace.finalState(of: "keyboard")?.frame == Rect(x: 0, y: 406, width: 1194, height: 428))
  }

  /// A keyboard shown at a height in points comes back at the same height.
  @Test func aHeightInPointsComesBackTheSame() throws {
    let trace = try Self.run(device: "iPhone 14", height: "250")
    #expect(trace.finalState(of: "keyboard")?.frame == Rect(x: 0, y: 140, width: 844, height: 250))
  }

  /// A hide before the keyboard is back cancels the return: no show after the rotation.
  @Test func aHideBeforeTheReturnCancelsIt() throws {
    let trace = try Self.run(
      device: "iPhone 14", more: #", { "at": 2.1, "hideKeyboard": {} }"#)
    #expect(trace.records.filter { $0.callback == .keyboardWillShow }.count == 1)
    #expect(trace.records.filter { $0.callback == .keyboardDidShow }.count == 1)
    #expect(trace.finalState(of: "keyboard")?.hidden == true)
  }

  /// With no keyboard up a rotation sends no keyboard notification.
  @Test func noKeyboardNoNotification() throws {
    let trace = try Self.run(
      device: "iPhone 14",
      more: #", { "at": 3, "hideKeyboard": {} }, { "at": 4, "rotate": "portrait" }"#)
    #expect(!Self.names(trace, epoch: 4).contains { $0.hasPrefix("keyboard.") })
  }
}
