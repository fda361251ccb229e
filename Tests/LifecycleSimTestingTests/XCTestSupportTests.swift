import LifecycleSim
import LifecycleSimTesting
import XCTest

/// The same assertions work from an `XCTestCase` (they report through `XCTFail` there).
final class XCTestSupportTests: XCTestCase {
  func testAssertionsPassInXCTest() throws {
    let scenario = Scenario(
      name: "plain", device: "iPhone 8", ios: "12.0", root: ControllerNode(name: "Main"))
    let trace = try Simulator(scenario).run()
    assertCallbackOrder(trace, ["Main.viewDidLoad", "Main.viewWillAppear", "Main.viewDidAppear"])
    assertValue(trace, at: "Main.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 20))
  }
}
