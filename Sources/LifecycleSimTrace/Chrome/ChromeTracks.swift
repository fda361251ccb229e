/// The processes and threads of the Chrome rendering, in tree order (docs/trace-formats.md#chrome).
///
/// Process 1 is the scenario, with a thread for the instants (``ChromeTimeline/Instant``), one
/// for the epochs and one per row of transitions;
/// process 2 the window, the status bar and the keyboard; then one process per controller, in the
/// order of the trace's final block, with a thread for its own callbacks, one for its appearance
/// phases when it has any, and one per bar and view it owns. Process and thread ids count up in
/// that order, and thread ids never equal a process id, so viewers that sort by id keep the tree.
struct ChromeTracks {
  /// A named thread: a track in the viewer.
  struct Thread {
    var tid: Int
    package var name: String
  }

  /// A named process: a group of tracks in the viewer.
  struct Process {
    package var pid: Int
    package var name: String
    package var threads: [Thread]
  }

  package private(set) var processes: [Process] = []
  /// The thread of the instants.
  private(set) var instantsThread = 0
  /// The thread of the epochs.
  private(set) var epochsThread = 0
  /// The thread of each row of transitions.
  private(set) var laneThreads: [Int] = []
  /// The process of each object, by object index.
  private(set) var objectProcess: [Int] = []
  /// The thread of each object, by object index.
  private(set) var objectThread: [Int] = []
  /// The thread of each controller's appearance phases; 0 when it has none.
  private(set) var appearanceThread: [Int] = []

  /// Groups `trace`'s objects; `laneCount` rows of transitions; `hasAppearance` by object index.
  package init(_ trace: Trace, laneCount: Int, hasAppearance: [Bool]) {
    let objects = trace.objects
    var indexByName: [String: Int] = [:]
    for (index, object) in objects.enumerated() where indexByName[object.name] == nil {
      indexByName[object.name] = index
    }
    var listed = [Bool](repeating: false, count: objects.count)
    var ordered: [Int] = []
    for final in trace.finalSlots {
      guard let index = indexByName[objects[Int(final.object)].name], !listed[index] else {
        continue
      }
      listed[index] = true
      ordered.append(index)
    }
    // The window's group: what precedes the first controller, and any object without a final row.
    var system: [Int] = []
    var controllers: [[Int]] = []
    for index in ordered {
      if objects[index].kind.isController {
        controllers.append([index])
      } else if controllers.isEmpty {
        system.append(index)
      } else {
        controllers[controllers.count - 1].append(index)
      }
    }
    system += objects.indices.filter { !listed[$0] }

    objectProcess = [Int](repeating: 0, count: objects.count)
    objectThread = [Int](repeating: 0, count: objects.count)
    appearanceThread = [Int](repeating: 0, count: objects.count)
    var nextThread = 2 + controllers.count
    func thread(_ name: String) -> Thread {
      nextThread += 1
      return Thread(tid: nextThread, name: name)
    }
    func objectThreads(_ members: [Int], pid: Int) -> [Thread] {
      var threads: [Thread] = []
      for index in members {
        let object = objects[index]
        let own = thread("\(object.name) · \(object.kind.rawValue)")
        threads.append(own)
        objectProcess[index] = pid
        objectThread[index] = own.tid
        if index < hasAppearance.count, hasAppearance[index] {
          let phases = thread("\(object.name) · appearance")
          threads.append(phases)
          appearanceThread[index] = phases.tid
        }
      }
      return threads
    }

    var scenario = Process(
      pid: 1,
      name: "\(trace.header.scenario) · \(trace.header.device) · iOS \(trace.header.ios)",
      threads: [thread("instants"), thread("epochs")])
    instantsThread = scenario.threads[0].tid
    epochsThread = scenario.threads[1].tid
    for lane in 0..<laneCount {
      let row = thread(laneCount == 1 ? "transitions" : "transitions \(lane + 1)")
      scenario.threads.append(row)
      laneThreads.append(row.tid)
    }
    processes.append(scenario)
    processes.append(
      Process(pid: 2, name: "window and system", threads: objectThreads(system, pid: 2)))
    for (position, members) in controllers.enumerated() {
      let pid = 3 + position
      let controller = objects[members[0]]
      processes.append(
        Process(
          pid: pid, name: "\(controller.name) · \(controller.kind.rawValue)",
          threads: objectThreads(members, pid: pid)))
    }
  }
}
