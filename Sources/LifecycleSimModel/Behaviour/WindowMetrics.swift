package import LifecycleSimCore

/// A device's window values on one version, resolved once per run
/// (docs/behaviour.md#window-insets): the catalog's insets and status bar for the profile, with the version's window rules.
package struct WindowMetrics: Sendable, Hashable {
  /// Window insets in portrait, status bar visible.
  package var portraitInsets: EdgeInsets
  /// Window insets in landscape, status bar as the system shows it.
  package var landscapeInsets: EdgeInsets
  /// Status-bar height in portrait.
  package var statusBarHeight: Double
  /// The version's device-independent window rules.
  package var rules: WindowBehaviour

  /// The values of `device` under `behaviour`.
  package init(device: Device, behaviour: Behaviour) {
    portraitInsets = device.windowInsets(landscape: false, profile: behaviour.profile)
    landscapeInsets = device.windowInsets(landscape: true, profile: behaviour.profile)
    statusBarHeight = device.statusBarHeight(profile: behaviour.profile)
    rules = behaviour.window
  }

  /// The insets for an orientation, status bar as the system shows it.
  package func insets(landscape: Bool) -> EdgeInsets {
    landscape ? landscapeInsets : portraitInsets
  }
}
