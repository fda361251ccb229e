import LifecycleSim

/// `lifecycle-sim explain --source ID… [--format text|json]`.
struct ExplainCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Print the sources behind the behaviour model.",
    usage: "lifecycle-sim explain --source <id> [--format <format>]",
    discussion: """
      Every rule, device metric and test of the project cites the observations it rests on by \
      id: GT-nnn (public logs, measurements and documentation of real UIKit), OU-nnn (a peer \
      project's measurements of UIKit 26.1) and seed000 to seed004 (the five articles the \
      project started from). --source prints what was observed, on which device and iOS \
      version, in which setup, and where it was published. docs/sources.md lists every id.
      """,
    options: [
      ("--source <id>", "A source id such as GT-067 (repeatable, or comma-separated)."),
      ("--format <format>", "text (default) or json (one object per line)."),
    ])

  var sources: [SourceIndex.Source]
  var json: Bool

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner(
      arguments, valueOptions: ["--source": "id", "--format": "format"], flagOptions: [],
      command: Self.configuration)
    if let extra = scanner.positionals.first {
      throw .usage("Unexpected argument '\(extra)'", command: Self.configuration)
    }
    let ids = (scanner.allValues["--source"] ?? []).flatMap { $0.split(separator: ",") }
    guard !ids.isEmpty else {
      throw .usage("Missing expected option '--source <id>'", command: Self.configuration)
    }
    sources = []
    for id in ids.map(String.init) {
      guard let source = SourceIndex.lookup(id) else {
        let hint = SourceIndex.closestID(to: id).map { " Did you mean '\($0)'?" } ?? ""
        throw .input(
          "Error: there is no source '\(id)'.\(hint)\n"
            + "  docs/sources.md lists every id: GT-nnn, OU-nnn, seed000 to seed004.")
      }
      sources.append(source)
    }
    switch scanner.values["--format"] ?? "text" {
    case "text": json = false
    case "json": json = true
    case let other:
      throw .usage(
        "The value '\(other)' is invalid for '--format <format>'. "
          + "Please provide one of 'text' or 'json'.",
        command: Self.configuration)
    }
  }

  func run(output: inout some TextOutputStream) {
    output.write(sources.map { json ? $0.json : $0.text }.joined(separator: json ? "" : "\n"))
  }
}
