/// A command of `lifecycle-sim`: what its help says and how its arguments are read.
protocol Subcommand {
  /// The name, help and options.
  static var configuration: CommandConfiguration { get }

  /// Reads the command's arguments (those after its name).
  ///
  /// - Throws: ``CLIError/usage(_:command:)`` for arguments the command cannot take.
  init(_ arguments: [String]) throws(CLIError)
}
