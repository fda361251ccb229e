import LifecycleSimCore

/// What the window's values come to: its safe area and whether the status bar shows.
///
/// Owner: the attachment phase (``World/refreshWindowState(runtimeHide:)``), which derives them from the
/// window, the device and the controller that decides the status bar. Events and recording read
/// them.
struct WindowGeometry {
  /// The window's `safeAreaInsets`.
  package var insets = EdgeInsets.zero
  package var statusBarVisible = true
  /// The status bar was hidden at run time on iOS 26 and its inset kept
  /// (`statusBarHiddenKeepsTopInset`; GT-070).
  var statusBarInsetKept = false
}
