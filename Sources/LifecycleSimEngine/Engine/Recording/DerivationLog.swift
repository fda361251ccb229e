package import LifecycleSimModel
package import LifecycleSimTrace

/// The derivations the engine writes while it computes values, when a run is asked to explain
/// them (`lifecycle-sim explain`).
///
/// The world holds one only while explaining; every other run has none, and each place that
/// computes a value then costs one test of an optional (`World.derive(_:_:_:_:)`). The steps are
/// written where the value is computed, from the same inputs, so an explanation cannot disagree
/// with the trace.
package final class DerivationLog {
  /// A value of one object.
  package struct Key: Hashable {
    package var object: ObjectID
    package var property: TraceProperty
  }

  /// One computation of an explained value.
  package struct Entry {
    /// The number of records that existed when it was computed.
    package var position: Int
    /// The epoch whose settled state it changed.
    package var epoch: EpochID
    package var steps: [DerivationStep]
    /// The value computed.
    package var value: TraceValue
  }

  /// The values whose every computation is kept.
  package enum Scope {
    /// One property of the object with this name.
    case one(object: String, property: TraceProperty)
    /// Every property of every object, for tests that hold each explanation against the trace.
    case everything
  }

  package let scope: Scope
  /// The explained object of a ``Scope/one(object:property:)`` log, once the world registered it.
  private(set) var targetObject: ObjectID?
  /// Every computation of each explained value, in order.
  private var histories: [Key: [Entry]] = [:]
  /// The last derivation of every value computed so far, for the steps that build on them.
  private var latest: [Key: [DerivationStep]] = [:]
  /// The derivations written since the run began, counted (not timed) for the tests that hold
  /// explaining one value to what its derivation builds on.
  private(set) var derivationsWritten = 0
  /// The views the explained value's derivation builds on, which every geometry pass derives
  /// (``ExplainedViews``); `nil` when every view is derived, by a full pass.
  var explained: ExplainedViews?
  /// The runs made so far for this value, this one included.
  package let run: Int

  /// Creates a log that keeps the computations of `scope`.
  package init(_ scope: Scope) {
    self.scope = scope
    run = 1
    if case .one = scope { explained = ExplainedViews(seed: []) }
  }

  /// A log for the next run of the same value, when this one found it needs one.
  ///
  /// This run found that the value builds on a view the passes did not derive from the start
  /// (``needsAnotherRun``): the next run derives every view this one found from the start.
  /// After ``ExplainedViews/runsBeforeFullPass`` runs, it derives every view with a full pass,
  /// which is exact by construction.
  package func nextRun() -> DerivationLog {
    DerivationLog(
      scope, run: run + 1,
      explained: forcedFullPass || run >= ExplainedViews.runsBeforeFullPass
        ? nil : explained?.nextRun())
  }

  private init(_ scope: Scope, run: Int, explained: ExplainedViews?) {
    self.scope = scope
    self.run = run
    self.explained = explained
  }

  /// Whether the explanation this run wrote may miss steps a full pass writes, so that the value
  /// must be explained again with ``nextRun()``.
  package var needsAnotherRun: Bool { forcedFullPass || explained?.foundLate == true }

  /// Derives every view from now on, with a full pass, and asks for another run unless no pass
  /// has run yet (until then both ways derive the same): for a value that is neither a view's
  /// nor a controller's, which the views do not lead to.
  func deriveEveryView() {
    guard let passes = explained?.passes else { return }
    explained = nil
    forcedFullPass = passes > 0
  }

  /// Set when ``deriveEveryView()`` gave up following the views in the middle of a run.
  private var forcedFullPass = false

  /// Notes that the world registered `object` under `name`.
  package func registered(_ object: ObjectID, name: String) {
    if case .one(let target, _) = scope, target == name { targetObject = object }
  }

  /// Notes that `object`'s `property` was computed as `value` by `steps`, with `position` records
  /// made so far, for the settled state of `epoch`.
  func note(
    _ object: ObjectID, _ property: TraceProperty, value: TraceValue, steps: [DerivationStep],
    position: Int, epoch: EpochID
  ) {
    let key = Key(object: object, property: property)
    latest[key] = steps
    derivationsWritten += 1
    switch scope {
    case .one(_, let target) where object != targetObject || property != target: return
    case .one, .everything: break
    }
    histories[key, default: []].append(
      Entry(position: position, epoch: epoch, steps: steps, value: value))
  }

  /// The steps of the last computation of `object`'s `property`, empty before the first.
  package func steps(of object: ObjectID, _ property: TraceProperty) -> [DerivationStep] {
    latest[Key(object: object, property: property)] ?? []
  }

  /// Every computation kept of `object`'s `property`, in order.
  package func history(of object: ObjectID, _ property: TraceProperty) -> [Entry] {
    histories[Key(object: object, property: property)] ?? []
  }
}

extension [DerivationLog.Entry] {
  /// The computation in force at the record with index `record`: the last one made before it.
  package func entry(before record: Int) -> DerivationLog.Entry? {
    last { $0.position <= record }
  }

  /// The computation in force when `epoch` settled: the last one made for it or before.
  package func entry(settling epoch: Int) -> DerivationLog.Entry? {
    last { Int($0.epoch.raw) <= epoch }
  }
}
