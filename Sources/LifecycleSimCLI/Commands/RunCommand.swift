import Foundation
import LifecycleSim

/// `lifecycle-sim run SCENARIO [--format text|jsonl|chrome] [--output FILE]`.
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
      """,
    arguments: [("<scenario>", "The scenario file, or '-' to read standard input.")],
    options: [
      ("-f, --format <format>", "text (default), jsonl or chrome."),
      ("-o, --output <file>", "Write the trace to a file instead of standard output."),
    ])

  var scenarioPath: String
  var format: TraceFormat
  var outputPath: String?

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner(
      arguments, valueOptions: ["--format": "format", "--output": "file"], flagOptions: [],
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
    guard let format = TraceFormat.named(formatName) else {
      throw .usage(
        "The value '\(formatName)' is invalid for '--format <format>'. "
          + "Please provide one of 'text', 'jsonl' or 'chrome'.",
        command: Self.configuration)
    }
    self.format = format
    outputPath = scanner.values["--output"]
  }

  func run(
    output: inout some TextOutputStream, error: inout some TextOutputStream,
    input: () throws(CLIError) -> [UInt8]
  ) throws(CLIError) {
    // Refuses a folder, a read-only file or the scenario itself before doing any work.
    let destination = try outputPath.map { path throws(CLIError) in
      try OutputFile(path, inputs: [scenarioPath])
    }
    let bytes = try InputFiles.read(scenarioPath, what: "scenario", input: input)
    let trace = try InputFiles.simulate(
      bytes, fileName: InputFiles.displayName(scenarioPath), consequence: "nothing was written")
    for warning in trace.header.warnings {
      error.write("Warning: \(InputFiles.displayName(scenarioPath)): \(warning)\n")
    }
    let rendered = format.renderBytes(trace)
    guard let destination else {
      output.write(String(decoding: rendered, as: UTF8.self))
      return
    }
    try destination.write(rendered)
  }
}
