import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// The geometry pass over a view tree `loadView` has just made, out of the window: the
  /// values, recorder marks, flags and counts of ``updateGeometry(of:notify:)`` without
  /// callbacks, for less.
  ///
  /// The tree is the run of ids from `root` to `end`, in pre-order, each view made
  /// ``ViewFlags/geometryDirty`` (``ViewStore/append(_:)``), so that pass recomputes every one
  /// of them, each out of the window. A view that is neither a controller's root view nor a
  /// scroll view then reads only its frame, its own margins and flags, and its superview's
  /// window origin, bounds and margins: zero insets, its own or the default margins (the zero
  /// safe area adds nothing), at least its superview's where it preserves them
  /// (``updateGeneralGeometry(of:attached:controller:)`` and ``margins(of:)`` compute the same
  /// for it). Runs of such views are computed over their flags, origins, insets and margins lent
  /// for the run (one check that their storage is not shared a run, not one a view), and their
  /// recorder marks noted at once at the end of the run, where no record was made. Every other
  /// view takes the pass's own visit. While explaining (its steps are written), or with
  /// ``PassState/forcesFullGeometry`` (the tests that compare the passes with a full one), the
  /// whole tree takes ``updateGeometry(of:notify:)``.
  ///
  /// - Complexity: O(views from `root` to `end`).
  mutating func updateLoadedGeometry(of root: ViewID, end: ViewID) {
    guard derivations == nil, !pass.forcesFullGeometry else {
      return updateGeometry(of: root, notify: false)
    }
    let keyboardAdjusts = keyboardAdjustsScrollViews
    var index = root.index
    var visited = 0
    while index < end.index {
      if index != root.index {
        let runEnd = updateLoadedPlainViews(from: index, to: end.index)
        visited += runEnd - index
        index = runEnd
        guard index < end.index else { break }
      }
      let view = ViewID(raw: Int32(index))
      visited += 1
      let enters = visitGeometry(
        of: view, isRoot: view == root, full: false, keyboardAdjusts: keyboardAdjusts,
        notify: false, entersAll: false)
      // In pre-order, the view after `view` is the next id, or, past its subtree, the next
      // view the links give.
      let next = enters ? index + 1 : views.successorSkippingSubtree(of: view, within: root)?.index
      index = next ?? end.index
    }
    pass.work.geometryVisits += visited
    flushMovedViews()
  }

  /// Computes the views from `start` on that are neither a controller's root view nor a scroll
  /// view, out of the window and not just moved out of it, and flagged for the pass to
  /// recompute, up to the first that is not or `end`; returns where it stopped.
  ///
  /// Each view ends as the geometry pass's visit leaves it: its values written, its mark moved
  /// out of the window, its pass flags cleared but for ``ViewFlags/geometryPropagates`` (it was
  /// dirty), and its subviews entered.
  private mutating func updateLoadedPlainViews(from start: Int, to end: Int) -> Int {
    let safeAreaAPI = behaviour.capabilities.hasSafeAreaAPI
    let cleared: ViewFlags = [
      .descendantGeometryDirty, .geometryPropagates, .geometryForcesSubtree, .geometryOriginMoves,
      .descendantAttachmentChanged, .geometryDirty, .attachmentChanged,
    ]
    var noted: [ObjectID] = []
    // The written arrays leave the store for the run, lent as buffers (``IDBuffer``).
    var flags = IDArray<ViewID, ViewFlags>()
    var origins = IDArray<ViewID, Point>()
    var insets = IDArray<ViewID, EdgeInsets>()
    var margins = IDArray<ViewID, EdgeInsets>()
    swap(&flags, &views.flags)
    swap(&origins, &views.windowOrigin)
    swap(&insets, &views.safeArea)
    swap(&margins, &views.margins)
    let stop = flags.withMutableBuffer { flags in
      origins.withMutableBuffer { origins in
        insets.withMutableBuffer { insets in
          margins.withMutableBuffer { margins in
            var index = start
            while index < end {
              let view = ViewID(raw: Int32(index))
              let viewFlags = flags[view]
              guard views.controller[view] == nil, views.scroll[view] == nil,
                let parent = views.parent[view], viewFlags.contains(.geometryDirty),
                viewFlags.isDisjoint(with: [.inWindow, .attachmentChanged])
              else { break }
              let frame = views.frame[view]
              let parentOffset = boundsOrigin(of: parent)
              origins[view] = Point(
                x: origins[parent].x + frame.x - parentOffset.x,
                y: origins[parent].y + frame.y - parentOffset.y)
              insets[view] = .zero
              var viewMargins = MarginRule.addingSafeArea(
                to: views.customMargins[view] ?? MarginRule.defaultMargins, safeArea: .zero,
                insetsFromSafeArea: viewFlags.contains(.insetsMarginsFromSafeArea) && safeAreaAPI)
              if viewFlags.contains(.preservesSuperviewMargins) {
                let superview = (
                  bounds: views.bounds(of: parent, offset: parentOffset), margins: margins[parent]
                )
                viewMargins = MarginRule.preservingSuperview(
                  viewMargins, superview: superview, frame: frame)
              }
              margins[view] = viewMargins
              var after = viewFlags
              if let marked = viewFlags.notingComputed(inWindow: false) {
                after = marked
                noted.append(views.object[view])
              }
              // What the visit passes on: the bars' change its superview passed, into a subtree
              // that holds a controller, and its own change (it was dirty).
              var passed = flags[parent].intersection(.geometryForcesSubtree)
              if !viewFlags.contains(.holdsController) { passed = [] }
              passed.insert(.geometryPropagates)
              flags[view] = after.subtracting(cleared).union(passed)
              index += 1
            }
            return index
          }
        }
      }
    }
    swap(&flags, &views.flags)
    swap(&origins, &views.windowOrigin)
    swap(&insets, &views.safeArea)
    swap(&margins, &views.margins)
    pass.work.geometryRecomputations += stop - start
    if !noted.isEmpty { recorder.noteComputed(noted, inWindow: false) }
    return stop
  }
}
