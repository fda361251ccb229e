import LifecycleSim

/// Renders a generated scenario's trace as `lifecycle-sim run` writes it
/// (``Simulator/stream(_:memoryLimit:)``): kept whole up to 262,144 records, past them checked
/// by a first run and then rendered an epoch at a time by a second; measures each step.
struct StreamedPipeline {
  var format: TraceFormat

  /// The measurements of decoding, of the checking run and of the rendering, whose bytes go to
  /// a sink that only counts them.
  func run(_ shape: AppShape) throws(ScenarioError) -> [PhaseMeasurement] {
    var measurements: [PhaseMeasurement] = []
    var stopwatch = Stopwatch()
    func finish(_ phase: Phase, label: String, records: Int = 0, bytes: Int = 0) {
      measurements.append(
        PhaseMeasurement(
          phase: phase, label: label, seconds: stopwatch.seconds, records: records, bytes: bytes,
          peakBytes: PeakMemory.bytes()))
      stopwatch = Stopwatch()
    }

    let (scenario, size) = try Self.decoded(shape)
    finish(.decode, label: "decode", bytes: size)
    let stream = try Simulator(scenario).stream(format)
    finish(.close, label: "check", records: stream.recordCount)
    let rendered = stream.render { _ in true }
    finish(.render, label: "stream", records: stream.recordCount, bytes: rendered)
    return measurements
  }

  /// The generated scenario, decoded, and the size of its JSON: the JSON is not kept, as
  /// `lifecycle-sim run` does not keep the file's bytes.
  private static func decoded(_ shape: AppShape) throws(ScenarioError) -> (Scenario, Int) {
    let bytes = Array(shape.json().utf8)
    return (try Scenario.decode(bytes, fileName: "generated.scenario.json"), bytes.count)
  }
}
