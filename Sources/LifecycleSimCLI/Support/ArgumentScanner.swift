import LifecycleSim

/// A command's arguments split into positionals and the values of the options `Option`
/// declares, read back through those options.
///
/// `Option` is a ``CommandOption``: the extension below requires it, not the type, so that the
/// run time builds the type's metadata without looking that conformance up (a search through
/// every conformance of the program, which cost more than the scan itself).
struct ArgumentScanner<Option> {
  /// The arguments that are not options, in order.
  private(set) var positionals: [String] = []
  /// The options, in their declared order.
  private let options: [Option]
  /// The places in ``options`` of the flags given.
  private var flags: [Int] = []
  /// The place in ``options`` of each value given, in order, and the values, in the same order.
  ///
  /// Plain lists of common types rather than a dictionary keyed by option: a command has a
  /// dozen options at most, and a collection of a command's own types costs more to set up at
  /// run time (its metadata, its `Hashable` conformance looked up) than the whole scan.
  private var valuePlaces: [Int] = []
  private var givenValues: [String] = []
  /// The command whose usage errors name.
  let command: CommandConfiguration
}

extension ArgumentScanner where Option: CommandOption {
  /// Scans `arguments` against the options `Option` declares.
  ///
  /// An option is named by its long or short name, its value following it (`--format text`,
  /// `-f text`) or after `=` (`--format=text`); `-` is a positional, and after `--` every
  /// argument is. `--help` is handled by the caller before scanning.
  ///
  /// - Throws: ``CLIError/usage(_:command:)`` for an unknown option (with the closest known
  ///   one), a missing or empty value, a value given to a flag, or an option given twice that
  ///   does not repeat (with both values).
  init(_ arguments: [String], command: CommandConfiguration) throws(CLIError) {
    self.command = command
    options = Option.allCases
    let declarations = options.map { $0.declaration }
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard
        let place = declarations.firstIndex(where: { $0.name == name || $0.shortName == name })
      else {
        throw .usage(
          "Unknown option '\(argument)'.\(Self.hint(for: name, among: declarations))",
          command: command)
      }
      let declaration = declarations[place]
      switch declaration.kind {
      case .flag:
        if inlineValue != nil {
          throw .usage("The flag '\(declaration.name)' takes no value", command: command)
        }
        if !flags.contains(place) { flags.append(place) }
      case .value(let placeholder, _):
        let spelled = "\(declaration.name) <\(placeholder)>"
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw .usage("Missing value for '\(spelled)'", command: command)
        }
        guard !value.isEmpty else {
          throw .usage("The value for '\(spelled)' is empty", command: command)
        }
        if !declaration.repeats, let earlier = valuePlaces.firstIndex(of: place) {
          throw .usage(
            "The option '\(spelled)' is given twice ('\(givenValues[earlier])' and '\(value)'); "
              + "give it once",
            command: command)
        }
        valuePlaces.append(place)
        givenValues.append(value)
      }
    }
  }

  /// ` Did you mean '--format'?` for an unknown option `name`, or nothing: among the value
  /// options' names, sorted, then the flags', in their order, then `--help`.
  private static func hint(for name: String, among declarations: [OptionDeclaration]) -> String {
    var values: [String] = []
    var flags: [String] = []
    for declaration in declarations {
      switch declaration.kind {
      case .flag: flags += declaration.suggestedNames
      case .value: values += declaration.suggestedNames
      }
    }
    let known = values.sorted() + flags + ["--help"]
    return Suggestion.closest(to: name, among: known).map { " Did you mean '\($0)'?" } ?? ""
  }

  /// The values given of `option` (none for a flag), `nil` when it was not given.
  private func entry(_ option: Option) -> [String]? {
    guard let place = options.firstIndex(of: option) else { return nil }
    if flags.contains(place) { return [] }
    var values: [String] = []
    for (index, given) in valuePlaces.enumerated() where given == place {
      values.append(givenValues[index])
    }
    return values.isEmpty ? nil : values
  }

  /// Whether `option` was given.
  func contains(_ option: Option) -> Bool { entry(option) != nil }

  /// The value of `option` (the last, for one that repeats), or `nil` when it was not given.
  func value(_ option: Option) -> String? { entry(option)?.last }

  /// Every value of `option`, in order, or `nil` when it was not given.
  func values(_ option: Option) -> [String]? { entry(option) }

  /// The values of `option`, each split at its commas (`--object A,B --object C` gives A, B and
  /// C; empty items are dropped), or `nil` when it was not given.
  func items(_ option: Option) -> [String]? {
    entry(option).map { values in values.flatMap { $0.split(separator: ",").map(String.init) } }
  }

  /// The ``items(_:)`` of `option` as cases of `Value`.
  ///
  /// - Throws: ``invalid(_:for:)`` for the first item that names none.
  func cases<Value: RawRepresentable<String>>(
    _ option: Option, as type: Value.Type
  ) throws(CLIError) -> [Value]? {
    guard let names = items(option) else { return nil }
    var values: [Value] = []
    for name in names {
      guard let value = Value(rawValue: name) else { throw invalid(name, for: option) }
      values.append(value)
    }
    return values
  }

  /// The error for `value`, refused by `option`: its choices listed, or the closest suggested.
  func invalid(_ value: String, for option: Option) -> CLIError {
    let declaration = option.declaration
    return .usage(
      "The value '\(value)' is invalid for '\(declaration.synopsis)'.\(declaration.hint(for: value))",
      command: command)
  }

  /// The error for `option`, which the command needs, not given.
  func missing(_ option: Option) -> CLIError {
    .usage(
      "Missing expected option '\(option.declaration.preferredSynopsis)'", command: command)
  }
}
