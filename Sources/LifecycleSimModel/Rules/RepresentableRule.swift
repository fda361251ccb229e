package import LifecycleSimCore

/// The safe area of a controller a `UIViewControllerRepresentable` shows
/// (docs/behaviour.md#uikit-inside-swiftui).
///
/// SwiftUI places its view inside the safe area, and the controller, a UIKit child of the hosting controller, reads the hosting view's insets
/// again on each edge where its view lies against the safe area's edge, so the content is
/// inset twice (WEB-931, WEB-932). Where the view reaches into an unsafe band
/// (`.ignoresSafeArea()`) it reads the overlap as any child does: the inset once.
///
/// Unverified in values: the reports show the double padding without printing the insets
/// (docs/behaviour.md#c67); `representedControllerOverlapOnly` keeps the overlap alone.
///
/// ```swift
/// // A representable filling the safe area of an iPhone X's hosting view in portrait.
/// RepresentableRule.controllerInsets(
///   frame: Rect(x: 0, y: 44, width: 375, height: 734),
///   parentBounds: Rect(x: 0, y: 0, width: 375, height: 812),
///   parentInsets: EdgeInsets(top: 44, bottom: 34), overlap: .zero, tolerance: 0.25)
/// // {44,0,34,0}
/// ```
package enum RepresentableRule {
  /// Per edge, the larger of `overlap` and the hosting view's inset where the view's edge lies
  /// within `tolerance` of the safe area's.
  ///
  /// - Parameters:
  ///   - frame: the controller's view in its superview's coordinates.
  ///   - parentBounds: the superview's bounds.
  ///   - parentInsets: the superview's safe-area insets.
  ///   - overlap: what the overlap rule gives the view.
  ///   - tolerance: how close an edge must be to touch (half a pixel).
  package static func controllerInsets(
    frame: Rect, parentBounds: Rect, parentInsets p: EdgeInsets, overlap: EdgeInsets,
    tolerance: Double
  ) -> EdgeInsets {
    let f = frame.offsetBy(dx: -parentBounds.x, dy: -parentBounds.y)
    func again(_ inset: Double, _ edge: Double, _ safeEdge: Double) -> Double {
      inset > 0 && abs(edge - safeEdge) <= tolerance ? inset : 0
    }
    return overlap.edgewiseMax(
      EdgeInsets(
        top: again(p.top, f.minY, p.top),
        left: again(p.left, f.minX, p.left),
        bottom: again(p.bottom, f.maxY, parentBounds.height - p.bottom),
        right: again(p.right, f.maxX, parentBounds.width - p.right)))
  }

  /// The rule as `explain` shows it.
  package static let story = RuleStory(
    "a UIViewControllerRepresentable's controller reads the hosting view's insets again on the"
      + " edges where SwiftUI placed its view against the safe area",
    sources: ["WEB-931", "WEB-932", "docs/behaviour.md#uikit-inside-swiftui"])
}
