public import LifecycleSimCore

/// The safe-area rule for a subview (docs/behaviour.md#safe-area-propagation): per edge, the part
/// of the parent's unsafe band the child covers, capped at the parent's inset.
///
/// Each edge is independent: a child lying entirely inside the bottom band keeps its left and
/// right insets (OU-005), so a rectangle-intersection model would be wrong. Sources: GT-148,
/// GT-149, GT-154, OU-001, OU-002, OU-004, OU-005, OU-007, OU-008.
///
/// ```swift
/// // OU-002: a child at y = 20 under a 44-pt top gets 24.
/// OverlapRule.insets(
///   child: Rect(x: 30, y: 20, width: 100, height: 500),
///   parentBounds: Rect(x: 0, y: 0, width: 320, height: 480),
///   parentInsets: EdgeInsets(top: 44, left: 10, bottom: 34, right: 12))
/// // {24, 0, 34, 0}
/// ```
@usableFromInline package enum OverlapRule {
  /// The child's insets.
  ///
  /// - Parameters:
  ///   - child: the child's frame in the parent's coordinate space.
  ///   - parentBounds: the parent's bounds; its origin is the scroll offset for a scroll view,
  ///     so the result moves with `contentOffset`.
  ///   - parentInsets: the parent's safe-area insets.
  @inlinable @inline(__always)
  package static func insets(child: Rect, parentBounds: Rect, parentInsets p: EdgeInsets)
    -> EdgeInsets
  {
    let f = child.offsetBy(dx: -parentBounds.x, dy: -parentBounds.y)
    return EdgeInsets(
      top: clamp(p.top - f.minY, upTo: p.top),
      left: clamp(p.left - f.minX, upTo: p.left),
      bottom: clamp(f.maxY - (parentBounds.height - p.bottom), upTo: p.bottom),
      right: clamp(f.maxX - (parentBounds.width - p.right), upTo: p.right))
  }

  @usableFromInline static func clamp(_ value: Double, upTo cap: Double) -> Double {
    Swift.min(Swift.max(value, 0), Swift.max(cap, 0))
  }

  /// The sources of ``insets(child:parentBounds:parentInsets:)`` that `explain` cites.
  package static let sources = [
    "GT-148", "GT-149", "GT-154", "OU-001", "OU-002", "OU-005",
    "docs/behaviour.md#safe-area-propagation",
  ]

  /// The rule for a window root view, whose parent is the window.
  package static let fromWindowStory = RuleStory(
    "per edge, the part of the window's unsafe band the view covers", sources: sources)

  /// The rule for any other view.
  package static let fromSuperviewStory = RuleStory(
    "per edge, the part of the superview's unsafe band the view covers", sources: sources)
}
