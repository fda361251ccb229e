/// Navigation-bar geometry of a version (docs/behaviour.md#navigation-bar).
package struct NavigationBarMetrics: Sendable, Hashable {
  /// The lowest `y` a navigation bar takes, when a version floats it below the top edge.
  package struct Floor: Sendable, Hashable {
    /// In regular height.
    package var regular: Double
    /// In compact height (an iPhone in landscape).
    package var verticallyCompact: Double
  }

  /// Inline height on an iPhone.
  package var phoneHeight: Double
  /// Inline height on an iPhone with compact bars (narrower than 414 pt, in landscape).
  package var compactPhoneHeight: Double
  /// Inline height on an iPad.
  package var padHeight: Double
  /// The large-title zone added to the inline height; `nil` where large titles do not exist.
  package var largeTitleExtra: Double?
  /// How the large-title zone gives way as the content scrolls up
  /// (docs/behaviour.md#large-title-collapse).
  package var largeTitleCollapse = LargeTitleCollapse.withTheOffset
  /// The search bar of a navigation item's search controller (docs/behaviour.md#search-controllers).
  package var search = SearchBarMetrics()
  /// The height a navigation bar minimizes to while its content scrolls
  /// (`navigationBarMinimization`, 27+); `nil` where bars do not minimize
  /// (docs/behaviour.md#bar-minimization).
  package var minimizedHeight: Double?
  /// `y = max(top inset, floor)`; `nil`: the bar sits at the top inset.
  package var floor: Floor?
  /// Notched device, status bar hidden: the bar moves to `y = 0`, insets unchanged
  /// (`navBarUnderNotchWhenStatusBarHidden`).
  package var movesUnderNotchWhenStatusBarHidden: Bool
  /// Dynamic Island device: the bar rises to 1 px above the status bar
  /// (`dynamicIslandNavOverlap`).
  package var overlapsDynamicIslandStatusBar: Bool
}
