/// A device's window values on one version, resolved once per run
/// (docs/behaviour.md#window-insets): the catalog's insets and status bar for the profile, with the version's window rules.
public struct WindowMetrics: Sendable, Hashable {
  /// Window insets in portrait, status bar visible.
  public var portraitInsets: EdgeInsets
  /// Window insets in landscape, status bar as the system shows it.
  public var landscapeInsets: EdgeInsets
  /// Status-bar height in portrait.
  public var statusBarHeight: Double
  /// The version's device-independent window rules.
  public var rules: WindowBehaviour

  /// The values of `device` under `behaviour`.
  public init(device: Device, behaviour: Behaviour) {
    portraitInsets = device.windowInsets(landscape: false, profile: behaviour.profile)
    landscapeInsets = device.windowInsets(landscape: true, profile: behaviour.profile)
    statusBarHeight = device.statusBarHeight(profile: behaviour.profile)
    rules = behaviour.window
  }

  /// The insets for an orientation, status bar as the system shows it.
  public func insets(landscape: Bool) -> EdgeInsets {
    landscape ? landscapeInsets : portraitInsets
  }
}
