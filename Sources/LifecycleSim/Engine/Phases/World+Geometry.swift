extension World {
  /// Recomputes safe areas, margins, container placement, layout guides and adjusted content
  /// insets for the subtree rooted at `root`, top-down (pre-order), using the frames the views
  /// have now (docs/behaviour.md#overview phase 3).
  ///
  /// With `notify`, each attached view whose values changed gets, in pre-order:
  /// `layoutMarginsDidChange`, `safeAreaInsetsDidChange`, then for a root view its controller's
  /// `viewLayoutMarginsDidChange` and `viewSafeAreaInsetsDidChange`, then for a scroll view
  /// `adjustedContentInsetDidChange` and the delegate's `scrollViewDidChangeAdjustedContentInset`
  /// (GT-227, GT-212, OU-104). A callback fires only when its value changes (GT-266).
  ///
  /// - Complexity: O(views in the subtree).
  mutating func updateGeometry(of root: ViewID, notify: Bool) {
    var next: ViewID? = root
    while let view = next {
      updateGeometry(ofView: view, notify: notify)
      next = views.preorderSuccessor(of: view, within: root)
    }
  }

  private mutating func updateGeometry(ofView view: ViewID, notify: Bool) {
    let index = view
    let parent = views.parent[index]
    let attached = isAttached(view)
    let controller = views.controller[index]
    if let parent {
      let parentOrigin = views.windowOrigin[parent]
      let parentBounds = boundsOrigin(of: parent)
      let frame = views.frame[index]
      views.windowOrigin[index] = Point(
        x: parentOrigin.x + frame.x - parentBounds.x, y: parentOrigin.y + frame.y - parentBounds.y)
    } else {
      views.windowOrigin[index] = views.frame[index].origin
    }

    let oldSafeArea = views.safeArea[index]
    let oldMargins = views.margins[index]
    views.safeArea[index] = attached ? safeArea(ofAttached: view) : .zero
    views.margins[index] = margins(of: view)
    if let controller, attached {
      placeContainerContent(controller)
      updateLayoutGuides(controller)
    } else if let controller {
      controllers[controller].topLayoutGuide = 0
      controllers[controller].bottomLayoutGuide = 0
    }
    let scroll = views.scroll[index]
    var oldAdjusted = EdgeInsets.zero
    if let scroll {
      oldAdjusted = scrolls[scroll].adjustedContentInset
      updateContentInsets(scroll: scroll)
    }
    recorder.noteComputed(views.object[index], inWindow: attached)
    if let controller {
      recorder.noteComputed(controllers[controller].object, inWindow: attached)
    }

    guard notify && attached else { return }
    let marginsChanged = !oldMargins.displaysSame(as: views.margins[index])
    let safeAreaChanged =
      behaviour.capabilities.hasSafeAreaAPI && !oldSafeArea.displaysSame(as: views.safeArea[index])
    if marginsChanged || safeAreaChanged { views.flags[index].insert(.needsLayout) }
    if marginsChanged { record(view: view, .layoutMarginsDidChange) }
    if safeAreaChanged { record(view: view, .safeAreaInsetsDidChange) }
    if let controller {
      if marginsChanged && behaviour.capabilities.hasControllerMarginCallback {
        record(controller: controller, .viewLayoutMarginsDidChange)
      }
      if safeAreaChanged { record(controller: controller, .viewSafeAreaInsetsDidChange) }
    }
    if let scroll, behaviour.capabilities.hasSafeAreaAPI,
      !oldAdjusted.displaysSame(as: scrolls[scroll].adjustedContentInset)
    {
      record(view: view, .adjustedContentInsetDidChange)
      record(view: view, .scrollViewDidChangeAdjustedContentInset)
    }
  }

  /// The safe area of an attached view (docs/behaviour.md#containers, docs/behaviour.md#containers,
  /// #additional-safe-area-insets).
  ///
  /// A view inherits by the overlap rule from its superview (the window root view from the
  /// window). A controller's root view also takes, per edge, the larger of that and the bars of
  /// the container that shows it, then adds `additionalSafeAreaInsets` (GT-109, GT-148,
  /// OU-013), clamped at zero per edge (L; negative values are allowed, seed002, seed003).
  private func safeArea(ofAttached view: ViewID) -> EdgeInsets {
    var insets =
      if let parent = views.parent[view] {
        OverlapRule.insets(
          child: views.frame[view], parentBounds: bounds(of: parent),
          parentInsets: views.safeArea[parent])
      } else {
        OverlapRule.insets(
          child: views.frame[view], parentBounds: windowBounds, parentInsets: windowInsets)
      }
    guard let controller = views.controller[view] else { return insets }
    insets = insets.edgewiseMax(barOverlap(of: controller, frame: windowFrame(of: view)))
    if behaviour.capabilities.hasSafeAreaAPI {
      insets = insets + controllers[controller].additionalSafeAreaInsets
    }
    return insets.clampedToZero
  }

  /// How far the bars of the container showing `controller` reach into its root view (`frame`, in
  /// window coordinates).
  ///
  /// With `windowTopExcludesStatusBar` the status bar counts here too, for every root view (profile
  /// 11; GT-067, GT-068, seed002).
  private func barOverlap(of controller: ControllerID, frame: Rect) -> EdgeInsets {
    var overlap = EdgeInsets.zero
    if windowMetrics.rules.topExcludesStatusBar && statusBarVisible {
      overlap.top = Swift.max(0, statusBarFrame.maxY - frame.minY)
    }
    let state = controllers[controller]
    guard let parent = state.parent, let containerView = controllers[parent].view else {
      return overlap
    }
    let container = controllers[parent]
    let origin = views.windowOrigin[containerView]
    switch state.relation {
    case .navigationStack:
      if let bar = container.navigationBar, !bar.hidden {
        overlap.top = Swift.max(overlap.top, origin.y + bar.insetFrame.maxY - frame.minY)
      }
      if let toolbar = container.toolbar, !toolbar.hidden {
        overlap.bottom = Swift.max(overlap.bottom, frame.maxY - (origin.y + toolbar.frame.minY))
      }
    case .tab:
      if let bar = container.tabBar, isTabBarVisible(parent) {
        if bar.floatingTop {
          if !state.isNavigation {
            let contentTop = origin.y + bar.frame.maxY + BarMetrics.floatingTabBarContentGap
            overlap.top = Swift.max(overlap.top, contentTop - frame.minY)
          }
        } else {
          overlap.bottom = Swift.max(overlap.bottom, frame.maxY - (origin.y + bar.frame.minY))
        }
      }
    case .windowRoot, .contained, .presented, .removed:
      break
    }
    return overlap.clampedToZero
  }

  /// The layout margins an app reads (docs/behaviour.md#margins).
  private func margins(of view: ViewID) -> EdgeInsets {
    let index = view
    let base: EdgeInsets
    if let controller = views.controller[index] {
      base = MarginRule.rootBase(
        custom: views.customMargins[index],
        systemMinimum: behaviour.margins.systemMinimumBySizeClass
          ? MarginRule.systemMinimum(
            regularWidth: device.family == .pad
              || (orientation.isLandscape && device.isRegularWidthInLandscape))
          : MarginRule.systemMinimum(windowWidth: screen.width),
        respectsSystemMinimum: controllers[controller].node
          .viewRespectsSystemMinimumLayoutMargins,
        customAllowed: behaviour.margins.honoursCustomRootMargins)
    } else {
      base = views.customMargins[index] ?? MarginRule.defaultMargins
    }
    let flags = views.flags[index]
    let parent = views.parent[index]
    var preserving: (bounds: Rect, margins: EdgeInsets)?
    if flags.contains(.preservesSuperviewMargins), let parent {
      preserving = (bounds(of: parent), views.margins[parent])
    }
    return MarginRule.effective(
      base: base, safeArea: behaviour.capabilities.hasSafeAreaAPI ? views.safeArea[index] : .zero,
      insetsFromSafeArea: flags.contains(.insetsMarginsFromSafeArea)
        && behaviour.capabilities.hasSafeAreaAPI,
      preserving: preserving, frame: views.frame[index])
  }

  /// `topLayoutGuide` / `bottomLayoutGuide` lengths (docs/behaviour.md#layout-guides).
  ///
  /// Profile 10: the status bar and the bars of *enclosing* containers that overlap the view
  /// (a container's own bars are not in its own guide; seed001, seed003, Apple: topLayoutGuide).
  /// Profile 11+: the safe area without `additionalSafeAreaInsets` (L).
  private mutating func updateLayoutGuides(_ controller: ControllerID) {
    let state = controllers[controller]
    guard let view = state.view else { return }
    if behaviour.capabilities.hasSafeAreaAPI {
      let insets = views.safeArea[view]
      controllers[controller].topLayoutGuide = Swift.max(
        0, insets.top - state.additionalSafeAreaInsets.top)
      controllers[controller].bottomLayoutGuide = Swift.max(
        0, insets.bottom - state.additionalSafeAreaInsets.bottom)
      return
    }
    let frame = windowFrame(of: view)
    var top = statusBarVisible ? statusBarFrame.maxY : 0
    var bottomEdge = Double.infinity
    var ancestor = state.parent
    var sawNavigation = false
    var sawTabBar = false
    while let current = ancestor {
      let container = controllers[current]
      let origin = container.view.map { views.windowOrigin[$0] } ?? .zero
      if !sawNavigation, let bar = container.navigationBar {
        sawNavigation = true
        if !bar.hidden { top = Swift.max(top, origin.y + bar.insetFrame.maxY) }
        if let toolbar = container.toolbar, !toolbar.hidden {
          bottomEdge = Swift.min(bottomEdge, origin.y + toolbar.frame.minY)
        }
      }
      if !sawTabBar, let bar = container.tabBar {
        sawTabBar = true
        if isTabBarVisible(current) && !bar.floatingTop {
          bottomEdge = Swift.min(bottomEdge, origin.y + bar.frame.minY)
        }
      }
      ancestor = container.parent
    }
    controllers[controller].topLayoutGuide = Swift.max(0, top - frame.minY)
    controllers[controller].bottomLayoutGuide =
      bottomEdge.isFinite ? Swift.max(0, frame.maxY - bottomEdge) : 0
  }
}
