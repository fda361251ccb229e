import LifecycleSimCore

extension SwiftUILayout {
  /// The large title of the navigation stack at node `navigation`, whose root view is node
  /// `root`, showing a zone of `zone` points (docs/behaviour.md#swiftui-scrolling).
  ///
  /// Whole while no `scroll` event moved its driving scroll view (the first one below it,
  /// ``SwiftUITree/firstScrollView(from:)``); otherwise ``LargeTitleCollapseRule`` gives the
  /// visible part as it does for UIKit's content scroll view, from the offset the event set and
  /// the inset of the last layout, and on 26 moves that offset on by the zone it collapses.
  mutating func largeTitle(of navigation: Int, root: Int, zone: Double) -> SwiftUILargeTitle {
    // No scroll view was scrolled: nothing to look for (the walk is skipped).
    guard !scrollPositions.isEmpty, let driver = tree.firstScrollView(from: root).node,
      let name = tree[driver].name, let position = scrollPositions[name]
    else { return SwiftUILargeTitle(visible: zone, offsetY: nil) }
    let known = host.largeTitles[navigation]
    let offsetY = position.offset.y
    let adjustedTop = position.adjustedContentInset.top
    if let known, known.offsetY == offsetY {
      // The offset has not moved since: the zone is as it was.
      return known
    }
    var outcome = LargeTitleCollapseRule.Outcome(visible: zone, offsetShift: 0)
    if let known {
      outcome = LargeTitleCollapseRule.outcome(
        host.navigationBar.largeTitleCollapse, zone: zone, visibleBefore: known.visible,
        offsetY: offsetY, adjustedTop: adjustedTop, contentInsetTop: 0)
    } else {
      outcome.visible = LargeTitleCollapseRule.firstVisible(
        zone: zone, offsetY: offsetY, adjustedTop: adjustedTop)
    }
    scrollPositions[name]?.offset.y += outcome.offsetShift
    return SwiftUILargeTitle(
      visible: outcome.visible, offsetY: offsetY + outcome.offsetShift,
      collapse: SwiftUILargeTitle.Collapse(
        driver: name, zone: zone, visibleBefore: known?.visible, offsetY: offsetY,
        adjustedTop: adjustedTop, offsetShift: outcome.offsetShift,
        unverified: outcome.unverified))
  }
}
