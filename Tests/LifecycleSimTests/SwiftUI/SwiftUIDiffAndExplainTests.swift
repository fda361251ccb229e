import Foundation
@testable import LifecycleSim
import Testing

/// `diff` and `explain` on SwiftUI records: the 15.0–15.1 List bug (seed004,
/// `swiftUIListIgnoresSafeAreaInset`) seen through both.
@Suite struct SwiftUIDiffAndExplainTests {
  static func scenario(ios: String) throws -> Scenario {
    let name = "swiftui-safe-area-inset-list-ios15.scenario.json"
    let url = ReferenceTraceTests.directory.appendingPathComponent(name)
    var scenario = try Scenario.decode([UInt8](Data(contentsOf: url)), fileName: name)
    scenario.ios = ios
    return scenario
  }

  /// On 15.0 the List leaves the `safeAreaInset` bar out of its bottom inset; on 15.2 it adds
  /// it: the diff names the SwiftUI node and its value.
  @Test func theDiffShowsTheListBugOnASwiftUINode() throws {
    let buggy = try Simulator(Self.scenario(ios: "15.0")).run()
    let fixed = try Simulator(Self.scenario(ios: "15.2")).run()
    let comparison = TraceDiff.compare(buggy, fixed, options: TraceDiffOptions(ignoresHeader: true))
    let values = comparison.differences.compactMap { difference -> (String, TraceProperty)? in
      guard case .value(let id, let property, _, _, _) = difference else { return nil }
      return (id.object, property)
    }
    #expect(values.contains { $0 == ("Messages", .adjustedContentInset) })
    let bottom = { (trace: Trace) in trace.finalState(of: "Messages")?.adjustedContentInset?.bottom
    }
    let buggyBottom = try #require(bottom(buggy))
    let fixedBottom = try #require(bottom(fixed))
    #expect(fixedBottom > buggyBottom)
  }

  /// `explain` gives a SwiftUI node's value from the steps the engine wrote.
  @Test func explainWorksOnASwiftUINode() throws {
    let explanation = try Explainer.explain(
      Self.scenario(ios: "15.0"), "Messages.adjustedContentInset")
    #expect(explanation.fromDerivation)
    #expect(!explanation.steps.isEmpty)
    let trace = try Simulator(Self.scenario(ios: "15.0")).run()
    #expect(
      explanation.value
        == trace.finalState(of: "Messages")?.adjustedContentInset.map(TraceValue.text))
  }
}
