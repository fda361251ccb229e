#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleSim

/// The `lifecycle-sim` command: a shim over ``run(_:output:error:environment:input:)``, which
/// tests call in process.
@main
enum LifecycleSimCommand {

  /// Every subcommand, in the order the top-level help lists them.
  static var subcommands: [any Subcommand.Type] {
    [
      RunCommand.self, DiffCommand.self, VerifyCommand.self, DevicesCommand.self,
      ExplainCommand.self, SweepCommand.self, ReportCommand.self, MigrateCommand.self,
    ]
  }

  /// The subcommands' configurations, in the same order.
  static let commands = subcommands.map { $0.configuration }

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
    // An interrupted command removes the temporary files and folders it made.
    InterruptCleanup.install()
    var output = StandardStream.output
    var error = StandardStream.error
    // What the command hands over outlives it: the process ends right after, returning the
    // memory at once, where destroying a large scenario frees it allocation by allocation.
    var kept: [Any] = []
    let status = run(
      Array(CommandLine.arguments.dropFirst()), output: &output, error: &error,
      environment: ProcessInfo.processInfo.environment,
      input: { () throws(CLIError) in try InputFiles.readStandardInput() },
      keep: { kept.append($0) })
    withExtendedLifetime(kept) { exit(exitStatus(status, output: output, error: &error)) }
  }

  /// The status for a command that ended with `status`, once failed writes to the standard
  /// streams are taken into account.
  ///
  /// A closed pipe (`EPIPE`) gives 141, what a shell reports for a process that `SIGPIPE`
  /// ended, with nothing printed. Any other failure to write standard output is reported on
  /// standard error, with what to do, and gives 2; a failure to write standard error gives 2
  /// silently.
  static func exitStatus(
    _ status: Int32, output: StandardStream, error: inout StandardStream
  ) -> Int32 {
    let closedPipe: Int32 = 128 + SIGPIPE
    if let failure = output.failure {
      guard failure.code != EPIPE else { return closedPipe }
      error.write(
        "Error: cannot write standard output: \(failure.description)\n"
          + "  Send it where there is room (a file on another disk, or a pipe) and run the command again.\n"
      )
      return 2
    }
    if let failure = error.failure {
      return failure.code == EPIPE ? closedPipe : 2
    }
    return status
  }

  /// Runs the command line `arguments` (without the program name).
  ///
  /// - Parameter keep: receives the command's largest values once it no longer needs them
  ///   (`run`'s scenario, simulator and trace), for a caller about to exit to keep rather than
  ///   destroy.
  /// - Returns: the exit status: 0 success, 1 a difference (`diff`, `verify`), 2 bad input,
  ///   usage, or a failed read or write.
  static func run(
    _ arguments: [String], output: inout some CommandOutput,
    error: inout some CommandOutput, environment: [String: String] = [:],
    input: () throws(CLIError) -> [UInt8] = { [] }, keep: (Any) -> Void = { _ in }
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
      output.write("lifecycle-sim \(LifecycleSimVersion.current)\n")
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
      CommandConfiguration.asksForHelp(rest)
    {
      output.write(command.help)
      return 0
    }
    do {
      switch subcommand {
      case "run":
        // Only a terminal on standard output gets the view fitted to its width.
        let width =
          output is StandardStream ? TerminalWidth.ofStandardOutput(environment: environment) : nil
        try RunCommand(rest).run(
          output: &output, error: &error, terminalWidth: width, input: input, keep: keep)
        return 0
      case "diff":
        return try DiffCommand(rest).run(output: &output, input: input)
      case "devices":
        try DevicesCommand(rest).run(output: &output)
        return 0
      case "explain":
        try ExplainCommand(rest).run(output: &output, input: input)
        return 0
      case "report":
        try ReportCommand(rest).run(input: input)
        return 0
      case "sweep":
        return try SweepCommand(rest).run(output: &output, error: &error, input: input)
      case "verify":
        return try VerifyCommand(rest).run(output: &output, error: &error, environment: environment)
      case "migrate":
        try MigrateCommand(rest).run(output: &output)
        return 0
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
