import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// A `split` event: `show(_:)`, `hide(_:)`, or `preferredDisplayMode` set while the app runs
  /// (docs/behaviour.md#split-view-events).
  ///
  /// Expanded, the new display mode (``SplitViewRule/displayMode(after:from:_:)``) re-arranges
  /// the columns. When the mode shown changes: the delegate's
  /// `splitViewController(_:willChangeTo:)` with it (WEB-897), the leaving columns'
  /// `viewWillDisappear` and the coming columns' load and `viewWillAppear`, the geometry,
  /// `viewIsAppearing`, the layout pass; `show` and `hide` animate (WEB-894, WEB-895): their
  /// `viewDidDisappear` and `viewDidAppear` come when the 0.35 s transition ends, with
  /// `animated=true`; `displayMode` takes effect at once (WEB-896) and ends them in the same turn
  /// with `animated=false` (docs/behaviour.md#c79). Collapsed, the split view shows one column
  /// and nothing changes on screen; a `displayMode` is kept for when it expands
  /// (docs/behaviour.md#c80).
  package mutating func changeSplit(_ name: String, _ change: SplitViewChange) throws(EventProblem)
    -> [(SimDuration, Completion)]
  {
    let split = try controllerID(name)
    guard case .splitViewController(let spec) = controllers[split].node.kind,
      let arrangement = controllers[split].splitArrangement
    else {
      throw EventProblem(
        message: "\(name) is not a split view controller", fix: "name a splitViewController")
    }
    if arrangement.collapsed {
      if case .displayMode(let mode) = change { controllers[split].splitDisplayMode = mode }
      return []
    }
    var effective = spec
    if let mode = controllers[split].splitDisplayMode { effective.preferredDisplayMode = mode }
    controllers[split].splitDisplayMode = SplitViewRule.displayMode(
      after: change, from: arrangement.displayMode, effective)
    let old = controllers[split].shownColumns
    arrangeSplitColumns(split)
    guard let arranged = controllers[split].splitArrangement,
      arranged.displayMode != arrangement.displayMode
    else { return [] }
    record(
      controller: split, .splitViewControllerWillChangeDisplayMode,
      TraceArguments(displayMode: arranged.displayMode))
    let new = controllers[split].shownColumns
    guard let splitView = controllers[split].view else { return [] }
    views.setGeometryDirty(splitView)
    let animated: Bool
    if case .displayMode = change { animated = false } else { animated = true }
    guard showsChildren(split) else {
      // Off screen or covered: the columns change without callbacks and appear with it later.
      for column in old where !new.contains(column) { leave(column) }
      return []
    }
    var disappearing: [ControllerID] = []
    for column in old where !new.contains(column) {
      beginDisappearance(column, animated: animated, into: &disappearing)
      takeOut(controllers[column].view)
    }
    var appearing: [ControllerID] = []
    // A radar's variant: a classic split's display mode change shows the column silently.
    let silently =
      behaviour.splitViews.displayModeChangeSkipsAppearance && spec.style == .classic
      && !animated
    for column in new where !old.contains(column) {
      beginAppearance(column, animated: animated, into: &appearing, silently: silently)
      if let view = controllers[column].view { attach(view) }
    }
    updateGeometry(of: splitView, notify: true)
    sendViewIsAppearing(appearing, animated: animated)
    layoutPass(bracketed: brackets([split] + new))
    guard animated else {
      endDisappearance(disappearing, animated: false)
      endAppearance(appearing, animated: false)
      return []
    }
    let length = behaviour.timing.navigationTransitionDuration
    transitions.ends[split] = now + length
    return [
      (
        length,
        .finishSplitChange(split: split, appearing: appearing, disappearing: disappearing)
      )
    ]
  }

  /// The end of a `show` or `hide` transition: `viewDidDisappear` for the columns that left,
  /// `viewDidAppear` for those that came, unless something else changed them meanwhile.
  mutating func finishSplitChange(
    _ split: ControllerID, appearing: [ControllerID], disappearing: [ControllerID]
  ) {
    transitions.ends[split] = nil
    endDisappearance(disappearing, animated: true)
    endAppearance(appearing, animated: true)
  }
}
