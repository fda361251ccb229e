import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// How much of the navigation bar's collapsing zone shows above `top`, the top of a
  /// navigation stack: the large title's `band` (0 when none shows) and a search slot that hides
  /// when scrolling, `searchSlot` (0 when none).
  ///
  /// All of it without a content scroll view, else as far as that scroll view's offset leaves it
  /// (docs/behaviour.md#large-title-collapse). The search slot is part of the zone once revealed:
  /// pulled into view, or when a search ends; it collapses before the band and shows again after
  /// it (docs/behaviour.md#search-controllers). Notes the answer on `top`, moves the offset on
  /// where the version does (iOS 26), and adds how it was derived to `steps` when explaining.
  mutating func collapsingZone(
    shownBy top: ControllerID, band: Double, searchSlot: Double, searchActive: Bool,
    steps: inout [DerivationStep]
  ) -> (band: Double, search: Double) {
    guard band > 0 || searchSlot > 0 else {
      controllers[top].collapsingZone = nil
      return (0, 0)
    }
    let known = controllers[top].collapsingZone
    // A search that ends leaves its slot in view (OU-058, OU-130), as a first look at the top.
    let searchEnded = known?.searchWasActive == true && !searchActive
    var revealed = (known?.searchRevealed ?? false) || searchEnded
    var zone = band + (revealed ? searchSlot : 0)
    var visible = zone
    var scrollCount: Int? = nil
    if controllers[top].view != nil, let scrollView = cachedContentScrollView(of: top),
      let scroll = views.scroll[scrollView]
    {
      let state = scrolls[scroll]
      var shift = 0.0
      var unverified = false
      var shown = known.flatMap { $0.zone == zone && !searchEnded ? $0.visible : nil }
      var adjustedTop = state.adjustedContentInset.top
      if let before = shown, searchSlot > 0, !revealed,
        SearchBarRule.pullReveals(
          slot: searchSlot, offsetY: state.contentOffset.y,
          wholeAt: LargeTitleCollapseRule.wholeAt(
            zone: zone, visibleBefore: before, adjustedTop: adjustedTop,
            contentInsetTop: state.properties.contentInset.top))
      {
        // Pulled down past the top by the slot: the slot joins the zone, whole.
        revealed = true
        zone += searchSlot
        shown? += searchSlot
        if adjustedTop > state.properties.contentInset.top { adjustedTop += searchSlot }
        unverified = true
      }
      if let before = shown, let known, known.scrollCount == state.scrollCount {
        // No scroll since: the zone is as it was, wherever the system moved the offset (a
        // controller shown again, a resting offset following its inset).
        visible = before
      } else if let before = shown {
        let outcome = LargeTitleCollapseRule.outcome(
          behaviour.navigationBar.largeTitleCollapse, zone: zone, visibleBefore: before,
          offsetY: state.contentOffset.y, adjustedTop: adjustedTop,
          contentInsetTop: state.properties.contentInset.top)
        visible = outcome.visible
        shift = outcome.offsetShift
        unverified = unverified || outcome.unverified
      } else {
        visible = LargeTitleCollapseRule.firstVisible(
          zone: zone, offsetY: state.contentOffset.y, adjustedTop: adjustedTop)
      }
      if shift != 0 {
        scrolls[scroll].contentOffset.y += shift
        invalidateBoundsOrigin(of: scrollView)
      }
      scrollCount = state.scrollCount
      if derivations != nil {
        var inputs: [DerivationStep.Input] = [
          .init("collapse", "\(behaviour.navigationBar.largeTitleCollapse)"),
          .init("zone", TraceValue.text(zone)),
        ]
        if searchSlot > 0 {
          inputs.append(.init("search slot", "\(TraceValue.text(searchSlot)) revealed=\(revealed)"))
        }
        inputs += [
          .init("shown before", shown.map { TraceValue.text($0) } ?? "no zone"),
          .init("contentOffset.y", TraceValue.text(state.contentOffset.y)),
          .init("adjustedContentInset.top", TraceValue.text(state.adjustedContentInset.top)),
          .init("contentInset.top", TraceValue.text(state.properties.contentInset.top)),
        ]
        steps.append(
          DerivationStep(
            subject: name(of: scrollView), story: LargeTitleCollapseRule.story, inputs: inputs,
            reason: unverified
              ? "unverified: a choice no public measurement confirms (docs/behaviour.md#c46, #c47)"
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
    } else {
      // Nothing scrolls to hide the slot: it shows (docs/behaviour.md#c47).
      revealed = true
      zone = band + searchSlot
      visible = zone
    }
    controllers[top].collapsingZone = CollapsingZoneState(
      zone: zone, visible: visible, scrollCount: scrollCount, searchRevealed: revealed,
      searchWasActive: searchActive)
    // The search slot is the zone's outer part: it goes first and comes back last.
    return (band: Swift.min(band, visible), search: Swift.max(0, visible - band))
  }
}
