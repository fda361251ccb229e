import Foundation
import Testing

/// `lifecycle-sim migrate`: traces of format version 1 rewritten in version 2, atomically and
/// only once; other files untouched; nothing written when one trace cannot be read. And
/// `verify` on a folder of version 1 traces.
@Suite struct MigrateCommandTests {
  static let formatOne = repositoryRoot.appendingPathComponent("Tests/Catalogue/format-1")
  static let name = "event-queued-and-interrupting-iphone-x"

  static func contents(_ url: URL) -> [UInt8]? { try? [UInt8](Data(contentsOf: url)) }

  /// A folder with the version 1 text and JSON Lines fixtures (the JSON Lines one in a
  /// subfolder), a version 2 trace, a `.trace` file that is not a trace and a README.
  func withFolder(_ body: (URL) throws -> Void) throws {
    try withTemporaryDirectory { directory in
      let fileManager = FileManager.default
      try fileManager.createDirectory(
        at: directory.appendingPathComponent("json"), withIntermediateDirectories: true)
      try fileManager.copyItem(
        at: Self.formatOne.appendingPathComponent("\(Self.name).trace"),
        to: directory.appendingPathComponent("old.trace"))
      try fileManager.copyItem(
        at: Self.formatOne.appendingPathComponent("\(Self.name).jsonl"),
        to: directory.appendingPathComponent("json/old.jsonl"))
      try fileManager.copyItem(
        at: tracesDirectory.appendingPathComponent("\(Self.name).trace"),
        to: directory.appendingPathComponent("current.trace"))
      try Data("notes, not a trace\n".utf8).write(
        to: directory.appendingPathComponent("notes.trace"))
      try Data("# Goldens\n".utf8).write(to: directory.appendingPathComponent("README.md"))
      try body(directory)
    }
  }

  @Test func aFolderIsMigratedOnceAndOtherFilesAreLeftAlone() throws {
    try withFolder { directory in
      let path = directory.path
      let result = runCLI(["migrate", path])
      #expect(result.status == 0)
      #expect(result.stderr == "")
      #expect(
        result.stdout == """
          migrated  \(path)/json/old.jsonl (format version 1 → 2)
          migrated  \(path)/old.trace (format version 1 → 2)
          skipped   \(path)/notes.trace (not a trace)
          3 traces: 2 migrated, 1 already in format version 2

          """)
      let reference = Self.contents(tracesDirectory.appendingPathComponent("\(Self.name).trace"))
      #expect(Self.contents(directory.appendingPathComponent("old.trace")) == reference)
      let jsonLines = runCLI(["run", scenarioPath(Self.name), "--format", "jsonl"]).stdout
      #expect(
        Self.contents(directory.appendingPathComponent("json/old.jsonl")) == Array(jsonLines.utf8))
      #expect(
        Self.contents(directory.appendingPathComponent("notes.trace"))
          == Array("notes, not a trace\n".utf8))
      #expect(
        Self.contents(directory.appendingPathComponent("README.md")) == Array("# Goldens\n".utf8))
      // No temporary file is left, and a second run changes nothing.
      let files = try FileManager.default.subpathsOfDirectory(atPath: path).sorted()
      #expect(
        files == [
          "README.md", "current.trace", "json", "json/old.jsonl", "notes.trace", "old.trace",
        ])
      let before = files.map { Self.contents(directory.appendingPathComponent($0)) }
      let again = runCLI(["migrate", path])
      #expect(again.status == 0)
      #expect(again.stdout.hasSuffix("3 traces: 0 migrated, 3 already in format version 2\n"))
      #expect(files.map { Self.contents(directory.appendingPathComponent($0)) } == before)
    }
  }

  /// A named file that is not a trace, or a damaged trace among good ones: status 2, the
  /// reason and location, and no file written.
  @Test func nothingIsWrittenWhenATraceCannotBeRead() throws {
    try withFolder { directory in
      let old = directory.appendingPathComponent("old.trace")
      let before = Self.contents(old)
      let notes = runCLI([
        "migrate", old.path, directory.appendingPathComponent("notes.trace").path,
      ])
      #expect(notes.status == 2)
      #expect(notes.stdout == "")
      #expect(
        notes.stderr == "Error: '\(directory.path)/notes.trace' is not a trace (its first line "
          + "is not '# lifecycle-trace/N' or a JSON Lines header); migrate rewrites traces only, "
          + "and nothing was migrated.\n")
      #expect(Self.contents(old) == before)

      var damaged = String(decoding: try #require(before), as: UTF8.self)
      damaged = damaged.replacingOccurrences(
        of: "# quirk       webViewAlwaysAdjusts on\n", with: ""
      )
      .replacingOccurrences(
        of: "# quirk       ipadFloatingTabBar off", with: "# quirk       ipadFloatingTabBar maybe")
      let broken = directory.appendingPathComponent("broken.trace")
      try Data(damaged.utf8).write(to: broken)
      let result = runCLI(["migrate", directory.path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(
        result.stderr.hasPrefix(
          "\(broken.path):15:3: expected '# quirk NAME on|off'\n  Nothing was migrated; "))
      #expect(Self.contents(old) == before)
      #expect(
        Self.contents(directory.appendingPathComponent("json/old.jsonl"))
          == Self.contents(Self.formatOne.appendingPathComponent("\(Self.name).jsonl")))
    }
  }

  /// A read-only trace stops the command before it writes any other.
  @Test func aReadOnlyTraceStopsTheCommandBeforeAnyWrite() throws {
    try withFolder { directory in
      let old = directory.appendingPathComponent("old.trace")
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: old.path)
      let result = runCLI(["migrate", directory.path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(
        result.stderr.hasPrefix("Error: cannot write the trace to '\(old.path)': it is read-only."))
      #expect(
        Self.contents(directory.appendingPathComponent("json/old.jsonl"))
          == Self.contents(Self.formatOne.appendingPathComponent("\(Self.name).jsonl")))
      #expect(
        Self.contents(old)
          == Self.contents(Self.formatOne.appendingPathComponent("\(Self.name).trace")))
    }
  }

  @Test func aMissingPathOrNoPathIsAnError() {
    let missing = runCLI(["migrate", "/nonexistent/goldens"])
    #expect(missing.status == 2)
    #expect(
      missing.stderr
        == "Error: no file or folder '/nonexistent/goldens'. Check the path; nothing was migrated.\n"
    )
    let none = runCLI(["migrate"])
    #expect(none.status == 2)
    #expect(none.stderr.hasPrefix("Error: Missing expected argument '<path>'\n"))
  }

  /// `verify` counts a version 1 trace that holds the run's trace as ok, says how to migrate
  /// it, and `--record` rewrites it.
  @Test func verifyAcceptsAFormatOneTraceAndRecordRewritesIt() throws {
    try withTemporaryDirectory { directory in
      try FileManager.default.copyItem(
        at: Self.formatOne.appendingPathComponent("\(Self.name).trace"),
        to: directory.appendingPathComponent("\(Self.name).trace"))
      try FileManager.default.copyItem(
        at: Self.formatOne.appendingPathComponent("\(Self.name).scenario.json"),
        to: directory.appendingPathComponent("\(Self.name).scenario.json"))
      let path = directory.path
      let result = runCLI(["verify", path])
      #expect(result.status == 0)
      #expect(
        result.stdout == """
          ok        \(path)/\(Self.name).scenario.json (format version 1; 'lifecycle-sim migrate \(path)/' rewrites it in version 2)
          1 scenario: 1 ok, 0 recorded, 0 differing, 0 missing, 0 invalid

          """)
      let recorded = runCLI(["verify", path, "--record"])
      #expect(recorded.stdout.hasPrefix("recorded  \(path)/\(Self.name).trace\n"))
      #expect(
        Self.contents(directory.appendingPathComponent("\(Self.name).trace"))
          == Self.contents(tracesDirectory.appendingPathComponent("\(Self.name).trace")))
      #expect(
        runCLI(["verify", path]).stdout.hasPrefix("ok        \(path)/\(Self.name).scenario.json\n"))
    }
  }
}
