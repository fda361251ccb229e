import Foundation
import LifecycleSim
import Testing

/// The keyboard notifications' user info (docs/behaviour.md#keyboard): begin and end frames in
/// screen coordinates, the curve 7, the duration and `UIKeyboardIsLocalUserInfoKey`.
@Suite struct KeyboardNotificationTests {
  /// An iPhone SE (3rd generation), 375×667, with a system keyboard of 260 pt (GT-293); the
  /// keyboard shows at 1 s, grows to 300 pt at 2 s and hides at 3 s.
  static func run() throws -> Trace {
    let json = """
      {
        "format": "lifecycle-scenario/1", "name": "keyboard", "device": "iPhone SE (3rd generation)",
        "ios": "17.0", "root": { "viewController": { "name": "A" } },
        "events": [
          { "at": 1, "showKeyboard": { "height": "system" } },
          { "at": 2, "showKeyboard": { "height": 300 } },
          { "at": 3, "hideKeyboard": {} }
        ]
      }
      """
    return try Simulator(try Scenario.decode(Array(json.utf8), fileName: "k.json")).run()
  }

  static let onScreen = Rect(x: 0, y: 407, width: 375, height: 260)
  static let taller = Rect(x: 0, y: 367, width: 375, height: 300)

  /// WEB-310, WEB-311, WEB-312: a show starts below the screen (y = the screen's height) and ends
  /// on screen, with curve 7, duration 0.25 and the local flag (WEB-313).
  @Test func showStartsBelowTheScreen() throws {
    let record = try #require(try Self.run().record("keyboard.keyboardWillShow"))
    #expect(
      record.arguments
        == TraceArguments(
          duration: 0.25, curve: 7, frameBegin: Rect(x: 0, y: 667, width: 375, height: 260),
          frameEnd: Self.onScreen, isLocal: true))
    #expect(record.state.frame == Self.onScreen)
  }

  /// A show while the keyboard is up starts from where it is.
  @Test func aSecondShowStartsFromTheCurrentFrame() throws {
    let record = try #require(try Self.run().record("keyboard.keyboardWillShow", occurrence: 1))
    #expect(record.arguments.frameBegin == Self.onScreen)
    #expect(record.arguments.frameEnd == Self.taller)
  }

  /// WEB-311: a hide ends below the screen, and the keyboard's frame then reads the end frame.
  @Test func hideEndsBelowTheScreen() throws {
    let trace = try Self.run()
    let record = try #require(trace.record("keyboard.keyboardWillHide"))
    let below = Rect(x: 0, y: 667, width: 375, height: 300)
    #expect(record.arguments.frameBegin == Self.taller)
    #expect(record.arguments.frameEnd == below)
    #expect(record.arguments.curve == 7)
    #expect(record.state.frame == below)
    #expect(record.state.hidden == true)
    #expect(trace.finalState(of: "keyboard")?.frame == below)
  }

  /// WEB-315: each did-notification repeats its will-notification's user info.
  @Test func didNotificationsRepeatTheUserInfo() throws {
    let trace = try Self.run()
    for (will, did) in [
      ("keyboardWillShow", "keyboardDidShow"), ("keyboardWillHide", "keyboardDidHide"),
    ] {
      let first = try #require(trace.record("keyboard.\(will)"))
      let second = try #require(trace.record("keyboard.\(did)"))
      #expect(first.arguments == second.arguments, "\(did)")
      #expect(second.time > first.time)
    }
  }

  /// Both renderings carry the new arguments, and both parsers read them back.
  @Test func bothParsersReadTheUserInfo() throws {
    let trace = try Self.run()
    let expected = trace.records.map(\.arguments)
    for format in [TraceFormat.text, .jsonLines] {
      let parsed = try Trace.parse(format.renderBytes(trace))
      #expect(parsed.records.map(\.arguments) == expected, "\(format)")
    }
    let text = String(decoding: TraceFormat.text.renderBytes(trace), as: UTF8.self)
    #expect(
      text.contains(
        "keyboardWillHide(duration=0.25,curve=7,frameBegin=(0,367,375,300),"
          + "frameEnd=(0,667,375,300),isLocal=true)"))
    let lines = String(decoding: TraceFormat.jsonLines.renderBytes(trace), as: UTF8.self)
    #expect(
      lines.contains(
        "\"args\":{\"duration\":0.25,\"curve\":7,\"frameBegin\":[0,367,375,300],"
          + "\"frameEnd\":[0,667,375,300],\"isLocal\":true}"))
  }

  /// Bad values get located errors in both formats.
  @Test(arguments: [
    ("curve=7", "curve=x", "expected curve=INTEGER"),
    (
      "frameEnd=(0,667,375,300)", "frameEnd=(0,667,375;300)", "expected frameEnd=(x,y,width,height)"
    ),
    ("\"curve\":7", "\"curve\":7.5", "expected \"curve\" to be a whole number"),
    ("\"isLocal\":true", "\"isLocal\":1", "unknown argument \"isLocal\""),
  ])
  func badValuesAreLocated(good: String, bad: String, message: String) throws {
    let trace = try Self.run()
    let format: TraceFormat = good.hasPrefix("\"") ? .jsonLines : .text
    let rendered = String(decoding: format.renderBytes(trace), as: UTF8.self)
    #expect(rendered.contains(good))
    let damaged = rendered.replacingOccurrences(of: good, with: bad)
    let error = try #require(throws: TraceParseError.self) { try Trace.parse(Array(damaged.utf8)) }
    #expect(error.description.contains(message), "\(error.description)")
  }
}
