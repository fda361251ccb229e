#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleSim

/// The folder `sweep --out` writes, built whole beside its target and switched in at the end,
/// the way `run --output` writes a file: a failed, interrupted or refused sweep leaves the
/// target as it was, and a finished one replaces it all at once.
///
/// - **What may be replaced.** A target that is missing (it is created, with any missing
///   folder above it), empty, or a folder a sweep wrote: its `summary.json` reads as a
///   `lifecycle-sweep/1` summary and it holds nothing but that file, `summary.txt` and, under
///   `traces/`, the traces the summary lists (and temporary files whose process has ended).
///   Anything else in it, a symbolic link as the target, or a target that is, holds or lies
///   inside one of the command's inputs (compared once every link is followed, and file by
///   file by device and inode) is refused before any work.
/// - **How.** The files go to a temporary folder beside the target, named like `run
///   --output`'s temporary files (`.lifecycle-sim-tmp-<pid>-<token>-<name>`). At the end the
///   target is renamed aside, the new folder renamed into its place, and the earlier sweep's
///   files (only those) removed; if the second rename fails, the first is undone.
/// - **One writer at a time.** The target is locked (`flock(2)`) from the checks to the
///   switch: a second sweep into it while the first runs is refused.
/// - **Interrupted.** The temporary folder and the folders made for the target are registered
///   with ``InterruptCleanup``; a killed process's temporary folder for the same target is
///   removed by the next sweep into it, which says so.
///
/// Sendable because ``write(_:chunks:)``, the only method called from several threads at once
/// (a sweep's workers), reads nothing but constants; the others are called from one thread.
final class OutputFolder: @unchecked Sendable {
  /// The path as the user wrote it, for messages.
  let path: String
  /// The target, with `.`, `..` and links in the folders above it followed.
  private let target: String
  /// The temporary folder the files go to.
  private let staging: String
  /// The target, open and locked.
  private var lock: Int32
  /// The registrations with ``InterruptCleanup``: the temporary folder, then the folders made.
  private var registrations: [Int] = []
  /// The folders made for the target (the target itself included), innermost last.
  private var made: [String] = []
  /// The files of the earlier sweep in the target, relative to it, removed after the switch.
  private var earlier: [String] = []
  private var committed = false

  /// Checks that `path` may take the sweep, locks it, and makes the temporary folder.
  ///
  /// - Parameters:
  ///   - inputs: the files and folders the command reads (`-` is ignored): the target may not
  ///     be, hold or lie inside any.
  ///   - messages: where a removed stale temporary folder is reported.
  /// - Throws: ``CLIError/input(_:)`` naming the path and why, with nothing changed.
  init(_ path: String, inputs: [String], messages: inout some CommandOutput) throws(CLIError) {
    self.path = path
    let shown = Printable.path(path)
    func refusal(_ reason: String, _ fix: String) -> CLIError {
      .input(
        "Error: cannot write the sweep to '\(shown)': \(reason).\n  \(fix); nothing was written.")
    }
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      throw refusal(
        "it is a symbolic link",
        "Give the folder itself: a sweep replaces its folder whole and never writes through a link")
    }
    guard let target = ResolvedPath.resolve(path), target != "/" else {
      throw refusal("its folder cannot be looked up", "Check the path")
    }
    self.target = target
    for input in inputs where input != "-" {
      guard let resolved = ResolvedPath.resolve(input) else { continue }
      if ResolvedPath.isWithin(resolved, target) {
        throw refusal(
          resolved == target
            ? "it is the input '\(Printable.path(input))'"
            : "it holds the input '\(Printable.path(input))'",
          "Give another --out folder, so the input is kept")
      }
      if ResolvedPath.isWithin(target, resolved) {
        throw refusal(
          "it is inside the input '\(Printable.path(input))'",
          "Give a folder outside the inputs, so they are kept")
      }
    }
    let (parent, name) = PathText.split(target)
    staging = (parent == "/" ? "/" : parent + "/") + AtomicFile.temporaryName(for: name)
    lock = -1
    do throws(CLIError) {
      try makeTarget(refusal: refusal)
      try lockTarget(refusal: refusal)
      try checkContents(inputs: inputs, refusal: refusal)
      removeStaleFolders(in: parent, for: name, messages: &messages)
      let staging = self.staging
      let made = InterruptCleanup.create(.tree(staging)) {
        mkdir(staging, 0o777) == 0
      } succeeded: {
        $0
      }
      if let token = made.token { registrations.insert(token, at: 0) }
      guard made.result, mkdir(staging + "/traces", 0o777) == 0 else {
        throw refusal(
          "cannot make its temporary folder beside it (\(SystemError.last.description))",
          "Check that its parent folder is writable")
      }
    } catch {
      close()
      throw error
    }
  }

  /// Makes the target and the missing folders above it, each registered to be removed while
  /// empty.
  private func makeTarget(refusal: (String, String) -> CLIError) throws(CLIError) {
    var missing: [String] = []
    var current = target
    var info = stat()
    while lstat(current, &info) != 0 {
      guard errno == ENOENT else {
        throw refusal(SystemError.last.description, "Check the path")
      }
      missing.append(current)
      current = PathText.split(current).folder
    }
    if current == target {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw refusal("it is a file", "Give a folder (it is made when missing)")
      }
      return
    }
    for folder in missing.reversed() {
      let made = InterruptCleanup.create(.emptyFolder(folder)) {
        mkdir(folder, 0o777) == 0 || errno == EEXIST
      } succeeded: {
        $0
      }
      guard made.result else {
        throw refusal(
          "cannot make the folder '\(Printable.path(folder))' (\(SystemError.last.description))",
          "Check that its parent exists and is writable")
      }
      if let token = made.token {
        registrations.append(token)
        self.made.append(folder)
      }
    }
  }

  /// Opens and locks the target, refusing it while another sweep holds it.
  private func lockTarget(refusal: (String, String) -> CLIError) throws(CLIError) {
    lock = open(target, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard lock >= 0 else {
      throw refusal(SystemError.last.description, "Check the path")
    }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      throw refusal(
        "another sweep is writing it now", "Wait for that sweep to end, or give another folder")
    }
    try checkStillLocked(refusal: refusal)
  }

  /// Checks that the path still names the locked folder (another sweep may have switched a
  /// new one in between).
  private func checkStillLocked(refusal: (String, String) -> CLIError) throws(CLIError) {
    var locked = stat()
    var now = stat()
    guard fstat(lock, &locked) == 0, lstat(target, &now) == 0, locked.st_dev == now.st_dev,
      locked.st_ino == now.st_ino
    else {
      throw refusal(
        "another sweep replaced it meanwhile", "Run the sweep again once the other has ended")
    }
  }

  /// Checks that the target is empty or a folder a sweep wrote, and lists the earlier sweep's
  /// files.
  private func checkContents(
    inputs: [String], refusal: (String, String) -> CLIError
  ) throws(CLIError) {
    let names = Self.names(in: target)
    guard !names.isEmpty else { return }
    var files: [String] = []
    var summaryTraces: Set<String> = []
    // A temporary file: a live writer's is refused, an ended one's goes with the folder.
    func temporary(_ relative: String, _ name: String) throws(CLIError) -> Bool {
      guard let process = AtomicFile.writer(ofTemporary: name) else { return false }
      guard AtomicFile.hasEnded(process) else {
        throw refusal(
          "process \(process) is writing '\(Printable.path(relative))' in it",
          "Wait for it to end, or give another folder")
      }
      return true
    }
    guard names.contains("summary.json") else {
      let first = names.first { AtomicFile.writer(ofTemporary: $0) == nil } ?? names[0]
      throw refusal(
        "it holds '\(Printable.path(first))', which no sweep wrote (a finished sweep's folder has "
          + "its summary.json)",
        "Give a new or empty folder, or an earlier sweep's")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileDescriptor.contents(
        ofRegularFile: target + "/summary.json", limit: InputFiles.sizeLimit)
    } catch {
      throw refusal(
        "its summary.json cannot be read (\(error.description))",
        "Give a new or empty folder, or an earlier sweep's")
    }
    do {
      let summary = try SweepSummary.parse(bytes)
      summaryTraces = Set(summary.tracedResults.map(\.combination.tracePath))
    } catch {
      throw refusal(
        "its summary.json is not a sweep's summary (\(error.description))",
        "Give a new or empty folder, or an earlier sweep's")
    }
    for name in names {
      switch name {
      case "summary.json", "summary.txt":
        guard Self.isRegularFile(target + "/" + name) else {
          throw refusal(
            "its '\(name)' is not a regular file", "Give a new or empty folder, or a sweep's")
        }
        files.append(name)
      case "traces":
        var info = stat()
        guard lstat(target + "/traces", &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
          throw refusal("its 'traces' is not a folder", "Give a new or empty folder, or a sweep's")
        }
        for trace in Self.names(in: target + "/traces") {
          let relative = "traces/" + trace
          var listed = summaryTraces.contains(relative)
          if !listed { listed = try temporary(relative, trace) }
          guard listed, Self.isRegularFile(target + "/" + relative) else {
            throw refusal(
              "it holds '\(Printable.path(relative))', which its summary.json does not list",
              "Move that file out, or give another folder")
          }
          files.append(relative)
        }
      default:
        let ours = try temporary(name, name)
        guard ours, Self.isRegularFile(target + "/" + name) else {
          throw refusal(
            "it holds '\(Printable.path(name))', which no sweep wrote",
            "Give a new or empty folder, or an earlier sweep's")
        }
        files.append(name)
      }
    }
    // A file of the target that is an input under another name (a hard link).
    for input in inputs where input != "-" {
      var inputInfo = stat()
      guard stat(input, &inputInfo) == 0, inputInfo.st_mode & S_IFMT == S_IFREG else { continue }
      for file in files {
        var info = stat()
        if lstat(target + "/" + file, &info) == 0, info.st_dev == inputInfo.st_dev,
          info.st_ino == inputInfo.st_ino
        {
          throw refusal(
            "its '\(Printable.path(file))' is the input '\(Printable.path(input))'",
            "Give another --out folder, so the input is kept")
        }
      }
    }
    earlier = files
  }

  /// Removes the temporary folders of ended processes for the same target beside it.
  ///
  /// They are what a killed sweep left. Only folders holding nothing but a sweep's files are removed.
  private func removeStaleFolders(
    in parent: String, for name: String, messages: inout some CommandOutput
  ) {
    let shortName = String(name.unicodeScalars.prefix(48))
    for entry in Self.names(in: parent) {
      // `.lifecycle-sim-tmp-<pid>-<token>-<name>`, as AtomicFile.temporaryName(for:) makes.
      let parts = entry.dropFirst(AtomicFile.temporaryPrefix.count)
        .split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
      let folder = (parent == "/" ? "/" : parent + "/") + entry
      guard parts.count == 3, parts[2] == shortName,
        let process = AtomicFile.writer(ofTemporary: entry), AtomicFile.hasEnded(process),
        let files = Self.sweepFiles(in: folder)
      else { continue }
      for file in files { unlink(folder + "/" + file) }
      rmdir(folder + "/traces")
      guard rmdir(folder) == 0 else { continue }
      messages.write(
        "removed a stale temporary folder '\(Printable.path(folder))' (its writer, process "
          + "\(process), is no longer running)\n")
    }
  }

  /// The files of `folder` relative to it, when it holds nothing but regular files named as a
  /// sweep names its files (at the top and under `traces/`); otherwise `nil`.
  private static func sweepFiles(in folder: String) -> [String]? {
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    var files: [String] = []
    for name in names(in: folder) {
      if name == "traces" {
        guard lstat(folder + "/traces", &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
          return nil
        }
        for trace in names(in: folder + "/traces") {
          guard trace.hasSuffix(".trace") || AtomicFile.isTemporary(trace),
            isRegularFile(folder + "/traces/" + trace)
          else { return nil }
          files.append("traces/" + trace)
        }
      } else {
        guard ["summary.json", "summary.txt"].contains(name) || AtomicFile.isTemporary(name),
          isRegularFile(folder + "/" + name)
        else { return nil }
        files.append(name)
      }
    }
    return files
  }

  /// The path of `relative` in the folder once written, for messages.
  func file(_ relative: String) -> String {
    PathText.joining(path, relative)
  }

  /// Writes `bytes` to `relative` in the folder.
  func write(_ relative: String, _ bytes: [UInt8]) throws(CLIError) {
    try write(relative) { chunk in _ = bytes.withUnsafeBytes { chunk($0) } }
  }

  /// Writes what `render` hands on to `relative` in the temporary folder.
  ///
  /// Written a buffer at a time as it is made; the first failed write stops it. Safe to call
  /// from several threads.
  func write(
    _ relative: String, chunks render: ((UnsafeRawBufferPointer) -> Bool) -> Void
  ) throws(CLIError) {
    let file = staging + "/" + relative
    // Under the lock: once an interrupt's clean-up has started, no file is made.
    let (descriptor, failure) = InterruptCleanup.withLock {
      let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      return (descriptor, descriptor >= 0 ? 0 : errno)
    }
    guard descriptor >= 0 else { throw writeFailure(relative, SystemError(code: failure)) }
    do throws(SystemError) {
      try FileDescriptor(raw: descriptor).writeChunks(of: render)
      guard fsync(descriptor) == 0 else { throw .last }
    } catch {
      closeDescriptor(descriptor)
      throw writeFailure(relative, error)
    }
    guard closeDescriptor(descriptor) == 0 else { throw writeFailure(relative, .last) }
  }

  private func writeFailure(_ relative: String, _ error: SystemError) -> CLIError {
    .input(
      "Error: cannot write '\(Printable.path(file(relative)))': \(error.description).\n"
        + "  Check that the folder is writable and has room; nothing was written.")
  }

  /// Switches the finished folder in for the target and removes the earlier sweep's files.
  ///
  /// - Parameter messages: where files found in the earlier folder that the sweep did not
  ///   write (put there while it ran) are reported; they are kept, in the folder renamed aside.
  /// - Throws: ``CLIError/input(_:)`` when the switch fails; the target is then as it was.
  func commit(messages: inout some CommandOutput) throws(CLIError) {
    for folder in [staging + "/traces", staging] { Self.sync(folder) }
    let (parent, name) = PathText.split(target)
    let aside = (parent == "/" ? "/" : parent + "/") + AtomicFile.temporaryName(for: name)
    let shown = Printable.path(path)
    let failure: CLIError? = InterruptCleanup.withLock {
      do throws(CLIError) {
        try checkStillLocked { reason, fix in
          .input("Error: cannot write the sweep to '\(shown)': \(reason).\n  \(fix).")
        }
      } catch {
        return error
      }
      guard rename(target, aside) == 0 else {
        return .input(
          "Error: cannot replace '\(shown)': \(SystemError.last.description).\n"
            + "  Check that its parent folder is writable; nothing was written.")
      }
      guard rename(staging, target) == 0 else {
        let error = SystemError.last
        rename(aside, target)
        return .input(
          "Error: cannot replace '\(shown)': \(error.description).\n"
            + "  Check that its parent folder is writable; nothing was written.")
      }
      for token in registrations { InterruptCleanup.unregister(token, locked: true) }
      registrations = []
      made = []
      committed = true
      return nil
    }
    if let failure { throw failure }
    for file in earlier { unlink(aside + "/" + file) }
    rmdir(aside + "/traces")
    if rmdir(aside) != 0 {
      messages.write(
        "kept '\(Printable.path(aside))': the earlier folder, renamed aside, holds files put "
          + "there while the sweep ran\n")
    }
    Self.sync(parent)
    close()
  }

  /// Releases the lock, and cleans up unless the folder was switched in.
  ///
  /// Removes the temporary folder and the folders made for the target (while still empty).
  /// Called on every path out; calling it again does nothing.
  func close() {
    if !committed {
      InterruptCleanup.withLock {
        for token in registrations { InterruptCleanup.unregister(token, locked: true) }
        try? FileManager.default.removeItem(atPath: staging)
        for folder in made.reversed() { rmdir(folder) }
      }
      registrations = []
      made = []
    }
    if lock >= 0 {
      closeDescriptor(lock)
      lock = -1
    }
  }

  /// The names in `folder`, sorted; none when it cannot be read.
  private static func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// Makes a folder's entries durable; a failure loses nothing already written.
  private static func sync(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    closeDescriptor(descriptor)
  }
}

/// `close(2)`, out of reach of ``OutputFolder/close()``'s name inside the class.
@discardableResult
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
