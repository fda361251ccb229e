import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `rotate`, in one turn, settling after the rotation duration (docs/behaviour.md#rotation).
  ///
  /// 1. `willTransitionToTraitCollection`, pre-order, on an iPhone, whose vertical size class
  ///    changes (GT-256).
  /// 2. `viewWillTransition(to:)`, pre-order, carrying the **old** insets and frames (GT-226,
  ///    OU-068, GT-257, GT-260); `size` is the window's new size (L). A contained child whose
  ///    pins fix its size gets none (OU arch.).
  /// 3. The window takes its new bounds, the status bar hides or shows, the orientation's
  ///    insets apply and containers re-place their bars.
  /// 4. `traitCollectionDidChange`, pre-order, when the traits changed (GT-226, GT-256).
  /// 5. `[geo]` for every changed view, then one layout pass (GT-229).
  /// 6. A popover, hidden while the interface turns, shows again beside its source as laid out
  ///    now, with its own geometry and layout (WEB-833; docs/behaviour.md#popovers).
  ///
  /// A notched iPhone does not turn upside down: that rotation is ignored (the validator warns).
  package mutating func rotate(to target: Orientation) -> [(SimDuration, Completion)] {
    guard target != window.orientation else { return [] }
    if target == .portraitUpsideDown && WindowRule.refusesUpsideDown(device)
      && !windowMetrics.rules.upsideDownSwapsInsets
    {
      return []
    }
    let newSize = target.isLandscape ? device.portraitSize.transposed : device.portraitSize
    let traitsChange =
      device.family == .phone && target.isLandscape != window.orientation.isLandscape
    let visible = visibleControllers()
    if traitsChange {
      for controller in visible { record(controller: controller, .willTransitionToTraitCollection) }
    }
    if newSize != window.screen {
      for controller in visible where followsWindowSize(controller) {
        record(controller: controller, .viewWillTransition, TraceArguments(size: newSize))
      }
    }
    window.orientation = target
    window.screen = newSize
    window.bars.landscape = target.isLandscape
    refreshWindowState()
    for view in window.rootViews {
      if let controller = views.controller[view],
        case .presented(let style) = controllers[controller].relation
      {
        if style != .popover { placePresentedView(controller, invalidates: true) }
        continue
      }
      placeWindowRootView(
        view, invalidates: true, rule: "a root view of the window follows the window's new size",
        sources: ["docs/behaviour.md#events"])
    }
    if traitsChange {
      for controller in visible { record(controller: controller, .traitCollectionDidChange) }
    }
    updateWindowGeometry()
    layoutPass(bracketed: brackets(visible.filter(followsWindowSize)))
    if showsPopover {
      let moved = placePopoversAgain().flatMap { shownSubtree(of: $0, in: .appeared) }
      layoutPass(bracketed: brackets(moved))
    }
    return [(behaviour.timing.rotationDuration, .settle)]
  }

  /// Whether a controller's view resizes with the window: every controller but a contained
  /// child whose pins fix both its width and height.
  private func followsWindowSize(_ controller: ControllerID) -> Bool {
    guard case .contained(_, let layout) = controllers[controller].relation else {
      return true
    }
    if case .pins(let pins) = layout, pins.width != nil, pins.height != nil { return false }
    return true
  }
}
