import LifecycleSim

/// Splits a command's arguments into positionals and `--name value` options.
struct ArgumentScanner {
  var positionals: [String] = []
  var values: [String: String] = [:]
  var flags: Set<String> = []

  /// Scans `arguments` against the options a command takes.
  ///
  /// - Parameters:
  ///   - valueOptions: options followed by a value (`--format text` or `--format=text`).
  ///   - flagOptions: options without a value.
  /// - Throws: ``CLIError/usage(_:command:)`` for an unknown option or a missing value.
  init(
    _ arguments: [String], valueOptions: [String], flagOptions: [String],
    command: CommandConfiguration
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
      if name == "-h" { name = "--help" }
      if valueOptions.contains(name) {
        if let inlineValue {
          values[name] = inlineValue
        } else if index < arguments.count {
          values[name] = arguments[index]
          index += 1
        } else {
          throw .usage("Missing value for '\(name) <\(name.dropFirst(2))>'", command: command)
        }
      } else if flagOptions.contains(name) || name == "--help" {
        flags.insert(name)
      } else {
        let known = valueOptions + flagOptions + ["--help"]
        let hint = Suggestion.closest(to: name, among: known).map { " Did you mean '\($0)'?" } ?? ""
        throw .usage("Unknown option '\(argument)'.\(hint)", command: command)
      }
    }
  }
}
