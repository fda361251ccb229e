import LifecycleSimEngine
import LifecycleSimModel
import LifecycleSimSupport
import LifecycleSimTrace

/// Explains how a value of a run was derived (`lifecycle-sim explain SCENARIO OBJECT.PROPERTY`).
///
/// It runs the scenario with a ``DerivationLog`` for the value: the engine writes each rule it
/// applies while it computes, so the explanation and the trace come from the same computation.
/// The geometry passes derive only the views the value builds on; when a run finds one late
/// (a view re-parented under a new ancestor, say), the scenario runs again with those views
/// derived from the start, and after three such runs with a full pass.
///
/// ```swift
/// let explanation = try Explainer.explain(scenario, "List.safeAreaInsets")
/// let atLoad = try Explainer.explain(
///   scenario, "List.safeAreaInsets", at: .record(callback: "viewDidLoad", occurrence: 1, epoch: nil))
/// ```
public enum Explainer {
  /// Explains `target` (`OBJECT.PROPERTY`, such as `List.safeAreaInsets`) at `point`.
  ///
  /// - Parameter memoryLimit: the bytes the run may use; `nil` for what this process can have
  ///   (the physical memory, or on Linux the control group's limit when it is lower).
  /// - Throws: ``ExplainError`` for an unknown object, property or callback (with the closest
  ///   name), a property the object does not have, or a scenario that does not run or, before
  ///   it runs, would need more memory than there is.
  public static func explain(
    _ scenario: Scenario, _ target: String, at point: ExplainPoint = .settled(epoch: nil),
    memoryLimit: Int? = nil
  ) throws(ExplainError) -> Explanation {
    try explain(scenario, target, at: point, registry: .standard, memoryLimit: memoryLimit)
  }

  /// ``explain(_:_:at:memoryLimit:)`` against the iOS versions of `registry`.
  static func explain(
    _ scenario: Scenario, _ target: String, at point: ExplainPoint, registry: BehaviourRegistry,
    memoryLimit: Int? = nil
  ) throws(ExplainError) -> Explanation {
    let (objectName, property) = try parse(target)
    var log = DerivationLog(.one(object: objectName, property: property))
    var trace: Trace
    var epochEnds: [Int]
    repeat {
      // A run whose value turned out to build on views its passes did not derive from the start
      // is made again with them (DerivationLog.nextRun), so that every explanation is the one a
      // full pass gives.
      if log.needsAnotherRun { log = log.nextRun() }
      do {
        let simulator = try Simulator(scenario, registry: registry, derivations: log)
        try simulator.checkMemory(limit: memoryLimit)
        trace = try simulator.run()
        epochEnds = simulator.epochEnds
      } catch {
        throw ExplainError(message: "the scenario does not run", scenario: error)
      }
    } while log.needsAnotherRun
    guard let object = trace.objects.first(where: { $0.name == objectName }) else {
      let names = trace.objects.map(\.name)
      throw ExplainError(
        message: "there is no object '\(objectName)' in this scenario."
          + (Suggestion.closest(to: objectName, among: names).map { " Did you mean '\($0)'?" }
            ?? ""),
        fix: "name a controller, view or bar as the trace does: \(listing(names))")
    }
    let row = TracedProperty.row(for: property)
    guard row.carriers.contains(object.kind) else {
      let carried = TracedProperty.all.filter { $0.carriers.contains(object.kind) }.map(\.name)
      throw ExplainError(
        message: "\(objectName) (\(object.kind.rawValue)) has no \(property.rawValue).",
        fix: "explain one of its properties: \(carried.joined(separator: ", "))")
    }
    let id = trace.objects.firstIndex { $0.name == objectName } ?? 0
    let builder = ExplanationBuilder(
      trace: trace,
      history: log.history(of: ObjectID(raw: Int32(truncatingIfNeeded: id)), property),
      epochEnds: epochEnds, object: objectName, property: property, origin: row.origin,
      unverified: unverified(of: trace, registry: registry))
    return try builder.explain(at: point)
  }

  /// The settled value of every property of every object at the end of the run, explained from
  /// one run: what the tests hold against the trace's final records.
  static func explainEverything(_ scenario: Scenario) throws(ExplainError) -> [Explanation] {
    let log = DerivationLog(.everything)
    let trace: Trace
    let epochEnds: [Int]
    do {
      let simulator = try Simulator(scenario, registry: .standard, derivations: log)
      trace = try simulator.run()
      epochEnds = simulator.epochEnds
    } catch {
      throw ExplainError(message: "the scenario does not run", scenario: error)
    }
    var explanations: [Explanation] = []
    let unverified = unverified(of: trace, registry: .standard)
    for final in trace.finals {
      guard let id = trace.objects.firstIndex(where: { $0.name == final.object }) else {
        continue
      }
      for row in TracedProperty.all where row.value(in: final.state) != nil {
        let builder = ExplanationBuilder(
          trace: trace,
          history: log.history(of: ObjectID(raw: Int32(truncatingIfNeeded: id)), row.property),
          epochEnds: epochEnds, object: final.object, property: row.property, origin: row.origin,
          unverified: unverified)
        explanations.append(try builder.explain(at: .settled(epoch: nil)))
      }
    }
    return explanations
  }

  /// What the run's profile and then its device take from another without a source
  /// (``BehaviourRegistry/unverified(profile:)``, ``Device/unverified``).
  static func unverified(of trace: Trace, registry: BehaviourRegistry) -> [String] {
    let header = trace.header
    return [
      registry.unverified(profile: header.profile),
      DeviceCatalog.device(named: header.device)?.unverified,
    ].compactMap { $0 }
  }

  /// Splits `OBJECT.PROPERTY` at its last dot: object names may hold dots (`Nav.navigationBar`).
  private static func parse(_ target: String) throws(ExplainError) -> (String, TraceProperty) {
    guard let dot = target.lastIndex(of: "."), dot != target.startIndex else {
      throw ExplainError(
        message: "'\(target)' does not name a value.",
        fix: "name it as OBJECT.PROPERTY, such as List.safeAreaInsets")
    }
    let name = String(target[target.index(after: dot)...])
    guard let property = TraceProperty(rawValue: name) else {
      let names = TraceProperty.allCases.map(\.rawValue)
      throw ExplainError(
        message: "there is no property '\(name)'."
          + (Suggestion.closest(to: name, among: names).map { " Did you mean '\($0)'?" } ?? ""),
        fix: "the properties are \(names.joined(separator: ", "))")
    }
    return (String(target[..<dot]), property)
  }

  /// Up to twelve names, then how many more.
  static func listing(_ names: [String]) -> String {
    let shown = names.prefix(12).joined(separator: ", ")
    return names.count > 12 ? shown + ", … (\(names.count - 12) more)" : shown
  }
}
