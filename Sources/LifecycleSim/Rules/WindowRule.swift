/// Window-level rules: the status bar's visibility and the window's safe-area insets
/// (docs/behaviour.md#window-insets, docs/behaviour.md#status-bar).
enum WindowRule {
  /// `true` when a notched iPhone would be asked to show upside down, which it does not do
  /// (docs/behaviour.md#window-insets; L): the scenario stays in portrait, with a warning.
  static func refusesUpsideDown(_ device: Device) -> Bool {
    device.family == .phone && device.cutout.hasSensorHousing
  }

  /// Whether the status bar shows, given the authority's `prefersStatusBarHidden`.
  ///
  /// An iPhone hides it in landscape (vertically compact; Apple: prefersStatusBarHidden,
  /// GT-104); otherwise it shows unless the app asks to hide it.
  static func statusBarVisible(device: Device, landscape: Bool, prefersHidden: Bool?) -> Bool {
    if device.family == .phone && landscape { return false }
    return !(prefersHidden ?? false)
  }

  /// The window's `safeAreaInsets`.
  ///
  /// On a device without a sensor housing the top inset is the status bar: it drops when the
  /// app hides the status bar (GT-070, GT-071, GT-072; a hidden-at-launch status bar gives 0 on
  /// iOS 26 too, OU-020, OU-035), and on iOS 11 the window leaves it out entirely, the
  /// controller's root view adding it instead (`windowTopExcludesStatusBar`; GT-067, GT-068,
  /// GT-069). A sensor housing keeps its inset either way (GT-071).
  static func windowInsets(
    device: Device, profile: Int, orientation: Orientation, statusBarVisible: Bool,
    quirks: QuirkSet
  ) -> EdgeInsets {
    let landscape = orientation.isLandscape
    var insets = device.windowInsets(landscape: landscape, profile: profile)
    if orientation == .portraitUpsideDown && refusesUpsideDown(device)
      && quirks[.upsideDownSwapsInsets]
    {
      swap(&insets.top, &insets.bottom)
    }
    guard !device.cutout.hasSensorHousing else { return insets }
    let statusBar = device.statusBarHeight(profile: profile)
    let dataShowsStatusBar = !(device.family == .phone && landscape)
    if dataShowsStatusBar && (!statusBarVisible || quirks[.windowTopExcludesStatusBar]) {
      insets.top = Swift.max(0, insets.top - statusBar)
    }
    return insets
  }
}
