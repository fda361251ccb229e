import Foundation
import LifecycleSim

/// `lifecycle-sim verify [DIR] [--record] [--force]`.
struct VerifyCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Re-run the reference scenarios and compare them with their stored traces.",
    usage: "lifecycle-sim verify [<directory>] [--record] [--force]",
    discussion: """
      Runs every NAME.scenario.json under the directory and compares its text trace with \
      NAME.trace beside it, byte for byte. Exit status 0 when all match, 1 when one differs \
      or is missing, 2 when a scenario cannot be run.
      """,
    arguments: [("<directory>", "The folder to search (default: traces).")],
    options: [
      ("--record", "Rewrite the traces that differ or are missing (each written atomically)."),
      ("--force", "Allow --record when the CI environment variable is set."),
    ])

  var directory: String
  var record: Bool
  var force: Bool

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner(
      arguments, valueOptions: [], flagOptions: ["--record", "--force"],
      command: Self.configuration)
    guard scanner.positionals.count <= 1 else {
      throw .usage("Unexpected argument '\(scanner.positionals[1])'", command: Self.configuration)
    }
    directory = scanner.positionals.first ?? "traces"
    record = scanner.flags.contains("--record")
    force = scanner.flags.contains("--force")
  }

  func run(output: inout some TextOutputStream, environment: [String: String]) throws(CLIError)
    -> Int32
  {
    if record && environment["CI"] != nil && !force {
      throw .input(
        "Error: refusing to --record on CI (the CI environment variable is set).\n"
          + "  Record locally and commit the traces, or add --force if you mean it.")
    }
    let scenarios: [URL]
    let root = URL(fileURLWithPath: directory).standardizedFileURL.path
    func display(_ url: URL) -> String {
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(root + "/") else { return path }
      return (directory.hasSuffix("/") ? directory : directory + "/") + path.dropFirst(root.count + 1)
    }
    do {
      scenarios = try ReferenceTraces.scenarios(in: URL(fileURLWithPath: directory))
    } catch {
      throw .input("Error: cannot read the folder '\(directory)'.")
    }
    if scenarios.isEmpty {
      throw .input("Error: no *.scenario.json files under '\(directory)'.")
    }
    var mismatches = 0
    var invalid = 0
    for scenario in scenarios {
      let check = ReferenceTraces.check(scenario)
      let name = display(scenario)
      switch check.outcome {
      case .matches:
        output.write("ok        \(name)\n")
      case .invalid(let message):
        invalid += 1
        output.write("invalid   \(name)\n\(message)\n")
      case .missingTrace, .differs:
        if record, let actual = check.actual {
          do {
            try Data(actual).write(to: check.trace, options: .atomic)
            output.write("recorded  \(display(check.trace))\n")
          } catch {
            throw .input("Error: cannot write '\(display(check.trace))'.")
          }
        } else if case .differs(let difference) = check.outcome {
          mismatches += 1
          output.write("differs   \(name)\n\(difference)\n")
        } else {
          mismatches += 1
          output.write("missing   \(display(check.trace)) (run with --record to write it)\n")
        }
      }
    }
    output.write(
      "\(scenarios.count) scenarios, \(mismatches) differing, \(invalid) invalid\n")
    if invalid > 0 { return 2 }
    return mismatches > 0 ? 1 : 0
  }
}
