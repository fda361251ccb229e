package import LifecycleSimCore

/// The iPadOS 26 corner-adapted layout regions of a controller's root view,
/// `UIView.layoutGuide(for: .safeArea(cornerAdaptation:))` and `.margins(cornerAdaptation:)`:
/// the safe area (or margins) moved in from the window's rounded corners and from its window
/// controls (docs/behaviour.md#corner-adaptation).
///
/// A region adapted `.horizontal` changes only the leading and trailing edges, one adapted
/// `.vertical` only the top and bottom, so one set of insets holds both: its left and right are
/// the horizontal region's, its top and bottom the vertical one's.
package enum CornerAdaptationRule {
  /// How far a region moves in from a rounded window corner: 9.5 at every edge, measured on an
  /// iPadOS 26.2 simulator (WEB-870), and not 0 in a full-screen window (WEB-871).
  package static let cornerInset: Double = 9.5
  /// The window controls' region at the window's top-leading corner, width by height:
  /// unverified, docs/behaviour.md#c75 (no public source prints it; WEB-870's 40-pt floor clears
  /// them, WEB-872's crop is about 70 × 39 pt).
  package static let controlsSize = Size(width: 80, height: 40)

  /// Where the window draws its controls, in window coordinates: the top-leading corner
  /// (WEB-872, WEB-873), `nil` when it shows none (a full-screen window, before 26; C75).
  package static func controlsFrame(
    window: Size, showsControls: Bool, rightToLeft: Bool
  ) -> Rect? {
    guard showsControls else { return nil }
    let x = rightToLeft ? window.width - controlsSize.width : 0
    return Rect(x: x, y: 0, width: controlsSize.width, height: controlsSize.height)
  }

  /// Whether a window of `mode` on iPadOS `profile` shows window controls: every window that is
  /// not full screen from 26 on (WEB-805, WEB-871; full screen shows none, C75).
  package static func showsControls(_ mode: WindowMode, profile: Int) -> Bool {
    profile >= 26 && mode != .fullScreen
  }

  /// Whether the window's corners are rounded for the regions: every window that is not full
  /// screen, and a full-screen one on a display with rounded corners (WEB-870, WEB-871; C76).
  package static func roundedCorners(_ mode: WindowMode, device: Device) -> Bool {
    mode != .fullScreen || device.cutout == .roundedCorners
  }

  /// The corner-adapted safe area of a view whose frame in window coordinates is `frame`:
  /// per edge, the larger of its safe area and, where the edge lies on the window's edge with
  /// rounded corners, ``cornerInset``; where the view reaches under the controls, their far
  /// edge (``controlsFrame(window:showsControls:rightToLeft:)``) on the leading edge and the
  /// top (WEB-870, WEB-871; C75, C76).
  package static func safeArea(
    _ safeArea: EdgeInsets, frame: Rect, window: Size, rounded: Bool, controls: Rect?
  ) -> EdgeInsets {
    var adapted = safeArea
    if rounded {
      if frame.x <= 0 { adapted.left = max(adapted.left, cornerInset) }
      if frame.y <= 0 { adapted.top = max(adapted.top, cornerInset) }
      if frame.x + frame.width >= window.width { adapted.right = max(adapted.right, cornerInset) }
      if frame.y + frame.height >= window.height {
        adapted.bottom = max(adapted.bottom, cornerInset)
      }
    }
    if let controls, overlaps(controls, frame) {
      adapted.top = max(adapted.top, controls.y + controls.height - frame.y)
      if controls.x <= frame.x {
        adapted.left = max(adapted.left, controls.x + controls.width - frame.x)
      } else {
        adapted.right = max(adapted.right, frame.x + frame.width - controls.x)
      }
    }
    return adapted
  }

  /// Whether two rectangles share an area (touching edges do not).
  static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// The corner-adapted margins: per edge, the larger of the view's margins and its
  /// corner-adapted safe area (unverified, docs/behaviour.md#c77).
  package static func margins(_ margins: EdgeInsets, adaptedSafeArea: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(margins.top, adaptedSafeArea.top), left: max(margins.left, adaptedSafeArea.left),
      bottom: max(margins.bottom, adaptedSafeArea.bottom),
      right: max(margins.right, adaptedSafeArea.right))
  }

  /// The corner-adapted safe area, from ``safeArea(_:frame:window:rounded:controls:)``.
  package static let safeAreaStory = RuleStory(
    "the safe area moved in 9.5 from the window's rounded corners and past its window controls"
      + " (the controls' 80 × 40 unverified)",
    sources: ["WEB-870", "WEB-871", "WEB-872", "WEB-873", "docs/behaviour.md#corner-adaptation"])

  /// The corner-adapted margins, from ``margins(_:adaptedSafeArea:)``.
  package static let marginsStory = RuleStory(
    "per edge, the larger of the margins and the corner-adapted safe area (unverified)",
    sources: ["WEB-870", "docs/behaviour.md#corner-adaptation", "docs/behaviour.md#c77"])
}
