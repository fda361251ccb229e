#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call's `errno`, described as `strerror` does.
package struct SystemError: Error, Equatable {
  /// The `errno` value, such as `ENOSPC`.
  package var code: Int32

  /// The error `code` stands for.
  package init(code: Int32) { self.code = code }

  /// The error of the last failed system call on this thread.
  package static var last: SystemError { SystemError(code: errno) }

  /// The text `strerror` gives, such as `No space left on device`.
  package var description: String { String(cString: strerror(code)) }
}
