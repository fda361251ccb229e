import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// `scroll` (docs/behaviour.md#scrolling): the content offset moves, as a frame of the user's
  /// drag or `setContentOffset(_:animated: false)` moves it.
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
  mutating func scroll(_ name: String, to offset: Point) throws(EventProblem) {
    let view = try viewID(name)
    let scroll = try scrollID(of: view, named: name)
    guard scrolls[scroll].contentOffset != offset else { return }
    scrolls[scroll].contentOffset = offset
    invalidateBoundsOrigin(of: view)
    if derivations != nil {
      deriveOffset(
        of: view, offset, story: Self.scrollStory,
        inputs: [.init("offset", TraceValue.point(offset).text)])
    }
    record(view: view, .scrollViewDidScroll)
    var bracketed = [Bool](repeating: false, count: controllers.count)
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

  /// The navigation controller whose bar follows `view`: the one whose top controller has it
  /// as its content scroll view, when that bar shows a large title.
  private mutating func navigationControllerDriven(by view: ViewID) -> ControllerID? {
    guard let owner = owningController(of: view), controllers[owner].largeTitle != nil,
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
