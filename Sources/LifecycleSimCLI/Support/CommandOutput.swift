/// A text stream a command writes to, which can tell that a write failed.
///
/// A command that writes as it goes (`verify`) checks ``hasFailed`` and stops: nothing it does
/// afterwards could be reported. `LifecycleSimCommand.main` turns the failure into the exit
/// status.
protocol CommandOutput: TextOutputStream {
  /// Whether a write has failed; later writes are dropped.
  var hasFailed: Bool { get }

  /// Writes UTF-8 bytes, such as a rendered trace, without making a `String` of them first.
  mutating func write(bytes: [UInt8])

  /// Writes UTF-8 bytes from a buffer, such as a chunk of a trace being rendered.
  mutating func write(buffer: UnsafeRawBufferPointer)
}

extension String: CommandOutput {
  /// Appending to a string never fails.
  var hasFailed: Bool { false }

  mutating func write(bytes: [UInt8]) {
    self += String(decoding: bytes, as: UTF8.self)
  }

  mutating func write(buffer: UnsafeRawBufferPointer) {
    self += String(decoding: buffer, as: UTF8.self)
  }
}
