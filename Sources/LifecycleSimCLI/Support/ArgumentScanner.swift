import LifecycleSim

/// Splits a command's arguments into positionals and `--name value` options.
struct ArgumentScanner {
  var positionals: [String] = []
  /// Every value of each value option, in order: one, except for the options that may be
  /// repeated.
  var allValues: [String: [String]] = [:]
  /// The value of each value option (the last of a repeatable one).
  var values: [String: String] { allValues.compactMapValues(\.last) }
  var flags: Set<String> = []

  /// Scans `arguments` against the options a command takes.
  ///
  /// `--help` is handled by the caller before scanning; after `--` every argument is positional.
  ///
  /// - Parameters:
  ///   - valueOptions: options followed by a value (`--format text` or `--format=text`), with
  ///     the placeholder their usage shows (`["--format": "format"]`).
  ///   - flagOptions: options without a value; giving one twice is the same as once.
  ///   - repeatable: the value options that may be given more than once (`--quirk`), each
  ///     value kept; any other given twice is an error rather than a silent choice of one.
  /// - Throws: ``CLIError/usage(_:command:)`` for an unknown option, a missing or empty value,
  ///   a value given to a flag, or a value option given twice that is not repeatable.
  init(
    _ arguments: [String], valueOptions: [String: String], flagOptions: [String],
    repeatable: Set<String> = [], command: CommandConfiguration
  ) throws(CLIError) {
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
      if let long = Self.shortNames[name], valueOptions[long] != nil || flagOptions.contains(long) {
        name = long
      }
      if let placeholder = valueOptions[name] {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw .usage("Missing value for '\(name) <\(placeholder)>'", command: command)
        }
        guard !value.isEmpty else {
          throw .usage("The value for '\(name) <\(placeholder)>' is empty", command: command)
        }
        if let earlier = allValues[name]?.first, !repeatable.contains(name) {
          throw .usage(
            "The option '\(name) <\(placeholder)>' is given twice ('\(earlier)' and '\(value)'); "
              + "give it once",
            command: command)
        }
        allValues[name, default: []].append(value)
      } else if flagOptions.contains(name) {
        if inlineValue != nil {
          throw .usage("The flag '\(name)' takes no value", command: command)
        }
        flags.insert(name)
      } else {
        let known = valueOptions.keys.sorted() + flagOptions + ["--help"]
        let hint = Suggestion.closest(to: name, among: known).map { " Did you mean '\($0)'?" } ?? ""
        throw .usage("Unknown option '\(argument)'.\(hint)", command: command)
      }
    }
  }

  /// The short flags, each standing for its long option where a command takes that option.
  static let shortNames = ["-o": "--output", "-f": "--format", "-q": "--brief"]

  /// Whether `arguments` ask for help: `-h` or `--help` before any `--`.
  static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }
}
