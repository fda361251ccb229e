import LifecycleSimTrace

extension World {
  /// Ends appearance transitions without their `viewDidAppear` and `viewDidDisappear`.
  ///
  /// A cancelled swipe between pages does so in the newer report (WEB-951;
  /// docs/behaviour.md#c85): the controllers in `appearing` are shown and those in `disappearing` gone, but UIKit does
  /// not tell them. A SwiftUI page's nodes still get `onDisappear`, which follows the view.
  mutating func endWithoutBalancingCallbacks(
    appearing: [ControllerID], disappearing: [ControllerID]
  ) {
    for controller in appearing where controllers[controller].appearance == .appearing {
      controllers[controller].appearance = .appeared
    }
    for controller in disappearing where controllers[controller].appearance == .disappearing {
      sendOnDisappear(controller)
      controllers[controller].appearance = .disappeared
    }
  }
}
