#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path leads once `.`, `..` and every symbolic link are followed: what the commands
/// compare to keep an output from being, holding or lying inside one of their inputs.
enum ResolvedPath {
  /// The absolute path `path` leads to (`realpath(3)`).
  ///
  /// For a path that does not exist yet, that of its nearest existing folder followed by the
  /// rest. `nil` when a folder on the way cannot be looked up.
  static func resolve(_ path: String) -> String? {
    if let resolved = canonical(path) { return resolved }
    guard errno == ENOENT else { return nil }
    var missing: [String] = []
    var current = path
    while true {
      let (folder, name) = PathText.split(current)
      missing.append(name)
      let parent = folder.isEmpty ? "." : folder
      if let resolved = canonical(parent) {
        // `..` under a missing folder: `mkdir -p` would make the folder and step out of it.
        var result = resolved
        for component in missing.reversed() where !component.isEmpty && component != "." {
          if component == ".." {
            let folder = PathText.split(result).folder
            result = folder.isEmpty ? "/" : folder
          } else {
            result = PathText.joining(result, component)
          }
        }
        return result
      }
      guard errno == ENOENT, !folder.isEmpty, folder != "/" else { return nil }
      current = folder
    }
  }

  /// Whether the resolved path `inner` is `outer` or lies inside it.
  static func isWithin(_ inner: String, _ outer: String) -> Bool {
    inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
  }

  /// `realpath(3)` of `path`, or `nil` with `errno` set.
  private static func canonical(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
