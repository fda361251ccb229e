import LifecycleSim
import Testing

@testable import LifecycleSimBench

/// The benchmark's generated scenarios stay valid as the scenario format and the engine
/// change, and its command line refuses what it cannot run.
@Suite struct BenchTests {
  /// `explain` explains the generated app's settled safe area as the trace settles it.
  @Test func explainGivesTheTracedValue() throws {
    let shape = AppShape(views: 300, events: 20, mix: .mixed)
    let bytes = Array(shape.json().utf8)
    let explanation = try LifecycleSimBench.explained(bytes, target: "Feed.safeAreaInsets")
    let trace = try Simulator(Scenario.decode(bytes, fileName: "generated")).run()
    let final = try #require(trace.finals.first { $0.object == "Feed" })
    let insets = try #require(final.state.safeAreaInsets)
    let edges = [insets.top, insets.left, insets.bottom, insets.right]
    #expect(explanation.value == "{\(edges.map { String(Int($0)) }.joined(separator: ","))}")
    #expect(explanation.steps.count > 1)
  }

  /// Every mix decodes, validates and runs, and has about the views it was asked for.
  @Test(arguments: AppShape.Mix.allCases)
  func generatedScenariosRun(mix: AppShape.Mix) throws {
    let shape = AppShape(views: 400, events: 40, mix: mix)
    let scenario = try Scenario.decode(Array(shape.json().utf8), fileName: "generated")
    #expect(scenario.events.count == 40)
    let trace = try Simulator(scenario).run()
    #expect(trace.count > 400)
  }

  /// On a mid-size app tree, every mix gives the same trace when each geometry pass recomputes
  /// its whole subtree (docs/behaviour.md#c45): the incremental pass is exact.
  @Test(arguments: AppShape.Mix.allCases)
  func incrementalGeometryMatchesAFullPass(mix: AppShape.Mix) throws {
    let scenario = try Scenario.decode(
      Array(AppShape(views: 2_000, events: 120, mix: mix).json().utf8), fileName: "generated")
    var traces: [String] = []
    for full in [false, true] {
      let simulator = try Simulator(scenario)
      simulator.forcesFullGeometry = full
      traces.append(TraceFormat.jsonLines.render(try simulator.run()))
    }
    let left = traces[0].split(separator: "\n")
    let right = traces[1].split(separator: "\n")
    #expect(left.count == right.count)
    let differing = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(
      differing == nil,
      "line \((differing?.offset ?? 0) + 1) differs: \(differing?.element.0 ?? "")")
  }

  /// `--mix pushpop` pushes a screen onto the feed and pops it, again and again: its events
  /// are pairs, and the feed's stack is back to its root after each.
  @Test func pushPopMixAlternates() throws {
    let scenario = try Scenario.decode(
      Array(AppShape(views: 100, events: 6, mix: .pushpop).json().utf8), fileName: "generated")
    #expect(scenario.events.map(\.action.name) == ["push", "pop", "push", "pop", "push", "pop"])
    let trace = try Simulator(scenario).run()
    let pushed = trace.records.filter { $0.callback == .viewDidAppear }.map(\.object)
    #expect(
      pushed == [
        "Tabs", "FeedNav", "Feed", "Detail0", "Feed", "Detail2", "Feed", "Detail4", "Feed",
      ])
  }

  /// Each phase up to `--through` is measured, once.
  @Test func throughStopsAfterItsPhase() throws {
    let bytes = Array(AppShape(views: 100, events: 4, mix: .mixed).json().utf8)
    let phases = try Pipeline(through: .simulate, format: .text).run(bytes, fileName: "g")
      .map(\.phase)
    #expect(phases == [.decode, .validate, .simulate])
    let all = try Pipeline(through: nil, format: .text).run(bytes, fileName: "g").map(\.label)
    #expect(all == ["decode", "validate", "simulate", "close epochs", "(sim+close)", "render"])
  }

  /// `stream` measures decoding, the checking run and the rendering, which renders the bytes of
  /// the whole trace's rendering.
  @Test func streamRendersTheWholeTrace() throws {
    let shape = AppShape(views: 100, events: 4, mix: .mixed)
    let trace = try Simulator(
      try Scenario.decode(Array(shape.json().utf8), fileName: "generated")
    ).run()
    for format in [TraceFormat.text, .jsonLines] {
      let rows = try StreamedPipeline(format: format).run(shape)
      #expect(rows.map(\.label) == ["decode", "check", "stream"])
      #expect(rows[1].records == trace.count && rows[2].records == trace.count)
      #expect(rows[2].bytes == format.renderBytes(trace).count)
    }
  }

  /// Numbers may be written 1e5; values out of range, unknown options and phases are refused.
  @Test func argumentsAreChecked() throws {
    let parsed = try BenchArguments(["run", "--views", "1e5", "--through", "close"])
    #expect(parsed.views == 100_000)
    #expect(parsed.through == .close)
    let scheduler = try BenchArguments(["scheduler", "--events", "2e5"])
    #expect(scheduler.schedulerEvents == 200_000)
    let stream = try BenchArguments(["stream", "--views", "1e4", "--format", "jsonl"])
    #expect(stream.command == .stream && stream.views == 10_000 && stream.format == "jsonl")
    let explain = try BenchArguments(["explain", "--views", "1e3", "--target", "Feed.frame"])
    #expect(explain.command == .explain && explain.views == 1_000 && explain.target == "Feed.frame")
    for bad in [
      ["explain", "--through", "close"], ["explain", "--format", "text"],
      ["--views", "0"], ["--views", "1.5"], ["--views", "1e9"], ["--through", "parse"],
      ["--mix", "pushpull"],
      ["scheduler", "--views", "10"], ["--views"], ["bench"], ["stream", "--through", "close"],
    ] {
      #expect(throws: BenchArguments.Failure.self) { try BenchArguments(bad) }
    }
  }
}
