import LifecycleSimSupport

/// A point on the simulator's virtual clock, in microseconds since the start of the run.
///
/// The run starts at ``zero``, when the root controller is installed in the window.
public struct SimInstant: Hashable, Comparable, Sendable {
  /// Microseconds since the start of the run.
  public var microseconds: Int64

  /// Creates the instant `microseconds` after the start.
  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  /// The start of the run.
  public static let zero = SimInstant(microseconds: 0)

  /// The instant `seconds` after the start, rounded to the microsecond.
  public static func seconds(_ seconds: Double) -> SimInstant {
    SimInstant(microseconds: SimDuration.seconds(seconds).microseconds)
  }

  /// Orders by time: earlier first.
  public static func < (lhs: SimInstant, rhs: SimInstant) -> Bool {
    lhs.microseconds < rhs.microseconds
  }

  /// The instant `duration` later.
  public static func + (lhs: SimInstant, rhs: SimDuration) -> SimInstant {
    SimInstant(microseconds: lhs.microseconds + rhs.microseconds)
  }

  /// The duration from `rhs` to `lhs`.
  public static func - (lhs: SimInstant, rhs: SimInstant) -> SimDuration {
    SimDuration(microseconds: lhs.microseconds - rhs.microseconds)
  }
}

extension ByteWriter {
  /// Writes an instant as seconds in its shortest decimal form (`0`, `1.35`, `0.000001`).
  package mutating func write(seconds instant: SimInstant) {
    let micros = instant.microseconds
    if micros < 0 { write(byte: UInt8(ascii: "-")) }
    let magnitude = micros.magnitude
    write(unsigned: magnitude / 1_000_000)
    var fraction = magnitude % 1_000_000
    guard fraction != 0 else { return }
    write(byte: UInt8(ascii: "."))
    var divisor: UInt64 = 100_000
    while fraction != 0 {
      write(byte: UInt8(ascii: "0") &+ UInt8(fraction / divisor))
      fraction %= divisor
      divisor /= 10
    }
  }
}
