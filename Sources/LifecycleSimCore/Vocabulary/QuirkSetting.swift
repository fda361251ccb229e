/// One quirk switch and whether it is on in a run.
public struct QuirkSetting: Sendable, Hashable {
  /// The switch.
  public var quirk: Quirk
  /// `true` when the switch is on.
  public var enabled: Bool

  /// Creates a setting.
  public init(_ quirk: Quirk, _ enabled: Bool) {
    self.quirk = quirk
    self.enabled = enabled
  }
}
