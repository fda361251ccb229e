import LifecycleSim

/// `lifecycle-sim explain SCENARIO OBJECT.PROPERTY [--at CALLBACK[#N]] [--epoch N]
/// [--format text|json]` and `lifecycle-sim explain --source ID… [--format text|json]`.
struct ExplainCommand: Subcommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain how a value was derived, or print the sources behind the model.",
    usage:
      "lifecycle-sim explain <scenario> <object.property> [--at <callback>[#<n>]] "
      + "[--epoch <n>] [--short] [--format <format>]\n"
      + "       lifecycle-sim explain --source <id> [--format <format>]",
    discussion: """
      With a scenario and a value such as List.safeAreaInsets, it runs the scenario and prints \
      the value an app reads and the chain of rules that produced it: the window's insets from \
      the device catalog, each superview's overlap, the bars of the containers, \
      additionalSafeAreaInsets, the branch of the adjustment rule a scroll view took, the \
      layout spec that gave a frame. Each step names its inputs, the quirk switches that \
      decided it and its sources; then comes the record from which the value is valid in its \
      epoch, and the earlier records that read provisional values. Without --at it explains \
      the settled value at the end of the last epoch (or of --epoch). The steps are written by \
      the engine while it computes the value, so they always agree with the trace.

      With --source it prints what each cited observation saw, on which device and iOS \
      version, in which setup, and where it was published: GT-nnn (public logs, measurements \
      and documentation of real UIKit), OU-nnn (a peer project's measurements of UIKit 26.1) \
      and seed000 to seed004 (the five articles the project started from). docs/sources.md \
      lists every id.
      """,
    arguments: [
      ("<scenario>", "A scenario file (JSON), or - for standard input."),
      ("<object.property>", "The value, such as List.safeAreaInsets or Nav.navigationBar.frame."),
    ],
    argumentsUnderOptions: true, options: Option.self)

  /// The command's options, in the order its help lists them.
  enum Option: CommandOption {
    case at, epoch, short, source, format

    var declaration: OptionDeclaration {
      switch self {
      case .at:
        .value(
          "--at", "callback", syntax: "<callback>[#<n>]",
          help: "The record to explain: viewDidLoad, or Object.callback; #2 for the second.")
      case .epoch:
        .value("--epoch", "n", help: "The epoch: of the settled value, or to look for --at in.")
      case .short:
        .flag(
          "--short", help: "Three lines: the value, the rule that decided it, the sources.")
      case .source:
        .value(
          "--source", "id", repeats: true,
          help: "A source id such as GT-067 (repeatable, or comma-separated).")
      case .format:
        .value(
          "--format", short: "-f", "format", choices: .listed { ["text", "json"] },
          help: "text (default) or json (one object per line).")
      }
    }
  }

  /// What to print.
  private enum Request {
    case sources([SourceIndex.Source])
    case value(scenario: String, target: String, point: ExplainPoint)
  }

  private let request: Request
  private let json: Bool
  private let short: Bool

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner<Option>(arguments, command: Self.configuration)
    switch scanner.value(.format) ?? "text" {
    case "text": json = false
    case "json": json = true
    case let other: throw scanner.invalid(other, for: .format)
    }
    short = scanner.contains(.short)
    if short, json {
      throw .usage(
        "'--short' is a form of the text; the json form is whole", command: Self.configuration)
    }
    let ids = scanner.items(.source) ?? []
    if !ids.isEmpty {
      if let extra = scanner.positionals.first {
        throw .usage("Unexpected argument '\(extra)'", command: Self.configuration)
      }
      for option in [Option.at, .epoch, .short] where scanner.contains(option) {
        throw .usage(
          "'\(option.name)' explains a value, not a source", command: Self.configuration)
      }
      request = .sources(try Self.sources(ids))
      return
    }
    guard scanner.positionals.count == 2 else {
      if scanner.positionals.count > 2 {
        throw .usage(
          "Unexpected argument '\(scanner.positionals[2])'", command: Self.configuration)
      }
      throw .usage(
        scanner.positionals.isEmpty
          ? "Missing expected argument '<scenario>' (or '\(Option.source.synopsis)')"
          : "Missing expected argument '<object.property>'",
        command: Self.configuration)
    }
    let epoch = try scanner.value(.epoch).map { text throws(CLIError) -> Int in
      guard let number = Int(text), number >= 0 else {
        throw .usage(
          "The value '\(text)' is invalid for '\(Option.epoch.synopsis)': give an "
            + "epoch number, 0 or more",
          command: Self.configuration)
      }
      return number
    }
    let point: ExplainPoint
    if let at = scanner.value(.at) {
      let parts = at.split(separator: "#", omittingEmptySubsequences: false)
      let occurrence = parts.count == 2 ? Int(parts[1]) : 1
      guard parts.count <= 2, let occurrence, occurrence >= 1, !parts[0].isEmpty else {
        throw .usage(
          "The value '\(at)' is invalid for '\(Option.at.synopsis)': give a "
            + "callback such as viewDidLoad or List.viewDidLoad#2",
          command: Self.configuration)
      }
      point = .record(callback: String(parts[0]), occurrence: occurrence, epoch: epoch)
    } else {
      point = .settled(epoch: epoch)
    }
    request = .value(
      scenario: scanner.positionals[0], target: scanner.positionals[1], point: point)
  }

  private static func sources(_ ids: [String]) throws(CLIError) -> [SourceIndex.Source] {
    var sources: [SourceIndex.Source] = []
    for id in ids {
      guard let source = SourceIndex.lookup(id) else {
        let hint = SourceIndex.closestID(to: id).map { " Did you mean '\($0)'?" } ?? ""
        throw .input(
          "Error: there is no source '\(id)'.\(hint)\n"
            + "  docs/sources.md lists every id: GT-nnn, OU-nnn, seed000 to seed004.")
      }
      sources.append(source)
    }
    return sources
  }

  func run(
    output: inout some TextOutputStream, input: () throws(CLIError) -> [UInt8]
  ) throws(CLIError) {
    switch request {
    case .sources(let sources):
      output.write(sources.map { json ? $0.json : $0.text }.joined(separator: json ? "" : "\n"))
    case .value(let path, let target, let point):
      let bytes = try InputFiles.read(path, what: "scenario", input: input)
      let name = InputFiles.displayName(path)
      let scenario: Scenario
      do {
        scenario = try Scenario.decode(bytes, fileName: name)
      } catch {
        let count = error.diagnostics.count
        throw .input(
          error.description
            + "\n\(count) problem\(count == 1 ? "" : "s") found; nothing was explained.")
      }
      let limit = try InputFiles.memoryLimit()
      do {
        let explanation = try Explainer.explain(scenario, target, at: point, memoryLimit: limit)
        output.write(
          json ? explanation.json : short ? explanation.shortText : explanation.text)
      } catch {
        if let problems = error.scenario {
          let count = problems.diagnostics.count
          throw .input(
            problems.description
              + "\n\(count) problem\(count == 1 ? "" : "s") found; nothing was explained.")
        }
        throw .input(error.description)
      }
    }
  }
}
