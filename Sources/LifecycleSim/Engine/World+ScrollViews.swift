extension World {
  /// Recomputes a scroll view's `adjustedContentInset` and lets a resting offset follow it
  /// (docs/behaviour.md#scroll-views, docs/behaviour.md#automatic,
  /// docs/behaviour.md#content-offset).
  ///
  /// Profile 10 has no adjusted inset.
  mutating func updateContentInsets(scroll: Int32) {
    guard behaviour.capabilities.hasSafeAreaAPI else { return }
    let state = scrolls[Int(scroll)]
    let view = state.view
    let owner = owningController(of: view)
    var legacy = false
    var suppressed = false
    if owner >= 0 && cachedContentScrollView(of: owner) == view {
      let ownerState = controllers[Int(owner)]
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
      safeAreaInsets: views.safeArea[Int(view)], contentSize: properties.contentSize,
      boundsSize: views.frame[Int(view)].size,
      alwaysBounceVertical: properties.alwaysBounceVertical,
      alwaysBounceHorizontal: properties.alwaysBounceHorizontal,
      isScrollEnabled: properties.isScrollEnabled, isLegacyContentScrollView: legacy,
      suppressedBySeed001Variant: suppressed)
    var adjusted = ContentInsetRule.adjustedContentInset(inputs)
    if behaviour.keyboard.adjustsContentScrollView && keyboard.visible && isAttached(view) {
      let overlap = windowFrame(of: view).maxY - keyboard.frame.minY
      let safeBottom = adjusted.bottom - properties.contentInset.bottom
      adjusted.bottom = properties.contentInset.bottom + Swift.max(safeBottom, overlap)
    }
    scrolls[Int(scroll)].contentOffset = ContentInsetRule.contentOffset(
      state.contentOffset, old: state.adjustedContentInset, new: adjusted)
    scrolls[Int(scroll)].adjustedContentInset = adjusted
  }

  /// ``contentScrollView(of:)``, computed once per controller: a controller's own views do not
  /// change after it loads.
  private mutating func cachedContentScrollView(of controller: Int32) -> Int32 {
    if let known = controllers[Int(controller)].contentScrollView { return known }
    let found = contentScrollView(of: controller)
    controllers[Int(controller)].contentScrollView = found
    return found
  }

  /// The controller whose root view contains `view` (the nearest managing controller), or -1.
  func owningController(of view: Int32) -> Int32 {
    var current = view
    while current >= 0 {
      let controller = views.controller[Int(current)]
      if controller >= 0 { return controller }
      current = views.parent[Int(current)]
    }
    return -1
  }

  /// A controller's content scroll view: the first scroll view of a depth-first, pre-order walk of
  /// its root view, the root view included and other controllers' views excluded (seed001's iOS 11
  /// notes; docs/behaviour.md#automatic).
  ///
  /// With `contentScrollViewIsFirstSubview`, only the root view or its first subview qualify, as on
  /// iOS 10 (seed001, seed003, GT-179, GT-181, GT-182; docs/behaviour.md#c2).
  func contentScrollView(of controller: Int32) -> Int32 {
    let root = controllers[Int(controller)].view
    guard root >= 0 else { return -1 }
    if views.scroll[Int(root)] >= 0 { return root }
    if behaviour.scrollViews.contentScrollViewIsFirstSubview {
      let first = views.firstChild[Int(root)]
      return first >= 0 && views.scroll[Int(first)] >= 0 ? first : -1
    }
    var view = views.firstChild[Int(root)]
    while view >= 0 {
      if views.controller[Int(view)] >= 0 {
        view = views.successorSkippingSubtree(of: view, within: root)
        continue
      }
      if views.scroll[Int(view)] >= 0 { return view }
      view = views.preorderSuccessor(of: view, within: root)
    }
    return -1
  }
}
