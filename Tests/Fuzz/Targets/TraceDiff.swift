@testable import LifecycleSim
@testable import LifecycleSimTrace

/// `trace-diff`: two traces separated by the first NUL byte (or the same one twice when there is
/// none), each parsed as `diff` reads it, then compared and the comparison rendered in text and
/// JSON.
///
/// Also checks that a trace compared with itself is the same, with and without filters, and
/// that the JSON rendering is valid JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let separator = bytes.firstIndex(of: 0)
  let firstBytes = Array(bytes[..<(separator ?? bytes.endIndex)])
  let secondBytes = separator.map { Array(bytes[($0 + 1)...]) } ?? firstBytes
  guard let first = try? Trace.parse(firstBytes), let second = try? Trace.parse(secondBytes)
  else { return 0 }
  let filtered = TraceDiffOptions(
    objects: Set(first.objects.prefix(2).map(\.name)), callbacks: nil,
    properties: [.safeAreaInsets, .frame], ignoresTime: true)
  for options in [TraceDiffOptions(), filtered] {
    let comparison = TraceDiff.compare(first, second, options: options)
    _ = comparison.render(.text, labels: ("first", "second"))
    let json = comparison.render(.json, labels: ("first", "second"))
    do {
      _ = try JSONParser.parse(Array(json.utf8))
    } catch {
      FuzzExpect.that(false, "the JSON rendering of a diff is not JSON: \(error)\n\(json)")
    }
    for trace in [first, second] {
      let itself = TraceDiff.compare(trace, trace, options: options)
      FuzzExpect.that(
        itself.isSame, "a trace differs from itself:\n\(itself.render(.text))")
    }
  }
  return 0
}
