import LifecycleSim

/// Standard output or error as a text stream written with `write(2)`.
///
/// The first failed write is kept in ``failure`` and every later write is dropped, so the
/// command ends as if its output had been written and `main` picks the exit status: 141 for a
/// closed pipe, 2 for any other failure.
struct StandardStream: CommandOutput {
  /// The descriptor written to.
  let descriptor: FileDescriptor
  /// Why the first failed write failed, such as `ENOSPC` or `EPIPE`.
  private(set) var failure: SystemError?

  /// Standard output.
  static var output: StandardStream { StandardStream(descriptor: FileDescriptor(raw: 1)) }
  /// Standard error.
  static var error: StandardStream { StandardStream(descriptor: FileDescriptor(raw: 2)) }

  init(descriptor: FileDescriptor) {
    self.descriptor = descriptor
  }

  var hasFailed: Bool { failure != nil }

  mutating func write(_ string: String) {
    guard failure == nil else { return }
    var text = string
    failure = text.withUTF8 { buffer in
      Self.writeAll(UnsafeRawBufferPointer(buffer), to: descriptor)
    }
  }

  mutating func write(bytes: [UInt8]) {
    guard failure == nil else { return }
    failure = bytes.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
  }

  mutating func write(buffer: UnsafeRawBufferPointer) {
    guard failure == nil else { return }
    failure = Self.writeAll(buffer, to: descriptor)
  }

  /// Writes every byte of `buffer`, returning why it failed, if it did.
  private static func writeAll(
    _ buffer: UnsafeRawBufferPointer, to descriptor: FileDescriptor
  ) -> SystemError? {
    do throws(SystemError) {
      try descriptor.writeAll(buffer)
      return nil
    } catch {
      return error
    }
  }
}
