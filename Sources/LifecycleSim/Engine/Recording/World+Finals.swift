extension World {
  /// The settled state of every object, in tree order: the window, the status bar, the
  /// keyboard, then each controller followed by its bars, its own views (pre-order, without other
  /// controllers' views) and its children; then presented controllers, then those removed during
  /// the run.
  func finalRecords() -> [FinalRecord] {
    var objects: [ObjectID] = [windowObject, statusBarObject]
    if let keyboard = keyboard.object { objects.append(keyboard) }
    appendTreeOrder(of: rootController, to: &objects)
    var listed = Set(objects)
    for view in windowRootViews.dropFirst() {
      if let controller = views.controller[view] { appendTreeOrder(of: controller, to: &objects) }
    }
    for controller in removedControllers where !listed.contains(controllers[controller].object) {
      appendTreeOrder(of: controller, to: &objects)
      listed = Set(objects)
    }
    return objects.map { object in
      let entry = recorder.object(object)
      return FinalRecord(
        object: entry.name, kind: entry.kind, state: finalState(of: references[object]))
    }
  }

  /// A controller whose view never loaded reports only that it is not in the window.
  private func finalState(of reference: ObjectReference) -> ObjectState {
    if case .controller(let id) = reference, controllers[id].view == nil {
      return ObjectState(inWindow: false)
    }
    return state(of: reference)
  }

  private func appendTreeOrder(of controller: ControllerID, to objects: inout [ObjectID]) {
    let state = controllers[controller]
    objects.append(state.object)
    if let bar = state.navigationBar { objects.append(bar.object) }
    if let bar = state.toolbar { objects.append(bar.object) }
    if let bar = state.tabBar { objects.append(bar.object) }
    if let root = state.view {
      var next: ViewID? = root
      while let view = next {
        if view != root && views.controller[view] != nil {
          next = views.successorSkippingSubtree(of: view, within: root)
          continue
        }
        objects.append(views.object[view])
        next = views.preorderSuccessor(of: view, within: root)
      }
    }
    for index in state.swiftUINodes { objects.append(swiftUINodes[index].object) }
    for child in state.allChildren { appendTreeOrder(of: child, to: &objects) }
  }
}
