#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a command is called and how its help reads (after swift-argument-parser's type of the
/// same name, without depending on it).
struct CommandConfiguration {
  var commandName: String
  var abstract: String
  var usage: String
  var discussion: String
  /// `(name, text)` rows of the ARGUMENTS section.
  var arguments: [(String, String)]
  /// Whether the ``arguments`` rows open the OPTIONS section instead of having their own
  /// (`explain`'s help is laid out so).
  var argumentsUnderOptions: Bool
  /// The options, in the order the OPTIONS section lists them; `--help` is added.
  var options: [OptionDeclaration]

  /// A command's configuration, its options those `Option` declares.
  init<Option: CommandOption>(
    commandName: String, abstract: String, usage: String, discussion: String = "",
    arguments: [(String, String)] = [], argumentsUnderOptions: Bool = false,
    options: Option.Type
  ) {
    self.commandName = commandName
    self.abstract = abstract
    self.usage = usage
    self.discussion = discussion
    self.arguments = arguments
    self.argumentsUnderOptions = argumentsUnderOptions
    self.options = Option.allCases.map { $0.declaration }
  }

  /// The help text, laid out like swift-argument-parser's, at 80 columns.
  var help: String {
    var text = Self.wrap("OVERVIEW: \(abstract)", width: 80)
    if !discussion.isEmpty { text += "\n" + Self.wrap(discussion, width: 80) }
    text += "\nUSAGE: \(usage)\n"
    if !arguments.isEmpty && !argumentsUnderOptions {
      text += "\nARGUMENTS:\n" + Self.rows(arguments)
    }
    text +=
      "\nOPTIONS:\n"
      + Self.rows(
        (argumentsUnderOptions ? arguments : []) + options.map { ($0.label, $0.help) }
          + [("-h, --help", "Show help information.")])
    return text
  }

  /// Whether `arguments` ask for help: `-h` or `--help` before any `--`.
  static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  /// Two-column rows, the text starting at column 26 and wrapped at 80 columns.
  static func rows(_ rows: [(String, String)]) -> String {
    var text = ""
    let indent = String(repeating: " ", count: 26)
    for (name, description) in rows {
      let label = "  \(name)"
      var lines = wrapLines(description, width: 80 - 26)
      if label.count <= 24 {
        text += label + String(repeating: " ", count: 26 - label.count) + lines.removeFirst() + "\n"
      } else {
        text += label + "\n"
      }
      for line in lines { text += indent + line + "\n" }
    }
    return text
  }

  /// `text` wrapped at `width` columns, each paragraph (separated by a blank line) on its own.
  static func wrap(_ text: String, width: Int) -> String {
    text.components(separatedBy: "\n\n").map { paragraph in
      wrapLines(String(paragraph.map { $0 == "\n" ? " " : $0 }), width: width)
        .joined(separator: "\n") + "\n"
    }.joined(separator: "\n")
  }

  private static func wrapLines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " \(word)"
    }
    lines.append(line)
    return lines
  }
}
