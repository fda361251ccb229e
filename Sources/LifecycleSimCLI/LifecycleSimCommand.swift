import Foundation
import LifecycleSim

/// The `lifecycle-sim` command: a shim over ``run(_:output:error:environment:input:)``, which
/// tests call in process.
@main
enum LifecycleSimCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  static let commands = [
    RunCommand.configuration, DiffCommand.configuration, VerifyCommand.configuration,
    DevicesCommand.configuration,
  ]

  /// The top-level help, laid out like swift-argument-parser's at 80 columns.
  static var overview: String {
    CommandConfiguration.wrap(
      "OVERVIEW: Replay the UIKit view-controller lifecycle on a virtual clock and trace, "
        + "callback by callback, what an app reads from safeAreaInsets, adjustedContentInset, "
        + "layout margins and the layout guides.", width: 80)
      + "\nUSAGE: lifecycle-sim <subcommand>\n\nOPTIONS:\n"
      + CommandConfiguration.rows([
        ("--version", "Show the version."), ("-h, --help", "Show help information."),
      ])
      + "\nSUBCOMMANDS:\n"
      + CommandConfiguration.rows(commands.map { ($0.commandName, $0.abstract) })
      + "\n  See 'lifecycle-sim help <subcommand>' for detailed help.\n"
  }

  static func main() {
    var output = StandardStream.output
    var error = StandardStream.error
    let status = run(
      Array(CommandLine.arguments.dropFirst()), output: &output, error: &error,
      environment: ProcessInfo.processInfo.environment,
      input: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) })
    exit(status)
  }

  /// Runs the command line `arguments` (without the program name).
  ///
  /// - Returns: the exit status: 0 success, 1 a difference (`diff`, `verify`), 2 bad input or
  ///   usage.
  static func run(
    _ arguments: [String], output: inout some TextOutputStream,
    error: inout some TextOutputStream, environment: [String: String] = [:],
    input: () -> [UInt8] = { [] }
  ) -> Int32 {
    guard let subcommand = arguments.first else {
      error.write(overview)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    switch subcommand {
    case "-h", "--help":
      output.write(overview)
      return 0
    case "--version":
      output.write("lifecycle-sim \(version)\n")
      return 0
    case "help":
      guard let name = rest.first, name != "help" else {
        output.write(overview)
        return 0
      }
      guard let command = commands.first(where: { $0.commandName == name }) else {
        error.write(unknown(name))
        return 2
      }
      output.write(command.help)
      return 0
    default:
      break
    }
    if let command = commands.first(where: { $0.commandName == subcommand }),
      ArgumentScanner.asksForHelp(rest)
    {
      output.write(command.help)
      return 0
    }
    do {
      switch subcommand {
      case "run":
        try RunCommand(rest).run(output: &output, input: input)
        return 0
      case "diff":
        return try DiffCommand(rest).run(output: &output, input: input)
      case "devices":
        try DevicesCommand(rest).run(output: &output)
        return 0
      case "verify":
        return try VerifyCommand(rest).run(output: &output, error: &error, environment: environment)
      default:
        error.write(unknown(subcommand))
        return 2
      }
    } catch let failure {
      error.write(failure.message)
      return 2
    }
  }

  private static func unknown(_ name: String) -> String {
    let what = name.hasPrefix("-") ? "option" : "subcommand"
    let hint =
      Suggestion.closest(
        to: name, among: commands.map(\.commandName) + ["help", "--help", "--version"]
      )
      .map { " Did you mean '\($0)'?" } ?? ""
    return """
      Error: Unknown \(what) '\(name)'.\(hint)
      Usage: lifecycle-sim <subcommand>
        See 'lifecycle-sim --help' for more information.

      """
  }
}

/// Standard output or error as a `TextOutputStream`.
struct StandardStream: TextOutputStream {
  let handle: FileHandle

  static var output: StandardStream { StandardStream(handle: .standardOutput) }
  static var error: StandardStream { StandardStream(handle: .standardError) }

  mutating func write(_ string: String) {
    handle.write(Data(string.utf8))
  }
}
