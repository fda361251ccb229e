import Foundation
import LifecycleSim
import LifecycleSimTesting
import XCTest

/// The same assertions work from an `XCTestCase` (they report through `XCTFail` there), and
/// `withTraceTesting` configures golden assertions by wrapping `invokeTest`.
final class XCTestSupportTests: XCTestCase {
  override func invokeTest() {
    withTraceTesting(record: .never) { super.invokeTest() }
  }

  func testAssertionsPassInXCTest() throws {
    let scenario = Scenario(
      name: "plain", device: "iPhone 8", ios: "12.0", root: ControllerNode(name: "Main"))
    let trace = try Simulator(scenario).run()
    assertCallbackOrder(trace, ["Main.viewDidLoad", "Main.viewWillAppear", "Main.viewDidAppear"])
    assertValue(trace, at: "Main.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 20))
    assertValid(trace, .safeAreaInsets, from: "Main.viewLayoutMarginsDidChange")
  }

  /// With `.never` from `invokeTest`, a matching golden passes and is left alone.
  func testAGoldenTraceInXCTest() throws {
    let scenario = Scenario(
      name: "plain", device: "iPhone 8", ios: "12.0", root: ControllerNode(name: "Main"))
    let trace = try Simulator(scenario).run()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lifecycle-sim-xctest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let golden = folder.appendingPathComponent("testAGoldenTraceInXCTest.default.trace")
    try Data(TraceFormat.text.renderBytes(trace)).write(to: golden)
    assertTrace(trace, goldenDirectory: folder.path)
    XCTAssertEqual(try Data(contentsOf: golden), Data(TraceFormat.text.renderBytes(trace)))
  }

  /// Assertions by moment and golden strategies report through XCTest as well.
  func testMomentsAndStrategiesInXCTest() throws {
    let scenario = Scenario(
      name: "plain", device: "iPhone 8", ios: "12.0",
      root: .controller("Main", subviews: [.table("table", contentHeight: 2000)]))
    let trace = try Simulator(scenario).run()
    assertValue(
      trace, of: "table", at: "Main.viewDidAppear", \.adjustedContentInset, EdgeInsets(top: 20))
    assertValue(trace, of: "Main", at: .settled(epoch: 0), \.safeAreaInsets, EdgeInsets(top: 20))
    XCTAssertEqual(trace.state(of: "table", at: .final)?.adjustedContentInset, EdgeInsets(top: 20))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lifecycle-sim-xctest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let golden = folder.appendingPathComponent("testMomentsAndStrategiesInXCTest.default.settled")
    let settled = TraceSettledView(objects: ["table"]).render(trace)
    try Data(settled.utf8).write(to: golden)
    assertTrace(trace, as: .settled(objects: ["table"]), goldenDirectory: folder.path)
    XCTAssertEqual(try String(contentsOf: golden, encoding: .utf8), settled)
  }
}
