import LifecycleSimCore
import LifecycleSimModel

extension World {
  /// The `preferredContentSize` a hosting controller with `.preferredContentSize` keeps.
  ///
  /// It is its SwiftUI content's ideal size, the size it chooses for the unspecified proposal
  /// (WEB-954, WEB-986; docs/behaviour.md#hosting-sizing-options). `nil` for any other
  /// controller, and for content with no ideal size on an axis (0), which sets no preference
  /// (unverified, docs/behaviour.md#c87).
  ///
  /// It is measured each time a popover presenting the controller is placed, which takes it as
  /// its content size when the event gives none (WEB-987).
  func trackedPreferredContentSize(of controller: ControllerID) -> Size? {
    guard
      case .hostingController(let root, _, let options) = controllers[controller].node.kind,
      options.contains(.preferredContentSize), let view = controllers[controller].view
    else { return nil }
    var layout = SwiftUILayout(host: swiftUIHost(of: controller, view: view))
    let ideal = layout.idealSize(of: swiftUI.roots[controller] ?? root)
    guard ideal.width > 0, ideal.height > 0 else { return nil }
    return ideal
  }
}
