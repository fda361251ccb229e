import LifecycleSimCore
@testable import LifecycleSimModel
import Testing

/// The trace layer cannot see the model, so it asks `IOSVersion.hasSafeAreaAPI` whether a
/// version has the safe-area API; the model's profiles say it in their capabilities.
@Suite struct SafeAreaAPIVersionTests {
  @Test func theVersionAndTheProfileAgreeFromNineToThirty() {
    for major in 9...30 {
      let ios = IOSVersion(major)
      let capabilities = BehaviourRegistry.standard.behaviour(for: ios).capabilities
      #expect(ios.hasSafeAreaAPI == capabilities.hasSafeAreaAPI, "iOS \(major)")
    }
  }
}
