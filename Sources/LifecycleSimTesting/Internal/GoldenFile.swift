import LifecycleSimSupport
import Foundation
import LifecycleSimTrace

/// Where a golden trace lives and where a failing run's actual trace goes, after
/// swift-snapshot-testing's `__Snapshots__` layout.
struct GoldenFile {
  /// `<test dir>/__Traces__/<TestFile>/<test>.<name>.<extension>`.
  var url: URL
  /// `<artifacts>/<TestFile>/<test>.<name>.<extension>`.
  var artifact: URL
  /// `<TestFile>/<test>.<name>`, with `.<extension>` unless it is `trace`, for messages.
  var displayName: String

  init(
    filePath: StaticString, function: StaticString, name: String?, pathExtension: String,
    goldenDirectory: String?, artifactsDirectory: String
  ) {
    let testFile = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
    let fileName = testFile.deletingPathExtension().lastPathComponent
    let directory =
      goldenDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? testFile.deletingLastPathComponent().appendingPathComponent("__Traces__")
      .appendingPathComponent(fileName)
    let base = "\(Self.sanitized("\(function)")).\(Self.sanitized(name ?? "default"))"
    let suffix =
      "." + (Self.sanitized(pathExtension).isEmpty ? "golden" : Self.sanitized(pathExtension))
    url = directory.appendingPathComponent(base + suffix)
    artifact = URL(fileURLWithPath: artifactsDirectory, isDirectory: true)
      .appendingPathComponent(fileName).appendingPathComponent(base + suffix)
    displayName = "\(fileName)/\(base)" + (suffix == ".trace" ? "" : suffix)
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
  /// target (which `lifecycle-sim verify` skips, and removes once its process has ended), which
  /// takes an existing file's mode, is synced and renamed over it. A symbolic link is followed,
  /// so it stays a link. Any failure removes the temporary file and leaves the target as it was.
  static func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
      let target = try AtomicFile.resolvingSymbolicLinks(url.path)
      var existing = stat()
      let exists = stat(target, &existing) == 0
      try AtomicFile.replace(target, with: bytes, existing: exists ? existing : nil)
    } catch {
      throw GoldenWriteError(reason: error.description)
    }
  }
}

/// Why a golden trace could not be written; the messages that report it name the file.
struct GoldenWriteError: LocalizedError {
  /// What `strerror` says, such as `Permission denied`.
  var reason: String

  var errorDescription: String? { reason }
}
