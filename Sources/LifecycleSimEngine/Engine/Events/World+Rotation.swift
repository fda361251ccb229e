import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `rotate`, in one turn, settling after the rotation duration (docs/behaviour.md#rotation).
  ///
  /// A window that is not the screen turns with it: a preset keeps its mode and side at the
  /// new orientation's size, a free window its size (``MultitaskingRule/rotatedFrame(_:from:device:landscape:)``).
  /// The rest is ``transitionWindow(to:mode:frame:)``.
  ///
  /// A notched iPhone does not turn upside down: that rotation is ignored (the validator warns).
  package mutating func rotate(to target: Orientation) throws(EventProblem) -> [(
    SimDuration, Completion
  )] {
    guard target != window.orientation else { return [] }
    if target == .portraitUpsideDown && WindowRule.refusesUpsideDown(device)
      && !windowMetrics.rules.upsideDownSwapsInsets
    {
      return []
    }
    let landscape = target.isLandscape
    let frame =
      window.mode == .fullScreen
      ? Rect(size: MultitaskingRule.screen(device, landscape: landscape))
      : MultitaskingRule.rotatedFrame(
        window.mode, from: window.frame, device: device, landscape: landscape)
    return try transitionWindow(to: target, mode: window.mode, frame: frame, turnsKeyboard: true)
  }

  /// A `window` event: the window takes the frame and mode `spec` gives it in the current
  /// orientation, through ``transitionWindow(to:mode:frame:)`` (docs/behaviour.md#window-resize);
  /// nothing when both stay as they are, or when the app requires full screen on iPadOS 26
  /// and is drawn in its full-screen canvas (docs/behaviour.md#requires-full-screen).
  package mutating func resizeWindow(_ spec: WindowSpec) throws(EventProblem) -> [(
    SimDuration, Completion
  )] {
    if keepsScreen { return [] }
    guard
      let frame = MultitaskingRule.frame(
        spec, device: device, landscape: window.orientation.isLandscape)
    else {
      throw EventProblem(
        message: "a windowed window needs a size", fix: "add \"size\": [width, height]")
    }
    guard frame != window.frame || spec.mode != window.mode else { return [] }
    return try transitionWindow(to: window.orientation, mode: spec.mode, frame: frame)
  }

  /// The window takes a new orientation, mode and frame on the screen, in one turn, settling
  /// after the rotation duration: a rotation and a `window` event alike
  /// (docs/behaviour.md#rotation, docs/behaviour.md#window-resize).
  ///
  /// 0. A rotation with the keyboard up hides it now and shows it again once it has turned
  ///    (``hideKeyboardForRotation()``; docs/behaviour.md#keyboard-rotation).
  /// 1. `willTransitionToTraitCollection`, pre-order, when a size class changes: an iPhone's
  ///    vertical class as it turns (GT-256), an iPad window's width class across 678 (WEB-803);
  ///    with a `window`, it and `traitCollectionDidChange` carry the classes
  ///    (``traitArguments(from:to:)``).
  /// 2. `viewWillTransition(to:)`, pre-order, carrying the **old** insets and frames (GT-226,
  ///    OU-068, GT-257, GT-260); `size` is the window's new size (L). A contained child whose
  ///    pins fix its size gets none (OU arch.).
  /// 3. The window takes its new bounds, the status bar hides or shows, the insets of the
  ///    edges it touches apply, containers re-place their bars and sheets their cards.
  /// 4. `traitCollectionDidChange`, pre-order, when the traits changed (GT-226, GT-256).
  /// 5. `[geo]` for every changed view, then one layout pass (GT-229).
  /// 6. A popover, hidden while the interface turns, shows again beside its source as laid out
  ///    now, with its own geometry and layout (WEB-833; docs/behaviour.md#popovers).
  ///
  /// - Throws: ``EventProblem`` when a popover is on screen and a size class changes: UIKit
  ///   adapts it to a sheet or back, which is not modelled.
  private mutating func transitionWindow(
    to target: Orientation, mode: WindowMode, frame: Rect, turnsKeyboard: Bool = false
  ) throws(EventProblem) -> [(SimDuration, Completion)] {
    let newSize = Size(width: frame.width, height: frame.height)
    let oldClasses = sizeClasses
    let newClasses = sizeClasses(landscape: target.isLandscape, mode: mode, size: newSize)
    let traitsChange = oldClasses != newClasses
    if traitsChange && device.family == .pad && showsPopover {
      throw EventProblem(
        message: "a popover is on screen while the window's size class changes; its adaptation"
          + " to a sheet is not modelled",
        fix: "dismiss the popover before the event")
    }
    // A keyboard that is up hides first, and shows again once the rotation has finished.
    let keyboardReturns = turnsKeyboard ? hideKeyboardForRotation() : []
    let visible = visibleControllers()
    let traits = traitArguments(from: oldClasses, to: newClasses)
    if traitsChange {
      for controller in visible {
        record(controller: controller, .willTransitionToTraitCollection, traits.will)
      }
    }
    if newSize != window.screen {
      for controller in visible where followsWindowSize(controller) {
        record(controller: controller, .viewWillTransition, TraceArguments(size: newSize))
      }
    }
    window.orientation = target
    window.mode = mode
    window.origin = Point(x: frame.x, y: frame.y)
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
    let split = switchSplitColumns(among: visible)
    for controller in split.appearing {
      if case .splitColumn = controllers[controller].relation,
        let view = controllers[controller].view
      {
        attach(view)
      }
    }
    if traitsChange {
      for controller in visible where !split.disappearing.contains(controller) {
        record(controller: controller, .traitCollectionDidChange, traits.did)
      }
    }
    updateWindowGeometry()
    sendViewIsAppearing(split.appearing, animated: false)
    layoutPass(
      bracketed: brackets(
        visible.filter { followsWindowSize($0) && !split.disappearing.contains($0) }
          + split.appearing))
    endDisappearance(split.disappearing, animated: false)
    endAppearance(split.appearing, animated: false)
    for (controller, calls) in split.delegateEnds {
      for call in calls { recordSplitDelegate(controller, call) }
    }
    if showsPopover {
      let moved = placePopoversAgain().flatMap { shownSubtree(of: $0, in: .appeared) }
      layoutPass(bracketed: brackets(moved))
    }
    return [(behaviour.timing.rotationDuration, .settle)] + keyboardReturns
  }

  /// The size classes the trait callbacks carry, in scenarios with a window
  /// (docs/trace-formats.md#records): `willTransitionToTraitCollection` the new collection's
  /// two classes, `traitCollectionDidChange` the classes that changed, with their new values.
  private func traitArguments(
    from old: MultitaskingRule.SizeClasses, to new: MultitaskingRule.SizeClasses
  ) -> (will: TraceArguments, did: TraceArguments) {
    guard window.tracesSizeClasses else { return (.none, .none) }
    let horizontal = SizeClass(regular: new.horizontalRegular)
    let vertical = SizeClass(regular: new.verticalRegular)
    return (
      will: TraceArguments(horizontalSizeClass: horizontal, verticalSizeClass: vertical),
      did: TraceArguments(
        horizontalSizeClass: old.horizontalRegular != new.horizontalRegular ? horizontal : nil,
        verticalSizeClass: old.verticalRegular != new.verticalRegular ? vertical : nil)
    )
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
