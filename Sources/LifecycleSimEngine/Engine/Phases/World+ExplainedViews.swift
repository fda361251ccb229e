extension World {
  /// Starts a geometry pass that follows the views the explained value builds on.
  ///
  /// It takes into the set (``ExplainedViews``) the explained view (or the explained
  /// controller's root view) and its ancestors, and marks the ancestors of every view of the set
  /// for the walk to enter. Returns `false` when the pass must derive every view: a log of every value, or a value that
  /// is neither a view's nor a controller's, which the views do not lead to (the log then asks
  /// for a run with a full pass from the start).
  ///
  /// - Complexity: O(the set and its ancestors): each walk up stops at a view already marked, and
  ///   each is bounded by the depth limit.
  mutating func beginExplainedPass(root: ViewID) -> Bool {
    guard let log = derivations, log.explained != nil else { return false }
    if let target = log.targetObject {
      var start: ViewID?
      switch objects.references[target] {
      case .view(let view): start = view
      case .controller(let controller): start = controllers[controller].view
      default:
        log.deriveEveryView()
        return false
      }
      var chain: [ViewID] = []
      while let view = start {
        chain.append(view)
        start = views.parent[view]
      }
      // The views up to `root`, when it is on the chain, are derived by this pass before any
      // view reads them.
      let covered = chain.firstIndex(of: root) ?? -1
      for (index, view) in chain.enumerated() {
        log.explained?.take(view, object: views.object[view], derivedFirst: index <= covered)
      }
    }
    log.explained?.beginPass(objects: objects.references.count)
    // A view taken by an earlier run of the same value may not exist yet.
    let existing = views.object.count
    for member in log.explained?.views ?? [] where Int(member.raw) < existing {
      var above = views.parent[member]
      while let view = above, log.explained?.enter(view) == true {
        above = views.parent[view]
      }
    }
    return true
  }

  /// Notes, while explaining one value, that the steps being built read `object`'s values: a
  /// view's, or a controller's (computed at its root view).
  func noteRead(of object: ObjectID) {
    guard let log = derivations, log.explained != nil else { return }
    switch objects.references[object] {
    case .view(let view):
      log.explained?.read(view, object: object)
    case .controller(let controller):
      if let view = controllers[controller].view {
        log.explained?.read(view, object: views.object[view])
      }
    default: break
    }
  }

  /// Settles the reads of the steps just written for `object` (``ExplainedViews/settleReads(relevant:)``):
  /// kept when the explained value builds on `object`.
  func settleReads(writing object: ObjectID) {
    guard let log = derivations, log.explained?.hasPendingReads == true else { return }
    var relevant = object == log.targetObject
    if !relevant, let explained = log.explained {
      switch objects.references[object] {
      case .view(let view): relevant = explained.contains(view)
      case .controller(let controller):
        relevant = controllers[controller].view.map { explained.contains($0) } ?? false
      default: break
      }
    }
    log.explained?.settleReads(relevant: relevant)
  }
}
