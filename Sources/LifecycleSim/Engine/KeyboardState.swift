/// The software keyboard (docs/behaviour.md#keyboard, docs/behaviour.md#keyboard).
struct KeyboardState {
  /// The trace object, or -1 when the scenario has no keyboard events.
  var object: Int32 = -1
  var visible = false
  /// The frame in screen coordinates while visible.
  var frame = Rect.zero
}
