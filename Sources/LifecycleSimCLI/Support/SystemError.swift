import Foundation

/// A failed system call's `errno`, described as `strerror` does.
struct SystemError: Error, Equatable {
  /// The `errno` value, such as `ENOSPC`.
  var code: Int32

  /// The error of the last failed system call on this thread.
  static var last: SystemError { SystemError(code: errno) }

  /// The text `strerror` gives, such as `No space left on device`.
  var description: String { String(cString: strerror(code)) }
}
