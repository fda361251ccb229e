public import LifecycleSimModel
public import LifecycleSimTrace

extension Simulator {
  /// The number of records a run keeps whole before it streams: below it, a run renders its
  /// trace as ``run()`` returns it; above it, it runs twice, keeping about ``streamedPart``
  /// records plus its largest epoch's (docs/performance.md).
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
  /// memory. A longer one, in a format that can stream, keeps once it is past that limit only
  /// about 16,384 records and those of the epoch that has not settled yet, measuring as they
  /// come what the rendering needs before its first byte (the text format aligns its columns
  /// over every record); the stream then runs the scenario again, rendering each epoch's
  /// records once it has settled and dropping them. Memory then depends on the tree and on the
  /// largest epoch, not on the number of records. The Chrome format needs the whole trace, and
  /// keeps it.
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
  /// - Parameter memoryLimit: the bytes the run may use; `nil` for what this process can have
  ///   (the physical memory, or on Linux the control group's limit when it is lower).
  /// - Throws: ``ScenarioError``, as ``run()`` does; or, before the run, when the memory
  ///   needed is more than there is (``checkMemory(limit:)``), and, after the checking run, when
  ///   a format that keeps the whole trace would need more.
  public func stream(_ format: TraceFormat, memoryLimit: Int? = nil) throws(ScenarioError)
    -> TraceStream
  {
    try stream(
      format, budget: Self.recordBudget, part: Self.streamedPart,
      memory: memoryLimit.map(MemoryBudget.init(available:)) ?? .current())
  }

  /// ``stream(_:memoryLimit:)`` keeping at most `budget` records whole, handing on `part` at a
  /// time when streaming, within `memory`.
  package func stream(
    _ format: TraceFormat, budget: Int, part: Int, memory: MemoryBudget = .current()
  ) throws(ScenarioError) -> TraceStream {
    try checkMemory(memory, checking: budget, part: part)
    // The checking run is this simulator's own when it has not run: one world built, not two.
    let first = scheduled ? fresh() : self
    // Past `budget` records the run is long: from then on it keeps about `part`, as the
    // rendering run does.
    let measured = ColumnMeasuring(
      threshold: budget, part: part, measuresColumns: format.streaming?.measuresColumns ?? false)
    first.recorder.outlet = measured
    let whole = try first.run()
    let base = first.recorder.droppedRecords
    guard base > 0 else { return TraceStream(format: format, content: .whole(whole)) }
    first.finished = nil
    measured.take(whole, from: base)
    guard let streaming = format.streaming else {
      // The format needs the whole trace: now that its size is known, it runs again if it fits.
      let events = resolved.scenario.events.count
      try memory.check(
        MemoryBudget.need(
          objects: first.recorder.objectCount, events: events, records: measured.records),
        for: "the \(format.name) format's whole trace of \(measured.records) records",
        fileName: resolved.scenario.sourceName,
        reduce: "use the text or jsonl format, which keep one epoch at a time, or fewer events")
      return TraceStream(format: format, content: .whole(try fresh().run()))
    }
    return TraceStream(
      format: format,
      content: .streamed(
        template: template, streaming: streaming, measured: measured, part: part))
  }

  /// Throws when a streamed run of the scenario would need more memory than `limit` bytes
  /// (`nil`: what this process can have), estimated from the tree's size and the number of
  /// events before any runs (``MemoryBudget``); the other commands run it to protect whole
  /// runs too, whose need is at least that.
  ///
  /// - Parameter runsAtOnce: the runs that share the memory (`verify` runs one a processor,
  ///   `sweep` one a job): each may have an equal part of it.
  package func checkMemory(limit: Int? = nil, runsAtOnce: Int = 1) throws(ScenarioError) {
    let memory = limit.map(MemoryBudget.init(available:)) ?? .current()
    try checkMemory(
      memory.shared(by: runsAtOnce), checking: Self.recordBudget, part: Self.streamedPart)
  }

  /// Throws when a streamed run that keeps up to `checking` records whole while it checks the
  /// scenario, and hands on `part` at a time, would need more than `memory`.
  private func checkMemory(_ memory: MemoryBudget, checking: Int, part: Int)
    throws(ScenarioError)
  {
    let objects = objectsBeforeTheRun
    let events = resolved.scenario.events.count
    try memory.check(
      MemoryBudget.streamedNeed(
        objects: objects, events: events, checking: checking, part: part),
      for: "a run of \(objects) objects and \(events) events",
      fileName: resolved.scenario.sourceName,
      reduce:
        "use fewer views (an epoch can keep \(MemoryBudget.recordsPerObjectInAnEpoch) records "
        + "per object until it settles) or fewer events, or run where there is more memory")
  }

  /// A simulator of the same scenario, with the same settings, that has not run.
  func fresh() -> Simulator { template.simulator() }

  /// What makes another run of this simulator's scenario, with its settings: all a streamed
  /// rendering keeps of it, so that the checking run's world is released once it has run.
  var template: Template {
    Template(
      resolved: resolved, closesEpochs: closesEpochs, forcesFullGeometry: forcesFullGeometry)
  }

  /// A scenario resolved and the settings of the simulators that run it.
  package struct Template {
    let resolved: ResolvedScenario
    let closesEpochs: Bool
    let forcesFullGeometry: Bool

    /// The trace header of a run.
    var header: TraceHeader { resolved.header }

    /// A simulator that has not run.
    func simulator() -> Simulator {
      let simulator = Simulator(resolved: resolved, derivations: nil)
      simulator.closesEpochs = closesEpochs
      simulator.forcesFullGeometry = forcesFullGeometry
      return simulator
    }
  }
}
