/// The object ``JSONWriter/object(_:_:)`` is writing: its fields, keyed by `Key` only, with the
/// commas between them.
package struct JSONObject<Key: JSONKey>: ~Copyable {
  package fileprivate(set) var json: JSONWriter
  private var isEmpty = true

  package init(json: consuming JSONWriter) { self.json = json }

  /// Writes the field `key`; `body` writes its value, one value.
  ///
  /// - Parameter onNewLine: Whether the field starts a line.
  package mutating func field(
    _ key: Key, onNewLine: Bool = false, _ body: (inout JSONWriter) -> Void
  ) {
    if !isEmpty { json.output.write(byte: UInt8(ascii: ",")) }
    isEmpty = false
    if onNewLine { json.output.write(byte: UInt8(ascii: "\n")) }
    // A key is a plain name (``JSONKey``): nothing to escape.
    json.output.write(byte: UInt8(ascii: "\""))
    json.output.write(key.rawValue)
    json.output.write("\":")
    body(&json)
  }

  /// Writes the field `key` with `value`.
  ///
  /// - Parameter onNewLine: Whether the field starts a line.
  package mutating func field(_ key: Key, onNewLine: Bool = false, _ value: some JSONWritable) {
    field(key, onNewLine: onNewLine) { json in value.write(into: &json) }
  }
}
