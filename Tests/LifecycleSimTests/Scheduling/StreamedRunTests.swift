import Foundation
@testable import LifecycleSim
@testable import LifecycleSimEngine
@testable import LifecycleSimTrace
import Testing

/// A run rendered as it goes (`Simulator.stream`, what `lifecycle-sim run` writes): the bytes of
/// the whole rendering, in memory that does not grow with the number of records.
@Suite struct StreamedRunTests {
  /// A tab bar over a navigation controller over a screen with a table and `views` plain views,
  /// rotated `rotations` times, and its bar hidden and shown every fifth event.
  static func rotations(_ rotations: Int, views: Int = 8) throws -> Scenario {
    let subviews = (0..<views).map { #"{"view":{"name":"v\#($0)","layout":"fill"}}"# }
    var events: [String] = []
    for index in 0..<rotations {
      let orientation = index % 2 == 0 ? "landscapeLeft" : "portrait"
      events.append(#"{"at":\#(index + 1),"rotate":"\#(orientation)"}"#)
    }
    let json = #"""
      {"format":"lifecycle-scenario/1","name":"rotations","device":"iPhone X","ios":"17.0",
      "root":{"tabBarController":{"name":"Tabs","tabs":[{"navigationController":{"name":"Nav",
      "stack":[{"viewController":{"name":"List","view":{"subviews":[{"tableView":{"name":"table",
      "layout":"fill","contentSize":[375,2000]}},\#(subviews.joined(separator: ","))]}}}]}}]}},
      "events":[\#(events.joined(separator: ","))]}
      """#
    return try Scenario.decode(Array(json.utf8), fileName: "rotations.scenario.json")
  }

  /// The bytes a stream renders, in chunks of `chunkSize`.
  static func streamed(_ stream: TraceStream, chunkSize: Int = 4096) -> [UInt8] {
    var bytes: [UInt8] = []
    let count = stream.render(chunkSize: chunkSize) { chunk in
      bytes.append(contentsOf: chunk)
      return true
    }
    #expect(count == bytes.count)
    return bytes
  }

  /// Every reference scenario, streamed an epoch at a time (the smallest budget: every part
  /// handed on as soon as an epoch closes), gives in each format the bytes of its whole
  /// rendering, and so of its stored trace.
  @Test(arguments: ReferenceTraceTests.scenarios)
  func referenceScenariosStreamTheirWholeRendering(_ name: String) throws {
    let url = ReferenceTraceTests.directory.appendingPathComponent(name)
    let scenario = try Scenario.decode([UInt8](Data(contentsOf: url)), fileName: name)
    let trace = try Simulator(scenario).run()
    for format in TraceFormat.all {
      let stream = try Simulator(scenario).stream(format, budget: 1, part: 1)
      if format.streaming != nil, trace.epochs.count > 1 {
        guard case .streamed = stream.content else {
          Issue.record("\(name) \(format.name) was not streamed")
          continue
        }
      }
      #expect(stream.recordCount == trace.count)
      #expect(Self.streamed(stream, chunkSize: 100) == format.renderBytes(trace), "\(format.name)")
    }
  }

  /// A generated run past several parts, and the same run kept whole, render the same bytes;
  /// a part of 1,000 records is handed on at epoch boundaries, never inside an epoch.
  @Test(arguments: ["text", "jsonl"])
  func aLongRunStreamsItsWholeRendering(_ name: String) throws {
    let scenario = try Self.rotations(300)
    let format = try #require(TraceFormat.named(name))
    let trace = try Simulator(scenario).run()
    try #require(trace.count > 5_000)
    let stream = try Simulator(scenario).stream(format, budget: 2_000, part: 1_000)
    guard case .streamed = stream.content else {
      Issue.record("not streamed")
      return
    }
    #expect(Self.streamed(stream) == format.renderBytes(trace))
  }

  /// A short run, and the Chrome format, are kept whole and rendered as before.
  @Test func shortRunsAndChromeAreKeptWhole() throws {
    let scenario = try Self.rotations(3)
    for format in TraceFormat.all {
      let stream = try Simulator(scenario).stream(format)
      guard case .whole(let trace) = stream.content else {
        Issue.record("\(format.name) streamed a short run")
        continue
      }
      #expect(trace.count == stream.recordCount)
    }
    let long = try Simulator(try Self.rotations(300)).stream(.chrome, budget: 10, part: 10)
    guard case .whole = long.content else {
      Issue.record("chrome streamed")
      return
    }
  }

  /// The records and states a streamed run keeps at once stay the same at 10 and 100 times the
  /// events (they follow the tree and the largest epoch), where a run kept whole grows with
  /// them.
  @Test func keptRecordsDoNotGrowWithTheEvents() throws {
    var kept: [(records: Int, states: Int)] = []
    var totals: [Int] = []
    for rotations in [20, 200, 2_000] {
      let simulator = Simulator(resolved: try Simulator.validate(try Self.rotations(rotations)))
      let outlet = ColumnMeasuring(threshold: 256, measuresColumns: true)
      simulator.recorder.outlet = outlet
      let rest = try simulator.run()
      outlet.take(rest, from: simulator.recorder.droppedRecords)
      kept.append(simulator.recorder.mostKept)
      totals.append(outlet.records)
    }
    #expect(totals[1] > 9 * totals[0] && totals[2] > 9 * totals[1])
    // The same epoch shapes repeat: as many records and states kept at 200 and 2,000 events.
    #expect(kept[1].records == kept[2].records)
    #expect(kept[2].records < 256 + totals[0])
    // The states: those of each object's last record, and at most those added since the table
    // was last compacted (when it passed 4,096 states).
    #expect(kept[2].states < 4096 + kept[2].records)
    #expect(kept[2].states * 30 < totals[2])
  }

  /// Once a run has passed the records it may keep whole, the checking run keeps a part at a
  /// time, as the rendering run does, in storage of that size (the larger room released), and
  /// the columns it measures part by part are those of the whole trace.
  @Test func theCheckingRunKeepsAPartOnceTheRunIsLong() throws {
    let scenario = try Self.rotations(300)
    let trace = try Simulator(scenario).run()
    var whole = TextColumns()
    whole.measure(trace)
    let simulator = Simulator(resolved: try Simulator.validate(scenario))
    let measured = ColumnMeasuring(threshold: 2_000, part: 100, measuresColumns: true)
    #expect(measured.threshold == 2_000)
    simulator.recorder.outlet = measured
    let rest = try simulator.run()
    #expect(measured.threshold == 100)
    #expect(rest.slots.capacity < 1_000)
    measured.take(rest, from: simulator.recorder.droppedRecords)
    #expect(measured.records == trace.count)
    #expect(measured.columns.seq == whole.seq)
    #expect(measured.columns.time == whole.time)
    #expect(measured.columns.epoch == whole.epoch)
    #expect(measured.columns.object == whole.object)
    #expect(measured.columns.callback == whole.callback)
    // The same run kept whole below its limit: nothing handed on, the storage it reserved kept.
    let short = Simulator(resolved: try Simulator.validate(try Self.rotations(3)))
    let shortMeasured = ColumnMeasuring(threshold: 2_000, part: 100, measuresColumns: true)
    short.recorder.outlet = shortMeasured
    let shortTrace = try short.run()
    #expect(shortMeasured.records == 0 && shortMeasured.threshold == 2_000)
    #expect(shortTrace.slots.capacity >= 2_000)
  }

  /// A scenario with an event UIKit would refuse throws before the stream exists: nothing is
  /// rendered.
  @Test func aRefusedEventThrowsBeforeAnyByte() throws {
    var scenario = try Self.rotations(2_000)
    scenario.events.append(
      ScenarioEvent(at: 5_000, .pop(navigationController: "Nav", animated: false)))
    #expect(throws: ScenarioError.self) {
      _ = try Simulator(scenario).stream(.text, budget: 100, part: 100)
    }
  }

  /// Streaming runs afresh: the simulator's own `run()` still returns the whole trace.
  @Test func runStillReturnsTheWholeTraceAfterAStream() throws {
    let scenario = try Self.rotations(300)
    let simulator = try Simulator(scenario)
    let stream = try simulator.stream(.text, budget: 100, part: 100)
    _ = Self.streamed(stream)
    let trace = try simulator.run()
    #expect(trace.count == stream.recordCount)
    #expect(
      TraceFormat.text.renderBytes(trace)
        == TraceFormat.text.renderBytes(try Simulator(scenario).run()))
  }
}

/// The memory a run needs, estimated before it runs, against an injected limit.
@Suite struct MemoryRefusalTests {
  /// A limit below the estimate refuses the scenario before it runs, saying what it needs,
  /// what there is and how to reduce it; a limit above it runs.
  @Test func aRunThatCannotFitIsRefusedBeforeItRuns() throws {
    let scenario = try StreamedRunTests.rotations(50, views: 40)
    let simulator = try Simulator(scenario)
    let objects = simulator.recorder.objectCount
    let need = MemoryBudget.streamedNeed(
      objects: objects, events: 50, checking: Simulator.recordBudget, part: Simulator.streamedPart)
    #expect(
      need
        == MemoryBudget.baseBytes + objects * MemoryBudget.bytesPerObject + 50
        * MemoryBudget.bytesPerEvent
        + (objects * MemoryBudget.recordsPerObjectInAnEpoch + Simulator.recordBudget)
        * MemoryBudget.bytesPerRecord)
    do {
      _ = try simulator.stream(.text, memoryLimit: need - 1)
      Issue.record("not refused")
    } catch {
      let diagnostic = try #require(error.diagnostics.first)
      #expect(error.diagnostics.count == 1)
      #expect(
        diagnostic.message
          == "not enough memory: a run of \(objects) objects and 50 events needs about "
          + "\(MemoryBudget.megabytes(need)) MB, and this process can have "
          + "\(MemoryBudget.megabytes(need - 1)) MB (the limit given); nothing was run")
      #expect(diagnostic.fix?.hasPrefix("use fewer views") == true)
    }
    #expect(throws: ScenarioError.self) { try simulator.checkMemory(limit: need - 1) }
    try simulator.checkMemory(limit: need)
    #expect(try simulator.stream(.text, memoryLimit: need).recordCount > 0)
  }

  /// A format that keeps the whole trace is refused once the checking run has counted its
  /// records, when they do not fit where one epoch at a time would.
  @Test func aWholeTraceThatCannotFitIsRefusedAfterTheCount() throws {
    let scenario = try StreamedRunTests.rotations(600)
    let simulator = try Simulator(scenario)
    let limit = MemoryBudget(available: MemoryBudget.baseBytes + 1_000_000)
    let text = try simulator.stream(.text, budget: 100, part: 100, memory: limit)
    let records = text.recordCount
    #expect(records * MemoryBudget.bytesPerRecord > 1_000_000)
    do {
      _ = try simulator.stream(.chrome, budget: 100, part: 100, memory: limit)
      Issue.record("not refused")
    } catch {
      #expect(
        error.diagnostics.first?.message.hasPrefix(
          "not enough memory: the chrome format's whole trace of \(records) records needs") == true)
    }
  }

  /// Sizes saturate instead of overflowing.
  @Test func hugeEstimatesSaturate() {
    #expect(
      MemoryBudget.streamedNeed(objects: .max / 2, events: .max, checking: 1, part: 1) == .max)
    #expect(MemoryBudget.megabytes(1) == 1 && MemoryBudget.megabytes(2_000_000) == 2)
  }
}
