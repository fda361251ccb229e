import LifecycleSim

/// `lifecycle-sim run SCENARIO [--format text|jsonl|chrome|changes] [--object NAME]…
/// [--property NAME]… [--output FILE]`.
struct RunCommand: Subcommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Simulate a scenario and write its trace.",
    usage: "lifecycle-sim run <scenario> [--format <format>] [--output <file>]",
    discussion: """
      Reads a lifecycle-scenario/1 JSON file ('-' for standard input), replays the UIKit \
      lifecycle on a virtual clock and writes one record per callback with what the app reads \
      at that instant. The same scenario gives the same trace, byte for byte, on every run. \
      The trace header's warnings (such as an iOS version the device does not run) are also \
      printed to standard error; they do not change the exit status.

      --format changes is a view for people: each record shows only what changed since its \
      object's previous record, with ✓ after a value from which it is valid, for the objects \
      and properties --object and --property choose; its header lists only the quirk switches \
      that differ from the profile's defaults. The other formats are complete and can be read \
      back.

      In a terminal, without --format or --output, run prints the changes view fitted to the \
      terminal's width (COLUMNS sets another); --format changes is fitted there too. A pipe, a \
      file and a named format get the complete lines.
      """,
    arguments: [("<scenario>", "The scenario file, or '-' to read standard input.")],
    options: Option.self)

  /// The command's options, in the order its help lists them.
  enum Option: CommandOption {
    case format, object, property, output

    var declaration: OptionDeclaration {
      switch self {
      case .format:
        .value(
          "--format", short: "-f", "format",
          choices: .listed { TraceFormat.all.map(\.name) + ["changes"] },
          help: "text (default), jsonl, chrome or changes.")
      case .object:
        .value(
          "--object", "name", repeats: true,
          help: "With changes: only this object (repeatable, or comma-separated).")
      case .property:
        .value(
          "--property", "name", repeats: true,
          choices: .suggested { TraceProperty.allCases.map(\.rawValue) },
          help: "With changes: only this property (repeatable, or comma-separated).")
      case .output:
        .value(
          "--output", short: "-o", "file",
          help: "Write the trace to a file instead of standard output.")
      }
    }
  }

  /// What the command writes.
  enum Rendering {
    /// A complete trace format.
    case format(TraceFormat)
    /// The view for people.
    case changes(TraceChangesView)
  }

  var scenarioPath: String
  var rendering: Rendering
  var outputPath: String?
  /// Whether `--format` was given: without it a terminal gets the changes view.
  var formatGiven: Bool

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner<Option>(arguments, command: Self.configuration)
    guard scanner.positionals.count == 1 else {
      throw .usage(
        scanner.positionals.isEmpty
          ? "Missing expected argument '<scenario>'"
          : "Unexpected argument '\(scanner.positionals[1])'",
        command: Self.configuration)
    }
    scenarioPath = scanner.positionals[0]
    formatGiven = scanner.contains(.format)
    let formatName = scanner.value(.format) ?? "text"
    if formatName == "changes" {
      let properties = try scanner.cases(.property, as: TraceProperty.self).map(Set.init)
      rendering = .changes(
        TraceChangesView(objects: scanner.items(.object).map(Set.init), properties: properties))
    } else if let format = TraceFormat.named(formatName) {
      for option in [Option.object, .property] where scanner.contains(option) {
        throw .usage(
          "'\(option.name)' chooses what \(Option.format.name) changes shows; the \(formatName) format is "
            + "complete",
          command: Self.configuration)
      }
      rendering = .format(format)
    } else {
      throw scanner.invalid(formatName, for: .format)
    }
    outputPath = scanner.value(.output)
  }

  /// Runs the scenario and writes what was asked for.
  ///
  /// `terminalWidth` is the width of the terminal standard output is, `nil` when it is a pipe
  /// or a file: without `--format` or `--output`, a terminal gets the changes
  /// view fitted to its width, and `--format changes` is fitted too; everything else is written
  /// whole.
  ///
  /// `keep` receives the scenario, the simulator that ran it (unless the trace was streamed in
  /// parts) and the trace (or its stream) once they are written.
  func run(
    output: inout some CommandOutput, error: inout some TextOutputStream,
    terminalWidth: Int? = nil, input: () throws(CLIError) -> [UInt8],
    keep: (Any) -> Void = { _ in }
  ) throws(CLIError) {
    var rendering = rendering
    if let terminalWidth, outputPath == nil {
      switch rendering {
      case .format where !formatGiven:
        rendering = .changes(TraceChangesView(width: terminalWidth))
      case .changes(var view):
        view.width = terminalWidth
        rendering = .changes(view)
      case .format:
        break
      }
    }
    // Refuses a folder, a read-only file or the scenario itself before doing any work.
    let destination = try outputPath.map { path throws(CLIError) in
      try OutputFile(path, inputs: [scenarioPath])
    }
    // Decoded straight from the file's bytes, which are not kept while the scenario runs (about
    // 90 bytes an event).
    let scenario = try InputFiles.decode(
      InputFiles.read(scenarioPath, what: "scenario", input: input),
      fileName: InputFiles.displayName(scenarioPath), consequence: "nothing was written")
    defer { keep(scenario) }
    switch rendering {
    case .format(let format):
      // Checked, then rendered a buffer at a time into the output as the scenario runs: the
      // trace is never held whole when it is long (Simulator.stream). A closed pipe stops the
      // rendering; `main` then exits quietly with 141.
      let stream = try InputFiles.stream(
        scenario, format: format, consequence: "nothing was written", keep: keep)
      defer { keep(stream) }
      warn(stream.header.warnings, error: &error)
      guard let destination else {
        stream.render { chunk in
          output.write(buffer: chunk)
          return !output.hasFailed
        }
        return
      }
      try destination.write { chunk in stream.render(chunks: chunk) }
    case .changes(let view):
      let trace = try InputFiles.simulate(
        scenario, consequence: "nothing was written", keep: keep)
      defer { keep(trace) }
      warn(trace.header.warnings, error: &error)
      if let problem = Self.filterProblem(view, in: trace, scenario: scenarioPath) {
        throw .input(problem)
      }
      let rendered = Array(view.render(trace).utf8)
      guard let destination else {
        output.write(bytes: rendered)
        return
      }
      try destination.write(rendered)
    }
  }

  /// Prints the trace header's warnings (an iOS version the device does not run, …).
  private func warn(_ warnings: [String], error: inout some TextOutputStream) {
    for warning in warnings {
      error.write("Warning: \(InputFiles.displayName(scenarioPath)): \(warning)\n")
    }
  }
}
