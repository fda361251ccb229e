import LifecycleSim

/// `lifecycle-sim report SCENARIO|TRACE [--against OTHER] [--sweep DIR] -o FILE`.
struct ReportCommand: Subcommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Draw a trace as a self-contained HTML page: screens, timeline, diff, sweep.",
    usage: "lifecycle-sim report <input> [--against <other>] [--sweep <dir>] -o <file>",
    discussion: """
      Writes one HTML file that opens from disk in any browser, without network: the screen \
      drawn at each epoch's settled state and at any record (device, window, bars, every \
      controller and named view; the safe area shaded, the layout margins dashed, each scroll \
      view's adjusted content inset marked; hover a shape for its values), and a timeline with \
      one lane per object and a mark per record (click one to draw the screen there). With a \
      scenario, each epoch's settled state comes from re-running it cut after that epoch. \
      --against shows a second trace beside the first with the semantic diff highlighted; \
      --sweep adds a sweep's groups as small screens. The page checks itself and shows the \
      result at the bottom.
      """,
    arguments: [("<input>", "A scenario or trace file ('-' for standard input).")],
    options: Option.self)

  /// The command's options, in the order its help lists them.
  enum Option: CommandOption {
    case against, sweep, output

    var declaration: OptionDeclaration {
      switch self {
      case .against:
        .value("--against", "other", help: "A second scenario or trace to compare with.")
      case .sweep:
        .value("--sweep", "dir", help: "A folder 'lifecycle-sim sweep --out' wrote.")
      case .output:
        .value(
          "--output", short: "-o", "file", prefersShortName: true,
          help: "The HTML file to write.")
      }
    }
  }

  var input: String
  var against: String?
  var sweep: String?
  var output: String

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner<Option>(arguments, command: Self.configuration)
    guard scanner.positionals.count == 1 else {
      throw .usage(
        scanner.positionals.isEmpty
          ? "Missing expected argument '<input>'"
          : "Unexpected argument '\(scanner.positionals[1])'",
        command: Self.configuration)
    }
    input = scanner.positionals[0]
    against = scanner.value(.against)
    sweep = scanner.value(.sweep)
    guard let output = scanner.value(.output) else { throw scanner.missing(.output) }
    if input == "-" && against == "-" {
      throw .usage(
        "Only one of <input> and \(Option.against.name) can be '-'", command: Self.configuration)
    }
    self.output = output
  }

  func run(input read: () throws(CLIError) -> [UInt8]) throws(CLIError) {
    // The sweep's summary is an input too; the traces it names are known once it is read.
    let summaryPath = sweep.map { PathText.joining($0, "summary.json") }
    let inputs = [input] + [against, summaryPath].compactMap { $0 }
    var destination = try OutputFile(output, inputs: inputs)
    let main = try Self.reportTrace(input, input: read)
    let other = try against.map { path throws(CLIError) in try Self.reportTrace(path, input: read) }
    let sweepData = try sweep.map { folder throws(CLIError) in try Self.sweep(folder) }
    if let sweepData {
      destination = try OutputFile(output, inputs: inputs + sweepData.paths)
    }
    let report = HTMLReport(
      main: main, against: other, sweep: sweepData.map { ($0.summary, $0.traces) })
    try destination.write(report.render())
  }

  /// The file at `path` as a report trace: parsed when it is a trace, run when a scenario.
  private static func reportTrace(
    _ path: String, input: () throws(CLIError) -> [UInt8]
  ) throws(CLIError) -> ReportTrace {
    let bytes = try InputFiles.read(path, what: "scenario or trace", input: input)
    let name = InputFiles.displayName(path)
    let label = PathText.lastComponent(name)
    if InputFiles.looksLikeTrace(bytes) {
      return ReportTrace(label: label, trace: try parse(bytes, name: name))
    }
    let limit = try InputFiles.memoryLimit()
    do {
      let scenario = try Scenario.decode(bytes, fileName: name)
      let simulator = try Simulator(scenario)
      try simulator.checkMemory(limit: limit)
      return ReportTrace(label: label, trace: try simulator.run(), scenario: scenario)
    } catch {
      let count = error.diagnostics.count
      throw .input(
        error.description
          + "\n\(count) problem\(count == 1 ? "" : "s") found; nothing was written.")
    }
  }

  private static func parse(_ bytes: [UInt8], name: String) throws(CLIError) -> Trace {
    do {
      return try Trace.parse(bytes)
    } catch {
      throw .input(
        "\(name):\(error.line):\(error.column): \(error.message)\n"
          + "  The file starts like a trace; re-record it, or give the scenario instead.")
    }
  }

  /// A sweep's summary, the trace of each group's first combination that ran, and the paths
  /// of those traces.
  private static func sweep(
    _ folder: String
  ) throws(CLIError) -> (summary: SweepSummary, traces: [ReportTrace?], paths: [String]) {
    let path = PathText.joining(folder, "summary.json")
    let bytes = try InputFiles.readRegular(path, what: "sweep summary")
    let summary: SweepSummary
    do {
      summary = try SweepSummary.parse(bytes)
    } catch {
      throw .input(
        "\(Printable.path(path)):\(error.description)\n"
          + "  Give a folder 'lifecycle-sim sweep --out' wrote.")
    }
    var traces: [ReportTrace?] = []
    var paths: [String] = []
    let traced = Set(summary.tracedResults.map(\.combination.index))
    for group in summary.groups {
      guard let member = group.members.first(where: { $0.error == nil }),
        traced.contains(member.combination.index)
      else {
        traces.append(nil)
        continue
      }
      let relative = member.combination.tracePath
      let tracePath = PathText.joining(folder, relative)
      let traceBytes = try InputFiles.readRegular(tracePath, what: "trace")
      traces.append(
        ReportTrace(label: relative, trace: try parse(traceBytes, name: Printable.path(tracePath))))
      paths.append(tracePath)
    }
    return (summary, traces, paths)
  }
}
