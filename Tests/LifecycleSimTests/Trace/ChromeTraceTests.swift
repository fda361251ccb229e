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
      {"name":"process_name","ph":"M","pid":1,"tid":1,"args":{"name":"p"}},
      {"name":"t = 0 s","ph":"X","ts":0,"dur":20,"pid":1,"tid":1,"args":{"t":0,"slot":10},"cat":"instant"},
      {"name":"t = 1 s","ph":"X","ts":15,"dur":10,"pid":1,"tid":1,"args":{"t":1,"slot":10},"cat":"instant"},
      {"name":"A.x","ph":"X","ts":12,"dur":10,"pid":1,"tid":3,"args":{"seq":1,"t":0}},
      {"name":"A.y","ph":"X","ts":30,"dur":5,"pid":1,"tid":4,"args":{"seq":2,"t":1}},
      {"name":"A.z","ph":"X","ts":30,"dur":10,"pid":1,"tid":5,"args":{"seq":3,"t":2}}
      ]}
      """
    let problems = TraceEventFormatCheck.problems(Array(broken.utf8)).joined(separator: "\n")
    for expected in [
      "dur >= 0", "numeric args", "flow 7 from event 1 never ends", "unnamed in 1",
      "overlaps event 1", "instant 5 overlaps the next, 6", "record 7 lies outside instant 5",
      "record 8 is not one slot of instant 6 wide", "record 9 at t 2.0 has no instant",
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
    // The animated push's epoch lasts its transition and the six 1 ms slots of the records its
    // completion delivers at 1.35 s.
    let push = epochs[1]
    #expect(push["ts"] as? Int == 1_000_000)
    #expect(push["dur"] as? Int == 356_000)
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
    // From the start of the will-callback's slot (the epoch's opening, its cause and four records
    // before it at 1 s; the epoch opening, cause and one record at 2 s) to the end of the
    // did-callback's slot at 1.35 s and 2.35 s.
    #expect(detail.map { $0["ts"] as? Int } == [1_006_000, 2_003_000])
    #expect(detail.map { $0["dur"] as? Int } == [346_000, 348_000])
    for phase in detail {
      #expect((phase["args"] as? [String: Any])?["completed"] as? Bool == true)
      let args = try #require(phase["args"] as? [String: Any])
      let from = try #require(events.first { Self.seq($0) == args["from"] as? Int })
      let to = try #require(events.first { Self.seq($0) == args["to"] as? Int })
      #expect(phase["ts"] as? Int == from["ts"] as? Int)
      #expect(Self.end(phase) == Self.end(to))
    }
  }

  /// The `seq` of a record's slice.
  static func seq(_ event: [String: Any]) -> Int? {
    (event["args"] as? [String: Any])?["seq"] as? Int
  }

  /// Where a slice ends.
  static func end(_ event: [String: Any]) -> Int? {
    guard let ts = event["ts"] as? Int, let dur = event["dur"] as? Int else { return nil }
    return ts + dur
  }

  @Test func instantsAreSlicesNamedAfterTheirVirtualTime() throws {
    let instants = try Self.events("event-push-pop-iphone-x.trace").filter {
      $0["cat"] as? String == "instant"
    }
    #expect(
      instants.map { $0["name"] as? String } == [
        "t = 0 s", "t = 1 s", "t = 1.35 s", "t = 2 s", "t = 2.35 s", "t = 3 s", "t = 4 s",
      ])
    // Each starts at its virtual time and holds its slots, 1 ms each: the records, and two for
    // each epoch that opens there.
    #expect(
      instants.map { $0["ts"] as? Int }
        == [0, 1_000_000, 1_350_000, 2_000_000, 2_350_000, 3_000_000, 4_000_000])
    let args = instants.compactMap { $0["args"] as? [String: Any] }
    #expect(args.map { $0["records"] as? Int } == [39, 18, 6, 16, 6, 19, 22])
    #expect(
      instants.map { $0["dur"] as? Int } == [41_000, 20_000, 6_000, 18_000, 6_000, 21_000, 24_000])
    #expect(args.allSatisfy { $0["slot"] as? Int == 1000 })
    #expect(args.map { $0["t"] as? Double } == [0, 1, 1.35, 2, 2.35, 3, 4])
  }

  @Test func callbacksOfOneInstantSitSideBySideInDeliveryOrder() throws {
    let events = try Self.events("event-push-pop-iphone-x.trace")
    // The first display: after the epoch's opening and its cause, one 1 ms slot a record.
    let first = events.filter {
      $0["ph"] as? String == "X" && ($0["args"] as? [String: Any])?["t"] as? Double == 0
        && Self.seq($0) != nil
    }
    .sorted { (Self.seq($0) ?? 0) < (Self.seq($1) ?? 0) }
    #expect(first.count >= 30)
    for slice in first {
      let seq = try #require(Self.seq(slice))
      #expect(slice["ts"] as? Int == (seq + 1) * 1000, "seq \(seq)")
      if slice["name"] as? String != "layout" { #expect(slice["dur"] as? Int == 1000) }
    }
    #expect(first.first?["name"] as? String == "Nav.loadView")
    let cause = try #require(events.first { $0["cat"] as? String == "cause" })
    #expect(cause["ts"] as? Int == 1000)
    #expect(cause["dur"] as? Int == 1000)
  }

  /// The instants of the push-pop scenario with its animated push `gap` seconds after the first
  /// display (41 slots: 39 records and the epoch's opening and cause) instead of 1 s.
  static func crowded(gap: Double) throws -> [[String: Any]] {
    let scenario = try String(
      contentsOf: directory.appendingPathComponent("event-push-pop-iphone-x.scenario.json"),
      encoding: .utf8)
    let json = scenario.replacingOccurrences(of: "\"at\": 1,", with: "\"at\": \(gap),")
    #expect(json != scenario)
    let trace = try Simulator(try Scenario.decode(Array(json.utf8), fileName: "t.json")).run()
    let bytes = TraceFormat.chrome.renderBytes(trace)
    let problems = TraceEventFormatCheck.problems(bytes)
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    return try #require(root["traceEvents"] as? [[String: Any]])
      .filter { $0["cat"] as? String == "instant" }
  }

  @Test func aCrowdedInstantNarrowsItsSlotsToEndBeforeTheNext() throws {
    // 41 slots in the 20 ms before the push: 487 µs each.
    let instants = try Self.crowded(gap: 0.02)
    #expect(instants.first?["dur"] as? Int == 41 * 487)
    #expect(((instants.first?["args"] as? [String: Any])?["slot"] as? Int) == 487)
    #expect(instants.dropFirst().first?["ts"] as? Int == 20_000)
  }

  @Test func anInstantWithMoreSlotsThanMicrosecondsPushesTheNextLater() throws {
    // 41 slots in 20 µs: 1 µs each, so the push's instant starts at 41 µs instead of 20, and
    // the clock catches up with virtual time at the next gap wide enough.
    let instants = try Self.crowded(gap: 0.00002)
    let args = instants.compactMap { $0["args"] as? [String: Any] }
    #expect(args.first?["slot"] as? Int == 1)
    #expect(instants.map { $0["ts"] as? Int }.prefix(2) == [0, 41])
    #expect(args.prefix(2).map { $0["t"] as? Double } == [0, 0.00002])
    for (instant, next) in zip(instants, instants.dropFirst()) {
      #expect(Self.end(instant).map { $0 <= (next["ts"] as? Int ?? 0) } == true)
    }
    // The push's 20 slots get 1 ms each again, so its completion at 0.35002 s starts on time.
    #expect(args.dropFirst().first?["slot"] as? Int == 1000)
    #expect(args.map { $0["t"] as? Double }.contains(0.35002))
    let completion = try #require(instants.first { $0["name"] as? String == "t = 0.35002 s" })
    #expect(completion["ts"] as? Int == 350_020)
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
