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

/// Whether `text` starts `LINE:COLUMN: ` and then a message, as a diagnostic does after its file
/// name (no Regex: the package declares macOS 12, and Regex needs macOS 13).
func startsWithLineAndColumn(_ text: Substring) -> Bool {
  let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
  let isNumber = { (part: Substring) in
    !part.isEmpty && part.allSatisfy { ("0"..."9").contains($0) }
  }
  guard parts.count == 3, isNumber(parts[0]), isNumber(parts[1]) else { return false }
  let message = parts[2]
  return message.first == " " && message.dropFirst().first.map { !$0.isWhitespace } == true
}

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
      line.hasPrefix(fileName + ":") && startsWithLineAndColumn(line.dropFirst(fileName.count + 1)),
      "not a file:line:column diagnostic: \(line)", sourceLocation: sourceLocation)
  }
  let count = lines.count
  #expect(
    summary == "\(count) problem\(count == 1 ? "" : "s") found; nothing was written.",
    sourceLocation: sourceLocation)
}

/// What one run of the built `lifecycle-sim` executable produced.
struct ProcessResult {
  /// Whether the process exited or was ended by a signal.
  var reason: Process.TerminationReason
  /// The exit status, or the signal number when `reason` is `.uncaughtSignal`.
  var status: Int32
  /// Everything written to standard output, when it was captured.
  var stdout: [UInt8]
  /// Everything written to standard error.
  var stderr: String
}

/// Runs the built `lifecycle-sim` (``SmokeTests/executable``) in a subprocess.
///
/// - Parameters:
///   - environment: the whole environment the process sees.
///   - directory: its working directory (the current one by default).
///   - standardOutput: where its standard output goes; captured when `nil`.
///   - standardError: where its standard error goes; captured when `nil`.
///   - shellSetup: shell commands run first (`trap "" PIPE`, `ulimit -f 8`), through `/bin/sh`,
///     which then `exec`s the executable.
func runExecutable(
  _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
  standardOutput: FileHandle? = nil, standardError: FileHandle? = nil, shellSetup: String? = nil
) throws -> ProcessResult {
  let executable = try #require(SmokeTests.executable)
  let process = Process()
  if let shellSetup {
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\(shellSetup); exec \"$0\" \"$@\"", executable.path] + arguments
  } else {
    process.executableURL = executable
    process.arguments = arguments
  }
  process.environment = environment
  if let directory { process.currentDirectoryURL = directory }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = standardOutput ?? output
  process.standardError = standardError ?? error
  try process.run()
  let outputData =
    standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
  let errorData = standardError == nil ? error.fileHandleForReading.readDataToEndOfFile() : Data()
  process.waitUntilExit()
  return ProcessResult(
    reason: process.terminationReason, status: process.terminationStatus,
    stdout: [UInt8](outputData), stderr: String(decoding: errorData, as: UTF8.self))
}

/// The names in `directory`, hidden ones included, sorted.
func contents(of directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// The `stat` of `path` without following a last symbolic link.
func fileStatus(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> stat {
  var info = stat()
  try #require(lstat(path, &info) == 0, "lstat \(path)", sourceLocation: sourceLocation)
  return info
}
