@testable import LifecycleSim
@testable import LifecycleSimTrace
import Testing

/// A final record taken from the settled state the last closed epoch gave its object
/// (``TraceBuilder/addFinalAsLastSettled(object:)``) is the one ``TraceBuilder/addFinal(object:state:)``
/// appends for that state, and none is taken once the trace has moved on.
@Suite struct FinalsFromSettledStatesTests {
  private static let header = TraceHeader(
    scenario: "s", device: "iPhone X", ios: "11.0", profile: 11, quirks: [],
    orientation: .portrait, screen: Size(width: 375, height: 812), layoutDirection: .leftToRight)

  private static func state(top: Double) -> ObjectState {
    ObjectState(
      safeAreaInsets: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      frame: Rect(x: 0, y: 0, width: 375, height: 812), inWindow: true)
  }

  /// The settled state of each object of the epoch: `Same` settles at its last record's
  /// state, `Moved` at another one; `Quiet` has no record in the epoch.
  private static let settled: [String: ObjectState] = [
    "Same": state(top: 44), "Moved": state(top: 88.5),
  ]

  /// A builder whose one epoch has closed, with the objects `Same`, `Moved` and `Quiet`.
  private static func closedBuilder() -> TraceBuilder {
    var builder = TraceBuilder(header: header)
    var names: [Int32: String] = [:]
    for name in ["Same", "Moved", "Quiet"] {
      names[builder.addObject(name: name, kind: .view)] = name
    }
    let first = builder.openEpoch(cause: "initialDisplay", detail: "", at: .zero)
    builder.record(
      time: .zero, epoch: first, object: 2, callback: .layoutSubviews, state: state(top: 20))
    builder.endEpoch(first, at: .zero, truncated: false)
    let epoch = builder.openEpoch(cause: "rotate", detail: "", at: .zero)
    for (object, top) in [(Int32(0), 20.0), (0, 44), (1, 44)] {
      builder.record(
        time: .zero, epoch: epoch, object: object, callback: .layoutSubviews,
        state: state(top: top))
    }
    for (position, object) in builder.beginClosing(epoch).enumerated() {
      let name = names[object] ?? ""
      builder.settle(position, state: settled[name] ?? ObjectState())
    }
    builder.closeEpoch(epoch, at: .zero, truncated: false)
    return builder
  }

  @Test func finalsTakenFromTheSettledStatesAreThoseAddedFromTheStates() throws {
    var taken = Self.closedBuilder()
    var added = taken
    let took = [0, 1, 2].map { taken.addFinalAsLastSettled(object: $0) }
    // `Quiet` was not observed in the epoch: nothing to take.
    #expect(took == [true, true, false])
    taken.addFinal(object: 2, state: Self.state(top: 20))
    added.addFinal(object: 0, state: Self.state(top: 44))
    added.addFinal(object: 1, state: Self.state(top: 88.5))
    added.addFinal(object: 2, state: Self.state(top: 20))
    let (a, b) = (taken.finish(), added.finish())
    #expect(a.finalSlots.map(\.sharesRecordState) == [true, false, true])
    #expect(a.finalSlots.map(\.sharesRecordState) == b.finalSlots.map(\.sharesRecordState))
    #expect(a.finalSlots.map(\.state) == b.finalSlots.map(\.state))
    #expect(a.finals == b.finals)
    #expect(
      a.finals.map(\.state) == [Self.state(top: 44), Self.state(top: 88.5), Self.state(top: 20)])
    for format in TraceFormat.all {
      #expect(format.renderBytes(a) == format.renderBytes(b), "\(format.name)")
    }
  }

  @Test func noFinalIsTakenOnceARecordFollowsTheClose() {
    var builder = Self.closedBuilder()
    builder.record(
      time: .zero, epoch: 1, object: 2, callback: .layoutSubviews, state: Self.state(top: 0))
    let took = builder.addFinalAsLastSettled(object: 0)
    #expect(!took)
    #expect(builder.finish().finalSlots.isEmpty)
  }

  @Test func noFinalIsTakenOnceAnEpochOpensAfterTheClose() {
    var builder = Self.closedBuilder()
    _ = builder.openEpoch(cause: "rotate", detail: "", at: .zero)
    let took = builder.addFinalAsLastSettled(object: 0)
    #expect(!took)
  }

  @Test func noFinalIsTakenBeforeAnyEpochCloses() {
    var builder = TraceBuilder(header: Self.header)
    let object = builder.addObject(name: "A", kind: .view)
    let epoch = builder.openEpoch(cause: "initialDisplay", detail: "", at: .zero)
    builder.record(
      time: .zero, epoch: epoch, object: object, callback: .layoutSubviews,
      state: Self.state(top: 0))
    // Ended without validity (the benchmark's run): no settled states.
    builder.endEpoch(epoch, at: .zero, truncated: false)
    let took = builder.addFinalAsLastSettled(object: object)
    #expect(!took)
  }
}
