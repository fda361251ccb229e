extension ScenarioValidator {
  /// Reports the first controller of the tree at `path` whose views could nest deeper than
  /// ``ViewTreeDepth/maximum``; `false` when there is one, so that no recursive check meets the
  /// tree (and names inside it count as possibly missing: one problem, not one per reference).
  package mutating func checkViewDepth(_ root: ControllerNode, path: ScenarioPath) -> Bool {
    var size = ScenarioTreeSize()
    return checkViewDepth(root, path: path, size: &size)
  }

  /// ``checkViewDepth(_:path:)``, counting the controllers and views the walk met into `size`
  /// (all of them when it returns `true`).
  package mutating func checkViewDepth(
    _ root: ControllerNode, path: ScenarioPath, size: inout ScenarioTreeSize
  ) -> Bool {
    var visits = 0
    var controllers = 0
    let found = ViewTreeDepth.walk(
      root, base: 0, limit: ViewTreeDepth.maximum, visits: &visits
    ) { _ in controllers += 1 }
    size = ScenarioTreeSize(controllers: controllers, views: visits - controllers)
    guard let excess = found else { return true }
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
