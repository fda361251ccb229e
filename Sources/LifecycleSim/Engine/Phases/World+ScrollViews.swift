extension World {
  /// Recomputes a scroll view's `adjustedContentInset` and lets a resting offset follow it
  /// (docs/behaviour.md#scroll-views, docs/behaviour.md#automatic,
  /// docs/behaviour.md#content-offset).
  ///
  /// Profile 10 has no adjusted inset.
  mutating func updateContentInsets(scroll: ScrollID) {
    guard behaviour.capabilities.hasSafeAreaAPI else { return }
    let state = scrolls[scroll]
    let view = state.view
    var legacy = false
    var suppressed = false
    if let owner = owningController(of: view), cachedContentScrollView(of: owner) == view {
      let ownerState = controllers[owner]
      let adjustsInsets = ownerState.node.automaticallyAdjustsScrollViewInsets
      let shownByContainer: Bool
      switch ownerState.relation {
      case .navigationStack: shownByContainer = true
      case .tab: shownByContainer = !behaviour.scrollViews.legacyCaseNeedsNavigationController
      case .windowRoot, .contained, .presented, .removed: shownByContainer = false
      }
      legacy = adjustsInsets && shownByContainer
      suppressed = !adjustsInsets && behaviour.scrollViews.ownerFlagOffSuppressesContentScrollView
    }
    let properties = state.properties
    let inputs = ContentInsetInputs(
      behavior: state.behavior, contentInset: properties.contentInset,
      safeAreaInsets: views.safeArea[view], contentSize: properties.contentSize,
      boundsSize: views.frame[view].size,
      alwaysBounceVertical: properties.alwaysBounceVertical
        ?? state.kind.defaultAlwaysBounceVertical,
      alwaysBounceHorizontal: properties.alwaysBounceHorizontal
        ?? state.kind.defaultAlwaysBounceHorizontal,
      bounces: properties.bounces, isScrollEnabled: properties.isScrollEnabled,
      alwaysBounceNeedsBounces: behaviour.scrollViews.alwaysBounceNeedsBounces,
      isLegacyContentScrollView: legacy, suppressedBySeed001Variant: suppressed)
    var adjusted = ContentInsetRule.adjustedContentInset(inputs)
    if behaviour.keyboard.adjustsContentScrollView && keyboard.visible && isAttached(view) {
      let overlap = windowFrame(of: view).maxY - keyboard.frame.minY
      let safeBottom = adjusted.bottom - properties.contentInset.bottom
      adjusted.bottom = properties.contentInset.bottom + Swift.max(safeBottom, overlap)
    }
    scrolls[scroll].contentOffset = ContentInsetRule.contentOffset(
      state.contentOffset, old: state.adjustedContentInset, new: adjusted)
    scrolls[scroll].adjustedContentInset = adjusted
  }

  /// ``contentScrollView(of:)``, computed once per controller: a controller's own views do not
  /// change after it loads.
  private mutating func cachedContentScrollView(of controller: ControllerID) -> ViewID? {
    if let known = controllers[controller].contentScrollView { return known }
    let found = contentScrollView(of: controller)
    controllers[controller].contentScrollView = found
    return found
  }

  /// The controller whose root view contains `view` (the nearest managing controller), if any.
  func owningController(of view: ViewID) -> ControllerID? {
    var current: ViewID? = view
    while let at = current {
      if let controller = views.controller[at] { return controller }
      current = views.parent[at]
    }
    return nil
  }

  /// A controller's content scroll view: the first scroll view of a depth-first, pre-order walk of
  /// its root view, the root view included and other controllers' views excluded (seed001's iOS 11
  /// notes; docs/behaviour.md#automatic).
  ///
  /// With `contentScrollViewIsFirstSubview`, only the root view or its first subview qualify, as on
  /// iOS 10 (seed001, seed003, GT-179, GT-181, GT-182; docs/behaviour.md#c2).
  func contentScrollView(of controller: ControllerID) -> ViewID? {
    guard let root = controllers[controller].view else { return nil }
    if views.scroll[root] != nil { return root }
    if behaviour.scrollViews.contentScrollViewIsFirstSubview {
      guard let first = views.firstChild[root], views.scroll[first] != nil else { return nil }
      return first
    }
    var next = views.firstChild[root]
    while let view = next {
      if views.controller[view] != nil {
        next = views.successorSkippingSubtree(of: view, within: root)
        continue
      }
      if views.scroll[view] != nil { return view }
      next = views.preorderSuccessor(of: view, within: root)
    }
    return nil
  }
}
