/// Status-bar rules of a version (docs/behaviour.md#status-bar).
package struct StatusBarBehaviour: Sendable, Hashable {
  /// Hiding the status bar at run time keeps the window's top inset
  /// (`statusBarHiddenKeepsTopInset`).
  package var keepsTopInsetWhenHiddenAtRunTime: Bool
}
