import Foundation
@testable import LifecycleSim
import Testing

/// The schema of traced properties: every row is read and written by both renderers, both
/// parsers and the diff, so a new row works everywhere without touching them.
@Suite struct TracedPropertyTests {
  /// A value of each shape, with fractions and signs so that formatting is exercised.
  static func sample(_ shape: TraceValue.Shape) -> TraceValue {
    switch shape {
    case .insets: .insets(EdgeInsets(top: 88, left: 0.5, bottom: 34.333, right: -2))
    case .rect: .rect(Rect(x: 0, y: -44, width: 375.5, height: 812))
    case .point: .point(Point(x: -12.25, y: 3))
    case .flag: .flag(false)
    case .number: .number(47.333)
    }
  }

  /// Another value of the same shape, for the diff.
  static func other(_ shape: TraceValue.Shape) -> TraceValue {
    switch shape {
    case .insets: .insets(EdgeInsets(top: 64))
    case .rect: .rect(Rect(x: 1, y: 2, width: 3, height: 4))
    case .point: .point(Point(x: 0, y: -88))
    case .flag: .flag(true)
    case .number: .number(20)
    }
  }

  /// A kind whose records carry the row's property.
  static func kind(for row: TracedProperty) -> TraceObjectKind? {
    TraceObjectKind.allCases.first { row.carriers.contains($0) }
  }

  /// A trace of one object whose one record and final row set only `row`'s property.
  static func trace(_ row: TracedProperty, _ value: TraceValue) throws -> Trace {
    var state = ObjectState()
    #expect(row.set(value, in: &state))
    let kind = try #require(Self.kind(for: row))
    var builder = TraceBuilder(
      header: TraceHeader(
        scenario: "schema", device: "iPhone X", ios: "13.0", profile: 13, quirks: [],
        orientation: .portrait, screen: Size(width: 375, height: 812),
        layoutDirection: .leftToRight))
    let object = builder.addObject(name: "Object", kind: kind)
    let epoch = builder.openEpoch(cause: "initial", detail: "", at: .zero)
    builder.record(
      time: .zero, epoch: epoch, object: object, callback: .viewDidLoad, state: state,
      valid: TracePropertySet([row.property]))
    builder.addFinal(object: object, state: state)
    return builder.finish()
  }

  @Test func rowsFollowThePropertiesOrderAndFitTheValiditySet() {
    #expect(TracedProperty.all.map(\.property) == TraceProperty.allCases)
    #expect(TracedProperty.all.map(\.name) == TraceProperty.allCases.map(\.rawValue))
    #expect(TracedProperty.all.count <= UInt16.bitWidth)
    for row in TracedProperty.all {
      #expect(row.bit == row.property.bit, "\(row.name)")
      #expect(row.slot.offset != nil, "\(row.name) is not a stored property of ObjectState")
      #expect(TracedProperty.named(Substring(row.name))?.property == row.property)
    }
  }

  /// Writing through the key path and reading through the byte offset meet, and a state that
  /// sets one property has only that one.
  @Test(arguments: TraceProperty.allCases)
  func aValueSetIsReadBackAlone(_ property: TraceProperty) throws {
    let row = try #require(TracedProperty.named(Substring(property.rawValue)))
    var state = ObjectState()
    let value = Self.sample(row.shape)
    #expect(row.set(value, in: &state))
    #expect(row.value(in: state) == value)
    #expect(state.properties == TracePropertySet([property]))
    let wrongShape: TraceValue = row.shape == .flag ? .number(1) : .flag(true)
    #expect(!row.set(wrongShape, in: &state))
    #expect(row.value(in: state) == value)
  }

  /// Each row round-trips through text and JSON Lines: rendered, parsed and rendered again to
  /// the same bytes, with its value, validity and final row.
  @Test(arguments: TraceProperty.allCases)
  func eachPropertyRoundTripsThroughTextAndJSONLines(_ property: TraceProperty) throws {
    let row = try #require(TracedProperty.named(Substring(property.rawValue)))
    let trace = try Self.trace(row, Self.sample(row.shape))
    let text = TraceFormat.text.render(trace)
    #expect(text.contains(" \(row.name)="))
    #expect(text.contains("valid=\(row.name)\n"))
    for format in [TraceFormat.text, .jsonLines] {
      let bytes = format.renderBytes(trace)
      let parsed = try Trace.parse(bytes)
      #expect(format.renderBytes(parsed) == bytes, "\(format.name)")
      let record = try #require(parsed.records.first)
      #expect(row.value(in: record.state) == Self.sample(row.shape), "\(format.name)")
      #expect(record.state.properties == TracePropertySet([property]), "\(format.name)")
      #expect(record.valid == TracePropertySet([property]), "\(format.name)")
      #expect(parsed.finals.first?.state == record.state, "\(format.name)")
    }
    let chrome = TraceFormat.chrome.render(trace)
    #expect(chrome.contains(",\"\(row.name)\":"))
  }

  /// The diff reports a changed value by the row's name, once: in the settled lines (the record
  /// is where it settles, so the record line would say it again), not again in the final rows;
  /// `properties` selects it.
  @Test(arguments: TraceProperty.allCases)
  func theDiffReportsEachPropertyByName(_ property: TraceProperty) throws {
    let row = try #require(TracedProperty.named(Substring(property.rawValue)))
    let old = try Self.trace(row, Self.sample(row.shape))
    let new = try Self.trace(row, Self.other(row.shape))
    let oldText = Self.sample(row.shape).text
    let newText = Self.other(row.shape).text
    let comparison = TraceDiff.compare(old, new)
    let identity = RecordIdentity(
      epoch: 0, object: "Object", callback: .viewDidLoad, occurrence: 0)
    #expect(
      comparison.differences == [
        .value(identity, property: property, old: oldText, new: newText, count: 1)
      ])
    let text = comparison.render()
    #expect(text.contains("    ~ Object \(row.name) \(oldText) → \(newText)\n"))
    #expect(!text.contains("Object.viewDidLoad"))
    let others = Set(TraceProperty.allCases.filter { $0 != property })
    #expect(TraceDiff.compare(old, new, options: TraceDiffOptions(properties: others)).isSame)
    #expect(
      !TraceDiff.compare(old, new, options: TraceDiffOptions(properties: [property])).isSame)
  }

  /// The carriers a row declares hold for every record and final row of the reference traces.
  @Test func referenceTracesCarryPropertiesOnlyOnTheirCarriers() throws {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("traces")
    let scenarios = try ReferenceTraces.scenarios(in: directory)
    #expect(scenarios.count >= 56)
    var seen = TracePropertySet()
    for scenario in scenarios {
      let data = try Data(contentsOf: ReferenceTraces.traceURL(for: scenario))
      let trace = try Trace.parse([UInt8](data))
      let states =
        trace.records.map { ($0.kind, $0.state) } + trace.finals.map { ($0.kind, $0.state) }
      for (kind, state) in states {
        for row in TracedProperty.all where state.properties.contains(row.property) {
          seen.insert(row.property)
          #expect(
            row.carriers.contains(kind),
            "\(scenario.lastPathComponent): a \(kind.rawValue) carries \(row.name)")
        }
      }
    }
    #expect(Array(seen) == TraceProperty.allCases)
  }
}
