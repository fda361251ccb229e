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
}

extension String: CommandOutput {
  /// Appending to a string never fails.
  var hasFailed: Bool { false }

  mutating func write(bytes: [UInt8]) {
    self += String(decoding: bytes, as: UTF8.self)
  }
}
