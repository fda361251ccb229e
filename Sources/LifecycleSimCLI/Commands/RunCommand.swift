import Foundation
import LifecycleSim

/// `lifecycle-sim run SCENARIO [--format text|jsonl|chrome|changes] [--object NAME]…
/// [--property NAME]… [--output FILE]`.
struct RunCommand {
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
      """,
    arguments: [("<scenario>", "The scenario file, or '-' to read standard input.")],
    options: [
      ("-f, --format <format>", "text (default), jsonl, chrome or changes."),
      ("--object <name>", "With changes: only this object (repeatable, or comma-separated)."),
      ("--property <name>", "With changes: only this property (repeatable, or comma-separated)."),
      ("-o, --output <file>", "Write the trace to a file instead of standard output."),
    ])

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

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner(
      arguments,
      valueOptions: [
        "--format": "format", "--output": "file", "--object": "name", "--property": "name",
      ],
      flagOptions: [], repeatable: ["--object", "--property"],
      command: Self.configuration)
    guard scanner.positionals.count == 1 else {
      throw .usage(
        scanner.positionals.isEmpty
          ? "Missing expected argument '<scenario>'"
          : "Unexpected argument '\(scanner.positionals[1])'",
        command: Self.configuration)
    }
    scenarioPath = scanner.positionals[0]
    let formatName = scanner.values["--format"] ?? "text"
    func list(_ option: String) -> [String]? {
      scanner.allValues[option].map { $0.flatMap { $0.split(separator: ",").map(String.init) } }
    }
    if formatName == "changes" {
      var properties: Set<TraceProperty>?
      if let names = list("--property") {
        properties = []
        for name in names {
          guard let property = TraceProperty(rawValue: name) else {
            let hint =
              Suggestion.closest(to: name, among: TraceProperty.allCases.map(\.rawValue))
              .map { " Did you mean '\($0)'?" } ?? ""
            throw .usage(
              "The value '\(name)' is invalid for '--property <name>'.\(hint)",
              command: Self.configuration)
          }
          properties?.insert(property)
        }
      }
      rendering = .changes(
        TraceChangesView(objects: list("--object").map(Set.init), properties: properties))
    } else if let format = TraceFormat.named(formatName) {
      for option in ["--object", "--property"] where scanner.values[option] != nil {
        throw .usage(
          "'\(option)' chooses what --format changes shows; the \(formatName) format is complete",
          command: Self.configuration)
      }
      rendering = .format(format)
    } else {
      throw .usage(
        "The value '\(formatName)' is invalid for '--format <format>'. "
          + "Please provide one of 'text', 'jsonl', 'chrome' or 'changes'.",
        command: Self.configuration)
    }
    outputPath = scanner.values["--output"]
  }

  func run(
    output: inout some CommandOutput, error: inout some TextOutputStream,
    input: () throws(CLIError) -> [UInt8]
  ) throws(CLIError) {
    // Refuses a folder, a read-only file or the scenario itself before doing any work.
    let destination = try outputPath.map { path throws(CLIError) in
      try OutputFile(path, inputs: [scenarioPath])
    }
    let bytes = try InputFiles.read(scenarioPath, what: "scenario", input: input)
    let fileName = InputFiles.displayName(scenarioPath)
    switch rendering {
    case .format(let format):
      // Checked, then rendered a buffer at a time into the output as the scenario runs: the
      // trace is never held whole when it is long (Simulator.stream). A closed pipe stops the
      // rendering; `main` then exits quietly with 141.
      let stream = try InputFiles.stream(
        bytes, fileName: fileName, format: format, consequence: "nothing was written")
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
        bytes, fileName: fileName, consequence: "nothing was written")
      warn(trace.header.warnings, error: &error)
      if let objects = view.objects {
        let known = trace.objects.map(\.name)
        for object in objects.sorted() where !known.contains(object) {
          let hint =
            Suggestion.closest(to: object, among: known).map { " Did you mean '\($0)'?" } ?? ""
          throw .input(
            "Error: no object '\(object)' in the trace.\(hint)\n"
              + "  '--object' takes a name from the trace's object column; nothing was written.")
        }
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
