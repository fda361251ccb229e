import Foundation
import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// `lifecycle-sim run`.
@Suite struct RunCommandTests {
  static let scenario = scenarioPath("seed003-iphone-x-tab-nav-portrait")

  static let usage = """
    Usage: lifecycle-sim run <scenario> [--format <format>] [--output <file>]
      See 'lifecycle-sim run --help' for more information.

    """

  // MARK: - Output

  @Test func theTextTraceGoesToStandardOutput() throws {
    let result = runCLI(["run", Self.scenario])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("# lifecycle-trace/2\n"))
    #expect(result.stdout.hasSuffix("\n"))
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.dropLast().last?.hasPrefix("final ") == true)
    #expect(lines.last?.hasPrefix("# end  records=51 epochs=1 finals=12 digest=") == true)
  }

  /// `main` keeps what a run hands over until the process exits, rather than destroy it: the
  /// scenario, the simulator with its world (the trace is whole here, not streamed in parts) and
  /// the trace's stream (the trace itself for the changes view), once written.
  @Test(arguments: [["--format", "text"], ["--format", "changes"]])
  func aRunHandsOverItsScenarioAndTrace(_ options: [String]) {
    var kept: [Any] = []
    var output = ""
    var error = ""
    let status = LifecycleSimCommand.run(
      ["run", Self.scenario] + options, output: &output, error: &error, keep: { kept.append($0) })
    #expect(status == 0)
    #expect(output.hasSuffix("\n"))
    #expect(kept.contains { $0 is Scenario })
    #expect(kept.contains { $0 is TraceStream || $0 is Trace })
    #expect(kept.contains { $0 is Simulator })
    #expect(kept.count == 3)
  }

  /// A device outside its supported range (WEB-105: the iPhone X stops at iOS 16): the warning
  /// is in the text and JSON Lines headers and on standard error, and the run still succeeds.
  @Test(arguments: ["text", "jsonl", "chrome"])
  func anUnsupportedIOSIsWarnedAboutOnStandardError(_ format: String) throws {
    let path = scenarioPath("device-iphone-x-ios26-unsupported")
    let result = runCLI(["run", path, "--format", format])
    let warning = "iPhone X supports iOS 11–16; this scenario uses iOS 26.0"
    #expect(result.status == 0)
    #expect(result.stderr == "Warning: \(path): \(warning)\n")
    // The Chrome format keeps no header warnings; both trace parsers read them back.
    guard format != "chrome" else { return }
    let trace = try Trace.parse(Array(result.stdout.utf8))
    #expect(trace.header.warnings == [warning])
    #expect(result.stdout.contains(format == "text" ? "# warning     \(warning)\n" : warning))
  }

  @Test func theTextTraceMatchesTheStoredReference() throws {
    let stored = try String(
      contentsOf: tracesDirectory.appendingPathComponent("seed003-iphone-x-tab-nav-portrait.trace"),
      encoding: .utf8)
    #expect(runCLI(["run", Self.scenario]).stdout == stored)
  }

  @Test func jsonLinesHasOneJSONObjectPerLine() throws {
    let result = runCLI(["run", Self.scenario, "--format", "jsonl"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasSuffix("\n"))
    let records = try Self.jsonLines(result.stdout)
    let header = try #require(records.first)
    #expect(header["record"] as? String == "header")
    #expect(header["format"] as? String == "lifecycle-trace/2")
    #expect(header["scenario"] as? String == "seed003-iphone-x-tab-nav-portrait")
    let kinds = records.map { $0["record"] as? String ?? "?" }
    let firstFinal = try #require(kinds.firstIndex(of: "final"))
    #expect(kinds.last == "end", "the end record comes last")
    #expect(
      kinds[firstFinal..<(kinds.count - 1)].allSatisfy { $0 == "final" },
      "final records come before it")
    #expect(kinds[1..<firstFinal].contains("event"))
  }

  @Test func theInlineFormatSpellingIsAccepted() {
    let separate = runCLI(["run", Self.scenario, "--format", "jsonl"])
    let inline = runCLI(["run", Self.scenario, "--format=jsonl"])
    #expect(inline.status == 0)
    #expect(inline.stderr == "")
    #expect(inline.stdout == separate.stdout)
    #expect(inline.stdout.hasPrefix("{\"record\":\"header\""))
  }

  @Test func optionsMayComeBeforeTheScenario() {
    let result = runCLI(["run", "--format", "jsonl", Self.scenario])
    #expect(result.status == 0)
    #expect(result.stdout == runCLI(["run", Self.scenario, "--format", "jsonl"]).stdout)
  }

  @Test func chromeIsOneJSONDocumentWithTraceEvents() throws {
    let result = runCLI(["run", Self.scenario, "--format", "chrome"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let document = try #require(object as? [String: Any])
    let events = try #require(document["traceEvents"] as? [Any])
    #expect(!events.isEmpty)
  }

  @Test(arguments: ["text", "jsonl", "chrome"])
  func theSameScenarioGivesTheSameBytesTwice(_ format: String) {
    let first = runCLI(["run", Self.scenario, "--format", format])
    let second = runCLI(["run", Self.scenario, "--format", format])
    #expect(first.status == 0)
    #expect(Array(first.stdout.utf8) == Array(second.stdout.utf8))
  }

  @Test func aDashReadsTheScenarioFromStandardInput() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.scenario)))
    let result = runCLI(["run", "-"], stdin: bytes)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == runCLI(["run", Self.scenario]).stdout)
  }

  @Test(arguments: ["text", "jsonl", "chrome"])
  func outputWritesExactlyTheStandardOutputBytesToTheFile(_ format: String) throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("trace.out")
      let result = runCLI(["run", Self.scenario, "--format", format, "--output", file.path])
      #expect(result.status == 0)
      #expect(result.stdout == "")
      #expect(result.stderr == "")
      let written = try [UInt8](Data(contentsOf: file))
      let printed = runCLI(["run", Self.scenario, "--format", format]).stdout
      #expect(written == Array(printed.utf8))
    }
  }

  @Test func outputReplacesAnExistingFile() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("trace.txt")
      try Data("old contents that are longer than nothing\n".utf8).write(to: file)
      let result = runCLI(["run", Self.scenario, "--output=\(file.path)"])
      #expect(result.status == 0)
      let written = try String(contentsOf: file, encoding: .utf8)
      #expect(written == runCLI(["run", Self.scenario]).stdout)
    }
  }

  // MARK: - Usage errors

  @Test func anUnknownFormatListsTheChoices() {
    let result = runCLI(["run", Self.scenario, "--format", "xml"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', \
        'jsonl', 'chrome' or 'changes'.

        """ + Self.usage)
  }

  @Test func theScenarioArgumentIsRequired() {
    let result = runCLI(["run"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: Missing expected argument '<scenario>'\n" + Self.usage)
  }

  @Test func aSecondScenarioIsRefused() {
    let result = runCLI(["run", Self.scenario, "extra.json"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: Unexpected argument 'extra.json'\n" + Self.usage)
  }

  @Test func anUnknownOptionSuggestsTheClosestOne() {
    let result = runCLI(["run", Self.scenario, "--fromat", "text"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "Error: Unknown option '--fromat'. Did you mean '--format'?\n" + Self.usage)
  }

  @Test func anOptionWithoutItsValueIsRefused() {
    let result = runCLI(["run", Self.scenario, "--format"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: Missing value for '--format <format>'\n" + Self.usage)
  }

  // MARK: - Input errors

  @Test func aMissingFileIsNamedWithAHint() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("nope.scenario.json").path
      let result = runCLI(["run", path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(
        result.stderr == """
          Error: cannot read the scenario '\(path)': no such readable file.
            Check the path; run 'ls traces/*.scenario.json' for the bundled scenarios.

          """)
    }
  }

  @Test func anInvalidScenarioPrintsEveryDiagnosticWithItsLocation() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("invalid.scenario.json").path
      try Data(invalidScenario.utf8).write(to: URL(fileURLWithPath: path))
      let result = runCLI(["run", path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      expectDiagnostics(result.stderr, fileName: path)
      #expect(result.stderr.contains("\(path):4:13: device: unknown device \"iPhone Y\""))
      #expect(result.stderr.contains("\(path):6:18: orientation: unknown value \"sideways\""))
      #expect(result.stderr.hasSuffix("\n2 problems found; nothing was written.\n"))
    }
  }

  @Test func malformedJSONIsOneProblem() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("broken.json").path
      try Data("{\n".utf8).write(to: URL(fileURLWithPath: path))
      let result = runCLI(["run", path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      expectDiagnostics(result.stderr, fileName: path)
      #expect(result.stderr.hasSuffix("\n1 problem found; nothing was written.\n"))
    }
  }

  @Test func anInvalidScenarioOnStandardInputIsNamedStdin() {
    let result = runCLI(["run", "-"], stdin: Array(invalidScenario.utf8))
    #expect(result.status == 2)
    #expect(result.stdout == "")
    expectDiagnostics(result.stderr, fileName: "<stdin>")
  }

  @Test func emptyStandardInputIsAProblem() {
    let result = runCLI(["run", "-"])
    #expect(result.status == 2)
    expectDiagnostics(result.stderr, fileName: "<stdin>")
  }

  @Test func anInvalidScenarioDoesNotCreateTheOutputFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("invalid.scenario.json").path
      try Data(invalidScenario.utf8).write(to: URL(fileURLWithPath: path))
      let output = directory.appendingPathComponent("trace.txt")
      let result = runCLI(["run", path, "--output", output.path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      expectDiagnostics(result.stderr, fileName: path)
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }

  @Test func anInvalidScenarioLeavesAnExistingOutputFileUntouched() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("invalid.scenario.json").path
      try Data(invalidScenario.utf8).write(to: URL(fileURLWithPath: path))
      let output = directory.appendingPathComponent("trace.txt")
      let previous = Data("a previous trace\n".utf8)
      try previous.write(to: output)
      let result = runCLI(["run", path, "--output", output.path])
      #expect(result.status == 2)
      expectDiagnostics(result.stderr, fileName: path)
      #expect(try Data(contentsOf: output) == previous)
    }
  }

  @Test func anUnwritableOutputIsReported() throws {
    try withTemporaryDirectory { directory in
      let output = directory.appendingPathComponent("no-such-folder/trace.txt")
      let result = runCLI(["run", Self.scenario, "--output", output.path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(
        result.stderr
          == "Error: cannot write the trace to '\(output.path)': No such file or directory.\n"
          + "  Check that its folder exists and is writable; nothing was written.\n")
      let names = try contents(of: directory)
      #expect(names == [])
    }
  }

  // MARK: - Helpers

  /// Parses every line of a JSON Lines text as a JSON object.
  static func jsonLines(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [[String: Any]] {
    try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(
        object as? [String: Any], "not a JSON object: \(line)", sourceLocation: sourceLocation)
    }
  }
}

/// Empty option values are usage errors.
@Suite struct RunOptionValueTests {
  @Test func anEmptyOutputIsAUsageError() {
    let result = runCLI(["run", scenarioPath("seed002-table-under-nav"), "--output="])
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        Error: The value for '--output <file>' is empty
        Usage: lifecycle-sim run <scenario> [--format <format>] [--output <file>]
          See 'lifecycle-sim run --help' for more information.

        """)
  }
}
