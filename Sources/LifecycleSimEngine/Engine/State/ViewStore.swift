import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

/// Per-view flags.
struct ViewFlags: OptionSet, Sendable {
  package let rawValue: UInt16
  package init(rawValue: UInt16) { self.rawValue = rawValue }

  /// The view is in the window's hierarchy.
  package static let inWindow = ViewFlags(rawValue: 1)
  /// `layoutSubviews` is due at the next layout pass.
  static let needsLayout = ViewFlags(rawValue: 2)
  /// `insetsLayoutMarginsFromSafeArea`.
  package static let insetsMarginsFromSafeArea = ViewFlags(rawValue: 4)
  /// `preservesSuperviewLayoutMargins`.
  package static let preservesSuperviewMargins = ViewFlags(rawValue: 8)
  /// The superview's layout changed this view's frame; its geometry is recomputed before its
  /// own layout.
  static let frameChanged = ViewFlags(rawValue: 16)
  /// A view below this one has ``needsLayout`` or ``frameChanged``, or did when the flag was set:
  /// a layout pass enters this view's subtree, and skips a subtree without it.
  static let descendantNeedsLayout = ViewFlags(rawValue: 32)

  /// The view's own geometry inputs changed since its geometry was computed (a new view, frame,
  /// bounds origin or superview, or a change to its controller or container): the next geometry
  /// pass over it recomputes it, and its subviews after it.
  static let geometryDirty = ViewFlags(rawValue: 64)
  /// A view below this one has ``geometryDirty`` or ``attachmentChanged``, or did when the flag
  /// was set: a geometry pass enters this view's subtree, and skips a subtree without it.
  static let descendantGeometryDirty = ViewFlags(rawValue: 128)
  /// The view joined or left the window since its geometry was computed.
  static let attachmentChanged = ViewFlags(rawValue: 256)
  /// Set by the running geometry pass: the view's values changed, so its subviews recompute.
  static let geometryPropagates = ViewFlags(rawValue: 512)
  /// Set by the running geometry pass: a container's bars changed above or at this view, so
  /// every controller's root view below it recomputes (the pass carries it only into subtrees
  /// that hold one, ``holdsController``).
  static let geometryForcesSubtree = ViewFlags(rawValue: 1024)
  /// A view below this one joined or left the window since its geometry was computed.
  static let descendantAttachmentChanged = ViewFlags(rawValue: 2048)
  /// Set by the running geometry pass: the view only moved in the window (its bounds, safe area
  /// and margins are as they were), so its subviews only move with it.
  static let geometryOriginMoves = ViewFlags(rawValue: 16384)
  /// A controller's root view lies below this view, or did.
  ///
  /// Set on a view's ancestors when it, or a view below it, is a controller's root view and it
  /// is added to a superview; never cleared, as a view left flagged costs a walk, not a value. A
  /// container whose bars changed carries that change only into the subtrees flagged so
  /// (``geometryForcesSubtree``).
  static let holdsController = ViewFlags(rawValue: 32768)
  /// The recorder has noted the view's geometry as computed (``Recorder/noteComputed(_:inWindow:)``).
  package static let computed = ViewFlags(rawValue: 4096)
  /// The recorder last noted the view computed in the window (with ``computed``).
  ///
  /// The two mirror the recorder's mark, so that the geometry pass calls it only when it moves.
  static let computedInWindow = ViewFlags(rawValue: 8192)

  /// These flags with the mirror of the recorder's mark (``computed``, ``computedInWindow``)
  /// moved to a computation in the window or out of it; `nil` when it is there already, so
  /// that the recorder need not note the view (nor its controller, computed with it): a note
  /// that moves no mark changes nothing.
  func notingComputed(inWindow: Bool) -> ViewFlags? {
    let mark: ViewFlags = inWindow ? [.computed, .computedInWindow] : .computed
    let current = intersection([.computed, .computedInWindow])
    guard current != mark else { return nil }
    return subtracting(current).union(mark)
  }

  /// The flags the running geometry pass passes from a view to its subviews.
  static let geometryPassed: ViewFlags = [
    .geometryPropagates, .geometryForcesSubtree, .geometryOriginMoves,
  ]
  /// The flags that send a layout pass into a view.
  static let layoutWork: ViewFlags = [.needsLayout, .frameChanged, .descendantNeedsLayout]
  /// The flags that send a geometry pass into a view.
  static let geometryWork: ViewFlags = [
    .geometryDirty, .attachmentChanged, .descendantGeometryDirty,
  ]
}

/// Every view of the world in flat arrays indexed by a ``ViewID``, with the tree kept
/// as parent / first-child / next-sibling links.
///
/// A tree kept as a class per view propagates safe areas 30–70× slower than flat arrays
/// (measured at 1e4 to 1e6 views), so the hot data of the geometry pass lives here.
struct ViewStore {
  package var name = IDArray<ViewID, String>()
  package var object = IDArray<ViewID, ObjectID>()
  package var kind = IDArray<ViewID, TraceObjectKind>()
  package var parent = IDLinks<ViewID, ViewID>()
  var firstChild = IDLinks<ViewID, ViewID>()
  var lastChild = IDLinks<ViewID, ViewID>()
  var nextSibling = IDLinks<ViewID, ViewID>()
  package var frame = IDArray<ViewID, Rect>()
  package var placement = IDArray<ViewID, ViewPlacement>()
  package var safeArea = IDArray<ViewID, EdgeInsets>()
  package var margins = IDArray<ViewID, EdgeInsets>()
  /// Margins the app set, resolved to physical edges; `nil` for the default.
  var customMargins = IDArray<ViewID, EdgeInsets?>()
  package var flags = IDArray<ViewID, ViewFlags>()
  /// The controller whose root view this is, if any.
  package var controller = IDLinks<ControllerID, ViewID>()
  /// The view's state in the world's scroll store, for a scroll view.
  package var scroll = IDLinks<ScrollID, ViewID>()
  /// The frame's origin in window coordinates, valid while attached.
  package var windowOrigin = IDArray<ViewID, Point>()
  /// By view: where its subtree's run of ids ends, or -1 when it is not known to be one.
  ///
  /// The end is one past the last id of the subtree, whose ids run from the view's own in
  /// pre-order. A view without subviews is such a run, and so is a view added to a superview when its subviews follow it in order, each a known
  /// run (``addSubview(_:to:)``): the views one scenario subtree makes, added bottom up. A walk
  /// over such a subtree takes the ids in order, following no link
  /// (``markAttachment(of:inWindow:keyboardAdjusts:)``).
  ///
  /// A -1 view's ancestors are -1 too: a change below a view forgets its run and its ancestors'
  /// (``forgetSubtreeEnds(from:)``), and a run is known only over runs known below it.
  ///
  /// Written only by the store: its changes of the tree and its batches (ViewStore+Batches.swift).
  var subtreeEnd = IDArray<ViewID, Int32>()

  /// The id the next ``append(name:object:kind:frame:placement:customMargins:flags:controller:scroll:)``
  /// returns.
  var nextID: ViewID { name.nextID }

  /// Makes room for `count` views in all, so that the arrays do not grow by copying.
  mutating func reserve(_ count: Int) {
    name.reserve(count)
    object.reserve(count)
    kind.reserve(count)
    parent.reserve(count)
    firstChild.reserve(count)
    lastChild.reserve(count)
    nextSibling.reserve(count)
    frame.reserve(count)
    placement.reserve(count)
    safeArea.reserve(count)
    margins.reserve(count)
    customMargins.reserve(count)
    flags.reserve(count)
    controller.reserve(count)
    scroll.reserve(count)
    windowOrigin.reserve(count)
    subtreeEnd.reserve(count)
  }

  /// Adds a detached view and returns its id.
  package mutating func append(
    name: String, object: ObjectID, kind: TraceObjectKind, frame: Rect, placement: ViewPlacement,
    customMargins: EdgeInsets?, flags: ViewFlags, controller: ControllerID?, scroll: ScrollID?
  ) -> ViewID {
    var flags = flags
    flags.insert(.geometryDirty)
    let id = self.name.append(name)
    self.object.append(object)
    self.kind.append(kind)
    parent.append(nil)
    firstChild.append(nil)
    lastChild.append(nil)
    nextSibling.append(nil)
    self.frame.append(frame)
    self.placement.append(placement)
    safeArea.append(.zero)
    margins.append(.zero)
    self.customMargins.append(customMargins)
    self.flags.append(flags)
    self.controller.append(controller)
    self.scroll.append(scroll)
    windowOrigin.append(frame.origin)
    subtreeEnd.append(id.raw &+ 1)
    return id
  }

  /// Makes `child` the last subview of `parent`, taking it out of its old superview first, as
  /// `UIView.addSubview` does.
  mutating func addSubview(_ child: ViewID, to parent: ViewID) {
    removeFromSuperview(child)
    forgetSubtreeEnds(from: parent)
    if subtreeEnd[child] < 0 { subtreeEnd[child] = runEnd(of: child) }
    self.parent[child] = parent
    if let last = lastChild[parent] {
      nextSibling[last] = child
    } else {
      firstChild[parent] = child
    }
    lastChild[parent] = child
    if !flags[child].isDisjoint(with: .layoutWork) { markAncestors(of: child) }
    if controller[child] != nil || flags[child].contains(.holdsController) {
      markAncestors(of: child, with: .holdsController)
    }
    setGeometryDirty(child)
  }

  /// Flags `view` for a new geometry, and its ancestors as leading to it.
  mutating func setGeometryDirty(_ view: ViewID) {
    flags[view].insert(.geometryDirty)
    markAncestors(of: view, with: .descendantGeometryDirty)
  }

  /// Flags `view` for `layoutSubviews` at the next layout pass, and its ancestors as leading to it.
  package mutating func setNeedsLayout(_ view: ViewID) {
    flags[view].insert(.needsLayout)
    markAncestors(of: view)
  }

  /// Notes that the superview's layout changed `view`'s frame, and marks its ancestors.
  mutating func setFrameChanged(_ view: ViewID) {
    flags[view].insert(.frameChanged)
    markAncestors(of: view)
  }

  /// Sets `mark` (``ViewFlags/descendantNeedsLayout`` unless told otherwise,
  /// ``ViewFlags/descendantGeometryDirty`` or ``ViewFlags/holdsController``) on the ancestors of
  /// `view`, up to the first one that has it: its own ancestors have it too.
  ///
  /// - Complexity: O(depth of `view`), amortized O(1) when the path is marked already.
  package mutating func markAncestors(
    of view: ViewID, with mark: ViewFlags = .descendantNeedsLayout
  ) {
    var next = parent[view]
    while let ancestor = next, !flags[ancestor].contains(mark) {
      flags[ancestor].insert(mark)
      next = parent[ancestor]
    }
  }

  /// Removes `view` from its superview, if any.
  mutating func removeFromSuperview(_ view: ViewID) {
    guard let parent = self.parent[view] else { return }
    forgetSubtreeEnds(from: parent)
    var previous: ViewID?
    var child = firstChild[parent]
    while let current = child, current != view {
      previous = current
      child = nextSibling[current]
    }
    let next = nextSibling[view]
    if let previous { nextSibling[previous] = next } else { firstChild[parent] = next }
    if lastChild[parent] == view { lastChild[parent] = previous }
    nextSibling[view] = nil
    self.parent[view] = nil
    flags[view].insert(.geometryDirty)
  }

  /// Forgets the runs of `view` and of its ancestors (``subtreeEnd``), whose subtrees change;
  /// stops at the first one not known, whose ancestors are not known either.
  ///
  /// - Complexity: O(depth of `view`), amortized O(1) when the path is forgotten already.
  @inline(__always)
  private mutating func forgetSubtreeEnds(from view: ViewID) {
    var next: ViewID? = view
    while let at = next, subtreeEnd[at] >= 0 {
      subtreeEnd[at] = -1
      next = parent[at]
    }
  }

  /// The end of `view`'s subtree as a run of ids (``subtreeEnd``) when its subviews follow it in
  /// order, each a known run; -1 otherwise.
  ///
  /// - Complexity: O(subviews of `view`).
  private func runEnd(of view: ViewID) -> Int32 {
    var expected = view.raw &+ 1
    var child = firstChild[view]
    while let current = child {
      guard current.raw == expected, subtreeEnd[current] >= 0 else { return -1 }
      expected = subtreeEnd[current]
      child = nextSibling[current]
    }
    return expected
  }

  /// The subviews of `view`, in order.
  package func subviews(of view: ViewID) -> [ViewID] {
    var result: [ViewID] = []
    var child = firstChild[view]
    while let current = child {
      result.append(current)
      child = nextSibling[current]
    }
    return result
  }

  /// The view after `view` in a pre-order walk of the subtree rooted at `root`, if any.
  ///
  /// - Complexity: amortized O(1) over a whole walk.
  func preorderSuccessor(of view: ViewID, within root: ViewID) -> ViewID? {
    if let child = firstChild[view] { return child }
    return successorSkippingSubtree(of: view, within: root)
  }

  /// The view after `view`'s whole subtree in a pre-order walk of `root`'s subtree, if any.
  func successorSkippingSubtree(of view: ViewID, within root: ViewID) -> ViewID? {
    var current: ViewID? = view
    while let at = current, at != root {
      if let sibling = nextSibling[at] { return sibling }
      current = parent[at]
    }
    return nil
  }

  /// The views a pre-order walk of `root`'s subtree takes at once from `view`: its whole subtree
  /// in id order when it is a known run (``subtreeEnd``), else `view` alone; and the view the
  /// walk takes after them.
  @inline(__always)
  func preorderRun(from view: ViewID, within root: ViewID) -> (ids: Range<Int32>, next: ViewID?) {
    let end = subtreeEnd[view]
    guard end >= 0 else {
      return (view.raw..<view.raw &+ 1, preorderSuccessor(of: view, within: root))
    }
    return (view.raw..<end, successorSkippingSubtree(of: view, within: root))
  }

  /// Sets or clears ``ViewFlags/inWindow`` over `root`'s subtree, which joined or left the
  /// window; returns the number of views visited, the subtree's.
  ///
  /// For the next geometry pass, which visits `root`: each view whose membership changes is
  /// flagged ``ViewFlags/attachmentChanged``, and dirty too when that can change what it reads
  /// (``attachmentChangesGeometry(_:keyboardAdjusts:)``); each view with subviews is flagged
  /// ``ViewFlags/descendantAttachmentChanged``. One loop over the flat arrays, with a view's
  /// flags read and written once, in storage lent for the whole loop (``IDBuffer``).
  ///
  /// - Complexity: O(views in `root`'s subtree), and the paths to the first ancestors already
  ///   marked for the views it flags dirty.
  mutating func markAttachment(of root: ViewID, inWindow: Bool, keyboardAdjusts: Bool) -> Int {
    // The flags leave the store for the loop, so that it reads the other arrays freely.
    var flags = IDArray<ViewID, ViewFlags>()
    swap(&flags, &self.flags)
    let visited = flags.withMutableBuffer { flags in
      var visited = 0
      @inline(__always) func mark(_ view: ViewID) {
        visited += 1
        var viewFlags = flags[view]
        if viewFlags.contains(.inWindow) != inWindow {
          if inWindow { viewFlags.insert(.inWindow) } else { viewFlags.remove(.inWindow) }
          viewFlags.insert(.attachmentChanged)
        }
        if firstChild[view] != nil { viewFlags.insert(.descendantAttachmentChanged) }
        if viewFlags.contains(.attachmentChanged)
          && attachmentChangesGeometry(view, flags: viewFlags, keyboardAdjusts: keyboardAdjusts)
        {
          viewFlags.insert(.geometryDirty)
          flags[view] = viewFlags
          var up = parent[view]
          while let ancestor = up, !flags[ancestor].contains(.descendantGeometryDirty) {
            flags[ancestor].insert(.descendantGeometryDirty)
            up = parent[ancestor]
          }
        } else {
          flags[view] = viewFlags
        }
      }
      var next: ViewID? = root
      while let view = next {
        let run = preorderRun(from: view, within: root)
        for raw in run.ids { mark(ViewID(raw: raw)) }
        next = run.next
      }
      return visited
    }
    swap(&flags, &self.flags)
    setGeometryDirty(root)
    return visited
  }

  /// Whether `view`, which joined or left the window since its geometry was computed, can read
  /// new values although its superview's did not change: a controller's root view and a scroll
  /// view under a keyboard can (`keyboardAdjusts`); another view only when it has a safe area, or
  /// joins under a superview that has one (its overlap of an empty band is empty; its margins and
  /// window origin do not depend on the window).
  func attachmentChangesGeometry(_ view: ViewID, keyboardAdjusts: Bool) -> Bool {
    attachmentChangesGeometry(view, flags: flags[view], keyboardAdjusts: keyboardAdjusts)
  }

  /// ``attachmentChangesGeometry(_:keyboardAdjusts:)`` for a view whose flags are `flags`.
  @inline(__always)
  private func attachmentChangesGeometry(_ view: ViewID, flags: ViewFlags, keyboardAdjusts: Bool)
    -> Bool
  {
    if controller[view] != nil || safeArea[view] != .zero { return true }
    if keyboardAdjusts && scroll[view] != nil { return true }
    guard flags.contains(.inWindow), let parent = parent[view] else { return false }
    return safeArea[parent] != .zero
  }

  /// What an app reads from a view that is not a scroll view (``World/state(ofView:)``): its
  /// insets (`nil` without the safe-area API), frame, whether it is in the window, and margins.
  ///
  /// A method of the store, always inlined, so that a `mutating` method of the world builds a
  /// plain view's state without lending the whole world to a call, which copies it.
  @inline(__always)
  package func plainState(of view: ViewID, safeAreaAPI: Bool) -> ObjectState {
    ObjectState(
      safeAreaInsets: safeAreaAPI ? safeArea[view] : nil, frame: frame[view],
      inWindow: flags[view].contains(.inWindow), layoutMargins: margins[view])
  }

  /// The view's bounds: its size, with the scroll offset as origin for a scroll view.
  package func bounds(of view: ViewID, offset: Point) -> Rect {
    let size = frame[view].size
    return Rect(x: offset.x, y: offset.y, width: size.width, height: size.height)
  }
}
