import LifecycleSim

/// `simulator-events`: bytes drive `RandomScenario.make(using:)` (8 bytes per random number,
/// zeros after the end), and the scenario runs through the simulator twice: the two traces must
/// be identical, and must round-trip through the trace formats.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSimulatorEvents(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var random = ByteRandomNumberGenerator(UnsafeBufferPointer(start: data, count: size))
  let scenario = RandomScenario.make(using: &random)
  let trace: Trace
  do {
    trace = try Simulator(scenario).run()
  } catch {
    _ = error.description
    return 0
  }
  let again = try? Simulator(scenario).run()
  FuzzExpect.that(
    again.map(TraceFormat.text.renderBytes) == TraceFormat.text.renderBytes(trace),
    "the same scenario gave two different traces")
  FuzzExpect.roundTrips(trace)
  return 0
}
