/// A failure the CLI reports on standard error before exiting with status 2.
enum CLIError: Error {
  /// The command line is wrong; the usage line and a help pointer follow the message.
  case usage(String, command: CommandConfiguration)
  /// The input is wrong; the text is printed as it is (scenario diagnostics, one per line).
  case input(String)

  /// The text printed on standard error, in swift-argument-parser's shape.
  var message: String {
    switch self {
    case .usage(let message, let command):
      return """
        Error: \(message)
        Usage: \(command.usage)
          See 'lifecycle-sim \(command.commandName) --help' for more information.

        """
    case .input(let message):
      return message.hasSuffix("\n") ? message : message + "\n"
    }
  }
}
