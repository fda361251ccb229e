import Foundation

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
/// Temporary files are named ``temporaryPrefix``, the process id, a random token and the
/// target's name, so that `verify` can skip them and remove the ones a killed process left.
struct OutputFile {
  /// The start of every temporary file's name: `.lifecycle-sim-tmp-<pid>-<token>-<name>`.
  static let temporaryPrefix = ".lifecycle-sim-tmp-"

  /// Whether `name`, a file name, is that of one of these temporary files.
  static func isTemporary(_ name: String) -> Bool { name.hasPrefix(temporaryPrefix) }

  /// Removes the temporary files under `directory` (and its subfolders) whose process is no
  /// longer running: a process killed between creating one and renaming it left it there.
  ///
  /// A file whose process still runs (this one, or another writing in the same folder) is
  /// kept, as is anything that is not a regular file.
  ///
  /// - Returns: each removed file's path relative to `directory` and the id of the process
  ///   that created it, sorted by path.
  static func removeStaleTemporaryFiles(under directory: String) -> [(path: String, process: Int32)]
  {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    var removed: [(path: String, process: Int32)] = []
    for case let relative as String in enumerator {
      let name = split(relative).name
      guard isTemporary(name),
        let process = Int32(name.dropFirst(temporaryPrefix.count).prefix { $0 != "-" }),
        process > 0, kill(process, 0) != 0, errno == ESRCH
      else { continue }
      let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, unlink(path) == 0 else {
        continue
      }
      removed.append((relative, process))
    }
    return removed.sorted { $0.path < $1.path }
  }

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
    switch try plan() {
    case .writeThrough:
      let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw failure(.last, hint: "Check the path") }
      let file = FileDescriptor(raw: descriptor)
      do {
        try file.writeAll(bytes)
      } catch {
        close(descriptor)
        throw failure(error, hint: "Check the device", consequence: "the output may be incomplete")
      }
      guard close(descriptor) == 0 else {
        throw failure(.last, hint: "Check the device", consequence: "the output may be incomplete")
      }
    case .replace(let target, let existing):
      do {
        try Self.replace(target, with: bytes, existing: existing)
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
        return .replace(target: try Self.resolvingSymbolicLinks(path), existing: nil)
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
          "it is the input '\(input)'", hint: "Give another file, so the input is kept")
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
      return .replace(target: try Self.resolvingSymbolicLinks(path), existing: info)
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
    .input("Error: cannot write the trace to '\(path)': \(reason).\n  \(hint); \(consequence).")
  }

  /// `path` with every symbolic link in its last component followed, up to 40 links; the
  /// result may not exist yet.
  private static func resolvingSymbolicLinks(_ path: String) throws(SystemError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0 else {
        if errno == ENOENT { return current }
        throw .last
      }
      guard info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count)
      guard count >= 0 else { throw .last }
      guard count < buffer.count else { throw SystemError(code: ENAMETOOLONG) }
      let destination = String(
        decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = destination.hasPrefix("/") ? destination : split(current).folder + destination
    }
    throw SystemError(code: ELOOP)
  }

  /// The folder part of `path` with its trailing `/` (`""` for a bare name), and the name.
  private static func split(_ path: String) -> (folder: String, name: String) {
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return ("", path) }
    return (String(scalars[...slash]), String(scalars[scalars.index(after: slash)...]))
  }

  /// Writes `bytes` to a new temporary file beside `target`, gives it `existing`'s mode and
  /// owner, syncs it and renames it over `target`; removes it on any failure.
  private static func replace(
    _ target: String, with bytes: [UInt8], existing: stat?
  ) throws(SystemError) {
    let (folder, name) = split(target)
    // Short enough that the temporary name stays under NAME_MAX (255 bytes).
    let shortName = String(name.unicodeScalars.prefix(48))
    var temporary = ""
    var descriptor: Int32 = -1
    // A stale file of a killed process with this process's id may hold the first name.
    for _ in 0..<8 {
      let token = String(UInt32.random(in: .min ... .max), radix: 16)
      temporary = "\(folder)\(temporaryPrefix)\(getpid())-\(token)-\(shortName)"
      descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing == nil ? 0o666 : 0o600)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw .last }
    do throws(SystemError) {
      try FileDescriptor(raw: descriptor).writeAll(bytes)
      if let existing {
        // Keeping the owner needs privileges; without them the file is ours, as with cp.
        if existing.st_uid != geteuid() || existing.st_gid != getegid() {
          _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        }
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw SystemError.last }
      }
      guard fsync(descriptor) == 0 else { throw SystemError.last }
      let closed = close(descriptor)
      descriptor = -1
      guard closed == 0 else { throw SystemError.last }
      guard rename(temporary, target) == 0 else { throw SystemError.last }
    } catch {
      if descriptor >= 0 { close(descriptor) }
      unlink(temporary)
      throw error
    }
    // Make the rename itself durable; a failure here loses nothing already written.
    let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }
}
