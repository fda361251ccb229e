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

/// Everything under a folder, as the commands that take a folder of traces or scenarios list
/// it: what `FileManager.enumerator(atPath:)` gave, which FoundationEssentials (what the package
/// imports on Linux) does not have.
///
/// Like the enumerator, and unlike `FileManager.subpathsOfDirectory(atPath:)`, a folder inside
/// that cannot be read is listed but not entered, so one unreadable folder does not hide the
/// rest; symbolic links are listed, not followed. The walk keeps its own list of folders to
/// enter, so a deep tree cannot exhaust the stack.
package enum FolderWalk {
  /// The path of every file, folder and link under `folder`, relative to it (`a`, `a/b.trace`),
  /// sorted.
  ///
  /// - Throws: the error of reading `folder` itself.
  /// - Complexity: O(entries under `folder` × log of their number), for the sort.
  package static func relativePaths(under folder: String) throws -> [String] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var found: [String] = []
    var pending = try FileManager.default.contentsOfDirectory(atPath: folder)
    while let relative = pending.popLast() {
      found.append(relative)
      var info = stat()
      guard lstat(prefix + relative, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
        let names = try? FileManager.default.contentsOfDirectory(atPath: prefix + relative)
      else { continue }
      pending.append(contentsOf: names.map { relative + "/" + $0 })
    }
    return found.sorted()
  }
}
