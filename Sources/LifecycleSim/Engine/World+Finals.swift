extension World {
  /// The settled state of every object, in tree order: the window, the status bar, the
  /// keyboard, then each controller followed by its bars, its own views (pre-order, without other
  /// controllers' views) and its children; then presented controllers, then those removed during
  /// the run.
  func finalRecords() -> [FinalRecord] {
    var objects: [Int32] = [windowObject, statusBarObject]
    if keyboard.object >= 0 { objects.append(keyboard.object) }
    appendTreeOrder(of: rootController, to: &objects)
    var listed = Set(objects)
    for view in windowRootViews.dropFirst() {
      appendTreeOrder(of: views.controller[Int(view)], to: &objects)
    }
    for controller in removedControllers where !listed.contains(controllers[Int(controller)].object)
    {
      appendTreeOrder(of: controller, to: &objects)
      listed = Set(objects)
    }
    return objects.map { object in
      let entry = builder.trace.objects[Int(object)]
      return FinalRecord(
        object: entry.name, kind: entry.kind, state: finalState(of: references[Int(object)]))
    }
  }

  /// A controller whose view never loaded reports only that it is not in the window.
  private func finalState(of reference: ObjectReference) -> ObjectState {
    if case .controller(let id) = reference, controllers[Int(id)].view < 0 {
      return ObjectState(inWindow: false)
    }
    return state(of: reference)
  }

  private func appendTreeOrder(of controller: Int32, to objects: inout [Int32]) {
    let state = controllers[Int(controller)]
    objects.append(state.object)
    if let bar = state.navigationBar { objects.append(bar.object) }
    if let bar = state.toolbar { objects.append(bar.object) }
    if let bar = state.tabBar { objects.append(bar.object) }
    if state.view >= 0 {
      var view = state.view
      while view >= 0 {
        if view != state.view && views.controller[Int(view)] >= 0 {
          view = views.successorSkippingSubtree(of: view, within: state.view)
          continue
        }
        objects.append(views.object[Int(view)])
        view = views.preorderSuccessor(of: view, within: state.view)
      }
    }
    for child in state.allChildren { appendTreeOrder(of: child, to: &objects) }
  }
}
