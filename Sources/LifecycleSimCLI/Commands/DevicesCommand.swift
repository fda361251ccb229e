import LifecycleSim

/// `lifecycle-sim devices`.
struct DevicesCommand: Subcommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device catalog.",
    usage: "lifecycle-sim devices [--sources]",
    discussion: """
      One line per device and range of behaviour profiles: screen size in points, scale, \
      cut-out, the supported iOS versions ('18+': still supported), the software keyboard's \
      portrait/landscape height ('*': from the screen class, not measured on the device), and \
      the window's safe-area insets in portrait and landscape as UIKit reports them with the \
      status bar as the system shows it. Sources: docs/behaviour.md#window-insets.
      """,
    options: Option.self)

  /// The command's options.
  enum Option: CommandOption {
    case sources

    var declaration: OptionDeclaration {
      switch self {
      case .sources:
        .flag("--sources", help: "Add a column with the source ids behind each device.")
      }
    }
  }

  var sources: Bool

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner<Option>(arguments, command: Self.configuration)
    if let extra = scanner.positionals.first {
      throw .usage("Unexpected argument '\(extra)'", command: Self.configuration)
    }
    sources = scanner.contains(.sources)
  }

  func run(output: inout some TextOutputStream) {
    output.write(DeviceCatalog.table(sources: sources))
  }
}
