/// Keyboard rules of a version (docs/behaviour.md#events).
public struct KeyboardMetrics: Sendable, Hashable {
  /// The keyboard's overlap enters the content scroll view's adjusted bottom inset
  /// (`keyboardAdjustsContentScrollView`).
  public var adjustsContentScrollView: Bool
}
