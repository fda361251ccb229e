import LifecycleSim
import Testing

@testable import LifecycleSimEngine

/// Pushes and pops cost what they move (issue 29), counted in the passes' steps
/// (``PassWork``), not timed: a layout pass follows the controllers its event brackets, not
/// every controller the run created, and moving a subtree in or out of the window visits that
/// subtree, not the views that stay.
@Suite struct PushPopScalingTests {
  /// A shell controller with `kept` views of its own and a navigation controller `Nav` as its
  /// child, over `Home` with `moved` views; `pairs` times a push of a one-view `Detail` and a pop.
  private static func scenario(kept: Int, moved: Int, pairs: Int) -> Scenario {
    func views(_ prefix: String, _ count: Int) -> [ViewNode] {
      (0..<count).map {
        Build.view("\(prefix)\($0)", frame: Rect(x: 0, y: Double($0 % 600), width: 100, height: 20))
      }
    }
    let navigation = Build.navigation("Nav", [Build.plain("Home", subviews: views("h", moved))])
    let shell = ControllerNode(
      name: "Shell", view: ViewNode(subviews: views("k", kept)),
      children: [ChildEmbedding(navigation)])
    var events: [ScenarioEvent] = []
    for pair in 0..<pairs {
      let detail = Build.plain("Detail\(pair)", subviews: [Build.view("d\(pair)", layout: .fill)])
      events.append(
        ScenarioEvent(
          at: Double(2 * pair + 1), .push(navigationController: "Nav", controller: detail)))
      events.append(ScenarioEvent(at: Double(2 * pair + 2), .pop(navigationController: "Nav")))
    }
    var scenario = Build.scenario("iPhone X", ios: "17.0", root: shell)
    scenario.events = events
    return scenario
  }

  /// The passes' work over the events alone: the run's less that of the same scenario without
  /// events.
  private static func eventWork(kept: Int, moved: Int, pairs: Int) throws -> PassWork {
    let simulator = try Simulator(scenario(kept: kept, moved: moved, pairs: pairs))
    let trace = try simulator.run()
    #expect(trace.records.filter { $0.callback == .viewDidAppear }.count == 3 + 2 * pairs)
    let idle = try Simulator(scenario(kept: kept, moved: moved, pairs: 0))
    _ = try idle.run()
    return PassWork(
      attachmentVisits: simulator.passWork.attachmentVisits - idle.passWork.attachmentVisits,
      layoutVisits: simulator.passWork.layoutVisits - idle.passWork.layoutVisits)
  }

  /// 10, 100 and 1,000 pairs: every pair does the same work, though each leaves a controller
  /// behind (a layout pass allocated and scanned a flag for each before: n² for n pairs).
  @Test func everyPairCostsTheSameAtAnyCount() throws {
    let ten = try Self.eventWork(kept: 5, moved: 20, pairs: 10)
    #expect(ten.attachmentVisits > 0 && ten.layoutVisits > 0)
    for factor in [10, 100] {
      let more = try Self.eventWork(kept: 5, moved: 20, pairs: 10 * factor)
      #expect(more.attachmentVisits == factor * ten.attachmentVisits)
      #expect(more.layoutVisits == factor * ten.layoutVisits)
    }
  }

  /// The views that stay in the window, 10, 100 and 1,000 of them, cost a pair nothing; the views
  /// that move cost it in proportion: each moved view is visited at most twice a move (marked,
  /// then noted or recomputed by the geometry pass), and a pair moves `Home` (its root view and
  /// `moved` views) out and back, and `Detail` (two views) in and out.
  @Test func attachmentVisitsFollowWhatMoved() throws {
    let base = try Self.eventWork(kept: 10, moved: 10, pairs: 1)
    for kept in [100, 1_000] {
      #expect(try Self.eventWork(kept: kept, moved: 10, pairs: 1) == base)
    }
    var visits: [Int] = []
    for moved in [10, 100, 1_000] {
      let work = try Self.eventWork(kept: 10, moved: moved, pairs: 1)
      #expect(work.attachmentVisits <= 2 * 2 * ((moved + 1) + 2), "moved \(moved)")
      #expect(work.attachmentVisits >= 2 * (moved + 1), "moved \(moved)")
      visits.append(work.attachmentVisits)
    }
    // Linear in what moved: 900 more views add ten times what 90 more add.
    #expect(visits[2] - visits[1] == 10 * (visits[1] - visits[0]))
  }
}
