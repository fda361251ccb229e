extension World {
  /// Begins the appearance of `controller` and the children it shows, parent first.
  ///
  /// Loads it if needed, puts its view in its navigation or tab bar controller's view and sends
  /// `viewWillAppear` (BEHAVIOUR.md §7.1 "Parent first", "Lazy load"). Appends each controller
  /// to `appearing`, pre-order.
  ///
  /// - Precondition: the controller is not appearing or appeared (a reversed disappearance is a
  ///   begin in the other direction and is allowed).
  mutating func beginAppearance(_ controller: Int32, animated: Bool, into appearing: inout [Int32])
  {
    loadViewIfNeeded(controller)
    switch controllers[Int(controller)].relation {
    case .navigationStack, .tab: installContainerChild(controller)
    case .windowRoot, .contained, .presented, .removed: break
    }
    let state = controllers[Int(controller)].appearance
    precondition(
      state == .disappeared || state == .disappearing,
      "Can't begin appearing \(controllers[Int(controller)].name) from \(state)")
    record(controller: controller, .viewWillAppear, TraceArguments(animated: animated))
    controllers[Int(controller)].appearance = .appearing
    appearing.append(controller)
    for child in controllers[Int(controller)].visibleChildren {
      beginAppearance(child, animated: animated, into: &appearing)
    }
  }

  /// Sends `viewWillDisappear` to `controller` and the children it shows, parent first, and
  /// appends each to `disappearing`.
  mutating func beginDisappearance(
    _ controller: Int32, animated: Bool, into disappearing: inout [Int32]
  ) {
    let state = controllers[Int(controller)].appearance
    guard state == .appeared || state == .appearing else { return }
    record(controller: controller, .viewWillDisappear, TraceArguments(animated: animated))
    controllers[Int(controller)].appearance = .disappearing
    disappearing.append(controller)
    for child in controllers[Int(controller)].visibleChildren {
      beginDisappearance(child, animated: animated, into: &disappearing)
    }
  }

  /// `viewIsAppearing` for each controller that began appearing, pre-order (profile 17, or
  /// 13–16 with `backDeployViewIsAppearing`; Apple: viewIsAppearing(_:)).
  mutating func sendViewIsAppearing(_ appearing: [Int32], animated: Bool) {
    guard profile.callsViewIsAppearing(quirks) else { return }
    for controller in appearing {
      record(controller: controller, .viewIsAppearing, TraceArguments(animated: animated))
    }
  }

  /// `viewDidAppear` for each controller still appearing.
  mutating func endAppearance(_ appearing: [Int32], animated: Bool) {
    for controller in appearing where controllers[Int(controller)].appearance == .appearing {
      record(controller: controller, .viewDidAppear, TraceArguments(animated: animated))
      controllers[Int(controller)].appearance = .appeared
    }
  }

  /// `viewDidDisappear` for each controller still disappearing.
  mutating func endDisappearance(_ disappearing: [Int32], animated: Bool) {
    for controller in disappearing where controllers[Int(controller)].appearance == .disappearing {
      record(controller: controller, .viewDidDisappear, TraceArguments(animated: animated))
      controllers[Int(controller)].appearance = .disappeared
    }
  }

  /// The controllers of the subtree shown from `controller` (itself, its shown children, …)
  /// whose appearance is `state`, pre-order.
  func shownSubtree(of controller: Int32, in state: AppearanceState) -> [Int32] {
    var result: [Int32] = []
    func visit(_ current: Int32) {
      guard controllers[Int(current)].appearance == state else { return }
      result.append(current)
      for child in controllers[Int(current)].visibleChildren { visit(child) }
    }
    visit(controller)
    return result
  }

  /// Every controller on screen now, pre-order: the root's shown tree, then each presented
  /// controller's.
  func visibleControllers() -> [Int32] {
    var result: [Int32] = []
    for view in windowRootViews where isAttached(view) {
      func visit(_ controller: Int32) {
        result.append(controller)
        for child in controllers[Int(controller)].visibleChildren { visit(child) }
      }
      visit(views.controller[Int(view)])
    }
    return result
  }

  /// A bracket flag per controller, set for `controllers`.
  func brackets(_ list: [Int32]) -> [Bool] {
    var flags = [Bool](repeating: false, count: controllers.count)
    for controller in list { flags[Int(controller)] = true }
    return flags
  }
}
