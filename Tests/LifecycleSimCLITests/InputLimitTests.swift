import Foundation
import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// Inputs are read up to ``InputFiles/sizeLimit``, never until memory runs out.
@Suite struct InputLimitTests {
  static let hasDevZero = FileManager.default.fileExists(atPath: "/dev/zero")

  // A sparse file: 1 GiB and one byte long without using the disk. Its size is known from
  // fstat, so it is refused before anything is read.
  @Test func aRegularFileOverTheLimitIsRefusedUnread() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("huge.scenario.json").path
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      try #require(descriptor >= 0)
      let sized = ftruncate(descriptor, off_t(InputFiles.sizeLimit) + 1)
      close(descriptor)
      try #require(sized == 0)
      for arguments in [["run", path], ["diff", path, scenarioPath("seed002-table-under-nav")]] {
        let result = runCLI(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
          result.stderr == "Error: '\(path)' is larger than 1 GiB; lifecycle-sim reads "
            + "scenarios and traces up to 1 GiB.\n")
      }
    }
  }

  @Test func aRegularFileAtTheLimitIsRead() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("small.json").path
      try Data("0123456789".utf8).write(to: URL(fileURLWithPath: path))
      let bytes = try InputFiles.read(path, what: "scenario", input: { [] }, limit: 10)
      #expect(bytes == Array("0123456789".utf8))
      #expect(throws: CLIError.self) {
        try InputFiles.read(path, what: "scenario", input: { [] }, limit: 9)
      }
    }
  }

  // /dev/zero never ends; a small limit keeps the test fast, the counting is the same.
  @Test(.enabled(if: hasDevZero, "needs /dev/zero"))
  func anEndlessDeviceStopsAtTheLimit() throws {
    do throws(CLIError) {
      _ = try InputFiles.read("/dev/zero", what: "scenario", input: { [] }, limit: 100_000)
      Issue.record("/dev/zero was read to an end")
    } catch {
      #expect(
        error.message == "Error: '/dev/zero' is larger than 100000 bytes; lifecycle-sim reads "
          + "scenarios and traces up to 100000 bytes.\n")
    }
  }

  @Test(.enabled(if: hasDevZero, "needs /dev/zero"))
  func anOpenDescriptorIsCountedAsItIsRead() throws {
    let handle = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
    defer { try? handle.close() }
    do throws(CLIError) {
      _ = try InputFiles.read(
        FileDescriptor(raw: handle.fileDescriptor), named: "standard input", limit: 1 << 20)
      Issue.record("/dev/zero was read to an end")
    } catch {
      #expect(
        error.message == "Error: standard input is larger than 1 MiB; lifecycle-sim reads "
          + "scenarios and traces up to 1 MiB.\n")
    }
  }

  @Test func aReadErrorIsReported() throws {
    try withTemporaryDirectory { directory in
      // Reading a folder's descriptor fails with EISDIR.
      let descriptor = open(directory.path, O_RDONLY)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      do throws(CLIError) {
        _ = try InputFiles.read(
          FileDescriptor(raw: descriptor), named: "standard input", limit: 1 << 20)
        Issue.record("a folder was read")
      } catch {
        #expect(error.message == "Error: cannot read standard input: Is a directory.\n")
      }
    }
  }
}
