/// A value ``JSONWriter`` writes whole: a string, an integer, an array of values, `nil` as
/// `null`, or JSON rendered elsewhere (``RawJSON``).
package protocol JSONWritable {
  /// Writes the value as one JSON value.
  func write(into json: inout JSONWriter)
}

extension String: JSONWritable {
  /// A JSON string literal, quotes, backslashes and control characters escaped.
  package func write(into json: inout JSONWriter) { json.output.write(jsonString: self) }
}

extension Int: JSONWritable {
  /// The integer in decimal.
  package func write(into json: inout JSONWriter) { json.output.write(integer: self) }
}

extension Bool: JSONWritable {
  package func write(into json: inout JSONWriter) { json.output.write(self ? "true" : "false") }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
  /// The wrapped value, or `null`.
  package func write(into json: inout JSONWriter) {
    if let self { self.write(into: &json) } else { json.null() }
  }
}

extension Array: JSONWritable where Element: JSONWritable {
  /// `[a,b,…]` on one line.
  package func write(into json: inout JSONWriter) {
    json.array(self) { json, element in element.write(into: &json) }
  }
}

/// A name the program declares, such as an enum's raw value (`"missing"`, `"viewWillAppear"`):
/// a JSON string written without the escaping pass, for it holds no quote, backslash or control
/// character.
package struct JSONName: JSONWritable {
  package let name: String

  /// The name `name`.
  package init(name: String) { self.name = name }

  package func write(into json: inout JSONWriter) {
    json.output.write(byte: UInt8(ascii: "\""))
    json.output.write(name)
    json.output.write(byte: UInt8(ascii: "\""))
  }
}

/// A JSON value rendered elsewhere, written as it is (it must be one whole value).
package struct RawJSON: JSONWritable {
  package let bytes: [UInt8]

  /// Creates a value from each of its stored properties.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  package func write(into json: inout JSONWriter) { json.output.write(bytes: bytes) }
}
