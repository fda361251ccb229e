import LifecycleSim

/// Runs a scenario's phases one after the other and measures each.
struct Pipeline {
  /// The last phase to run; every phase when `nil`.
  var through: Phase?
  var format: TraceFormat

  /// The measurements of the phases run, in order.
  ///
  /// Without ``through``, the simulation runs twice, without and with closing epochs, so that
  /// closing can be told apart. With it, each phase up to it runs once: the simulation without
  /// closing epochs when ``through`` is `simulate`, with them otherwise, so that a profiler's
  /// count for `--through close` minus that for `--through simulate` is closing's own.
  func run(_ bytes: [UInt8], fileName: String) throws(ScenarioError) -> [PhaseMeasurement] {
    var measurements: [PhaseMeasurement] = []
    let last = through ?? .render
    var stopwatch = Stopwatch()
    func finish(_ phase: Phase, label: String? = nil, records: Int = 0, bytes: Int = 0) {
      let seconds = stopwatch.seconds
      measurements.append(
        PhaseMeasurement(
          phase: phase, label: label ?? phase.label, seconds: seconds,
          records: records, bytes: bytes,
          peakBytes: PeakMemory.bytes()))
      stopwatch = Stopwatch()
    }

    let scenario = try Scenario.decode(bytes, fileName: fileName)
    finish(.decode, bytes: bytes.count)
    guard last > .decode else { return measurements }

    let resolved = try Simulator.validate(scenario)
    finish(.validate)
    guard last > .validate else { return measurements }

    var simulated: Double?
    if through == nil || through == .simulate {
      let simulator = Simulator(resolved: resolved)
      simulator.closesEpochs = false
      let records = try simulator.run().count
      finish(.simulate, records: records)
      simulated = measurements.last?.seconds
      guard last > .simulate else { return measurements }
    }

    let trace = try Simulator(resolved: resolved).run()
    finish(.close, label: simulated == nil ? "simulate+close" : nil, records: trace.count)
    if let simulated, let both = measurements.last {
      // The second run did the simulation again: closing is what it took beyond the first, a
      // difference of two wall times, as noisy as both (callgrind counts are not).
      var closing = both
      closing.seconds = max(0, both.seconds - simulated)
      measurements[measurements.count - 1] = closing
      measurements.append(
        PhaseMeasurement(
          phase: .close, label: "(sim+close)", seconds: both.seconds, records: both.records,
          bytes: 0, peakBytes: both.peakBytes, inTotal: false))
    }
    guard last > .close else { return measurements }

    // Streamed as `run` writes it, into a sink that only counts.
    let rendered = format.render(trace) { _ in true }
    finish(.render, records: trace.count, bytes: rendered)
    return measurements
  }
}
