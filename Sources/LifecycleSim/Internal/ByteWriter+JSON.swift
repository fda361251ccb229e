/// JSON shapes written straight into a ``ByteWriter``: lists with their separators, arrays of
/// strings and integers, and strings that may be `null`.
extension ByteWriter {
  /// Writes each of `elements` with `body`, and `separator` between two.
  ///
  /// This is the inside of a JSON array or object; `body` writes through the writer it is
  /// handed.
  mutating func write<Elements: Sequence>(
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

  /// `["a","b",…]`.
  mutating func write(jsonStrings strings: some Sequence<String>) {
    write("[")
    write(each: strings) { w, string in w.write(jsonString: string) }
    write("]")
  }

  /// `[1,2,…]`.
  mutating func write(jsonIntegers values: some Sequence<Int>) {
    write("[")
    write(each: values) { w, value in w.write(integer: value) }
    write("]")
  }

  /// `value` as a JSON string literal, or `null`.
  mutating func write(jsonStringOrNull value: String?) {
    if let value { write(jsonString: value) } else { write("null") }
  }
}
