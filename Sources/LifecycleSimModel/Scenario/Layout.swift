public import LifecycleSimCore

/// What a pinned edge is pinned to: the superview's edge, safe-area guide or margins guide.
public enum LayoutAnchor: String, Sendable, Hashable, CaseIterable {
  /// The superview's edge.
  case edge
  /// The superview's `safeAreaLayoutGuide`.
  case safeArea
  /// The superview's `layoutMarginsGuide`.
  case margins
}

/// One pinned edge: an anchor and a constant that insets the edge inward.
///
/// A positive constant moves the edge toward the inside of the superview on every edge
/// (`{ "to": "safeArea", "constant": 8 }` on `bottom` leaves 8 pt above the safe area).
public struct LayoutPin: Sendable, Hashable {
  /// What the edge is pinned to.
  public var anchor: LayoutAnchor
  /// How far the edge lies inward of its anchor, in points (negative: outward).
  public var constant: Double

  /// Creates a pin.
  public init(_ anchor: LayoutAnchor, constant: Double = 0) {
    self.anchor = anchor
    self.constant = constant
  }
}

/// Per-edge pins of a view in its superview, each axis fixed by two of its three values.
///
/// `leading`/`trailing` resolve to `left`/`right` by the scenario's layout direction.
///
/// ```swift
/// // A 300-pt bar pinned to the bottom of the safe area, full width.
/// LayoutPins(left: .init(.edge), bottom: .init(.safeArea), right: .init(.edge), height: 300)
/// ```
public struct LayoutPins: Sendable, Hashable {
  /// The top edge's pin.
  public var top: LayoutPin?
  /// The left edge's pin.
  public var left: LayoutPin?
  /// The bottom edge's pin.
  public var bottom: LayoutPin?
  /// The right edge's pin.
  public var right: LayoutPin?
  /// The leading edge's pin; not together with `left` or `right`.
  public var leading: LayoutPin?
  /// The trailing edge's pin; not together with `left` or `right`.
  public var trailing: LayoutPin?
  /// A fixed width, in points.
  public var width: Double?
  /// A fixed height, in points.
  public var height: Double?

  /// Creates pins; each axis needs exactly two of its edges and size.
  public init(
    top: LayoutPin? = nil, left: LayoutPin? = nil, bottom: LayoutPin? = nil,
    right: LayoutPin? = nil, leading: LayoutPin? = nil, trailing: LayoutPin? = nil,
    width: Double? = nil, height: Double? = nil
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.leading = leading
    self.trailing = trailing
    self.width = width
    self.height = height
  }
}

/// How a view gets its frame from its superview, applied in the superview's `layoutSubviews`
/// (docs/behaviour.md#layout-specs).
///
/// Until then the view keeps its initial frame: `frame` if given, else zero.
public enum Layout: Sendable, Hashable {
  /// The superview's bounds, resized with it.
  case fill
  /// The superview's safe-area layout guide.
  case safeArea
  /// The superview's layout-margins guide.
  case margins
  /// Per-edge pins, out of line: most views are placed by a frame or a named layout.
  indirect case pins(LayoutPins)
}

/// How a view node is placed.
public enum ViewPlacement: Sendable, Hashable {
  /// No frame and no layout: a subview stays at zero; a root view is placed by its container.
  case unspecified
  /// A fixed frame in the superview's coordinates.
  case frame(Rect)
  /// A layout spec resolved at each layout of the superview.
  case layout(Layout)
}
