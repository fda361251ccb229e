/// The software keyboard (docs/behaviour.md#keyboard).
struct KeyboardState {
  /// The trace object, `nil` when the scenario has no keyboard events.
  var object: ObjectID?
  var visible = false
  /// The frame in screen coordinates: on screen while visible, below the screen once hidden.
  var frame = Rect.zero
  /// The user info of the running show or hide, which its did-notification repeats (WEB-315).
  var userInfo = TraceArguments.none
}
