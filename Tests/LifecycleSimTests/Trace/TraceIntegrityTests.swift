import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimTrace

/// Issue 8, "never crash, never mislead": a trace cut anywhere, or holding numbers no run
/// writes, is a located error and never a trap or another valid trace. (The damaged-trace
/// catalogue, `Tests/Catalogue/traces/`, covers each error path through the CLI.)
@Suite struct TraceIntegrityTests {
  static let trace: Trace? = try? Build.run(
    Build.scenario("iPhone X", ios: "13.0", root: Build.plain("A")))

  /// A trace cut short fails wherever the cut is: at, just before and just after every line
  /// boundary, in the middle of every line, and at every byte of its last 256; the whole trace
  /// parses.
  @Test(arguments: ["text", "jsonl"])
  func aTraceCutAnywhereIsAnError(_ format: String) throws {
    let trace = try #require(Self.trace)
    let bytes = try #require(TraceFormat.named(format)).renderBytes(trace)
    #expect(throws: Never.self) { try Trace.parse(bytes) }
    var lengths = Set(max(1, bytes.count - 256)..<bytes.count)
    var lineStart = 0
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lengths.formUnion([offset, offset + 1, offset + 2, (lineStart + offset) / 2])
      lineStart = offset + 1
    }
    var accepted: [Int] = []
    for length in lengths.sorted() where length > 0 && length < bytes.count {
      if (try? Trace.parse(Array(bytes[..<length]))) != nil { accepted.append(length) }
    }
    #expect(accepted.isEmpty, "prefixes read as valid traces: \(accepted.prefix(5))")
  }

  @Test func textTimesAreRangeChecked() {
    func instant(_ text: String) -> Int64? {
      TraceValueParsing.instant(ArraySlice(text.utf8))?.microseconds
    }
    #expect(instant("0") == 0)
    #expect(instant("1.35") == 1_350_000)
    #expect(instant("0.000001") == 1)
    #expect(instant("1000000000") == 1_000_000_000_000_000)
    #expect(instant("1000000000.000001") == nil)
    #expect(instant("9223372036855") == nil)
    #expect(instant("999999999999999999") == nil)
    #expect(instant("1.0000001") == nil)
    #expect(instant("1.50") == nil)
    #expect(instant("01") == nil)
    #expect(instant("-1") == nil)
    #expect(instant("1.") == nil)
  }

  @Test func jsonTimesAreRangeChecked() {
    #expect(TraceValueParsing.instant(1.35)?.microseconds == 1_350_000)
    #expect(TraceValueParsing.instant(1e9)?.microseconds == 1_000_000_000_000_000)
    #expect(TraceValueParsing.instant(1e300) == nil)
    #expect(TraceValueParsing.instant(-0.0) == nil)
    #expect(TraceValueParsing.instant(-1) == nil)
    #expect(TraceValueParsing.instant(1.0000001) == nil)
  }

  @Test func epochNumbersFitInt32() {
    #expect(TraceValueParsing.integer32(ArraySlice("2147483647".utf8)) == Int32.max)
    #expect(TraceValueParsing.integer32(ArraySlice("2147483648".utf8)) == nil)
    #expect(TraceValueParsing.integer(ArraySlice("9999999999999999999".utf8)) == nil)
  }

  @Test func pointValuesAreBounded() {
    #expect(TraceValueParsing.number("-47.333") == -47.333)
    #expect(TraceValueParsing.number("1e300") == nil)
    #expect(TraceValueParsing.number(Substring(String(repeating: "9", count: 400))) == nil)
    #expect(TraceValueParsing.number("1-2") == nil)
    #expect(TraceValueParsing.number(".5") == nil)
    #expect(TraceValueParsing.number(1e300) == nil)
  }

  /// Completions keep the epoch of their cause: a record's epoch may be lower than the one
  /// before it (here epoch 1's completions at 1.35 after epoch 2's records), and that reads.
  @Test func epochNumbersMayGoBackInTime() throws {
    let url = ReferenceTraceTests.directory.appendingPathComponent(
      "event-queued-and-interrupting-iphone-x.trace")
    let trace = try Trace.parse([UInt8](Data(contentsOf: url)))
    let epochs = trace.records.map(\.epoch)
    #expect(zip(epochs, epochs.dropFirst()).contains { $0 > $1 })
  }

  @Test func invalidUTF8IsLocatedAtItsByte() {
    let bytes = Array("# lifecycle-trace/1\n# scenario  ab".utf8) + [0xC3, 0x28] + Array("\n".utf8)
    #expect(
      throws: TraceParseError(
        line: 2, column: 15, message: "invalid UTF-8 byte 0xC3; a trace is UTF-8: re-record it")
    ) {
      try Trace.parse(bytes)
    }
    #expect(TraceEncoding.firstInvalidUTF8(Array("é€😀 plain ascii text".utf8)) == nil)
    for bad: [UInt8] in [
      [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2],
    ] {
      #expect(TraceEncoding.firstInvalidUTF8(Array("abcdefghij".utf8) + bad) == 10)
    }
  }
}
