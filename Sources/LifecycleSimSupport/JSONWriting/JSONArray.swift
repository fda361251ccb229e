/// The array ``JSONWriter/array(layout:_:)`` is writing: its elements, with the commas and
/// line breaks of its ``JSONLayout`` between them.
package struct JSONArray: ~Copyable {
  package fileprivate(set) var json: JSONWriter
  package let layout: JSONLayout
  /// Whether no element has been written yet.
  package private(set) var isEmpty = true

  package init(json: consuming JSONWriter, layout: JSONLayout) {
    self.json = json
    self.layout = layout
  }

  /// Writes the next element; `body` writes it, one value.
  package mutating func element(_ body: (inout JSONWriter) -> Void) {
    switch (layout, isEmpty) {
    case (.inline, false): json.output.write(byte: UInt8(ascii: ","))
    case (.lineBetween, false), (.lineBeforeEach, false), (.linePerElement, false):
      json.output.write(",\n")
    case (.lineBeforeEach, true), (.linePerElement, true):
      json.output.write(byte: UInt8(ascii: "\n"))
    case (.inline, true), (.lineBetween, true): break
    }
    isEmpty = false
    body(&json)
  }

  /// Writes `value` as the next element.
  package mutating func element(_ value: some JSONWritable) {
    element { json in value.write(into: &json) }
  }
}
