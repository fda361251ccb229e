import LifecycleSimCore
import LifecycleSimModel

extension World {
  /// The geometry pass's visits of the views from `start` on that only move with their
  /// superview (``ViewFlags/geometryOriginMoves``), taken in id order over `start`'s subtree, a
  /// known run of ids (``ViewStore/subtreeEnd``), with their flags and window origins lent for
  /// the loop (``IDBuffer``): one check that their storage is not shared for the loop, not two
  /// a view, and no link read to find the next view.
  ///
  /// Each view is left as ``visitGeometry(of:isRoot:full:keyboardAdjusts:notify:entersAll:)``
  /// leaves it when its first branch takes it: its superview passed it an origin move and no
  /// change of its own values, and it is a plain view computed in the window, not dirty, not
  /// joined or left since (``movesOriginOnly(_:flags:)``), with no view below it that joined or
  /// left the window. A view that did not move is left with its subtree, as the walk skips it
  /// (every view of a known run heads a known run). The loop stops at the first view that is not
  /// such a view, which the pass visits itself; it never goes past the run's end.
  ///
  /// - Returns: the view the loop stopped at, or `nil` when it took the whole run; the number of
  ///   views it visited, each an origin move.
  /// - Complexity: O(views visited).
  mutating func moveOrigins(from start: ViewID) -> (stop: ViewID?, visited: Int) {
    let end = views.subtreeEnd[start]
    guard end >= 0 else { return (start, 0) }
    let cleared: ViewFlags = [
      .descendantGeometryDirty, .geometryPropagates, .geometryForcesSubtree, .geometryOriginMoves,
      .descendantAttachmentChanged, .geometryDirty, .attachmentChanged,
    ]
    let required: ViewFlags = [.inWindow, .computed, .computedInWindow]
    let refused: ViewFlags = [.geometryDirty, .attachmentChanged, .descendantAttachmentChanged]
    var flags = IDArray<ViewID, ViewFlags>()
    var origins = IDArray<ViewID, Point>()
    swap(&flags, &views.flags)
    swap(&origins, &views.windowOrigin)
    let result = flags.withMutableBuffer { flags -> (stop: ViewID?, visited: Int) in
      origins.withMutableBuffer { origins -> (stop: ViewID?, visited: Int) in
        var raw = start.raw
        var visited = 0
        while raw < end {
          let view = ViewID(raw: raw)
          let viewFlags = flags[view]
          guard let parent = views.parent[view] else { return (view, visited) }
          let inherited = flags[parent].intersection(ViewFlags.geometryPassed)
          guard inherited.contains(.geometryOriginMoves), !inherited.contains(.geometryPropagates),
            viewFlags.isSuperset(of: required), viewFlags.isDisjoint(with: refused),
            views.controller[view] == nil, views.scroll[view] == nil
          else { return (view, visited) }
          visited += 1
          let frame = views.frame[view]
          let parentOffset = boundsOrigin(of: parent)
          let origin = Point(
            x: origins[parent].x + frame.x - parentOffset.x,
            y: origins[parent].y + frame.y - parentOffset.y)
          var passed = inherited.intersection(.geometryForcesSubtree)
          if !viewFlags.contains(.holdsController) { passed = [] }
          if origins[view] != origin {
            origins[view] = origin
            passed.insert(.geometryOriginMoves)
          }
          flags[view] = viewFlags.subtracting(cleared).union(passed)
          // The walk enters the view when it passes something on or a view below it is dirty.
          if passed.isEmpty && !viewFlags.contains(.descendantGeometryDirty) {
            raw = views.subtreeEnd[view]
          } else {
            raw += 1
          }
        }
        return (nil, visited)
      }
    }
    swap(&flags, &views.flags)
    swap(&origins, &views.windowOrigin)
    pass.work.originMoves += result.visited
    return result
  }
}
