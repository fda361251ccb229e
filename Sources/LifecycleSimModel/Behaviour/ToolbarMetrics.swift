/// Toolbar heights of a version, above the home indicator (docs/behaviour.md#toolbar).
package struct ToolbarMetrics: Sendable, Hashable {
  /// On an iPhone.
  package var phoneHeight: Double
  /// On an iPhone with compact bars.
  package var compactPhoneHeight: Double
  /// On an iPad.
  package var padHeight: Double
}
