/// Writes JSON a value at a time: objects and arrays through closures that write their members,
/// so that separators, nesting and escaping are its job and every key comes from a ``JSONKey``
/// enum that declares an output's keys once.
///
/// The sweep summary, the report's data and the other JSON outputs that are not hot loops are
/// written through it; it writes into a ``ByteWriter``, as the trace renderers do.
///
/// ```swift
/// enum PairKey: String, JSONKey { case name, values }
/// var json = JSONWriter()
/// json.object(PairKey.self) { pair in
///   pair.field(.name, "a\"b")
///   pair.field(.values) { json in json.array([1, 2], layout: .lineBetween) { $0.value($1) } }
/// }
/// json.output.bytes  // {"name":"a\"b","values":[1,\n2]}
/// ```
package struct JSONWriter: ~Copyable {
  /// The bytes written so far.
  package var output: ByteWriter

  /// A writer into a buffer of its own.
  package init() { output = ByteWriter() }

  /// Writes one value.
  package mutating func value(_ value: some JSONWritable) { value.write(into: &self) }

  /// Writes `null`.
  package mutating func null() { output.write("null") }

  /// Writes an object whose keys are `Key`'s; `body` writes its fields.
  package mutating func object<Key: JSONKey>(
    _ keys: Key.Type, _ body: (inout JSONObject<Key>) -> Void
  ) {
    output.write(byte: UInt8(ascii: "{"))
    var object = JSONObject<Key>(json: self)
    body(&object)
    self = object.json
    output.write(byte: UInt8(ascii: "}"))
  }

  /// Writes an array; `body` writes its elements.
  package mutating func array(layout: JSONLayout = .inline, _ body: (inout JSONArray) -> Void) {
    output.write(byte: UInt8(ascii: "["))
    var array = JSONArray(json: self, layout: layout)
    body(&array)
    let closesOnItsLine = array.layout == .linePerElement && !array.isEmpty
    self = array.json
    if closesOnItsLine { output.write(byte: UInt8(ascii: "\n")) }
    output.write(byte: UInt8(ascii: "]"))
  }

  /// Writes an array of `elements`, each written by `body` as one value.
  package mutating func array<Elements: Sequence>(
    _ elements: Elements, layout: JSONLayout = .inline,
    _ body: (inout JSONWriter, Elements.Element) -> Void
  ) {
    array(layout: layout) { array in
      for element in elements {
        array.element { json in body(&json, element) }
      }
    }
  }
}

extension JSONWriter {
  /// Writes an object whose keys are data rather than declared, such as a map from property
  /// names to values.
  ///
  /// It has a field per element of `entries`, in their order, keyed by `key` and valued by
  /// `body`. The caller keeps the keys distinct.
  package mutating func object<Entries: Sequence>(
    entries: Entries, key: (Entries.Element) -> String,
    _ body: (inout JSONWriter, Entries.Element) -> Void
  ) {
    output.write(byte: UInt8(ascii: "{"))
    var isEmpty = true
    for entry in entries {
      if !isEmpty { output.write(byte: UInt8(ascii: ",")) }
      isEmpty = false
      output.write(jsonString: key(entry))
      output.write(byte: UInt8(ascii: ":"))
      body(&self, entry)
    }
    output.write(byte: UInt8(ascii: "}"))
  }
}
