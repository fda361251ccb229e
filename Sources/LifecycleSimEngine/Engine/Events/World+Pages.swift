import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `page`: a page view controller's `setViewControllers(_:direction:animated:)`, or the
  /// user's swipe to the next or previous page (docs/behaviour.md#page-changes; GT-241, GT-242,
  /// WEB-951, WEB-980 to WEB-983).
  ///
  /// At the event: a swipe's `pageViewController(_:willTransitionTo:)` (the delegate hears of
  /// swipes only, WEB-980), `In.willMove(toParent: P)`, `In`'s load if it never loaded,
  /// `In.viewWillAppear → Out.viewWillDisappear` (GT-241), `In`'s view joins P's, `[geo]`,
  /// `In.viewIsAppearing*`, one layout. At its end (``finishPageChange(_:)``), or in the same
  /// turn when not animated, the page change completes or the swipe springs back.
  ///
  /// A page view controller that does not show its pages (off screen or covered) swaps them with
  /// the containment callbacks only; the new page appears with it later, as a tab does (L).
  /// A page view controller whose view never loaded only changes the page its `viewDidLoad`
  /// will show.
  mutating func changePage(_ change: PageChange) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let pageView = try controllerID(change.controller)
    let state = controllers[pageView]
    guard state.isPageView else {
      throw EventProblem(
        message: "\(change.controller) is not a page view controller",
        fix: "name a pageViewController")
    }
    guard state.pages.indices.contains(change.to) else {
      throw EventProblem(
        message:
          "\(change.controller) has \(state.pages.count) pages; there is no page \(change.to)",
        fix: "use an index from 0 to \(state.pages.count - 1)")
    }
    if change.interactive {
      try checkSwipe(change, from: state.shownPage, pageCount: state.pages.count)
    }
    let outgoingIndex = state.shownPage
    guard change.to != outgoingIndex, state.pages.indices.contains(outgoingIndex) else {
      return []
    }
    let incoming = state.pages[change.to]
    let outgoing = state.pages[outgoingIndex]
    controllers[pageView].shownPage = change.to
    guard let view = state.view else { return [] }
    views.setGeometryDirty(view)
    let parent = TraceArguments(parent: .some(state.name))
    guard showsChildren(pageView) else {
      record(controller: incoming, .willMove, parent)
      leave(outgoing)
      record(controller: outgoing, .willMove, TraceArguments(parent: .some(nil)))
      record(controller: outgoing, .didMove, TraceArguments(parent: .some(nil)))
      record(controller: incoming, .didMove, parent)
      return []
    }
    let animated = change.interactive || change.animated
    if change.interactive { record(controller: pageView, .pageViewControllerWillTransition) }
    record(controller: incoming, .willMove, parent)
    var appearing: [ControllerID] = []
    beginAppearance(incoming, animated: animated, into: &appearing)
    var disappearing: [ControllerID] = []
    beginDisappearance(outgoing, animated: animated, into: &disappearing)
    attach(loadViewIfNeeded(incoming))
    updateGeometry(afterAuthorityChangeIn: view, runtimeHide: true)
    sendViewIsAppearing(appearing, animated: animated)
    layoutPass(bracketed: brackets(appearing))
    let transition = PageTransition(
      pageView: pageView, incoming: incoming, outgoing: outgoing, outgoingIndex: outgoingIndex,
      animated: animated, swipe: change.interactive, completes: change.completes)
    guard animated else {
      finishPageChange(transition)
      return []
    }
    let length = animationLength(
      change.duration, default: behaviour.timing.navigationTransitionDuration)
    transitions.ends[pageView] = now + length
    if change.interactive { transitions.pageSwipe = pageView }
    return [(length, .finishPageChange(transition))]
  }

  /// Refuses a swipe UIKit's gesture cannot make: to a page that is not next to the shown one,
  /// in a direction that is not the swipe's, on a page view controller that is not on screen,
  /// or while the user is already swiping (L).
  private func checkSwipe(_ change: PageChange, from shown: Int, pageCount: Int)
    throws(EventProblem)
  {
    let name = change.controller
    guard change.to == shown + 1 || change.to == shown - 1 else {
      let neighbours = [shown - 1, shown + 1].filter { $0 >= 0 && $0 < pageCount }
      throw EventProblem(
        message: "\(name) shows page \(shown); a swipe moves to the next or previous page,"
          + " not to page \(change.to)",
        fix: neighbours.isEmpty
          ? "remove the event: \(name) has one page"
          : "swipe to page \(neighbours.map(String.init).joined(separator: " or ")),"
            + " or remove \"interactive\" to set the page")
    }
    let direction: PageDirection = change.to > shown ? .forward : .reverse
    if let given = change.direction, given != direction {
      throw EventProblem(
        message: "a swipe from page \(shown) to page \(change.to) of \(name) moves"
          + " \(direction.rawValue), not \(given.rawValue)",
        fix: "remove \"direction\": a swipe's direction is the way it moves")
    }
    if let running = transitions.pageSwipe ?? transitions.interactivePop {
      throw EventProblem(
        message: "the swipe on \(controllers[running].name) is still running; a user swipes"
          + " one thing at a time",
        fix: "swipe after that one ends, or remove this event")
    }
    let pageView = objects.controllerIDs[name]
    guard let pageView, showsChildren(pageView) else {
      throw EventProblem(
        message: "\(name) is not on screen: a user swipes only the pages shown",
        fix: "swipe while the page view controller is shown, or remove \"interactive\"")
    }
  }

  /// The end of a page change: completed, the outgoing page leaves the window and the incoming
  /// one appears, in the order of the page view controller's transition style (GT-241, WEB-983:
  /// `In.viewDidAppear → Out.viewDidDisappear` when scrolling, the other way round when curling);
  /// then the outgoing page leaves its parent (`willMove(toParent: nil)`,
  /// `didMove(toParent: nil)`), the incoming one gets `didMove(toParent: P)`
  /// (docs/behaviour.md#c86), and a swipe's delegate hears `didFinishAnimating` with
  /// `completed=true` (WEB-981, WEB-982; docs/behaviour.md#c84).
  ///
  /// Cancelled (a swipe only), see ``cancelSwipe(_:)``. When something else changed the page
  /// view controller's appearance meanwhile (a full-screen presentation over it), the pages end
  /// in line with it, as a push's do (L).
  mutating func finishPageChange(_ transition: PageTransition) {
    let pageView = transition.pageView
    transitions.ends[pageView] = nil
    if transitions.pageSwipe == pageView { transitions.pageSwipe = nil }
    guard transition.completes else {
      cancelSwipe(transition)
      return
    }
    let animated = transition.animated
    var disappearing: [ControllerID] = []
    beginDisappearance(transition.outgoing, animated: animated, into: &disappearing)
    disappearing = shownSubtree(of: transition.outgoing, in: .disappearing)
    takeOut(controllers[transition.outgoing].view)
    let appearing: [ControllerID]
    if pageTransitionStyle(of: pageView) == .pageCurl {
      endDisappearance(disappearing, animated: animated)
      appearing = settle(transition.incoming, under: pageView, animated: animated)
    } else {
      appearing = settle(transition.incoming, under: pageView, animated: animated)
      endDisappearance(disappearing, animated: animated)
    }
    record(controller: transition.outgoing, .willMove, TraceArguments(parent: .some(nil)))
    record(controller: transition.outgoing, .didMove, TraceArguments(parent: .some(nil)))
    record(
      controller: transition.incoming, .didMove,
      TraceArguments(parent: .some(controllers[pageView].name)))
    if transition.swipe {
      record(
        controller: pageView, .pageViewControllerDidFinishAnimating,
        TraceArguments(completed: true))
    }
    layoutPass(bracketed: brackets(appearing))
  }

  /// A swipe the user cancels, which springs back.
  ///
  /// The outgoing page is shown again and the incoming one leaves: `Out.viewWillAppear`, then the incoming page's `viewWillDisappear`;
  /// with `pageSwipeCancelBalanced` (GT-242) `Out.viewWillAppear → Out.viewDidAppear →
  /// In.viewWillDisappear → In.viewDidDisappear`, without it neither `viewDidAppear` nor
  /// `viewDidDisappear` (WEB-951; unverified order, docs/behaviour.md#c85). The incoming page
  /// leaves its parent, and the delegate hears `didFinishAnimating` with `completed=false`.
  ///
  /// When the page view controller no longer shows its pages, both end in line with it.
  private mutating func cancelSwipe(_ transition: PageTransition) {
    let pageView = transition.pageView
    controllers[pageView].shownPage = transition.outgoingIndex
    if let view = controllers[pageView].view { views.setGeometryDirty(view) }
    if showsChildren(pageView) && !behaviour.pages.cancelledSwipeBalances {
      var appearing: [ControllerID] = []
      beginAppearance(transition.outgoing, animated: true, into: &appearing)
      var disappearing: [ControllerID] = []
      beginDisappearance(transition.incoming, animated: true, into: &disappearing)
      takeOut(controllers[transition.incoming].view)
      endWithoutBalancingCallbacks(
        appearing: appearing,
        disappearing: shownSubtree(of: transition.incoming, in: .disappearing))
    } else {
      _ = settle(transition.outgoing, under: pageView, animated: true)
      var disappearing: [ControllerID] = []
      beginDisappearance(transition.incoming, animated: true, into: &disappearing)
      takeOut(controllers[transition.incoming].view)
      endDisappearance(
        shownSubtree(of: transition.incoming, in: .disappearing), animated: true)
    }
    record(controller: transition.incoming, .willMove, TraceArguments(parent: .some(nil)))
    record(controller: transition.incoming, .didMove, TraceArguments(parent: .some(nil)))
    if let view = controllers[pageView].view, isAttached(view) {
      updateGeometry(of: view, notify: true)
    }
    record(
      controller: pageView, .pageViewControllerDidFinishAnimating,
      TraceArguments(completed: false))
    layoutPass(bracketed: brackets([]))
  }

  /// The transition style a page view controller was made with.
  private func pageTransitionStyle(of pageView: ControllerID) -> PageTransitionStyle {
    if case .pageViewController(_, _, let spec) = controllers[pageView].node.kind {
      return spec.transitionStyle
    }
    return .scroll
  }
}
