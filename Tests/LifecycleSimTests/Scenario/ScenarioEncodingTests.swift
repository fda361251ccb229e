import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// `Scenario.jsonBytes()` writes the format back: decoding it gives the same value.
@Suite struct ScenarioEncodingTests {
  static let scenarios: [String] = ReferenceTraceTests.scenarios

  /// Decodes bytes without the semantic checks, so invalid random scenarios round-trip too.
  static func decodeOnly(_ bytes: [UInt8]) -> (Scenario?, [ScenarioDiagnostic]) {
    guard let tape = try? JSONParser.tape(bytes) else { return (nil, []) }
    var decoder = ScenarioDecoder()
    return (decoder.decodeScenario(tape.root), decoder.diagnostics)
  }

  @Test(arguments: scenarios)
  func everyReferenceScenarioRoundTrips(_ name: String) throws {
    let url = ReferenceTraceTests.directory.appendingPathComponent(name)
    let first = try Scenario.decode(Array(try Data(contentsOf: url)), fileName: name)
    let bytes = first.jsonBytes()
    let second = try Scenario.decode(bytes, fileName: "re-encoded \(name)")
    #expect(second == first)
    #expect(second.jsonBytes() == bytes, "encoding is not stable")
  }

  @Test func randomScenariosRoundTrip() {
    for seed in 0..<300 {
      var rng = SplitMix64(seed: UInt64(seed))
      let scenario = RandomScenario.make(using: &rng)
      let bytes = scenario.jsonBytes()
      let (decoded, diagnostics) = Self.decodeOnly(bytes)
      #expect(diagnostics.isEmpty, "seed \(seed): \(diagnostics.map(\.message))")
      #expect(decoded == scenario, "seed \(seed)\n\(String(decoding: bytes, as: UTF8.self))")
      if ScenarioValidator.diagnostics(of: scenario).diagnostics.isEmpty {
        #expect(throws: Never.self, "seed \(seed)") { try Scenario.decode(bytes) }
      }
    }
  }

  @Test func theEncodingIsTheFormatsOwnAndLeavesDefaultsOut() {
    let scenario = Scenario(
      name: "push", device: "iPhone X", ios: "13.0",
      root: .navigation(
        "Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]),
      events: [.at(1, .push(.controller("Detail"), on: "Nav"))])
    #expect(
      String(decoding: scenario.jsonBytes(), as: UTF8.self) == """
        {
          "format": "lifecycle-scenario/1",
          "name": "push",
          "device": "iPhone X",
          "ios": "13.0",
          "root": {
            "navigationController": {
              "name": "Nav",
              "stack": [
                {
                  "viewController": {
                    "name": "List",
                    "view": {
                      "subviews": [
                        { "tableView": { "name": "table", "layout": "fill", "contentSize": [0, 2000] } }
                      ]
                    }
                  }
                }
              ]
            }
          },
          "events": [
            {
              "at": 1,
              "push": {
                "navigationController": "Nav",
                "controller": { "viewController": { "name": "Detail" } }
              }
            }
          ]
        }

        """)
  }

  @Test func numbersReadBackExactly() {
    #expect(JSONOutput.text(of: 2000) == "2000")
    #expect(JSONOutput.text(of: -4) == "-4")
    #expect(JSONOutput.text(of: 0.35) == "0.35")
    #expect(JSONOutput.text(of: 97.66666666666667) == "97.66666666666667")
    #expect(JSONOutput.text(of: 1e20) == "1e+20")
    #expect(JSONOutput.text(of: .nan) == "null")
  }

  @Test func locationsTakeNoPartInEquality() throws {
    let json =
      #"{"format":"lifecycle-scenario/1","device":"iPhone X","ios":"11.0","root":{"viewController":{"name":"Main"}}}"#
    let decoded = try Scenario.decode(Array(json.utf8))
    #expect(decoded.root.location != nil)
    #expect(
      decoded == Scenario(name: "", device: "iPhone X", ios: "11.0", root: .controller("Main")))
    #expect(
      decoded != Scenario(name: "", device: "iPhone X", ios: "11.0", root: .controller("Other")))
  }
}
