/// Toolbar heights of a version, above the home indicator (docs/behaviour.md#toolbar).
public struct ToolbarMetrics: Sendable, Hashable {
  /// On an iPhone.
  public var phoneHeight: Double
  /// On an iPhone with compact bars.
  public var compactPhoneHeight: Double
  /// On an iPad.
  public var padHeight: Double
}
