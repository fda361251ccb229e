import LifecycleSimCore

/// The end of an animated transition, scheduled by an event at `t + duration` and run in that
/// event's epoch (docs/behaviour.md#overview phase 6, docs/behaviour.md#events).
enum Completion: Sendable {
  /// An animation with nothing to call at its end (rotation, bars, status bar): the epoch
  /// settles there.
  case settle
  /// A push or pop ends: the outgoing controller disappears, the incoming one appears.
  case finishNavigation(
    navigation: ControllerID, incoming: ControllerID, outgoing: ControllerID?, popping: Bool,
    animated: Bool)
  /// An interactive pop ends, completed or cancelled.
  case finishInteractivePop(
    navigation: ControllerID, incoming: ControllerID, outgoing: ControllerID, completes: Bool)
  /// A presentation ends; `covers` when a full-screen style hides the presenting layer.
  case finishPresent(presented: ControllerID, covers: Bool, animated: Bool)
  /// A dismissal ends; `uncovers` when the presenting layer appears again.
  case finishDismiss(presented: ControllerID, uncovers: Bool, animated: Bool)
  /// The keyboard's animation ends.
  case keyboardDidChange(shown: Bool)
  /// The keyboard a rotation hid shows again (`keyboardWillShow`), or ends that animation
  /// (`didShow`: `keyboardDidShow`; docs/behaviour.md#keyboard-rotation).
  case keyboardReturns(didShow: Bool)
  /// Frame `frame` of `count` of an animated scroll from `start` to `target`.
  case scrollFrame(view: ViewID, start: Point, target: Point, frame: Int, count: Int)
  /// A SwiftUI push or pop ends: the named SwiftUI nodes in `shown` (those shown before it)
  /// that it took off screen get `onDisappear`.
  case finishSwiftUINavigation(shown: [Int])
  /// A split view's `show` or `hide` transition ends: the columns that left disappear, those
  /// that came appear (docs/behaviour.md#split-view-events).
  case finishSplitChange(
    split: ControllerID, appearing: [ControllerID], disappearing: [ControllerID])
  /// A page view controller's page change ends: the app's animated `setViewControllers` or the
  /// user's swipe, completed or cancelled.
  case finishPageChange(PageTransition)
  /// The user's drag on a presented sheet ends: the sheet is dismissed (`completes`) or springs
  /// back (docs/behaviour.md#interactive-dismissal).
  case finishDismissDrag(presented: ControllerID, completes: Bool)

  /// The controller whose transition ends here, so events waiting for it can run.
  package var owner: ControllerID? {
    switch self {
    case .finishNavigation(let navigation, _, _, _, _),
      .finishInteractivePop(let navigation, _, _, _):
      navigation
    case .finishPresent(let presented, _, _), .finishDismiss(let presented, _, _): presented
    case .finishSplitChange(let split, _, _): split
    case .finishPageChange(let transition): transition.pageView
    case .finishDismissDrag(let presented, _): presented
    case .settle, .keyboardDidChange, .keyboardReturns, .scrollFrame, .finishSwiftUINavigation:
      nil
    }
  }
}
