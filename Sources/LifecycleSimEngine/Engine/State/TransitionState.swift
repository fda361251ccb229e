import LifecycleSimCore

/// The animated transitions running, and the controllers they took out of the tree.
///
/// Owner: the navigation, presentation and page event handlers, and the completions that end their
/// animations. The scheduler reads it to hold back an event aimed at a controller in transition.
struct TransitionState {
  /// When the animated transition of a navigation controller or a presented controller ends;
  /// navigation and presentation events on it wait until then.
  var ends: [ControllerID: SimInstant] = [:]
  /// The navigation controller whose interactive pop is running, if any.
  var interactivePop: ControllerID?
  /// The page view controller whose swipe is running, if any.
  var pageSwipe: ControllerID?
  /// Controllers taken out of the tree, for the final records.
  var removedControllers: [ControllerID] = []
}
