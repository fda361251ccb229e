extension World {
  /// The deepest view hierarchy an event may build: a view without a superview is level 1
  /// (docs/scenario-format.md#limits).
  ///
  /// The engine's walks over views and controllers (layout, geometry, appearance, final
  /// records) recurse once a level: about 2.5 KB a level in a release build and 8 KB in a debug one. `addChild` and
  /// `push` can nest without end (each child added to the previous one), so an event that could
  /// nest views deeper than this is refused before it changes anything.
  static let maximumViewDepth = 128

  /// Refuses adding `node` under `superview` when its views could end up more than
  /// ``maximumViewDepth`` levels deep; `inside` says the child goes into a named view of
  /// `superview`'s subtree rather than into `superview` itself, and `wrappers` counts the views
  /// a container puts between.
  func checkViewDepth(
    adding node: ControllerNode, under superview: ViewID, inside: Bool, wrappers: Int = 0
  ) throws(EventProblem) {
    let base = depth(of: superview) + (inside ? height(of: superview) - 1 : 0) + wrappers
    let total = base + Self.heightBound(of: node)
    guard total > Self.maximumViewDepth else { return }
    throw EventProblem(
      message:
        "adding \(node.name) could nest views \(total) levels deep, more than \(Self.maximumViewDepth)",
      fix: "add it to a controller nearer the root, or nest at most \(Self.maximumViewDepth) levels"
    )
  }

  /// The level of `view`: 1 without a superview.
  private func depth(of view: ViewID) -> Int {
    var depth = 1
    var ancestor = views.parent[view]
    while let next = ancestor {
      depth += 1
      ancestor = views.parent[next]
    }
    return depth
  }

  /// The number of levels of `view`'s subtree (1 for a view without subviews), with an explicit
  /// worklist.
  private func height(of view: ViewID) -> Int {
    var deepest = 0
    var pending = [(view, 1)]
    while let (current, level) = pending.popLast() {
      deepest = max(deepest, level)
      var child = views.firstChild[current]
      while let next = child {
        pending.append((next, level + 1))
        child = views.nextSibling[next]
      }
    }
    return deepest
  }

  /// At most how many levels of views `node` and the controllers it holds make: each child's
  /// views counted below all of its parent's, with two container views between (a bound, not
  /// the exact figure), with explicit worklists.
  static func heightBound(of node: ControllerNode) -> Int {
    var deepest = 0
    var controllers = [(node, 0)]
    while let (controller, base) = controllers.popLast() {
      var viewHeight = 0
      var pending = [(controller.view, 1)]
      while let (view, level) = pending.popLast() {
        viewHeight = max(viewHeight, level)
        for subview in view.subviews { pending.append((subview, level + 1)) }
      }
      deepest = max(deepest, base + viewHeight)
      var children = controller.children.map(\.controller)
      switch controller.kind {
      case .navigationController(let stack, _, _): children += stack
      case .tabBarController(let tabs, _, _): children += tabs
      case .viewController, .hostingController: break
      }
      for child in children { controllers.append((child, base + viewHeight + 2)) }
    }
    return deepest
  }
}
