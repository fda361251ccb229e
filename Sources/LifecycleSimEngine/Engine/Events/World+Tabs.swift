import LifecycleSimCore

extension World {
  /// `selectTab`, never animated (docs/behaviour.md#tab-switch; GT-244, GT-245).
  ///
  /// `T2.viewDidLoad` (first time only) `→ T2.viewWillAppear → T1.viewWillDisappear`, the views
  /// swap, `[geo T2] → T2.viewIsAppearing* → L(T2) → T1.viewDidDisappear → T2.viewDidAppear`.
  /// A tab bar controller that does not show its children (off screen or covered) only changes
  /// its selection: the old tab's view leaves its view and the new tab appears with it later (L).
  package mutating func selectTab(_ index: Int, of name: String) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let tabController = try controllerID(name)
    let tabs = controllers[tabController].tabs
    guard tabs.indices.contains(index) else {
      throw EventProblem(
        message: "\(name) has \(tabs.count) tabs; there is no tab \(index)",
        fix: "use an index from 0 to \(tabs.count - 1)")
    }
    let previous = tabs[controllers[tabController].selectedIndex]
    let selected = tabs[index]
    guard selected != previous else { return [] }
    controllers[tabController].selectedIndex = index
    if let view = controllers[tabController].view { views.setGeometryDirty(view) }
    guard let tabView = controllers[tabController].view, showsChildren(tabController) else {
      leave(previous)
      return []
    }
    var appearing: [ControllerID] = []
    beginAppearance(selected, animated: false, into: &appearing)
    var disappearing: [ControllerID] = []
    beginDisappearance(previous, animated: false, into: &disappearing)
    takeOut(controllers[previous].view)
    attach(loadViewIfNeeded(selected))
    updateGeometry(afterAuthorityChangeIn: tabView, runtimeHide: true)
    sendViewIsAppearing(appearing, animated: false)
    layoutPass(bracketed: brackets(appearing))
    endDisappearance(disappearing, animated: false)
    endAppearance(appearing, animated: false)
    return []
  }
}
