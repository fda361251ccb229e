import Foundation
import Testing

@testable import LifecycleSimCLI

/// What one in-process run of `lifecycle-sim` produced.
struct CLIResult {
  /// The exit status: 0 success, 1 a difference (verify), 2 bad input or usage.
  var status: Int32
  /// Everything written to standard output.
  var stdout: String
  /// Everything written to standard error.
  var stderr: String
}

/// Runs `lifecycle-sim` in process with `arguments` (without the program name).
///
/// - Parameters:
///   - arguments: the command line after `lifecycle-sim`.
///   - environment: the environment the command sees (empty by default, so a `CI` variable
///     set on the machine running the tests never leaks in).
///   - stdin: the bytes standard input yields.
/// - Returns: the exit status and both streams.
func runCLI(
  _ arguments: [String], environment: [String: String] = [:], stdin: [UInt8] = []
) -> CLIResult {
  var output = ""
  var error = ""
  let status = LifecycleSimCommand.run(
    arguments, output: &output, error: &error, environment: environment, input: { stdin })
  return CLIResult(status: status, stdout: output, stderr: error)
}

/// The repository's root folder, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The reference scenarios and traces bundled with the repository.
let tracesDirectory = repositoryRoot.appendingPathComponent("traces")

/// The path of a bundled scenario, e.g. `scenarioPath("seed002-table-under-nav")`.
func scenarioPath(_ name: String) -> String {
  tracesDirectory.appendingPathComponent("\(name).scenario.json").path
}

/// Calls `body` with a new, empty folder under the temporary directory and removes the folder
/// afterwards, whether `body` returns or throws.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("lifecycle-sim-cli-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try body(directory)
}

/// A scenario with two problems: an unknown device on line 4 and an unknown orientation on
/// line 6.
let invalidScenario = """
  {
    "format": "lifecycle-scenario/1",
    "name": "invalid",
    "device": "iPhone Y",
    "ios": "11.0",
    "orientation": "sideways",
    "root": { "viewController": { "name": "Main" } }
  }

  """

/// Checks that `stderr` holds scenario diagnostics: at least one `file:line:column: …` line
/// naming `fileName`, then `N problems found; nothing was written.` with N the number of those
/// lines, and nothing else.
func expectDiagnostics(
  _ stderr: String, fileName: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  var lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  #expect(lines.last == "", "stderr should end with a newline", sourceLocation: sourceLocation)
  lines.removeLast()
  let summary = lines.popLast()
  #expect(!lines.isEmpty, "no diagnostic lines in:\n\(stderr)", sourceLocation: sourceLocation)
  for line in lines {
    #expect(
      line.hasPrefix(fileName + ":")
        && line.dropFirst(fileName.count).prefixMatch(of: #/:\d+:\d+: \S/#) != nil,
      "not a file:line:column diagnostic: \(line)", sourceLocation: sourceLocation)
  }
  let count = lines.count
  #expect(
    summary == "\(count) problem\(count == 1 ? "" : "s") found; nothing was written.",
    sourceLocation: sourceLocation)
}
