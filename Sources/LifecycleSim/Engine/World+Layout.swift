extension World {
  /// One layout pass over the window (docs/behaviour.md#first-display).
  ///
  /// A controller's root view is laid out in its bracket `viewWillLayoutSubviews → layoutSubviews →
  /// viewDidLayoutSubviews` when the controller is in `bracketed` or the view needs layout; another
  /// view only when it needs layout. Frames from layout specs are applied in the superview's
  /// `layoutSubviews`; a subview whose frame changed gets its geometry recomputed and notified
  /// right after its parent's bracket, before its own layout (OU-065, GT-218). A settled pass emits
  /// nothing (OU-065).
  mutating func layoutPass(bracketed: [Bool]) {
    for root in windowRootViews where isAttached(root) {
      layout(root, bracketed: bracketed)
    }
  }

  private mutating func layout(_ view: Int32, bracketed: [Bool]) {
    let controller = views.controller[Int(view)]
    let needsLayout = views.flags[Int(view)].contains(.needsLayout)
    if controller >= 0 && (needsLayout || bracketed[Int(controller)]) {
      record(controller: controller, .viewWillLayoutSubviews)
      layoutSubviews(of: view)
      record(controller: controller, .viewDidLayoutSubviews)
    } else if needsLayout {
      layoutSubviews(of: view)
    }
    var child = views.firstChild[Int(view)]
    while child >= 0 {
      if views.flags[Int(child)].contains(.frameChanged) {
        views.flags[Int(child)].remove(.frameChanged)
        updateGeometry(of: child, notify: true)
      }
      layout(child, bracketed: bracketed)
      child = views.nextSibling[Int(child)]
    }
  }

  /// `layoutSubviews` of one view: applies its subviews' layout specs.
  private mutating func layoutSubviews(of view: Int32) {
    record(view: view, .layoutSubviews)
    views.flags[Int(view)].remove(.needsLayout)
    let controller = views.controller[Int(view)]
    if controller >= 0 { applyLegacyScrollViewInsets(container: controller) }
    var child = views.firstChild[Int(view)]
    while child >= 0 {
      if case .layout(let spec) = views.placement[Int(child)] {
        let frame = LayoutResolver.frame(
          for: spec, in: layoutAnchors(of: view), direction: layoutDirection)
        let old = views.frame[Int(child)]
        if old != frame {
          views.frame[Int(child)] = frame
          views.flags[Int(child)].insert(.frameChanged)
          if old.size != frame.size { views.flags[Int(child)].insert(.needsLayout) }
        }
      }
      child = views.nextSibling[Int(child)]
    }
  }

  /// The rectangles a subview of `view` can be pinned to.
  ///
  /// The safe-area guide is the bounds inset by the view's insets (OU-010, OU-011). On profile
  /// 10 it resolves to the layout guides for subviews of a root view and to the bounds elsewhere,
  /// as storyboards back-deploy it (docs/behaviour.md#layout-specs; seed003, WWDC17 412).
  func layoutAnchors(of view: Int32) -> LayoutAnchors {
    let bounds = Rect(size: views.frame[Int(view)].size)
    let safe: EdgeInsets
    if behaviour.capabilities.hasSafeAreaAPI {
      safe = views.safeArea[Int(view)]
    } else if views.controller[Int(view)] >= 0 {
      let controller = controllers[Int(views.controller[Int(view)])]
      safe = EdgeInsets(top: controller.topLayoutGuide, bottom: controller.bottomLayoutGuide)
    } else {
      safe = .zero
    }
    return LayoutAnchors(
      edges: bounds, safeArea: bounds.inset(by: safe),
      margins: bounds.inset(by: views.margins[Int(view)]))
  }
}
