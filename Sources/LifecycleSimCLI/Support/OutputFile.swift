#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleSim

/// A file a command writes (`run --output`, `verify --record`), written the way careful Unix
/// tools write: without ever leaving it half-written or changing what kind of file it is.
///
/// - A regular file, or a file that does not exist yet, is written to a temporary file in the
///   same folder, which then takes the existing file's mode (and owner, when allowed), is
///   synced and renamed over it. A new file gets mode `0666 & ~umask`. Any failure removes the
///   temporary file and leaves the target as it was.
/// - A symbolic link is followed: the file it points to is replaced, the link stays.
/// - Anything else that is not a folder (`/dev/null`, a FIFO) is opened and written through.
/// - A folder, a read-only file and a file that is one of the command's inputs are refused
///   before the command does any work.
///
/// Regular files are written by `AtomicFile`, whose temporary files `verify` skips and cleans up.
struct OutputFile {
  /// The path as the user wrote it, for messages.
  let path: String
  /// The files the command reads, which the output may not be.
  let inputs: [String]

  /// How the bytes get to the target.
  private enum Plan {
    /// Open the file and write through (a device or FIFO).
    case writeThrough
    /// Write `target`'s folder's temporary file and rename it over `target`; `existing` is the
    /// status of the regular file it replaces.
    case replace(target: String, existing: stat?)
  }

  /// Checks that `path` can take the output, before the command does any work.
  ///
  /// - Parameter inputs: the paths the command reads (`-` is ignored); writing to one is
  ///   refused.
  /// - Throws: ``CLIError/input(_:)`` for a folder, a read-only file, one of `inputs`, or a
  ///   path that cannot be looked up.
  init(_ path: String, inputs: [String]) throws(CLIError) {
    self.path = path
    self.inputs = inputs
    _ = try plan()
  }

  /// Writes `bytes` to the file, all or nothing for regular files.
  ///
  /// - Throws: ``CLIError/input(_:)`` naming the file and the reason; the target is then as it
  ///   was (a device or FIFO may have received part of the bytes).
  func write(_ bytes: [UInt8]) throws(CLIError) {
    try write { chunk in _ = bytes.withUnsafeBytes { chunk($0) } }
  }

  /// Writes what `render` hands on, a buffer at a time as it is made (such as
  /// ``TraceFormat/render(_:chunks:)``), all or nothing for regular files: a regular file's
  /// bytes go to a temporary file, renamed over it once all are written.
  ///
  /// - Throws: ``CLIError/input(_:)`` naming the file and the reason, at the first failed
  ///   write; the target is then as it was (a device or FIFO may have received part of the
  ///   bytes).
  func write(chunks render: ((UnsafeRawBufferPointer) -> Bool) -> Void) throws(CLIError) {
    switch try plan() {
    case .writeThrough:
      let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw failure(.last, hint: "Check the path") }
      let file = FileDescriptor(raw: descriptor)
      do {
        try file.writeChunks(of: render)
      } catch {
        close(descriptor)
        throw failure(error, hint: "Check the device", consequence: "the output may be incomplete")
      }
      guard close(descriptor) == 0 else {
        throw failure(.last, hint: "Check the device", consequence: "the output may be incomplete")
      }
    case .replace(let target, let existing):
      do {
        try AtomicFile.replace(target, existing: existing) { file throws(SystemError) in
          try file.writeChunks(of: render)
        }
      } catch {
        throw failure(error, hint: "Check that its folder exists and is writable")
      }
    }
  }

  /// Decides how to write, refusing what must not be written.
  private func plan() throws(CLIError) -> Plan {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let error = SystemError.last
      guard error.code == ENOENT else {
        throw failure(error, hint: "Check the path")
      }
      // No file there yet, or a symbolic link to a file that does not exist yet.
      do {
        return .replace(target: try AtomicFile.resolvingSymbolicLinks(path), existing: nil)
      } catch {
        throw failure(error, hint: "Check the path")
      }
    }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR {
      throw refusal("it is a folder", hint: "Give a file name")
    }
    for input in inputs where input != "-" {
      var inputInfo = stat()
      if stat(input, &inputInfo) == 0, inputInfo.st_dev == info.st_dev,
        inputInfo.st_ino == info.st_ino
      {
        throw refusal(
          "it is the input '\(Printable.path(input))'",
          hint: "Give another file, so the input is kept")
      }
    }
    guard kind == S_IFREG else { return .writeThrough }
    // Decided by the mode bits as well as access(2): root may write anything, yet a file
    // without any write bit was made read-only on purpose, and a rename would replace it.
    if access(path, W_OK) != 0 || info.st_mode & 0o222 == 0 {
      throw refusal(
        "it is read-only", hint: "Make it writable (chmod u+w) or give another file")
    }
    do {
      return .replace(target: try AtomicFile.resolvingSymbolicLinks(path), existing: info)
    } catch {
      throw failure(error, hint: "Check the path")
    }
  }

  private func failure(
    _ error: SystemError, hint: String, consequence: String = "nothing was written"
  ) -> CLIError {
    refusal(error.description, hint: hint, consequence: consequence)
  }

  private func refusal(
    _ reason: String, hint: String, consequence: String = "nothing was written"
  ) -> CLIError {
    .input(
      "Error: cannot write the trace to '\(Printable.path(path))': \(reason).\n  \(hint); "
        + "\(consequence).")
  }
}
