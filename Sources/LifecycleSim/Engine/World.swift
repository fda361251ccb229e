/// The simulated UIKit world: device, behaviour model, window, controllers and views, in flat storage.
///
/// Its methods are the phases of a run-loop turn (docs/behaviour.md#overview); ``Simulator`` drives
/// them from its scheduler. Everything here is single-threaded and deterministic.
struct World {
  let device: Device
  /// The behaviour model in force: the rules' metrics and flags.
  let behaviour: Behaviour
  /// The device's window values under ``behaviour``.
  let windowMetrics: WindowMetrics
  let layoutDirection: LayoutDirection
  var orientation: Orientation
  /// The window's size in the current orientation.
  var screen: Size
  var bars: BarEnvironment

  var views = ViewStore()
  var scrolls: [ScrollState] = []
  var controllers: [ControllerState] = []
  var rootController: Int32 = -1
  var windowObject: Int32 = -1
  var statusBarObject: Int32 = -1
  var windowInsets = EdgeInsets.zero
  var statusBarVisible = true
  /// The status bar was hidden at run time on iOS 26 and its inset kept
  /// (`statusBarHiddenKeepsTopInset`; GT-070).
  var statusBarInsetKept = false
  /// The views the window holds directly: the root controller's, then each presented
  /// controller's, in presentation order.
  var windowRootViews: [Int32] = []
  /// Controllers taken out of the tree, for the final records.
  var removedControllers: [Int32] = []
  /// The keyboard, when the scenario uses it.
  var keyboard = KeyboardState()
  /// When the animated transition of a navigation controller or a presented controller ends;
  /// navigation and presentation events on it wait until then.
  var transitionEnds: [Int32: SimInstant] = [:]
  /// The navigation controller whose interactive pop is running, if any.
  var interactivePopInProgress: Int32?
  var builder: TraceBuilder
  /// What each trace object id stands for.
  var references: [ObjectReference] = []
  /// Controllers and loaded views by name, for events (looked up, never iterated).
  var controllerIDs: [String: Int32] = [:]
  var viewIDs: [String: Int32] = [:]
  var now = SimInstant.zero
  /// The epoch records belong to: that of the cause being processed.
  var epoch: Int32 = 0

  init(_ resolved: ResolvedScenario) {
    device = resolved.device
    behaviour = resolved.behaviour
    windowMetrics = resolved.window
    layoutDirection = resolved.scenario.layoutDirection
    orientation = resolved.orientation
    screen = orientation.isLandscape ? device.portraitSize.transposed : device.portraitSize
    bars = BarEnvironment(
      family: device.family, cutout: device.cutout,
      landscape: orientation.isLandscape,
      regularWidthInLandscape: device.isRegularWidthInLandscape, scale: device.scale)
    builder = TraceBuilder(header: resolved.header)
    windowObject = register("window", .window, .window)
    statusBarObject = register("statusBar", .statusBar, .statusBar)
    rootController = addController(resolved.scenario.root, parent: -1, relation: .windowRoot)
    if resolved.scenario.events.contains(where: \.action.isKeyboardEvent) {
      keyboard.object = register("keyboard", .keyboard, .keyboard)
    }
  }

  /// Registers a controller node and its descendants (pre-order), with their bars.
  mutating func addController(_ node: ControllerNode, parent: Int32, relation: ControllerRelation)
    -> Int32
  {
    let kind: TraceObjectKind =
      switch node.kind {
      case .viewController: .viewController
      case .navigationController: .navigationController
      case .tabBarController: .tabBarController
      case .hostingController: .hostingController
      }
    let id = Int32(controllers.count)
    let object = register(node.name, kind, .controller(id))
    controllerIDs[node.name] = id
    var state = ControllerState(name: node.name, object: object, node: node)
    state.parent = parent
    state.relation = relation
    controllers.append(state)
    switch node.kind {
    case .navigationController(let stack, let navigationBar, let toolbar):
      controllers[Int(id)].navigationBar = NavigationBarState(
        object: register("\(node.name).navigationBar", .navigationBar, .navigationBar(owner: id)),
        hidden: navigationBar.hidden, translucent: navigationBar.translucent,
        prefersLargeTitles: navigationBar.prefersLargeTitles)
      controllers[Int(id)].toolbar = BarState(
        object: register("\(node.name).toolbar", .toolbar, .toolbar(owner: id)),
        hidden: toolbar.hidden, translucent: toolbar.translucent)
      for child in stack {
        let childID = addController(child, parent: id, relation: .navigationStack)
        controllers[Int(id)].stack.append(childID)
      }
    case .tabBarController(let tabs, let selectedIndex, let tabBar):
      controllers[Int(id)].tabBar = BarState(
        object: register("\(node.name).tabBar", .tabBar, .tabBar(owner: id)),
        hidden: tabBar.hidden, translucent: tabBar.translucent)
      controllers[Int(id)].selectedIndex = selectedIndex
      for child in tabs {
        let childID = addController(child, parent: id, relation: .tab)
        controllers[Int(id)].tabs.append(childID)
      }
    case .viewController, .hostingController:
      break
    }
    for embedding in node.children {
      let childID = addController(
        embedding.controller, parent: id,
        relation: .contained(containerView: embedding.containerView, layout: embedding.layout))
      controllers[Int(id)].contained.append(childID)
    }
    return id
  }

  /// Adds a trace object standing for `reference`.
  mutating func register(_ name: String, _ kind: TraceObjectKind, _ reference: ObjectReference)
    -> Int32
  {
    references.append(reference)
    return builder.addObject(name: name, kind: kind)
  }

  /// The controller that decides the status bar (docs/behaviour.md#status-bar): the top-most
  /// full-screen presented controller, else the window root, with a navigation controller
  /// forwarding to its top and a tab bar controller to its selected tab (L).
  func statusBarAuthority() -> Int32 {
    var current = rootController
    for view in windowRootViews.reversed() {
      let controller = views.controller[Int(view)]
      if case .presented(let style) = controllers[Int(controller)].relation,
        style == .fullScreen || style == .overFullScreen
      {
        current = controller
        break
      }
    }
    while true {
      let state = controllers[Int(current)]
      if state.isNavigation, let top = state.stack.last {
        current = top
      } else if state.isTabBar, state.tabs.indices.contains(state.selectedIndex) {
        current = state.tabs[state.selectedIndex]
      } else {
        return current
      }
    }
  }

  /// The window's bounds.
  var windowBounds: Rect { Rect(size: screen) }

  /// The status bar's frame while visible.
  var statusBarFrame: Rect {
    Rect(x: 0, y: 0, width: screen.width, height: windowMetrics.statusBarHeight)
  }

  /// Whether `view` is in the window.
  func isAttached(_ view: Int32) -> Bool { views.flags[Int(view)].contains(.inWindow) }

  /// The view's frame in window coordinates.
  func windowFrame(of view: Int32) -> Rect {
    let frame = views.frame[Int(view)]
    let origin = views.windowOrigin[Int(view)]
    return Rect(x: origin.x, y: origin.y, width: frame.width, height: frame.height)
  }

  /// The scroll offset that is `view`'s bounds origin, zero for a plain view.
  func boundsOrigin(of view: Int32) -> Point {
    let scroll = views.scroll[Int(view)]
    return scroll >= 0 ? scrolls[Int(scroll)].contentOffset : .zero
  }

  /// `view`'s bounds.
  func bounds(of view: Int32) -> Rect {
    views.bounds(of: view, offset: boundsOrigin(of: view))
  }
}
