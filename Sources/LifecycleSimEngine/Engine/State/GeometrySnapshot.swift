package import LifecycleSimCore
package import LifecycleSimModel

/// The geometry the engine holds for the window's views, in pre-order, with what each view's
/// values are computed from: the benchmark writes it for the flat C++ pass of
/// `scripts/anchor/safearea.cpp` and checks that both compute the same values.
///
/// A controller's root view is ``Placement/given``: containers, bars and controllers place it,
/// which the flat pass leaves out, so it takes that view's values as input.
package struct GeometrySnapshot: Sendable {
  /// How a view's frame is found.
  package enum Placement: Int, Sendable {
    /// A fixed frame (also a subview without frame or layout, which stays where it is).
    case frame = 0
    /// The superview's bounds.
    case fill = 1
    /// The superview's safe-area guide.
    case safeArea = 2
    /// The superview's margins guide.
    case margins = 3
    /// Placed by its controller's container, or pinned: an input of the flat pass.
    case given = 4
  }

  /// Which edges of the safe area a scroll view's adjusted inset adds.
  package enum InsetMode: Int, Sendable {
    /// None.
    case never = 0
    /// Every edge.
    case always = 1
    /// The edges of the axes that scroll.
    case scrollableAxes = 2
    /// Top and bottom always, left and right when it scrolls horizontally.
    case verticalAlways = 3
  }

  /// What a scroll view's adjusted inset and offset are computed from, and their values.
  package struct Scroll: Sendable {
    package var mode: InsetMode
    /// `alwaysBounceVertical`, as the rule reads it (with `bounces` where that matters).
    package var bouncesVertically: Bool
    /// `alwaysBounceHorizontal`, likewise.
    package var bouncesHorizontally: Bool
    package var isScrollEnabled: Bool
    package var contentInset: EdgeInsets
    package var contentSize: Size
    package var adjustedContentInset: EdgeInsets
    package var contentOffset: Point
    /// What the scroll view is, for the values its state adds.
    package var kind: ScrollKind
    /// A table's `insetsContentViewsToSafeArea`.
    package var insetsContentViews: Bool
    /// A collection view's `sectionInset`.
    package var sectionInset: EdgeInsets
    /// A collection view's `sectionInsetReference`.
    package var sectionInsetReference: SectionInsetReference
  }

  /// The kind of a scroll view, for the values its state adds: a table's content-view insets,
  /// a collection view's effective section inset.
  package enum ScrollKind: Int, Sendable {
    /// A scroll view (or a web view's), which adds nothing.
    case plain = 1
    /// A table view.
    case table = 2
    /// A collection view.
    case collection = 3
  }

  /// One view.
  package struct View: Sendable {
    /// Its name in traces.
    package var name: String
    /// The name in traces of the controller whose root view it is, if any.
    package var controllerName: String?
    /// That controller's layout guides, top and bottom.
    package var layoutGuides: (top: Double, bottom: Double)
    /// The superview's position in ``views``; -1 for the first view.
    package var parent: Int
    package var placement: Placement
    /// The margins before the safe area: the view's own, or 8 on every edge.
    package var marginBase: EdgeInsets
    package var insetsMarginsFromSafeArea: Bool
    package var preservesSuperviewMargins: Bool
    package var frame: Rect
    package var windowOrigin: Point
    package var safeArea: EdgeInsets
    package var margins: EdgeInsets
    /// For a scroll view.
    package var scroll: Scroll?
  }

  /// The views in the window, in pre-order from its first root view.
  package var views: [View] = []
}

extension World {
  /// The window's first root view and every view below it in the window, as ``GeometrySnapshot`` describes.
  package func geometrySnapshot() -> GeometrySnapshot {
    var snapshot = GeometrySnapshot()
    guard let root = window.rootViews.first else { return snapshot }
    var positions: [ViewID: Int] = [:]
    var next: ViewID? = root
    while let view = next {
      let flags = views.flags[view]
      guard flags.contains(.inWindow) else {
        next = views.successorSkippingSubtree(of: view, within: root)
        continue
      }
      var placement = GeometrySnapshot.Placement.frame
      if view == root || views.controller[view] != nil {
        placement = .given
      } else if case .layout(let layout) = views.placement[view] {
        switch layout {
        case .fill: placement = .fill
        case .safeArea: placement = .safeArea
        case .margins: placement = .margins
        case .pins: placement = .given
        }
      }
      let parent = view == root ? nil : views.parent[view]
      positions[view] = snapshot.views.count
      let controller = views.controller[view].map { controllers[$0] }
      snapshot.views.append(
        GeometrySnapshot.View(
          name: name(of: view), controllerName: controller.map { name(of: $0.object) },
          layoutGuides: (controller?.topLayoutGuide ?? 0, controller?.bottomLayoutGuide ?? 0),
          parent: parent.flatMap { positions[$0] } ?? -1, placement: placement,
          marginBase: views.customMargins[view] ?? MarginRule.defaultMargins,
          insetsMarginsFromSafeArea: flags.contains(.insetsMarginsFromSafeArea),
          preservesSuperviewMargins: flags.contains(.preservesSuperviewMargins),
          frame: views.frame[view], windowOrigin: views.windowOrigin[view],
          safeArea: views.safeArea[view], margins: views.margins[view],
          scroll: views.scroll[view].map(scrollSnapshot)))
      next = views.preorderSuccessor(of: view, within: root)
    }
    return snapshot
  }

  private func scrollSnapshot(_ scroll: ScrollID) -> GeometrySnapshot.Scroll {
    let state = scrolls[scroll]
    var owner = owningController(of: state.view)
    if let found = owner,
      (controllers[found].contentScrollView ?? contentScrollView(of: found)) != state.view
    {
      owner = nil
    }
    let inputs = contentInsetInputs(of: scroll, contentScrollViewOwner: owner)
    let mode: GeometrySnapshot.InsetMode =
      switch inputs.behavior {
      case .never: .never
      case .always: .always
      case .scrollableAxes: .scrollableAxes
      case .automatic:
        inputs.suppressedBySeed001Variant
          ? .never : inputs.isLegacyContentScrollView ? .verticalAlways : .scrollableAxes
      }
    let needsBounces = inputs.alwaysBounceNeedsBounces && !inputs.bounces
    var kind = GeometrySnapshot.ScrollKind.plain
    var insetsContentViews = false
    var sectionInset = EdgeInsets.zero
    var reference = SectionInsetReference.fromContentInset
    switch state.kind {
    case .tableView(_, _, let insets):
      kind = .table
      insetsContentViews = insets
    case .collectionView(_, let inset, let inReference):
      kind = .collection
      (sectionInset, reference) = (inset, inReference)
    default: break
    }
    return GeometrySnapshot.Scroll(
      mode: mode, bouncesVertically: inputs.alwaysBounceVertical && !needsBounces,
      bouncesHorizontally: inputs.alwaysBounceHorizontal && !needsBounces,
      isScrollEnabled: inputs.isScrollEnabled, contentInset: inputs.contentInset,
      contentSize: inputs.contentSize, adjustedContentInset: state.adjustedContentInset,
      contentOffset: state.contentOffset, kind: kind, insetsContentViews: insetsContentViews,
      sectionInset: sectionInset, sectionInsetReference: reference)
  }
}
