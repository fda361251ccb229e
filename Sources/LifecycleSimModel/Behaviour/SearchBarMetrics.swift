/// The search bar a navigation item's search controller adds to the navigation bar, per version
/// (docs/behaviour.md#search-controllers).
package struct SearchBarMetrics: Sendable, Hashable {
  /// Where an iPhone without a tab bar docks the search field at the bottom (iOS 26).
  package struct BottomDock: Sendable, Hashable {
    /// The dock's height from the bottom edge in regular height.
    package var regular: Double
    /// In compact height (an iPhone in landscape).
    package var verticallyCompact: Double
  }

  /// The slot a stacked search bar takes under the title; `nil` where navigation items have no
  /// search controller (before iOS 11).
  package var stackedSlot: Double?
  /// The navigation bar's height while the search is active and the bar hides its title
  /// (`hidesNavigationBarDuringPresentation`).
  package var activeHeight: Double = 0
  /// The iPad's automatic placement puts the search field in the bar, beside the title.
  package var padAutomaticInBar = false
  /// An iPhone navigation controller without a tab bar or a shown toolbar docks the search field
  /// at the bottom for the automatic and integrated placements; `nil`: under the title.
  package var bottomDock: BottomDock?
  /// The slot's height and the active height rest on a choice no public measurement confirms
  /// (docs/behaviour.md#c47).
  package var unverified = false
}
