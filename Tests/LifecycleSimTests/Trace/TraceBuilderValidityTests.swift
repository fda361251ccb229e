@testable import LifecycleSim
import Testing

/// How an epoch's close marks validity from the settled values and from where the engine
/// computed each object's geometry (docs/trace-formats.md#validity).
@Suite struct TraceBuilderValidityTests {
  private static let settled = ObjectState(
    safeAreaInsets: .zero, frame: Rect(x: 0, y: 0, width: 10, height: 10), inWindow: true)

  private static let header = TraceHeader(
    scenario: "s", device: "iPhone X", ios: "11.0", profile: 11, quirks: [],
    orientation: .portrait, screen: Size(width: 375, height: 812), layoutDirection: .leftToRight)

  /// Three records of one object that all read the settled state.
  private func builder() -> TraceBuilder {
    var builder = TraceBuilder(header: Self.header)
    let object = builder.addObject(name: "A", kind: .viewController)
    let epoch = builder.openEpoch(cause: "initialDisplay", detail: "", at: .zero)
    for callback in [Callback.viewDidLoad, .viewWillAppear, .viewDidAppear] {
      builder.record(
        time: .zero, epoch: epoch, object: object, callback: callback, state: Self.settled)
    }
    return builder
  }

  /// Closes `epoch`, each of its objects settled as `settle` says.
  private func close(
    _ builder: inout TraceBuilder, _ epoch: Int32,
    settle: (Int32) -> (state: ObjectState, geometryValidFrom: Int)
  ) {
    for (position, object) in builder.beginClosing(epoch).enumerated() {
      let settled = settle(object)
      builder.settle(
        position, state: settled.state, geometryValidFrom: settled.geometryValidFrom)
    }
    builder.closeEpoch(epoch, at: .zero, truncated: false)
  }

  private func validity(_ builder: TraceBuilder) -> [TracePropertySet] {
    builder.trace.records.map(\.valid)
  }

  @Test func anUntrackedObjectIsValidFromItsFirstSettledRecord() {
    var builder = builder()
    close(&builder, 0) { _ in (Self.settled, 0) }
    #expect(validity(builder)[0] == TracePropertySet([.safeAreaInsets, .frame, .inWindow]))
  }

  /// Geometry-derived values wait for the computation; `inWindow`, an input, does not.
  @Test func geometryWaitsForTheComputationAndInputsDoNot() {
    var builder = builder()
    close(&builder, 0) { _ in (Self.settled, 2) }
    #expect(
      validity(builder) == [
        TracePropertySet([.inWindow]), TracePropertySet(),
        TracePropertySet([.safeAreaInsets, .frame]),
      ])
  }

  /// Values never computed where the object settles are never valid.
  @Test func valuesNeverComputedWhereTheObjectSettlesAreNeverValid() {
    var builder = builder()
    close(&builder, 0) { _ in (Self.settled, .max) }
    #expect(
      validity(builder) == [TracePropertySet([.inWindow]), TracePropertySet(), TracePropertySet()])
  }

  /// Interleaved objects each get their own validity; a value that changes back breaks
  /// validity only before the change, and a record of another epoch inside the range is left
  /// alone.
  @Test func interleavedObjectsAndInterleavedEpochsAreMarkedApart() {
    var builder = TraceBuilder(header: Self.header)
    let a = builder.addObject(name: "A", kind: .viewController)
    let b = builder.addObject(name: "B", kind: .viewController)
    let early = builder.openEpoch(cause: "initialDisplay", detail: "", at: .zero)
    let late = builder.openEpoch(cause: "rotate", detail: "", at: .seconds(1))
    var moved = Self.settled
    moved.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let records: [(Int32, Int32, ObjectState)] = [
      (late, a, Self.settled), (late, b, Self.settled), (late, a, moved), (early, a, moved),
      (late, a, Self.settled), (late, b, Self.settled), (late, a, Self.settled),
    ]
    for (epoch, object, state) in records {
      builder.record(
        time: .seconds(1), epoch: epoch, object: object, callback: .viewWillLayoutSubviews,
        state: state)
    }
    var settledObjects: [Int32] = []
    close(&builder, late) { object in
      settledObjects.append(object)
      return (Self.settled, 0)
    }
    #expect(settledObjects == [a, b])
    let all = TracePropertySet([.safeAreaInsets, .frame, .inWindow])
    #expect(
      validity(builder) == [
        TracePropertySet([.frame, .inWindow]), all, TracePropertySet(), TracePropertySet(),
        TracePropertySet([.safeAreaInsets]), TracePropertySet(), TracePropertySet(),
      ])
  }

  /// A settled state that is not the object's last record's is packed apart and compared at
  /// display precision: a property it lacks is valid nowhere, a value a thousandth of a point
  /// off counts as settled, and a flag must match.
  @Test func aSettledStateApartFromTheLastRecordIsComparedAtDisplayPrecision() {
    var builder = TraceBuilder(header: Self.header)
    let object = builder.addObject(name: "A", kind: .view)
    let epoch = builder.openEpoch(cause: "initialDisplay", detail: "", at: .zero)
    let nearly = ObjectState(
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 0, right: 0),
      frame: Rect(x: 0, y: 0, width: 10.0004, height: 10), inWindow: true)
    let away = ObjectState(
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), inWindow: false)
    var last = Self.settled
    last.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    last.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    for state in [nearly, away, last] {
      builder.record(
        time: .zero, epoch: epoch, object: object, callback: .layoutSubviews, state: state)
    }
    var settled = Self.settled
    settled.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    close(&builder, epoch) { _ in (settled, 0) }
    #expect(
      validity(builder) == [
        TracePropertySet([.frame]), TracePropertySet(),
        TracePropertySet([.safeAreaInsets, .inWindow]),
      ])
  }

  /// The schema says which properties are geometry-derived.
  @Test func theSchemaNamesTheGeometryDerivedProperties() {
    let geometry = TracedProperty.all.filter { $0.origin == .geometry }.map(\.property)
    #expect(
      geometry == [
        .safeAreaInsets, .frame, .layoutMargins, .adjustedContentInset, .contentOffset,
        .topLayoutGuide, .bottomLayoutGuide, .contentViewInsets, .effectiveSectionInset,
        .keyboardLayoutGuide,
        .safeAreaCornerAdapted, .marginsCornerAdapted,
      ])
  }
}
