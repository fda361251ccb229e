extension Simulator {
  /// The number of records a run keeps whole before it streams: below it, a run renders its
  /// trace as ``run()`` returns it; above it, it runs twice, keeping about ``streamedPart``
  /// records plus its largest epoch's (README "Performance").
  static let recordBudget = 1 << 18
  /// The number of settled records a streamed run renders and drops at a time.
  static let streamedPart = 1 << 14

  /// The header of the trace the scenario gives, known before it runs (its warnings, for
  /// instance).
  package var header: TraceHeader { resolved.header }

  /// Runs the scenario to check it and to measure what rendering its trace in `format` needs,
  /// and returns a ``TraceStream`` that renders the trace as the scenario runs again, a buffer
  /// of bytes at a time: the bytes are those of `format.render(try run())`, but neither the
  /// rendering nor, for the text and JSON Lines formats, the trace is ever held whole.
  ///
  /// A run of up to 262,144 records is kept whole from this first run, and rendered from
  /// memory. A longer one, in a format that can stream, keeps only the records of the epoch
  /// that has not settled yet and, while its records run past the limit, what the rendering
  /// needs before its first byte (the text format aligns its columns over every record); the
  /// stream then runs the scenario again, rendering each epoch's records once it has settled
  /// and dropping them. Memory then depends on the tree and on the largest epoch, not on the
  /// number of records. The Chrome format needs the whole trace, and keeps it.
  ///
  /// The runs start afresh: ``run()`` still returns the whole trace.
  ///
  /// ```swift
  /// let stream = try Simulator(scenario).stream(.text)  // throws before any byte is written
  /// stream.render { chunk in
  ///   fwrite(chunk.baseAddress, 1, chunk.count, stdout) == chunk.count
  /// }
  /// ```
  ///
  /// - Throws: ``ScenarioError``, as ``run()`` does.
  public func stream(_ format: TraceFormat) throws(ScenarioError) -> TraceStream {
    try stream(format, budget: Self.recordBudget, part: Self.streamedPart)
  }

  /// ``stream(_:)`` keeping at most `budget` records whole, handing on `part` at a time when
  /// streaming.
  func stream(_ format: TraceFormat, budget: Int, part: Int) throws(ScenarioError)
    -> TraceStream
  {
    let first = fresh()
    guard let streaming = format.streaming else {
      return TraceStream(format: format, content: .whole(try first.run()))
    }
    let measured = ColumnMeasuring(threshold: budget, measuresColumns: streaming.measuresColumns)
    first.recorder.outlet = measured
    let whole = try first.run()
    let base = first.recorder.droppedRecords
    guard base > 0 else { return TraceStream(format: format, content: .whole(whole)) }
    measured.take(whole, from: base)
    return TraceStream(
      format: format,
      content: .streamed(
        simulator: self, streaming: streaming, measured: measured, part: part))
  }

  /// A simulator of the same scenario, with the same settings, that has not run.
  func fresh() -> Simulator {
    let simulator = Simulator(resolved: resolved, derivations: nil)
    simulator.closesEpochs = closesEpochs
    simulator.forcesFullGeometry = forcesFullGeometry
    return simulator
  }
}
