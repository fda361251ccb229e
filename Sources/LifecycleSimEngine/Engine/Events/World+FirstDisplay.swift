import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// The initial display (epoch 0): the root controller is installed in the window at time 0
  /// and everything it shows appears, not animated (docs/behaviour.md#first-display).
  ///
  /// The phases of the turn (docs/behaviour.md#overview): 1. Handler: loads and `viewWillAppear`,
  /// parent first; a shown child loads right before its
  ///    own `viewWillAppear` (OU-070, GT-244). Views read zero: not in a window yet (GT-145,
  ///    GT-208, GT-220, GT-221, seed003, seed004).
  /// 2. Attach: the root view takes the window's bounds and the tree joins the window.
  /// 3. Geometry: safe areas, margins and bars top-down, with their notifications.
  /// 4. `viewIsAppearing` (profile 17, or 13 with `backDeployViewIsAppearing`), pre-order.
  /// 5. Layout: two passes with a bracket per appearing controller (GT-215, GT-229, GT-232).
  /// 6. Post-commit: `viewDidAppear`, pre-order.
  /// 7. The sheets of the inspectors a compact width shows as sheets are presented
  ///    (docs/behaviour.md#swiftui-inspector): the completions returned end them.
  mutating func performInitialDisplay() throws(EventProblem) -> [(SimDuration, Completion)] {
    refreshWindowState()
    var appearing: [ControllerID] = []
    beginAppearance(rootController, animated: false, into: &appearing)

    let rootView = loadViewIfNeeded(rootController)
    placeWindowRootView(
      rootView, invalidates: false, rule: "the window's root view fills the window",
      sources: ["docs/behaviour.md#root-view-frames"])
    window.rootViews = [rootView]
    attach(rootView)
    updateGeometry(of: rootView, notify: true)

    sendViewIsAppearing(appearing, animated: false)
    let bracketed = brackets(appearing)
    for _ in 0..<behaviour.timing.firstDisplayLayoutPasses {
      layoutPass(bracketed: bracketed)
    }
    endAppearance(appearing, animated: false)
    return try adaptInspectorSheets()
  }
}
