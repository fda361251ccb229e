#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names once symbolic links are followed (`stat(2)`), as the commands that take a
/// file or a folder ask it.
enum FileKind: Equatable {
  /// Nothing, or a path that cannot be looked up.
  case missing
  /// A folder.
  case folder
  /// Anything else: a file, a device, a pipe.
  case file

  /// What `path` names.
  static func of(_ path: String) -> FileKind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    return info.st_mode & S_IFMT == S_IFDIR ? .folder : .file
  }
}
