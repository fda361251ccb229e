import LifecycleSim

/// One option of a command, declared once: the scanner parses by it, the help screen prints its
/// row, and usage errors spell it as it says (after swift-argument-parser's `@Option` and
/// `@Flag`, without depending on it).
///
/// ```swift
/// .value("--format", short: "-f", "format", choices: .listed { ["text", "json"] },
///   help: "text (default) or json.")
/// ```
struct OptionDeclaration: Sendable {
  /// What follows the option's name.
  enum Kind: Sendable {
    /// Nothing: the option is on or off (`--merge`); giving it twice is the same as once.
    case flag
    /// A value, as `--format text` or `--format=text`.
    ///
    /// - `placeholder`: the word the scanner's errors show in angle brackets (`i/n` gives
    ///   `'--shard <i/n>'`).
    /// - `syntax`: how help and errors about the value show it (`<i>/<n>`).
    case value(placeholder: String, syntax: String)
  }

  /// The values an option accepts, for the error that refuses another.
  ///
  /// Each is a function, called only for that error: the help and every command's
  /// configuration are built without listing the library's cases.
  enum Choices: Sendable {
    /// A few: the error lists them all (`Please provide one of 'text' or 'json'.`).
    case listed(@Sendable () -> [String])
    /// Many: the error suggests the closest (`Did you mean 'safeAreaInsets'?`).
    case suggested(@Sendable () -> [String])
  }

  /// The long name, with its dashes: `--format`.
  var name: String
  /// The short name, with its dash (`-f`), or `nil`.
  var shortName: String?
  /// A flag, or a value and how it is spelled.
  var kind: Kind
  /// Whether the option may be given more than once, each value kept (`--quirk`); any other
  /// given twice is an error rather than a silent choice of one.
  var repeats: Bool
  /// The values it accepts, where the command checks them against a fixed set.
  var choices: Choices?
  /// Whether usage lines and errors name the option by its short name (`-o <file>`); the
  /// suggestions for an unknown option then offer that name too.
  var prefersShortName: Bool
  /// The help screen's description.
  var help: String

  /// An option followed by a value.
  ///
  /// - Parameters:
  ///   - name: the long name, `--format`.
  ///   - short: the short name, `-f`.
  ///   - placeholder: the value's name in the scanner's errors, `format`.
  ///   - syntax: how help shows the value when it is more than `<placeholder>`, as
  ///     `<name>=on|off`.
  static func value(
    _ name: String, short: String? = nil, _ placeholder: String, syntax: String? = nil,
    repeats: Bool = false, choices: Choices? = nil, prefersShortName: Bool = false,
    help: String
  ) -> OptionDeclaration {
    OptionDeclaration(
      name: name, shortName: short,
      kind: .value(placeholder: placeholder, syntax: syntax ?? "<\(placeholder)>"),
      repeats: repeats, choices: choices, prefersShortName: prefersShortName, help: help)
  }

  /// An option without a value.
  static func flag(_ name: String, short: String? = nil, help: String) -> OptionDeclaration {
    OptionDeclaration(
      name: name, shortName: short, kind: .flag, repeats: false, choices: nil,
      prefersShortName: false, help: help)
  }

  /// The long name and the value's syntax, as errors about the option spell it:
  /// `--shard <i>/<n>`, `--merge`.
  var synopsis: String { Self.spelled(name, kind) }

  /// The name usage lines prefer and the value's syntax: `-o <file>` where the short name is
  /// preferred, else ``synopsis``.
  var preferredSynopsis: String {
    Self.spelled(prefersShortName ? shortName ?? name : name, kind)
  }

  /// The help screen's left column: `-f, --format <format>`.
  var label: String { (shortName.map { "\($0), " } ?? "") + synopsis }

  /// The names an unknown option may be matched to in a suggestion.
  var suggestedNames: [String] {
    guard prefersShortName, let shortName else { return [name] }
    return [name, shortName]
  }

  /// The text after `The value 'x' is invalid for '--option <value>'.` for a value not among
  /// the choices: the list of them, the closest, or nothing.
  func hint(for value: String) -> String {
    switch choices {
    case .listed(let choices):
      let values = choices()
      var list = ""
      for index in values.indices {
        if index > 0 { list += index == values.count - 1 ? " or " : ", " }
        list += "'\(values[index])'"
      }
      return " Please provide one of \(list)."
    case .suggested(let choices):
      return Suggestion.closest(to: value, among: choices()).map { " Did you mean '\($0)'?" } ?? ""
    case nil:
      return ""
    }
  }

  private static func spelled(_ name: String, _ kind: Kind) -> String {
    switch kind {
    case .flag: name
    case .value(_, let syntax): "\(name) \(syntax)"
    }
  }
}
