#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleSim

/// `lifecycle-sim sweep SCENARIO [options] --out DIR` and `sweep --merge DIR… --out DIR`.
struct SweepCommand: Subcommand {
  static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract: "Run a scenario on every device and iOS version and group identical outcomes.",
    usage: "lifecycle-sim sweep <scenario> [<options>] --out <dir>\n"
      + "       lifecycle-sim sweep --merge <dir>... --out <dir>",
    discussion: """
      Runs the scenario once per device, iOS version and orientation (and window, with \
      --windows), skipping a device on a version it does not run (unless --ios all) and a \
      window where it does not exist, and writes summary.json, summary.txt and \
      under <dir>/traces one trace per combination (--traces groups: one per group; none: \
      none). The table, also printed, groups the \
      combinations whose compared values settle the same, and says for each value at which \
      callback it becomes valid and on which versions that moves. The output is the same \
      whatever --jobs and --shard; 'sweep --merge' joins the folders of every shard into the \
      folder of the whole sweep. Exit status 0, 1 when a combination could not run, 2 on bad \
      input.
      """,
    arguments: [
      ("<scenario>", "The scenario file, or '-' to read standard input."),
      ("<dir>...", "With --merge: the output folders of the shards."),
    ],
    options: Option.self)

  /// The command's options, in the order its help lists them.
  enum Option: CommandOption {
    case devices, ios, orientations, windows, quirk, properties, baseline, traces, shard, jobs
    case merge, out

    var declaration: OptionDeclaration {
      switch self {
      case .devices:
        .value(
          "--devices", "list",
          help: "all (default), iphone, ipad, or device names, comma-separated.")
      case .ios:
        .value(
          "--ios", "versions",
          help: "supported (default: each device's own), all (every device on every version), "
            + "a list (15,17.4) or a range (11-16, 17+).")
      case .orientations:
        .value(
          "--orientations", "list",
          help: "Orientations, comma-separated (default: the scenario's).")
      case .windows:
        .value(
          "--windows", "list",
          help: "iPad windows, comma-separated: fullScreen, splitTwoThirds, splitHalf, "
            + "splitOneThird, slideOver, windowed:WIDTHxHEIGHT (default: the scenario's); a "
            + "window that does not exist on a device, version or orientation is skipped.")
      case .quirk:
        .value(
          "--quirk", "name", syntax: "<name>=on|off", repeats: true,
          help: "Set a quirk switch on every run (repeatable).")
      case .properties:
        .value(
          "--properties", "list",
          help: "Values to compare: property or Object.property, comma-separated (default: "
            + "each controller's safeAreaInsets and each scroll view's adjustedContentInset).")
      case .baseline:
        .value(
          "--baseline", "device@ios", syntax: "<device>@<ios>",
          help: "Compare every group with this combination.")
      case .traces:
        .value(
          "--traces", "mode", syntax: "all|groups|none",
          help: "The traces to keep: all (default), groups (the first combination of each "
            + "group, which 'report' draws) or none (the summary only).")
      case .shard:
        .value(
          "--shard", "i/n", syntax: "<i>/<n>",
          help: "Run the i-th of n stable slices of the combinations.")
      case .jobs:
        .value("--jobs", "n", help: "Simulations run at once (default: the number of cores).")
      case .merge:
        .flag("--merge", help: "Join the shards' output folders given as arguments.")
      case .out:
        .value(
          "--out", "dir",
          help: "The folder to write: missing, empty or an earlier sweep's, replaced whole at "
            + "the end.")
      }
    }
  }

  var positionals: [String]
  var merge: Bool
  var out: String
  var selection: SweepSelection
  var properties: SweepProperties
  var baseline: String?
  var traces: SweepTraces
  var shard: SweepShard
  var jobs: Int

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner<Option>(arguments, command: Self.configuration)
    positionals = scanner.positionals
    merge = scanner.contains(.merge)
    guard let out = scanner.value(.out) else { throw scanner.missing(.out) }
    self.out = out
    if merge {
      // Every option but the folders': a merge keeps the options the shards ran with.
      let other = Option.allCases.first { ![.merge, .out].contains($0) && scanner.contains($0) }
      if let other {
        throw .usage(
          "'\(other.name)' cannot be used with '\(Option.merge.name)': the shards' options are "
            + "kept",
          command: Self.configuration)
      }
      guard !positionals.isEmpty else {
        throw .usage("Missing expected argument '<dir>...'", command: Self.configuration)
      }
    } else {
      guard positionals.count == 1 else {
        throw .usage(
          positionals.isEmpty
            ? "Missing expected argument '<scenario>'"
            : "Unexpected argument '\(positionals[1])'",
          command: Self.configuration)
      }
    }
    do {
      selection = try SweepSelection(
        devices: scanner.value(.devices) ?? "all", ios: scanner.value(.ios) ?? "supported",
        orientations: scanner.value(.orientations), windows: scanner.value(.windows),
        quirks: scanner.values(.quirk) ?? [])
      properties =
        try scanner.value(.properties).map { text throws(SweepInputError) in
          try SweepProperties(parsing: text)
        } ?? SweepProperties()
    } catch {
      throw .usage(error.description, command: Self.configuration)
    }
    baseline = scanner.value(.baseline)
    let tracesText = scanner.value(.traces) ?? "all"
    guard let traces = SweepTraces(rawValue: tracesText) else {
      let hint =
        Suggestion.closest(to: tracesText, among: SweepTraces.allCases.map(\.rawValue))
        .map { " Did you mean '\($0)'?" } ?? ""
      throw .usage(
        "The value '\(tracesText)' is invalid for '\(Option.traces.synopsis)'.\(hint) "
          + "Give all, groups or none.",
        command: Self.configuration)
    }
    self.traces = traces
    let shardText = scanner.value(.shard) ?? "1/1"
    guard let shard = SweepShard(parsing: shardText) else {
      throw .usage(
        "The value '\(shardText)' is invalid for '\(Option.shard.synopsis)'. "
          + "Give two whole numbers with 1 <= i <= n, as 2/4.",
        command: Self.configuration)
    }
    self.shard = shard
    if let jobsText = scanner.value(.jobs) {
      guard jobsText.count <= 4, let jobs = Int(jobsText), jobs >= 1 else {
        throw .usage(
          "The value '\(jobsText)' is invalid for '\(Option.jobs.synopsis)'. Give a "
            + "whole number from 1 to 9999.",
          command: Self.configuration)
      }
      self.jobs = jobs
    } else {
      jobs = ProcessInfo.processInfo.activeProcessorCount
    }
  }

  func run(
    output: inout some CommandOutput, error: inout some CommandOutput,
    input: () throws(CLIError) -> [UInt8]
  ) throws(CLIError) -> Int32 {
    let stopwatch = Stopwatch()
    let (summary, folder) =
      merge ? try mergeShards(messages: &error) : try sweep(error: &error, input: input)
    // Every path out, an error's included, releases the folder (and removes the unfinished one).
    defer { folder.close() }
    try folder.write("summary.json", summary.json)
    let table = summary.table
    try folder.write("summary.txt", Array(table.utf8))
    try folder.commit(messages: &error)
    output.write(table)
    let failed = summary.results.filter { $0.error != nil }.count
    error.write(
      "\(merge ? "merged" : "swept") \(summary.results.count) combinations"
        + " in \(stopwatch.secondsText) s: \(summary.results.count - failed) ran, "
        + "\(failed) could not run, \(summary.skipped + summary.skippedWindows) skipped; "
        + "\(summary.groups.count) groups; "
        + "wrote \(Printable.path(folder.file("summary.json"))), "
        + "\(Printable.path(folder.file("summary.txt"))) and "
        + "\(summary.tracedResults.count) traces\n")
    return failed > 0 ? 1 : 0
  }

  /// Runs this shard of the sweep, writing each trace as it comes into the folder it returns.
  private func sweep(
    error: inout some CommandOutput, input: () throws(CLIError) -> [UInt8]
  ) throws(CLIError) -> (SweepSummary, OutputFolder) {
    let path = positionals[0]
    let bytes = try InputFiles.read(path, what: "scenario", input: input)
    let scenario: Scenario
    let limit = try InputFiles.memoryLimit()
    do {
      scenario = try Scenario.decode(bytes, fileName: InputFiles.displayName(path))
      // Checked once as written, so that a mistake is reported once, not per combination; its
      // memory too, each of the jobs that run at once having its share (the device and the
      // version change the tree little: its bars).
      try Simulator(scenario).checkMemory(limit: limit, runsAtOnce: jobs)
    } catch {
      let count = error.diagnostics.count
      throw .input(
        error.description
          + "\n\(count) problem\(count == 1 ? "" : "s") found; nothing was swept.")
    }
    let (plan, skipped, skippedWindows) = selection.combinations(
      scenarioOrientation: scenario.orientation, requiresFullScreen: scenario.requiresFullScreen)
    guard !plan.isEmpty else {
      throw .input(
        "Error: the selection (\(selection.description)) has no combination to run"
          + (skippedWindows > 0
            ? ": no chosen window exists on a chosen device, version and orientation"
            : skipped > 0 ? ": no chosen device runs a chosen version" : "") + ".\n"
          + "  Widen --devices or --ios, or use '--ios all' to run devices on versions they "
          + "do not support"
          + (skippedWindows > 0 ? ", or choose --windows that exist there (iPads only)" : "")
          + "; nothing was swept.")
    }
    guard shard.fits(planCount: plan.count) else {
      throw .usage(
        "The value '\(shard)' for '\(Option.shard.synopsis)' splits a plan of \(plan.count) "
          + "combination\(plan.count == 1 ? "" : "s") into \(shard.count) shards: shards "
          + "\(plan.count + 1) to \(shard.count) would run nothing. Give n from 1 to \(plan.count).",
        command: Self.configuration)
    }
    let baselineLabel = try baseline.map { text throws(CLIError) in
      try Self.baselineLabel(text, plan: plan)
    }
    let folder = try OutputFolder(out, inputs: [path], messages: &error)
    let mine = plan.filter { shard.contains($0.index) }
    let failure = Locked<CLIError?>(nil)
    let terminal = error is StandardStream && isatty(2) == 1
    let total = mine.count
    let write: @Sendable (SweepResult, Trace?) -> Void = { result, trace in
      guard let trace else { return }
      do throws(CLIError) {
        // Streamed: rendered a buffer at a time into the file, never held whole.
        try folder.write(result.combination.tracePath) { chunk in
          TraceFormat.text.render(trace, chunks: chunk)
        }
      } catch {
        failure.withLock { if $0 == nil { $0 = error } }
      }
    }
    let results = Sweep.run(
      scenario, mine, quirks: selection.quirks, properties: properties, jobs: jobs,
      deliver: traces == .all ? write : { _, _ in },
      progress: { done in
        guard terminal else { return }
        var stream = StandardStream.error
        stream.write("\r\u{1B}[K[\(done)/\(total)] sweeping \(scenario.name)")
        if done == total { stream.write("\r\u{1B}[K") }
      })
    let summary = SweepSummary(
      scenario: scenario.name, scenarioDigest: SweepSummary.digest(bytes),
      selection: selection.description, properties: properties.description,
      baseline: baselineLabel, total: plan.count, skipped: skipped, skippedWindows: skippedWindows,
      shard: shard == .whole ? nil : shard, results: results, traces: traces)
    if traces == .groups {
      // The groups are known only once every combination has run: their first members run
      // again, to write their traces (a run is cheap beside the bytes the others would take).
      _ = Sweep.run(
        scenario, summary.tracedResults.map(\.combination), quirks: selection.quirks,
        properties: properties, jobs: jobs, deliver: write)
    }
    if let failure = failure.withLock({ $0 }) {
      folder.close()
      throw failure
    }
    return (summary, folder)
  }

  /// `text` as the label of a combination of `plan` (`iPhone X@13.0`), or an error naming the
  /// closest.
  private static func baselineLabel(
    _ text: String, plan: [SweepCombination]
  ) throws(CLIError) -> String {
    let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
    let labels = plan.map(\.label).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    if parts.count == 2, let device = DeviceCatalog.device(named: parts[0]),
      let version = IOSVersion(parsing: parts[1])
    {
      let label = "\(device.name)@\(version)"
      if labels.contains(label) { return label }
    }
    let hint = Suggestion.closest(to: text, among: labels).map { " Did you mean '\($0)'?" } ?? ""
    throw .usage(
      "The value '\(text)' for '\(Option.baseline.synopsis)' is not one of the sweep's "
        + "combinations.\(hint)",
      command: configuration)
  }

  /// Reads every shard's summary, checks they make one sweep, and copies their traces into
  /// the folder it returns, each read whole and checked against its entry in its summary.
  private func mergeShards(
    messages: inout some CommandOutput
  ) throws(CLIError) -> (SweepSummary, OutputFolder) {
    var shards: [(name: String, summary: SweepSummary)] = []
    for directory in positionals {
      let path = PathText.joining(directory, "summary.json")
      let bytes = try InputFiles.readRegular(path, what: "sweep summary")
      do {
        shards.append((Printable.path(directory), try SweepSummary.parse(bytes)))
      } catch {
        throw .input(
          "\(Printable.path(path)):\(error.description)\n"
            + "  Give the folders 'sweep --shard' wrote; nothing was merged.")
      }
    }
    let summary: SweepSummary
    let properties: SweepProperties
    do {
      summary = try SweepSummary.merge(shards)
    } catch {
      throw .input("Error: \(error.description)")
    }
    do {
      properties = try SweepProperties(summary: summary.properties)
    } catch {
      throw .input(
        "Error: the shards' summaries compare properties that do not exist: \(error.description)")
    }
    let folder = try OutputFolder(out, inputs: positionals, messages: &messages)
    do throws(CLIError) {
      // Only the traces the whole sweep keeps: with `groups`, a shard may also hold the first
      // combination of a group that starts in another shard.
      let traced = Set(summary.tracedResults.map(\.combination.index))
      for (directory, shard) in zip(positionals, shards) {
        for result in shard.summary.results where traced.contains(result.combination.index) {
          let relative = result.combination.tracePath
          let path = PathText.joining(directory, relative)
          let bytes = try InputFiles.readRegular(path, what: "trace")
          try Self.check(
            bytes, path: path, against: result, of: shard.summary, properties: properties,
            summaryPath: PathText.joining(directory, "summary.json"))
          try folder.write(relative, bytes)
        }
      }
    } catch {
      folder.close()
      throw error
    }
    return (summary, folder)
  }

  /// Checks that `bytes`, a shard's trace, is a whole trace of the combination of `result`
  /// and gives the values and validity its summary lists.
  private static func check(
    _ bytes: [UInt8], path: String, against result: SweepResult, of summary: SweepSummary,
    properties: SweepProperties, summaryPath: String
  ) throws(CLIError) {
    let shown = Printable.path(path)
    let trace: Trace
    do {
      trace = try Trace.parse(bytes)
    } catch {
      throw .input(
        "\(shown):\(error.line):\(error.column): \(error.message)\n"
          + "  The shard's trace is damaged; run that shard again; nothing was merged.")
    }
    let combination = result.combination
    let header = trace.header
    let found = SweepResult(combination: combination, trace: trace, properties: properties)
    let mismatch: String? =
      if header.scenario != summary.scenario {
        "it is a trace of the scenario '\(header.scenario)', not '\(summary.scenario)'"
      } else if header.device != combination.device || header.ios != combination.ios
        || header.orientation != combination.orientation
      {
        "it is a trace of \(header.device)@\(header.ios) \(header.orientation.rawValue), "
          + "not \(combination.longLabel)"
      } else if header.profile != result.profile || header.warnings != result.warnings {
        "its header's profile or warnings differ from the summary's"
      } else if found.outcome != result.outcome {
        "its settled values differ from the summary's"
      } else if found.validity != result.validity {
        "where its values become valid differs from the summary"
      } else {
        nil
      }
    if let mismatch {
      throw .input(
        "Error: \(shown) does not match its entry in \(Printable.path(summaryPath)) "
          + "(combination \(combination.index), \(combination.longLabel)): \(mismatch).\n"
          + "  Run that shard again rather than mixing files of different sweeps; "
          + "nothing was merged.")
    }
  }
}
