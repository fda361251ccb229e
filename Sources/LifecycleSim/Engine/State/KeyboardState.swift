/// The software keyboard (docs/behaviour.md#keyboard, docs/behaviour.md#keyboard).
struct KeyboardState {
  /// The trace object, `nil` when the scenario has no keyboard events.
  var object: ObjectID?
  var visible = false
  /// The frame in screen coordinates while visible.
  var frame = Rect.zero
}
