/// The array ``JSONWriter/array(layout:_:)`` is writing: its elements, with the commas and
/// line breaks of its ``JSONLayout`` between them.
struct JSONArray: ~Copyable {
  fileprivate(set) var json: JSONWriter
  let layout: JSONLayout
  /// Whether no element has been written yet.
  private(set) var isEmpty = true

  init(json: consuming JSONWriter, layout: JSONLayout) {
    self.json = json
    self.layout = layout
  }

  /// Writes the next element; `body` writes it, one value.
  mutating func element(_ body: (inout JSONWriter) -> Void) {
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
  mutating func element(_ value: some JSONWritable) {
    element { json in value.write(into: &json) }
  }
}
