import Foundation
import LifecycleSim
import Testing

/// Reading traces back (issue 5 item 1): the text and JSON Lines renderings parse into records
/// that render to the same bytes, and bad files get located errors.
@Suite struct TraceParserTests {
  static let traceFiles: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: ReferenceTraceTests.directory.path))
    ?? []).filter { $0.hasSuffix(".trace") }.sorted()

  @Test(arguments: traceFiles)
  func textRoundTripsExactly(_ name: String) throws {
    let bytes = try [UInt8](
      Data(contentsOf: ReferenceTraceTests.directory.appendingPathComponent(name)))
    let trace = try Trace.parse(bytes)
    #expect(TraceFormat.text.renderBytes(trace) == bytes)
    let lines = TraceFormat.jsonLines.renderBytes(trace)
    let fromLines = try Trace.parse(lines)
    #expect(TraceFormat.jsonLines.renderBytes(fromLines) == lines)
    #expect(TraceFormat.text.renderBytes(fromLines) == bytes)
  }

  /// A parsed trace has the same records as the simulated one.
  @Test func parsedRecordsEqualSimulatedOnes() throws {
    let scenario = Build.scenario(
      "iPhone 14 Pro", ios: "16.0",
      root: Build.tabs("T", [Build.navigation("N", [Build.plain("A")])]))
    let trace = try Build.run(scenario)
    let parsed = try Trace.parse(TraceFormat.text.renderBytes(trace))
    #expect(parsed.count == trace.count)
    #expect(parsed.header == trace.header)
    #expect(parsed.epochs == trace.epochs)
    for (left, right) in zip(trace.records, parsed.records) {
      #expect(left.qualifiedName == right.qualifiedName)
      #expect(left.valid == right.valid)
      #expect(left.arguments == right.arguments)
      #expect(left.state.safeAreaInsets?.description == right.state.safeAreaInsets?.description)
    }
    #expect(parsed.finals.map(\.kind) == trace.finals.map(\.kind))
  }

  @Test(arguments: [
    ("", "line 1:1: the file is empty; expected '# lifecycle-trace/2'"),
    (
      "# lifecycle-trace/3\n",
      "line 1:19: unsupported trace format version 3 (lifecycle-sim \(LifecycleSimVersion.current) "
        + "reads versions 1 to 2); a newer lifecycle-sim wrote it: upgrade, or re-record the "
        + "trace with this one"
    ),
    ("hello\n", "line 1:1: expected '# lifecycle-trace/2' as the first line of a text trace"),
    ("# lifecycle-trace/2\n# scenario x\n#\n", "line 3:1: the header has no '# profile' line"),
    ("# lifecycle-trace/1\n# scenario x\n#\n", "line 3:1: the header has no '# profile' line"),
    (
      "{\"record\":\"header\",\"format\":\"lifecycle-trace/9\"}\n",
      "line 1:29: unsupported trace format version 9 (lifecycle-sim \(LifecycleSimVersion.current) "
        + "reads versions 1 to 2); a newer lifecycle-sim wrote it: upgrade, or re-record the "
        + "trace with this one"
    ),
    (
      "{\"record\":\"header\",\n",
      "line 1:20: expected an object key after ',', found end of file; the '{' at 1:1 is not closed"
    ),
  ])
  func badFilesGetLocatedErrors(text: String, message: String) {
    #expect(throws: TraceParseError.self) { try Trace.parse(Array(text.utf8)) }
    do {
      _ = try Trace.parse(Array(text.utf8))
    } catch {
      #expect(error.description == message)
    }
  }

  /// A damaged record names its line and column.
  @Test func aDamagedRecordIsLocated() throws {
    let trace = try Build.run(Build.scenario("iPhone X", ios: "11.0", root: Build.plain("A")))
    var lines = TraceFormat.text.render(trace).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    let index = try #require(lines.firstIndex { $0.contains("viewWillAppear") })
    lines[index] = lines[index].replacingOccurrences(
      of: "viewWillAppear(animated=false)", with: "viewWillApear(animated=false) ")
    do {
      _ = try Trace.parse(Array(lines.joined(separator: "\n").utf8))
      Issue.record("expected an error")
    } catch {
      #expect(error.line == index + 1)
      #expect(
        error.message
          == "expected a callback name, found 'viewWillApear'; did you mean 'viewWillAppear'?")
    }
  }

  /// JSON Lines event lines that repeat an earlier line's body are read from a cache; a
  /// repeated body still needs the right seq, and a line laid out another way (keys in another
  /// order) is read in full.
  @Test func repeatedJSONLinesEventsAreCheckedAndReorderedKeysRead() throws {
    let trace = try Build.run(
      Build.scenario("iPhone X", ios: "11.0", root: Build.navigation("N", [Build.plain("A")])))
    var lines = TraceFormat.jsonLines.render(trace).split(separator: "\n").map(String.init)
    let event = try #require(lines.firstIndex { $0.contains("\"seq\":3,") })
    lines[event] = lines[event].replacingOccurrences(
      of: "{\"record\":\"event\",\"seq\":3,", with: "{\"seq\":3,\"record\":\"event\",")
    let reordered = try Trace.parse(
      TraceDigest.resealed(Array((lines.joined(separator: "\n") + "\n").utf8)))
    #expect(
      TraceFormat.jsonLines.renderBytes(reordered) == TraceFormat.jsonLines.renderBytes(trace))

    let repeated = lines[event + 1].replacingOccurrences(of: "\"seq\":4,", with: "\"seq\":9,")
    lines[event + 1] = repeated
    #expect(throws: TraceParseError(line: event + 2, column: 25, message: "expected seq 4")) {
      try Trace.parse(Array((lines.joined(separator: "\n") + "\n").utf8))
    }
  }
}
