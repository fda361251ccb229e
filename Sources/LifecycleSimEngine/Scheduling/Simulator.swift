import LifecycleSimSupport
import LifecycleSimCore
public import LifecycleSimModel
public import LifecycleSimTrace

/// Runs a scenario on a virtual clock and produces its ``Trace``.
///
/// ```swift
/// let scenario = Scenario(
///   name: "tab-nav", device: "iPhone X", ios: "11.0",
///   root: ControllerNode(
///     .tabBarController(tabs: [
///       ControllerNode(.navigationController(stack: [ControllerNode(name: "List")]), name: "Nav")
///     ]), name: "Tabs"))
/// let trace = try Simulator(scenario).run()
/// trace.finalState(of: "List")?.safeAreaInsets  // {88, 0, 83, 0}
/// ```
///
/// The initial display is epoch 0 at time 0; each scenario event runs at its time as a new epoch;
/// animated transitions complete at `t + duration` in their event's epoch. A navigation or
/// presentation event aimed at a controller whose transition is still running waits for its end, as
/// UIKit queues it; any other event interrupts, and the running epoch is marked truncated. Events
/// waiting for the same controller run first come first served, one per transition end, after the
/// causes already due at that instant; each waiting event is rescheduled once, so queued events
/// cost linear time. The simulation is single-threaded and deterministic: the same scenario gives
/// the same trace, byte for byte, on every run and machine.
///
/// - Warning: Not thread-safe. Use one simulator from one task.
public final class Simulator {
  /// A cause the scheduler runs: a plain value of two words, so that the scheduler's heap moves
  /// little; what a completion does is kept in ``completions``.
  enum Cause {
    /// The root controller is installed in the window (epoch 0).
    case initialDisplay
    /// The scenario's event at this index.
    case scenarioEvent(Int)
    /// The end of an animation: its index in ``completions``.
    case completion(Int)
  }

  /// A scheduled completion and the epoch that started its animation.
  private struct PendingCompletion {
    package var epoch: EpochID
    var completion: Completion
  }

  private var world: World
  /// The clock, the epochs and the trace; the world records through it.
  let recorder: Recorder
  /// The checked scenario, from which a streamed run starts its runs afresh.
  package let resolved: ResolvedScenario
  private let scenario: Scenario
  private var scheduler: Scheduler<Cause>
  /// The completions scheduled, by the index their ``Cause/completion(_:)`` holds; a slot is
  /// reused once its completion has run (``freeCompletions``).
  private var completions: [PendingCompletion] = []
  private var freeCompletions: [Int] = []
  /// The events waiting for each controller's transition to end.
  private var waiting: [ControllerID: WaitingLine] = [:]
  /// The trace of the run, once it has run whole (not when its records went to an outlet).
  var finished: Trace?
  /// The trace objects the world registered as it was built, before any event.
  let objectsBeforeTheRun: Int
  /// Whether the run has scheduled the scenario (once, as it starts).
  private(set) var scheduled = false
  /// The scenario's events in the order they run, by time then position, when that is not
  /// their order in the scenario; `nil` when it is.
  private var eventOrder: [Int]?
  /// The number of scenario events scheduled so far, in ``eventOrder``: one is in the queue at
  /// a time (besides the events a transition released), scheduled when the one before it runs,
  /// with the sequence number it would have had if all were scheduled at the start.
  private var eventsScheduled = 0
  /// The sequence number of the first scenario event; event `i` has this plus `i`.
  private var firstEventSequence: UInt64 = 0

  /// The number of records that existed when each epoch settled, by epoch number.
  package var epochEnds: [Int] { recorder.epochEnds }

  /// The number of causes the scheduler has run: its work, for complexity tests.
  var schedulerPops: Int { scheduler.popCount }
  /// The number of causes waiting in the scheduler now, for the tests of its memory.
  var schedulerPending: Int { scheduler.pendingCount }

  /// Checks and prepares `scenario`; a decoded scenario was checked by its decoding, and is not
  /// checked again unless it was changed since.
  ///
  /// - Throws: ``ScenarioError`` with every problem found before running: an unknown device or
  ///   quirk, a name used twice, an event that is not supported yet, …
  public convenience init(_ scenario: Scenario) throws(ScenarioError) {
    try self.init(resolved: ScenarioResolution.standard(scenario), derivations: nil)
  }

  /// Checks and prepares `scenario` against the iOS versions of `registry`.
  ///
  /// - Parameter derivations: where the world writes how it derives values, when explaining one.
  package convenience init(
    _ scenario: Scenario, registry: BehaviourRegistry, derivations: DerivationLog? = nil
  ) throws(ScenarioError) {
    try self.init(
      resolved: ScenarioValidator.resolve(
        scenario, fileName: scenario.sourceName, registry: registry),
      derivations: derivations)
  }

  /// Prepares a scenario that ``validate(_:)`` checked, so that a caller can time the checks
  /// apart from building the world and running it (the benchmark does).
  package convenience init(resolved: ResolvedScenario) {
    self.init(resolved: resolved, derivations: nil)
  }

  /// Prepares a checked scenario, recording derivations in `derivations` when given.
  package init(resolved: ResolvedScenario, derivations: DerivationLog?) {
    let scenario = resolved.scenario
    self.resolved = resolved
    let scheduler = Scheduler<Cause>()
    self.scheduler = scheduler
    recorder = Recorder(header: resolved.header, clock: scheduler.clock)
    world = World(resolved, recorder: recorder, derivations: derivations)
    self.scenario = scenario
    objectsBeforeTheRun = recorder.objectCount
  }

  /// Schedules the first display and the first scenario event, when the run starts.
  ///
  /// A simulator that serves only as the template of the runs a streamed rendering makes
  /// (``stream(_:memoryLimit:)``) never holds the queue. The queue holds one scenario event at
  /// a time rather than all of them (``scheduleNextEvent(after:)``): the same order, in memory
  /// that does not grow with the events.
  private func scheduleScenario() {
    guard !scheduled else { return }
    scheduled = true
    scheduler.schedule(.initialDisplay, at: .zero, phase: .scenarioEvent)
    let events = scenario.events
    firstEventSequence = scheduler.reserveSequences(events.count)
    let inTimeOrder = zip(events, events.dropFirst()).allSatisfy {
      Self.time(of: $0) <= Self.time(of: $1)
    }
    if !inTimeOrder {
      // Events at the same instant keep their order, as their sequence numbers order them.
      eventOrder = events.indices.sorted {
        let (left, right) = (Self.time(of: events[$0]), Self.time(of: events[$1]))
        return left < right || (left == right && $0 < $1)
      }
    }
    scheduleNextEvent(after: nil)
  }

  /// When `event` runs, unless a transition makes it wait: its time, as the scheduler clamps a
  /// time before the start.
  private static func time(of event: ScenarioEvent) -> SimInstant {
    Swift.max(.seconds(event.at), .zero)
  }

  /// Schedules the next scenario event in time order, once the event at `index` runs for the
  /// first time (`nil`: the run starts).
  private func scheduleNextEvent(after index: Int?) {
    let position = eventsScheduled
    guard position < scenario.events.count else { return }
    if let index {
      // The event scheduled last is the only one whose first run schedules the next; an event
      // a transition released runs again later.
      guard index == eventOrder.map({ $0[position - 1] }) ?? position - 1 else { return }
    }
    let next = eventOrder?[position] ?? position
    eventsScheduled += 1
    scheduler.schedule(
      .scenarioEvent(next), at: Self.time(of: scenario.events[next]), phase: .scenarioEvent,
      sequence: firstEventSequence &+ UInt64(truncatingIfNeeded: next))
  }

  /// Checks `scenario` against the standard iOS versions, as ``init(_:)`` does: a decoded
  /// scenario was checked by its decoding, and is not checked again.
  package static func validate(_ scenario: Scenario) throws(ScenarioError) -> ResolvedScenario {
    try ScenarioResolution.standard(scenario)
  }

  /// Whether epochs are closed as they settle, marking validity (the default).
  ///
  /// The benchmark turns it off to count what closing costs; the trace then marks no record
  /// valid.
  package var closesEpochs: Bool {
    get { recorder.closesEpochs }
    set { recorder.closesEpochs = newValue }
  }

  /// Whether every geometry pass recomputes its whole subtree rather than what can have changed
  /// (off by default); the tests that check the two give the same trace turn it on.
  package var forcesFullGeometry: Bool {
    get { world.pass.forcesFullGeometry }
    set { world.pass.forcesFullGeometry = newValue }
  }

  /// The work the world's passes have done so far, counted, for the tests that hold it to what
  /// each event moved.
  var passWork: PassWork { world.pass.work }

  /// The geometry of the window's views as the world holds it now (after ``run()``, as the run
  /// left it), for the benchmark's comparison with a flat pass.
  package func geometrySnapshot() -> GeometrySnapshot { world.geometrySnapshot() }

  /// What the final record of `object` reads, computed afresh from the world as it is now
  /// (after ``run()``, as the run left it): for the tests that hold the final records, most of
  /// them taken from the last epoch's settled states, to it.
  func finalStateComputedAfresh(of object: ObjectID) -> ObjectState {
    world.finalState(of: world.objects.references[object])
  }

  /// Every trace object's state now (after ``run()``, as the run left it), packed as closing an
  /// epoch packs it (``World/packedState(of:in:)``) and as built then packed
  /// (``World/state(of:)``, ``ObjectState/pack(into:)``), each as its bits then its numbers'
  /// bit patterns: for the tests that hold the first way to the second.
  func statesPackedBothWays() -> (closing: [[UInt64]], built: [[UInt64]]) {
    func words(_ state: PackedState) -> [UInt64] {
      [UInt64(state.bits)] + state.numbers.map(\.bitPattern)
    }
    let objects = (0..<world.objects.references.count).map { ObjectID(raw: Int32($0)) }
    let closing = objects.map { object in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: ObjectState.mostNumbers) { room in
        // Never taken: the room is not empty, so it has an address.
        guard let base = room.baseAddress else { return [UInt64]() }
        return words(world.packedState(of: object, in: base))
      }
    }
    let built = objects.map { world.state(of: world.objects.references[$0]).withPacked(words) }
    return (closing, built)
  }

  /// Runs every cause until nothing is pending and returns the trace.
  ///
  /// Calling it again returns the same trace.
  ///
  /// - Throws: ``ScenarioError`` naming each event UIKit would refuse when it comes (popping
  ///   the root, dismissing a controller that is not presented, …). Those events are skipped
  ///   and the others run, so every problem is reported at once. After a refused event, the
  ///   later events that name a controller that is not there (most likely one the refused
  ///   event would have added) are reported once, at the first of them, with their count.
  public func run() throws(ScenarioError) -> Trace {
    if let finished { return finished }
    // This simulator's run was a streamed rendering's check, whose records were handed on.
    if scheduled { return try fresh().run() }
    scheduleScenario()
    var problems: [ScenarioDiagnostic] = []
    var consequences: (first: ScenarioDiagnostic, count: Int)?
    while let event = scheduler.popNext() {
      switch event.action {
      case .initialDisplay:
        recorder.openEpoch(cause: "initialDisplay", detail: "", settled: settledState)
        do {
          scheduleCompletions(try world.performInitialDisplay())
        } catch {
          // A sheet the display would present that UIKit refuses.
          problems.append(
            ScenarioDiagnostic(path: "root", location: nil, message: error.message, fix: error.fix))
        }
      case .scenarioEvent(let index):
        scheduleNextEvent(after: index)
        let scenarioEvent = scenario.events[index]
        let target = world.queueTarget(for: scenarioEvent.action)
        if let target, wait(index, for: target) { continue }
        recorder.openEpoch(
          cause: scenarioEvent.action.name, detail: scenarioEvent.action.detail,
          settled: settledState)
        do {
          scheduleCompletions(try world.perform(scenarioEvent.action))
        } catch {
          let diagnostic = ScenarioDiagnostic(
            path:
              "\(scenarioEvent.sourcePath ?? "events[\(index)]").\(scenarioEvent.action.name)",
            location: scenarioEvent.location,
            message: "at \(PointFormatting.string(scenarioEvent.at)) s: \(error.message)",
            fix: error.fix)
          if error.namesAMissingController, !problems.isEmpty {
            consequences = (consequences?.first ?? diagnostic, (consequences?.count ?? 0) + 1)
          } else {
            problems.append(diagnostic)
          }
        }
        if let target { releaseNext(waitingFor: target) }
      case .completion(let slot):
        let pending = completions[slot]
        freeCompletions.append(slot)
        recorder.beginCompletion(of: pending.epoch)
        world.complete(pending.completion)
        if let owner = pending.completion.owner { releaseNext(waitingFor: owner) }
      }
      recorder.closeIfSettled(settled: settledState)
    }
    if let consequences {
      var first = consequences.first
      if consequences.count > 1 {
        first.message +=
          "; so do \(consequences.count - 1) later events, most likely because an event above "
          + "was refused"
      }
      first.fix = first.fix ?? "fix the refused event above first"
      problems.append(first)
    }
    problems += world.swiftUI.valueProblems
    if !problems.isEmpty {
      throw ScenarioError(fileName: scenario.sourceName, diagnostics: problems)
    }
    world.recordFinals()
    let trace = recorder.finish()
    finished = trace
    return trace
  }

  /// Schedules the completions a turn returned, each after its delay, in the turn's epoch.
  private func scheduleCompletions(_ turn: [(SimDuration, Completion)]) {
    for (delay, completion) in turn {
      let pending = PendingCompletion(epoch: recorder.expectCompletion(), completion: completion)
      scheduler.schedule(
        .completion(store(pending)), at: recorder.now + delay, phase: .completion)
    }
  }

  /// Keeps a scheduled completion and returns its slot in ``completions``.
  private func store(_ pending: PendingCompletion) -> Int {
    if let slot = freeCompletions.popLast() {
      completions[slot] = pending
      return slot
    }
    completions.append(pending)
    return completions.count - 1
  }

  /// Hands the recorder what each of `objects` reads now, as an epoch settles
  /// (``World/settle(_:)``): one access to the world for all of them.
  private func settledState(of objects: [ObjectID]) {
    world.settle(objects)
  }

  /// Puts the event at `index` in `target`'s line when it must wait; returns `false` when it
  /// runs now (taking it out of the line if it was the one released).
  ///
  /// An event the line released finds `target` busy again when a cause due at the same instant
  /// started a new transition first; it stays first in line.
  private func wait(_ index: Int, for target: ControllerID) -> Bool {
    let released = waiting[target].map { $0.released && $0.first?.index == index } ?? false
    guard world.isInTransition(target) else {
      if released { waiting[target]?.removeFirst() }
      return false
    }
    if released {
      waiting[target]?.requeueFirst(sequence: scheduler.reserveSequence())
    } else {
      waiting[target, default: WaitingLine()].append(
        WaitingLine.Entry(index: index, sequence: scheduler.reserveSequence()))
    }
    return true
  }

  /// Schedules the first event waiting for `target` at the current instant, once `target` is
  /// free and no released event of its line is still pending.
  private func releaseNext(waitingFor target: ControllerID) {
    guard var line = waiting[target], !line.released, let first = line.first,
      !world.isInTransition(target)
    else { return }
    line.markReleased()
    waiting[target] = line
    scheduler.schedule(
      .scenarioEvent(first.index), at: recorder.now, phase: .scenarioEvent, sequence: first.sequence
    )
  }
}
