import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

/// The simulated UIKit world: device, behaviour model, window, controllers and views, in flat storage.
///
/// Its methods are the phases of a run-loop turn (docs/behaviour.md#overview); ``Simulator`` drives
/// them from its scheduler. Everything here is single-threaded and deterministic.
///
/// Its state is a few stores, each with one owner (docs/architecture.md#the-engine):
/// ``WindowState`` (events), ``WindowGeometry`` (the attachment phase), ``TransitionState``
/// (navigation and presentation events), ``ObjectDirectory`` (registration), ``SwiftUIStore``
/// and ``PassState`` (the phases), and the object stores ``ViewStore``, ``ScrollState`` and
/// ``ControllerState``, whose inputs events write and whose derived values (safe areas, margins,
/// window origins, placed frames, bar frames, layout guides, adjusted insets, appearance) only
/// the phases write. The folders of `Engine/` say which code that is:
/// - `State/`: the stored state, its ids (``ViewID``, ``ControllerID``, ``ScrollID``,
///   ``ObjectID``) and stores. Only the view tree's links change here
///   (``ViewStore/addSubview(_:to:)``); nothing here records.
/// - `Phases/`: the phases of a turn (loading, appearance, attachment, placement of the window's
///   views, geometry with container placement and content insets, layout). They alone compute
///   derived values.
/// - `Events/`: one handler per event family (navigation, presentation, tabs, containment,
///   keyboard, rotation, status bar, property events; the initial display; completions). A handler
///   changes what its event names (a stack, a selection, a presented controller, a bar's hidden
///   flag, a property) and then runs the phases; it computes no derived value itself.
/// - `Recording/`: what an app reads from each object, through the ``Recorder``; it changes no
///   state (its methods are not `mutating`). Time is the scheduler's alone
///   (``SimulationClock``); the recorder and the world read it.
///
/// `EngineContractTests` checks these owners by reading the sources, and the compiler checks
/// the clock and recording.
struct World {
  /// The device, the behaviour and the window values, behind one reference.
  private let constants: RunConstants
  package var device: Device { constants.device }
  /// The behaviour model in force: the rules' metrics and flags.
  package var behaviour: Behaviour { constants.behaviour }
  /// The device's window values under ``behaviour``.
  var windowMetrics: WindowMetrics { constants.windowMetrics }
  let layoutDirection: LayoutDirection
  /// Whether the app's window stays the screen whatever window the scenario asks for: an iPad
  /// app that requires full screen, on iPadOS 26 (``FullScreenRequirementRule``).
  let keepsScreen: Bool
  /// The window's root controller, the first one ``init(_:recorder:derivations:)`` adds.
  let rootController = ControllerID(raw: 0)
  /// The window's trace object, the first one ``init(_:recorder:derivations:)`` registers.
  let windowObject = ObjectID(raw: 0)
  /// The status bar's trace object, the second one ``init(_:recorder:derivations:)`` registers.
  let statusBarObject = ObjectID(raw: 1)

  /// The window's orientation, size and root views (owner: events).
  package var window: WindowState
  /// The window's safe area and status bar (owner: the attachment phase).
  package var windowGeometry = WindowGeometry()
  /// Every view: the tree and the app's settings (owner: events and loading), and the values
  /// the geometry and layout phases derive (safe area, margins, window origin, placed frames).
  package var views = ViewStore()
  /// Every scroll view's settings (owner: events) and derived insets and offset (owner: phases).
  var scrolls = IDArray<ScrollID, ScrollState>()
  /// Every controller: the tree and the app's settings (owner: events), appearance (owner: the
  /// appearance phase) and derived bars and guides (owner: the geometry phase).
  package var controllers = IDArray<ControllerID, ControllerState>()
  /// The SwiftUI nodes of the hosting controllers (owner: the SwiftUI phase).
  var swiftUI = SwiftUIStore()
  /// The keyboard, when the scenario uses it (owner: the keyboard events).
  package var keyboard = KeyboardState()
  /// The running animated transitions (owner: navigation and presentation events).
  var transitions = TransitionState()
  /// What trace objects stand for and the names events use (owner: registration).
  package var objects: ObjectDirectory
  /// The running passes' bookkeeping (owner: the phases).
  var pass = PassState()
  /// The clock, the epochs and the trace: the world records through it.
  let recorder: Recorder
  /// How values were derived, while a run explains one (`lifecycle-sim explain`); `nil`
  /// otherwise.
  package var derivations: DerivationLog?

  package init(_ resolved: ResolvedScenario, recorder: Recorder, derivations: DerivationLog? = nil)
  {
    constants = RunConstants(
      device: resolved.device, behaviour: resolved.behaviour, windowMetrics: resolved.window)
    layoutDirection = resolved.scenario.layoutDirection
    keepsScreen = FullScreenRequirementRule.keepsScreen(
      requiresFullScreen: resolved.scenario.requiresFullScreen, family: resolved.device.family,
      major: resolved.behaviour.profile)
    window = WindowState(
      device: resolved.device, orientation: resolved.orientation,
      spec: keepsScreen ? nil : resolved.scenario.window,
      resizes: (keepsScreen && resolved.scenario.window != nil)
        || resolved.scenario.events.contains {
          if case .resizeWindow = $0.action { true } else { false }
        })
    self.recorder = recorder
    self.derivations = derivations
    objects = ObjectDirectory(
      viewNames: ViewNameIndex(lookingUp: resolved.scenario.events.compactMap(\.action.viewName)))
    // Room for the root tree's views and objects, which the first display makes: growing the
    // stores by doubling copied each of them about once more.
    views.reserve(resolved.rootSize.views)
    objects.references.reserve(resolved.rootSize.objects)
    recorder.reserve(objects: resolved.rootSize.objects)
    register("window", .window, .window)
    register("statusBar", .statusBar, .statusBar)
    swiftUI.tracesBars = resolved.scenario.events.contains {
      if case .swiftUI = $0.action { true } else { false }
    }
    addController(resolved.scenario.root, parent: nil, relation: .windowRoot)
    if resolved.scenario.events.contains(where: \.action.isKeyboardEvent) {
      keyboard.object = register("keyboard", .keyboard, .keyboard)
    }
  }

  /// Registers a controller node and its descendants (pre-order), with their bars.
  ///
  /// The walk keeps its own stack of the controllers still to register: recursing, a debug
  /// build took about 9.3 KB of stack a level, too much for 43 nested child controllers (views
  /// at the depth limit) on a 512 KiB thread. With `registersSwiftUINodes` false, the root
  /// controller's SwiftUI nodes are not registered: they are lent to it (an inspector's sheet).
  @discardableResult
  mutating func addController(
    _ node: ControllerNode, parent: ControllerID?, relation: ControllerRelation,
    registersSwiftUINodes: Bool = true
  ) -> ControllerID {
    let root = addControllerItself(
      node, parent: parent, relation: relation, registersSwiftUINodes: registersSwiftUINodes)
    /// Controllers to register, the next last, with their parent and the parent's list of them.
    var pending:
      [(
        ControllerNode, ControllerID, ControllerRelation,
        WritableKeyPath<ControllerState, [ControllerID]>
      )] = []
    func hold(_ node: ControllerNode, _ id: ControllerID) {
      for embedding in node.children.reversed() {
        pending.append(
          (
            embedding.controller, id,
            .contained(containerView: embedding.containerView, layout: embedding.layout),
            \.contained
          ))
      }
      switch node.kind {
      case .navigationController(let stack, _, _):
        for child in stack.reversed() { pending.append((child, id, .navigationStack, \.stack)) }
      case .tabBarController(let tabs, _, _):
        for child in tabs.reversed() { pending.append((child, id, .tab, \.tabs)) }
      case .splitViewController(let spec):
        for entry in spec.columns.reversed() {
          pending.append((entry.controller, id, .splitColumn(entry.column), \.columns))
        }
      case .pageViewController(let pages, _, _):
        for child in pages.reversed() { pending.append((child, id, .page, \.pages)) }
      case .viewController, .hostingController:
        break
      }
    }
    hold(node, root)
    while let (child, parent, relation, list) = pending.popLast() {
      let id = addControllerItself(child, parent: parent, relation: relation)
      controllers[parent][keyPath: list].append(id)
      if case .contained = relation, controllers[parent].represents.contains(child.name) {
        controllers[id].isRepresented = true
      }
      hold(child, id)
    }
    for raw in root.raw..<controllers.nextID.raw {
      let controller = ControllerID(raw: raw)
      if controllers[controller].isSplit { arrangeSplitColumns(controller) }
    }
    return root
  }

  /// Registers one controller node with its bars and SwiftUI nodes, not the controllers it
  /// holds.
  private mutating func addControllerItself(
    _ node: ControllerNode, parent: ControllerID?, relation: ControllerRelation,
    registersSwiftUINodes: Bool = true
  ) -> ControllerID {
    let kind: TraceObjectKind =
      switch node.kind {
      case .viewController: .viewController
      case .navigationController: .navigationController
      case .tabBarController: .tabBarController
      case .hostingController: .hostingController
      case .splitViewController: .splitViewController
      case .pageViewController: .pageViewController
      }
    let id = controllers.nextID
    let object = register(node.name, kind, .controller(id))
    objects.controllerIDs[node.name] = id
    var state = ControllerState(name: node.name, object: object, node: node)
    state.parent = parent
    state.relation = relation
    controllers.append(state)
    switch node.kind {
    case .navigationController(_, let navigationBar, let toolbar):
      controllers[id].navigationBar = NavigationBarState(
        object: register("\(node.name).navigationBar", .navigationBar, .navigationBar(owner: id)),
        hidden: navigationBar.hidden, translucent: navigationBar.translucent,
        prefersLargeTitles: navigationBar.prefersLargeTitles)
      controllers[id].toolbar = BarState(
        object: register("\(node.name).toolbar", .toolbar, .toolbar(owner: id)),
        hidden: toolbar.hidden, translucent: toolbar.translucent)
    case .tabBarController(_, let selectedIndex, let tabBar):
      controllers[id].tabBar = BarState(
        object: register("\(node.name).tabBar", .tabBar, .tabBar(owner: id)),
        hidden: tabBar.hidden, translucent: tabBar.translucent)
      controllers[id].selectedIndex = selectedIndex
      if let metrics = behaviour.tabBar.minimization,
        tabBar.minimizeBehavior != .automatic || tabBar.bottomAccessory != nil
      {
        controllers[id].tabBarMinimization = TabBarMinimizationState(
          behavior: tabBar.minimizeBehavior,
          accessoryHeight: tabBar.bottomAccessory.map { $0.height ?? metrics.accessoryHeight })
      }
    case .hostingController(let rootView, _, _):
      let first = swiftUI.nodes.count
      if registersSwiftUINodes { registerSwiftUINodes(rootView, host: id) }
      controllers[id].swiftUINodes = first..<swiftUI.nodes.count
      controllers[id].represents = rootView.representables().found.map(\.controller)
    case .pageViewController(_, let selected, _):
      controllers[id].shownPage = selected
    case .viewController, .splitViewController:
      break
    }
    return id
  }

  /// Adds a trace object standing for `reference`.
  @discardableResult
  package mutating func register(
    _ name: String, _ kind: TraceObjectKind, _ reference: ObjectReference
  )
    -> ObjectID
  {
    objects.references.append(reference)
    let object = recorder.addObject(name: name, kind: kind)
    derivations?.registered(object, name: name)
    return object
  }

  /// Adds the trace objects of `names.count` new views, the first `first` and the others
  /// following it in id order, named `names`, of `kinds`, and returns the first one's id:
  /// ``register(_:_:_:)`` for each view, in order, with one check of each table for them all
  /// (about 220 instructions a view one at a time).
  mutating func registerViews(
    names: UnsafeBufferPointer<String>, kinds: UnsafeBufferPointer<TraceObjectKind>,
    first: ViewID
  ) -> ObjectID {
    let count = min(names.count, kinds.count)
    objects.references.append(
      contentsOf: (0..<count).lazy.map { .view(ViewID(raw: first.raw &+ Int32($0))) })
    let object = recorder.addObjects(names: names, kinds: kinds)
    if let derivations {
      for index in 0..<count {
        derivations.registered(ObjectID(raw: object.raw &+ Int32(index)), name: names[index])
      }
    }
    return object
  }

  /// The controller that decides the status bar (docs/behaviour.md#status-bar): the top-most
  /// full-screen presented controller, else the window root, with a navigation controller
  /// forwarding to its top and a tab bar controller to its selected tab (L).
  func statusBarAuthority() -> ControllerID {
    var current = rootController
    for view in window.rootViews.reversed() {
      guard let controller = views.controller[view] else { continue }
      if case .presented(let style) = controllers[controller].relation,
        style == .fullScreen || style == .overFullScreen
      {
        current = controller
        break
      }
    }
    while true {
      let state = controllers[current]
      if state.isNavigation, let top = state.stack.last {
        current = top
      } else if state.isTabBar, state.tabs.indices.contains(state.selectedIndex) {
        current = state.tabs[state.selectedIndex]
      } else {
        return current
      }
    }
  }

  /// The time of the cause being processed.
  package var now: SimInstant { recorder.now }

  /// The window's bounds.
  var windowBounds: Rect { Rect(size: window.screen) }

  /// The screen in the current orientation: the window's bounds unless the scenario's
  /// `window` makes the window smaller (docs/behaviour.md#multitasking).
  var screenBounds: Rect {
    Rect(size: MultitaskingRule.screen(device, landscape: window.orientation.isLandscape))
  }

  /// The keyboard's top edge in the window's coordinates (its frame is the screen's; GT-298).
  var keyboardTopInWindow: Double { keyboard.frame.minY - window.origin.y }

  /// The status bar's frame while visible, in the window: none over a window whose top is
  /// below the screen's (docs/behaviour.md#multitasking).
  var statusBarFrame: Rect {
    Rect(
      x: 0, y: 0, width: window.screen.width,
      height: window.origin.y > 0 ? 0 : windowMetrics.statusBarHeight)
  }

  /// The window's size classes (docs/behaviour.md#multitasking): an iPhone's follow its
  /// orientation and width, an iPad's its window's size.
  var sizeClasses: MultitaskingRule.SizeClasses {
    sizeClasses(landscape: window.orientation.isLandscape, mode: window.mode, size: window.screen)
  }

  /// The size classes of a window of `size` in `mode` in this orientation, as
  /// ``sizeClasses`` reads them for the window as it is.
  func sizeClasses(landscape: Bool, mode: WindowMode, size: Size)
    -> MultitaskingRule.SizeClasses
  {
    guard device.family == .pad else {
      return MultitaskingRule.SizeClasses(
        horizontalRegular: landscape && device.isRegularWidthInLandscape,
        verticalRegular: !landscape)
    }
    return MultitaskingRule.sizeClasses(mode, size: size)
  }

  /// Whether `view` is in the window.
  func isAttached(_ view: ViewID) -> Bool { views.flags[view].contains(.inWindow) }

  /// The view's frame in window coordinates.
  func windowFrame(of view: ViewID) -> Rect {
    let frame = views.frame[view]
    let origin = views.windowOrigin[view]
    return Rect(x: origin.x, y: origin.y, width: frame.width, height: frame.height)
  }

  /// The scroll offset that is `view`'s bounds origin, zero for a plain view.
  func boundsOrigin(of view: ViewID) -> Point {
    guard let scroll = views.scroll[view] else { return .zero }
    return scrolls[scroll].contentOffset
  }

  /// `view`'s bounds.
  package func bounds(of view: ViewID) -> Rect {
    views.bounds(of: view, offset: boundsOrigin(of: view))
  }
}
