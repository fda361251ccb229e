public import LifecycleSimSupport

/// One problem found in a scenario, with where it is and how to fix it.
public struct ScenarioDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The JSON path, skipping the kind keys of nodes: `root.tabs[0].stack[1]`.
  public var path: String
  /// Where in the file, when the scenario came from a file.
  public var location: TextLocation?
  /// What is wrong.
  public var message: String
  /// What to do, such as `did you mean "navigationController"?`.
  public var fix: String?

  /// Creates a diagnostic.
  public init(path: String, location: TextLocation?, message: String, fix: String? = nil) {
    self.path = path
    self.location = location
    self.message = message
    self.fix = fix
  }

  /// `path: message; fix`, always one line: control and format characters that a file wrote
  /// (in a name, a key or a value echoed back) are escaped, as in `\n` or `\u{1B}`.
  public var description: String {
    var text = path.isEmpty ? message : "\(path): \(message)"
    if let fix { text += "; \(fix)" }
    return PrintableText.escaped(text)
  }

  /// The diagnostic as the CLI prints it: `file:line:column: path: message; fix`, one line.
  public func rendered(fileName: String?) -> String {
    var prefix = fileName.map { PrintableText.escaped($0) } ?? ""
    if let location {
      prefix += prefix.isEmpty ? "\(location)" : ":\(location)"
    }
    return prefix.isEmpty ? description : "\(prefix): \(description)"
  }
}

/// A scenario that cannot be run, with every problem found (docs/scenario-format.md#errors).
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
  /// The file the scenario came from, for messages.
  public var fileName: String?
  /// Every problem, in file order.
  public var diagnostics: [ScenarioDiagnostic]

  /// Creates an error; diagnostics are sorted by location, then path.
  public init(fileName: String? = nil, diagnostics: [ScenarioDiagnostic]) {
    self.fileName = fileName
    self.diagnostics = diagnostics.sorted { lhs, rhs in
      switch (lhs.location, rhs.location) {
      case (let l?, let r?) where l != r: return l < r
      case (nil, _?): return false
      case (_?, nil): return true
      default: return (lhs.path, lhs.message) < (rhs.path, rhs.message)
      }
    }
  }

  /// One line per diagnostic.
  public var description: String {
    diagnostics.map { $0.rendered(fileName: fileName) }.joined(separator: "\n")
  }
}
