import Foundation
import LifecycleSim

/// The folder `sweep --out` writes: created when missing, and cleared of an earlier sweep's
/// traces and summaries, but never a folder that holds anything else.
struct OutputFolder {
  /// The path as the user wrote it.
  let path: String

  /// Checks that `path` is missing, empty or an earlier sweep's output, and prepares it.
  ///
  /// - Throws: ``CLIError/input(_:)`` for a file, a folder of other files, or one that cannot
  ///   be created.
  init(_ path: String) throws(CLIError) {
    self.path = path
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw .input(
          "Error: cannot write the sweep to '\(path)': it is a file.\n"
            + "  Give a folder (it is created when missing); nothing was written.")
      }
      let entries = (try? manager.contentsOfDirectory(atPath: path)) ?? []
      let ours: Set<String> = ["summary.json", "summary.txt", "traces"]
      if let other = entries.sorted().first(where: { !ours.contains($0) }) {
        throw .input(
          "Error: cannot write the sweep to '\(path)': it holds '\(other)', which no sweep wrote.\n"
            + "  Give a new or empty folder, or an earlier sweep's; nothing was written.")
      }
      let traces = (path as NSString).appendingPathComponent("traces")
      for name in (try? manager.contentsOfDirectory(atPath: traces)) ?? []
      where name.hasSuffix(".trace") {
        try? manager.removeItem(atPath: (traces as NSString).appendingPathComponent(name))
      }
      for name in ["summary.json", "summary.txt"] {
        try? manager.removeItem(atPath: (path as NSString).appendingPathComponent(name))
      }
    }
    do {
      try manager.createDirectory(
        atPath: (path as NSString).appendingPathComponent("traces"),
        withIntermediateDirectories: true)
    } catch {
      throw .input(
        "Error: cannot create the folder '\(path)/traces'.\n"
          + "  Check that its parent exists and is writable; nothing was written.")
    }
  }

  /// A folder ``init(_:)`` prepared earlier in the command.
  init(prepared path: String) {
    self.path = path
  }

  /// The path of `relative` inside the folder.
  func file(_ relative: String) -> String {
    (path as NSString).appendingPathComponent(relative)
  }

  /// Writes `bytes` to `relative` inside the folder, atomically.
  func write(_ relative: String, _ bytes: [UInt8]) throws(CLIError) {
    try OutputFile(file(relative), inputs: []).write(bytes)
  }

  /// Writes what `render` hands on to `relative` inside the folder, a buffer at a time,
  /// atomically (see ``OutputFile/write(chunks:)``).
  func write(
    _ relative: String, chunks render: ((UnsafeRawBufferPointer) -> Bool) -> Void
  ) throws(CLIError) {
    try OutputFile(file(relative), inputs: []).write(chunks: render)
  }
}
