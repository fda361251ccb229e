import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimSupport
import LifecycleSimTrace

extension World {
  /// Registers the named nodes of a hosting controller's `rootView`, pre-order: a node, the
  /// content of its modifiers, then its children; a named `navigationStack` or `tabView` is
  /// followed by its bar (docs/behaviour.md#swiftui-events).
  ///
  /// It recurses once a level of views; the registration of one node is kept out of it, so that
  /// its frame stays small in a debug build (docs/scenario-format.md#limits).
  mutating func registerSwiftUINodes(_ node: SwiftUINode, host: ControllerID) {
    if node.name != nil { registerSwiftUINode(node, host: host) }
    for modifier in node.modifiers {
      if let content = modifier.content { registerSwiftUINodes(content, host: host) }
    }
    for child in node.children { registerSwiftUINodes(child, host: host) }
  }

  /// Registers named node `node` of hosting controller `host`, and its bar if it has one.
  private mutating func registerSwiftUINode(_ node: SwiftUINode, host: ControllerID) {
    guard let name = node.name else { return }
    let kind: TraceObjectKind
    switch node.kind {
    case .scrollView, .list, .form: kind = .swiftUIScrollView
    default: kind = .swiftUIView
    }
    let object = register(name, kind, .swiftUINode(swiftUI.nodes.count))
    var state = SwiftUINodeState(
      name: name, object: object, host: host, isScrollView: kind == .swiftUIScrollView)
    state.hasTask = node.modifiers.contains(.task)
    if case .viewRepresentable = node.kind { state.isUIKitView = true }
    swiftUI.nodes.append(state)
    swiftUI.neverAppeared[host, default: 0] += 1
    if swiftUI.tracesBars, let bar = SwiftUILayout.barName(of: node) {
      let barKind: TraceObjectKind = bar.hasSuffix(".tabBar") ? .tabBar : .navigationBar
      let barObject = register(bar, barKind, .swiftUINode(swiftUI.nodes.count))
      var barState = SwiftUINodeState(
        name: bar, object: barObject, host: host, isScrollView: false)
      barState.isBar = true
      swiftUI.nodes.append(barState)
    }
  }

  /// What the hosting view of `controller` gives its SwiftUI content now: with the offsets
  /// `scroll` events set and the large titles as the last layout left them, and only the
  /// regions its `safeAreaRegions` keep (U6).
  func swiftUIHost(of controller: ControllerID, view: ViewID) -> SwiftUIHost {
    let size = views.frame[view].size
    var regions = HostingSafeAreaRegions.all
    if case .hostingController(_, let kept, _) = controllers[controller].node.kind {
      regions = kept
    }
    var overlap = 0.0
    if behaviour.swiftUI.avoidsKeyboard && regions.includesKeyboard && keyboard.visible
      && isAttached(view)
    {
      // The keyboard's frame is in screen coordinates (GT-298); its top in the window's.
      let frame = windowFrame(of: view)
      overlap = min(size.height, max(0, frame.maxY - keyboardTopInWindow))
    }
    var host = SwiftUIHost(
      size: size, containerInsets: regions.includesContainer ? views.safeArea[view] : .zero,
      keyboardOverlap: overlap,
      direction: layoutDirection, tolerance: 0.5 / Double(max(1, device.scale)),
      behaviour: behaviour.swiftUI, bars: window.bars, navigationBar: behaviour.navigationBar,
      tabBar: behaviour.tabBar, navigationBarOverlap: dynamicIslandOverlap(navigationView: view),
      rowInset: device.portraitSize.width <= 375 ? 16 : 20)
    for index in swiftUI.scrolled[controller] ?? [] {
      guard let offset = swiftUI.offsets[index] else { continue }
      host.scrollPositions[swiftUI.nodes[index].name] = SwiftUIScrollPosition(
        offset: offset,
        adjustedContentInset: swiftUI.nodes[index].placement?.adjustedContentInset ?? .zero)
    }
    host.largeTitles = swiftUI.largeTitles[controller] ?? [:]
    host.barMinimizations = swiftUI.barMinimizations[controller] ?? [:]
    host.horizontalRegular = sizeClasses.horizontalRegular
    host.floatingSidebar = SplitViewRule.floatsSidebar(profile: behaviour.profile)
    return host
  }

  /// Runs SwiftUI's layout in the hosting view of `controller` (its `layoutSubviews`, or a
  /// keyboard change) and records what changed: `onPreferenceChange` for each named node whose
  /// frame or insets changed, then `onAppear` for each that is shown for the first time since it
  /// disappeared, after layout and before rendering (WEB-501), so between the controller's
  /// `viewWillAppear` and `viewDidAppear`; on iOS 13 only a first appearance (WEB-502).
  ///
  /// `scrolled`, the node a `scroll` event moved, gets `onPreferenceChange` too: its offset
  /// changed (docs/behaviour.md#swiftui-scrolling).
  mutating func layOutSwiftUI(of controller: ControllerID, scrolled: Int? = nil) {
    guard let (layout, host, view) = swiftUILayout(of: controller) else { return }
    applySwiftUILayout(layout, host: host, view: view, of: controller, scrolled: scrolled)
  }

  /// The layout of `controller`'s SwiftUI content, computed in a frame of its own: the layout
  /// recurses once a level of nesting, and a debug build's frame of the function that applies
  /// it holds copies of the controller's and nodes' states (docs/scenario-format.md#stack).
  private mutating func swiftUILayout(of controller: ControllerID)
    -> (SwiftUILayout, SwiftUIHost, ViewID)?
  {
    guard let view = controllers[controller].view,
      case .hostingController(let root, _, _) = controllers[controller].node.kind
    else { return nil }
    let host = swiftUIHost(of: controller, view: view)
    var layout = SwiftUILayout(host: host)
    layout.layOut(swiftUI.roots[controller] ?? root)
    return (layout, host, view)
  }

  /// Notes what `layout` placed: frames, `onPreferenceChange`, `onAppear`.
  private mutating func applySwiftUILayout(
    _ layout: SwiftUILayout, host: SwiftUIHost, view: ViewID, of controller: ControllerID,
    scrolled: Int?
  ) {
    for id in layout.outOfRange { noteOutOfRange(layout.tree[id]) }
    placeRepresentedViews(layout.representedFrames, of: controller)
    if !layout.largeTitles.isEmpty || swiftUI.largeTitles[controller] != nil {
      swiftUI.largeTitles[controller] = layout.largeTitles
    }
    if !layout.barMinimizations.isEmpty || swiftUI.barMinimizations[controller] != nil {
      swiftUI.barMinimizations[controller] = layout.barMinimizations
    }
    let attached = isAttached(view)
    if attached, !layout.hiddenColumns.isEmpty { disappearHiddenColumns(layout, of: controller) }
    if !layout.compactInspectors.isEmpty
      || (!swiftUI.inspectors.hosts.isEmpty && swiftUI.inspectors.requests[controller] != nil)
    {
      noteCompactInspectors(layout, of: controller)
    }
    var changed: [Int] = []
    let indices = swiftUINodeIndices(of: controller)
    for index in indices {
      let node = swiftUI.nodes[index]
      let new = layout.placements[node.name]
      if node.isBar {
        swiftUI.nodes[index].placement = new
        continue
      }
      if let new, attached,
        node.placement.map({
          !zip($0.frame.array, new.frame.array).allSatisfy(PointFormatting.same)
            || !$0.safeAreaInsets.displaysSame(as: new.safeAreaInsets)
        }) ?? true
      {
        changed.append(index)
      } else if index == scrolled, new != nil, attached {
        // Only its offset moved.
        changed.append(index)
      }
      swiftUI.nodes[index].placement = new
      recorder.noteComputed(node.object, inWindow: attached && new != nil)
      if derivations != nil { deriveSwiftUINode(index, host: host, view: view) }
    }
    for index in swiftUI.scrolled[controller] ?? [] {
      // A held offset follows the inset at rest, or moves on with a collapse.
      if let offset = swiftUI.nodes[index].placement?.contentOffset {
        swiftUI.offsets[index] = offset
      }
    }
    for index in changed {
      recorder.record(
        swiftUI.nodes[index].object, .onPreferenceChange, state: state(ofSwiftUINode: index))
    }
    guard attached, isShowing(controller) else { return }
    for index in indices
    where swiftUI.nodes[index].placement != nil && !swiftUI.nodes[index].appeared
      && !swiftUI.nodes[index].isBar
    {
      let again = swiftUI.nodes[index].appearedOnce
      swiftUI.nodes[index].appeared = true
      if !again { noteFirstAppearance(index) }
      if !again || behaviour.swiftUI.onAppearOnEveryAppearance { recordAppearance(index) }
    }
    // The tabs are walked only while a named view has never appeared: once, in practice.
    if !layout.unselectedTabs.isEmpty, swiftUI.neverAppeared[controller, default: 0] > 0 {
      appearUnselectedTabs(layout)
    }
  }

  /// Notes that node `index` appeared for the first time.
  private mutating func noteFirstAppearance(_ index: Int) {
    swiftUI.nodes[index].appearedOnce = true
    swiftUI.neverAppeared[swiftUI.nodes[index].host, default: 0] -= 1
  }

  /// `onAppear`, then the start of its `.task`, of node `index`.
  private mutating func recordAppearance(_ index: Int) {
    let state = state(ofSwiftUINode: index)
    recorder.record(swiftUI.nodes[index].object, .onAppear, state: state)
    if swiftUI.nodes[index].hasTask {
      recorder.record(swiftUI.nodes[index].object, .taskStart, state: state)
    }
  }

  /// `onDisappear`, then the cancellation of its `.task`, of node `index`, which has appeared.
  mutating func recordDisappearance(_ index: Int) {
    swiftUI.nodes[index].appeared = false
    let state = state(ofSwiftUINode: index)
    recorder.record(swiftUI.nodes[index].object, .onDisappear, state: state)
    if swiftUI.nodes[index].hasTask {
      recorder.record(swiftUI.nodes[index].object, .taskCancel, state: state)
    }
  }

  /// `onDisappear` for the views of the `NavigationSplitView` columns `layout` no longer shows
  /// (a collapse, an expansion, or a display mode that hides a column), before the layout's other
  /// records, while they still read their last geometry (docs/behaviour.md#c41).
  ///
  /// The views an inspector's sheet holds are the sheet's (docs/behaviour.md#swiftui-inspector).
  private mutating func disappearHiddenColumns(
    _ layout: SwiftUILayout, of controller: ControllerID
  ) {
    for column in layout.hiddenColumns {
      for id in layout.tree.namedNodes(under: column).nodes {
        guard let name = layout.tree[id].name, let index = swiftUI.node(named: name),
          swiftUI.nodes[index].appeared, swiftUI.nodes[index].host == controller
        else { continue }
        recordDisappearance(index)
      }
    }
  }

  /// Up to iOS 17, `onAppear` for the tabs a `TabView` does not show.
  ///
  /// Such a `TabView` builds every tab when it first appears: the named views of the tabs not
  /// selected get `onAppear` after the selected tab's, in tab order, once
  /// (docs/behaviour.md#c64). The walk keeps an explicit worklist.
  private mutating func appearUnselectedTabs(_ layout: SwiftUILayout) {
    for tab in layout.unselectedTabs {
      var pending = [tab]
      while let id = pending.popLast() {
        let entry = layout.tree.entries[id]
        if let name = entry.node.name, let index = swiftUI.node(named: name),
          !swiftUI.nodes[index].appearedOnce
        {
          swiftUI.nodes[index].appeared = true
          noteFirstAppearance(index)
          recordAppearance(index)
        }
        pending.append(contentsOf: entry.children.reversed())
        pending.append(contentsOf: entry.contents.compactMap { $0 }.reversed())
      }
    }
  }

  /// Whether hosting controller `controller` has named nodes, its own or added by events.
  func hasSwiftUINodes(_ controller: ControllerID) -> Bool {
    !controllers[controller].swiftUINodes.isEmpty || swiftUI.added[controller] != nil
      || swiftUI.inspectors.held[controller] != nil
  }

  /// The named nodes of hosting controller `controller`: its own, then those `swiftUI` events
  /// added, then those an inspector's sheet holds, less those its inspector's sheet holds
  /// (docs/behaviour.md#swiftui-inspector).
  func swiftUINodeIndices(of controller: ControllerID) -> [Int] {
    let own = controllers[controller].swiftUINodes
    var indices = swiftUI.added[controller].map { Array(own) + $0 } ?? Array(own)
    if swiftUI.inspectors.lentNodes > 0 {
      indices += swiftUI.inspectors.held[controller] ?? []
      indices.removeAll { swiftUI.nodes[$0].host != controller }
    }
    return indices
  }

  /// Gives the views of the controllers `controller`'s `viewControllerRepresentable` nodes show
  /// the frames SwiftUI's layout chose, as a superview's `layoutSubviews` applies a layout spec.
  private mutating func placeRepresentedViews(_ frames: [String: Rect], of controller: ControllerID)
  {
    for name in controllers[controller].represents {
      guard let frame = frames[name], let child = objects.controllerIDs[name],
        let view = controllers[child].view
      else { continue }
      applyLaidOutFrame(frame, to: view)
      if derivations != nil {
        deriveFrame(
          of: view,
          rule: "SwiftUI's layout places the viewControllerRepresentable, in the hosting view",
          inputs: [.init("frame", TraceValue.text(frame))],
          sources: ["WEB-932", "docs/behaviour.md#uikit-inside-swiftui"])
      }
    }
  }

  /// Notes a SwiftUI node that a layout put beyond ``SwiftUILimits/largestValue``, once.
  private mutating func noteOutOfRange(_ node: SwiftUINode) {
    let path = node.sourcePath ?? node.name.map { "rootView node \($0)" } ?? "a rootView node"
    guard !swiftUI.valueProblems.contains(where: { $0.path == path }) else { return }
    swiftUI.valueProblems.append(
      ScenarioDiagnostic(
        path: path, location: node.location,
        message:
          "the layout puts this \(node.kind.name) beyond ±1000000000000 points (a text offered a width near zero wraps onto that many lines)",
        fix: "offer it a width of at least 1 point"))
  }

  /// `onDisappear` for the shown nodes of a hosting controller that is about to get
  /// `viewDidDisappear`, in its turn (WEB-856; the order within it is L, docs/behaviour.md#c38).
  mutating func sendOnDisappear(_ controller: ControllerID) {
    for index in swiftUINodeIndices(of: controller) where swiftUI.nodes[index].appeared {
      recordDisappearance(index)
    }
  }

  /// What an app reads from a named SwiftUI node now: its frame in window coordinates and what
  /// its `GeometryReader` reads; zero when it is not shown (GT-284).
  package func state(ofSwiftUINode index: Int) -> ObjectState {
    let node = swiftUI.nodes[index]
    guard let view = controllers[node.host].view, let placement = node.placement else {
      if node.isBar { return ObjectState(frame: .zero, hidden: true) }
      return ObjectState(safeAreaInsets: .zero, frame: .zero, inWindow: false)
    }
    let attached = isAttached(view)
    let origin = views.windowOrigin[view]
    if node.isBar {
      return ObjectState(
        frame: placement.frame.offsetBy(dx: origin.x, dy: origin.y), hidden: !attached)
    }
    var state = ObjectState(
      safeAreaInsets: attached ? placement.safeAreaInsets : .zero,
      frame: placement.frame.offsetBy(dx: origin.x, dy: origin.y), inWindow: attached)
    if let adjusted = placement.adjustedContentInset {
      state.adjustedContentInset = attached ? adjusted : .zero
      state.contentOffset = placement.contentOffset
    }
    return state
  }
}
