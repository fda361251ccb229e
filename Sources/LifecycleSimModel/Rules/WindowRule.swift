package import LifecycleSimCore

/// Window-level rules: the status bar's visibility and the window's safe-area insets
/// (docs/behaviour.md#window-insets, docs/behaviour.md#status-bar).
package enum WindowRule {
  /// `true` when a notched iPhone would be asked to show upside down, which it does not do
  /// (docs/behaviour.md#window-insets; L): the scenario stays in portrait, with a warning.
  package static func refusesUpsideDown(_ device: Device) -> Bool {
    device.family == .phone && device.cutout.hasSensorHousing
  }

  /// Whether the status bar shows, given the authority's `prefersStatusBarHidden`.
  ///
  /// An iPhone hides it in landscape (vertically compact; Apple: prefersStatusBarHidden,
  /// GT-104); otherwise it shows unless the app asks to hide it.
  package static func statusBarVisible(device: Device, landscape: Bool, prefersHidden: Bool?)
    -> Bool
  {
    if device.family == .phone && landscape { return false }
    return !(prefersHidden ?? false)
  }

  /// The window's `safeAreaInsets`.
  ///
  /// On a device without a sensor housing the top inset is the status bar: it drops when the
  /// app hides the status bar (GT-070, GT-071, GT-072; a hidden-at-launch status bar gives 0 on
  /// iOS 26 too, OU-020, OU-035), and where the window leaves it out entirely (iOS 11,
  /// `windowTopExcludesStatusBar`; GT-067, GT-068, GT-069) the controller's root view adds it
  /// instead. A sensor housing keeps its inset either way (GT-071).
  package static func windowInsets(
    device: Device, window: WindowMetrics, orientation: Orientation, statusBarVisible: Bool
  ) -> EdgeInsets {
    let landscape = orientation.isLandscape
    var insets = window.insets(landscape: landscape)
    if orientation == .portraitUpsideDown && refusesUpsideDown(device)
      && window.rules.upsideDownSwapsInsets
    {
      swap(&insets.top, &insets.bottom)
    }
    guard !device.cutout.hasSensorHousing else { return insets }
    let dataShowsStatusBar = !(device.family == .phone && landscape)
    if dataShowsStatusBar && (!statusBarVisible || window.rules.topExcludesStatusBar) {
      insets.top = Swift.max(0, insets.top - window.statusBarHeight)
    }
    return insets
  }

  /// The window's insets, from ``windowInsets(device:window:orientation:statusBarVisible:)``;
  /// `explain` cites the device's sources (``Device/sourceIDs``) before these.
  package static let insetsStory = RuleStory(
    "the device's window insets for this version and orientation",
    sources: ["docs/behaviour.md#window-insets"])

  /// The window's frame: the device's screen, whose sources are the device's.
  package static let screenStory = RuleStory("the screen in this orientation", sources: [])

  /// The status bar's frame where it shows; `explain` cites the device's sources after these.
  package static let statusBarFrameStory = RuleStory(
    "the status bar's height for the device and version",
    sources: ["GT-104", "docs/behaviour.md#status-bar"])

  /// The status bar's frame where it is hidden.
  package static let hiddenStatusBarFrameStory = RuleStory(
    "hidden: zero", sources: statusBarFrameStory.sources)

  /// Whether the status bar is hidden, from ``statusBarVisible(device:landscape:prefersHidden:)``.
  package static let statusBarHiddenStory = RuleStory(
    "hidden in a phone's landscape, or when the app asks",
    sources: ["GT-104", "docs/behaviour.md#status-bar"])
}
