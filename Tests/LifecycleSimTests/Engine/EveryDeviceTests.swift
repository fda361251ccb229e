import LifecycleSim
import Testing

/// Every catalog device runs a small scenario at the first and the last iOS version it supports
/// (issue 10: "a scenario on any device in the catalog and any supported iOS runs without
/// error"), with sane window insets and the system keyboard.
@Suite struct EveryDeviceTests {
  /// Each device with its first and last supported major version (27, the newest profile, for an
  /// open range); a device with a sensor housing ships with 11 or later.
  static let runs: [(String, Int)] = DeviceCatalog.devices.flatMap { device in
    [device.supportedIOS.first, device.supportedIOS.last ?? 27].map { (device.name, $0) }
  }

  @Test(arguments: runs)
  func aSmallScenarioRunsAtTheEdgesOfTheRange(name: String, major: Int) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    let table = ViewNode(
      .tableView(ScrollViewProperties(contentSize: Size(width: 100, height: 2000))),
      name: "table", placement: .layout(.fill))
    let scenario = Scenario(
      name: "every-device", device: name, ios: "\(major).0",
      root: Build.navigation("Nav", [Build.plain("List", subviews: [table])]),
      events: [
        ScenarioEvent(at: 1, .showKeyboard(height: .system, duration: nil)),
        ScenarioEvent(at: 2, .hideKeyboard(duration: nil)),
        ScenarioEvent(at: 3, .rotate(.landscapeLeft)),
        ScenarioEvent(at: 4, .showKeyboard(height: .system, duration: nil)),
      ])
    let trace = try Build.run(scenario)
    #expect(!trace.header.warnings.contains { $0.contains("supports iOS") })
    let screen = device.portraitSize
    // Before iOS 11 there is no safe area: the top layout guide is what an app reads.
    let insets =
      major >= 11
      ? try #require(trace.finalState(of: "window")?.safeAreaInsets).array
      : [try #require(trace.finalState(of: "List")?.topLayoutGuide)]
    for edge in insets {
      #expect(edge >= 0 && edge <= 70, "\(name) on \(major): \(insets)")
    }
    let shown = try #require(trace.record("keyboard.keyboardWillShow", occurrence: 0))
    #expect(shown.state.frame?.height == device.keyboardHeights.portrait)
    #expect(shown.state.frame?.maxY == screen.height)
    let landscape = try #require(trace.record("keyboard.keyboardWillShow", occurrence: 1))
    #expect(landscape.state.frame?.height == device.keyboardHeights.landscape)
    #expect(landscape.state.frame?.width == screen.height)
  }

  /// Sane heights: more than the 216-pt keys, less than half the portrait screen.
  @Test(arguments: DeviceCatalog.devices.map(\.name))
  func keyboardHeightsAreSane(name: String) throws {
    let device = try #require(DeviceCatalog.device(named: name))
    let heights = device.keyboardHeights
    #expect(heights.portrait > 216 && heights.portrait < device.portraitSize.height / 2)
    #expect(heights.landscape > 160 && heights.landscape < device.portraitSize.width)
  }
}
