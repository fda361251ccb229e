extension World {
  /// The initial display (epoch 0): the root controller is installed in the window at time 0
  /// and everything it shows appears, not animated (BEHAVIOUR.md §7.2).
  ///
  /// The phases of the turn (§1.2):
  /// 1. Handler: loads and `viewWillAppear`, parent first; a shown child loads right before its
  ///    own `viewWillAppear` (OU-070, GT-244). Views read zero: not in a window yet (GT-145,
  ///    GT-208, GT-220, GT-221, seed003, seed004).
  /// 2. Attach: the root view takes the window's bounds and the tree joins the window.
  /// 3. Geometry: safe areas, margins and bars top-down, with their notifications.
  /// 4. `viewIsAppearing` (profile 17, or 13 with `backDeployViewIsAppearing`), pre-order.
  /// 5. Layout: two passes with a bracket per appearing controller (GT-215, GT-229, GT-232).
  /// 6. Post-commit: `viewDidAppear`, pre-order.
  mutating func performInitialDisplay() {
    let authority = controllers[Int(statusBarAuthority())].node
    statusBarVisible = WindowRule.statusBarVisible(
      device: device, landscape: orientation.isLandscape,
      prefersHidden: authority.prefersStatusBarHidden)
    windowInsets = WindowRule.windowInsets(
      device: device, profile: profile.version, orientation: orientation,
      statusBarVisible: statusBarVisible, quirks: quirks)

    var appearing: [Int32] = []
    beginAppearance(rootController, appearing: &appearing)

    let rootView = controllers[Int(rootController)].view
    views.frame[Int(rootView)] = windowBounds
    attach(rootView)
    updateGeometry(of: rootView, notify: true)

    let appearingArguments = TraceArguments(animated: false)
    if profile.callsViewIsAppearing(quirks) {
      for controller in appearing {
        record(controller: controller, .viewIsAppearing, appearingArguments)
      }
    }

    var bracketed = [Bool](repeating: false, count: controllers.count)
    for controller in appearing { bracketed[Int(controller)] = true }
    for _ in 0..<profile.parameters.firstDisplayLayoutPasses {
      layoutPass(bracketed: bracketed)
    }

    for controller in appearing {
      record(controller: controller, .viewDidAppear, appearingArguments)
      controllers[Int(controller)].appearance = .appeared
    }
  }

  /// Loads `controller` if needed, sends its `viewWillAppear(false)`, then does the same for the
  /// children it shows, parent first (BEHAVIOUR.md §7.1 "Parent first", "Lazy load").
  private mutating func beginAppearance(_ controller: Int32, appearing: inout [Int32]) {
    loadViewIfNeeded(controller)
    if case .navigationStack = controllers[Int(controller)].relation {
      installContainerChild(controller)
    } else if case .tab = controllers[Int(controller)].relation {
      installContainerChild(controller)
    }
    precondition(
      controllers[Int(controller)].appearance == .disappeared,
      "Can't begin appearing from \(controllers[Int(controller)].appearance)")
    record(controller: controller, .viewWillAppear, TraceArguments(animated: false))
    controllers[Int(controller)].appearance = .appearing
    appearing.append(controller)
    for child in controllers[Int(controller)].visibleChildren {
      beginAppearance(child, appearing: &appearing)
    }
  }
}
