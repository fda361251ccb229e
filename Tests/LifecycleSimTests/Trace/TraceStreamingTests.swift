import Foundation
@testable import LifecycleSim
@testable import LifecycleSimTrace
import Testing

/// Rendering a trace a buffer at a time (`TraceFormat.render(_:chunks:)`, what `run` writes),
/// and the packed states it reads.
@Suite struct TraceStreamingTests {
  /// The largest reference trace: 95 kB of text, 900-odd distinct states.
  static func largestTrace() throws -> Trace {
    let name = "seed001-eight-rows-apple.scenario.json"
    let url = ReferenceTraceTests.directory.appendingPathComponent(name)
    return try Simulator(Scenario.decode([UInt8](Data(contentsOf: url)), fileName: name)).run()
  }

  /// Streamed in chunks of 1, 100 and 4,096 bytes (flushed in the middle of records, names and
  /// numbers), each format gives exactly the bytes rendered whole.
  @Test(arguments: ["text", "jsonl", "chrome"], [1, 100, 4096])
  func streamedChunksMakeTheWholeRendering(_ name: String, chunkSize: Int) throws {
    let trace = try Self.largestTrace()
    let format = try #require(TraceFormat.named(name))
    let whole = format.renderBytes(trace)
    try #require(whole.count > 20 * 4096)
    var streamed: [UInt8] = []
    var largest = 0
    let count = format.render(trace, chunkSize: chunkSize) { chunk in
      streamed.append(contentsOf: chunk)
      largest = max(largest, chunk.count)
      return true
    }
    #expect(streamed == whole)
    #expect(count == whole.count)
    #expect(largest <= max(chunkSize, 64))
  }

  /// A sink that refuses bytes (a closed pipe) is not called again, and the rendering stops.
  @Test(arguments: ["text", "jsonl", "chrome"])
  func aRefusingSinkStopsTheRendering(_ name: String) throws {
    let trace = try Self.largestTrace()
    let format = try #require(TraceFormat.named(name))
    var calls = 0
    let count = format.render(trace, chunkSize: 4096) { _ in
      calls += 1
      return false
    }
    #expect(calls == 1)
    #expect(count < format.renderBytes(trace).count)
  }

  /// A format made from a whole-trace renderer streams its bytes too.
  @Test func aCustomFormatIsHandedItsWholeRendering() throws {
    let trace = try Self.largestTrace()
    let format = TraceFormat(name: "count") { trace in Array("\(trace.count)\n".utf8) }
    var streamed: [UInt8] = []
    format.render(trace) { chunk in
      streamed.append(contentsOf: chunk)
      return true
    }
    #expect(streamed == Array("\(trace.count)\n".utf8))
  }

  /// Packed states give back every state as it was recorded, and compare as `==` does.
  @Test func packedStatesRoundTrip() {
    let states: [ObjectState] = [
      ObjectState(),
      ObjectState(
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        frame: Rect(x: -0.0, y: 1.0 / 3, width: 390, height: 844), inWindow: false,
        layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
        adjustedContentInset: EdgeInsets(top: 91, left: 0, bottom: 83, right: 0),
        contentInset: EdgeInsets(), contentOffset: Point(x: 0, y: -91), topLayoutGuide: 91,
        bottomLayoutGuide: 83, hidden: true,
        contentViewInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20),
        effectiveSectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
      ObjectState(inWindow: true, hidden: false),
      ObjectState(contentOffset: Point(x: 5, y: 6), bottomLayoutGuide: 0),
    ]
    var packed = PackedStates()
    for state in states { packed.append(state) }
    #expect(Array(packed) == states)
    for (index, state) in states.enumerated() {
      #expect(packed.properties(at: index) == state.properties.bits)
      for (other, otherState) in states.enumerated() {
        #expect(packed.matches(index, otherState) == (index == other), "\(index) \(other)")
      }
      var changed = state
      changed.hidden = !(state.hidden ?? false)
      #expect(!packed.matches(index, changed))
    }
  }

  /// `Callback.index`, read from the enum's stored case number, is its position in `allCases`.
  @Test func callbackIndicesAreTheirPositions() {
    for (position, callback) in Callback.allCases.enumerated() {
      #expect(callback.index == position, "\(callback)")
    }
  }

  /// `TraceObjectKind.index`, read the same way, is its position in `allCases`.
  @Test func objectKindIndicesAreTheirPositions() {
    for (position, kind) in TraceObjectKind.allCases.enumerated() {
      #expect(kind.index == position, "\(kind)")
    }
  }
}
