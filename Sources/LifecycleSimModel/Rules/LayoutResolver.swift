package import LifecycleSimCore

/// The rectangles of a superview that layout specs refer to, in its own coordinate space.
package struct LayoutAnchors: Sendable, Hashable {
  /// The bounds.
  package var edges: Rect
  /// The safe-area layout guide.
  package var safeArea: Rect
  /// The layout-margins guide.
  package var margins: Rect

  /// Creates anchors.
  package init(edges: Rect, safeArea: Rect, margins: Rect) {
    self.edges = edges
    self.safeArea = safeArea
    self.margins = margins
  }

  package func rect(_ anchor: LayoutAnchor) -> Rect {
    switch anchor {
    case .edge: edges
    case .safeArea: safeArea
    case .margins: margins
    }
  }
}

/// Resolves docs/scenario-format.md#layout specs to frames (docs/behaviour.md#layout-specs).
package enum LayoutResolver {
  /// The frame a spec gives in a superview with `anchors`.
  ///
  /// Each axis takes two of its three values (leading edge, trailing edge, size); a pin's
  /// constant insets the edge inward. `leading`/`trailing` are `left`/`right` in left-to-right
  /// and the reverse in right-to-left.
  ///
  /// ```swift
  /// // OU-011: four edges to the safe area of a 320×480 view with insets (44,10,34,12)
  /// // → (10, 44, 298, 402)
  /// ```
  package static func frame(
    for layout: Layout, in anchors: LayoutAnchors, direction: LayoutDirection
  )
    -> Rect
  {
    switch layout {
    case .fill: return anchors.edges
    case .safeArea: return anchors.safeArea
    case .margins: return anchors.margins
    case .pins(let pins):
      let left = direction == .leftToRight ? pins.left ?? pins.leading : pins.left ?? pins.trailing
      let right =
        direction == .leftToRight ? pins.right ?? pins.trailing : pins.right ?? pins.leading
      let horizontal = axis(
        low: left.map { anchors.rect($0.anchor).minX + $0.constant },
        high: right.map { anchors.rect($0.anchor).maxX - $0.constant }, size: pins.width)
      let vertical = axis(
        low: pins.top.map { anchors.rect($0.anchor).minY + $0.constant },
        high: pins.bottom.map { anchors.rect($0.anchor).maxY - $0.constant }, size: pins.height)
      return Rect(
        x: horizontal.origin, y: vertical.origin, width: horizontal.size, height: vertical.size)
    }
  }

  /// One axis from two of its values; a validated spec always gives two.
  ///
  /// With fewer, the missing origin is 0 and the missing size 0.
  private static func axis(low: Double?, high: Double?, size: Double?) -> (
    origin: Double, size: Double
  ) {
    switch (low, high, size) {
    case (let low?, let high?, _): (low, high - low)
    case (let low?, nil, let size?): (low, size)
    case (nil, let high?, let size?): (high - size, size)
    case (let low?, nil, nil): (low, 0)
    case (nil, let high?, nil): (high, 0)
    case (nil, nil, let size): (0, size ?? 0)
    }
  }

  /// ``frame(for:in:direction:)``; `explain` adds where it was resolved.
  package static let story = RuleStory(
    "its layout spec", sources: ["OU-010", "OU-011", "docs/behaviour.md#layout-specs"])
}
