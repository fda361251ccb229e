import Testing

@testable import LifecycleSimCLI

/// The help of the commands ``HelpTests`` does not pin, pinned in full: the help screens are
/// laid out from the options' declarations, and must read as they did when written by hand.
@Suite struct CommandHelpTests {
  static let explainHelp = """
    OVERVIEW: Explain how a value was derived, or print the sources behind the
    model.

    With a scenario and a value such as List.safeAreaInsets, it runs the scenario
    and prints the value an app reads and the chain of rules that produced it: the
    window's insets from the device catalog, each superview's overlap, the bars of
    the containers, additionalSafeAreaInsets, the branch of the adjustment rule a
    scroll view took, the layout spec that gave a frame. Each step names its inputs,
    the quirk switches that decided it and its sources; then comes the record from
    which the value is valid in its epoch, and the earlier records that read
    provisional values. Without --at it explains the settled value at the end of the
    last epoch (or of --epoch). The steps are written by the engine while it
    computes the value, so they always agree with the trace.

    With --source it prints what each cited observation saw, on which device and iOS
    version, in which setup, and where it was published: GT-nnn (public logs,
    measurements and documentation of real UIKit), OU-nnn (a peer project's
    measurements of UIKit 26.1) and seed000 to seed004 (the five articles the
    project started from). docs/sources.md lists every id.

    USAGE: lifecycle-sim explain <scenario> <object.property> [--at <callback>[#<n>]] [--epoch <n>] [--short] [--format <format>]
           lifecycle-sim explain --source <id> [--format <format>]

    OPTIONS:
      <scenario>              A scenario file (JSON), or - for standard input.
      <object.property>       The value, such as List.safeAreaInsets or
                              Nav.navigationBar.frame.
      --at <callback>[#<n>]   The record to explain: viewDidLoad, or
                              Object.callback; #2 for the second.
      --epoch <n>             The epoch: of the settled value, or to look for --at
                              in.
      --short                 Three lines: the value, the rule that decided it, the
                              sources.
      --source <id>           A source id such as GT-067 (repeatable, or
                              comma-separated).
      -f, --format <format>   text (default) or json (one object per line).
      -h, --help              Show help information.

    """

  static let sweepHelp = """
    OVERVIEW: Run a scenario on every device and iOS version and group identical
    outcomes.

    Runs the scenario once per device, iOS version and orientation (and window, with
    --windows), skipping a device on a version it does not run (unless --ios all)
    and a window where it does not exist, and writes summary.json, summary.txt and
    under <dir>/traces one trace per combination (--traces groups: one per group;
    none: none). The table, also printed, groups the combinations whose compared
    values settle the same, and says for each value at which callback it becomes
    valid and on which versions that moves. The output is the same whatever --jobs
    and --shard; 'sweep --merge' joins the folders of every shard into the folder of
    the whole sweep. Exit status 0, 1 when a combination could not run, 2 on bad
    input.

    USAGE: lifecycle-sim sweep <scenario> [<options>] --out <dir>
           lifecycle-sim sweep --merge <dir>... --out <dir>

    ARGUMENTS:
      <scenario>              The scenario file, or '-' to read standard input.
      <dir>...                With --merge: the output folders of the shards.

    OPTIONS:
      --devices <list>        all (default), iphone, ipad, or device names,
                              comma-separated.
      --ios <versions>        supported (default: each device's own), all (every
                              device on every version), a list (15,17.4) or a range
                              (11-16, 17+).
      --orientations <list>   Orientations, comma-separated (default: the
                              scenario's).
      --windows <list>        iPad windows, comma-separated: fullScreen,
                              splitTwoThirds, splitHalf, splitOneThird, slideOver,
                              windowed:WIDTHxHEIGHT (default: the scenario's); a
                              window that does not exist on a device, version or
                              orientation is skipped.
      --quirk <name>=on|off   Set a quirk switch on every run (repeatable).
      --properties <list>     Values to compare: property or Object.property,
                              comma-separated (default: each controller's
                              safeAreaInsets and each scroll view's
                              adjustedContentInset).
      --baseline <device>@<ios>
                              Compare every group with this combination.
      --traces all|groups|none
                              The traces to keep: all (default), groups (the first
                              combination of each group, which 'report' draws) or
                              none (the summary only).
      --shard <i>/<n>         Run the i-th of n stable slices of the combinations.
      --jobs <n>              Simulations run at once (default: the number of
                              cores).
      --merge                 Join the shards' output folders given as arguments.
      --out <dir>             The folder to write: missing, empty or an earlier
                              sweep's, replaced whole at the end.
      -h, --help              Show help information.

    """

  static let reportHelp = """
    OVERVIEW: Draw a trace as a self-contained HTML page: screens, timeline, diff,
    sweep.

    Writes one HTML file that opens from disk in any browser, without network: the
    screen drawn at each epoch's settled state and at any record (device, window,
    bars, every controller and named view; the safe area shaded, the layout margins
    dashed, each scroll view's adjusted content inset marked; hover a shape for its
    values), and a timeline with one lane per object and a mark per record (click
    one to draw the screen there). With a scenario, each epoch's settled state comes
    from re-running it cut after that epoch. --against shows a second trace beside
    the first with the semantic diff highlighted; --sweep adds a sweep's groups as
    small screens. The page checks itself and shows the result at the bottom.

    USAGE: lifecycle-sim report <input> [--against <other>] [--sweep <dir>] -o <file>

    ARGUMENTS:
      <input>                 A scenario or trace file ('-' for standard input).

    OPTIONS:
      --against <other>       A second scenario or trace to compare with.
      --sweep <dir>           A folder 'lifecycle-sim sweep --out' wrote.
      -o, --output <file>     The HTML file to write.
      -h, --help              Show help information.

    """

  static let migrateHelp = """
    OVERVIEW: Rewrite traces of an older format version in the current one.

    Reads each trace (text or JSON Lines) and, when it is of an older format
    version, writes the same trace in the current version in its place, atomically;
    a trace in the current version is left as it is, so running it twice changes
    nothing. A folder is searched for *.trace and *.jsonl files; a file that does
    not start like a trace is skipped there and refused when named. Every trace is
    read before any is written: if one cannot be read (damaged, or of a newer
    version), nothing is written. Exit status 0 when done, 2 when a trace cannot be
    read or written.

    USAGE: lifecycle-sim migrate <path> ...

    ARGUMENTS:
      <path>                  A trace file, or a folder searched for *.trace and
                              *.jsonl files.

    OPTIONS:
      -h, --help              Show help information.

    """

  static let helps = [
    "explain": explainHelp, "sweep": sweepHelp, "report": reportHelp, "migrate": migrateHelp,
  ]

  @Test(arguments: ["explain", "sweep", "report", "migrate"])
  func helpDescribesTheCommand(_ command: String) {
    for arguments in [["help", command], [command, "--help"], [command, "-h"]] {
      let result = runCLI(arguments)
      #expect(result.status == 0)
      #expect(result.stdout == Self.helps[command])
      #expect(result.stderr == "")
    }
  }
}
