/// Window-inset rules of a version that do not depend on the device
/// (docs/behaviour.md#window-insets).
package struct WindowBehaviour: Sendable, Hashable {
  /// A device without a sensor housing leaves the status bar out of the window's top inset and
  /// each controller's root view adds it (`windowTopExcludesStatusBar`).
  package var topExcludesStatusBar: Bool
  /// A notched iPhone turns upside down and swaps its top and bottom insets
  /// (`upsideDownSwapsInsets`).
  package var upsideDownSwapsInsets: Bool
}
