import LifecycleSim

/// `scenario-decoder`: bytes → `Scenario.decode` (which validates), then what `run` does: the
/// simulator, every trace format, and the round trip of the trace it wrote.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let scenario: Scenario
  do {
    scenario = try Scenario.decode(bytes, fileName: "fuzz.scenario.json")
  } catch {
    FuzzExpect.that(!error.diagnostics.isEmpty, "a scenario error without diagnostics")
    _ = error.description
    return 0
  }
  do {
    FuzzExpect.roundTrips(try Simulator(scenario).run())
  } catch {
    _ = error.description
  }
  return 0
}
