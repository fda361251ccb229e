/// The live state of one scroll view.
struct ScrollState {
  var view: Int32
  var properties: ScrollViewProperties
  var behavior: ContentInsetAdjustmentBehavior
  var adjustedContentInset: EdgeInsets
  var contentOffset: Point

  /// A new scroll view: its declared `contentInset` is applied through the setter right after
  /// creation, so the offset rests at `-contentInset` (BEHAVIOUR.md §6.4; OU-101).
  init(view: Int32, properties: ScrollViewProperties, behavior: ContentInsetAdjustmentBehavior) {
    self.view = view
    self.properties = properties
    self.behavior = behavior
    self.adjustedContentInset = properties.contentInset
    self.contentOffset = Point(x: -properties.contentInset.left, y: -properties.contentInset.top)
  }
}
