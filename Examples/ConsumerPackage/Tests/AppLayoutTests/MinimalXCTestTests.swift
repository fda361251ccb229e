import LifecycleSim
import LifecycleSimTesting
import XCTest

/// The README's minimal XCTest test: the same assertions work in XCTest.
final class MinimalXCTestTests: XCTestCase {
  func testStatusBarOnlyOnIPhone8() throws {
    let scenario = Scenario(name: "plain", device: "iPhone 8", ios: "15.0", root: .controller("Main"))
    let trace = try Simulator(scenario).run()
    assertValue(trace, at: "Main.viewDidAppear", \.safeAreaInsets, EdgeInsets(top: 20))
    assertCallbackOrder(trace, of: "Main", [.viewWillAppear, .viewDidAppear])
  }
}
