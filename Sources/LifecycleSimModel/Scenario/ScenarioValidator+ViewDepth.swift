extension ScenarioValidator {
  /// Reports the first controller of the tree at `path` whose views could nest deeper than
  /// ``ViewTreeDepth/maximum``; `false` when there is one, so that no recursive check meets the
  /// tree (and names inside it count as possibly missing: one problem, not one per reference).
  package mutating func checkViewDepth(_ root: ControllerNode, path: ScenarioPath) -> Bool {
    guard let excess = ViewTreeDepth.excess(in: root) else { return true }
    let node = excess.controller
    report(
      node.sourcePath ?? excess.path(from: path).description, node.location,
      "\(node.name)'s views could nest \(excess.depth) levels deep (counting the controllers "
        + "that hold it), more than \(ViewTreeDepth.maximum)",
      fix: "nest at most \(ViewTreeDepth.maximum) levels of views and controllers")
    namesMayBeMissing = true
    return false
  }
}
