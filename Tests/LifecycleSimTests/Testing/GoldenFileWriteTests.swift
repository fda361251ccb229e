import Foundation
import Testing

@testable import LifecycleSimTesting

/// Golden traces are written atomically, keeping the file's mode and symbolic link.
@Suite struct GoldenFileWriteTests {
  static let bytes = Array("# lifecycle-trace/1\n".utf8)

  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("golden-file-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  func mode(_ path: String) throws -> mode_t {
    var info = stat()
    try #require(lstat(path, &info) == 0)
    return info.st_mode
  }

  @Test func aNewFileAndItsFolderAreCreated() throws {
    try withFolder { folder in
      let file = folder.appendingPathComponent("sub/a.trace")
      try GoldenFile.write(Self.bytes, to: file)
      #expect(try [UInt8](Data(contentsOf: file)) == Self.bytes)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/sub")
      #expect(names == ["a.trace"])
    }
  }

  @Test func anExistingFileKeepsItsMode() throws {
    try withFolder { folder in
      let file = folder.appendingPathComponent("a.trace")
      try Data("old\n".utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
      try GoldenFile.write(Self.bytes, to: file)
      #expect(try mode(file.path) & 0o7777 == 0o640)
      #expect(try [UInt8](Data(contentsOf: file)) == Self.bytes)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(names == ["a.trace"])
    }
  }

  @Test func aSymbolicLinkIsFollowedAndKept() throws {
    try withFolder { folder in
      let target = folder.appendingPathComponent("real.trace")
      try Data("old\n".utf8).write(to: target)
      let link = folder.appendingPathComponent("a.trace")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "real.trace")
      try GoldenFile.write(Self.bytes, to: link)
      #expect(try mode(link.path) & S_IFMT == S_IFLNK)
      #expect(try [UInt8](Data(contentsOf: target)) == Self.bytes)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(names == ["a.trace", "real.trace"])
    }
  }

  @Test func aFailureLeavesNoTemporaryFile() throws {
    try withFolder { folder in
      // A folder where the file should be: the rename fails.
      let file = folder.appendingPathComponent("a.trace")
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
      try FileManager.default.createDirectory(
        at: file.appendingPathComponent("inside"), withIntermediateDirectories: false)
      #expect(throws: (any Error).self) { try GoldenFile.write(Self.bytes, to: file) }
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(names == ["a.trace"])
    }
  }
}
