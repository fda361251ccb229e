import Foundation
import LifecycleSim
import Testing

@testable import LifecycleSimCLI

/// Failed writes to standard output and error: reported, never a crash.
@Suite struct StandardStreamTests {
  static let scenario = scenarioPath("seed003-iphone-x-tab-nav-portrait")
  static let hasExecutable = SmokeTests.executable != nil
  static let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

  @Test(.enabled(if: hasDevFull, "/dev/full is Linux's"))
  func aFailedWriteIsKeptAndLaterWritesAreDropped() throws {
    let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var stream = StandardStream(descriptor: FileDescriptor(raw: descriptor))
    #expect(!stream.hasFailed)
    stream.write("")
    #expect(!stream.hasFailed)
    stream.write("text")
    #expect(stream.failure == SystemError(code: ENOSPC))
    stream.write("more")
    #expect(stream.failure == SystemError(code: ENOSPC))
  }

  @Test(.enabled(if: hasDevFull, "/dev/full is Linux's"))
  func theExitStatusReportsAFailedStandardOutput() throws {
    let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
    try #require(full >= 0)
    defer { close(full) }
    let pipe = Pipe()
    var output = StandardStream(descriptor: FileDescriptor(raw: full))
    output.write("trace")
    var error = StandardStream(
      descriptor: FileDescriptor(raw: pipe.fileHandleForWriting.fileDescriptor))
    #expect(LifecycleSimCommand.exitStatus(0, output: output, error: &error) == 2)
    try pipe.fileHandleForWriting.close()
    let message = try #require(try pipe.fileHandleForReading.readToEnd())
    #expect(
      String(decoding: message, as: UTF8.self)
        == "Error: cannot write standard output: No space left on device\n"
        + "  Send it where there is room (a file on another disk, or a pipe) and run the command again.\n"
    )
  }

  @Test(.enabled(if: hasExecutable && hasDevFull, "needs the built lifecycle-sim and /dev/full"))
  func aFullStandardOutputIsReportedWithStatus2() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    for arguments in [["run", Self.scenario], ["devices"], ["verify", tracesDirectory.path]] {
      let result = try runExecutable(arguments, standardOutput: full)
      #expect(result.reason == .exit, "\(arguments)")
      #expect(result.status == 2, "\(arguments)")
      #expect(
        result.stderr == "Error: cannot write standard output: No space left on device\n"
          + "  Send it where there is room (a file on another disk, or a pipe) and run the command again.\n",
        "\(arguments)")
    }
  }

  @Test(.enabled(if: hasExecutable && hasDevFull, "needs the built lifecycle-sim and /dev/full"))
  func fullStandardOutputAndErrorGiveStatus2Silently() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try runExecutable(
      ["run", Self.scenario], standardOutput: full, standardError: full)
    #expect(result.reason == .exit)
    #expect(result.status == 2)
  }

  // SIGPIPE ignored in the child, as some parents (and `trap '' PIPE`) leave it; with its
  // default action the process ends by the signal, which a shell reports as 141 too.
  @Test(.enabled(if: hasExecutable, "the built lifecycle-sim was not found"))
  func aClosedPipeEndsQuietlyWithStatus141() throws {
    for arguments in [["run", Self.scenario], ["verify", tracesDirectory.path]] {
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()
      let result = try runExecutable(
        arguments, standardOutput: pipe.fileHandleForWriting, shellSetup: "trap '' PIPE")
      try pipe.fileHandleForWriting.close()
      #expect(result.reason == .exit, "\(arguments)")
      #expect(result.status == 141, "\(arguments)")
      #expect(result.stderr == "", "\(arguments)")
    }
  }
}
