import Foundation
@testable import LifecycleSim
@testable import LifecycleSimEngine
@testable import LifecycleSimTrace
import Testing

/// Closing an epoch packs most views' states straight from the world's columns
/// (`World.packedState(of:in:)`): the same bits and numbers, bit for bit, as the state
/// the world builds for each object, packed.
@Suite struct PackedSettledStateTests {
  /// Checks every object's state after a run of `scenario`, both ways.
  private func check(_ scenario: Scenario, _ name: String) throws {
    let simulator = try Simulator(scenario)
    let trace = try simulator.run()
    let (closing, built) = simulator.statesPackedBothWays()
    #expect(closing.count == trace.objects.count, "\(name)")
    for (object, (fast, general)) in zip(closing, built).enumerated() where fast != general {
      Issue.record("\(name): \(trace.objects[object].name): \(fast) ≠ \(general)")
    }
  }

  /// Every reference scenario: views in and out of the window, with and without the safe-area
  /// API (iOS 10), scroll, table and collection views, controllers, bars, SwiftUI nodes.
  @Test(arguments: ReferenceTraceTests.scenarios)
  func referenceStatesPackTheSameBothWays(_ name: String) throws {
    let url = ReferenceTraceTests.directory.appendingPathComponent(name)
    let scenario = try Scenario.decode([UInt8](Data(contentsOf: url)), fileName: name)
    try check(scenario, name)
  }

  /// A view that a push took out of the window, one that was never in it, and a scroll view,
  /// on iOS 10 (no safe-area API) and 17.
  @Test(arguments: ["10.3", "17.0"])
  func viewsOutOfTheWindowPackTheSameBothWays(_ ios: String) throws {
    let json = """
      {"format": "lifecycle-scenario/1", "name": "out", "device": "iPhone 8", "ios": "\(ios)",
       "root": {"navigationController": {"name": "Nav", "stack": [
         {"viewController": {"name": "A", "view": {"subviews": [
           {"view": {"name": "a", "layout": "safeArea", "subviews": [
             {"scrollView": {"name": "s", "layout": "fill"}}]}}]}}}]}},
       "events": [
         {"at": 1.0, "push": {"navigationController": "Nav", "animated": false,
           "controller": {"viewController": {"name": "B", "view": {"subviews": [
             {"view": {"name": "b", "layout": "safeArea"}}]}}}}}]}
      """
    let scenario = try Scenario.decode(Array(json.utf8), fileName: "out.scenario.json")
    try check(scenario, "out \(ios)")
  }
}
