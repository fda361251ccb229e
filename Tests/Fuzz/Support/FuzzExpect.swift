import LifecycleSim

/// Invariants the targets check beyond "does not crash".
///
/// A broken invariant is a finding like a trap: it prints what broke and aborts, so libFuzzer
/// saves the input. Thrown errors are never findings: bad input is allowed to be rejected.
enum FuzzExpect {
  /// Aborts with `message` unless `condition` holds.
  static func that(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fatalError("fuzz invariant broken: \(message())")
  }

  /// Checks that `trace` survives rendering and parsing: its text and JSON Lines renderings
  /// each parse back to traces that render to the same bytes in both formats, and the Chrome
  /// rendering does not crash.
  static func roundTrips(_ trace: Trace) {
    let text = TraceFormat.text.renderBytes(trace)
    let lines = TraceFormat.jsonLines.renderBytes(trace)
    _ = TraceFormat.chrome.renderBytes(trace)
    let checks: [(from: String, to: String)] =
      [("text", "text"), ("jsonl", "jsonl"), ("jsonl", "text"), ("text", "jsonl")]
    for (from, to) in checks {
      let reparsed: Trace
      do {
        reparsed = try Trace.parse(from == "text" ? text : lines)
      } catch {
        fatalError(
          "fuzz invariant broken: the \(from) rendering does not parse back: \(error)")
      }
      let expected = to == "text" ? text : lines
      let again = (to == "text" ? TraceFormat.text : .jsonLines).renderBytes(reparsed)
      that(
        again == expected,
        "the \(from) rendering parses back to a trace whose \(to) rendering differs: "
          + firstDifference(expected, again))
    }
  }

  /// The first line where `expected` and `actual` differ.
  static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String {
    let left = expected.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let right = actual.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let before = index < left.count ? String(decoding: left[index], as: UTF8.self) : "<none>"
      let after = index < right.count ? String(decoding: right[index], as: UTF8.self) : "<none>"
      if before != after { return "line \(index + 1):\n  was    \(before)\n  is now \(after)" }
    }
    return "no line differs"
  }
}
