import Foundation
import LifecycleSim

/// `lifecycle-sim-bench`: times the phases of a run on generated app-shaped scenarios, and the
/// scheduler on the C++ anchor's workload (docs/performance.md).
@main
enum LifecycleSimBench {
  static func main() {
    let arguments: BenchArguments
    do {
      arguments = try BenchArguments(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(
        Data("error: \(error.message)\n\n\(BenchArguments.usage)\n".utf8))
      exit(2)
    }
    switch arguments.command {
    case .run: exit(run(arguments))
    case .stream: exit(stream(arguments))
    case .scenario: exit(writeScenario(arguments))
    case .scheduler: scheduler(arguments)
    case .tree: exit(GeometryBench.writeTree(arguments))
    case .geometry: exit(GeometryBench.run(arguments))
    case .explain: exit(explain(arguments))
    }
  }

  /// Generates the scenario, runs its phases and prints the table.
  private static func run(_ arguments: BenchArguments) -> Int32 {
    guard let format = traceFormat(arguments) else { return 2 }
    let shape = AppShape(views: arguments.views, events: arguments.events, mix: arguments.mix)
    let bytes = Array(shape.json().utf8)
    print(
      "app shape: \(Report.grouped(shape.views)) views, \(Report.grouped(shape.events)) events "
        + "(\(shape.mix.rawValue)), \(format.name) trace; scenario "
        + "\(Report.fixed(Double(bytes.count) / 1e6, 1)) MB, peak "
        + "\(Report.fixed(Double(PeakMemory.bytes()) / 1_048_576, 0)) MiB after generating it")
    let measurements: [PhaseMeasurement]
    do {
      measurements = try Pipeline(through: arguments.through, format: format)
        .run(bytes, fileName: "generated.scenario.json")
    } catch {
      FileHandle.standardError.write(Data("error: the generated scenario: \(error)\n".utf8))
      return 1
    }
    print(Report.header)
    for measurement in measurements { print(measurement.row) }
    let total = measurements.reduce(0) { $0 + ($1.inTotal ? $1.seconds : 0) }
    print(Report.columns("total", Report.fixed(total, 3), "-", "-", "-"))
    return 0
  }

  /// Generates the scenario, explains `--target` as `lifecycle-sim explain` does and prints the
  /// value, the number of its steps, the seconds and the peak memory.
  private static func explain(_ arguments: BenchArguments) -> Int32 {
    let shape = AppShape(views: arguments.views, events: arguments.events, mix: arguments.mix)
    let bytes = Array(shape.json().utf8)
    let stopwatch = Stopwatch()
    let explanation: Explanation
    do {
      explanation = try explained(bytes, target: arguments.target)
    } catch {
      FileHandle.standardError.write(Data("error: the generated scenario: \(error)\n".utf8))
      return 1
    }
    let seconds = stopwatch.seconds
    print(
      "app shape: \(Report.grouped(shape.views)) views, \(Report.grouped(shape.events)) events "
        + "(\(shape.mix.rawValue)); \(arguments.target) = \(explanation.value), "
        + "\(explanation.steps.count) steps; \(Report.fixed(seconds, 3)) s, peak "
        + "\(Report.fixed(Double(PeakMemory.bytes()) / 1_048_576, 0)) MiB")
    return 0
  }

  /// The settled value `target` of the scenario `bytes`, explained.
  static func explained(_ bytes: [UInt8], target: String) throws -> Explanation {
    let scenario = try Scenario.decode(bytes, fileName: "generated.scenario.json")
    return try Explainer.explain(scenario, target)
  }

  /// Generates the scenario, renders its trace as `lifecycle-sim run` does and prints the table.
  private static func stream(_ arguments: BenchArguments) -> Int32 {
    guard let format = traceFormat(arguments) else { return 2 }
    let shape = AppShape(views: arguments.views, events: arguments.events, mix: arguments.mix)
    print(
      "app shape: \(Report.grouped(shape.views)) views, \(Report.grouped(shape.events)) events "
        + "(\(shape.mix.rawValue)), \(format.name) trace, streamed")
    let measurements: [PhaseMeasurement]
    do {
      measurements = try StreamedPipeline(format: format).run(shape)
    } catch {
      FileHandle.standardError.write(Data("error: the generated scenario: \(error)\n".utf8))
      return 1
    }
    print(Report.header)
    for measurement in measurements { print(measurement.row) }
    let total = measurements.reduce(0) { $0 + $1.seconds }
    print(Report.columns("total", Report.fixed(total, 3), "-", "-", "-"))
    return 0
  }

  /// The format `--format` names, or `nil` after saying it names none.
  private static func traceFormat(_ arguments: BenchArguments) -> TraceFormat? {
    guard let format = TraceFormat.named(arguments.format) else {
      FileHandle.standardError.write(
        Data("error: '--format' is text, jsonl or chrome, not '\(arguments.format)'\n".utf8))
      return nil
    }
    return format
  }

  private static func writeScenario(_ arguments: BenchArguments) -> Int32 {
    let shape = AppShape(views: arguments.views, events: arguments.events, mix: arguments.mix)
    let data = Data(shape.json().utf8)
    guard let output = arguments.output else {
      FileHandle.standardOutput.write(data)
      return 0
    }
    do {
      try data.write(to: URL(fileURLWithPath: output))
    } catch {
      FileHandle.standardError.write(Data("error: cannot write '\(output)': \(error)\n".utf8))
      return 1
    }
    return 0
  }

  /// Runs the scheduler workload and prints a line like the anchor's.
  private static func scheduler(_ arguments: BenchArguments) {
    let stopwatch = Stopwatch()
    let checksum = SchedulerWorkload.run(
      events: arguments.schedulerEvents, processes: arguments.processes)
    let seconds = stopwatch.seconds
    let hex = String(checksum, radix: 16)
    print(
      "scheduler  \(arguments.schedulerEvents) events  \(arguments.processes) processes  "
        + "checksum \(String(repeating: "0", count: 16 - hex.count))\(hex)  "
        + "\(Report.fixed(seconds, 3)) s  "
        + "\(Report.fixed(seconds > 0 ? Double(arguments.schedulerEvents) / seconds / 1e6 : 0, 2)) "
        + "M events/s")
  }
}
