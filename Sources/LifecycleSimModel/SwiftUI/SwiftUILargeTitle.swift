/// A `NavigationStack`'s large title as a layout left it: how much of its zone shows, and the
/// driving scroll view's offset it was computed for (docs/behaviour.md#swiftui-scrolling).
package struct SwiftUILargeTitle: Sendable, Hashable {
  /// The zone's visible height.
  package var visible: Double
  /// The driving scroll view's `contentOffset.y`; `nil` while no offset was set (it rests).
  package var offsetY: Double?
  /// How the zone was derived from a scrolled driving scroll view, for `explain`; `nil` while
  /// it rests.
  package var collapse: Collapse?
  /// The bar's bottom in the hosting view: the top of the container region below it, by which
  /// `explain` knows the views whose safe area the bar gave.
  package var barBottom = 0.0

  /// What ``LargeTitleCollapseRule`` was given and gave.
  package struct Collapse: Sendable, Hashable {
    /// The driving scroll view's name.
    package var driver: String
    package var zone: Double
    /// The zone shown before, `nil` when the bar was not showing a large title.
    package var visibleBefore: Double?
    /// The offset the scroll event set, before the collapse moved it on.
    package var offsetY: Double
    /// The driving scroll view's `adjustedContentInset.top` as last laid out.
    package var adjustedTop: Double
    /// How far the collapse moved the offset on (iOS 26).
    package var offsetShift: Double
    package var unverified: Bool
  }

  package init(visible: Double, offsetY: Double?, collapse: Collapse? = nil) {
    self.visible = visible
    self.offsetY = offsetY
    self.collapse = collapse
  }
}
