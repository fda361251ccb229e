import LifecycleSimCore
package import LifecycleSimSupport

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
  public var renderBytes: @Sendable (Trace) -> [UInt8] {
    didSet {
      renderInto = nil
      streaming = nil
    }
  }
  /// How the format renders a run a part at a time as its epochs settle
  /// (``Simulator/run(rendering:chunks:)``); `nil` for a format that needs the whole trace.
  package private(set) var streaming: StreamedFormat?
  /// The presets' renderer, into a writer that may hand its bytes on as they come.
  ///
  /// ``renderBytes`` runs it too; `nil` for a format made with ``init(name:renderBytes:)``.
  private var renderInto: (@Sendable (Trace, inout ByteWriter) -> Void)?

  /// Creates a format.
  public init(name: String, renderBytes: @escaping @Sendable (Trace) -> [UInt8]) {
    self.name = name
    self.renderBytes = renderBytes
  }

  /// A format whose renderer writes into a ``ByteWriter``, whole or streamed.
  package init(
    name: String, streaming: StreamedFormat? = nil,
    render: @escaping @Sendable (Trace, inout ByteWriter) -> Void
  ) {
    self.name = name
    self.streaming = streaming
    renderBytes = { trace in
      var writer = ByteWriter()
      render(trace, &writer)
      return writer.bytes
    }
    renderInto = render
  }

  /// Renders a trace to a string.
  public func render(_ trace: Trace) -> String {
    String(decoding: renderBytes(trace), as: UTF8.self)
  }

  /// Renders a trace a buffer at a time: `write` receives the bytes in order, about 256 KiB at
  /// a call, as they are rendered, so that the whole rendering is never held in memory.
  ///
  /// ```swift
  /// let bytes = TraceFormat.text.render(trace) { chunk in
  ///   fwrite(chunk.baseAddress, 1, chunk.count, stdout) == chunk.count
  /// }
  /// ```
  ///
  /// - Parameter write: takes the next bytes; returns `false` to stop the rendering (a closed
  ///   pipe, a full disk), after which it is not called again.
  /// - Returns: the number of bytes rendered, fewer than the whole rendering's when `write`
  ///   stopped it.
  @discardableResult
  public func render(_ trace: Trace, chunks write: (UnsafeRawBufferPointer) -> Bool) -> Int {
    render(trace, chunkSize: ByteWriter.chunkSize, chunks: write)
  }

  /// ``render(_:chunks:)`` with a buffer of `chunkSize` bytes.
  package func render(
    _ trace: Trace, chunkSize: Int, chunks write: (UnsafeRawBufferPointer) -> Bool
  ) -> Int {
    guard let renderInto else {
      let bytes = renderBytes(trace)
      _ = bytes.withUnsafeBytes { write($0) }
      return bytes.count
    }
    return withoutActuallyEscaping(write) { sink in
      var writer = ByteWriter(chunkSize: chunkSize, sink: sink)
      renderInto(trace, &writer)
      writer.flush()
      return writer.count
    }
  }

  /// Every preset, in the order the CLI lists them.
  public static let all: [TraceFormat] = [.text, .jsonLines, .chrome]

  /// The preset named `name`, if any.
  public static func named(_ name: String) -> TraceFormat? {
    all.first { $0.name == name }
  }
}

extension ByteWriter {
  /// `a,b`, without allocating an array.
  package mutating func write(numbers a: Double, _ b: Double) {
    write(number: a)
    write(byte: UInt8(ascii: ","))
    write(number: b)
  }

  /// `a,b,c,d`, without allocating an array.
  package mutating func write(numbers a: Double, _ b: Double, _ c: Double, _ d: Double) {
    write(numbers: a, b)
    write(byte: UInt8(ascii: ","))
    write(numbers: c, d)
  }

  /// `[a,b,…]` for JSON.
  package mutating func write(jsonArray values: [Double]) {
    write(byte: UInt8(ascii: "["))
    write(numbers: values)
    write(byte: UInt8(ascii: "]"))
  }

  /// Comma-separated point values.
  package mutating func write(numbers values: [Double]) {
    for (index, value) in values.enumerated() {
      if index > 0 { write(byte: UInt8(ascii: ",")) }
      write(number: value)
    }
  }
}
