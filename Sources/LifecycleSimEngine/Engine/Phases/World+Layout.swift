import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// One layout pass over the window (docs/behaviour.md#first-display).
  ///
  /// A controller's root view is laid out in its bracket `viewWillLayoutSubviews → layoutSubviews →
  /// viewDidLayoutSubviews` when the controller is in `bracketed` or the view needs layout; another
  /// view only when it needs layout. Frames from layout specs are applied in the superview's
  /// `layoutSubviews`; a subview whose frame changed gets its geometry recomputed and notified
  /// right after its parent's bracket, before its own layout (OU-065, GT-218). A settled pass emits
  /// nothing (OU-065).
  ///
  /// The pass walks the window's tree in pre-order but enters only the subtrees that have work:
  /// a view flagged for layout, a root view of a bracketed controller, or a view whose
  /// ``ViewFlags/descendantNeedsLayout`` says one lies below, as UIKit's own pass does. A
  /// skipped subtree holds nothing a full walk would act on, so what is laid out and recorded is
  /// the same. Each entered view recomputes its flag from its subviews as it leaves.
  ///
  /// - Complexity: O(views entered and their subviews, and the bracketed controllers' paths to
  ///   the window): a leaf event costs in proportion to the path to it, a rotation touches every
  ///   view; the controllers the run created and no longer shows cost nothing.
  mutating func layoutPass(bracketed: LayoutBrackets) {
    pass.inLayoutPass = true
    pass.work.layoutVisits += bracketed.controllers.count
    for controller in bracketed.controllers {
      if let view = controllers[controller].view { views.markAncestors(of: view) }
    }
    // A root with no work is skipped before its walk starts: one presented over it stays
    // attached, and a chain of n presentations would otherwise start n walks a pass.
    for root in window.rootViews where hasLayoutWork(root, bracketed: bracketed) && isAttached(root)
    {
      layout(root, bracketed: bracketed)
    }
    pass.inLayoutPass = false
  }

  /// Lays out `root` and the views below it that need it, each before its subviews.
  ///
  /// The walk keeps its own stack of the views it has entered, each with the subview it is at
  /// (and whether that subview was entered): recursing, a debug build took about 3.6 KB of stack
  /// a level, and 128 levels did not fit a 512 KiB thread.
  private mutating func layout(_ root: ViewID, bracketed: LayoutBrackets) {
    layoutItself(root, bracketed: bracketed)
    var entered = [(view: root, child: views.firstChild[root], isEntered: false)]
    var visits = 1
    defer { pass.work.layoutVisits += visits }
    while let (view, next, isEntered) = entered.last {
      let top = entered.count - 1
      guard let child = next else {
        settleDescendantFlag(of: view)
        entered.removeLast()
        continue
      }
      if isEntered {
        entered[top] = (view, views.nextSibling[child], false)
        continue
      }
      if views.flags[child].contains(.frameChanged) {
        views.flags[child].remove(.frameChanged)
        updateGeometry(of: child, notify: true)
      }
      if hasLayoutWork(child, bracketed: bracketed) {
        entered[top].isEntered = true
        visits += 1
        layoutItself(child, bracketed: bracketed)
        entered.append((child, views.firstChild[child], false))
      } else {
        entered[top] = (view, views.nextSibling[child], false)
      }
    }
  }

  /// `view`'s own part of the layout pass: its `layoutSubviews` if it needs layout, bracketed by
  /// its controller's callbacks if it is a root view that needs layout or whose controller is
  /// bracketed.
  private mutating func layoutItself(_ view: ViewID, bracketed: LayoutBrackets) {
    let needsLayout = views.flags[view].contains(.needsLayout)
    if let controller = views.controller[view], needsLayout || bracketed.contains(controller) {
      record(controller: controller, .viewWillLayoutSubviews)
      layoutSubviews(of: view)
      record(controller: controller, .viewDidLayoutSubviews)
    } else if needsLayout {
      layoutSubviews(of: view)
    }
  }

  /// Once the pass is done below `view`: whether a view below it still needs layout.
  private mutating func settleDescendantFlag(of view: ViewID) {
    var below = false
    var next = views.firstChild[view]
    while let child = next, !below {
      below = !views.flags[child].isDisjoint(with: .layoutWork)
      next = views.nextSibling[child]
    }
    if below {
      views.flags[view].insert(.descendantNeedsLayout)
    } else {
      views.flags[view].remove(.descendantNeedsLayout)
    }
  }

  /// Whether the pass enters `view`: it or a view below it needs layout, or it is the root view
  /// of a bracketed controller.
  private func hasLayoutWork(_ view: ViewID, bracketed: LayoutBrackets) -> Bool {
    if !views.flags[view].isDisjoint(with: .layoutWork) { return true }
    guard let controller = views.controller[view] else { return false }
    return bracketed.contains(controller)
  }

  /// `layoutSubviews` of one view: applies its subviews' layout specs.
  private mutating func layoutSubviews(of view: ViewID) {
    recordLayoutSubviews(of: view)
    views.flags[view].remove(.needsLayout)
    if let controller = views.controller[view] {
      applyLegacyScrollViewInsets(container: controller)
    }
    var next = views.firstChild[view]
    while let child = next {
      if case .layout(let spec) = views.placement[child] {
        let anchors = layoutAnchors(of: view)
        let frame = LayoutResolver.frame(for: spec, in: anchors, direction: layoutDirection)
        applyLaidOutFrame(frame, to: child)
        if derivations != nil {
          deriveFrame(
            of: child,
            rule: "\(LayoutResolver.story.rule), resolved in \(name(of: view)).layoutSubviews",
            inputs: [
              .init("spec", "\(spec)"), .init("edges", TraceValue.text(anchors.edges)),
              .init("safe-area guide", TraceValue.text(anchors.safeArea)),
              .init("margins guide", TraceValue.text(anchors.margins)),
              .init("direction", layoutDirection.rawValue),
            ],
            sources: LayoutResolver.story.sources)
        }
      }
      next = views.nextSibling[child]
    }
    if let controller = views.controller[view], hasSwiftUINodes(controller) {
      layOutSwiftUI(of: controller)
    }
  }

  /// Records `layoutSubviews` of `view` with what it reads: a plain view's state from the view
  /// store (``ViewStore/plainState(of:safeAreaAPI:)``), a scroll view's from
  /// ``state(ofView:)``, in a call of its own, as lending the world to it copies the world.
  @inline(__always)
  private mutating func recordLayoutSubviews(of view: ViewID) {
    guard views.scroll[view] == nil else { return recordScrollView(view, .layoutSubviews) }
    recorder.record(
      views.object[view], .layoutSubviews,
      state: views.plainState(of: view, safeAreaAPI: behaviour.capabilities.hasSafeAreaAPI))
  }

  /// Records `callback` of a scroll view with its state.
  @inline(never)
  private mutating func recordScrollView(_ view: ViewID, _ callback: Callback) {
    record(view: view, callback)
  }

  /// Gives `view` the frame its superview's layout chose, marking what a new frame changes: its
  /// geometry, and its layout when its size changed.
  @inline(__always)
  mutating func applyLaidOutFrame(_ frame: Rect, to view: ViewID) {
    let old = views.frame[view]
    guard old != frame else { return }
    views.frame[view] = frame
    views.setFrameChanged(view)
    views.setGeometryDirty(view)
    if old.size != frame.size { views.setNeedsLayout(view) }
  }

  /// The rectangles a subview of `view` can be pinned to.
  ///
  /// The safe-area guide is the bounds inset by the view's insets (OU-010, OU-011). On profile
  /// 10 it resolves to the layout guides for subviews of a root view and to the bounds elsewhere,
  /// as storyboards back-deploy it (docs/behaviour.md#layout-specs; seed003, WWDC17 412).
  func layoutAnchors(of view: ViewID) -> LayoutAnchors {
    let bounds = Rect(size: views.frame[view].size)
    let safe: EdgeInsets
    if behaviour.capabilities.hasSafeAreaAPI {
      safe = views.safeArea[view]
    } else if let id = views.controller[view] {
      let controller = controllers[id]
      safe = EdgeInsets(top: controller.topLayoutGuide, bottom: controller.bottomLayoutGuide)
    } else {
      safe = .zero
    }
    return LayoutAnchors(
      edges: bounds, safeArea: bounds.inset(by: safe),
      margins: bounds.inset(by: views.margins[view]))
  }
}
