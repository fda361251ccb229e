import Foundation
import Testing

@testable import LifecycleSimCLI

/// `FileKind`, what `migrate` and `verify` ask of a path they are given: symbolic links are
/// followed, as `FileManager.fileExists(atPath:isDirectory:)` followed them.
@Suite struct FileKindTests {
  @Test func aFolderAFileALinkAFifoAndNothing() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "file-kind-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
      )
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/a.trace"
    #expect(
      FileManager.default.createFile(
        atPath: file, contents: Array("x".utf8).withUnsafeBytes { Data($0) }))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/to-folder", withDestinationPath: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/to-file", withDestinationPath: file)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/dangling", withDestinationPath: folder + "/none")
    #expect(mkfifo(folder + "/fifo", 0o600) == 0)

    #expect(FileKind.of(folder) == .folder)
    #expect(FileKind.of(folder + "/") == .folder)
    #expect(FileKind.of(file) == .file)
    #expect(FileKind.of(folder + "/to-folder") == .folder)
    #expect(FileKind.of(folder + "/to-file") == .file)
    #expect(FileKind.of(folder + "/fifo") == .file)
    #expect(FileKind.of(folder + "/dangling") == .missing)
    #expect(FileKind.of(folder + "/none") == .missing)
    #expect(FileKind.of("") == .missing)
  }
}
