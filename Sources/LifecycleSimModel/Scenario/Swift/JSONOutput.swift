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
  package var bytes: [UInt8] {
    var writer = ByteWriter()
    write(into: &writer, indent: 0, column: 0)
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

  /// The value on one line.
  private func compact(into writer: inout ByteWriter) {
    switch self {
    case .bool(let flag): writer.write(flag ? "true" : "false")
    case .number(let number): writer.write(Self.text(of: number))
    case .string(let text): writer.write(jsonString: text)
    case .null: writer.write("null")
    case .array(let items):
      writer.write("[")
      for (index, item) in items.enumerated() {
        if index > 0 { writer.write(", ") }
        item.compact(into: &writer)
      }
      writer.write("]")
    case .object(let members):
      guard !members.isEmpty else { return writer.write("{}") }
      writer.write("{ ")
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { writer.write(", ") }
        writer.write(jsonString: key)
        writer.write(": ")
        value.compact(into: &writer)
      }
      writer.write(" }")
    }
  }

  /// Writes the value starting at `column`, its closing line indented by `indent` spaces.
  private func write(into writer: inout ByteWriter, indent: Int, column: Int) {
    var line = ByteWriter()
    compact(into: &line)
    let children: [(String?, JSONOutput)]
    switch self {
    case .array(let items): children = items.map { (nil, $0) }
    case .object(let members): children = members.map { ($0.0, $0.1) }
    default: children = []
    }
    guard column + line.bytes.count > Self.lineWidth, !children.isEmpty else {
      return writer.write(bytes: line.bytes)
    }
    let isObject = if case .object = self { true } else { false }
    writer.write(isObject ? "{\n" : "[\n")
    for (index, (key, value)) in children.enumerated() {
      writer.pad(indent + 2)
      var keyWidth = 0
      if let key {
        let before = writer.bytes.count
        writer.write(jsonString: key)
        writer.write(": ")
        keyWidth = writer.bytes.count - before
      }
      let trailing = index + 1 < children.count ? 1 : 0
      value.write(into: &writer, indent: indent + 2, column: indent + 2 + keyWidth + trailing)
      writer.write(trailing == 1 ? ",\n" : "\n")
    }
    writer.pad(indent)
    writer.write(isObject ? "}" : "]")
  }
}
