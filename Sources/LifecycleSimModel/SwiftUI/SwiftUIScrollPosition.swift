package import LifecycleSimCore

/// Where the app or the user scrolled a named SwiftUI scroll view (the `scroll` event), and the
/// adjusted inset it had then: an offset at rest against that inset follows the next one.
package struct SwiftUIScrollPosition: Sendable, Hashable {
  package var offset: Point
  /// The `adjustedContentInset` of the last layout.
  package var adjustedContentInset: EdgeInsets

  package init(offset: Point, adjustedContentInset: EdgeInsets) {
    self.offset = offset
    self.adjustedContentInset = adjustedContentInset
  }
}
