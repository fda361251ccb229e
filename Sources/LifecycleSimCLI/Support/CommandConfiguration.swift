/// What a command is called and how its help reads (after swift-argument-parser's type of the
/// same name, without depending on it).
struct CommandConfiguration {
  var commandName: String
  var abstract: String
  var usage: String
  var discussion: String = ""
  /// `(name, text)` rows of the ARGUMENTS section.
  var arguments: [(String, String)] = []
  /// `(names, text)` rows of the OPTIONS section; `--help` is added.
  var options: [(String, String)] = []

  /// The help text, laid out like swift-argument-parser's.
  var help: String {
    var text = "OVERVIEW: \(abstract)\n"
    if !discussion.isEmpty { text += "\n\(discussion)\n" }
    text += "\nUSAGE: \(usage)\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n" + Self.rows(arguments)
    }
    text += "\nOPTIONS:\n" + Self.rows(options + [("-h, --help", "Show help information.")])
    return text
  }

  /// Two-column rows, the text starting at column 26 and wrapped at 80 columns.
  static func rows(_ rows: [(String, String)]) -> String {
    var text = ""
    for (name, description) in rows {
      let label = "  \(name)"
      let indent = String(repeating: " ", count: 26)
      var lines = wrap(description, width: 80 - 26)
      if label.count <= 24 {
        text += label + String(repeating: " ", count: 26 - label.count) + lines.removeFirst() + "\n"
      } else {
        text += label + "\n"
      }
      for line in lines { text += indent + line + "\n" }
    }
    return text
  }

  private static func wrap(_ text: String, width: Int) -> [String] {
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
