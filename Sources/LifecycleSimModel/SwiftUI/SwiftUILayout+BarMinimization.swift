import LifecycleSimCore

extension SwiftUILayout {
  /// The bar minimization of the navigation stack at node `navigation`, whose root view is node
  /// `root`, as its `toolbarMinimization` modifiers ask (docs/behaviour.md#swiftui-bar-minimization).
  ///
  /// `nil` when the version has no minimization, the modifiers resolve to none (`automatic`
  /// minimizes only for a `searchable` in the principal placement, which the model does not
  /// have), or the driving scroll view (the first one below the stack, as for a large title)
  /// was never scrolled. A layout at the offset of the last decision keeps it; a new offset is
  /// decided by ``BarMinimizationRule``, as for UIKit's `navigationBarMinimization`.
  mutating func barMinimization(of navigation: Int, root: Int, spec: BarMinimizationSpec?)
    -> SwiftUIBarMinimization?
  {
    guard host.navigationBar.minimizedHeight != nil, spec != nil,
      let resolved = BarMinimizationRule.resolved(spec, searchPlacement: nil),
      !scrollPositions.isEmpty, let driver = tree.firstScrollView(from: root).node,
      let name = tree[driver].name, let position = scrollPositions[name]
    else { return nil }
    let offsetY = position.offset.y
    let known = host.barMinimizations[navigation]
    if let known, known.offsetY == offsetY { return known }
    // Before its first scroll the driving scroll view rested at its top.
    let before = known?.offsetY ?? -position.adjustedContentInset.top
    let delta = offsetY - before
    let atTheTop = LargeTitleCollapseRule.restsAtTheTop(
      offsetY: offsetY, adjustedTop: position.adjustedContentInset.top)
    let minimized = BarMinimizationRule.minimized(
      resolved, wasMinimized: known?.minimized ?? false, delta: delta, atTheTop: atTheTop)
    return SwiftUIBarMinimization(
      minimized: minimized, offsetY: offsetY, driver: name, resolved: resolved, delta: delta,
      atTheTop: atTheTop)
  }
}
