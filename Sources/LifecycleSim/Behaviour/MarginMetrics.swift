/// Layout-margin rules of a version (docs/behaviour.md#margins).
public struct MarginMetrics: Sendable, Hashable {
  /// An app may set a controller's root-view margins.
  public var honoursCustomRootMargins: Bool
  /// A root view's system minimum follows the size class rather than the window width
  /// (`rootMarginsBySizeClass`).
  public var systemMinimumBySizeClass: Bool
}
