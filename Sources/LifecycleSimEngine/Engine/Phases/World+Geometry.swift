import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

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
  /// The pass recomputes only where an input can have changed (docs/behaviour.md#c45): `root`;
  /// a view flagged ``ViewFlags/geometryDirty``; the subviews of a view whose window origin, safe
  /// area, margins or bounds changed; every controller's root view below a container whose bars
  /// changed (``recomputesForBars(_:flags:)``); and a view that joined or left the window when
  /// that changes what it reads. It enters only subtrees
  /// flagged ``ViewFlags/descendantGeometryDirty``. Every other view would compute what it holds,
  /// so the values, callbacks and validity marks are those of a full pass, which
  /// ``forcesFullGeometry`` (and a log of every value's derivation) still runs. Explaining one
  /// value also recomputes, at every pass, the views its derivation builds on
  /// (``ExplainedViews``), so that its steps are those a full pass writes.
  ///
  /// - Complexity: O(views recomputed or whose window membership changed, and their subviews);
  ///   O(views in the subtree) for a full pass; explaining one value, also O(explained views and
  ///   their ancestors).
  mutating func updateGeometry(of root: ViewID, notify: Bool) {
    // Explaining one value, the pass is incremental but for the views its derivation builds
    // on, recomputed at every pass as a full pass would, so that they name what a full pass
    // names; their ancestors are entered to reach them, and no other view writes steps.
    let follows = derivations != nil && beginExplainedPass(root: root)
    let full = pass.forcesFullGeometry || (derivations != nil && !follows)
    let keyboardAdjusts = keyboardAdjustsScrollViews
    let derivedBefore = pass.derivesVisitedView
    // Runs of views that only move with their superview are taken in one loop each
    // (``moveOrigins(from:)``).
    let movesRuns = !full && !follows
    var next: ViewID? = root
    var visited = 0
    while var view = next {
      if movesRuns, view != root, views.subtreeEnd[view] >= 0, let parent = views.parent[view],
        views.flags[parent].contains(.geometryOriginMoves)
      {
        let moved = moveOrigins(from: view)
        visited += moved.visited
        guard let stop = moved.stop else {
          next = views.successorSkippingSubtree(of: view, within: root)
          continue
        }
        view = stop
      }
      visited += 1
      var derives = false
      var leads = false
      if follows, let explained = derivations?.explained {
        derives = explained.contains(view)
        leads = explained.leadsBelow(view)
        pass.derivesVisitedView = derives
      }
      let enters = visitGeometry(
        of: view, isRoot: view == root, full: full || derives,
        keyboardAdjusts: keyboardAdjusts, notify: notify, entersAll: full || leads)
      next =
        enters
        ? views.preorderSuccessor(of: view, within: root)
        : views.successorSkippingSubtree(of: view, within: root)
    }
    pass.derivesVisitedView = derivedBefore
    pass.work.geometryVisits += visited
    flushMovedViews()
  }

  /// Whether the value being computed is to be derived: explaining, and not a view the
  /// geometry pass computes off the explained value's chain (``ExplainedViews``).
  var derivesHere: Bool { derivations != nil && pass.derivesVisitedView }

  /// Notes, at the current record, that the views ``visitGeometry(of:isRoot:full:notify:)``
  /// did not need to recompute were computed where they are now, as a full pass would have.
  mutating func flushMovedViews() {
    if !pass.joinedUnchanged.isEmpty {
      recorder.noteComputed(pass.joinedUnchanged, inWindow: true)
      pass.joinedUnchanged.removeAll(keepingCapacity: true)
    }
    if !pass.leftUnchanged.isEmpty {
      recorder.noteComputed(pass.leftUnchanged, inWindow: false)
      pass.leftUnchanged.removeAll(keepingCapacity: true)
    }
  }

  /// One view of a geometry pass: recomputes it when it must, else notes where it is when it
  /// joined or left the window; returns whether the pass enters its subviews.
  @inline(__always)
  mutating func visitGeometry(
    of view: ViewID, isRoot: Bool, full: Bool, keyboardAdjusts: Bool, notify: Bool,
    entersAll: Bool
  ) -> Bool {
    let flags = views.flags[view]
    var inherited: ViewFlags = []
    var parent: ViewID?
    if !isRoot, let superview = views.parent[view] {
      parent = superview
      inherited = views.flags[superview].intersection(ViewFlags.geometryPassed)
    }
    let cleared: ViewFlags = [
      .descendantGeometryDirty, .geometryPropagates, .geometryForcesSubtree, .geometryOriginMoves,
      .descendantAttachmentChanged,
    ]
    var after = flags.subtracting(cleared)
    var passed = inherited.intersection(.geometryForcesSubtree)
    let originOnly = inherited.contains(.geometryOriginMoves) && movesOriginOnly(view, flags: flags)
    if let parent, originOnly, !full, !isRoot, !inherited.contains(.geometryPropagates),
      !flags.contains(.geometryDirty)
    {
      // Its superview only moved in the window: so does it, and nothing else it holds changes.
      pass.work.originMoves += 1
      if moveWindowOrigin(of: view, parent: parent) { passed.insert(.geometryOriginMoves) }
    } else if full || isRoot || !inherited.subtracting(.geometryForcesSubtree).isEmpty
      || flags.contains(.geometryDirty)
      || (!passed.isEmpty && recomputesForBars(view, flags: flags))
      || (flags.contains(.attachmentChanged)
        && views.attachmentChangesGeometry(view, keyboardAdjusts: keyboardAdjusts))
    {
      // A controller's root view places its container's content, which can flag the views
      // below it: its marks are cleared first, so that only those count. Computing another
      // view sets none of the cleared flags on it, so they are cleared after, in one write.
      let placesContent = views.controller[view] != nil
      if placesContent { views.flags[view] = after }
      if !pass.joinedUnchanged.isEmpty || !pass.leftUnchanged.isEmpty { flushMovedViews() }
      pass.work.geometryRecomputations += 1
      let outcome = updateGeometry(ofView: view, notify: notify)
      if outcome.changed || flags.contains(.geometryDirty) {
        passed.insert(.geometryPropagates)
      } else if outcome.originMoved {
        passed.insert(.geometryOriginMoves)
      }
      if outcome.barsChanged { passed.insert(.geometryForcesSubtree) }
      // Read again: computing the view moves its marks, and may flag it for layout.
      after = views.flags[view]
      if !placesContent { after.subtract(cleared) }
    } else if flags.contains(.attachmentChanged) {
      views.flags[view] = after
      noteMoved(view, inWindow: flags.contains(.inWindow))
      after = views.flags[view]
    }
    // The bars' change reaches the controllers below; a subtree without one reads nothing of it.
    if !flags.contains(.holdsController) { passed.remove(.geometryForcesSubtree) }
    after.remove([.geometryDirty, .attachmentChanged])
    after.formUnion(passed)
    views.flags[view] = after
    let enters =
      entersAll || !passed.isEmpty || flags.contains(.descendantGeometryDirty)
      || after.contains(.descendantGeometryDirty)
    if !enters && flags.contains(.descendantAttachmentChanged) { noteAttachment(below: view) }
    return enters
  }

  /// Whether a view below a container whose bars changed must be recomputed for that alone.
  ///
  /// A controller's root view reads the bars of the containers above it. Another view in the
  /// window whose frame, superview and flags did not change reads only its superview's values
  /// (a scroll view also its owning controller's settings and the keyboard), which did not
  /// change either (the superview would have passed ``ViewFlags/geometryPropagates``):
  /// recomputing it would give what it holds, so the pass only carries the bars' change through
  /// it to the controllers below, and only into a subtree that holds one
  /// (``ViewFlags/holdsController``; docs/behaviour.md#c45).
  @inline(__always)
  private func recomputesForBars(_ view: ViewID, flags: ViewFlags) -> Bool {
    views.controller[view] != nil || !flags.contains(.inWindow)
      || flags.contains(.attachmentChanged)
  }

  /// Whether a view whose superview only moved in the window (``ViewFlags/geometryOriginMoves``)
  /// only moves with it.
  ///
  /// So does a view in the window, computed there, that is neither a controller's root view
  /// (its bars' overlap reads its frame in the window) nor a scroll view (the keyboard's overlap
  /// reads it), and has not joined the window since. Its safe area reads its frame and its
  /// superview's bounds and safe area, its margins those and its superview's margins: none of
  /// them changed (docs/behaviour.md#c45).
  @inline(__always)
  private func movesOriginOnly(_ view: ViewID, flags: ViewFlags) -> Bool {
    flags.isSuperset(of: [.inWindow, .computed, .computedInWindow])
      && !flags.contains(.attachmentChanged) && views.controller[view] == nil
      && views.scroll[view] == nil
  }

  /// Gives `view` its window origin from its superview's and its frame, and returns whether
  /// it moved.
  @inline(__always)
  private mutating func moveWindowOrigin(of view: ViewID, parent: ViewID) -> Bool {
    let origin = Self.windowOrigin(
      frame: views.frame[view], parentOrigin: views.windowOrigin[parent],
      parentOffset: boundsOrigin(of: parent))
    guard views.windowOrigin[view] != origin else { return false }
    views.windowOrigin[view] = origin
    return true
  }

  /// The window origin of a view with `frame`: its superview's window origin, plus the frame's
  /// origin, less the superview's bounds origin (a scroll view's offset).
  @inline(__always)
  private static func windowOrigin(frame: Rect, parentOrigin: Point, parentOffset: Point) -> Point {
    Point(
      x: parentOrigin.x + frame.x - parentOffset.x, y: parentOrigin.y + frame.y - parentOffset.y)
  }

  /// Whether a scroll view's adjusted inset reads the keyboard now.
  var keyboardAdjustsScrollViews: Bool {
    keyboard.visible && behaviour.keyboard.adjustsContentScrollView
  }

  /// Notes the views below `root` that joined or left the window as computed where they are,
  /// for a subtree the pass does not enter: none of them reads a new value.
  private mutating func noteAttachment(below root: ViewID) {
    // The flags leave the store for the loop, lent as one buffer (``IDBuffer``): no check that
    // their storage is not shared at each write.
    var flags = IDArray<ViewID, ViewFlags>()
    swap(&flags, &views.flags)
    let visited = flags.withMutableBuffer { flags in
      var visited = 0
      @inline(__always) func note(_ view: ViewID) {
        visited += 1
        var viewFlags = flags[view]
        let inWindow = viewFlags.contains(.inWindow)
        var moved = false
        if viewFlags.contains(.attachmentChanged),
          let marked = viewFlags.notingComputed(inWindow: inWindow)
        {
          viewFlags = marked
          moved = true
        }
        viewFlags.remove([.attachmentChanged, .descendantAttachmentChanged])
        flags[view] = viewFlags
        if moved { queueMoved(view, inWindow: inWindow) }
      }
      var next = views.firstChild[root]
      while let view = next {
        let run = views.preorderRun(from: view, within: root)
        for raw in run.ids { note(ViewID(raw: raw)) }
        next = run.next
      }
      return visited
    }
    swap(&flags, &views.flags)
    pass.work.attachmentVisits += visited
  }

  /// Queues a view that joined or left the window without reading a new value, for
  /// ``flushMovedViews()``, when that moves its recorder mark.
  private mutating func noteMoved(_ view: ViewID, inWindow: Bool) {
    guard let marked = views.flags[view].notingComputed(inWindow: inWindow) else { return }
    views.flags[view] = marked
    queueMoved(view, inWindow: inWindow)
  }

  /// Queues a view whose recorder mark moved, for ``flushMovedViews()``.
  private mutating func queueMoved(_ view: ViewID, inWindow: Bool) {
    if inWindow {
      pass.joinedUnchanged.append(views.object[view])
    } else {
      pass.leftUnchanged.append(views.object[view])
    }
  }

  /// What recomputing one view changed, for the views below it.
  private struct GeometryOutcome {
    /// Its safe area, margins or scroll offset changed, or its window origin for a view that
    /// is not a plain one (``originMoved``).
    package var changed = false
    /// Only its window origin changed, for a view in the window that is neither a controller's
    /// root view nor a scroll view: its subviews only move with it.
    var originMoved = false
    /// It is a container's view whose bars or shown child's placement changed.
    var barsChanged = false
  }

  /// Recomputes one view's geometry and, with `notify`, records the callbacks of what changed.
  private mutating func updateGeometry(ofView view: ViewID, notify: Bool) -> GeometryOutcome {
    let flags = views.flags[view]
    let attached = flags.contains(.inWindow)
    let controller = views.controller[view]
    let old = (
      origin: views.windowOrigin[view], safeArea: views.safeArea[view],
      margins: views.margins[view]
    )
    var outcome = GeometryOutcome()
    let scroll = views.scroll[view]
    if controller == nil, attached, !derivesHere, let parent = views.parent[view] {
      // A plain view whose safe area and margins did not move reads nothing new, and no
      // callback: only its mark may move.
      let moved = updatePlainGeometry(of: view, parent: parent, flags: flags)
      guard moved.insets || scroll != nil else {
        if let marked = flags.notingComputed(inWindow: true) {
          views.flags[view] = marked
          recorder.noteComputed(views.object[view], inWindow: true)
        }
        outcome.originMoved = moved.origin
        return outcome
      }
    } else {
      updateGeneralGeometry(of: view, attached: attached, controller: controller)
      if let controller, attached {
        placeContainerContent(controller)
        outcome.barsChanged = notePlacedBars(controller)
        updateLayoutGuides(controller)
      } else if let controller {
        clearLayoutGuides(controller)
      }
      if let controller, derivesHere { deriveControllerValues(controller, view: view) }
    }
    var oldAdjusted = EdgeInsets.zero
    if let scroll {
      oldAdjusted = scrolls[scroll].adjustedContentInset
      let oldOffset = scrolls[scroll].contentOffset
      updateContentInsets(scroll: scroll)
      outcome.changed = oldOffset != scrolls[scroll].contentOffset
    }
    // Read again: a moved content offset has flagged the view for layout since.
    if let marked = views.flags[view].notingComputed(inWindow: attached) {
      views.flags[view] = marked
      recorder.noteComputed(views.object[view], inWindow: attached)
      if let controller {
        recorder.noteComputed(controllers[controller].object, inWindow: attached)
      }
    }
    let safeArea = views.safeArea[view]
    let margins = views.margins[view]
    outcome.changed =
      outcome.changed || old.origin != views.windowOrigin[view] || old.safeArea != safeArea
      || old.margins != margins

    guard notify && attached else { return outcome }
    let marginsChanged = !old.margins.displaysSame(as: margins)
    let safeAreaAPI = behaviour.capabilities.hasSafeAreaAPI
    let safeAreaChanged = safeAreaAPI && !old.safeArea.displaysSame(as: safeArea)
    let adjustedChanged =
      safeAreaAPI
      && scroll.map { !oldAdjusted.displaysSame(as: scrolls[$0].adjustedContentInset) }
        ?? false
    guard marginsChanged || safeAreaChanged || adjustedChanged else { return outcome }
    if marginsChanged || safeAreaChanged { views.setNeedsLayout(view) }
    // The view reads the same values at each of its callbacks here: its state is built and
    // compared with its last one once, at the first. A plain view's is built from the view
    // store, without lending the world to ``state(ofView:)``, which copies it.
    let object = views.object[view]
    var recorded = false
    func record(_ callback: Callback) {
      if recorded {
        recorder.recordAgain(object, callback)
      } else if scroll == nil {
        recorder.record(
          object, callback,
          state: views.plainState(of: view, safeAreaAPI: behaviour.capabilities.hasSafeAreaAPI))
        recorded = true
      } else {
        recorder.record(object, callback, state: state(ofView: view))
        recorded = true
      }
    }
    if marginsChanged { record(.layoutMarginsDidChange) }
    if safeAreaChanged { record(.safeAreaInsetsDidChange) }
    if let controller {
      if marginsChanged && behaviour.capabilities.hasControllerMarginCallback {
        self.record(controller: controller, .viewLayoutMarginsDidChange)
      }
      if safeAreaChanged { self.record(controller: controller, .viewSafeAreaInsetsDidChange) }
    }
    if adjustedChanged {
      record(.adjustedContentInsetDidChange)
      record(.scrollViewDidChangeAdjustedContentInset)
    }
    return outcome
  }

  /// Computes the window origin, safe area and margins of an attached view that is not a
  /// controller's root view, when not explaining, and returns which of them changed: its window
  /// origin, and its safe area or margins.
  ///
  /// Its superview's values and its frame give them all, which ``safeArea(ofAttached:)`` and
  /// ``margins(of:)`` compute the same way with their derivations.
  @inline(__always)
  private mutating func updatePlainGeometry(of view: ViewID, parent: ViewID, flags: ViewFlags)
    -> (origin: Bool, insets: Bool)
  {
    let frame = views.frame[view]
    let parentOffset = boundsOrigin(of: parent)
    let parentBounds = views.bounds(of: parent, offset: parentOffset)
    // Each value is written only when it changed: most of a rotation's visits change one of
    // the three or none, and a write to a flat array costs a uniqueness check.
    var moved = false
    let origin = Self.windowOrigin(
      frame: frame, parentOrigin: views.windowOrigin[parent], parentOffset: parentOffset)
    if views.windowOrigin[view] != origin {
      views.windowOrigin[view] = origin
      moved = true
    }
    var changed = false
    let safeArea = OverlapRule.insets(
      child: frame, parentBounds: parentBounds, parentInsets: views.safeArea[parent])
    if views.safeArea[view] != safeArea {
      views.safeArea[view] = safeArea
      changed = true
    }
    let safeAreaAPI = behaviour.capabilities.hasSafeAreaAPI
    var margins = MarginRule.addingSafeArea(
      to: views.customMargins[view] ?? MarginRule.defaultMargins,
      safeArea: safeAreaAPI ? safeArea : .zero,
      insetsFromSafeArea: flags.contains(.insetsMarginsFromSafeArea) && safeAreaAPI)
    if flags.contains(.preservesSuperviewMargins) {
      margins = MarginRule.preservingSuperview(
        margins, superview: (bounds: parentBounds, margins: views.margins[parent]), frame: frame)
    }
    if views.margins[view] != margins {
      views.margins[view] = margins
      changed = true
    }
    return (moved, changed)
  }

  /// The window origin, safe area and margins of any view, with their derivations when
  /// explaining.
  private mutating func updateGeneralGeometry(
    of view: ViewID, attached: Bool, controller: ControllerID?
  ) {
    if let parent = views.parent[view] {
      let parentOrigin = views.windowOrigin[parent]
      let parentBounds = boundsOrigin(of: parent)
      let frame = views.frame[view]
      views.windowOrigin[view] = Point(
        x: parentOrigin.x + frame.x - parentBounds.x, y: parentOrigin.y + frame.y - parentBounds.y)
    } else {
      views.windowOrigin[view] = views.frame[view].origin
    }
    if attached {
      views.safeArea[view] = safeArea(ofAttached: view)
    } else {
      views.safeArea[view] = .zero
      if derivesHere {
        derive(
          views.object[view], .safeAreaInsets, .insets(.zero),
          [
            DerivationStep(
              subject: name(of: view), story: Self.outsideWindowStory,
              result: TraceValue.text(EdgeInsets.zero))
          ])
      }
    }
    views.margins[view] = margins(of: view)
  }

  /// A controller whose root view is out of the window has no layout guides.
  private mutating func clearLayoutGuides(_ controller: ControllerID) {
    updateKeyboardLayoutGuide(controller, derives: derivesHere)
    controllers[controller].topLayoutGuide = 0
    controllers[controller].bottomLayoutGuide = 0
    for guide in [TraceProperty.topLayoutGuide, .bottomLayoutGuide] where derivesHere {
      derive(
        controllers[controller].object, guide, .number(0),
        [
          DerivationStep(
            subject: name(of: controllers[controller].object),
            story: Self.outsideWindowGuideStory, result: "0")
        ])
    }
  }

  /// Keeps what a container's placement gave its bars, and returns whether
  /// that differs from the last placement: the views below it then read new bars.
  private mutating func notePlacedBars(_ controller: ControllerID) -> Bool {
    let state = controllers[controller]
    guard state.isNavigation || state.isTabBar else { return false }
    let placed = PlacedBars(
      navigationBar: state.navigationBar, toolbar: state.toolbar, tabBar: state.tabBar,
      tabBarShows: state.isTabBar && isTabBarVisible(controller))
    guard controllers[controller].placedBars != placed else { return false }
    controllers[controller].placedBars = placed
    return true
  }

  /// The safe area of an attached view (docs/behaviour.md#containers, docs/behaviour.md#containers,
  /// #additional-safe-area-insets).
  ///
  /// A view inherits by the overlap rule from its superview (the window root view from the
  /// window). A controller's root view also takes, per edge, the larger of that and the bars of
  /// the container that shows it, then adds `additionalSafeAreaInsets` (GT-109, GT-148,
  /// OU-013), clamped at zero per edge (L; negative values are allowed, seed002, seed003).
  ///
  /// `mutating` although it changes nothing: the geometry pass then lends it the world, where a
  /// call to a non-mutating method copies the whole `World` (1.2 KB, retaining its references)
  /// for every view.
  private mutating func safeArea(ofAttached view: ViewID) -> EdgeInsets {
    let parent = views.parent[view]
    var parentBounds = windowBounds
    var parentInsets = windowGeometry.insets
    if let parent {
      parentBounds = bounds(of: parent)
      parentInsets = views.safeArea[parent]
    }
    let frame = views.frame[view]
    var insets = OverlapRule.insets(
      child: frame, parentBounds: parentBounds, parentInsets: parentInsets)
    // A view that is not a controller's root view, when not explaining: the overlap is all.
    guard derivesHere || views.controller[view] != nil else { return insets }
    var steps: [DerivationStep]? = nil
    if derivesHere {
      let parentObject = parent.map { views.object[$0] } ?? windowObject
      steps =
        derivation(of: parentObject, .safeAreaInsets) + [
          DerivationStep(
            subject: name(of: view),
            story: parent == nil ? OverlapRule.fromWindowStory : OverlapRule.fromSuperviewStory,
            inputs: [
              .init("frame", TraceValue.text(frame)),
              .init("\(name(of: parentObject)) bounds", TraceValue.text(parentBounds)),
              .init("\(name(of: parentObject)) safeAreaInsets", TraceValue.text(parentInsets)),
            ],
            result: TraceValue.text(insets))
        ]
    }
    defer {
      if let steps { derive(views.object[view], .safeAreaInsets, .insets(insets), steps) }
    }
    guard let controller = views.controller[view] else { return insets }
    if controllers[controller].isRepresented,
      !behaviour.swiftUI.representedControllersReadOverlapOnly
    {
      insets = RepresentableRule.controllerInsets(
        frame: frame, parentBounds: parentBounds, parentInsets: parentInsets, overlap: insets,
        tolerance: 0.5 / Double(max(1, device.scale)))
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: RepresentableRule.story,
          inputs: [.init("frame", TraceValue.text(frame))],
          reason: "unverified: the reports show the padding twice without printing the insets"
            + " (docs/behaviour.md#c67)",
          result: TraceValue.text(insets)))
    }
    if floatsAsSheet(controller) && insets.bottom < windowGeometry.insets.bottom {
      insets.bottom = windowGeometry.insets.bottom
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: Self.floatingSheetBottomStory,
          inputs: [.init("window safeAreaInsets", TraceValue.text(windowGeometry.insets))],
          result: TraceValue.text(insets)))
    }
    // Only a view the window holds directly can be a popover's.
    if parent == nil, behaviour.presentation.popoverViewIncludesArrow,
      case .popover(let arrow?) = controllers[controller].placement?.kind
    {
      insets = insets.edgewiseMax(PopoverRule.arrowInsets(arrow))
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: PopoverRule.arrowInsetStory,
          inputs: [
            .init("arrow", arrow.rawValue),
            .init("arrow height", TraceValue.text(PopoverRule.arrowHeight)),
          ],
          reason: "unverified: the arrow's height is printed by no public source"
            + " (docs/behaviour.md#c52)",
          result: TraceValue.text(insets)))
    }
    if steps != nil, case .tab = controllers[controller].relation,
      let parent = controllers[controller].parent,
      let step = minimizationStep(subject: name(of: view), tabBarController: parent)
    {
      steps?.append(step)
    }
    var barNotes: [DerivationStep.Input]? = steps == nil ? nil : []
    let bars = barOverlap(of: controller, frame: windowFrame(of: view), notes: &barNotes)
    insets = insets.edgewiseMax(bars)
    if let barNotes, !barNotes.isEmpty {
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: Self.containerBarsStory,
          inputs: barNotes, result: TraceValue.text(insets),
          quirks: windowMetrics.rules.topExcludesStatusBar
            ? [QuirkSetting(.windowTopExcludesStatusBar, true)] : []))
    }
    let column = controllers[controller].columnInsets
    if column != .zero {
      insets = insets + column
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: SplitViewRule.insetStory,
          inputs: [.init("split view adds", TraceValue.text(column))],
          reason: SplitViewRule.floatsSidebar(profile: behaviour.profile)
            ? "unverified: the covered width is printed by no public source"
              + " (docs/behaviour.md#c59)" : nil,
          result: TraceValue.text(insets)))
    }
    if behaviour.capabilities.hasSafeAreaAPI {
      let additional = controllers[controller].additionalSafeAreaInsets
      if additional != .zero {
        insets = insets + additional
        steps?.append(
          DerivationStep(
            subject: name(of: view), story: Self.additionalInsetsStory,
            inputs: [.init("additionalSafeAreaInsets", TraceValue.text(additional))],
            result: TraceValue.text(insets)))
      }
    }
    let clamped = insets.clampedToZero
    if clamped != insets {
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: Self.clampedStory,
          inputs: [.init("before", TraceValue.text(insets))], result: TraceValue.text(clamped)))
    }
    insets = clamped
    return insets
  }

  /// How far the bars of the container showing `controller` reach into its root view (`frame`, in
  /// window coordinates).
  ///
  /// With `windowTopExcludesStatusBar` the status bar counts here too, for every root view (profile
  /// 11; GT-067, GT-068, seed002).
  private func barOverlap(
    of controller: ControllerID, frame: Rect, notes: inout [DerivationStep.Input]?
  ) -> EdgeInsets {
    var overlap = EdgeInsets.zero
    if windowMetrics.rules.topExcludesStatusBar && windowGeometry.statusBarVisible {
      overlap.top = Swift.max(0, statusBarFrame.maxY - frame.minY)
      notes?.append(
        .init("status bar (left out of the window's insets)", TraceValue.text(statusBarFrame)))
    }
    let state = controllers[controller]
    guard let parent = state.parent, let containerView = controllers[parent].view else {
      if notes != nil {
        notes?.append(.init("root view frame in the window", TraceValue.text(frame)))
        notes?.append(.init("bars cover", TraceValue.text(overlap.clampedToZero)))
      }
      return overlap
    }
    let container = controllers[parent]
    let origin = views.windowOrigin[containerView]
    switch state.relation {
    case .navigationStack:
      if let bar = container.navigationBar, !bar.hidden {
        overlap.top = Swift.max(overlap.top, origin.y + bar.insetFrame.maxY - frame.minY)
        notes?.append(.init("\(container.name) navigation bar", TraceValue.text(bar.insetFrame)))
      }
      if let toolbar = container.toolbar, !toolbar.hidden {
        overlap.bottom = Swift.max(overlap.bottom, frame.maxY - (origin.y + toolbar.frame.minY))
        notes?.append(.init("\(container.name) toolbar", TraceValue.text(toolbar.frame)))
      }
      if let dock = container.navigationBar?.searchDock {
        overlap.bottom = Swift.max(overlap.bottom, frame.maxY - (origin.y + dock.minY))
        notes?.append(.init("\(container.name) search dock", TraceValue.text(dock)))
      }
    case .tab:
      guard let bar = container.tabBar else { break }
      let shows = isTabBarVisible(parent)
      if shows && !bar.floatingTop {
        let coverTop = origin.y + bar.frame.minY - bar.accessoryCover
        overlap.bottom = Swift.max(overlap.bottom, frame.maxY - coverTop)
        notes?.append(.init("\(container.name) tab bar", TraceValue.text(bar.frame)))
      } else if bar.accessoryCover > 0 {
        // No bar at the bottom: the accessory sits at the bottom of the container's view.
        let bottom = views.frame[containerView].height - views.safeArea[containerView].bottom
        overlap.bottom = Swift.max(
          overlap.bottom, frame.maxY - (origin.y + bottom - bar.accessoryCover))
        notes?.append(
          .init("\(container.name) bottom accessory above", TraceValue.text(origin.y + bottom)))
      }
      if shows && bar.floatingTop && !state.isNavigation {
        let contentTop = origin.y + bar.frame.maxY + BarMetrics.floatingTabBarContentGap
        overlap.top = Swift.max(overlap.top, contentTop - frame.minY)
        notes?.append(.init("\(container.name) floating tab bar", TraceValue.text(bar.frame)))
      }
    case .windowRoot, .contained, .presented, .removed, .splitColumn, .page:
      break
    }
    if notes != nil {
      notes?.append(.init("root view frame in the window", TraceValue.text(frame)))
      notes?.append(.init("bars cover", TraceValue.text(overlap.clampedToZero)))
    }
    return overlap.clampedToZero
  }

  /// The layout margins an app reads (docs/behaviour.md#margins).
  ///
  /// `mutating` although it changes nothing, as ``safeArea(ofAttached:)``.
  private mutating func margins(of view: ViewID) -> EdgeInsets {
    let index = view
    let base: EdgeInsets
    var steps: [DerivationStep]? = !derivesHere ? nil : []
    if let controller = views.controller[index] {
      // A full-screen window's width class follows the device and orientation alone.
      let regularWidth =
        window.mode == .fullScreen
        ? device.family == .pad
          || (window.orientation.isLandscape && device.isRegularWidthInLandscape)
        : sizeClasses.horizontalRegular
      let bySizeClass = behaviour.margins.systemMinimumBySizeClass
      let minimum =
        bySizeClass
        ? MarginRule.systemMinimum(regularWidth: regularWidth)
        : MarginRule.systemMinimum(windowWidth: window.screen.width)
      let custom = views.customMargins[index]
      let respects = controllers[controller].node.viewRespectsSystemMinimumLayoutMargins
      let allowed = behaviour.margins.honoursCustomRootMargins
      base = MarginRule.rootBase(
        custom: custom, systemMinimum: minimum, respectsSystemMinimum: respects,
        customAllowed: allowed)
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: MarginRule.rootBaseStory,
          inputs: [
            bySizeClass
              ? .init("width size class", regularWidth ? "regular" : "compact")
              : .init("window width", TraceValue.text(window.screen.width)),
            .init("system minimum", TraceValue.text(minimum)),
            .init("custom margins", custom.map(TraceValue.text) ?? "none"),
            .init("viewRespectsSystemMinimumLayoutMargins", "\(respects)"),
          ],
          reason: custom == nil
            ? nil
            : allowed
              ? (respects ? "custom margins, at least the system minimum" : "custom margins")
              : "custom root margins are ignored on this version",
          result: TraceValue.text(base),
          quirks: [QuirkSetting(.rootMarginsBySizeClass, bySizeClass)]))
    } else {
      base = views.customMargins[index] ?? MarginRule.defaultMargins
      steps?.append(
        DerivationStep(
          subject: name(of: view),
          story: views.customMargins[index] == nil
            ? MarginRule.defaultStory : MarginRule.ownMarginsStory,
          result: TraceValue.text(base)))
    }
    let flags = views.flags[index]
    let safeAreaAPI = behaviour.capabilities.hasSafeAreaAPI
    let fromSafeArea = flags.contains(.insetsMarginsFromSafeArea) && safeAreaAPI
    let safeArea = safeAreaAPI ? views.safeArea[index] : .zero
    var margins = MarginRule.addingSafeArea(
      to: base, safeArea: safeArea, insetsFromSafeArea: fromSafeArea)
    if fromSafeArea {
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: MarginRule.safeAreaStory,
          inputs: [.init("safeAreaInsets", TraceValue.text(safeArea))],
          result: TraceValue.text(margins)))
    }
    if flags.contains(.preservesSuperviewMargins), let parent = views.parent[index] {
      let superview = (bounds: bounds(of: parent), margins: views.margins[parent])
      margins = MarginRule.preservingSuperview(
        margins, superview: superview, frame: views.frame[index])
      steps?.append(
        DerivationStep(
          subject: name(of: view), story: MarginRule.preservingStory,
          inputs: [
            .init("\(name(of: parent)) layoutMargins", TraceValue.text(superview.margins)),
            .init("\(name(of: parent)) bounds", TraceValue.text(superview.bounds)),
            .init("frame", TraceValue.text(views.frame[index])),
          ],
          result: TraceValue.text(margins)))
    }
    if let steps { derive(views.object[index], .layoutMargins, .insets(margins), steps) }
    return margins
  }

  /// `topLayoutGuide` / `bottomLayoutGuide` lengths (docs/behaviour.md#layout-guides).
  ///
  /// Profile 10: the status bar and the bars of *enclosing* containers that overlap the view
  /// (a container's own bars are not in its own guide; seed001, seed003, Apple: topLayoutGuide).
  /// Profile 11+: the safe area without `additionalSafeAreaInsets` (L).
  private mutating func updateLayoutGuides(_ controller: ControllerID) {
    let state = controllers[controller]
    guard let view = state.view else { return }
    let object = state.object
    updateKeyboardLayoutGuide(controller, derives: derivesHere)
    if behaviour.capabilities.hasSafeAreaAPI {
      let insets = views.safeArea[view]
      let top = Swift.max(0, insets.top - state.additionalSafeAreaInsets.top)
      let bottom = Swift.max(0, insets.bottom - state.additionalSafeAreaInsets.bottom)
      controllers[controller].topLayoutGuide = top
      controllers[controller].bottomLayoutGuide = bottom
      guard derivesHere else { return }
      for (guide, story, length) in [
        (TraceProperty.topLayoutGuide, Self.topGuideStory, top),
        (.bottomLayoutGuide, Self.bottomGuideStory, bottom),
      ] {
        derive(
          object, guide, .number(length),
          derivation(of: views.object[view], .safeAreaInsets) + [
            DerivationStep(
              subject: state.name, story: story,
              inputs: [
                .init("\(name(of: view)) safeAreaInsets", TraceValue.text(insets)),
                .init(
                  "additionalSafeAreaInsets", TraceValue.text(state.additionalSafeAreaInsets)),
              ],
              result: TraceValue.text(length))
          ])
      }
      return
    }
    let frame = windowFrame(of: view)
    var top = windowGeometry.statusBarVisible ? statusBarFrame.maxY : 0
    var bottomEdge = Double.infinity
    var notes: [DerivationStep.Input]? = !derivesHere ? nil : []
    notes?.append(.init("status bar bottom", TraceValue.text(top)))
    var ancestor = state.parent
    var sawNavigation = false
    var sawTabBar = false
    while let current = ancestor {
      let container = controllers[current]
      let origin = container.view.map { views.windowOrigin[$0] } ?? .zero
      if !sawNavigation, let bar = container.navigationBar {
        sawNavigation = true
        if !bar.hidden {
          top = Swift.max(top, origin.y + bar.insetFrame.maxY)
          notes?.append(
            .init(
              "\(container.name) navigation bar bottom",
              TraceValue.text(origin.y + bar.insetFrame.maxY)))
        }
        if let toolbar = container.toolbar, !toolbar.hidden {
          bottomEdge = Swift.min(bottomEdge, origin.y + toolbar.frame.minY)
          notes?.append(
            .init("\(container.name) toolbar top", TraceValue.text(origin.y + toolbar.frame.minY)))
        }
        if let dock = bar.searchDock {
          bottomEdge = Swift.min(bottomEdge, origin.y + dock.minY)
          notes?.append(
            .init("\(container.name) search dock top", TraceValue.text(origin.y + dock.minY)))
        }
      }
      if !sawTabBar, let bar = container.tabBar {
        sawTabBar = true
        if isTabBarVisible(current) && !bar.floatingTop {
          bottomEdge = Swift.min(bottomEdge, origin.y + bar.frame.minY)
          notes?.append(
            .init("\(container.name) tab bar top", TraceValue.text(origin.y + bar.frame.minY)))
        }
      }
      ancestor = container.parent
    }
    let topLength = Swift.max(0, top - frame.minY)
    let bottomLength = bottomEdge.isFinite ? Swift.max(0, frame.maxY - bottomEdge) : 0
    controllers[controller].topLayoutGuide = topLength
    controllers[controller].bottomLayoutGuide = bottomLength
    if let notes {
      let inputs = notes + [.init("root view frame in the window", TraceValue.text(frame))]
      derive(
        object, .topLayoutGuide, .number(topLength),
        [
          DerivationStep(
            subject: state.name, story: Self.legacyTopGuideStory, inputs: inputs,
            result: TraceValue.text(topLength))
        ])
      derive(
        object, .bottomLayoutGuide, .number(bottomLength),
        [
          DerivationStep(
            subject: state.name, story: Self.legacyBottomGuideStory, inputs: inputs,
            result: TraceValue.text(bottomLength))
        ])
    }
  }
}

extension World {
  /// A view out of the window: zero insets.
  static let outsideWindowStory = RuleStory(
    "not in a window: zero", sources: ["GT-143", "GT-221", "docs/behaviour.md#outside-window"])

  /// A controller whose root view is out of the window: no layout guides.
  static let outsideWindowGuideStory = RuleStory(
    "not in a window: 0", sources: ["GT-143", "docs/behaviour.md#outside-window"])

  /// A floating sheet's root view keeps the window's bottom inset.
  static let floatingSheetBottomStory = RuleStory(
    "a floating sheet's content keeps the window's bottom inset",
    sources: ["WEB-408", "docs/behaviour.md#sheets"])

  /// A root view takes, per edge, the larger of its overlap and its container's bars.
  static let containerBarsStory = RuleStory(
    "per edge, the larger of that and the bars of the container that shows it",
    sources: ["GT-109", "GT-148", "OU-013", "docs/behaviour.md#containers"])

  /// A root view adds its controller's `additionalSafeAreaInsets`.
  static let additionalInsetsStory = RuleStory(
    "plus its controller's additionalSafeAreaInsets",
    sources: ["GT-109", "OU-013", "docs/behaviour.md#additional-safe-area-insets"])

  /// A root view's insets never go below zero.
  static let clampedStory = RuleStory(
    "clamped at zero per edge",
    sources: ["seed002", "seed003", "docs/behaviour.md#additional-safe-area-insets"])

  /// `topLayoutGuide` from iOS 11.
  static let topGuideStory = RuleStory(
    "the root view's top safe-area inset without additionalSafeAreaInsets",
    sources: ["docs/behaviour.md#layout-guides"])

  /// `bottomLayoutGuide` from iOS 11.
  static let bottomGuideStory = RuleStory(
    "the root view's bottom safe-area inset without additionalSafeAreaInsets",
    sources: topGuideStory.sources)

  /// `topLayoutGuide` on iOS 10.
  static let legacyTopGuideStory = RuleStory(
    "the status bar and the bars of enclosing containers over the root view's top",
    sources: ["seed001", "seed003", "docs/behaviour.md#layout-guides"])

  /// `bottomLayoutGuide` on iOS 10.
  static let legacyBottomGuideStory = RuleStory(
    "the bars of enclosing containers over the root view's bottom",
    sources: legacyTopGuideStory.sources)
}
