import Foundation
import Testing

import LifecycleSim

@testable import LifecycleSimCLI

/// Help texts, pinned in full (argument-parser's `MathExampleTests` style).
@Suite struct HelpTests {
  static let overview = """
    OVERVIEW: Replay the UIKit view-controller lifecycle on a virtual clock and
    trace, callback by callback, what an app reads from safeAreaInsets,
    adjustedContentInset, layout margins and the layout guides.

    USAGE: lifecycle-sim <subcommand>

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      run                     Simulate a scenario and write its trace.
      diff                    Compare two traces by meaning: moved, missing and
                              extra callbacks, values, validity.
      verify                  Re-run the reference scenarios and compare them with
                              their stored traces.
      devices                 List the device catalog.
      explain                 Explain how a value was derived, or print the sources
                              behind the model.
      sweep                   Run a scenario on every device and iOS version and
                              group identical outcomes.
      report                  Draw a trace as a self-contained HTML page: screens,
                              timeline, diff, sweep.
      migrate                 Rewrite traces of an older format version in the
                              current one.

      See 'lifecycle-sim help <subcommand>' for detailed help.

    """

  static let runHelp = """
    OVERVIEW: Simulate a scenario and write its trace.

    Reads a lifecycle-scenario/1 JSON file ('-' for standard input), replays the
    UIKit lifecycle on a virtual clock and writes one record per callback with what
    the app reads at that instant. The same scenario gives the same trace, byte for
    byte, on every run. The trace header's warnings (such as an iOS version the
    device does not run) are also printed to standard error; they do not change the
    exit status.

    --format changes is a view for people: each record shows only what changed since
    its object's previous record, with ✓ after a value from which it is valid, for
    the objects and properties --object and --property choose; its header lists only
    the quirk switches that differ from the profile's defaults. The other formats
    are complete and can be read back.

    In a terminal, without --format or --output, run prints the changes view fitted
    to the terminal's width (COLUMNS sets another); --format changes is fitted there
    too. A pipe, a file and a named format get the complete lines.

    USAGE: lifecycle-sim run <scenario> [--format <format>] [--output <file>]

    ARGUMENTS:
      <scenario>              The scenario file, or '-' to read standard input.

    OPTIONS:
      -f, --format <format>   text (default), jsonl, chrome or changes.
      --object <name>         With changes: only this object (repeatable, or
                              comma-separated).
      --property <name>       With changes: only this property (repeatable, or
                              comma-separated).
      -o, --output <file>     Write the trace to a file instead of standard output.
      -h, --help              Show help information.

    """

  static let devicesHelp = """
    OVERVIEW: List the device catalog.

    One line per device and range of behaviour profiles: screen size in points,
    scale, cut-out, the supported iOS versions ('18+': still supported), the
    software keyboard's portrait/landscape height ('*': from the screen class, not
    measured on the device), and the window's safe-area insets in portrait and
    landscape as UIKit reports them with the status bar as the system shows it.
    Sources: docs/behaviour.md#window-insets.

    USAGE: lifecycle-sim devices [--sources]

    OPTIONS:
      --sources               Add a column with the source ids behind each device.
      -h, --help              Show help information.

    """

  static let verifyHelp = """
    OVERVIEW: Re-run the reference scenarios and compare them with their stored
    traces.

    Runs every NAME.scenario.json under the directory and compares its text trace
    with NAME.trace beside it, byte for byte; for each that differs, prints what
    changed in meaning, as 'lifecycle-sim diff' does, stored trace first. A trace of
    an older format version that holds the same trace matches ('lifecycle-sim
    migrate' or --record rewrites it in the current version). Exit status 0 when all
    match, 1 when one differs or is missing, 2 when a scenario cannot be run.

    USAGE: lifecycle-sim verify [<directory>] [--record] [--force]

    ARGUMENTS:
      <directory>             The folder to search (default: traces).

    OPTIONS:
      --record                Rewrite the traces that differ, are missing or are in
                              an older format version (each written atomically).
      --force                 Allow --record when the CI environment variable is
                              set.
      -h, --help              Show help information.

    """

  static let diffHelp = """
    OVERVIEW: Compare two traces by meaning: moved, missing and extra callbacks,
    values, validity.

    Each of <first> and <second> is a scenario, which is run first, or a trace saved
    in text or JSON Lines. Records are aligned by object, callback and occurrence
    within their epoch, so the output says what changed in meaning, epoch by epoch,
    and ends with a one-line summary. Lines start with '-' (only in the first), '+'
    (only in the second) or '~' (changed). A settled value that differs is said
    once: at the record that shows it, or in the final block when no record does.
    The scenario's name is not compared. Exit status 0 when the traces mean the
    same, 1 when they differ, 2 on bad input.

    USAGE: lifecycle-sim diff <first> <second> [<options>]

    ARGUMENTS:
      <first>                 A scenario or trace file ('-' for standard input).
      <second>                A scenario or trace file ('-' for standard input).

    OPTIONS:
      --object <name>         Compare only this object (repeatable, or
                              comma-separated).
      --callback <name>       Compare only this callback (repeatable, or
                              comma-separated).
      --property <name>       Compare only this property (repeatable, or
                              comma-separated).
      --ignore-time           Ignore when records happen; their order still counts.
      --ignore-header         Ignore the header: device, iOS version, profile,
                              quirks, warnings.
      -q, --brief             Print only whether the traces differ; the exit status
                              says it too.
      --stat                  Print the number of differences per object and
                              property.
      -f, --format <format>   text (default) or json.
      -h, --help              Show help information.

    """

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func topLevelHelpPrintsTheOverview(_ arguments: [String]) {
    let result = runCLI(arguments)
    #expect(result.status == 0)
    #expect(result.stdout == Self.overview)
    #expect(result.stderr == "")
  }

  @Test func noArgumentsPrintTheOverviewOnStandardErrorAndFail() {
    let result = runCLI([])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == Self.overview)
  }

  @Test(arguments: [["help", "run"], ["run", "--help"], ["run", "-h"]])
  func runHelpDescribesTheRunCommand(_ arguments: [String]) {
    let result = runCLI(arguments)
    #expect(result.status == 0)
    #expect(result.stdout == Self.runHelp)
    #expect(result.stderr == "")
  }

  @Test(arguments: [["help", "devices"], ["devices", "--help"]])
  func devicesHelpDescribesTheDevicesCommand(_ arguments: [String]) {
    let result = runCLI(arguments)
    #expect(result.status == 0)
    #expect(result.stdout == Self.devicesHelp)
    #expect(result.stderr == "")
  }

  @Test(arguments: [["help", "verify"], ["verify", "--help"]])
  func verifyHelpDescribesTheVerifyCommand(_ arguments: [String]) {
    let result = runCLI(arguments)
    #expect(result.status == 0)
    #expect(result.stdout == Self.verifyHelp)
    #expect(result.stderr == "")
  }

  @Test(arguments: [["help", "diff"], ["diff", "--help"]])
  func diffHelpDescribesTheDiffCommand(_ arguments: [String]) {
    let result = runCLI(arguments)
    #expect(result.status == 0)
    #expect(result.stdout == Self.diffHelp)
    #expect(result.stderr == "")
  }

  @Test func helpWinsOverOtherArguments() {
    let result = runCLI(["run", "missing.scenario.json", "--format", "xml", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout == Self.runHelp)
    #expect(result.stderr == "")
  }

  @Test func helpForAnUnknownSubcommandFails() {
    let result = runCLI(["help", "rnu"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: Unknown subcommand 'rnu'. Did you mean 'run'?
        Usage: lifecycle-sim <subcommand>
          See 'lifecycle-sim --help' for more information.

        """)
  }

  @Test func anUnknownSubcommandSuggestsTheClosestOne() {
    let result = runCLI(["devises"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: Unknown subcommand 'devises'. Did you mean 'devices'?
        Usage: lifecycle-sim <subcommand>
          See 'lifecycle-sim --help' for more information.

        """)
  }

  @Test func anUnknownSubcommandFarFromAnyNameHasNoSuggestion() {
    let result = runCLI(["frobnicate"])
    #expect(result.status == 2)
    #expect(
      result.stderr == """
        Error: Unknown subcommand 'frobnicate'.
        Usage: lifecycle-sim <subcommand>
          See 'lifecycle-sim --help' for more information.

        """)
  }
}

/// Options and arguments around help and the version.
@Suite struct TopLevelOptionTests {
  @Test func versionPrintsTheVersion() {
    let result = runCLI(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "lifecycle-sim \(LifecycleSimVersion.current)\n")
  }

  @Test func helpHelpPrintsTheOverview() {
    let result = runCLI(["help", "help"])
    #expect(result.status == 0)
    #expect(result.stdout == HelpTests.overview)
  }

  @Test func anUnknownOptionIsNamedAsAnOption() {
    let result = runCLI(["--versio"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix("Error: Unknown option '--versio'. Did you mean '--version'?\n"))
  }

  /// After `--`, `--help` is an argument, not a request for help.
  @Test func helpAfterTheSeparatorIsAnArgument() {
    let result = runCLI(["run", "--", "--help"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: cannot read the scenario '--help'"))
  }
}
