/// A container's bars as a geometry pass placed them: what the views below it read from it.
///
/// The pass compares it with the last placement; when it differs, every controller's root view
/// below the container recomputes (docs/behaviour.md#c45).
struct PlacedBars: Equatable {
  package var navigationBar: NavigationBarState?
  package var toolbar: BarState?
  package var tabBar: BarState?
  /// A tab bar controller's bar shows (``World/isTabBarVisible(_:)``).
  var tabBarShows: Bool
}
