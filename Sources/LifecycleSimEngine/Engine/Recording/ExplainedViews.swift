/// The views the derivation of one explained value builds on, which every geometry pass
/// derives as a full pass would, while the pass stays incremental for every other view.
///
/// A view's steps build on the last steps of what it reads (its superview's safe area, its own
/// values, its controller's guides), written where those were last computed. A full pass
/// rewrites every view it covers, so those are always the steps of the last pass that covered
/// the view read. Explaining one value, the passes derive only the views in this set: the
/// explained view (or the explained controller's root view) with its ancestors at each pass,
/// and every view a derived view reads, taken in the moment it reads it. A view taken after a
/// pass could have covered it (it existed when a pass began) may have missed steps a full pass
/// would have written then, unless the pass that takes it covers it (its steps are then
/// written again, top-down, before any view below reads them): the run is then ``foundLate`` and the value is explained again
/// with the set found so far derived from the start (``DerivationLog/nextRun()``), until a run
/// takes no view late, or with a full pass after ``runsBeforeFullPass`` runs.
struct ExplainedViews {
  /// The runs that follow the views before a value is explained with a full pass.
  static let runsBeforeFullPass = 3

  /// The views in the set, in the order they were taken.
  private(set) var views: [ViewID] = []
  /// Whether each view, by index, is in the set.
  private var members: [Bool] = []
  /// For each view, by index, the pass whose walk enters it: a view in the set lies below it.
  private var entered: [UInt32] = []
  /// The running pass, counted from 1.
  private var pass: UInt32 = 0
  /// The passes begun, for the tests that bound the walks by them.
  var passes: Int { Int(pass) }
  /// The views read by steps being built, with their trace objects, until the value those steps
  /// derive is written (``settleReads(relevant:)``).
  private var pendingReads: [(view: ViewID, object: ObjectID)] = []
  /// The trace objects registered when the last pass began: a view registered before that may
  /// have been covered by a pass.
  private var objectsAtPassStart = 0
  /// A view was taken after a pass could have covered it.
  private(set) var foundLate = false
  /// The views the passes' walks up the tree took or marked, counted (not timed) for the tests
  /// that hold them to the set and its ancestors, whatever the rest of the tree.
  private(set) var walked = 0

  /// A set holding `seed` from the start of the run.
  init(seed: [ViewID]) {
    for view in seed { _ = insert(view) }
  }

  /// The set for the next run: every view this run took, from the start.
  func nextRun() -> ExplainedViews { ExplainedViews(seed: views) }

  /// Whether `view` is in the set.
  func contains(_ view: ViewID) -> Bool {
    let index = Int(view.raw)
    return index < members.count && members[index]
  }

  /// Whether the running pass enters `view` to reach a view of the set below it.
  func leadsBelow(_ view: ViewID) -> Bool {
    let index = Int(view.raw)
    return index < entered.count && entered[index] == pass
  }

  /// Adds `view`, whose trace object is `object`; notes it late when a pass began after it was
  /// registered, unless the pass about to run derives it before anything reads it
  /// (`derivedFirst`: it lies in that pass's subtree, whose walk is top-down).
  mutating func take(_ view: ViewID, object: ObjectID, derivedFirst: Bool = false) {
    walked += 1
    guard insert(view) else { return }
    if !derivedFirst && Int(object.raw) < objectsAtPassStart { foundLate = true }
  }

  /// Starts a pass, with `objects` trace objects registered.
  mutating func beginPass(objects: Int) {
    pass &+= 1
    objectsAtPassStart = objects
  }

  /// Marks `view` as entered by the running pass; returns `false` when it already was.
  mutating func enter(_ view: ViewID) -> Bool {
    walked += 1
    let index = Int(view.raw)
    if index >= entered.count {
      entered.append(contentsOf: repeatElement(0, count: index + 1 - entered.count))
    }
    guard entered[index] != pass else { return false }
    entered[index] = pass
    return true
  }

  /// Notes that steps being built read what `view` (trace object `object`) holds.
  mutating func read(_ view: ViewID, object: ObjectID) {
    if !contains(view) { pendingReads.append((view, object)) }
  }

  /// Whether steps read views not yet in the set.
  var hasPendingReads: Bool { !pendingReads.isEmpty }

  /// Takes the views the steps just written read, when the value they derive is one the
  /// explained value builds on (`relevant`); forgets them otherwise.
  mutating func settleReads(relevant: Bool) {
    if relevant {
      for read in pendingReads { take(read.view, object: read.object) }
    }
    pendingReads.removeAll(keepingCapacity: true)
  }

  private mutating func insert(_ view: ViewID) -> Bool {
    let index = Int(view.raw)
    if index >= members.count {
      members.append(contentsOf: repeatElement(false, count: index + 1 - members.count))
    }
    guard !members[index] else { return false }
    members[index] = true
    views.append(view)
    return true
  }
}
