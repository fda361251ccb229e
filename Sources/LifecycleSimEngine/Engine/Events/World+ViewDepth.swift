import LifecycleSimModel

extension World {
  /// Refuses adding `node` under `superview`, before it changes anything, when its views could end up more than
  /// ``ViewTreeDepth/maximum`` levels deep; `inside` says the child goes into a named view of
  /// `superview`'s subtree rather than into `superview` itself, and `wrappers` counts the views
  /// a container puts between.
  func checkViewDepth(
    adding node: ControllerNode, under superview: ViewID, inside: Bool, wrappers: Int = 0
  ) throws(EventProblem) {
    let base = depth(of: superview) + (inside ? height(of: superview) - 1 : 0) + wrappers
    let total = base + ViewTreeDepth.heightBound(of: node)
    guard total > ViewTreeDepth.maximum else { return }
    throw EventProblem(
      message:
        "adding \(node.name) could nest views \(total) levels deep, more than \(ViewTreeDepth.maximum)",
      fix: "add it to a controller nearer the root, or nest at most \(ViewTreeDepth.maximum) levels"
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
}
