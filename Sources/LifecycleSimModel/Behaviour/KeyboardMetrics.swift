/// Keyboard rules of a version (docs/behaviour.md#events).
package struct KeyboardMetrics: Sendable, Hashable {
  /// The keyboard's overlap enters the content scroll view's adjusted bottom inset
  /// (`keyboardAdjustsContentScrollView`).
  package var adjustsContentScrollView: Bool
  /// `UIKeyboardAnimationCurveUserInfoKey`: 7, a curve outside `UIView.AnimationCurve`'s 0–3
  /// (WEB-310, WEB-311, WEB-312).
  package var animationCurve: Int
}
