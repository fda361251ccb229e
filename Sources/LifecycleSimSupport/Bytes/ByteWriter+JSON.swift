/// JSON shapes written straight into a ``ByteWriter`` by the hot renderers (JSON Lines traces)
/// and the explanation: lists with their separators, and strings that may be `null`. The other
/// JSON outputs go through ``JSONWriter``.
extension ByteWriter {
  /// Writes each of `elements` with `body`, and `separator` between two.
  ///
  /// This is the inside of a JSON array or object; `body` writes through the writer it is
  /// handed.
  package mutating func write<Elements: Sequence>(
    each elements: Elements, separator: StaticString = ",",
    _ body: (inout ByteWriter, Elements.Element) -> Void
  ) {
    var first = true
    for element in elements {
      if !first { write(separator) }
      first = false
      body(&self, element)
    }
  }

  /// `value` as a JSON string literal, or `null`.
  package mutating func write(jsonStringOrNull value: String?) {
    if let value { write(jsonString: value) } else { write("null") }
  }
}
