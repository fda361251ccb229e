public import LifecycleSimCore

/// Layout-margin rules (docs/behaviour.md#margins).
@usableFromInline package enum MarginRule {
  /// The default margins of a plain view: 8 on every edge (Apple: directionalLayoutMargins;
  /// GT-194, OU-041, OU-044).
  @inlinable package static var defaultMargins: EdgeInsets { .all(8) }

  /// The system minimum margins of a controller's root view: top and bottom 0, left and right
  /// 16 when the window is at most 375 pt wide, else 20 (Apple: directionalLayoutMargins
  /// "top and bottom margins are set to zero … 16 or 20"; OU-046, OU-047, OU-049, GT-196;
  /// docs/behaviour.md#c21 picks the width rule over the size-class rule and seed003's "15").
  package static func systemMinimum(windowWidth: Double) -> EdgeInsets {
    let side: Double = windowWidth <= 375 ? 16 : 20
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// The system minimum by size class instead, as GT-196 and Apple's documentation word it: 16
  /// in compact width, 20 in regular width (the `rootMarginsBySizeClass` switch;
  /// docs/behaviour.md#c21).
  package static func systemMinimum(regularWidth: Bool) -> EdgeInsets {
    let side: Double = regularWidth ? 20 : 16
    return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// The base margins of a controller's root view before the safe area is added.
  ///
  /// From iOS 11 an app may set them; with `viewRespectsSystemMinimumLayoutMargins` each edge
  /// is at least the system minimum, without it the custom values stand alone (default 8, L).
  /// iOS 10 ignores custom root margins (GT-196, GT-197, seed003).
  package static func rootBase(
    custom: EdgeInsets?, systemMinimum: EdgeInsets, respectsSystemMinimum: Bool,
    customAllowed: Bool
  ) -> EdgeInsets {
    guard customAllowed, let custom else { return systemMinimum }
    return respectsSystemMinimum ? custom.edgewiseMax(systemMinimum) : custom
  }

  /// The margins an app reads from `layoutMargins`.
  ///
  /// `base` plus the view's safe area when `insetsLayoutMarginsFromSafeArea` (GT-199: 28 + 20 =
  /// 48; GT-200), then, with `preservesSuperviewLayoutMargins`, at least the superview's margin
  /// minus the distance from the child's edge to the superview's edge (Apple:
  /// preservesSuperviewLayoutMargins; OU-043: (10,10,8,8)).
  ///
  /// - Parameters:
  ///   - frame: the view's frame in the superview's coordinate space, for `preserves`.
  ///   - superview: the superview's bounds size and margins, when preserved.
  package static func effective(
    base: EdgeInsets, safeArea: EdgeInsets, insetsFromSafeArea: Bool,
    preserving superview: (bounds: Rect, margins: EdgeInsets)?, frame: Rect
  ) -> EdgeInsets {
    let own = addingSafeArea(to: base, safeArea: safeArea, insetsFromSafeArea: insetsFromSafeArea)
    guard let superview else { return own }
    return preservingSuperview(own, superview: superview, frame: frame)
  }

  /// The first half of ``effective(base:safeArea:insetsFromSafeArea:preserving:frame:)``:
  /// `base`, plus the safe area when `insetsLayoutMarginsFromSafeArea`.
  @inlinable @inline(__always)
  package static func addingSafeArea(
    to base: EdgeInsets, safeArea: EdgeInsets, insetsFromSafeArea: Bool
  )
    -> EdgeInsets
  {
    insetsFromSafeArea ? base + safeArea : base
  }

  /// The second half: at least the superview's margin minus the distance from the child's edge
  /// to the superview's edge, per edge.
  package static func preservingSuperview(
    _ margins: EdgeInsets, superview: (bounds: Rect, margins: EdgeInsets), frame: Rect
  ) -> EdgeInsets {
    let f = frame.offsetBy(dx: -superview.bounds.x, dy: -superview.bounds.y)
    let m = superview.margins
    return margins.edgewiseMax(
      EdgeInsets(
        top: m.top - f.minY, left: m.left - f.minX,
        bottom: m.bottom - (superview.bounds.height - f.maxY),
        right: m.right - (superview.bounds.width - f.maxX)))
  }

  /// A root view's base margins, from ``rootBase(custom:systemMinimum:respectsSystemMinimum:customAllowed:)``.
  package static let rootBaseStory = RuleStory(
    "a root view's base margins: the system minimum",
    sources: ["OU-046", "OU-047", "GT-196", "GT-197", "docs/behaviour.md#margins"])

  /// A plain view's ``defaultMargins``.
  package static let defaultStory = RuleStory(
    "a view's default margins: 8 on every edge",
    sources: ["GT-194", "OU-041", "docs/behaviour.md#margins"])

  /// A plain view's margins as the app set them.
  package static let ownMarginsStory = RuleStory(
    "the view's own layoutMargins", sources: defaultStory.sources)

  /// ``addingSafeArea(to:safeArea:insetsFromSafeArea:)``.
  package static let safeAreaStory = RuleStory(
    "plus the safe area (insetsLayoutMarginsFromSafeArea)",
    sources: ["GT-199", "GT-200", "docs/behaviour.md#margins"])

  /// ``preservingSuperview(_:superview:frame:)``.
  package static let preservingStory = RuleStory(
    "at least the superview's margins where they reach in (preservesSuperviewLayoutMargins)",
    sources: ["OU-043", "docs/behaviour.md#margins"])
}
