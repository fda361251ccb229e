#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LifecycleSim

/// `lifecycle-sim verify [DIR] [--record] [--force]`.
struct VerifyCommand: Subcommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Re-run the reference scenarios and compare them with their stored traces.",
    usage: "lifecycle-sim verify [<directory>] [--record] [--force]",
    discussion: """
      Runs every NAME.scenario.json under the directory and compares its text trace with \
      NAME.trace beside it, byte for byte; for each that differs, prints what changed in \
      meaning, as 'lifecycle-sim diff' does, stored trace first. A trace of an older format \
      version that holds the same trace matches ('lifecycle-sim migrate' or --record rewrites \
      it in the current version). Exit status 0 when all match, 1 when one differs or is \
      missing, 2 when a scenario cannot be run.
      """,
    arguments: [("<directory>", "The folder to search (default: traces).")],
    options: Option.self)

  /// The command's options, in the order its help lists them.
  enum Option: CommandOption {
    case record, force

    var declaration: OptionDeclaration {
      switch self {
      case .record:
        .flag(
          "--record",
          help: "Rewrite the traces that differ, are missing or are in an older format version "
            + "(each written atomically).")
      case .force:
        .flag("--force", help: "Allow --record when the CI environment variable is set.")
      }
    }
  }

  var directory: String
  var record: Bool
  var force: Bool

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner<Option>(arguments, command: Self.configuration)
    guard scanner.positionals.count <= 1 else {
      throw .usage("Unexpected argument '\(scanner.positionals[1])'", command: Self.configuration)
    }
    directory = scanner.positionals.first ?? "traces"
    record = scanner.contains(.record)
    force = scanner.contains(.force)
  }

  func run(
    output: inout some CommandOutput, error: inout some TextOutputStream,
    environment: [String: String]
  ) throws(CLIError) -> Int32 {
    if record && ContinuousIntegration.isActive(in: environment) && !force {
      throw .input(
        "Error: refusing to --record on CI (the CI environment variable is set).\n"
          + "  Record locally and commit the traces, or add --force if you mean it.")
    }
    guard FileKind.of(directory) == .folder else {
      throw .input(
        "Error: no folder '\(Printable.path(directory))'. Give the folder that holds the scenarios."
      )
    }
    let root = URL(fileURLWithPath: directory).standardizedFileURL.path
    func display(_ url: URL) -> String {
      let path = url.standardizedFileURL.path
      guard path.hasPrefix(root + "/") else { return path }
      return (directory.hasSuffix("/") ? directory : directory + "/")
        + path.dropFirst(root.count + 1)
    }
    let folder = directory.hasSuffix("/") ? directory : directory + "/"
    for stale in AtomicFile.removeStaleTemporaryFiles(under: directory) {
      error.write(
        "removed a stale temporary file '\(Printable.path(folder + stale.path))' (its writer, process "
          + "\(stale.process), is no longer running)\n")
    }
    let scenarios: [URL]
    do {
      // Skips the temporary files of `run --output` and of other runs of `verify --record`.
      scenarios = try ReferenceTraces.scenarios(in: URL(fileURLWithPath: directory))
        .filter { !AtomicFile.isTemporary($0.lastPathComponent) }
    } catch {
      throw .input("Error: cannot read the folder '\(Printable.path(directory))'.")
    }
    if scenarios.isEmpty {
      throw .input("Error: no *.scenario.json files under '\(Printable.path(directory))'.")
    }
    var counts = (ok: 0, recorded: 0, differing: 0, missing: 0, invalid: 0)
    var status: Int32?
    var failure: CLIError?
    // The scenarios run on every processor, a batch at a time; their results are reported in
    // path order, so the output is the same as one after the other.
    // Names are printed escaped: a newline in one cannot forge a line of the list.
    let named = scenarios.map { (url: $0, name: Printable.path(display($0))) }
    // Each run is refused before it starts when it would need more than its share of memory.
    let limit = try InputFiles.memoryLimit()
    let runsAtOnce = min(OrderedBatches.itemsAtOnce, named.count)
    let work = { @Sendable (item: (url: URL, name: String)) in
      ReferenceTraces.check(
        item.url, fileName: item.name, memoryLimit: limit, runsAtOnce: runsAtOnce)
    }
    OrderedBatches.run(named, work: work) {
      scenario, check in
      // Standard output is gone (a closed pipe, a full disk): stop, as `main` reports it.
      if output.hasFailed {
        status = 2
        return false
      }
      let name = scenario.name
      switch check.outcome {
      case .matches:
        counts.ok += 1
        output.write("ok        \(name)\n")
      case .invalid(let message):
        counts.invalid += 1
        output.write("invalid   \(name)\n")
        error.write(message + "\n")
      case .matchesOlderFormat(let version) where !record:
        counts.ok += 1
        output.write(
          "ok        \(name) (format version \(version); 'lifecycle-sim migrate \(folder)' "
            + "rewrites it in version \(TraceHeader.formatVersion))\n")
      case .missingTrace, .differs, .matchesOlderFormat:
        if record, let actual = check.actual {
          do throws(CLIError) {
            try OutputFile(display(check.trace), inputs: [scenario.url.path]).write(actual)
          } catch {
            failure = error
            return false
          }
          counts.recorded += 1
          output.write("recorded  \(Printable.path(display(check.trace)))\n")
        } else if case .differs(let difference) = check.outcome {
          counts.differing += 1
          output.write("differs   \(name)\n")
          for line in difference.split(separator: "\n", omittingEmptySubsequences: false) {
            output.write("  \(line)\n")
          }
        } else {
          counts.missing += 1
          output.write(
            "missing   \(name) (no \(Printable.path(check.trace.lastPathComponent)); run with "
              + "--record to write it)\n"
          )
        }
      }
      return true
    }
    if let failure { throw failure }
    if let status { return status }
    output.write(
      "\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s"): \(counts.ok) ok, \(counts.recorded) recorded, "
        + "\(counts.differing) differing, \(counts.missing) missing, \(counts.invalid) invalid\n")
    if counts.invalid > 0 { return 2 }
    return counts.differing + counts.missing > 0 ? 1 : 0
  }
}
