import LifecycleSimCore
import LifecycleSimModel

extension World {
  /// Runs a `swiftUI` event (docs/behaviour.md#swiftui-events): it changes the hosting
  /// controller's tree (an input, ``SwiftUIStore/roots``), lays its SwiftUI content out again
  /// as a keyboard change does (no UIKit callback), and sends `onAppear`/`onDisappear` in the
  /// order of the version; a sheet or full-screen cover is a hosting controller presented as
  /// UIKit presents one.
  mutating func performSwiftUI(_ event: SwiftUIEvent) throws(EventProblem) -> [(
    SimDuration, Completion
  )] {
    switch event {
    case .push(let stack, let view, let animated):
      let (host, path, root) = try swiftUIContainer(stack, kind: "navigationStack")
      let pathDepth = path.steps.count + 1 + view.depth
      guard pathDepth <= SwiftUILimits.maximumDepth else {
        throw EventProblem(
          message:
            "the pushed view would nest SwiftUI views \(pathDepth) levels deep, more than \(SwiftUILimits.maximumDepth)",
          fix: "push a shallower view, or a stack nested less deep")
      }
      // A NavigationView up to iOS 15 keeps the covered view appeared (WEB-912, C63).
      let keepsCovered =
        behaviour.swiftUI.navigationViewKeepsCoveredAppeared && isNavigationView(path, root)
      let shown = keepsCovered ? [] : shownSwiftUINodes(of: host)
      try changeSwiftUITree(of: host, at: path, root: root, adding: view) {
        $0.children.append(view)
      }
      return finishSwiftUINavigation(shown, animated: animated)
    case .pop(let stack, let animated):
      let (host, path, root) = try swiftUIContainer(stack, kind: "navigationStack")
      guard let node = path.node(in: root), node.children.count > 1 else {
        throw EventProblem(
          message: "the navigation stack \"\(stack)\" shows its root view: there is nothing to pop",
          fix: "push a view first")
      }
      let shown = shownSwiftUINodes(of: host)
      try changeSwiftUITree(of: host, at: path, root: root, adding: nil) {
        $0.children.removeLast()
      }
      return finishSwiftUINavigation(shown, animated: animated)
    case .selectTab(let tabView, let index):
      let (host, path, root) = try swiftUIContainer(tabView, kind: "tabView")
      guard let node = path.node(in: root), node.children.indices.contains(index) else {
        throw EventProblem(
          message: "the tab view \"\(tabView)\" has no tab \(index)",
          fix: "select a tab from 0 to \(max(0, (path.node(in: root)?.children.count ?? 1) - 1))")
      }
      let shown = shownSwiftUINodes(of: host)
      try changeSwiftUITree(of: host, at: path, root: root, adding: nil) {
        if case .tabView = $0.kind { $0.kind = .tabView(selectedIndex: index) }
      }
      // The new tab's onAppear comes first, then the old tab's onDisappear (14+; on 13 a tab
      // sends each once: WEB-502).
      if behaviour.swiftUI.onAppearOnEveryAppearance { sendSwiftUIDisappearances(among: shown) }
      return []
    case .swap(let name, let new):
      let (host, path, root) = try swiftUIView(name)
      let pathDepth = path.steps.count + new.depth
      guard pathDepth <= SwiftUILimits.maximumDepth else {
        throw EventProblem(
          message:
            "the new view would nest SwiftUI views \(pathDepth) levels deep, more than \(SwiftUILimits.maximumDepth)",
          fix: "swap in a shallower view")
      }
      // The old view's onDisappear first, then the new view's onAppear (C66).
      for old in path.node(in: root)?.names ?? [] {
        guard let index = swiftUI.node(named: old) else { continue }
        if swiftUI.nodes[index].appeared { recordDisappearance(index) }
      }
      try changeSwiftUITree(of: host, at: path, root: root, adding: new) { $0 = new }
      return []
    case .present(let from, let name, let view, let style, let animated, let sheet):
      let (host, _, _) = try swiftUIView(from)
      let uikitStyle: PresentationStyle
      switch style {
      case .fullScreenCover: uikitStyle = .fullScreen
      case .sheet:
        uikitStyle =
          device.family == .pad && behaviour.swiftUI.padSheetIsFormSheet ? .formSheet : .pageSheet
      }
      return try present(
        .hosting(name, view), from: controllers[host].node.name, style: uikitStyle,
        sheet: sheet, animated: animated)
    case .dismiss(let name, let animated):
      try refuseInspectorSheetDismissal(name)
      return try dismiss(name, animated: animated)
    }
  }

  /// `onDisappear` for the named views among `shown` that are still appeared and that the last
  /// layout left out (a view covered or popped, a tab no longer selected).
  mutating func sendSwiftUIDisappearances(among shown: [Int]) {
    for index in shown
    where swiftUI.nodes[index].appeared && swiftUI.nodes[index].placement == nil {
      recordDisappearance(index)
    }
  }

  /// The named views of `host` on screen now: appeared and placed by its last layout.
  private func shownSwiftUINodes(of host: ControllerID) -> [Int] {
    swiftUINodeIndices(of: host).filter {
      swiftUI.nodes[$0].appeared && swiftUI.nodes[$0].placement != nil
    }
  }

  /// The end of a SwiftUI push or pop: after the navigation transition when animated, else in
  /// this turn (docs/behaviour.md#swiftui-events).
  private mutating func finishSwiftUINavigation(_ shown: [Int], animated: Bool)
    -> [(SimDuration, Completion)]
  {
    let completion = Completion.finishSwiftUINavigation(shown: shown)
    guard animated else {
      complete(completion)
      return []
    }
    return [(behaviour.timing.navigationTransitionDuration, completion)]
  }

  /// Whether the node at `path` is a `NavigationView` (not a `NavigationStack`).
  private func isNavigationView(_ path: SwiftUINodePath, _ root: SwiftUINode) -> Bool {
    guard case .navigationStack(_, _, let isView, _) = path.node(in: root)?.kind else {
      return false
    }
    return isView
  }

  /// Sets `host`'s tree to `root` with the node at `path` changed, registers the named views
  /// of `added`, and lays the content out again.
  private mutating func changeSwiftUITree(
    of host: ControllerID, at path: SwiftUINodePath, root: SwiftUINode, adding added: SwiftUINode?,
    _ change: (inout SwiftUINode) -> Void
  ) throws(EventProblem) {
    guard let changed = path.editing(root, change) else {
      throw EventProblem(message: "the SwiftUI view is no longer in its tree", fix: nil)
    }
    if let added {
      let first = swiftUI.nodes.count
      registerSwiftUINodes(added, host: host)
      if swiftUI.nodes.count > first {
        swiftUI.added[host, default: []].append(contentsOf: first..<swiftUI.nodes.count)
      }
    }
    swiftUI.roots[host] = changed
    layOutSwiftUI(of: host)
  }

  /// The hosting controller, path and current tree of the navigation stack or tab view named
  /// `name`.
  private mutating func swiftUIContainer(_ name: String, kind: String) throws(EventProblem) -> (
    ControllerID, SwiftUINodePath, SwiftUINode
  ) {
    let found = try swiftUIView(name)
    let node = found.path.node(in: found.root)
    switch node?.kind {
    case .navigationStack where kind == "navigationStack", .tabView where kind == "tabView":
      return found
    default:
      throw EventProblem(
        message: "\"\(name)\" is not a \(kind)", fix: "name a \(kind) of a rootView")
    }
  }

  /// The hosting controller, path and current tree of the SwiftUI view named `name`, which must
  /// be in its hosting controller's tree now.
  private mutating func swiftUIView(_ name: String) throws(EventProblem) -> (
    host: ControllerID, path: SwiftUINodePath, root: SwiftUINode
  ) {
    guard let index = swiftUI.node(named: name), !swiftUI.nodes[index].isBar else {
      throw EventProblem(
        message: "there is no SwiftUI view \"\(name)\" at this time",
        fix: "name a view of a rootView, or one an earlier swiftUI event added")
    }
    let host = swiftUI.nodes[index].host
    guard case .hostingController(let original, _, _) = controllers[host].node.kind else {
      throw EventProblem(message: "\"\(name)\" is not in a hosting controller", fix: nil)
    }
    let root = swiftUI.roots[host] ?? original
    guard let path = SwiftUINodePath.find(name, in: root).path else {
      throw EventProblem(
        message: "the SwiftUI view \"\(name)\" is not shown at this time (popped or swapped out)",
        fix: "name a view that is in its hosting controller's tree at the event's time")
    }
    return (host, path, root)
  }
}
