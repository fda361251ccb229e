public import LifecycleSimSupport

/// The one number format of every trace: point values rounded to a thousandth of a point,
/// with trailing zeros trimmed and `-0` written as `0` (`88`, `47.33`, `97.667`).
///
/// A thousandth of a point is finer than a pixel on every device (@3x is 0.333 pt), so
/// no two displayable values collapse, while values computed as `54 - 1/3` print the
/// same on every machine.
@usableFromInline package enum PointFormatting {
  /// The number of decimal places kept.
  package static let decimals = 3
  @usableFromInline package static let scale: Double = 1000

  /// The value in thousandths, rounded half away from zero; non-finite and out-of-range values
  /// (which validation keeps out of scenarios) saturate instead of trapping.
  ///
  /// Rounded by integer code rather than a call to libm's `round`: below 2^52 the fraction
  /// `scaled - trunc(scaled)` is exact, so comparing it with one half rounds exactly as `round`
  /// does; from 2^52 on every `Double` is already whole.
  @inlinable
  package static func thousandths(_ value: Double) -> Int64 {
    let scaled = value * scale
    guard scaled.isFinite else { return scaled.isNaN ? 0 : (scaled > 0 ? .max : .min) }
    guard scaled.magnitude < 0x1p52 else { return Int64(max(min(scaled, 9.2e18), -9.2e18)) }
    let whole = Int64(scaled)
    let fraction = scaled - Double(whole)
    if fraction >= 0.5 { return whole + 1 }
    if fraction <= -0.5 { return whole - 1 }
    return whole
  }

  /// `true` when two values print the same.
  @inlinable @inline(__always)
  package static func same(_ a: Double, _ b: Double) -> Bool {
    // Equal values print the same; most comparisons of the geometry pass are of equal values.
    a == b || thousandths(a) == thousandths(b)
  }

  @inlinable package static func write(_ value: Double, into writer: inout ByteWriter) {
    // Most values are whole: below 2^32 their thousandths are exact, so they print as the
    // integer (`-0` as `0`).
    if value.magnitude < 0x1p32, let whole = Int(exactly: value) {
      writer.write(integer: whole)
      return
    }
    let scaled = thousandths(value)
    if scaled < 0 { writer.write(byte: UInt8(ascii: "-")) }
    let magnitude = scaled.magnitude
    writer.write(unsigned: magnitude / 1000)
    var fraction = magnitude % 1000
    guard fraction != 0 else { return }
    writer.write(byte: UInt8(ascii: "."))
    var divisor: UInt64 = 100
    while fraction != 0 {
      writer.write(byte: UInt8(ascii: "0") &+ UInt8(fraction / divisor))
      fraction %= divisor
      divisor /= 10
    }
  }

  /// The value formatted as a `String`.
  package static func string(_ value: Double) -> String {
    var writer = ByteWriter()
    write(value, into: &writer)
    return writer.string
  }
}

extension ByteWriter {
  /// Writes a point value in its shortest form (see ``PointFormatting``).
  @inlinable package mutating func write(number value: Double) {
    PointFormatting.write(value, into: &self)
  }
}

/// A point value in its shortest form, as traces write them (``PointFormatting``).
package struct JSONPoint: JSONWritable {
  package let value: Double

  /// Creates a value from each of its stored properties.
  package init(value: Double) {
    self.value = value
  }

  package func write(into json: inout JSONWriter) { json.output.write(number: value) }
}
