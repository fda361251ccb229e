import LifecycleSimModel
import LifecycleSimCore

extension World {
  /// `setStatusBarHidden`: the named controller's preference changes.
  ///
  /// It matters only when that controller decides the status bar (docs/behaviour.md#status-bar,
  /// docs/behaviour.md#status-bar-events). The insets change once, in the event's turn
  /// (docs/behaviour.md#window-insets: a device without a sensor housing loses the status bar's 20
  /// pt up to iOS 18; a housing keeps its inset; iOS 26 keeps the inset when the app hides the bar
  /// while running, GT-070), then one layout pass; an animated change settles after the status-bar
  /// duration.
  package mutating func setStatusBarHidden(_ controller: ControllerID, hidden: Bool, animated: Bool)
    -> [(SimDuration, Completion)]
  {
    controllers[controller].prefersStatusBarHidden = hidden
    guard controller == statusBarAuthority() else { return [] }
    guard refreshWindowState(runtimeHide: hidden) else { return [] }
    updateWindowGeometry()
    layoutPass(bracketed: brackets([]))
    return animated ? [(behaviour.timing.statusBarTransitionDuration, .settle)] : []
  }
}
