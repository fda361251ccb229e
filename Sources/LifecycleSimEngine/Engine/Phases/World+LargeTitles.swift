import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// How much of the large title's zone shows above `top`, the top of a navigation stack.
  ///
  /// All of it without a content scroll view, else as far as that scroll view's offset leaves it
  /// (docs/behaviour.md#large-title-collapse). Notes the answer on `top`, moves the offset on
  /// where the version does (iOS 26), and adds how it was derived to `steps` when explaining.
  mutating func largeTitleZone(shownBy top: ControllerID?, steps: inout [DerivationStep]) -> Double
  {
    guard let zone = behaviour.navigationBar.largeTitleExtra else { return 0 }
    guard let top else { return zone }
    let known = controllers[top].largeTitle
    var visible = zone
    var offsetY: Double? = nil
    if controllers[top].view != nil, let scrollView = cachedContentScrollView(of: top),
      let scroll = views.scroll[scrollView]
    {
      let state = scrolls[scroll]
      var shift = 0.0
      var unverified = false
      if let known, known.offsetY == state.contentOffset.y {
        // The offset has not moved since: the zone is as it was (a controller shown again).
        visible = known.visible
      } else if let known {
        let outcome = LargeTitleCollapseRule.outcome(
          behaviour.navigationBar.largeTitleCollapse, zone: zone, visibleBefore: known.visible,
          offsetY: state.contentOffset.y, adjustedTop: state.adjustedContentInset.top,
          contentInsetTop: state.properties.contentInset.top)
        visible = outcome.visible
        shift = outcome.offsetShift
        unverified = outcome.unverified
      } else {
        visible = LargeTitleCollapseRule.firstVisible(
          zone: zone, offsetY: state.contentOffset.y, adjustedTop: state.adjustedContentInset.top)
      }
      if shift != 0 {
        scrolls[scroll].contentOffset.y += shift
        invalidateBoundsOrigin(of: scrollView)
      }
      offsetY = scrolls[scroll].contentOffset.y
      if derivations != nil {
        steps.append(
          DerivationStep(
            subject: name(of: scrollView), story: LargeTitleCollapseRule.story,
            inputs: [
              .init("collapse", "\(behaviour.navigationBar.largeTitleCollapse)"),
              .init("zone", TraceValue.text(zone)),
              .init("shown before", known.map { TraceValue.text($0.visible) } ?? "no large title"),
              .init("contentOffset.y", TraceValue.text(state.contentOffset.y)),
              .init("adjustedContentInset.top", TraceValue.text(state.adjustedContentInset.top)),
              .init("contentInset.top", TraceValue.text(state.properties.contentInset.top)),
            ],
            reason: unverified
              ? "unverified: a choice no public measurement confirms (docs/behaviour.md#c46)"
              : shift != 0 ? "the offset moves on by \(TraceValue.text(shift))" : nil,
            result: TraceValue.text(visible)))
        if shift != 0 {
          deriveOffset(
            of: scrollView, scrolls[scroll].contentOffset, story: LargeTitleCollapseRule.story,
            inputs: [
              .init("offset before", TraceValue.point(state.contentOffset).text),
              .init("zone collapsed", TraceValue.text(shift)),
            ])
        }
      }
    }
    controllers[top].largeTitle = LargeTitleState(visible: visible, offsetY: offsetY)
    return visible
  }
}
