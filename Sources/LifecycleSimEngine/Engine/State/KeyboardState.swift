import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

/// The software keyboard (docs/behaviour.md#keyboard).
struct KeyboardState {
  /// The trace object, `nil` when the scenario has no keyboard events.
  package var object: ObjectID?
  package var visible = false
  /// The frame in screen coordinates: on screen while visible, below the screen once hidden.
  package var frame = Rect.zero
  /// The user info of the running show or hide, which its did-notification repeats (WEB-315).
  package var userInfo = TraceArguments.none
  /// The height the last show asked for, which a rotation shows again at the new orientation.
  package var height = KeyboardHeight.system
  /// Where the return of a keyboard a rotation hid stands; an event that shows or hides the
  /// keyboard first cancels it.
  var rotationReturn = RotationReturn.none

  /// The return of a keyboard a rotation hid (docs/behaviour.md#keyboard-rotation).
  enum RotationReturn {
    /// No return is due.
    case none
    /// Hidden by a rotation: `keyboardWillShow` is due once it has turned.
    case pending
    /// Shown again: `keyboardDidShow` is due.
    case shown
  }
}
