import Foundation
import Testing

@testable import LifecycleSimCLI

/// The usage errors that name an option, each pinned by its first line: they spell the option
/// from its declaration, and must read as they did when written by hand.
@Suite struct UsageErrorTests {
  static let scenario = scenarioPath("seed002-table-under-nav")

  @Test(arguments: [
    (
      ["run", "s.json", "--object", "x"],
      "'--object' chooses what --format changes shows; the text format is complete"
    ),
    (
      ["run", "s.json", "--format", "changes", "--property", "safeAreaInset"],
      "The value 'safeAreaInset' is invalid for '--property <name>'. Did you mean "
        + "'safeAreaInsets'?"
    ),
    (
      ["run", "s.json", "-f", "xml"],
      "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', "
        + "'jsonl', 'chrome' or 'changes'."
    ),
    (["diff", "a", "b", "--brief", "--stat"], "'--brief' and '--stat' cannot be used together"),
    (
      ["diff", "a", "b", "--callback", "nope"],
      "The value 'nope' is invalid for '--callback <name>'."
    ),
    (
      ["diff", "a", "b", "--format", "xml"],
      "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' or 'json'."
    ),
    (["explain"], "Missing expected argument '<scenario>' (or '--source <id>')"),
    (
      ["explain", "--source", "GT-001", "--at", "viewDidLoad"],
      "'--at' explains a value, not a source"
    ),
    (
      ["explain", "--source", "GT-001", "--epoch", "1"], "'--epoch' explains a value, not a source"
    ),
    (
      ["explain", "s.json", "a", "--epoch", "-1"],
      "The value '-1' is invalid for '--epoch <n>': give an epoch number, 0 or more"
    ),
    (
      ["explain", "s.json", "a", "--at", "a#b"],
      "The value 'a#b' is invalid for '--at <callback>[#<n>]': give a callback such as "
        + "viewDidLoad or List.viewDidLoad#2"
    ),
    (
      ["explain", "s.json", "a", "--format", "yaml"],
      "The value 'yaml' is invalid for '--format <format>'. Please provide one of 'text' or 'json'."
    ),
    (["sweep", "s.json"], "Missing expected option '--out <dir>'"),
    (
      ["sweep", "--merge", "a", "--out", "d", "--ios", "all"],
      "'--ios' cannot be used with '--merge': the shards' options are kept"
    ),
    (
      ["sweep", "s.json", "--out", "d", "--shard", "0/1"],
      "The value '0/1' is invalid for '--shard <i>/<n>'. Give two whole numbers with "
        + "1 <= i <= n, as 2/4."
    ),
    (
      ["sweep", "s.json", "--out", "d", "--jobs", "99999"],
      "The value '99999' is invalid for '--jobs <n>'. Give a whole number from 1 to 9999."
    ),
    (["sweep", "s.json", "--out", "d", "--shard"], "Missing value for '--shard <i/n>'"),
    (["report", "s.json"], "Missing expected option '-o <file>'"),
    (["report", "-", "--against", "-", "-o", "x"], "Only one of <input> and --against can be '-'"),
    (["report", "s.json", "-p", "x"], "Unknown option '-p'. Did you mean '-o'?"),
  ])
  func anOptionIsSpelledAsItsDeclarationSays(_ arguments: [String], _ message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: "), "\(result.stderr)")
  }

  @Test func aSweepsPlanErrorsNameTheirOptions() throws {
    try withTemporaryDirectory { directory in
      let out = directory.appendingPathComponent("sweep").path
      let selection = [Self.scenario, "--devices", "iPhone X", "--ios", "11", "--out", out]
      let shards = runCLI(["sweep"] + selection + ["--shard", "2/9"])
      #expect(shards.status == 2)
      #expect(
        shards.stderr.hasPrefix(
          "Error: The value '2/9' for '--shard <i>/<n>' splits a plan of 1 combination into 9 "
            + "shards: shards 2 to 9 would run nothing. Give n from 1 to 1.\n"))
      let baseline = runCLI(["sweep"] + selection + ["--baseline", "iPhone 8@11"])
      #expect(baseline.status == 2)
      #expect(
        baseline.stderr.hasPrefix(
          "Error: The value 'iPhone 8@11' for '--baseline <device>@<ios>' is not one of the "
            + "sweep's combinations. Did you mean 'iPhone X@11.0'?\n"))
    }
  }
}
