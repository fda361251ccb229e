import LifecycleSimCore
import LifecycleSimModel

extension World {
  /// `setSearchActive`: the controller's search starts or ends (docs/behaviour.md#search-controllers).
  ///
  /// While the controller tops a shown navigation stack, its bar takes its new height at
  /// once (the field's own animation is not modelled), the safe area and adjusted insets below
  /// it follow with their callbacks, and one layout pass brackets the controllers whose values
  /// changed, as a scroll does.
  mutating func setSearchActive(_ name: String, active: Bool) throws(EventProblem) {
    let controller = try controllerID(name)
    guard controllers[controller].node.searchController != nil else {
      throw EventProblem(
        message: "\"\(name)\" has no search controller",
        fix: "give \(name) a \"searchController\" key, or name the controller that has one")
    }
    guard controllers[controller].searchActive != active else { return }
    controllers[controller].searchActive = active
    var bracketed = LayoutBrackets()
    if case .navigationStack = controllers[controller].relation,
      let navigation = controllers[controller].parent,
      controllers[navigation].stack.last == controller,
      let navigationView = controllers[navigation].view,
      isAttached(navigationView)
    {
      views.setGeometryDirty(navigationView)
      let before = recorder.recordCount
      updateWindowGeometry()
      bracketControllers(recordedSince: before, in: &bracketed)
    }
    layoutPass(bracketed: bracketed)
  }
}
