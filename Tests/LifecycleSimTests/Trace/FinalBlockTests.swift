import Foundation
@testable import LifecycleSim
@testable import LifecycleSimTrace
import Testing

/// The final block: a final record shares its object's last record's state when they are the
/// same (``Trace/FinalSlot``), and renderers reuse that state's text (``StateTexts``); rendered
/// so, every format gives the bytes of finals rendered one by one from their states.
@Suite struct FinalBlockTests {
  static let header = TraceHeader(
    scenario: "finals", device: "iPhone X", ios: "13.0", profile: 13, quirks: [],
    orientation: .portrait, screen: Size(width: 375, height: 812), layoutDirection: .leftToRight)

  static func state(top: Double, frame: Rect? = nil) -> ObjectState {
    ObjectState(
      safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: 34, right: 0), frame: frame,
      inWindow: true)
  }

  /// Objects whose final state is their last record's, differs from it, equals an earlier
  /// record's only, has no record at all, is empty, or has the same values as another object's.
  static func mixedTrace() -> Trace {
    var builder = TraceBuilder(header: header)
    let epoch = builder.openEpoch(cause: "initialDisplay", detail: "", at: .zero)
    let frame = Rect(x: 0, y: 0, width: 375, height: 812)
    let shared = builder.addObject(name: "Shared", kind: .viewController)
    let changed = builder.addObject(name: "Changed", kind: .view)
    let earlier = builder.addObject(name: "Earlier", kind: .view)
    let silent = builder.addObject(name: "Silent", kind: .viewController)
    let empty = builder.addObject(name: "Empty", kind: .navigationBar)
    let twin = builder.addObject(name: "Twin", kind: .view)
    let steps: [(Int32, ObjectState)] = [
      (shared, state(top: 0)), (shared, state(top: 44, frame: frame)),
      (changed, state(top: 44)), (earlier, state(top: 20)), (earlier, state(top: 47.333)),
      (empty, ObjectState()), (twin, state(top: 44, frame: frame)), (shared, state(top: 44)),
      (shared, state(top: 44, frame: frame)),
    ]
    for (object, state) in steps {
      builder.record(
        time: .zero, epoch: epoch, object: object, callback: .layoutSubviews, state: state)
    }
    builder.endEpoch(epoch, at: .zero, truncated: false)
    builder.addFinal(object: silent, state: ObjectState(inWindow: false))
    builder.addFinal(object: shared, state: state(top: 44, frame: frame))
    builder.addFinal(object: changed, state: state(top: 88.5))
    builder.addFinal(object: earlier, state: state(top: 20))
    builder.addFinal(object: empty, state: ObjectState())
    builder.addFinal(object: twin, state: state(top: 44, frame: frame))
    return builder.finish()
  }

  /// The same trace with every final record holding a state of its own, so that every final is
  /// rendered from its state.
  static func unshared(_ trace: Trace) -> Trace {
    var plain = trace
    plain.finalStates = PackedStates()
    plain.finalSlots = trace.finalSlots.map { slot in
      plain.finalStates.append(trace.state(of: slot))
      return Trace.FinalSlot(
        object: slot.object, state: Int32(plain.finalStates.count - 1), sharesRecordState: false)
    }
    return plain
  }

  @Test func aFinalSharesOnlyItsObjectsLastRecordsState() {
    let trace = Self.mixedTrace()
    #expect(trace.finalSlots.map(\.sharesRecordState) == [false, true, false, false, true, true])
    #expect(trace.finalStates.count == 3)
    #expect(
      trace.finals.map(\.object) == ["Silent", "Shared", "Changed", "Earlier", "Empty", "Twin"])
    #expect(
      trace.finals.map(\.kind) == [
        .viewController, .viewController, .view, .view, .navigationBar, .view,
      ])
    #expect(trace.finals[2].state == Self.state(top: 88.5))
    #expect(trace.finalState(of: "Earlier") == Self.state(top: 20))
  }

  @Test(arguments: ["text", "jsonl", "chrome"])
  func sharedFinalsRenderAsFinalsRenderedFromTheirStates(_ name: String) throws {
    let format = try #require(TraceFormat.named(name))
    let trace = Self.mixedTrace()
    #expect(format.render(trace) == format.render(Self.unshared(trace)))
  }

  /// On the reference scenarios, whose final block is mostly shared states.
  @Test(arguments: ["text", "jsonl", "chrome"])
  func referenceFinalsRenderAsFinalsRenderedFromTheirStates(_ name: String) throws {
    let format = try #require(TraceFormat.named(name))
    let trace = try TraceStreamingTests.largestTrace()
    #expect(trace.finalSlots.contains { $0.sharesRecordState })
    #expect(format.renderBytes(trace) == format.renderBytes(Self.unshared(trace)))
  }

  /// Read back, a trace has the same finals, and shares the same states.
  @Test(arguments: ["text", "jsonl"])
  func parsedFinalsAreTheRenderedOnes(_ name: String) throws {
    let format = try #require(TraceFormat.named(name))
    let trace = Self.mixedTrace()
    let parsed = try Trace.parse(format.renderBytes(trace))
    #expect(parsed.finals == trace.finals)
    #expect(parsed.finalSlots.map(\.sharesRecordState) == trace.finalSlots.map(\.sharesRecordState))
  }
}
