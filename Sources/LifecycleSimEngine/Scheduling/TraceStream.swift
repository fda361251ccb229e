import LifecycleSimSupport
public import LifecycleSimTrace

/// A checked scenario's trace, ready to be rendered in a format as the scenario runs
/// (``Simulator/stream(_:)``): the whole trace when it is short, or what a second run needs to
/// render it an epoch at a time.
public struct TraceStream {
  /// What the stream renders from.
  package enum Content {
    /// The trace, kept whole by the checking run.
    case whole(Trace)
    /// A scenario to run again, rendering its records as they settle, `part` at a time, in a
    /// format that can (`streaming`), with what the checking run measured.
    case streamed(
      template: Simulator.Template, streaming: StreamedFormat, measured: ColumnMeasuring,
      part: Int)
  }

  /// The format the stream renders.
  public let format: TraceFormat
  package let content: Content

  /// The trace's header (its warnings, for instance), before any byte is rendered.
  public var header: TraceHeader {
    switch content {
    case .whole(let trace): trace.header
    case .streamed(let template, _, _, _): template.header
    }
  }

  /// The number of records in the trace.
  public var recordCount: Int {
    switch content {
    case .whole(let trace): trace.count
    case .streamed(_, _, let measured, _): measured.records
    }
  }

  /// Renders the trace a buffer at a time: `write` receives the bytes in order, about 256 KiB at
  /// a call, as they are rendered.
  ///
  /// - Parameter write: takes the next bytes; returns `false` to stop the rendering (a closed
  ///   pipe, a full disk), after which it is not called again.
  /// - Returns: the number of bytes rendered, fewer than the whole rendering's when `write`
  ///   stopped it.
  @discardableResult
  public func render(chunks write: (UnsafeRawBufferPointer) -> Bool) -> Int {
    render(chunkSize: ByteWriter.chunkSize, chunks: write)
  }

  /// ``render(chunks:)`` with a buffer of `chunkSize` bytes.
  package func render(chunkSize: Int, chunks write: (UnsafeRawBufferPointer) -> Bool) -> Int {
    switch content {
    case .whole(let trace):
      return format.render(trace, chunkSize: chunkSize, chunks: write)
    case .streamed(let template, let streaming, let measured, let part):
      let run = template.simulator()
      return withoutActuallyEscaping(write) { sink in
        let outlet = streaming.outlet(
          threshold: part, measured: measured,
          writer: ByteWriter(chunkSize: chunkSize, sink: sink))
        outlet.start(Trace(header: template.header))
        run.recorder.outlet = outlet
        // The writer holds `sink`, which must not outlive this closure.
        defer { run.recorder.outlet = nil }
        // The checking run of the same scenario did not throw, and runs are deterministic.
        guard let rest = try? run.run() else { return 0 }
        return outlet.finish(rest, from: run.recorder.droppedRecords)
      }
    }
  }
}
