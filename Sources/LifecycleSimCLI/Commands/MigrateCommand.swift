#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LifecycleSim

/// `lifecycle-sim migrate <path>…`: rewrites traces of an older format version in the current
/// one (docs/trace-formats.md#compatibility).
struct MigrateCommand: Subcommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Rewrite traces of an older format version in the current one.",
    usage: "lifecycle-sim migrate <path> ...",
    discussion: """
      Reads each trace (text or JSON Lines) and, when it is of an older format version, \
      writes the same trace in the current version in its place, atomically; a trace in the \
      current version is left as it is, so running it twice changes nothing. A folder is \
      searched for *.trace and *.jsonl files; a file that does not start like a trace is \
      skipped there and refused when named. Every trace is read before any is written: if \
      one cannot be read (damaged, or of a newer version), nothing is written. Exit status 0 \
      when done, 2 when a trace cannot be read or written.
      """,
    arguments: [("<path>", "A trace file, or a folder searched for *.trace and *.jsonl files.")],
    options: Option.self)

  /// The command's options: none but `--help`.
  enum Option: CommandOption {
    var declaration: OptionDeclaration {
      switch self {}
    }
  }

  var paths: [String]

  init(_ arguments: [String]) throws(CLIError) {
    let scanner = try ArgumentScanner<Option>(arguments, command: Self.configuration)
    guard !scanner.positionals.isEmpty else {
      throw .usage("Missing expected argument '<path>'", command: Self.configuration)
    }
    paths = scanner.positionals
  }

  /// A trace found in the first pass, and the format version it is in.
  private struct Candidate {
    var path: String
    var version: Int
  }

  func run(output: inout some CommandOutput) throws(CLIError) {
    var candidates: [Candidate] = []
    var skipped: [String] = []
    for path in paths {
      let kind = FileKind.of(path)
      guard kind != .missing else {
        throw .input("Error: no file or folder '\(path)'. Check the path; nothing was migrated.")
      }
      let files = kind == .folder ? try Self.traceFiles(under: path) : [path]
      for file in files {
        let bytes = try InputFiles.read(file, what: "trace", input: { [] })
        guard let version = TraceMigration.formatVersion(of: bytes) else {
          guard kind == .folder else {
            throw .input(
              "Error: '\(file)' is not a trace (its first line is not '# lifecycle-trace/N' "
                + "or a JSON Lines header); migrate rewrites traces only, and nothing was "
                + "migrated.")
          }
          skipped.append(file)
          continue
        }
        // Read whole now, and checked writable, so that a damaged trace or a read-only file
        // stops the command before anything is written.
        let current: [UInt8]?
        do {
          current = try TraceMigration.migrated(bytes)
        } catch {
          throw .input(
            "\(file):\(error.line):\(error.column): \(error.message)\n"
              + "  Nothing was migrated; re-record that trace (lifecycle-sim verify FOLDER --record, "
              + "or lifecycle-sim run SCENARIO --output \(file)) and run migrate again.")
        }
        if current != nil { _ = try OutputFile(file, inputs: []) }
        candidates.append(Candidate(path: file, version: version))
      }
    }
    var migrated = 0
    for candidate in candidates where candidate.version != TraceHeader.formatVersion {
      let bytes = try InputFiles.read(candidate.path, what: "trace", input: { [] })
      let current: [UInt8]?
      do {
        current = try TraceMigration.migrated(bytes)
      } catch {
        throw .input(
          "\(candidate.path):\(error.line):\(error.column): \(error.message)\n"
            + "  The file changed while migrate ran; the traces listed above were migrated.")
      }
      guard let current else { continue }
      try OutputFile(candidate.path, inputs: []).write(current)
      migrated += 1
      output.write(
        "migrated  \(candidate.path) (format version \(candidate.version) → "
          + "\(TraceHeader.formatVersion))\n")
    }
    for file in skipped { output.write("skipped   \(file) (not a trace)\n") }
    let current = candidates.count - migrated
    output.write(
      "\(candidates.count) trace\(candidates.count == 1 ? "" : "s"): \(migrated) migrated, "
        + "\(current) already in format version \(TraceHeader.formatVersion)\n")
  }

  /// The `*.trace` and `*.jsonl` files under `folder`, sorted by path, without the temporary
  /// files of commands writing there.
  private static func traceFiles(under folder: String) throws(CLIError) -> [String] {
    guard let relatives = try? FolderWalk.relativePaths(under: folder) else {
      throw .input("Error: cannot read the folder '\(folder)'; nothing was migrated.")
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var files: [String] = []
    for relative in relatives where relative.hasSuffix(".trace") || relative.hasSuffix(".jsonl") {
      let name = PathText.lastComponent(relative)
      guard !AtomicFile.isTemporary(name) else { continue }
      let path = prefix + relative
      if FileKind.of(path) == .file { files.append(path) }
    }
    return files.sorted()
  }
}
