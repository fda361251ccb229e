import LifecycleSim

/// `lifecycle-sim diff A B [--object NAME]… [--callback NAME]… [--property NAME]…
/// [--ignore-time] [--ignore-header] [--brief | --stat] [--format text|json]`.
struct DiffCommand: Subcommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract:
      "Compare two traces by meaning: moved, missing and extra callbacks, values, validity.",
    usage: "lifecycle-sim diff <first> <second> [<options>]",
    discussion: """
      Each of <first> and <second> is a scenario, which is run first, or a trace saved in text \
      or JSON Lines. Records are aligned by object, callback and occurrence within their epoch, \
      so the output says what changed in meaning, epoch by epoch, and ends with a one-line \
      summary. Lines start with '-' (only in the first), '+' (only in the second) or '~' \
      (changed). A settled value that differs is said once: at the record that shows it, or in \
      the final block when no record does. The scenario's name is not compared. Exit status 0 \
      when the traces mean the same, 1 when they differ, 2 on bad input.
      """,
    arguments: [
      ("<first>", "A scenario or trace file ('-' for standard input)."),
      ("<second>", "A scenario or trace file ('-' for standard input)."),
    ],
    options: Option.self)

  /// The command's options, in the order its help lists them.
  enum Option: CommandOption {
    case object, callback, property, ignoreTime, ignoreHeader, brief, stat, format

    var declaration: OptionDeclaration {
      switch self {
      case .object:
        .value(
          "--object", "name", repeats: true,
          help: "Compare only this object (repeatable, or comma-separated).")
      case .callback:
        .value(
          "--callback", "name", repeats: true,
          choices: .suggested { Callback.allCases.map(\.rawValue) },
          help: "Compare only this callback (repeatable, or comma-separated).")
      case .property:
        .value(
          "--property", "name", repeats: true,
          choices: .suggested { TraceProperty.allCases.map(\.rawValue) },
          help: "Compare only this property (repeatable, or comma-separated).")
      case .ignoreTime:
        .flag("--ignore-time", help: "Ignore when records happen; their order still counts.")
      case .ignoreHeader:
        .flag(
          "--ignore-header",
          help: "Ignore the header: device, iOS version, profile, quirks, warnings.")
      case .brief:
        .flag(
          "--brief", short: "-q",
          help: "Print only whether the traces differ; the exit status says it too.")
      case .stat:
        .flag("--stat", help: "Print the number of differences per object and property.")
      case .format:
        .value(
          "--format", short: "-f", "format",
          choices: .listed { TraceComparison.Format.allCases.map(\.rawValue) },
          help: "text (default) or json.")
      }
    }
  }

  /// What the command prints.
  enum Report {
    /// Every difference.
    case differences
    /// One line when the traces differ, nothing when they mean the same.
    case brief
    /// The number of differences per object and property.
    case statistics
  }

  var paths: (first: String, second: String)
  var objects: [String]?
  var options: TraceDiffOptions
  var format: TraceComparison.Format
  var report: Report

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner<Option>(arguments, command: Self.configuration)
    guard scanner.positionals.count == 2 else {
      throw .usage(
        scanner.positionals.count < 2
          ? "Missing expected argument '\(scanner.positionals.isEmpty ? "<first>" : "<second>")'"
          : "Unexpected argument '\(scanner.positionals[2])'",
        command: Self.configuration)
    }
    if scanner.positionals[0] == "-" && scanner.positionals[1] == "-" {
      throw .usage("Only one of <first> and <second> can be '-'", command: Self.configuration)
    }
    paths = (scanner.positionals[0], scanner.positionals[1])
    objects = scanner.items(.object)
    options = TraceDiffOptions(
      objects: objects.map(Set.init),
      callbacks: try scanner.cases(.callback, as: Callback.self).map(Set.init),
      properties: try scanner.cases(.property, as: TraceProperty.self).map(Set.init),
      ignoresTime: scanner.contains(.ignoreTime),
      ignoresHeader: scanner.contains(.ignoreHeader))
    switch (scanner.contains(.brief), scanner.contains(.stat)) {
    case (true, true):
      throw .usage(
        "'\(Option.brief.name)' and '\(Option.stat.name)' cannot be used together",
        command: Self.configuration)
    case (true, false): report = .brief
    case (false, true): report = .statistics
    case (false, false): report = .differences
    }
    let formatName = scanner.value(.format) ?? "text"
    guard let format = TraceComparison.Format(rawValue: formatName) else {
      throw scanner.invalid(formatName, for: .format)
    }
    self.format = format
  }

  func run(
    output: inout some TextOutputStream, input: () throws(CLIError) -> [UInt8]
  ) throws(CLIError) -> Int32 {
    let traces = try InputFiles.traces([paths.first, paths.second], input: input)
    let (first, second) = (traces[0], traces[1])
    if let objects {
      let known = Set(first.objects.map(\.name) + second.objects.map(\.name))
      for object in objects where !known.contains(object) {
        let hint =
          Suggestion.closest(to: object, among: known.sorted())
          .map { " Did you mean '\($0)'?" } ?? ""
        throw .input(
          "Error: no object '\(object)' in either trace.\(hint)\n"
            + "  '\(Option.object.name)' takes a name from the traces' object column; nothing "
            + "was compared.")
      }
    }
    let comparison = TraceDiff.compare(first, second, options: options)
    let labels = (InputFiles.displayName(paths.first), InputFiles.displayName(paths.second))
    switch report {
    case .differences:
      output.write(comparison.render(format, labels: labels))
    case .brief:
      output.write(comparison.renderBrief(format, labels: labels))
    case .statistics:
      output.write(comparison.renderStatistics(format, labels: labels))
    }
    return comparison.isSame ? 0 : 1
  }
}
