import Foundation
import Testing

@testable import LifecycleSim

/// A diff leads with what each object ends up reading (``TraceComparison/settled``).
@Suite struct SettledDifferenceTests {
  /// The SwiftUI keyboard recipe (seed004), and the same content with `ignoresSafeArea()` on the
  /// whole stack, the classic mistake: the field no longer moves above the keyboard.
  private static func recipes() throws -> (right: Trace, wrong: Trace) {
    let name = "swiftui-keyboard-recipe-iphone13.scenario.json"
    let url = ReferenceTraceTests.directory.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    let right = try Scenario.decode(Array(text.utf8), fileName: name)
    let wrongText = text.replacingOccurrences(
      of: #""zstack": {"#, with: #""zstack": { "modifiers": [{ "ignoresSafeArea": {} }],"#)
    #expect(wrongText != text)
    let wrong = try Scenario.decode(Array(wrongText.utf8), fileName: name)
    return (try Simulator(right).run(), try Simulator(wrong).run())
  }

  /// The field's frame is in the first section, in the keyboard's epoch, frame first: 415 with
  /// the recipe, and with the mistake where it was, 559, though the mistake's trace has no
  /// record of the field in that epoch (the value an object keeps counts).
  @Test func theKeyboardRecipeDiffNamesTheFieldsFrameFirst() throws {
    let (right, wrong) = try Self.recipes()
    let comparison = TraceDiff.compare(right, wrong)
    let field = try #require(comparison.settled.first { $0.epoch == 1 && $0.object == "Field" })
    #expect(field.values.first?.property == .frame)
    #expect(field.values.first?.old == "(16,415,358,34)")
    #expect(field.values.first?.new == "(16,559,358,34)")
    let text = comparison.render(.text)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "settled (what each object ends up reading)")
    let fieldLine = try #require(lines.firstIndex { $0.hasPrefix("    ~ Field frame ") })
    let records = try #require(lines.firstIndex(of: "records (callback by callback)"))
    #expect(fieldLine < records)
  }

  /// Properties come frames and insets first, whatever the schema's order.
  @Test func framesAndInsetsLead() {
    let order = TraceDiff.settledOrder
    #expect(Array(order.prefix(3)) == [.frame, .safeAreaInsets, .adjustedContentInset])
    #expect(Set(order) == Set(TraceProperty.allCases))
    #expect(order.count == TraceProperty.allCases.count)
  }

  /// A difference that stays the same is said once; one that goes away is said (`in both`);
  /// the record lines the settled lines state are not repeated.
  @Test func aDifferenceIsSaidWhenItChanges() throws {
    let (right, wrong) = try Self.recipes()
    let comparison = TraceDiff.compare(right, wrong)
    // Three epochs, three different pairs for the field: said in each.
    #expect(comparison.settled.filter { $0.object == "Field" }.map(\.epoch) == [0, 1, 2])
    let push = TraceDiff.compare(
      try Self.trace("event-push-pop-iphone-8"), try Self.trace("event-push-pop-iphone-x"),
      options: TraceDiffOptions(objects: ["List"], properties: [.safeAreaInsets]))
    #expect(
      push.settled.map { "\($0.epoch) \($0.values[0].old) \($0.values[0].new)" } == [
        "0 {64,0,0,0} {88,0,34,0}", "1 {0,0,0,0} {0,0,0,0}", "2 {64,0,0,0} {88,0,34,0}",
        "3 {0,0,0,0} {0,0,0,0}", "4 {64,0,0,0} {88,0,34,0}",
      ])
    let text = push.render(.text)
    #expect(text.contains("    = List safeAreaInsets {0,0,0,0} in both\n"))
    // The records keep what the settled lines do not say: viewWillDisappear before the push.
    #expect(!text.contains("List.viewLayoutMarginsDidChange"))
    #expect(text.contains("    ~ List.viewWillDisappear safeAreaInsets {64,0,0,0} → {88,0,34,0}\n"))
    // The comparison itself keeps every difference.
    #expect(push.differences.contains { $0.kind == .value })
    #expect(push.counts.first { $0.kind == .value }?.count == 5)
  }

  private static func trace(_ name: String) throws -> Trace {
    let url = ReferenceTraceTests.directory.appendingPathComponent("\(name).scenario.json")
    return try Simulator(
      try Scenario.decode([UInt8](Data(contentsOf: url)), fileName: "\(name).scenario.json")
    ).run()
  }

  /// Identical traces have no settled difference; a callback filter has no settled view.
  @Test func sameTracesAndCallbackFilters() throws {
    let (right, wrong) = try Self.recipes()
    #expect(TraceDiff.compare(right, right).settled.isEmpty)
    let filtered = TraceDiff.compare(
      right, wrong, options: TraceDiffOptions(callbacks: [.onPreferenceChange]))
    #expect(filtered.settled.isEmpty)
    #expect(!filtered.isSame)
  }
}
