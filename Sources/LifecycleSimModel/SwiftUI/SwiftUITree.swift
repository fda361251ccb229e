/// A hosting controller's `rootView` numbered for one layout pass: every node, the content of
/// its modifiers included, gets an index, so that ``SwiftUILayout`` can remember what each
/// node measured for each proposal.
///
/// The root is node 0; the numbering is built with an explicit worklist, so no tree shape can
/// overflow the call stack here.
package struct SwiftUITree {
  /// One node and where its children and its modifiers' contents are.
  package struct Entry {
    package var node: SwiftUINode
    /// The indices of the node's children, in order.
    package var children: [Int]
    /// For each modifier (innermost first), the index of the node it adds, if any.
    package var contents: [Int?]
  }

  /// Every node; the root is at 0.
  package private(set) var entries: [Entry]

  /// Numbers `root` and every node below it.
  package init(_ root: SwiftUINode) {
    entries = [Entry(node: root, children: [], contents: [])]
    var pending = [0]
    while let index = pending.popLast() {
      let node = entries[index].node
      var contents: [Int?] = []
      contents.reserveCapacity(node.modifiers.count)
      for modifier in node.modifiers {
        guard let content = modifier.content else {
          contents.append(nil)
          continue
        }
        contents.append(entries.count)
        pending.append(entries.count)
        entries.append(Entry(node: content, children: [], contents: []))
      }
      var children: [Int] = []
      children.reserveCapacity(node.children.count)
      for child in node.children {
        children.append(entries.count)
        pending.append(entries.count)
        entries.append(Entry(node: child, children: [], contents: []))
      }
      entries[index].children = children
      entries[index].contents = contents
    }
  }

  /// The node at `index`.
  package subscript(index: Int) -> SwiftUINode { entries[index].node }

  /// How a node places what it holds, for the layout's walks.
  package enum Arrangement {
    /// A `VStack` (`vertical`) or an `HStack`, with its spacing.
    case stack(vertical: Bool, spacing: Double?)
    /// A `ZStack`.
    case layered
    /// Any other node: sized by its kind alone.
    case leaf
  }

  /// How node `index` places its children.
  ///
  /// The layout recurses once a level of views; reading a node's kind in a function of its own
  /// keeps the copy of the node out of the recursion's frames, which a debug build makes large.
  package func arrangement(of index: Int) -> Arrangement {
    switch entries[index].node.kind {
    case .vstack(let spacing, _): return .stack(vertical: true, spacing: spacing)
    case .hstack(let spacing, _): return .stack(vertical: false, spacing: spacing)
    case .zstack: return .layered
    default: return .leaf
    }
  }

  /// The indices of node `index`'s children, in order.
  package func children(of index: Int) -> [Int] { entries[index].children }

  /// Whether node `index` is a `Spacer`, which has no system spacing next to it (L;
  /// docs/behaviour.md#c35).
  package func isSpacer(_ index: Int) -> Bool {
    if case .spacer = entries[index].node.kind { return true }
    return false
  }

  /// The number of node `index`'s modifiers.
  package func modifierCount(of index: Int) -> Int { entries[index].node.modifiers.count }

  /// The scroll view that drives the large title of the navigation stack whose root view is
  /// node `root`: the first `scrollView`, `list` or `form` in a pre-order walk of the children
  /// from `root`, not into a nested `navigationStack` or `tabView` nor into a modifier's content,
  /// as UIKit's content scroll view is its first scroll view (docs/behaviour.md#c49).
  ///
  /// Returns it (`nil` without one) and how many nodes were visited, for tests; the walk keeps
  /// an explicit worklist, so no depth recurses.
  package func firstScrollView(from root: Int) -> (node: Int?, visited: Int) {
    var pending = [root]
    var visited = 0
    while let index = pending.popLast() {
      visited += 1
      switch entries[index].node.kind {
      case .scrollView, .list, .form:
        return (index, visited)
      case .navigationStack, .tabView, .navigationSplitView:
        continue
      default:
        pending.append(contentsOf: entries[index].children.reversed())
      }
    }
    return (nil, visited)
  }

  /// The indices of the named nodes at and below node `root`, and how many nodes were visited.
  ///
  /// Pre-order (a node, its modifiers' content, then its children): the views of a
  /// `NavigationSplitView` column that stopped showing
  /// (docs/behaviour.md#swiftui-navigation-split-view); the count is for tests. The walk keeps
  /// an explicit worklist.
  package func namedNodes(under root: Int) -> (nodes: [Int], visited: Int) {
    var pending = [root]
    var found: [Int] = []
    var visited = 0
    while let index = pending.popLast() {
      visited += 1
      if entries[index].node.name != nil { found.append(index) }
      pending.append(contentsOf: entries[index].children.reversed())
      pending.append(contentsOf: entries[index].contents.compactMap { $0 }.reversed())
    }
    return (found, visited)
  }
}
