import LifecycleSimCore

/// A running page change of a page view controller, from its event to its end
/// (docs/behaviour.md#page-changes).
struct PageTransition: Sendable {
  /// The page view controller.
  var pageView: ControllerID
  /// The page it moves to.
  var incoming: ControllerID
  /// The page it showed.
  var outgoing: ControllerID
  /// The outgoing page's index, shown again when a swipe is cancelled.
  var outgoingIndex: Int
  /// Whether the change is animated.
  var animated: Bool
  /// Whether the user swipes.
  var swipe: Bool
  /// Whether the change completes; only a swipe can be cancelled.
  var completes: Bool
}
