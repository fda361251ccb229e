import LifecycleSimTrace

extension World {
  /// Adds the settled state of every object to the trace, in tree order: the window, the status
  /// bar, the keyboard, then each controller followed by its bars, its own views (pre-order,
  /// without other controllers' views) and its children; then presented controllers, then those
  /// removed during the run.
  func recordFinals() {
    var objects: [ObjectID] = [windowObject, statusBarObject]
    if let keyboard = keyboard.object { objects.append(keyboard) }
    appendTreeOrder(of: rootController, to: &objects)
    let inTree = objects.count
    for view in window.rootViews.dropFirst() {
      if let controller = views.controller[view] { appendTreeOrder(of: controller, to: &objects) }
    }
    // A controller removed during the run comes with its tree unless it is listed already
    // (pushed again, or removed twice). Marks by object id: no hashing, and each object is
    // marked once however many controllers were removed.
    if !transitions.removedControllers.isEmpty {
      var listed = [Bool](repeating: false, count: self.objects.references.count)
      for object in objects[..<inTree] { listed[object.index] = true }
      var unmarked = inTree
      for controller in transitions.removedControllers
      where !listed[controllers[controller].object.index] {
        appendTreeOrder(of: controller, to: &objects)
        for object in objects[unmarked...] { listed[object.index] = true }
        unmarked = objects.count
      }
    }
    for object in objects {
      let reference = self.objects.references[object]
      // When the run ended as an epoch closed, the objects observed in it were just settled at
      // the state they read now: their final records are found rather than computed again.
      if !isViewlessController(reference), recorder.addFinalAsLastSettled(object) { continue }
      recorder.addFinal(object, state: finalState(of: reference))
    }
  }

  /// What the final record of an object reads: its state now, except that a controller whose
  /// view never loaded reports only that it is not in the window.
  func finalState(of reference: ObjectReference) -> ObjectState {
    isViewlessController(reference) ? ObjectState(inWindow: false) : state(of: reference)
  }

  /// Whether `reference` is a controller whose view has not loaded.
  private func isViewlessController(_ reference: ObjectReference) -> Bool {
    guard case .controller(let id) = reference else { return false }
    return controllers[id].view == nil
  }

  /// Appends the objects of `root` and of the controllers below it, each controller before its
  /// children.
  ///
  /// The walk keeps its own stack of the controllers to visit: recursing, a debug
  /// build took about 5.7 KB of stack a controller, too much for 127 chained children on a
  /// 512 KiB thread.
  private func appendTreeOrder(of root: ControllerID, to objects: inout [ObjectID]) {
    var pending = [root]
    while let controller = pending.popLast() {
      appendObjects(of: controller, to: &objects)
      pending.append(contentsOf: controllers[controller].allChildren.reversed())
    }
  }

  /// Appends the objects of `controller`: itself, its bars, its views (not those of the
  /// controllers below it) and its SwiftUI nodes.
  private func appendObjects(of controller: ControllerID, to objects: inout [ObjectID]) {
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
    // Its own nodes and those events added, less those an inspector's sheet holds (and those
    // it holds, for a sheet).
    for index in swiftUINodeIndices(of: controller) {
      objects.append(swiftUI.nodes[index].object)
    }
  }
}
