package import LifecycleSimCore

/// `view.keyboardLayoutGuide.layoutFrame` (iOS 15+; docs/behaviour.md#keyboard-layout-guide).
///
/// The guide spans the view's width along its bottom edge. Its height is the part of the view
/// the docked keyboard covers (WEB-965, WEB-967, WEB-968). With no keyboard over the view it
/// rests on the bottom safe area, its height the bottom safe-area inset, when
/// `usesBottomSafeArea` is true (the default, and iOS 15 and 16's only behaviour: WEB-966,
/// WEB-967, WEB-970); else it has no height, at the view's bottom edge (WEB-966). A keyboard
/// that covers less of the view than the bottom safe area leaves the guide on the safe area
/// (unverified, docs/behaviour.md#c71).
package enum KeyboardLayoutGuideRule {
  /// The guide's frame in the view's coordinates: `bounds` is the view's size, `covered` how
  /// much of the view's bottom the keyboard covers (0 with no keyboard).
  package static func frame(
    bounds: Size, safeAreaBottom: Double, covered: Double, usesBottomSafeArea: Bool
  ) -> Rect {
    let resting = usesBottomSafeArea ? Swift.max(0, safeAreaBottom) : 0
    let height = Swift.min(bounds.height, Swift.max(resting, Swift.max(0, covered)))
    return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  /// Whether a keyboard that covers `covered` points of the view leaves the guide on the safe
  /// area, where no source says what UIKit does (docs/behaviour.md#c71).
  package static func isUnverified(
    covered: Double, safeAreaBottom: Double, usesBottomSafeArea: Bool
  )
    -> Bool
  {
    usesBottomSafeArea && covered > 0 && covered < safeAreaBottom
  }

  /// The guide over the part of the view a docked keyboard covers.
  package static let keyboardStory = RuleStory(
    "the part of the view the docked keyboard covers, across the view's width",
    sources: ["WEB-965", "WEB-967", "WEB-968", "docs/behaviour.md#keyboard-layout-guide"])

  /// The guide with no keyboard over the view, `usesBottomSafeArea` true.
  package static let safeAreaStory = RuleStory(
    "no keyboard over the view: on the bottom safe area, as tall as its inset",
    sources: ["WEB-966", "WEB-967", "WEB-970", "docs/behaviour.md#keyboard-layout-guide"])

  /// A root view out of the window is not laid out: its guide keeps its last frame.
  package static let outsideWindowStory = RuleStory(
    "not laid out in a window: keeps its last frame, (0,0,0,0) before the first layout",
    sources: ["WEB-965", "docs/behaviour.md#c72"])

  /// The guide with no keyboard over the view, `usesBottomSafeArea` false.
  package static let viewBottomStory = RuleStory(
    "no keyboard over the view, usesBottomSafeArea false: no height, at the view's bottom edge",
    sources: ["WEB-966", "WEB-970", "docs/behaviour.md#keyboard-layout-guide"])
}
