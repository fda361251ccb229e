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
/// The initial display is epoch 0 at time 0; each scenario event runs at its time as a new
/// epoch; animated transitions complete at `t + duration` in their event's epoch. A navigation
/// or presentation event aimed at a controller whose transition is still running waits for its
/// end, as UIKit queues it; any other event interrupts, and the running epoch is marked
/// truncated. The simulation is single-threaded and deterministic: the same scenario gives the
/// same trace, byte for byte, on every run and machine.
///
/// - Warning: Not thread-safe. Use one simulator from one task.
public final class Simulator {
  /// A cause the scheduler runs.
  private enum Cause {
    /// The root controller is installed in the window (epoch 0).
    case initialDisplay
    /// The scenario's event at this index.
    case scenarioEvent(Int)
    /// The end of an animation started in an epoch.
    case completion(Int32, Completion)
  }

  private var world: World
  private let scenario: Scenario
  private var scheduler = Scheduler<Cause>()
  private var finished: Trace?

  /// Checks and prepares `scenario`.
  ///
  /// - Throws: ``ScenarioError`` with every problem found before running: an unknown device or
  ///   quirk, a name used twice, an event that is not supported yet, …
  public init(_ scenario: Scenario) throws(ScenarioError) {
    world = World(try ScenarioValidator.resolve(scenario, fileName: scenario.sourceName))
    self.scenario = scenario
    scheduler.schedule(.initialDisplay, at: .zero, phase: .scenarioEvent)
    for (index, event) in scenario.events.enumerated() {
      scheduler.schedule(.scenarioEvent(index), at: .seconds(event.at), phase: .scenarioEvent)
    }
  }

  /// Runs every cause until nothing is pending and returns the trace.
  ///
  /// Calling it again returns the same trace.
  ///
  /// - Throws: ``ScenarioError`` naming each event UIKit would refuse when it comes (popping
  ///   the root, dismissing a controller that is not presented, …). Those events are skipped
  ///   and the others run, so every problem is reported at once.
  public func run() throws(ScenarioError) -> Trace {
    if let finished { return finished }
    var pending: [Int32: Int] = [:]
    var open: Int32?
    var problems: [ScenarioDiagnostic] = []
    while let event = scheduler.popNext() {
      world.now = event.time
      switch event.action {
      case .initialDisplay:
        open = world.builder.openEpoch(cause: "initialDisplay", detail: "", at: world.now)
        world.epoch = open ?? 0
        world.performInitialDisplay()
      case .scenarioEvent(let index):
        let scenarioEvent = scenario.events[index]
        if let end = world.deferral(for: scenarioEvent.action) {
          scheduler.schedule(.scenarioEvent(index), at: end, phase: .scenarioEvent)
          continue
        }
        if let current = open {
          world.closeEpoch(current, truncated: pending[current, default: 0] > 0)
        }
        let epoch = world.builder.openEpoch(
          cause: scenarioEvent.action.name, detail: scenarioEvent.action.detail, at: world.now)
        open = epoch
        world.epoch = epoch
        do {
          for (delay, completion) in try world.perform(scenarioEvent.action) {
            scheduler.schedule(
              .completion(epoch, completion), at: world.now + delay, phase: .completion)
            pending[epoch, default: 0] += 1
          }
        } catch {
          problems.append(
            ScenarioDiagnostic(
              path:
                "\(scenarioEvent.sourcePath ?? "events[\(index)]").\(scenarioEvent.action.name)",
              location: scenarioEvent.location,
              message: "at \(PointFormatting.string(scenarioEvent.at)) s: \(error.message)",
              fix: error.fix))
        }
      case .completion(let epoch, let completion):
        world.epoch = epoch
        world.complete(completion)
        pending[epoch, default: 0] -= 1
      }
      if let current = open, pending[current, default: 0] == 0 {
        world.closeEpoch(current, truncated: false)
        open = nil
      }
    }
    if !problems.isEmpty {
      throw ScenarioError(fileName: scenario.sourceName, diagnostics: problems)
    }
    let trace = world.builder.finish(finals: world.finalRecords())
    finished = trace
    return trace
  }
}
