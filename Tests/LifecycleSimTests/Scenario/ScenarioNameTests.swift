import Foundation
import LifecycleSim
import Testing

/// Names that reach a trace or a diagnostic: every accepted name reads back from a trace, and
/// every refused one gets a located error on one line.
@Suite struct ScenarioNameTests {
  private func scenarioJSON(name: String, controller: String = "Main") -> String {
    """
    { "format": "lifecycle-scenario/1", "name": \(Self.jsonString(name)),
      "device": "iPhone X", "ios": "11.0",
      "root": { "viewController": { "name": \(Self.jsonString(controller)) } } }
    """
  }

  /// A JSON string literal with every non-ASCII and control scalar escaped.
  private static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value > 0x7E:
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private func problems(_ json: String) -> [String] {
    do {
      _ = try Simulator(Scenario.decode(Array(json.utf8), fileName: "n.json"))
      return []
    } catch {
      return error.description.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
  }

  /// Accepted scenario and controller names come back unchanged from the text and JSON Lines
  /// traces.
  @Test(arguments: [
    "plain", "", "inner  spaces", "#hash # signs", "quotes \" and \\ backslash", "émoji 📱 ok",
    "a=b,c(d){e}[f]", String(repeating: "x", count: 200),
  ])
  func acceptedScenarioNamesRoundTrip(name: String) throws {
    let scenario = try Scenario.decode(Array(scenarioJSON(name: name).utf8))
    let trace = try Simulator(scenario).run()
    for format in [TraceFormat.text, TraceFormat.jsonLines] {
      let parsed = try Trace.parse(format.renderBytes(trace))
      #expect(parsed.header.scenario == name, "\(format.name)")
    }
  }

  /// Refused scenario names: a newline would inject a header line, whitespace at either end
  /// would not survive the text trace, and control or format characters would mislead.
  @Test(arguments: [
    (
      "two\nlines",
      #"n.json:1:45: name: the name "two\nlines" has the control or format character U+000A; a name is one line of printable characters; remove it"#
    ),
    (
      " leading",
      #"n.json:1:45: name: the name " leading" starts or ends with whitespace; remove it: traces would not keep it"#
    ),
    (
      "trailing\u{A0}",
      "n.json:1:45: name: the name \"trailing\u{A0}\" starts or ends with whitespace; remove it: traces would not keep it"
    ),
    (
      "esc\u{1B}[31m",
      #"n.json:1:45: name: the name "esc\u{1B}[31m" has the control or format character U+001B; a name is one line of printable characters; remove it"#
    ),
    (
      "tab\there",
      #"n.json:1:45: name: the name "tab\there" has the control or format character U+0009; a name is one line of printable characters; remove it"#
    ),
    (
      "rtl\u{202E}txt",
      #"n.json:1:45: name: the name "rtl\u{202E}txt" has the control or format character U+202E; a name is one line of printable characters; remove it"#
    ),
    (
      "line\u{2028}sep",
      #"n.json:1:45: name: the name "line\u{2028}sep" has the control or format character U+2028; a name is one line of printable characters; remove it"#
    ),
    (
      String(repeating: "x", count: 201),
      "n.json:1:45: name: the name is 201 characters long; use at most 200 characters"
    ),
  ])
  func refusedScenarioNames(name: String, expected: String) {
    #expect(problems(scenarioJSON(name: name)) == [expected])
  }

  /// Object names refuse control characters as well as trace punctuation, and the
  /// diagnostic echoing them stays on one line.
  @Test func objectNamesRefuseControlCharacters() {
    let lines = problems(scenarioJSON(name: "ok", controller: "Ma\u{7}in\r\n"))
    #expect(
      lines == [
        #"n.json:3:11: root: the name "Ma\u{7}in\r\n" has the control or format character U+0007; a name is one line of printable characters; remove it"#
      ])
    #expect(problems(scenarioJSON(name: "ok", controller: "a,b")).count == 1)
    #expect(problems(scenarioJSON(name: "ok", controller: "a\u{2029}b")).count == 1)
  }

  /// Plain ASCII names are accepted on their bytes; the byte check lets none of the refused
  /// ones through: each trace punctuation character, a space at either end, DEL, 201 characters.
  @Test func asciiObjectNamesCheckedOnBytes() {
    for refused in ["=", ",", "(", ")", "{", "}", "[", "]", "\""] {
      #expect(
        problems(scenarioJSON(name: "ok", controller: "a\(refused)b")).count == 1, "\(refused)")
    }
    for refused in [" a", "a ", "a\u{7F}b", String(repeating: "x", count: 201)] {
      #expect(problems(scenarioJSON(name: "ok", controller: refused)).count == 1, "\(refused)")
    }
    #expect(problems(scenarioJSON(name: "a\u{7F}", controller: "ok")).count == 1)
    // 195 characters: its root view's name, with ".view", is 200 long.
    for accepted in ["a  b", "-_./:#", String(repeating: "x", count: 195)] {
      #expect(problems(scenarioJSON(name: "ok", controller: accepted)) == [], "\(accepted)")
    }
  }

  /// An empty view name is refused: a record prints the name where a reader expects one, so
  /// its trace would not parse back (a fuzz finding: a view named "" in a seed scenario).
  /// A controller's is refused by its own check.
  @Test func anEmptyViewNameIsRefused() {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "ok", "device": "iPhone X", "ios": "11.0",
        "root": { "viewController": { "name": "Main", "view": { "subviews": [
          { "view": { "name": "" } } ] } } } }
      """
    #expect(
      problems(json) == [
        #"n.json:3:15: root.view.subviews[0]: a name cannot be empty; give a name, or leave "name" out for the default one"#
      ])
  }

  /// Names built in code are checked the same way.
  @Test func namesBuiltInCodeAreChecked() {
    let scenario = Scenario(
      name: "x\ny", device: "iPhone X", ios: "11.0", root: ControllerNode(name: "A\u{0}"))
    let error = #expect(throws: ScenarioError.self) { try Simulator(scenario) }
    #expect(
      error?.diagnostics.map(\.description) == [
        #"name: the name "x\ny" has the control or format character U+000A; a name is one line of printable characters; remove it"#,
        #"root: the name "A\u{0}" has the control or format character U+0000; a name is one line of printable characters; remove it"#,
      ])
  }

  /// Everything a file wrote that a diagnostic echoes is escaped: unknown keys, unknown values,
  /// references, and the file name.
  @Test func diagnosticsEchoingFileTextAreOneLine() throws {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "e", "device": "iPhone\\u001bX", "ios": "11.0",
        "root": { "viewController": { "name": "A", "bad\\u001bkey": 1 } },
        "events": [ { "at": 1, "rotate": "up\\rside" }, { "at": 1, "dismiss": { "controller": "B\\n" } } ] }
      """
    let error = try #require(throws: ScenarioError.self) {
      try Scenario.decode(Array(json.utf8), fileName: "bad\nname.json")
    }
    let lines = error.description.split(separator: "\n").map(String.init)
    #expect(lines.count == error.diagnostics.count)
    try #require(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix(#"bad\nname.json:"#) })
    #expect(lines[0].contains(#"unknown device "iPhone\u{1B}X""#))
    #expect(lines[1].contains(#"unknown key "bad\u{1B}key""#))
    #expect(lines[2].contains(#"unknown value "up\rside""#))
  }
}
