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
  mutating func updateGeometry(of root: Int32, notify: Bool) {
    var view = root
    while view >= 0 {
      updateGeometry(ofView: view, notify: notify)
      view = views.preorderSuccessor(of: view, within: root)
    }
  }

  private mutating func updateGeometry(ofView view: Int32, notify: Bool) {
    let index = Int(view)
    let parent = views.parent[index]
    let attached = isAttached(view)
    let controller = views.controller[index]
    if parent >= 0 {
      let parentOrigin = views.windowOrigin[Int(parent)]
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
    if controller >= 0 && attached {
      placeContainerContent(controller)
      updateLayoutGuides(controller)
    } else if controller >= 0 {
      controllers[Int(controller)].topLayoutGuide = 0
      controllers[Int(controller)].bottomLayoutGuide = 0
    }
    let scroll = views.scroll[index]
    var oldAdjusted = EdgeInsets.zero
    if scroll >= 0 {
      oldAdjusted = scrolls[Int(scroll)].adjustedContentInset
      updateContentInsets(scroll: scroll)
    }

    guard notify && attached else { return }
    let marginsChanged = !oldMargins.displaysSame(as: views.margins[index])
    let safeAreaChanged =
      behaviour.capabilities.hasSafeAreaAPI && !oldSafeArea.displaysSame(as: views.safeArea[index])
    if marginsChanged || safeAreaChanged { views.flags[index].insert(.needsLayout) }
    if marginsChanged { record(view: view, .layoutMarginsDidChange) }
    if safeAreaChanged { record(view: view, .safeAreaInsetsDidChange) }
    if controller >= 0 {
      if marginsChanged && behaviour.capabilities.hasControllerMarginCallback {
        record(controller: controller, .viewLayoutMarginsDidChange)
      }
      if safeAreaChanged { record(controller: controller, .viewSafeAreaInsetsDidChange) }
    }
    if scroll >= 0 && behaviour.capabilities.hasSafeAreaAPI
      && !oldAdjusted.displaysSame(as: scrolls[Int(scroll)].adjustedContentInset)
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
  private func safeArea(ofAttached view: Int32) -> EdgeInsets {
    let parent = views.parent[Int(view)]
    var insets =
      parent < 0
      ? OverlapRule.insets(
        child: views.frame[Int(view)], parentBounds: windowBounds, parentInsets: windowInsets)
      : OverlapRule.insets(
        child: views.frame[Int(view)], parentBounds: bounds(of: parent),
        parentInsets: views.safeArea[Int(parent)])
    let controller = views.controller[Int(view)]
    guard controller >= 0 else { return insets }
    insets = insets.edgewiseMax(barOverlap(of: controller, frame: windowFrame(of: view)))
    if behaviour.capabilities.hasSafeAreaAPI {
      insets = insets + controllers[Int(controller)].additionalSafeAreaInsets
    }
    return insets.clampedToZero
  }

  /// How far the bars of the container showing `controller` reach into its root view (`frame`, in
  /// window coordinates).
  ///
  /// With `windowTopExcludesStatusBar` the status bar counts here too, for every root view (profile
  /// 11; GT-067, GT-068, seed002).
  private func barOverlap(of controller: Int32, frame: Rect) -> EdgeInsets {
    var overlap = EdgeInsets.zero
    if windowMetrics.rules.topExcludesStatusBar && statusBarVisible {
      overlap.top = Swift.max(0, statusBarFrame.maxY - frame.minY)
    }
    let state = controllers[Int(controller)]
    guard state.parent >= 0 else { return overlap }
    let container = controllers[Int(state.parent)]
    let origin = views.windowOrigin[Int(container.view)]
    switch state.relation {
    case .navigationStack:
      if let bar = container.navigationBar, !bar.hidden {
        overlap.top = Swift.max(overlap.top, origin.y + bar.insetFrame.maxY - frame.minY)
      }
      if let toolbar = container.toolbar, !toolbar.hidden {
        overlap.bottom = Swift.max(overlap.bottom, frame.maxY - (origin.y + toolbar.frame.minY))
      }
    case .tab:
      if let bar = container.tabBar, isTabBarVisible(state.parent) {
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
  private func margins(of view: Int32) -> EdgeInsets {
    let index = Int(view)
    let controller = views.controller[index]
    let base: EdgeInsets
    if controller >= 0 {
      base = MarginRule.rootBase(
        custom: views.customMargins[index],
        systemMinimum: behaviour.margins.systemMinimumBySizeClass
          ? MarginRule.systemMinimum(
            regularWidth: device.family == .pad
              || (orientation.isLandscape && device.isRegularWidthInLandscape))
          : MarginRule.systemMinimum(windowWidth: screen.width),
        respectsSystemMinimum: controllers[Int(controller)].node
          .viewRespectsSystemMinimumLayoutMargins,
        customAllowed: behaviour.margins.honoursCustomRootMargins)
    } else {
      base = views.customMargins[index] ?? MarginRule.defaultMargins
    }
    let flags = views.flags[index]
    let parent = views.parent[index]
    var preserving: (bounds: Rect, margins: EdgeInsets)?
    if flags.contains(.preservesSuperviewMargins) && parent >= 0 {
      preserving = (bounds(of: parent), views.margins[Int(parent)])
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
  private mutating func updateLayoutGuides(_ controller: Int32) {
    let state = controllers[Int(controller)]
    if behaviour.capabilities.hasSafeAreaAPI {
      let insets = views.safeArea[Int(state.view)]
      controllers[Int(controller)].topLayoutGuide = Swift.max(
        0, insets.top - state.additionalSafeAreaInsets.top)
      controllers[Int(controller)].bottomLayoutGuide = Swift.max(
        0, insets.bottom - state.additionalSafeAreaInsets.bottom)
      return
    }
    let frame = windowFrame(of: state.view)
    var top = statusBarVisible ? statusBarFrame.maxY : 0
    var bottomEdge = Double.infinity
    var ancestor = state.parent
    var sawNavigation = false
    var sawTabBar = false
    while ancestor >= 0 {
      let container = controllers[Int(ancestor)]
      let origin = container.view >= 0 ? views.windowOrigin[Int(container.view)] : .zero
      if !sawNavigation, let bar = container.navigationBar {
        sawNavigation = true
        if !bar.hidden { top = Swift.max(top, origin.y + bar.insetFrame.maxY) }
        if let toolbar = container.toolbar, !toolbar.hidden {
          bottomEdge = Swift.min(bottomEdge, origin.y + toolbar.frame.minY)
        }
      }
      if !sawTabBar, let bar = container.tabBar {
        sawTabBar = true
        if isTabBarVisible(ancestor) && !bar.floatingTop {
          bottomEdge = Swift.min(bottomEdge, origin.y + bar.frame.minY)
        }
      }
      ancestor = container.parent
    }
    controllers[Int(controller)].topLayoutGuide = Swift.max(0, top - frame.minY)
    controllers[Int(controller)].bottomLayoutGuide =
      bottomEdge.isFinite ? Swift.max(0, frame.maxY - bottomEdge) : 0
  }
}
