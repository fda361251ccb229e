import LifecycleSim

/// `lifecycle-sim diff A B [--object NAME]… [--callback NAME]… [--property NAME]…
/// [--ignore-time] [--ignore-header] [--brief | --stat] [--format text|json]`.
struct DiffCommand {
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
    options: [
      ("--object <name>", "Compare only this object (repeatable, or comma-separated)."),
      ("--callback <name>", "Compare only this callback (repeatable, or comma-separated)."),
      ("--property <name>", "Compare only this property (repeatable, or comma-separated)."),
      ("--ignore-time", "Ignore when records happen; their order still counts."),
      ("--ignore-header", "Ignore the header: device, iOS version, profile, quirks, warnings."),
      ("-q, --brief", "Print only whether the traces differ; the exit status says it too."),
      ("--stat", "Print the number of differences per object and property."),
      ("-f, --format <format>", "text (default) or json."),
    ])

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
    let scanner = try ArgumentScanner(
      arguments,
      valueOptions: [
        "--object": "name", "--callback": "name", "--property": "name", "--format": "format",
      ],
      flagOptions: ["--ignore-time", "--ignore-header", "--brief", "--stat"],
      repeatable: ["--object", "--callback", "--property"],
      command: Self.configuration)
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
    func list(_ option: String) -> [String]? {
      scanner.allValues[option].map { values in
        values.flatMap { $0.split(separator: ",").map(String.init) }
      }
    }
    objects = list("--object")
    options = TraceDiffOptions(
      objects: objects.map(Set.init),
      callbacks: try Self.parse(list("--callback"), option: "--callback <name>"),
      properties: try Self.parse(list("--property"), option: "--property <name>"),
      ignoresTime: scanner.flags.contains("--ignore-time"),
      ignoresHeader: scanner.flags.contains("--ignore-header"))
    switch (scanner.flags.contains("--brief"), scanner.flags.contains("--stat")) {
    case (true, true):
      throw .usage("'--brief' and '--stat' cannot be used together", command: Self.configuration)
    case (true, false): report = .brief
    case (false, true): report = .statistics
    case (false, false): report = .differences
    }
    let formatName = scanner.values["--format"] ?? "text"
    guard let format = TraceComparison.Format(rawValue: formatName) else {
      throw .usage(
        "The value '\(formatName)' is invalid for '--format <format>'. "
          + "Please provide one of 'text' or 'json'.",
        command: Self.configuration)
    }
    self.format = format
  }

  /// The named cases of `Value`, or a usage error naming the closest one.
  private static func parse<Value: RawRepresentable<String> & CaseIterable & Hashable>(
    _ names: [String]?, option: String
  ) throws(CLIError) -> Set<Value>? {
    guard let names else { return nil }
    var values: Set<Value> = []
    for name in names {
      guard let value = Value(rawValue: name) else {
        let hint =
          Suggestion.closest(to: name, among: Value.allCases.map(\.rawValue))
          .map { " Did you mean '\($0)'?" } ?? ""
        throw .usage(
          "The value '\(name)' is invalid for '\(option)'.\(hint)", command: configuration)
      }
      values.insert(value)
    }
    return values
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
            + "  '--object' takes a name from the traces' object column; nothing was compared.")
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
