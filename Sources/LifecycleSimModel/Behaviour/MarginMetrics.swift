/// Layout-margin rules of a version (docs/behaviour.md#margins).
package struct MarginMetrics: Sendable, Hashable {
  /// An app may set a controller's root-view margins.
  package var honoursCustomRootMargins: Bool
  /// A root view's system minimum follows the size class rather than the window width
  /// (`rootMarginsBySizeClass`).
  package var systemMinimumBySizeClass: Bool
}
