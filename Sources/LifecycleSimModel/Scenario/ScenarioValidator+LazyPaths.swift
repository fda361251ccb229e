extension ScenarioValidator {
  /// The path of a checked node, written out only when a diagnostic needs it: a base path and
  /// the `subviews[index]` steps below it.
  struct LazyPath {
    fileprivate var base: Int
    /// The last step in ``LazyPaths``, or -1 for the base itself.
    fileprivate var step: Int
  }

  /// The bases and steps of one check's lazy paths: descending into a subview costs an append
  /// to an array of integers.
  struct LazyPaths {
    private var bases: [ScenarioPath] = []
    private var steps: [(parent: Int, index: Int)] = []

    /// `path` itself.
    package mutating func base(_ path: ScenarioPath) -> LazyPath {
      bases.append(path)
      return LazyPath(base: bases.count - 1, step: -1)
    }

    /// The path of the subview at `index` of the view at `parent`: `parent.subviews[index]`.
    package mutating func subview(_ index: Int, of parent: LazyPath) -> LazyPath {
      steps.append((parent.step, index))
      return LazyPath(base: parent.base, step: steps.count - 1)
    }

    /// `path` written out.
    package func written(_ path: LazyPath) -> ScenarioPath {
      var indices: [Int] = []
      var step = path.step
      while step >= 0 {
        indices.append(steps[step].index)
        step = steps[step].parent
      }
      var written = bases[path.base]
      for index in indices.reversed() { written = written.appending("subviews", index) }
      return written
    }
  }
}
