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
/// trace.finals.first { $0.object == "List" }?.state.safeAreaInsets  // {88, 0, 83, 0}
/// ```
///
/// The simulation is single-threaded and deterministic: the same scenario gives the same trace,
/// byte for byte, on every run and machine.
///
/// - Warning: Not thread-safe. Use one simulator from one task.
public final class Simulator {
  /// A cause the scheduler runs.
  private enum Cause {
    /// The root controller is installed in the window (epoch 0).
    case initialDisplay
    /// The scenario's event at this index (one epoch each).
    case scenarioEvent(Int)
  }

  private var world: World
  private let events: [ScenarioEvent]
  private var scheduler = Scheduler<Cause>()
  private var finished: Trace?

  /// Checks and prepares `scenario`.
  ///
  /// - Throws: ``ScenarioError`` with every problem found: an unknown device or quirk, a name
  ///   used twice, an event that is not supported yet, …
  public init(_ scenario: Scenario) throws(ScenarioError) {
    world = World(try ScenarioValidator.resolve(scenario))
    events = scenario.events
    scheduler.schedule(.initialDisplay, at: .zero, phase: .scenarioEvent)
    for (index, event) in events.enumerated() {
      scheduler.schedule(.scenarioEvent(index), at: .seconds(event.at), phase: .scenarioEvent)
    }
  }

  /// Runs every scheduled cause until nothing is pending and returns the trace.
  ///
  /// Calling it again returns the same trace.
  public func run() -> Trace {
    if let finished { return finished }
    while let event = scheduler.popNext() {
      world.now = event.time
      switch event.action {
      case .initialDisplay:
        world.performInitialDisplay()
      case .scenarioEvent(let index):
        world.closeEpoch()
        world.perform(events[index].action)
      }
    }
    world.closeEpoch()
    let trace = world.builder.finish(finals: world.finalRecords())
    finished = trace
    return trace
  }
}
