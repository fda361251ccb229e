/// A value ``JSONWriter`` writes whole: a string, an integer, an array of values, `nil` as
/// `null`, or JSON rendered elsewhere (``RawJSON``).
protocol JSONWritable {
  /// Writes the value as one JSON value.
  func write(into json: inout JSONWriter)
}

extension String: JSONWritable {
  /// A JSON string literal, quotes, backslashes and control characters escaped.
  func write(into json: inout JSONWriter) { json.output.write(jsonString: self) }
}

extension Int: JSONWritable {
  /// The integer in decimal.
  func write(into json: inout JSONWriter) { json.output.write(integer: self) }
}

extension Bool: JSONWritable {
  func write(into json: inout JSONWriter) { json.output.write(self ? "true" : "false") }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
  /// The wrapped value, or `null`.
  func write(into json: inout JSONWriter) {
    if let self { self.write(into: &json) } else { json.null() }
  }
}

extension Array: JSONWritable where Element: JSONWritable {
  /// `[a,b,…]` on one line.
  func write(into json: inout JSONWriter) {
    json.array(self) { json, element in element.write(into: &json) }
  }
}

/// A name the program declares, such as an enum's raw value (`"missing"`, `"viewWillAppear"`):
/// a JSON string written without the escaping pass, for it holds no quote, backslash or control
/// character.
struct JSONName: JSONWritable {
  let name: String

  func write(into json: inout JSONWriter) {
    json.output.write(byte: UInt8(ascii: "\""))
    json.output.write(name)
    json.output.write(byte: UInt8(ascii: "\""))
  }
}

/// An instant as seconds in its shortest decimal form, as traces write times (`1.35`).
struct JSONSeconds: JSONWritable {
  let instant: SimInstant

  func write(into json: inout JSONWriter) { json.output.write(seconds: instant) }
}

/// A point value in its shortest form, as traces write them (``PointFormatting``).
struct JSONPoint: JSONWritable {
  let value: Double

  func write(into json: inout JSONWriter) { json.output.write(number: value) }
}

/// A JSON value rendered elsewhere, written as it is (it must be one whole value).
struct RawJSON: JSONWritable {
  let bytes: [UInt8]

  func write(into json: inout JSONWriter) { json.output.write(bytes: bytes) }
}
