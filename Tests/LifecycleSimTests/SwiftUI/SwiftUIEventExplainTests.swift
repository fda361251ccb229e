import Foundation
@testable import LifecycleSim
import Testing

/// `explain` and `diff` on the reference traces of SwiftUI's own events
/// (docs/behaviour.md#swiftui-events): the values come from the engine's steps, and the choices
/// no source confirms are marked.
@Suite struct SwiftUIEventExplainTests {
  static func scenario(_ name: String) throws -> Scenario {
    let file = "\(name).scenario.json"
    let url = ReferenceTraceTests.directory.appendingPathComponent(file)
    return try Scenario.decode([UInt8](Data(contentsOf: url)), fileName: file)
  }

  /// A view a push added is explained by the layout under the inline bar, marked C65; a
  /// swapped-in view is marked C66 too.
  @Test(arguments: [
    ("swiftui-push-pop-iphone-15-ios17", "DetailReader.safeAreaInsets", 1),
    ("swiftui-condition-swap-iphone-15-ios17", "Goodbye.frame", nil),
  ])
  func aValueInAChangedTreeIsMarkedUnverified(name: String, value: String, epoch: Int?) throws {
    let explanation = try Explainer.explain(Self.scenario(name), value, at: .settled(epoch: epoch))
    #expect(explanation.fromDerivation)
    let reasons = explanation.steps.compactMap(\.reason).joined(separator: " ")
    #expect(reasons.contains("docs/behaviour.md#c65"))
    #expect(reasons.contains("docs/behaviour.md#c66"))
    let trace = try Simulator(Self.scenario(name)).run()
    if epoch == nil {
      let object = String(value.prefix { $0 != "." })
      #expect(explanation.value == trace.finalState(of: object)?.frame.map(TraceValue.text))
    }
  }

  /// A tab a TabView built at launch on 17 reads zero, and is marked: it appeared unseen (C64).
  @Test func anUnseenTabIsMarked() throws {
    let explanation = try Explainer.explain(
      Self.scenario("swiftui-tab-selection-iphone-15-ios17"), "SettingsRow.frame",
      at: .settled(epoch: 0))
    #expect(explanation.value == "(0,0,0,0)")
    #expect(explanation.steps.contains { $0.reason?.contains("docs/behaviour.md#c64") == true })
  }

  /// `diff` between 17 and 18 names the tabs that appeared at launch only on 17.
  @Test func theDiffShowsTheLaunchAppearances() throws {
    let on17 = try Simulator(Self.scenario("swiftui-tab-selection-iphone-15-ios17")).run()
    let on18 = try Simulator(Self.scenario("swiftui-tab-selection-iphone-16-ios18")).run()
    let comparison = TraceDiff.compare(on17, on18, options: TraceDiffOptions(ignoresHeader: true))
    #expect(!comparison.differences.isEmpty)
    let launch17 = on17.records.filter { $0.epoch == 0 && $0.callback == .onAppear }.map(\.object)
    let launch18 = on18.records.filter { $0.epoch == 0 && $0.callback == .onAppear }.map(\.object)
    #expect(Set(launch17).subtracting(launch18) == ["Settings", "SettingsRow", "Profile"])
  }
}
