import Foundation
import Testing

@testable import LifecycleSimCLI

/// `lifecycle-sim diff`.
@Suite struct DiffCommandTests {
  static let iPhone8 = scenarioPath("event-push-pop-iphone-8")
  static let iPhoneX = scenarioPath("event-push-pop-iphone-x")

  @Test func twoScenariosAreRunAndCompared() {
    let result = runCLI([
      "diff", Self.iPhone8, Self.iPhoneX, "--object", "List", "--callback",
      "viewSafeAreaInsetsDidChange,viewWillAppear", "--property", "safeAreaInsets",
    ])
    #expect(result.status == 1)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        --- \(Self.iPhone8)
        +++ \(Self.iPhoneX)
        header
          ~ device iPhone 8 → iPhone X
          ~ screen 375x667 → 375x812
          ~ warning iPhone 8 supports iOS 11–16; this scenario uses iOS 17.0 → –
          ~ warning – → iPhone X supports iOS 11–16; this scenario uses iOS 17.0
        records (callback by callback)
          epoch 0 initialDisplay
            ~ List.viewSafeAreaInsetsDidChange safeAreaInsets {64,0,0,0} → {88,0,34,0}
          epoch 2 pop(navigationController=Nav animated=true)
            ~ List.viewSafeAreaInsetsDidChange safeAreaInsets {64,0,0,0} → {88,0,34,0}
          epoch 4 pop(navigationController=Nav animated=false)
            ~ List.viewSafeAreaInsetsDidChange safeAreaInsets {64,0,0,0} → {88,0,34,0}
        7 differences: 4 header, 3 value (6 records compared)

        """)
  }

  /// The diff leads with what each object ends up reading, epoch by epoch, frames and insets
  /// first, then validity, then the records; JSON has the same under `settled`.
  @Test func theDiffLeadsWithTheSettledValues() throws {
    let result = runCLI([
      "diff", Self.iPhone8, Self.iPhoneX, "--object", "List", "--property",
      "bottomLayoutGuide,safeAreaInsets",
    ])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let settled = try #require(lines.firstIndex(of: "settled (what each object ends up reading)"))
    let records = try #require(lines.firstIndex(of: "records (callback by callback)"))
    #expect(settled < records)
    #expect(lines[settled + 1] == "  epoch 0 initialDisplay")
    #expect(
      lines[settled + 2]
        == "    ~ List safeAreaInsets {64,0,0,0} → {88,0,34,0} · bottomLayoutGuide 0 → 34")
    let json = runCLI([
      "diff", Self.iPhone8, Self.iPhoneX, "--object", "List", "--property", "safeAreaInsets",
      "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let entries = try #require(object["settled"] as? [[String: Any]])
    #expect(entries.first?["object"] as? String == "List")
    let values = try #require(entries.first?["values"] as? [[String: Any]])
    #expect(values.first?["new"] as? String == "{88,0,34,0}")
  }

  @Test func aTraceAndItsScenarioMeanTheSame() {
    let trace = tracesDirectory.appendingPathComponent("event-push-pop-iphone-8.trace").path
    let result = runCLI(["diff", trace, Self.iPhone8])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == "--- \(trace)\n+++ \(Self.iPhone8)\nno differences in 122 records\n")
  }

  @Test func aJSONLinesTraceFromStandardInputIsRead() {
    let lines = runCLI(["run", Self.iPhoneX, "--format", "jsonl"]).stdout
    let result = runCLI(["diff", "-", Self.iPhoneX, "--format", "json"], stdin: Array(lines.utf8))
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        {"first":"<stdin>","second":"\(Self.iPhoneX)","same":true,"summary":"no differences in 126 records","records":[126,126],"counts":{},
        "settled":[],
        "differences":[]}

        """)
  }

  @Test func theJSONFormatListsEveryDifference() throws {
    let result = runCLI(["diff", Self.iPhone8, Self.iPhoneX, "--format", "json"])
    #expect(result.status == 1)
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let object = try #require(document as? [String: Any])
    #expect(object["same"] as? Bool == false)
    let differences = try #require(object["differences"] as? [[String: Any]])
    let counts = try #require(object["counts"] as? [String: Int])
    #expect(differences.count == counts.values.reduce(0, +))
    #expect(
      differences.contains {
        $0["kind"] as? String == "extra" && $0["object"] as? String == "table"
          && $0["callback"] as? String == "safeAreaInsetsDidChange" && $0["occurrence"] as? Int == 1
      })
  }

  @Test func ignoringTimeKeepsOrder() {
    let result = runCLI(["diff", Self.iPhoneX, Self.iPhoneX, "--ignore-time"])
    #expect(result.status == 0)
  }

  @Test func anUnknownObjectIsRefusedWithTheClosestName() {
    let result = runCLI(["diff", Self.iPhone8, Self.iPhoneX, "--object", "Lst"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: no object 'Lst' in either trace. Did you mean 'List'?
          '--object' takes a name from the traces' object column; nothing was compared.

        """)
  }

  @Test func anUnknownPropertyIsAUsageError() {
    let result = runCLI(["diff", Self.iPhone8, Self.iPhoneX, "--property", "safeAreaInset"])
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        Error: The value 'safeAreaInset' is invalid for '--property <name>'. Did you mean 'safeAreaInsets'?
        Usage: lifecycle-sim diff <first> <second> [<options>]
          See 'lifecycle-sim diff --help' for more information.

        """)
  }

  @Test func anUnknownFormatIsAUsageError() {
    let result = runCLI(["diff", Self.iPhone8, Self.iPhoneX, "--format", "jsonl"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value 'jsonl' is invalid for '--format <format>'. Please provide one of 'text' or 'json'.\n"
      ))
  }

  @Test(arguments: [
    (["diff"], "Missing expected argument '<first>'"),
    (["diff", "a"], "Missing expected argument '<second>'"),
    (["diff", "a", "b", "c"], "Unexpected argument 'c'"),
    (["diff", "-", "-"], "Only one of <first> and <second> can be '-'"),
  ])
  func aWrongNumberOfFilesIsAUsageError(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: \(message)\nUsage: lifecycle-sim diff "))
  }

  /// `--brief` (`-q`) prints one line when the traces differ and nothing when they mean the
  /// same; the exit status says it either way.
  @Test func briefSaysOnlyWhetherTheyDiffer() {
    let differ = runCLI(["diff", "-q", Self.iPhone8, Self.iPhoneX])
    #expect(differ.status == 1)
    #expect(differ.stdout == "Traces \(Self.iPhone8) and \(Self.iPhoneX) differ\n")
    let same = runCLI(["diff", "--brief", Self.iPhone8, Self.iPhone8])
    #expect(same.status == 0)
    #expect(same.stdout == "")
    let json = runCLI(["diff", "--brief", "-f", "json", Self.iPhone8, Self.iPhoneX])
    #expect(json.stdout.hasSuffix(",\"same\":false}\n"))
    let both = runCLI(["diff", "--brief", "--stat", Self.iPhone8, Self.iPhoneX])
    #expect(both.status == 2)
    #expect(both.stderr.contains("'--brief' and '--stat' cannot be used together"))
  }

  /// `--stat` counts the differences per object and property, in the order they appear.
  @Test func statCountsPerObjectAndProperty() {
    let result = runCLI([
      "diff", "--stat", Self.iPhone8, Self.iPhoneX, "--object", "List", "--property",
      "safeAreaInsets,bottomLayoutGuide",
    ])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        --- \(Self.iPhone8)
        +++ \(Self.iPhoneX)
        object    property           differences
        (header)  device             1
        (header)  screen             1
        (header)  warning            2
        List      safeAreaInsets     26
        List      bottomLayoutGuide  26
        14 differences: 4 header, 10 value (33 records compared)

        """)
  }

  /// `--ignore-header` leaves out the device, version and warnings; a scenario's name never
  /// counts.
  @Test func theHeaderCanBeIgnoredAndTheScenarioNameNeverCounts() throws {
    let result = runCLI([
      "diff", "--ignore-header", "--brief", Self.iPhone8, Self.iPhone8,
    ])
    #expect(result.status == 0)
    try withTemporaryDirectory { directory in
      let renamed = directory.appendingPathComponent("renamed.scenario.json")
      let text = try String(contentsOfFile: Self.iPhone8, encoding: .utf8)
        .replacingOccurrences(
          of: "\"name\": \"event-push-pop-iphone-8\"", with: "\"name\": \"another-name\"")
      #expect(text.contains("another-name"))
      try Data(text.utf8).write(to: renamed)
      let same = runCLI(["diff", Self.iPhone8, renamed.path])
      #expect(same.status == 0, "\(same.stdout)")
    }
    let devices = runCLI(["diff", "--ignore-header", Self.iPhone8, Self.iPhoneX])
    #expect(!devices.stdout.contains("header\n"))
  }

  @Test func aDamagedTraceIsLocated() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("damaged.trace")
      var text = try String(
        contentsOf: tracesDirectory.appendingPathComponent("event-push-pop-iphone-8.trace"),
        encoding: .utf8)
      text = text.replacingOccurrences(of: "viewDidLoad  ", with: "viewDidLod   ")
      try Data(text.utf8).write(to: file)
      let result = runCLI(["diff", file.path, Self.iPhone8])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      let lines = result.stderr.split(separator: "\n").map(String.init)
      let line = try #require(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.contains("viewDidLod") })
      #expect(
        lines.first
          == "\(file.path):\(line + 1):33: expected a callback name, found 'viewDidLod'; "
          + "did you mean 'viewDidLoad'?")
      #expect(lines.dropFirst().first?.contains("re-record it") == true)
    }
  }

  @Test func anInvalidScenarioGetsItsDiagnostics() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("invalid.scenario.json")
      try Data(invalidScenario.utf8).write(to: file)
      let result = runCLI(["diff", file.path, Self.iPhone8])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(result.stderr.hasSuffix("\n2 problems found; nothing was compared.\n"))
    }
  }

  @Test func aMissingFileIsNamed() {
    let result = runCLI(["diff", "nope.trace", Self.iPhone8])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: cannot read the scenario or trace 'nope.trace'"))
  }
}

/// `diff` input edge cases.
@Suite struct DiffInputTests {
  @Test func aFolderIsNamedAsOne() throws {
    try withTemporaryDirectory { directory in
      let result = runCLI(["diff", directory.path, DiffCommandTests.iPhone8])
      #expect(result.status == 2)
      #expect(
        result.stderr == "Error: '\(directory.path)' is a folder; give a scenario or trace file.\n")
    }
  }
}
