package import LifecycleSimCore

/// The safe area a SwiftUI view is laid out in, per region, in the hosting view's coordinates
/// (docs/behaviour.md#swiftui).
///
/// `outer` is how far anything can extend (the hosting view's bounds); each region has its own
/// safe rectangle inside it: `container` (the device, the bars, `additionalSafeAreaInsets`,
/// `safeAreaInset` and `safeAreaPadding`) and `keyboard` (the keyboard's overlap, iOS 14+;
/// GT-280). The safe rect is their intersection.
package struct SwiftUISafeArea: Sendable, Hashable {
  package var outer: Rect
  package var container: Rect
  package var keyboard: Rect
  /// What `safeAreaInset` modifiers added to the container region, per edge: what `List` and
  /// `Form` leave out under `swiftUIListIgnoresSafeAreaInset` (seed004).
  package var addedByInsets = EdgeInsets.zero
  /// The `NavigationSplitView` column the view is in, if any, for `explain`
  /// (docs/behaviour.md#swiftui-navigation-split-view).
  package var splitColumn: SplitColumn?
  /// Whether the view is in an `inspector` column, for `explain`
  /// (docs/behaviour.md#swiftui-inspector).
  package var inspectorColumn = false

  /// The rectangle no region covers.
  package var safe: Rect { container.intersection(keyboard) }

  /// What a `GeometryReader` with frame `frame` reads (GT-283, GT-284, GT-271).
  ///
  /// On each edge at or beyond the safe rect's (within half a pixel, `tolerance`), the unsafe band left between
  /// that edge and `outer`; elsewhere 0. A view fully inside reads 0; a view extended to `outer`
  /// reads 0.
  func proxyInsets(of frame: Rect, tolerance: Double) -> EdgeInsets {
    let safe = self.safe
    return EdgeInsets(
      top: frame.minY <= safe.minY + tolerance ? max(0, frame.minY - outer.minY) : 0,
      left: frame.minX <= safe.minX + tolerance ? max(0, frame.minX - outer.minX) : 0,
      bottom: frame.maxY >= safe.maxY - tolerance ? max(0, outer.maxY - frame.maxY) : 0,
      right: frame.maxX >= safe.maxX - tolerance ? max(0, outer.maxX - frame.maxX) : 0)
  }

  /// `ignoresSafeArea(regions, edges)` applied to a view with frame `frame` (GT-281, GT-287):
  /// each selected edge that touches the safe rect moves out to the safe rect of the regions not
  /// ignored (`outer` when both are), and inside, the ignored regions end at `outer` on those
  /// edges.
  func ignoring(
    container ignoresContainer: Bool, keyboard ignoresKeyboard: Bool, edges: EdgeInsets.Mask,
    frame: Rect, tolerance: Double
  ) -> (frame: Rect, safeArea: SwiftUISafeArea) {
    var inside = self
    if ignoresContainer { inside.container = inside.container.extended(to: outer, on: edges) }
    if ignoresKeyboard { inside.keyboard = inside.keyboard.extended(to: outer, on: edges) }
    let safe = self.safe
    let target = inside.safe
    var extended = frame
    if edges.contains(.top), frame.minY <= safe.minY + tolerance, target.minY < frame.minY {
      extended = extended.withMinY(target.minY)
    }
    if edges.contains(.left), frame.minX <= safe.minX + tolerance, target.minX < frame.minX {
      extended = extended.withMinX(target.minX)
    }
    if edges.contains(.bottom), frame.maxY >= safe.maxY - tolerance, target.maxY > frame.maxY {
      extended = extended.withMaxY(target.maxY)
    }
    if edges.contains(.right), frame.maxX >= safe.maxX - tolerance, target.maxX > frame.maxX {
      extended = extended.withMaxX(target.maxX)
    }
    return (extended, inside)
  }

  /// The container region moved inward on `edge` so that it ends at `boundary` (never outward):
  /// what `safeAreaInset`, `safeAreaPadding` and the bars of `NavigationStack`/`TabView` do.
  package func narrowingContainer(_ edge: EdgeInsets.Mask, to boundary: Double, byInset: Bool)
    -> Self
  {
    var copy = self
    var c = container
    var added = 0.0
    switch edge {
    case .top where boundary > c.minY:
      added = boundary - c.minY
      c = c.withMinY(boundary)
      if byInset { copy.addedByInsets.top += added }
    case .left where boundary > c.minX:
      added = boundary - c.minX
      c = c.withMinX(boundary)
      if byInset { copy.addedByInsets.left += added }
    case .bottom where boundary < c.maxY:
      added = c.maxY - boundary
      c = c.withMaxY(boundary)
      if byInset { copy.addedByInsets.bottom += added }
    case .right where boundary < c.maxX:
      added = c.maxX - boundary
      c = c.withMaxX(boundary)
      if byInset { copy.addedByInsets.right += added }
    default:
      break
    }
    copy.container = c
    return copy
  }
}

extension EdgeInsets {
  /// A set of physical edges.
  package struct Mask: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8

    /// The edges whose bits `rawValue` sets.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let top = Mask(rawValue: 1)
    package static let left = Mask(rawValue: 2)
    package static let bottom = Mask(rawValue: 4)
    package static let right = Mask(rawValue: 8)
    package static let all: Mask = [.top, .left, .bottom, .right]
    /// The single edges, in `top, left, bottom, right` order.
    package static let each: [Mask] = [.top, .left, .bottom, .right]
  }
}

extension Rect {
  /// The overlap of two rectangles; an empty rectangle at the nearest point when they do not
  /// overlap.
  package func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = max(x0, min(maxX, other.maxX))
    let y1 = max(y0, min(maxY, other.maxY))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rectangle with the given edges moved out to `outer`'s.
  package func extended(to outer: Rect, on edges: EdgeInsets.Mask) -> Rect {
    var r = self
    if edges.contains(.top) { r = r.withMinY(min(r.minY, outer.minY)) }
    if edges.contains(.left) { r = r.withMinX(min(r.minX, outer.minX)) }
    if edges.contains(.bottom) { r = r.withMaxY(max(r.maxY, outer.maxY)) }
    if edges.contains(.right) { r = r.withMaxX(max(r.maxX, outer.maxX)) }
    return r
  }

  /// The rectangle with its top edge at `y`, its bottom edge kept.
  package func withMinY(_ y: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: max(0, maxY - y))
  }
  /// The rectangle with its left edge at `x`, its right edge kept.
  package func withMinX(_ x: Double) -> Rect {
    Rect(x: x, y: y, width: max(0, maxX - x), height: height)
  }
  /// The rectangle with its bottom edge at `y`.
  func withMaxY(_ y: Double) -> Rect {
    Rect(x: x, y: self.y, width: width, height: max(0, y - self.y))
  }
  /// The rectangle with its right edge at `x`.
  func withMaxX(_ x: Double) -> Rect {
    Rect(x: self.x, y: y, width: max(0, x - self.x), height: height)
  }
}
