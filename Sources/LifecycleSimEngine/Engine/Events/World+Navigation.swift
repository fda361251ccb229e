import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `push` (docs/behaviour.md#push-and-pop; GT-236, GT-238, OU-071, OU-073).
  ///
  /// Turn t: `B.willMove(toParent: N) → B.viewDidLoad → A.viewWillDisappear → B.viewWillAppear`,
  /// B's view joins N's, `[geo]`, `B.viewIsAppearing*`, one layout of B. At t + d (or in the
  /// same turn when not animated): A leaves the window, `A.viewDidDisappear →
  /// B.viewDidAppear → B.didMove(toParent: N)`, one more layout of B. The outgoing controller
  /// gets no layout pass (GT-239; docs/behaviour.md#c19).
  ///
  /// A navigation controller that does not show its children (off screen, or covered by a
  /// full-screen presentation, even one still animating) changes its stack with
  /// `willMove`/`didMove` only: the covered controllers get no appearance callbacks, the old
  /// top's view leaves the navigation controller's view, and the new top appears with it later
  /// (L, as UIKit defers a hidden navigation controller's view swap to its next appearance).
  package mutating func push(_ node: ControllerNode, onto name: String, animated: Bool)
    throws(EventProblem) -> [(SimDuration, Completion)]
  {
    let navigation = try controllerID(name)
    if case .navigationController = node.kind {
      throw EventProblem(
        message: "pushing a navigation controller is not supported by UIKit",
        fix: "push a view controller, or present the navigation controller")
    }
    if let navigationView = controllers[navigation].view {
      try checkViewDepth(adding: node, under: navigationView, inside: false, wrappers: 2)
    }
    let outgoing = controllers[navigation].stack.last
    let incoming = addController(node, parent: navigation, relation: .navigationStack)
    controllers[navigation].stack.append(incoming)
    stackChanged(navigation)
    record(controller: incoming, .willMove, TraceArguments(parent: .some(name)))
    guard showsChildren(navigation) else {
      if let outgoing { leave(outgoing) }
      record(controller: incoming, .didMove, TraceArguments(parent: .some(name)))
      return []
    }
    loadViewIfNeeded(incoming)
    beginTransition(of: navigation, incoming: incoming, outgoing: outgoing, animated: animated)
    let completion = Completion.finishNavigation(
      navigation: navigation, incoming: incoming, outgoing: outgoing, popping: false,
      animated: animated)
    return schedule(completion, for: navigation, animated: animated)
  }

  /// `pop` (docs/behaviour.md#push-and-pop; GT-235, GT-236, GT-239): the mirror of a push.
  ///
  /// The controller below loads now if it never did. A navigation controller that does not show its
  /// children pops with `willMove`/`didMove` only, like ``push(_:onto:animated:)``.
  package mutating func pop(_ name: String, animated: Bool) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let navigation = try controllerID(name)
    let stack = controllers[navigation].stack
    guard stack.count >= 2 else {
      throw EventProblem(
        message: "\(name) has only its root controller; UIKit does not pop the root",
        fix: "push a controller first, or remove the event")
    }
    let outgoing = stack[stack.count - 1]
    let incoming = stack[stack.count - 2]
    controllers[navigation].stack.removeLast()
    stackChanged(navigation)
    record(controller: outgoing, .willMove, TraceArguments(parent: .some(nil)))
    guard showsChildren(navigation) else {
      leave(outgoing)
      remove(outgoing)
      record(controller: outgoing, .didMove, TraceArguments(parent: .some(nil)))
      return []
    }
    beginTransition(of: navigation, incoming: incoming, outgoing: outgoing, animated: animated)
    let completion = Completion.finishNavigation(
      navigation: navigation, incoming: incoming, outgoing: outgoing, popping: true,
      animated: animated)
    return schedule(completion, for: navigation, animated: animated)
  }

  /// The start of a push, pop or interactive pop, in the handler's turn: `outgoing` (if any)
  /// begins to disappear and `incoming` to appear, `incoming` joins the window, the container's
  /// geometry updates, then `viewIsAppearing` and one layout of the appearing controllers.
  private mutating func beginTransition(
    of navigation: ControllerID, incoming: ControllerID, outgoing: ControllerID?, animated: Bool
  ) {
    var disappearing: [ControllerID] = []
    if let outgoing { beginDisappearance(outgoing, animated: animated, into: &disappearing) }
    var appearing: [ControllerID] = []
    beginAppearance(incoming, animated: animated, into: &appearing)
    attach(loadViewIfNeeded(incoming))
    updateGeometry(afterAuthorityChangeIn: geometryRoot(of: navigation), runtimeHide: true)
    sendViewIsAppearing(appearing, animated: animated)
    layoutPass(bracketed: brackets(appearing))
  }

  /// The end of a push or pop: the outgoing controller leaves the window first, so it reads
  /// zero in its `viewDidDisappear`; then the incoming one appears, the popped one gets
  /// `didMove(toParent: nil)` or the pushed one `didMove(toParent: N)`, and the incoming one is
  /// laid out once more (GT-238).
  ///
  /// When something else changed the navigation controller's appearance during the animation
  /// (a full-screen presentation over it, an outer pop), the outgoing controller still leaves
  /// (`viewWillDisappear` first if it had been shown again) and the incoming one ends in line
  /// with the navigation controller (``settle(_:under:animated:)``, L).
  mutating func finishNavigation(
    _ navigation: ControllerID, incoming: ControllerID, outgoing: ControllerID?, popping: Bool,
    animated: Bool
  ) {
    transitions.ends[navigation] = nil
    var disappearing: [ControllerID] = []
    if let outgoing {
      beginDisappearance(outgoing, animated: animated, into: &disappearing)
      disappearing = shownSubtree(of: outgoing, in: .disappearing)
      takeOut(controllers[outgoing].view)
    }
    endDisappearance(disappearing, animated: animated)
    let appearing = settle(incoming, under: navigation, animated: animated)
    let name = controllers[navigation].name
    if popping {
      if let outgoing {
        remove(outgoing)
        record(controller: outgoing, .didMove, TraceArguments(parent: .some(nil)))
      }
    } else {
      record(controller: incoming, .didMove, TraceArguments(parent: .some(name)))
    }
    layoutPass(bracketed: brackets(appearing))
  }

  /// The edge-swipe pop, an extension of the original format; docs/scenario-format.md#events
  /// (docs/behaviour.md#push-and-pop; OU-074, GT-242).
  ///
  /// At the gesture: `B.willMove(toParent: nil) → B.viewWillDisappear → A.viewWillAppear`, A
  /// joins the window, `[geo]`, `A.viewIsAppearing*`, one layout of A. At its end, completed:
  /// `B.viewDidDisappear → A.viewDidAppear → B.didMove(toParent: nil)`; cancelled:
  /// `A.viewWillDisappear → A.viewDidDisappear → B.viewWillAppear → B.viewDidAppear`, A never
  /// gets `viewDidAppear` and B no `viewDidDisappear` (and no `didMove`, L).
  ///
  /// A user makes one edge swipe at a time: a swipe while another interactive pop is running
  /// anywhere is refused, as is a swipe on a navigation controller that is disappearing or
  /// covered (L).
  mutating func interactivePop(_ name: String, completes: Bool, duration: Double?)
    throws(EventProblem) -> [(SimDuration, Completion)]
  {
    let navigation = try controllerID(name)
    let stack = controllers[navigation].stack
    if let running = transitions.interactivePop {
      throw EventProblem(
        message:
          "the interactive pop of \(controllers[running].name) is still running; a user"
          + " swipes one navigation controller at a time",
        fix: "swipe after that pop ends, or remove this event")
    }
    guard stack.count >= 2, showsChildren(navigation) else {
      throw EventProblem(
        message: "\(name) is not on screen with a controller to pop back from",
        fix: "push a controller first, and swipe while the navigation controller is shown")
    }
    let length = animationLength(
      duration, default: behaviour.timing.navigationTransitionDuration)
    let outgoing = stack[stack.count - 1]
    let incoming = stack[stack.count - 2]
    record(controller: outgoing, .willMove, TraceArguments(parent: .some(nil)))
    beginTransition(of: navigation, incoming: incoming, outgoing: outgoing, animated: true)
    transitions.ends[navigation] = now + length
    transitions.interactivePop = navigation
    return [
      (
        length,
        .finishInteractivePop(
          navigation: navigation, incoming: incoming, outgoing: outgoing, completes: completes)
      )
    ]
  }

  /// The end of an interactive pop, completed or cancelled.
  ///
  /// Cancelled: the controller below leaves (`viewWillDisappear` unless an outer transition
  /// already sent it, then `viewDidDisappear`); the top one is restored in line with the
  /// navigation controller: it appears again when the navigation controller is shown, and
  /// otherwise keeps disappearing with it (L).
  mutating func finishInteractivePop(
    _ navigation: ControllerID, incoming: ControllerID, outgoing: ControllerID, completes: Bool
  ) {
    transitions.ends[navigation] = nil
    transitions.interactivePop = nil
    if completes {
      controllers[navigation].stack.removeLast()
      stackChanged(navigation)
      // The controller below decides the status bar from now on.
      updateGeometry(afterAuthorityChangeIn: nil, runtimeHide: true)
      finishNavigation(
        navigation, incoming: incoming, outgoing: outgoing, popping: true, animated: true)
      return
    }
    var reversed: [ControllerID] = []
    beginDisappearance(incoming, animated: true, into: &reversed)
    takeOut(controllers[incoming].view)
    endDisappearance(shownSubtree(of: incoming, in: .disappearing), animated: true)
    _ = settle(outgoing, under: navigation, animated: true)
    if let root = geometryRoot(of: navigation) { updateGeometry(of: root, notify: true) }
  }

  /// `setNavigationBarHidden` / `setToolbarHidden` (docs/behaviour.md#property-events, L): the bar
  /// region goes or comes in the handler's turn (one change even when animated), the children get
  /// their geometry, one layout pass follows, and an animated change settles after the bar
  /// duration.
  mutating func setBarHidden(_ name: String, toolbar: Bool, hidden: Bool, animated: Bool)
    throws(EventProblem) -> [(SimDuration, Completion)]
  {
    let navigation = try controllerID(name)
    if toolbar {
      guard controllers[navigation].toolbar?.hidden != hidden else { return [] }
      controllers[navigation].toolbar?.hidden = hidden
    } else {
      guard controllers[navigation].navigationBar?.hidden != hidden else { return [] }
      controllers[navigation].navigationBar?.hidden = hidden
    }
    if let view = controllers[navigation].view { views.setGeometryDirty(view) }
    guard let view = controllers[navigation].view, isAttached(view) else { return [] }
    updateGeometry(of: view, notify: true)
    layoutPass(bracketed: brackets([navigation]))
    return animated ? [(behaviour.timing.barTransitionDuration, .settle)] : []
  }

  /// The view whose subtree a navigation change can affect: the nearest enclosing tab bar
  /// controller's (its bar may hide with `hidesBottomBarWhenPushed`), else the navigation
  /// controller's own.
  func geometryRoot(of navigation: ControllerID) -> ViewID? {
    var ancestor = controllers[navigation].parent
    while let current = ancestor {
      if controllers[current].isTabBar, let view = controllers[current].view { return view }
      ancestor = controllers[current].parent
    }
    return controllers[navigation].view
  }

  /// Flags the views that read a navigation controller's stack for a new geometry: its own,
  /// whose bar follows the top controller, and the enclosing tab bar controller's, whose bar
  /// may hide with it.
  private mutating func stackChanged(_ navigation: ControllerID) {
    if let view = controllers[navigation].view { views.setGeometryDirty(view) }
    if let view = geometryRoot(of: navigation) { views.setGeometryDirty(view) }
  }

  /// Schedules a transition's completion, or runs it now when not animated.
  mutating func schedule(_ completion: Completion, for owner: ControllerID, animated: Bool)
    -> [(SimDuration, Completion)]
  {
    guard animated else {
      complete(completion)
      return []
    }
    let duration: SimDuration
    switch completion {
    case .finishPresent, .finishDismiss: duration = behaviour.timing.modalTransitionDuration
    default: duration = behaviour.timing.navigationTransitionDuration
    }
    transitions.ends[owner] = now + duration
    return [(duration, completion)]
  }

  /// Takes `controller`'s view out now, ending any appearance transition of its subtree with a
  /// disappearance: a covered top that was disappearing under a presentation gets its
  /// `viewDidDisappear` when it leaves, since the presentation's end no longer reaches it (L).
  package mutating func leave(_ controller: ControllerID) {
    var disappearing: [ControllerID] = []
    beginDisappearance(controller, animated: false, into: &disappearing)
    takeOut(controllers[controller].view)
    endDisappearance(shownSubtree(of: controller, in: .disappearing), animated: false)
  }

  /// Takes a controller's view out of its superview and out of the window.
  mutating func takeOut(_ view: ViewID?) {
    guard let view else { return }
    views.removeFromSuperview(view)
    detach(view)
  }

  /// Marks a controller as removed from the tree; it stays in the final records.
  package mutating func remove(_ controller: ControllerID) {
    controllers[controller].relation = .removed
    if let view = controllers[controller].view { views.setGeometryDirty(view) }
    transitions.removedControllers.append(controller)
  }
}
