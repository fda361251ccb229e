import LifecycleSimCore
import LifecycleSimModel

/// The live state of one scroll view.
struct ScrollState {
  package var view: ViewID
  /// The node's kind, for table and collection view settings.
  package var kind: ViewKind
  package var properties: ScrollViewProperties
  var behavior: ContentInsetAdjustmentBehavior
  package var adjustedContentInset: EdgeInsets
  package var contentOffset: Point
  /// The inset iOS 10's `automaticallyAdjustsScrollViewInsets` last added to `contentInset`,
  /// `nil` before its first application (docs/behaviour.md#ios-10-scroll-view-insets).
  var appliedLegacyAdjustment: EdgeInsets?
  /// How many scroll frames have moved the offset: the bars that follow the scroll view change
  /// when it grows, not when the system moves the offset (docs/behaviour.md#large-title-collapse).
  var scrollCount = 0

  /// A new scroll view: its declared `contentInset` is applied through the setter right after
  /// creation, so the offset rests at `-contentInset` (docs/behaviour.md#content-offset; OU-101).
  package init(
    view: ViewID, kind: ViewKind, properties: ScrollViewProperties,
    behavior: ContentInsetAdjustmentBehavior
  ) {
    self.view = view
    self.kind = kind
    self.properties = properties
    self.behavior = behavior
    self.adjustedContentInset = properties.contentInset
    self.contentOffset = Point(x: -properties.contentInset.left, y: -properties.contentInset.top)
  }
}
