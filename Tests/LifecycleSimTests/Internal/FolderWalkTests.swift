import Foundation
import Testing

@testable import LifecycleSimSupport

/// `FolderWalk`, how `verify`, `migrate` and the clean-up of stale temporary files list a
/// folder: everything under it, links listed but not followed, an unreadable folder listed but
/// not entered, however deep.
@Suite struct FolderWalkTests {
  /// A new empty folder, removed (made readable first) when `body` returns.
  private func withFolder(_ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("folder-walk-\(UInt64.random(in: 0...UInt64.max))").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer {
      _ = chmod(folder + "/locked", 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
    try body(folder)
  }

  private func makeFile(_ path: String) {
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
  }

  @Test func filesFoldersAndLinksRelativeAndSorted() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/a/b", withIntermediateDirectories: true)
      makeFile(folder + "/a/b/x.trace")
      makeFile(folder + "/top.scenario.json")
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/link", withDestinationPath: folder + "/a")
      #expect(
        try FolderWalk.relativePaths(under: folder)
          == ["a", "a/b", "a/b/x.trace", "link", "top.scenario.json"])
      #expect(
        try FolderWalk.relativePaths(under: folder + "/")
          == ["a", "a/b", "a/b/x.trace", "link", "top.scenario.json"])
    }
  }

  @Test func aFolderThatCannotBeReadThrows() {
    #expect(throws: (any Error).self) {
      try FolderWalk.relativePaths(under: "/nonexistent-folder-walk")
    }
  }

  /// An unreadable folder inside hides only its own entries (root reads every folder, so the
  /// refusal is checked only when the tests do not run as root).
  @Test func anUnreadableFolderInsideIsListedNotEntered() throws {
    try withFolder { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/locked", withIntermediateDirectories: true)
      makeFile(folder + "/locked/hidden.trace")
      makeFile(folder + "/seen.trace")
      #expect(chmod(folder + "/locked", 0) == 0)
      let paths = try FolderWalk.relativePaths(under: folder)
      #expect(paths.contains("locked"))
      #expect(paths.contains("seen.trace"))
      if geteuid() != 0 { #expect(!paths.contains("locked/hidden.trace")) }
    }
  }

  /// The walk keeps its own list of folders: 300 nested folders (a path of 600 characters) are
  /// walked without recursion.
  @Test func aDeepTreeIsWalkedWhole() throws {
    try withFolder { folder in
      let depth = 300
      let deepest = (0..<depth).map { _ in "d" }.joined(separator: "/")
      try FileManager.default.createDirectory(
        atPath: folder + "/" + deepest, withIntermediateDirectories: true)
      makeFile(folder + "/" + deepest + "/x.trace")
      let paths = try FolderWalk.relativePaths(under: folder)
      #expect(paths.count == depth + 1)
      #expect(paths.last == deepest + "/x.trace")
    }
  }

  /// 10, 100 and 1,000 files in ten folders: every one listed, once.
  @Test(arguments: [10, 100, 1_000])
  func everyFileIsListedOnce(files: Int) throws {
    try withFolder { folder in
      for index in 0..<10 {
        try FileManager.default.createDirectory(
          atPath: folder + "/f\(index)", withIntermediateDirectories: true)
      }
      for index in 0..<files { makeFile(folder + "/f\(index % 10)/\(index).trace") }
      let paths = try FolderWalk.relativePaths(under: folder)
      #expect(paths.count == files + 10)
      #expect(Set(paths).count == paths.count)
      #expect(paths == paths.sorted())
    }
  }
}
