import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// SwiftUI's `inspector` (docs/behaviour.md#swiftui-inspector): a trailing column beside the
/// view in a regular width, none in a compact one, and the format's checks.
@Suite struct InspectorTests {
  private static func scenario(
    _ device: String, ios: String, orientation: String = "landscapeLeft", inspector: String
  ) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "s", "device": "\(device)", "ios": "\(ios)",
      "orientation": "\(orientation)",
      "root": { "hostingController": { "name": "Host", "rootView":
        { "geometryReader": { "name": "Editor", "modifiers": [ { "inspector": \(inspector) } ] } }
      } } }
    """
  }

  private static let panel = #"{ "geometryReader": { "name": "Panel" } }"#

  private static func appears(_ trace: Trace) -> [String] {
    trace.records.filter { $0.callback == .onAppear }.map(\.object)
  }

  /// WEB-861, WEB-862 on an iPad in landscape on iOS 17: the editor's width shrinks by the
  /// 225-pt column, which sits on the trailing edge; the inspector appears after the editor.
  @Test func columnWidthOnIOS17Landscape() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0",
          inspector: #"{ "width": 225, "content": \#(Self.panel) }"#))
    #expect(trace.lastFrameAndSafeArea(of: "Editor") == "(0,24,985,790) {24,0,20,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "(985,24,225,790) {24,0,20,0}")
    #expect(Self.appears(trace) == ["Editor", "Panel"])
  }

  /// C42, C82 on iOS 26: without `width` the column is 320 pt; both read the hosting view's insets.
  @Test func defaultColumnOnIOS26() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M5)", ios: "26.0", inspector: #"{ "content": \#(Self.panel) }"#))
    #expect(trace.lastFrameAndSafeArea(of: "Editor") == "(0,32,890,777) {32,0,25,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "(890,32,320,777) {32,0,25,0}")
    #expect(Self.appears(trace) == ["Editor", "Panel"])
  }

  /// `explain` tells the column's own story (WEB-861, WEB-862), not a split view column's, and
  /// marks its width and safe area unverified (C42, C82).
  @Test func explainTellsTheColumnStory() throws {
    let scenario = try Scenario.decode(
      Array(
        Self.scenario(
          "iPad Pro 11-inch (M5)", ios: "26.0", inspector: #"{ "content": \#(Self.panel) }"#
        ).utf8),
      fileName: "s.json")
    let explanation = try Explainer.explain(
      scenario, "Panel.safeAreaInsets", at: .settled(epoch: 0))
    #expect(explanation.value == "{32,0,25,0}")
    let step = explanation.steps.first { $0.result == "in an inspector column" }
    #expect(step?.rule.contains("trailing column") == true)
    #expect(step?.sources.contains("WEB-862") == true)
    #expect(step?.sources.contains("WEB-857") == false)
    #expect(step?.reason?.contains("docs/behaviour.md#c42") == true)
  }

  /// On an iPhone (compact width) there is no column: the editor keeps its width and the
  /// inspector's content appears in a sheet (InspectorSheetTests), after the editor.
  @Test func compactWidthShowsNoColumn() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPhone 15", ios: "17.0", orientation: "portrait",
          inspector: #"{ "content": \#(Self.panel) }"#))
    #expect(trace.lastFrameAndSafeArea(of: "Editor") == "(0,59,393,759) {59,0,34,0}")
    #expect(Self.appears(trace) == ["Editor", "Panel"])
  }

  /// Not presented: no column.
  @Test func notPresentedShowsNoColumn() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0",
          inspector: #"{ "isPresented": false, "content": \#(Self.panel) }"#))
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "none")
  }

  /// The modifier needs iOS 17; a negative width is refused with its path.
  @Test func validation() {
    let old = Scenario.validationProblems(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "16.0", inspector: #"{ "content": \#(Self.panel) }"#))
    #expect(old.contains { $0.contains("inspector needs iOS 17") })
    let negative = Scenario.validationProblems(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0",
          inspector: #"{ "width": -1, "content": \#(Self.panel) }"#))
    #expect(negative.contains { $0.contains("inspector") })
  }

  /// The Swift builder makes what the format decodes, and the encoder writes it back.
  @Test func builderMatchesTheDecoderAndRoundTrips() throws {
    let built = SwiftUINode.geometryReader("Editor").inspector(
      isPresented: false, width: 250, .geometryReader("Panel"))
    let json = Self.scenario(
      "iPad Pro 11-inch (M4)", ios: "17.0",
      inspector: #"{ "isPresented": false, "width": 250, "content": \#(Self.panel) }"#)
    let decoded = try Scenario.decode(Array(json.utf8), fileName: "s.json")
    guard case .hostingController(let root, _, _) = decoded.root.kind else {
      Issue.record("not a hosting controller")
      return
    }
    #expect(root == built)
    let scenario = Build.scenario(
      "iPad Pro 11-inch (M4)", ios: "17.0", root: .hosting("Host", built))
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again.root.kind == scenario.root.kind)
  }
}
