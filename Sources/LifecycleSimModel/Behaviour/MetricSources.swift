/// The sources of a version's metric values, set where the versions set the values
/// (`Behaviour/Versions/`): what `explain` cites for a value computed from them.
///
/// They are kept apart from the metric tables so that those stay plain values the rules copy
/// freely; the engine reads these only while it explains a value.
package struct MetricSources: Sendable, Hashable {
  /// The sources of the navigation bar's geometry (``NavigationBarMetrics``): its heights, its
  /// `y` and the Dynamic Island overlap.
  package var navigationBar: [String]
  /// The sources of the search bar's slot and placement (``SearchBarMetrics``).
  package var searchBar: [String] = []
}
