/// Where a node sits below another: the steps from the root, each a child or the content of a
/// modifier, for the `swiftUI` events that change a hosting controller's tree
/// (docs/behaviour.md#swiftui-events).
///
/// Finding and editing keep explicit worklists and loops, so no tree shape recurses here.
package struct SwiftUINodePath: Sendable, Hashable {
  /// One step down.
  package enum Step: Sendable, Hashable {
    /// The child at this index.
    case child(Int)
    /// The content of the modifier at this index.
    case content(Int)
  }

  /// The steps, from the root down.
  package var steps: [Step]

  /// The path to the node named `name` below `root` (`root` itself: no step), found by a
  /// pre-order walk, and how many nodes the walk visited, for tests; `nil` when none has the
  /// name.
  package static func find(_ name: String, in root: SwiftUINode) -> (
    path: SwiftUINodePath?, visited: Int
  ) {
    var pending: [(node: SwiftUINode, steps: [Step])] = [(root, [])]
    var visited = 0
    while let (node, steps) = pending.popLast() {
      visited += 1
      if node.name == name { return (SwiftUINodePath(steps: steps), visited) }
      for (index, child) in node.children.enumerated().reversed() {
        pending.append((child, steps + [.child(index)]))
      }
      for (index, modifier) in node.modifiers.enumerated().reversed() {
        if let content = modifier.content { pending.append((content, steps + [.content(index)])) }
      }
    }
    return (nil, visited)
  }

  /// The node at this path below `root`, if the path leads to one.
  package func node(in root: SwiftUINode) -> SwiftUINode? {
    var node = root
    for step in steps {
      guard let next = Self.below(node, step) else { return nil }
      node = next
    }
    return node
  }

  /// `root` with the node at this path changed by `change`; `nil` when the path leads nowhere.
  ///
  /// The nodes on the path are copied out top-down, the last is changed, and each is put back
  /// into its parent bottom-up.
  package func editing(_ root: SwiftUINode, _ change: (inout SwiftUINode) -> Void)
    -> SwiftUINode?
  {
    var chain = [root]
    for step in steps {
      guard let last = chain.last, let next = Self.below(last, step) else { return nil }
      chain.append(next)
    }
    guard var node = chain.popLast() else { return nil }
    change(&node)
    for step in steps.reversed() {
      guard var parent = chain.popLast() else { return nil }
      switch step {
      case .child(let index): parent.children[index] = node
      case .content(let index):
        parent.modifiers[index] = parent.modifiers[index].replacingContent(with: node)
      }
      node = parent
    }
    return node
  }

  /// The node one `step` below `node`, if there is one.
  private static func below(_ node: SwiftUINode, _ step: Step) -> SwiftUINode? {
    switch step {
    case .child(let index):
      return node.children.indices.contains(index) ? node.children[index] : nil
    case .content(let index):
      return node.modifiers.indices.contains(index) ? node.modifiers[index].content : nil
    }
  }
}

extension SwiftUINode {
  /// How many levels the tree below and including this node has (a child or a modifier's
  /// content is a level below), counted with a worklist.
  package var depth: Int {
    var pending: [(SwiftUINode, Int)] = [(self, 1)]
    var deepest = 0
    while let (node, level) = pending.popLast() {
      deepest = Swift.max(deepest, level)
      for child in node.children { pending.append((child, level + 1)) }
      for modifier in node.modifiers {
        if let content = modifier.content { pending.append((content, level + 1)) }
      }
    }
    return deepest
  }

  /// The names of this node and every node below it, pre-order, with a worklist.
  package var names: [String] {
    var pending = [self]
    var names: [String] = []
    while let node = pending.popLast() {
      if let name = node.name { names.append(name) }
      pending.append(contentsOf: node.children.reversed())
      pending.append(contentsOf: node.modifiers.reversed().compactMap(\.content))
    }
    return names
  }
}

extension SwiftUIModifier {
  /// The modifier with `node` as its content; a modifier without content is returned as is.
  func replacingContent(with node: SwiftUINode) -> SwiftUIModifier {
    switch self {
    case .safeAreaInset(let edge, let alignment, let spacing, _):
      .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: node)
    case .background(_, let isStyle): .background(node, isStyle: isStyle)
    case .overlay: .overlay(node)
    case .inspector(let isPresented, let width, _, let sheet):
      .inspector(isPresented: isPresented, width: width, content: node, sheet: sheet)
    default: self
    }
  }
}
