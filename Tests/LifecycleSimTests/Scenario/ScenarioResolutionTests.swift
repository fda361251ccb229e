@testable import LifecycleSim
import Testing

/// A decoded scenario is checked once, by its decoding; a change after decoding is checked
/// again when it is simulated.
@Suite struct ScenarioResolutionTests {
  static let json = """
    {"format": "lifecycle-scenario/1", "name": "once", "device": "iPhone X", "ios": "11.0",
     "root": {"viewController": {"name": "A", "view": {"subviews": [{"name": "B"}]}}}}
    """

  @Test func decodingKeepsWhatItChecked() throws {
    let scenario = try Scenario.decode(Array(Self.json.utf8))
    let resolution = try #require(scenario.resolution)
    #expect(resolution.device.name == "iPhone X")
    #expect(resolution.ios == IOSVersion(11))
    #expect(
      Scenario(name: "built", device: "iPhone X", ios: "11.0", root: .controller("A"))
        .resolution == nil)
  }

  @Test func aChangeAfterDecodingIsCheckedAgain() throws {
    var scenario = try Scenario.decode(Array(Self.json.utf8))
    scenario.root.view.subviews[0].name = "A"
    #expect(scenario.resolution == nil)
    #expect(throws: ScenarioError.self) { try Simulator(scenario) }
    var device = try Scenario.decode(Array(Self.json.utf8))
    device.device = "iPhone 99"
    #expect(throws: ScenarioError.self) { try Simulator(device) }
  }
}
