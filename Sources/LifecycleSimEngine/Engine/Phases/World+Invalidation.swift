import LifecycleSimModel
import LifecycleSimCore

extension World {
  /// A view's frame changed from `old`: a new size lays out the view and its superview; a new
  /// origin alone lays out neither, since the bounds stay the same (docs/behaviour.md#layout-passes;
  /// WEB-201, WEB-202, WEB-203, WEB-204).
  mutating func invalidateFrame(of view: ViewID, from old: Rect) {
    guard old.size != views.frame[view].size else { return }
    views.setNeedsLayout(view)
    invalidateSuperview(of: view)
  }

  /// A scroll view's bounds origin, its content offset, changed: the scroll view lays out, and so
  /// does its superview (docs/behaviour.md#layout-passes; WEB-201, WEB-202, WEB-205).
  ///
  /// Its subviews' geometry reads the new bounds at the next geometry pass over them.
  mutating func invalidateBoundsOrigin(of view: ViewID) {
    views.setNeedsLayout(view)
    views.setGeometryDirty(view)
    invalidateSuperview(of: view)
  }

  /// `added` joined `superview`, or a subview left it (`added` nil): the superview lays out, and
  /// the added view lays out as it joins; with `addSubviewLaysOutSiblings` every other subview of
  /// the superview too (docs/behaviour.md#layout-passes; WEB-201, WEB-203; WEB-202 for the
  /// switch).
  mutating func invalidateHierarchy(of superview: ViewID, added: ViewID?) {
    views.setNeedsLayout(superview)
    guard let added else { return }
    views.setNeedsLayout(added)
    guard behaviour.layout.addSubviewLaysOutSiblings else { return }
    var next = views.firstChild[superview]
    while let sibling = next {
      views.setNeedsLayout(sibling)
      next = views.nextSibling[sibling]
    }
  }

  /// Marks the superview of `view` for layout, unless that superview is not one an app sees or
  /// a pass is running.
  ///
  /// A root view that a navigation or tab bar controller shows, that is presented or that the
  /// window holds sits in UIKit's private wrapper views (WEB-206), whose layout is not traced. In
  /// a pass, the superviews were laid out already and read the change there.
  private mutating func invalidateSuperview(of view: ViewID) {
    guard !pass.inLayoutPass, let parent = views.parent[view] else { return }
    if let controller = views.controller[view] {
      guard case .contained = controllers[controller].relation else { return }
    }
    views.setNeedsLayout(parent)
  }
}
