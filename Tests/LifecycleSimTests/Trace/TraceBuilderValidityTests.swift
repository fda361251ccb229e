@testable import LifecycleSim
import Testing

/// How an epoch's close marks validity from the settled values and from where the engine
/// computed each object's geometry (docs/trace-formats.md#validity).
@Suite struct TraceBuilderValidityTests {
  private static let settled = ObjectState(
    safeAreaInsets: .zero, frame: Rect(x: 0, y: 0, width: 10, height: 10), inWindow: true)

  /// Three records of one object that all read the settled state.
  private func builder() -> TraceBuilder {
    var builder = TraceBuilder(
      header: TraceHeader(
        scenario: "s", device: "iPhone X", ios: "11.0", profile: 11, quirks: [],
        orientation: .portrait, screen: Size(width: 375, height: 812),
        layoutDirection: .leftToRight))
    let object = builder.addObject(name: "A", kind: .viewController)
    let epoch = builder.openEpoch(cause: "initialDisplay", detail: "", at: .zero)
    for callback in [Callback.viewDidLoad, .viewWillAppear, .viewDidAppear] {
      builder.record(
        time: .zero, epoch: epoch, object: object, callback: callback, state: Self.settled)
    }
    return builder
  }

  private func validity(_ builder: TraceBuilder) -> [TracePropertySet] {
    builder.trace.records.map(\.valid)
  }

  @Test func anUntrackedObjectIsValidFromItsFirstSettledRecord() {
    var builder = builder()
    builder.closeEpoch(0, settled: [0: Self.settled], at: .zero, truncated: false)
    #expect(validity(builder)[0] == TracePropertySet([.safeAreaInsets, .frame, .inWindow]))
  }

  /// Geometry-derived values wait for the computation; `inWindow`, an input, does not.
  @Test func geometryWaitsForTheComputationAndInputsDoNot() {
    var builder = builder()
    builder.closeEpoch(
      0, settled: [0: Self.settled], geometryValidFrom: [0: 2], at: .zero, truncated: false)
    #expect(
      validity(builder) == [
        TracePropertySet([.inWindow]), TracePropertySet(),
        TracePropertySet([.safeAreaInsets, .frame]),
      ])
  }

  /// Values never computed where the object settles are never valid.
  @Test func valuesNeverComputedWhereTheObjectSettlesAreNeverValid() {
    var builder = builder()
    builder.closeEpoch(
      0, settled: [0: Self.settled], geometryValidFrom: [0: Int.max], at: .zero, truncated: false)
    #expect(
      validity(builder) == [TracePropertySet([.inWindow]), TracePropertySet(), TracePropertySet()])
  }

  /// The schema says which properties are geometry-derived.
  @Test func theSchemaNamesTheGeometryDerivedProperties() {
    let geometry = TracedProperty.all.filter { $0.origin == .geometry }.map(\.property)
    #expect(
      geometry == [
        .safeAreaInsets, .frame, .layoutMargins, .adjustedContentInset, .contentOffset,
        .topLayoutGuide, .bottomLayoutGuide, .contentViewInsets, .effectiveSectionInset,
      ])
  }
}
