import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `scroll` (docs/behaviour.md#scrolling): the content offset moves, as a frame of the user's
  /// drag or `setContentOffset(_:animated: false)` moves it.
  ///
  /// A named SwiftUI `scrollView`, `list` or `form` scrolls in ``scrollSwiftUI(_:named:to:)``.
  mutating func scroll(_ name: String, to offset: Point) throws(EventProblem) {
    if let node = swiftUI.node(named: name) {
      try scrollSwiftUI(node, named: name, to: offset)
      return
    }
    let view = try viewID(name)
    _ = try scrollID(of: view, named: name)
    moveContentOffset(of: view, to: offset)
  }

  /// `scroll` with `animated: true`, as `setContentOffset(_:animated: true)` scrolls.
  ///
  /// Nothing moves at the call (OU-080); the offset moves at a constant rate (Apple's Scroll View Programming Guide,
  /// WEB-724) in `frames` frames over the animation, each a frame of ``moveContentOffset(of:to:)``,
  /// and the last ends with `scrollViewDidEndScrollingAnimation`.
  mutating func animatedScroll(
    _ name: String, to offset: Point, duration: Double?, frames: Int?
  ) throws(EventProblem) -> [(SimDuration, Completion)] {
    let view = try viewID(name)
    let scroll = try scrollID(of: view, named: name)
    let length = animationLength(duration, default: behaviour.timing.scrollAnimationDuration)
    // One frame every 1/60 s unless the event says, at most as many as the format allows.
    let perDisplay = Double(length.microseconds) * 60 / 1_000_000
    let count =
      frames
      ?? Swift.max(1, Swift.min(EventAction.mostScrollFrames, Int(perDisplay.rounded(.up))))
    let start = scrolls[scroll].contentOffset
    let total = length.microseconds
    return (1...count).map { frame in
      (
        SimDuration(microseconds: total * Int64(frame) / Int64(count)),
        Completion.scrollFrame(
          view: view, start: start, target: offset, frame: frame, count: count)
      )
    }
  }

  /// Frame `frame` of `count` of an animated scroll: the offset moves on by the frame's share of
  /// the way, on top of wherever the system moved it since (an iOS 26 collapse); the last frame
  /// reaches the target and tells the delegate the animation ended.
  mutating func scrollFrame(
    _ view: ViewID, from start: Point, to target: Point, frame: Int, of count: Int
  ) {
    guard let scroll = views.scroll[view] else { return }
    func along(_ step: Int) -> Point {
      guard step < count else { return target }
      let share = Double(step) / Double(count)
      return Point(
        x: start.x + (target.x - start.x) * share, y: start.y + (target.y - start.y) * share)
    }
    let planned = along(frame - 1)
    let now = scrolls[scroll].contentOffset
    let next = along(frame)
    moveContentOffset(
      of: view, to: Point(x: next.x + now.x - planned.x, y: next.y + now.y - planned.y))
    if frame == count { record(view: view, .scrollViewDidEndScrollingAnimation) }
  }

  /// One frame of a scroll: the offset moves to `offset`.
  ///
  /// 1. `scrollViewDidScroll`, from the bounds setter (WEB-703); an offset that does not move
  ///    sends nothing.
  /// 2. Geometry: the scroll view's subviews read their new place, and a navigation bar whose
  ///    large title this scroll view drives places itself again (docs/behaviour.md#large-title-collapse):
  ///    the bar's frame, the safe area below it and the adjusted inset follow, with their
  ///    callbacks; a tab bar this scroll view minimizes places itself again
  ///    (docs/behaviour.md#tab-bar-minimization).
  /// 3. One layout pass: the scroll view and its superview lay out (WEB-205), and each controller
  ///    whose values changed is bracketed (WEB-702).
  private mutating func moveContentOffset(of view: ViewID, to offset: Point) {
    guard let scroll = views.scroll[view], scrolls[scroll].contentOffset != offset else { return }
    scrolls[scroll].contentOffset = offset
    scrolls[scroll].scrollCount &+= 1
    invalidateBoundsOrigin(of: view)
    if derivations != nil {
      deriveOffset(
        of: view, offset, story: Self.scrollStory,
        inputs: [.init("offset", TraceValue.point(offset).text)])
    }
    record(view: view, .scrollViewDidScroll)
    var bracketed = LayoutBrackets()
    if isAttached(view) {
      if let bar = navigationControllerDriven(by: view), let barView = controllers[bar].view {
        views.setGeometryDirty(barView)
      }
      if let tabs = tabBarControllerMinimized(by: view), let tabView = controllers[tabs].view {
        views.setGeometryDirty(tabView)
      }
      let before = recorder.recordCount
      updateWindowGeometry()
      bracketControllers(recordedSince: before, in: &bracketed)
    }
    layoutPass(bracketed: bracketed)
  }

  /// `scroll` on a named SwiftUI scroll view (docs/behaviour.md#swiftui-scrolling).
  ///
  /// The offset moves, and its hosting controller's SwiftUI content is laid out again, as for a
  /// keyboard change: a `NavigationStack` whose large title this scroll view drives gives way
  /// as UIKit's does, and the nodes whose frame or insets changed get `onPreferenceChange`, the
  /// scroll view too. Nothing outside that hosting controller is laid out.
  private mutating func scrollSwiftUI(_ node: Int, named name: String, to offset: Point)
    throws(EventProblem)
  {
    let state = swiftUI.nodes[node]
    guard state.isScrollView else {
      throw EventProblem(
        message: "the SwiftUI view \"\(name)\" is not a scroll view",
        fix: "name a SwiftUI scrollView, list or form, or a UIKit scroll view")
    }
    let held = swiftUI.offsets[node]
    guard held ?? state.placement?.contentOffset != offset else { return }
    if held == nil {
      var moved = swiftUI.scrolled[state.host] ?? []
      moved.append(node)
      swiftUI.scrolled[state.host] = moved
    }
    swiftUI.offsets[node] = offset
    // Not laid out (an unselected tab): the offset waits for the next layout.
    guard state.placement != nil else { return }
    layOutSwiftUI(of: state.host, scrolled: node)
  }

  /// The navigation controller whose bar follows `view`: the one whose top controller has it
  /// as its content scroll view, when that bar shows a large title, a search slot that hides, or
  /// can minimize.
  private mutating func navigationControllerDriven(by view: ViewID) -> ControllerID? {
    guard let owner = owningController(of: view),
      controllers[owner].collapsingZone != nil || controllers[owner].barMinimization != nil,
      case .navigationStack = controllers[owner].relation,
      let navigation = controllers[owner].parent, controllers[navigation].stack.last == owner,
      cachedContentScrollView(of: owner) == view
    else { return nil }
    return navigation
  }
}

extension World {
  /// The offset a `scroll` event sets.
  static let scrollStory = RuleStory(
    "set by the scroll event", sources: ["WEB-703", "docs/behaviour.md#scrolling"])
}
