import Foundation
import LifecycleSim
import Testing

/// The Chrome rendering tells a run's story in Perfetto (docs/trace-formats.md#chrome): epochs
/// and transitions as slices, controllers as processes in tree order, counters, flows, validity.
@Suite struct ChromeTraceTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("traces")

  static let traces: [String] =
    ((try? ReferenceTraces.scenarios(in: directory)) ?? []).map {
      ReferenceTraces.traceURL(for: $0).lastPathComponent
    }

  /// The reference trace `name`, read back and rendered.
  static func events(_ name: String) throws -> [[String: Any]] {
    let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    let chrome = TraceFormat.chrome.renderBytes(try Trace.parse(bytes))
    let root = try #require(try JSONSerialization.jsonObject(with: Data(chrome)) as? [String: Any])
    return try #require(root["traceEvents"] as? [[String: Any]])
  }

  @Test func everyReferenceTraceIsWellFormed() throws {
    #expect(Self.traces.count >= 56)
    for name in Self.traces {
      let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
      let problems = TraceEventFormatCheck.problems(
        TraceFormat.chrome.renderBytes(try Trace.parse(bytes)))
      #expect(problems.isEmpty, "\(name): \(problems.prefix(5).joined(separator: "; "))")
    }
  }

  /// Random scenarios reach interrupted and overlapping transitions the references do not.
  @Test func randomScenariosAreWellFormed() {
    var checked = 0
    for seed in 0..<120 {
      var rng = SplitMix64(seed: UInt64(seed))
      guard let trace = try? Simulator(RandomScenario.make(using: &rng)).run() else { continue }
      checked += 1
      let problems = TraceEventFormatCheck.problems(TraceFormat.chrome.renderBytes(trace))
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5).joined(separator: "; "))")
    }
    #expect(checked > 10)
  }

  @Test func theCheckFindsBrokenStructure() {
    let broken = """
      {"traceEvents":[
      {"name":"a","ph":"X","ts":5,"dur":-1,"pid":1,"tid":2},
      {"name":"b","ph":"X","ts":0,"dur":10,"pid":1,"tid":2,"bind_id":7,"flow_out":true},
      {"name":"c","ph":"X","ts":5,"dur":10,"pid":1,"tid":2},
      {"name":"d","ph":"C","ts":1,"pid":1,"tid":2,"args":{"top":"x"}},
      {"name":"process_name","ph":"M","pid":1,"tid":1,"args":{"name":"p"}}
      ]}
      """
    let problems = TraceEventFormatCheck.problems(Array(broken.utf8)).joined(separator: "\n")
    for expected in [
      "dur >= 0", "numeric args", "flow 7 from event 1 never ends", "unnamed in 1",
      "overlaps event 1",
    ] {
      #expect(problems.contains(expected), "\(expected) in \(problems)")
    }
  }

  @Test func epochsAreSlicesNamedAfterTheirCause() throws {
    let events = try Self.events("event-push-pop-iphone-x.trace")
    let epochs = events.filter { $0["cat"] as? String == "epoch" }
    #expect(
      epochs.map { $0["name"] as? String } == [
        "epoch 0: initialDisplay",
        "epoch 1: push(navigationController=Nav controller=Detail animated=true)",
        "epoch 2: pop(navigationController=Nav animated=true)",
        "epoch 3: push(navigationController=Nav controller=Settings animated=false)",
        "epoch 4: pop(navigationController=Nav animated=false)",
      ])
    // The animated push's epoch lasts its transition and the records at its end.
    let push = epochs[1]
    #expect(push["ts"] as? Int == 1_000_000)
    #expect((push["dur"] as? Int).map { $0 >= 350_000 && $0 < 350_100 } == true)
  }

  /// Push and pop 0.35 s (OU-073), modal 0.5 s (OU-092), rotation 0.3 s, keyboard 0.25 s.
  @Test(arguments: [
    ("event-push-pop-iphone-x.trace", ["push": 350_000, "pop": 350_000]),
    ("event-present-page-sheet-vs-full-screen-iphone-x.trace", ["present": 500_000]),
    ("event-rotate-iphone-x-tab-nav-table.trace", ["rotate": 300_000]),
    ("event-keyboard-over-table-iphone-se.trace", ["showKeyboard": 250_000]),
  ])
  func animatedTransitionsAreSlicesOfTheirRealDuration(name: String, durations: [String: Int])
    throws
  {
    let transitions = try Self.events(name).filter { $0["cat"] as? String == "transition" }
    for (cause, duration) in durations {
      let slices = transitions.filter { $0["name"] as? String == cause }
      #expect(!slices.isEmpty, "\(name): no \(cause) transition")
      #expect(slices.allSatisfy { $0["dur"] as? Int == duration }, "\(name) \(cause)")
    }
    if name.hasPrefix("event-push-pop") {
      // The non-animated push and pop have none.
      #expect(transitions.count == 2)
    }
  }

  @Test func controllersAreProcessesInTreeOrderWithTheirViews() throws {
    let events = try Self.events("event-push-pop-iphone-x.trace")
    let processes = events.filter { $0["name"] as? String == "process_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    #expect(
      processes == [
        "event-push-pop-iphone-x · iPhone X · iOS 17.0", "window and system",
        "Nav · navigationController", "List · viewController", "Detail · viewController",
        "Settings · viewController",
      ])
    let threads = events.filter { $0["name"] as? String == "thread_name" && $0["pid"] as? Int == 4 }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    #expect(
      threads == [
        "List · viewController", "List · appearance", "List.view · view", "table · tableView",
      ])
    let sortIndexes = events.filter { $0["name"] as? String == "process_sort_index" }
      .compactMap { ($0["args"] as? [String: Any])?["sort_index"] as? Int }
    #expect(sortIndexes == [1, 2, 3, 4, 5, 6])
  }

  @Test func appearancePhasesLastTheTransition() throws {
    let events = try Self.events("event-push-pop-iphone-x.trace")
    let detail = events.filter {
      $0["cat"] as? String == "appearance"
        && ($0["args"] as? [String: Any])?["object"] as? String
          == "Detail"
    }
    #expect(
      detail.map { $0["name"] as? String } == ["appearing (animated)", "disappearing (animated)"])
    for phase in detail {
      #expect((phase["dur"] as? Int).map { abs($0 - 350_000) < 100 } == true)
      #expect((phase["args"] as? [String: Any])?["completed"] as? Bool == true)
    }
  }

  @Test func countersFollowSafeAreasAndAdjustedInsets() throws {
    let events = try Self.events("event-keyboard-over-table-iphone-se-adjusting.trace")
    let counters = events.filter { $0["ph"] as? String == "C" }
    let names = Set(counters.compactMap { $0["name"] as? String })
    #expect(names.contains("Chat safeAreaInsets"))
    let table = counters.filter {
      ($0["name"] as? String)?.hasSuffix("adjustedContentInset") == true
    }
    let bottoms = table.compactMap { ($0["args"] as? [String: Any])?["bottom"] as? Double }
    #expect(bottoms.count >= 2, "the keyboard changes the table's adjusted bottom inset")
    #expect(Set(bottoms).count >= 2)
  }

  @Test func flowsLeadFromEachCauseToTheCallbacksItRan() throws {
    let events = try Self.events("event-push-pop-iphone-x.trace")
    func slice(_ name: String, seq: Int? = nil) -> [String: Any]? {
      events.first {
        $0["name"] as? String == name
          && (seq == nil || ($0["args"] as? [String: Any])?["seq"] as? Int == seq)
      }
    }
    let push = try #require(
      events.first { $0["cat"] as? String == "cause" && $0["name"] as? String == "push" })
    let transition = try #require(
      events.first { $0["cat"] as? String == "transition" && $0["name"] as? String == "push" })
    #expect(push["flow_out"] as? Bool == true)
    let willMove = try #require(slice("Detail.willMove", seq: 40))
    #expect(willMove["bind_id"] as? Int == push["bind_id"] as? Int)
    #expect(willMove["flow_in"] as? Bool == true)
    let didAppear = try #require(slice("Detail.viewDidAppear", seq: 59))
    #expect(didAppear["bind_id"] as? Int == transition["bind_id"] as? Int)
    // One arrow per object and burst: Detail's later callbacks at 1 s have none.
    let loadView = try #require(slice("Detail.loadView", seq: 41))
    #expect(loadView["bind_id"] == nil)
  }

  @Test func recordsCarryStateAndValidityInTheirArguments() throws {
    let events = try Self.events("event-push-pop-iphone-x.trace")
    let record = try #require(
      events.first { ($0["args"] as? [String: Any])?["seq"] as? Int == 55 })
    let args = try #require(record["args"] as? [String: Any])
    #expect(record["name"] as? String == "content.layoutMarginsDidChange")
    #expect(args["valid"] as? [String] == ["safeAreaInsets", "frame", "layoutMargins"])
    #expect(args["safeAreaInsets"] as? [Double] == [0, 0, 0, 0])
    #expect(args["t"] as? Double == 1)
    let layout = try #require(
      events.first {
        $0["name"] as? String == "layout" && ($0["args"] as? [String: Any])?["seq"] as? Int == 52
      })
    let end = try #require((layout["args"] as? [String: Any])?["end"] as? [String: Any])
    #expect(end["seq"] as? Int == 54)
    #expect(end["callback"] as? String == "viewDidLayoutSubviews")
  }

  @Test func renderingIsDeterministic() throws {
    let bytes = try [UInt8](
      Data(
        contentsOf: Self.directory.appendingPathComponent(
          "event-queued-and-interrupting-iphone-x.trace")))
    let trace = try Trace.parse(bytes)
    #expect(TraceFormat.chrome.renderBytes(trace) == TraceFormat.chrome.renderBytes(trace))
  }
}
