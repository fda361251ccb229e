import LifecycleSimSupport

/// A JSON value to write, objects keeping their members in the order given, and its rendering:
/// a value that fits in ``lineWidth`` columns on its line is written on one line
/// (`{ "name": "List" }`, `[0, 0, 10, 0]`), a longer one is broken one member per line.
enum JSONOutput {
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONOutput])
  case object([(String, JSONOutput)])
  case null

  /// The widest line the rendering aims for, indentation included.
  static let lineWidth = 100

  /// The value as UTF-8 text, ending with a newline.
  ///
  /// The rendering does not recurse (``JSONOutputLayout``): a value nested as deep as a
  /// Swift-built scenario makes it is written on a small thread stack, in time linear in its
  /// size whatever its depth.
  package var bytes: [UInt8] {
    var writer = ByteWriter()
    var layout = JSONOutputLayout(self)
    layout.write(into: &writer)
    writer.write("\n")
    return writer.bytes
  }

  /// The number as JSON writes it: whole numbers without a fraction, others in the shortest
  /// form that reads back as the same `Double`; a non-finite number, which JSON cannot write,
  /// as `null`.
  package static func text(of number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number.rounded() == number && number.magnitude < 1e15 {
      return String(Int64(number))
    }
    return number.description
  }
}
