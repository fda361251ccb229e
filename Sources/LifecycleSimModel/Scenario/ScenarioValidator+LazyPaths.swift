extension ScenarioValidator {
  /// The path of a checked node, written out only when a diagnostic needs it: a base path, the
  /// `subviews[index]` steps below it, and one last `subviews[index]` kept in the path itself.
  struct LazyPath {
    fileprivate var base: Int
    /// The last step in ``LazyPaths``, or -1 for the base itself.
    fileprivate var step: Int
    /// The index of one more `subviews[index]` after ``step``, or -1 for none: a subview's path
    /// costs no step until a subview of its own needs it (``LazyPaths/settled(_:)``).
    fileprivate var index: Int
  }

  /// The bases and steps of one check's lazy paths: descending into a view's subviews costs an
  /// append to an array of integers, once a view.
  struct LazyPaths {
    private var bases: [ScenarioPath] = []
    private var steps: [(parent: Int, index: Int)] = []

    /// `path` itself.
    package mutating func base(_ path: ScenarioPath) -> LazyPath {
      bases.append(path)
      return LazyPath(base: bases.count - 1, step: -1, index: -1)
    }

    /// `path` with its last `subviews[index]` entered as a step, so that the paths of its
    /// subviews (``subview(_:of:)``) can follow it.
    package mutating func settled(_ path: LazyPath) -> LazyPath {
      guard path.index >= 0 else { return path }
      steps.append((path.step, path.index))
      return LazyPath(base: path.base, step: steps.count - 1, index: -1)
    }

    /// The path of the subview at `index` of the view at `parent`: `parent.subviews[index]`.
    ///
    /// A parent that is ``settled(_:)`` (the walk settles each once) costs no step.
    package mutating func subview(_ index: Int, of parent: LazyPath) -> LazyPath {
      let parent = settled(parent)
      return LazyPath(base: parent.base, step: parent.step, index: index)
    }

    /// `path` written out.
    package func written(_ path: LazyPath) -> ScenarioPath {
      var indices: [Int] = []
      if path.index >= 0 { indices.append(path.index) }
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
