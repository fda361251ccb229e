import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Records one of the split view delegate's calls on the split view controller
  /// (docs/trace-formats.md#records, docs/behaviour.md#split-view-system-changes).
  mutating func recordSplitDelegate(_ split: ControllerID, _ call: SplitViewRule.DelegateCall) {
    switch call {
    case .willChangeTo(let mode):
      record(
        controller: split, .splitViewControllerWillChangeDisplayMode,
        TraceArguments(displayMode: mode))
    case .topColumnForCollapsing(let proposed):
      record(
        controller: split, .splitViewControllerTopColumnForCollapsing,
        TraceArguments(column: proposed))
    case .displayModeForExpanding(let proposed):
      record(
        controller: split, .splitViewControllerDisplayModeForExpanding,
        TraceArguments(displayMode: proposed))
    case .willShow(let column):
      record(controller: split, .splitViewControllerWillShowColumn, TraceArguments(column: column))
    case .willHide(let column):
      record(controller: split, .splitViewControllerWillHideColumn, TraceArguments(column: column))
    case .didShow(let column):
      record(controller: split, .splitViewControllerDidShowColumn, TraceArguments(column: column))
    case .didHide(let column):
      record(controller: split, .splitViewControllerDidHideColumn, TraceArguments(column: column))
    case .didCollapse:
      record(controller: split, .splitViewControllerDidCollapse)
    case .didExpand:
      record(controller: split, .splitViewControllerDidExpand)
    }
  }
}
