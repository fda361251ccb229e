extension SwiftUINode {
  /// The `viewControllerRepresentable` nodes at or below this one, in pre-order (a node, the
  /// content of its modifiers, then its children), with the names of the controllers they
  /// represent, and how many nodes the walk visited (for the scaling tests).
  ///
  /// The walk keeps an explicit worklist, so no depth of views recurses on the call stack.
  package func representables() -> (found: [(controller: String, node: SwiftUINode)], visited: Int)
  {
    var found: [(controller: String, node: SwiftUINode)] = []
    var visited = 0
    var pending = [self]
    while let view = pending.popLast() {
      visited += 1
      pending.append(contentsOf: view.children.reversed())
      pending.append(contentsOf: view.modifiers.compactMap(\.content).reversed())
      if case .viewControllerRepresentable(let controller) = view.kind {
        found.append((controller, view))
      }
    }
    return (found, visited)
  }
}
