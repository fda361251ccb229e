import Foundation
import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// `run --output` writes like careful Unix tools: atomically for regular files, keeping their
/// mode and symbolic links, through to devices, and never over a read-only file or the input.
@Suite struct OutputFileTests {
  static let scenario = scenarioPath("seed003-iphone-x-tab-nav-portrait")

  /// The trace `run` prints for ``scenario``.
  static let trace = Array(runCLI(["run", scenario]).stdout.utf8)

  /// A private copy of `/dev/null` (character device 1:3) in a temporary folder, so that a
  /// regression replaces that node and never the machine's own `/dev/null`. Making a device
  /// node needs root; the FIFO test covers writing through without it.
  @Test(.enabled(if: geteuid() == 0, "making a device node needs root"))
  func aDeviceIsWrittenThroughAndStaysADevice() throws {
    try withTemporaryDirectory { directory in
      let device = directory.appendingPathComponent("null")
      try #require(mknod(device.path, S_IFCHR | 0o666, (1 << 8) | 3) == 0)
      let result = runCLI(["run", Self.scenario, "--output", device.path])
      #expect(result.status == 0)
      #expect(result.stderr == "")
      #expect(try fileStatus(device.path).st_mode & S_IFMT == S_IFCHR)
      #expect(try contents(of: directory) == ["null"])
    }
  }

  @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
    try withTemporaryDirectory { directory in
      let fifo = directory.appendingPathComponent("fifo")
      try #require(mkfifo(fifo.path, 0o644) == 0)
      // A reader opened first, so that the writer's open does not wait; the trace fits in
      // the pipe's buffer, so the writer does not wait for it to be read either.
      let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
      try #require(reader >= 0)
      let handle = FileHandle(fileDescriptor: reader, closeOnDealloc: true)
      try #require(Self.trace.count < 65536)
      let result = runCLI(["run", Self.scenario, "--output", fifo.path])
      #expect(result.status == 0)
      #expect(result.stderr == "")
      #expect(try fileStatus(fifo.path).st_mode & S_IFMT == S_IFIFO)
      // Exactly the trace's bytes, then nothing more. Reading past them could meet EAGAIN
      // instead of the end: a test running alongside may fork while this process holds the
      // FIFO's writing end, and the child keeps it until its exec closes it.
      let received = try handle.read(upToCount: Self.trace.count).map { [UInt8]($0) }
      #expect(received == Self.trace)
      var extra: UInt8 = 0
      #expect(read(reader, &extra, 1) <= 0, "the FIFO holds more than the trace")
      let names = try contents(of: directory)
      #expect(names == ["fifo"])
    }
  }

  @Test func aWriteFailureOnADeviceIsReported() throws {
    try #require(FileManager.default.fileExists(atPath: "/dev/full"))
    let result = runCLI(["run", Self.scenario, "--output", "/dev/full"])
    #expect(result.status == 2)
    #expect(
      result.stderr == "Error: cannot write the trace to '/dev/full': No space left on device.\n"
        + "  Check the device; the output may be incomplete.\n")
  }

  // Refused by the mode bits, not by a failing open(2) (nothing opens the target: a rename
  // replaces it), so this holds for root too, who may write any file.
  @Test func aReadOnlyFileIsRefusedAndKept() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("trace.txt")
      try Data("keep me\n".utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
      let result = runCLI(["run", Self.scenario, "--output", file.path])
      #expect(result.status == 2)
      #expect(result.stdout == "")
      #expect(
        result.stderr == "Error: cannot write the trace to '\(file.path)': it is read-only.\n"
          + "  Make it writable (chmod u+w) or give another file; nothing was written.\n")
      #expect(try Data(contentsOf: file) == Data("keep me\n".utf8))
      #expect(try fileStatus(file.path).st_mode & 0o777 == 0o444)
      #expect(try contents(of: directory) == ["trace.txt"])
    }
  }

  @Test func aSymbolicLinkIsFollowedAndKept() throws {
    try withTemporaryDirectory { directory in
      let folder = directory.appendingPathComponent("real")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      let target = folder.appendingPathComponent("trace.txt")
      try Data("old\n".utf8).write(to: target)
      let link = directory.appendingPathComponent("link.txt")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "real/trace.txt")
      let result = runCLI(["run", Self.scenario, "--output", link.path])
      #expect(result.status == 0)
      #expect(result.stderr == "")
      #expect(try fileStatus(link.path).st_mode & S_IFMT == S_IFLNK)
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/trace.txt")
      #expect(try [UInt8](Data(contentsOf: target)) == Self.trace)
      #expect(try contents(of: folder) == ["trace.txt"])
    }
  }

  @Test func aDanglingSymbolicLinkCreatesItsTarget() throws {
    try withTemporaryDirectory { directory in
      let link = directory.appendingPathComponent("link.txt")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "new.txt")
      let result = runCLI(["run", Self.scenario, "--output", link.path])
      #expect(result.status == 0)
      #expect(try fileStatus(link.path).st_mode & S_IFMT == S_IFLNK)
      #expect(
        try [UInt8](Data(contentsOf: directory.appendingPathComponent("new.txt"))) == Self.trace)
    }
  }

  @Test func anExistingFileKeepsItsMode() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("trace.txt")
      try Data("old\n".utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
      let result = runCLI(["run", Self.scenario, "--output", file.path])
      #expect(result.status == 0)
      #expect(try fileStatus(file.path).st_mode & 0o7777 == 0o640)
      #expect(try [UInt8](Data(contentsOf: file)) == Self.trace)
    }
  }

  @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
  func anExistingFileKeepsItsOwnerWhenAllowed() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("trace.txt")
      try Data("old\n".utf8).write(to: file)
      try #require(chown(file.path, 65534, 65534) == 0)
      let result = runCLI(["run", Self.scenario, "--output", file.path])
      #expect(result.status == 0)
      let info = try fileStatus(file.path)
      #expect(info.st_uid == 65534)
      #expect(info.st_gid == 65534)
      #expect(try [UInt8](Data(contentsOf: file)) == Self.trace)
    }
  }

  @Test func aNewFileGetsTheModeTheUmaskAllows() throws {
    try withTemporaryDirectory { directory in
      let reference = directory.appendingPathComponent("reference")
      let descriptor = open(reference.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
      try #require(descriptor >= 0)
      close(descriptor)
      let file = directory.appendingPathComponent("trace.txt")
      #expect(runCLI(["run", Self.scenario, "--output", file.path]).status == 0)
      #expect(
        try fileStatus(file.path).st_mode & 0o7777 == fileStatus(reference.path).st_mode & 0o7777)
    }
  }

  @Test func theScenarioItselfIsRefused() throws {
    try withTemporaryDirectory { directory in
      let scenario = directory.appendingPathComponent("s.scenario.json")
      try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.scenario), to: scenario)
      let original = try Data(contentsOf: scenario)
      let link = directory.appendingPathComponent("link.json")
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: "s.scenario.json")
      let hardLink = directory.appendingPathComponent("hard.json")
      try FileManager.default.linkItem(at: scenario, to: hardLink)
      let dotted = directory.path + "/./s.scenario.json"
      for output in [scenario.path, link.path, hardLink.path, dotted] {
        let result = runCLI(["run", scenario.path, "--output", output])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
          result.stderr == """
            Error: cannot write the trace to '\(output)': it is the input '\(scenario.path)'.
              Give another file, so the input is kept; nothing was written.

            """)
      }
      #expect(try Data(contentsOf: scenario) == original)
      #expect(try contents(of: directory) == ["hard.json", "link.json", "s.scenario.json"])
    }
  }

  @Test func aFolderIsRefused() throws {
    try withTemporaryDirectory { directory in
      let result = runCLI(["run", Self.scenario, "--output", directory.path])
      #expect(result.status == 2)
      #expect(
        result.stderr == "Error: cannot write the trace to '\(directory.path)': it is a folder.\n"
          + "  Give a file name; nothing was written.\n")
      let names = try contents(of: directory)
      #expect(names == [])
    }
  }

  @Test func aRefusedOutputIsDecidedBeforeTheScenarioIsRead() throws {
    let result = runCLI(["run", "/no/such/scenario.json", "--output", "/"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("Error: cannot write the trace to '/': it is a folder.\n"))
  }

  @Test func successLeavesNoTemporaryFile() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("trace.txt")
      #expect(runCLI(["run", Self.scenario, "--output", file.path]).status == 0)
      #expect(runCLI(["run", Self.scenario, "--output", file.path]).status == 0)
      let names = try contents(of: directory)
      #expect(names == ["trace.txt"])
    }
  }

  // The real binary, with a file size limit (`ulimit -f`, in 512-byte blocks) below the
  // trace's size: the write fails part way, with SIGXFSZ ignored so that write(2) reports
  // EFBIG instead of ending the process.
  @Test(.enabled(if: SmokeTests.executable != nil, "the built lifecycle-sim was not found"))
  func aWriteThatFailsPartWayLeavesThePreviousFileAndNoTemporaryFile() throws {
    try #require(Self.trace.count > 8 * 512)
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("trace.txt")
      let previous = Data("a previous trace\n".utf8)
      try previous.write(to: file)
      let result = try runExecutable(
        ["run", Self.scenario, "--output", file.path], shellSetup: "trap '' XFSZ; ulimit -f 8")
      #expect(result.reason == .exit)
      #expect(result.status == 2)
      #expect(result.stdout == [])
      #expect(
        result.stderr == "Error: cannot write the trace to '\(file.path)': File too large.\n"
          + "  Check that its folder exists and is writable; nothing was written.\n")
      #expect(try Data(contentsOf: file) == previous)
      #expect(try contents(of: directory) == ["trace.txt"])
    }
  }
}

/// The temporary files' names and the removal of those a killed process left.
@Suite struct TemporaryFileTests {
  @Test func onlyTheFilesOfProcessesThatHaveEndedAreRemoved() throws {
    try withTemporaryDirectory { directory in
      let nested = directory.appendingPathComponent("nested")
      try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: false)
      // No process has an id this large (Linux's pid_max is at most 2^22, macOS's 99999).
      let stale = ".lifecycle-sim-tmp-999999999-1a2b-x.trace"
      let live = ".lifecycle-sim-tmp-\(getpid())-1a2b-x.trace"
      let notOurs = ".lifecycle-sim-tmp-x.trace"
      for name in [stale, live, notOurs, "x.trace"] {
        try Data().write(to: directory.appendingPathComponent(name))
      }
      try Data().write(to: nested.appendingPathComponent(stale))
      let removed = AtomicFile.removeStaleTemporaryFiles(under: directory.path)
      #expect(removed.map(\.path) == [stale, "nested/\(stale)"])
      #expect(removed.map(\.process) == [999_999_999, 999_999_999])
      #expect(try contents(of: directory) == [live, notOurs, "nested", "x.trace"])
      #expect(try contents(of: nested) == [])
    }
  }
}
