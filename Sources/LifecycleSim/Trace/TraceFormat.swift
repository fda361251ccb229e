/// A rendering of traces (docs/trace-formats.md), as a witness value like swift-snapshot-testing's
/// `Diffing`: presets are static members.
///
/// ```swift
/// let text = TraceFormat.text.render(trace)
/// let lines = TraceFormat.jsonLines.renderBytes(trace)
/// ```
public struct TraceFormat: Sendable {
  /// The name the CLI's `--format` takes: `text`, `jsonl` or `chrome`.
  public var name: String
  /// Renders a trace to UTF-8 bytes.
  public var renderBytes: @Sendable (Trace) -> [UInt8]

  /// Creates a format.
  public init(name: String, renderBytes: @escaping @Sendable (Trace) -> [UInt8]) {
    self.name = name
    self.renderBytes = renderBytes
  }

  /// Renders a trace to a string.
  public func render(_ trace: Trace) -> String {
    String(decoding: renderBytes(trace), as: UTF8.self)
  }

  /// Every preset, in the order the CLI lists them.
  public static let all: [TraceFormat] = [.text, .jsonLines, .chrome]

  /// The preset named `name`, if any.
  public static func named(_ name: String) -> TraceFormat? {
    all.first { $0.name == name }
  }
}

extension ByteWriter {
  /// `{top,left,bottom,right}`, the seeds' notation.
  mutating func write(insetsBraces insets: EdgeInsets) {
    write(byte: UInt8(ascii: "{"))
    write(numbers: insets.top, insets.left, insets.bottom, insets.right)
    write(byte: UInt8(ascii: "}"))
  }

  /// `a,b`, without allocating an array.
  mutating func write(numbers a: Double, _ b: Double) {
    write(number: a)
    write(byte: UInt8(ascii: ","))
    write(number: b)
  }

  /// `a,b,c,d`, without allocating an array.
  mutating func write(numbers a: Double, _ b: Double, _ c: Double, _ d: Double) {
    write(numbers: a, b)
    write(byte: UInt8(ascii: ","))
    write(numbers: c, d)
  }

  /// `[a,b,…]` for JSON.
  mutating func write(jsonArray values: [Double]) {
    write(byte: UInt8(ascii: "["))
    write(numbers: values)
    write(byte: UInt8(ascii: "]"))
  }

  /// Comma-separated point values.
  mutating func write(numbers values: [Double]) {
    for (index, value) in values.enumerated() {
      if index > 0 { write(byte: UInt8(ascii: ",")) }
      write(number: value)
    }
  }
}
