import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Whether `top`'s navigation bar is minimized (docs/behaviour.md#bar-minimization).
  ///
  /// As its navigation item asks and its content scroll view has moved since the last look;
  /// `nil` when it is not. Notes the answer on `top`, and adds how it was derived to `steps`
  /// when explaining.
  mutating func navigationBarMinimization(
    of top: ControllerID, steps: inout [DerivationStep]
  ) -> BarMinimizationRule.Resolved? {
    let node = controllers[top].node
    guard behaviour.navigationBar.minimizedHeight != nil,
      let resolved = BarMinimizationRule.resolved(
        node.navigationBarMinimization, searchPlacement: node.searchController?.placement),
      controllers[top].view != nil, let scrollView = cachedContentScrollView(of: top),
      let scroll = views.scroll[scrollView]
    else {
      controllers[top].barMinimization = nil
      return nil
    }
    let state = scrolls[scroll]
    let known = controllers[top].barMinimization
    let offsetY = state.contentOffset.y
    let adjustedTop = state.adjustedContentInset.top
    // Only a scroll decides: the system's own moves of the offset (a resting offset following
    // its inset, a collapse) change nothing.
    let scrolled = known.map { $0.scrollCount != state.scrollCount } ?? false
    let delta = scrolled ? offsetY - (known?.offsetY ?? offsetY) : 0
    let atTheTop = LargeTitleCollapseRule.restsAtTheTop(offsetY: offsetY, adjustedTop: adjustedTop)
    let wasMinimized = known?.minimized ?? false
    let minimized =
      scrolled
      ? BarMinimizationRule.minimized(
        resolved, wasMinimized: wasMinimized, delta: delta, atTheTop: atTheTop)
      : wasMinimized
    controllers[top].barMinimization = BarMinimizationState(
      minimized: minimized, offsetY: offsetY, scrollCount: state.scrollCount)
    if derivations != nil {
      steps.append(
        Self.barMinimizationStep(
          subject: name(of: scrollView), story: BarMinimizationRule.story, resolved,
          delta: delta, atTheTop: atTheTop, minimized: minimized))
    }
    return minimized ? resolved : nil
  }

  /// How a bar minimized, or did not, as its driving scroll view moved by `delta`: the step
  /// UIKit's `navigationBarMinimization` and SwiftUI's `toolbarMinimization` both explain with.
  static func barMinimizationStep(
    subject: String, story: RuleStory, _ resolved: BarMinimizationRule.Resolved, delta: Double,
    atTheTop: Bool, minimized: Bool
  ) -> DerivationStep {
    DerivationStep(
      subject: subject, story: story,
      inputs: [
        .init("behavior", resolved.behavior.rawValue),
        .init("restores at the top", "\(resolved.restoresAtTheTop)"),
        .init("safe area follows", "\(resolved.adjustsSafeArea)"),
        .init("moved by", TraceValue.text(delta)),
        .init("at the top", "\(atTheTop)"),
      ],
      reason: "unverified: a choice no public measurement confirms (docs/behaviour.md#c48)",
      result: minimized ? "minimized" : "full")
  }
}
