@testable import LifecycleSim
@testable import LifecycleSimTrace

/// `trace-text`: bytes → the text trace parser; a trace it accepts must round-trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let trace = try? TextTraceParser(bytes: bytes, quirks: .standard).parse() else { return 0 }
  FuzzExpect.roundTrips(trace)
  return 0
}
