import Foundation

/// Where a golden trace lives and where a failing run's actual trace goes, after
/// swift-snapshot-testing's `__Snapshots__` layout.
struct GoldenFile {
  /// `<test dir>/__Traces__/<TestFile>/<test>.<name>.trace`.
  var url: URL
  /// `<artifacts>/<TestFile>/<test>.<name>.trace`.
  var artifact: URL
  /// `<TestFile>/<test>.<name>`, for messages and the registry.
  var displayName: String

  init(
    filePath: StaticString, function: StaticString, name: String?, goldenDirectory: String?,
    artifactsDirectory: String
  ) {
    let testFile = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
    let fileName = testFile.deletingPathExtension().lastPathComponent
    let directory =
      goldenDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? testFile.deletingLastPathComponent().appendingPathComponent("__Traces__")
      .appendingPathComponent(fileName)
    let base = "\(Self.sanitized("\(function)")).\(Self.sanitized(name ?? "default"))"
    url = directory.appendingPathComponent(base + ".trace")
    artifact = URL(fileURLWithPath: artifactsDirectory, isDirectory: true)
      .appendingPathComponent(fileName).appendingPathComponent(base + ".trace")
    displayName = "\(fileName)/\(base)"
  }

  /// Runs of characters other than letters, digits and `_` become `-`, without one at either
  /// end (`aGolden()` → `aGolden`, `push(to:)` → `push-to`).
  static func sanitized(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
        if pendingDash && !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result
  }

  /// Writes `bytes` to `url` atomically, creating its folder.
  ///
  /// As `lifecycle-sim run --output` writes: the bytes go to a temporary file beside the
  /// target, named `.lifecycle-sim-tmp-<pid>-<token>-<name>` (which `lifecycle-sim verify`
  /// skips and removes once its process has ended), which takes an existing file's mode, is
  /// synced and renamed over it. A symbolic link is followed, so it stays a link. Any failure
  /// removes the temporary file and leaves the target as it was.
  static func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let target = URL(fileURLWithPath: resolvingSymbolicLinks(url.path))
    var existing = stat()
    let exists = stat(target.path, &existing) == 0
    let name = String(target.lastPathComponent.unicodeScalars.prefix(48))
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<8 {
      let token = String(UInt32.random(in: .min ... .max), radix: 16)
      temporary =
        target.deletingLastPathComponent()
        .appendingPathComponent(".lifecycle-sim-tmp-\(getpid())-\(token)-\(name)").path
      descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : 0o666)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw WriteError.last }
    do {
      try writeAll(bytes, to: descriptor)
      if exists {
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else { throw WriteError.last }
      }
      guard fsync(descriptor) == 0 else { throw WriteError.last }
      let closed = close(descriptor)
      descriptor = -1
      guard closed == 0 else { throw WriteError.last }
      guard rename(temporary, target.path) == 0 else { throw WriteError.last }
    } catch {
      if descriptor >= 0 { close(descriptor) }
      unlink(temporary)
      throw error
    }
  }

  /// `path` with symbolic links followed when it exists; as it is otherwise.
  private static func resolvingSymbolicLinks(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// A failed system call while writing a golden trace, described as `strerror` does.
private struct WriteError: LocalizedError {
  var code: Int32

  static var last: WriteError { WriteError(code: errno) }

  var errorDescription: String? { String(cString: strerror(code)) }
}

/// Writes all of `bytes` to `descriptor` with `write(2)`, retrying after `EINTR` and partial
/// writes.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
  try bytes.withUnsafeBytes { buffer in
    guard var next = buffer.baseAddress else { return }
    var remaining = buffer.count
    while remaining > 0 {
      let written = write(descriptor, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        throw WriteError.last
      }
      guard written > 0 else { throw WriteError(code: EIO) }
      next += written
      remaining -= written
    }
  }
}
