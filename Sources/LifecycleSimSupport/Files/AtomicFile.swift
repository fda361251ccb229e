#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#elseif canImport(Darwin)
package import Darwin
#endif

/// Replacing a file all at once, and the temporary files that takes.
///
/// The bytes go to a temporary file beside the target, which takes the existing file's mode (and
/// owner, when allowed), is synced and renamed over the target. Any failure removes the
/// temporary file and leaves the target as it was. `lifecycle-sim run --output`,
/// `verify --record` and the testing library's golden traces all write this way.
///
/// Temporary files are named ``temporaryPrefix``, the process id, a random token and the
/// target's name, so that `verify` can skip them and remove the ones a killed process left.
/// Each is registered with ``InterruptCleanup`` while it exists, so that `SIGINT` or `SIGTERM`
/// removes it; only `SIGKILL` (or a crash) leaves one behind.
package enum AtomicFile {
  /// The start of every temporary file's name: `.lifecycle-sim-tmp-<pid>-<token>-<name>`.
  package static let temporaryPrefix = ".lifecycle-sim-tmp-"

  /// Whether `name`, a file name, is that of one of these temporary files.
  package static func isTemporary(_ name: String) -> Bool { name.hasPrefix(temporaryPrefix) }

  /// The id of the process that made the temporary file or folder `name`, when `name` has the
  /// temporary form (``temporaryPrefix``, the id, `-`).
  package static func writer(ofTemporary name: String) -> Int32? {
    guard isTemporary(name) else { return nil }
    let rest = name.dropFirst(temporaryPrefix.count)
    let digits = rest.prefix { $0 != "-" }
    guard digits.count < rest.count, let process = Int32(digits), process > 0 else { return nil }
    return process
  }

  /// A new temporary name for `name` (a file's or folder's last path component):
  /// ``temporaryPrefix``, this process's id, a random token and the first 48 characters of
  /// `name`, short enough to stay under `NAME_MAX` (255 bytes).
  package static func temporaryName(for name: String) -> String {
    let token = String(UInt32.random(in: .min ... .max), radix: 16)
    return "\(temporaryPrefix)\(getpid())-\(token)-\(String(name.unicodeScalars.prefix(48)))"
  }

  /// Whether the process `process` has ended: `kill(2)` with no signal finds none.
  package static func hasEnded(_ process: Int32) -> Bool {
    kill(process, 0) != 0 && errno == ESRCH
  }

  /// Removes the temporary files under `directory` (and its subfolders) whose process is no
  /// longer running: a process killed between creating one and renaming it left it there.
  ///
  /// A file whose process still runs (this one, or another writing in the same folder) is
  /// kept, as is anything that is not a regular file.
  ///
  /// - Returns: each removed file's path relative to `directory` and the id of the process
  ///   that created it, sorted by path.
  package static func removeStaleTemporaryFiles(
    under directory: String
  ) -> [(path: String, process: Int32)] {
    let relatives = (try? FolderWalk.relativePaths(under: directory)) ?? []
    var removed: [(path: String, process: Int32)] = []
    for relative in relatives {
      let name = split(relative).name
      guard let process = writer(ofTemporary: name), hasEnded(process) else { continue }
      let path = directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, unlink(path) == 0 else {
        continue
      }
      removed.append((relative, process))
    }
    return removed.sorted { $0.path < $1.path }
  }

  /// `path` with every symbolic link in its last component followed, up to 40 links; the
  /// result may not exist yet.
  package static func resolvingSymbolicLinks(_ path: String) throws(SystemError) -> String {
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
  package static func split(_ path: String) -> (folder: String, name: String) {
    let scalars = path.unicodeScalars
    guard let slash = scalars.lastIndex(of: "/") else { return ("", path) }
    return (String(scalars[...slash]), String(scalars[scalars.index(after: slash)...]))
  }

  /// Writes `bytes` to a new temporary file beside `target`, gives it `existing`'s mode and
  /// owner, syncs it and renames it over `target`; removes it on any failure.
  ///
  /// - Parameters:
  ///   - target: the file to replace or create, with its symbolic links already followed.
  ///   - existing: the status of the regular file `target` is now, or `nil` when there is none;
  ///     a new file gets mode `0666 & ~umask`.
  /// - Throws: ``SystemError`` of the call that failed; `target` is then as it was.
  package static func replace(
    _ target: String, with bytes: [UInt8], existing: stat?
  ) throws(SystemError) {
    try replace(target, existing: existing) { file throws(SystemError) in try file.writeAll(bytes) }
  }

  /// ``replace(_:with:existing:)`` with the bytes that `write` writes to the temporary file, as
  /// they are made: a streamed rendering is never held whole.
  ///
  /// - Throws: ``SystemError`` of the call that failed, `write`'s included; `target` is then
  ///   as it was.
  package static func replace(
    _ target: String, existing: stat?, write: (FileDescriptor) throws(SystemError) -> Void
  ) throws(SystemError) {
    let (folder, name) = split(target)
    var temporary = ""
    var descriptor: Int32 = -1
    var failure: Int32 = 0
    var registration: Int?
    // A stale file of a killed process with this process's id may hold the first name.
    for _ in 0..<8 {
      temporary = folder + temporaryName(for: name)
      // Registered as it is created, so that an interrupt removes it (InterruptCleanup).
      let path = temporary
      let created = InterruptCleanup.create(.file(path)) {
        let descriptor = open(
          path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing == nil ? 0o666 : 0o600)
        return (descriptor, descriptor >= 0 ? 0 : errno)
      } succeeded: {
        $0.0 >= 0
      }
      (descriptor, failure) = created.result
      registration = created.token
      if descriptor >= 0 || failure != EEXIST { break }
    }
    guard descriptor >= 0 else { throw SystemError(code: failure) }
    defer { InterruptCleanup.unregister(registration) }
    do throws(SystemError) {
      try write(FileDescriptor(raw: descriptor))
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
