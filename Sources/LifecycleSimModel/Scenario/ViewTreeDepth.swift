/// How deep a controller tree's views can nest (docs/scenario-format.md#limits), with the rule
/// the validator (for the trees a file or Swift code writes) and the engine (for the trees
/// `push` and `addChild` build) both count by.
///
/// Some of the engine's and the validator's walks over views and controllers (geometry,
/// appearance, checking controllers) recurse once a level; a tree built in Swift, or by events
/// that add each child to the previous one, can nest without end, so a tree whose views could
/// nest deeper than ``maximum`` is refused before any recursive walk meets it. Within it, the
/// whole pipeline runs on a 512 KiB thread in a debug build (docs/scenario-format.md#stack).
/// This walk uses explicit worklists.
package enum ViewTreeDepth {
  /// The deepest view hierarchy a scenario may build: a view without a superview is level 1.
  package static let maximum = 128

  /// The most levels of controllers a tree within ``maximum`` can hold, each holding the next.
  ///
  /// A held controller's views start at least three levels below its holder's (the holder's
  /// view and the two container views between), so the 44th's would be at level 130. The
  /// decoder stops there, so that its recursion, once a level of controllers, stays within it.
  package static let maximumControllerNesting = (maximum + 2) / 3

  /// A step from a controller to one it holds, to name the controller a problem is at.
  package struct Step {
    /// The index of the step to the controller that holds this one (`-1` for the root).
    package var parent: Int
    package var key: StaticString
    package var index: Int?
  }

  /// The first controller found whose views pass `limit`, and how deep they could nest.
  package struct Excess {
    package var controller: ControllerNode
    package var depth: Int
    /// Every step the walk took; `controller` is at ``step``, and its holders through
    /// ``Step/parent``.
    package var steps: [Step]
    package var step: Int

    /// The path of ``controller`` below the root's `path`.
    package func path(from root: ScenarioPath) -> ScenarioPath {
      var chain: [Int] = []
      var current = step
      while current > 0 {
        chain.append(current)
        current = steps[current].parent
      }
      var result = root
      for entry in chain.reversed() {
        let step = steps[entry]
        result = step.index.map { result.appending(step.key, $0) } ?? result.appending(step.key)
      }
      return result
    }
  }

  /// At most how many levels of views `node` and the controllers it holds make: each child's
  /// views counted below all of its parent's, with two container views between (a bound, not
  /// the exact figure).
  package static func heightBound(of node: ControllerNode) -> Int {
    var deepest = 0
    var visits = 0
    _ = walk(node, base: 0, limit: .max, visits: &visits) { deepest = max(deepest, $0) }
    return deepest
  }

  /// The first controller whose views, with `base` levels above `root`'s, could nest deeper
  /// than `limit`; `nil` when none does.
  package static func excess(in root: ControllerNode, base: Int = 0, limit: Int = maximum)
    -> Excess?
  {
    var visits = 0
    return walk(root, base: base, limit: limit, visits: &visits) { _ in }
  }

  /// Walks `root`'s controllers and views until one passes `limit`, adding one to `visits` per
  /// view and per controller (each is visited once), and calling `deepest` with each
  /// controller's deepest level.
  package static func walk(
    _ root: ControllerNode, base: Int, limit: Int, visits: inout Int, deepest: (Int) -> Void
  ) -> Excess? {
    var steps = [Step(parent: -1, key: "", index: nil)]
    var pending = [(node: root, base: base, step: 0)]
    while let (node, base, step) = pending.popLast() {
      visits += 2
      let depth = base + viewHeight(of: node.view, visits: &visits)
      deepest(depth)
      guard depth <= limit else {
        return Excess(controller: node, depth: depth, steps: steps, step: step)
      }
      func hold(
        _ child: ControllerNode, from parent: Int, _ key: StaticString, _ index: Int?,
        viewsBetween: Int = 0
      ) {
        steps.append(Step(parent: parent, key: key, index: index))
        pending.append((child, depth + 2 + viewsBetween, steps.count - 1))
      }
      for (index, embedding) in node.children.enumerated() {
        steps.append(Step(parent: step, key: "children", index: index))
        hold(embedding.controller, from: steps.count - 1, "controller", nil)
      }
      switch node.kind {
      case .navigationController(let stack, _, _):
        for (index, child) in stack.enumerated() { hold(child, from: step, "stack", index) }
      case .tabBarController(let tabs, _, _):
        for (index, child) in tabs.enumerated() { hold(child, from: step, "tabs", index) }
      case .splitViewController(let spec):
        for entry in spec.columns { hold(entry.controller, from: step, entry.column.key, nil) }
      case .pageViewController(let pages, _, _):
        // A page's view sits in the page view controller's internal scroll view: one level more.
        for (index, child) in pages.enumerated() {
          hold(child, from: step, "pages", index, viewsBetween: 1)
        }
      case .viewController, .hostingController:
        break
      }
    }
    return nil
  }

  /// How many levels of views `view` makes (1 without subviews), adding one to `visits` per
  /// view below it.
  ///
  /// The worklist holds, for each level, where its subviews are and the place reached in
  /// them, the level being walked in locals; nodes are read in place, through pointers into
  /// the tree `view` holds, unchanged while the walk runs: copying a node out of its array, or
  /// an array out of its node, costs a retain and a release per reference.
  private static func viewHeight(of view: ViewNode, visits: inout Int) -> Int {
    view.subviews.withUnsafeBufferPointer { subviews in
      guard let first = subviews.baseAddress, !subviews.isEmpty else { return 1 }
      var level = (first: first, count: subviews.count, next: 0)
      var height = 2
      var parked: [(first: UnsafePointer<ViewNode>, count: Int, next: Int)] = []
      while true {
        guard level.next < level.count else {
          guard let parent = parked.popLast() else { return height }
          level = parent
          continue
        }
        let subview = level.first + level.next
        level.next += 1
        visits += 1
        // The first subview's address, kept past the closure: the array is the subview's,
        // which the tree holds.
        let count = subview.pointee.subviews.count
        guard count > 0,
          let first = subview.pointee.subviews.withUnsafeBufferPointer({ $0.baseAddress })
        else { continue }
        parked.append(level)
        level = (first, count, 0)
        height = max(height, parked.count + 2)
      }
    }
  }
}
