import Foundation
import LifecycleSim

/// Reading the files commands take: scenarios to run and saved traces.
enum InputFiles {
  /// The bytes of `path`, or of standard input for `-`.
  ///
  /// - Parameter what: what the file should be (`scenario`, `scenario or trace`), for the error.
  static func read(_ path: String, what: String, input: () -> [UInt8]) throws(CLIError) -> [UInt8] {
    if path == "-" { return input() }
    do {
      return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw .input(
        "Error: cannot read the \(what) '\(path)': no such readable file.\n"
          + "  Check the path; run 'ls traces/*.scenario.json' for the bundled scenarios.")
    }
  }

  /// How diagnostics name `path`.
  static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

  /// Decodes and runs a scenario.
  ///
  /// - Parameter consequence: what the error's last line says happened, such as
  ///   `nothing was written`.
  static func simulate(_ bytes: [UInt8], fileName: String, consequence: String)
    throws(CLIError) -> Trace
  {
    do {
      return try Simulator(Scenario.decode(bytes, fileName: fileName)).run()
    } catch {
      let count = error.diagnostics.count
      throw .input(
        error.description + "\n\(count) problem\(count == 1 ? "" : "s") found; \(consequence)."
      )
    }
  }

  /// `true` when `bytes` start like a trace (`# lifecycle-trace/…` or a JSON Lines `header`
  /// record) rather than a scenario.
  static func looksLikeTrace(_ bytes: [UInt8]) -> Bool {
    let start = bytes.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }.prefix(10)
    return start.starts(with: Array("#".utf8)) || start.starts(with: Array("{\"record\"".utf8))
  }

  /// The trace in `path`: parsed when it is a saved trace, simulated when it is a scenario.
  static func trace(_ path: String, input: () -> [UInt8]) throws(CLIError) -> Trace {
    let bytes = try read(path, what: "scenario or trace", input: input)
    let name = displayName(path)
    guard looksLikeTrace(bytes) else {
      return try simulate(bytes, fileName: name, consequence: "nothing was compared")
    }
    do {
      return try Trace.parse(bytes)
    } catch {
      throw .input(
        "\(name):\(error.line):\(error.column): \(error.message)\n"
          + "  The file starts like a trace; re-record it with 'lifecycle-sim run SCENARIO "
          + "--output \(name)', or give the scenario instead.")
    }
  }
}
