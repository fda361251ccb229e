import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// SwiftUI's `inspector` in a horizontally compact width (docs/behaviour.md#swiftui-inspector):
/// a sheet presented as a `.sheet` is (WEB-861, WEB-866, WEB-867; C90), swapped with the column
/// when the width crosses the compact/regular cut (WEB-865; C91).
@Suite struct InspectorSheetTests {
  private static func scenario(
    _ device: String, ios: String, orientation: String = "portrait", inspector: String,
    events: String = "[]"
  ) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "s", "device": "\(device)", "ios": "\(ios)",
      "orientation": "\(orientation)",
      "root": { "hostingController": { "name": "Host", "rootView":
        { "geometryReader": { "name": "Editor", "modifiers": [ { "inspector": \(inspector) } ] } }
      } },
      "events": \(events) }
    """
  }

  private static let panel = #"{ "geometryReader": { "name": "Panel" } }"#
  private static let plain = #"{ "width": 225, "content": \#(panel) }"#

  /// `object.callback` of the records of `objects` in trace order, layout and preference
  /// records left out.
  private static func order(_ trace: Trace, _ objects: Set<String>) -> [String] {
    let left = ["Layout", "LayoutSubviews", "onPreferenceChange", "DidChange", "loadView"]
    return trace.records.filter { objects.contains($0.object) }
      .map { "\($0.object).\($0.callback)" }
      .filter { entry in !left.contains { entry.hasSuffix($0) } }
  }

  /// The times of `object`'s `callback` records.
  private static func times(_ trace: Trace, _ object: String, _ callback: Callback)
    -> [SimInstant]
  {
    trace.records(of: object).filter { $0.callback == callback }.map(\.time)
  }

  /// WEB-861, WEB-866, WEB-867, C90 on an iPhone 15 on 17: at launch the content is presented as
  /// a page sheet at the large detent (WEB-868), after the editor's appearance and the host's
  /// `viewDidAppear`, animated; the content fills the sheet and reads its bottom inset.
  @Test func iPhoneOnIOS17PresentsTheSheetAtLaunch() throws {
    let trace = try Build.run(json: Self.scenario("iPhone 15", ios: "17.0", inspector: Self.plain))
    #expect(trace.lastFrameAndSafeArea(of: "Editor") == "(0,59,393,759) {59,0,34,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Host.inspector") == "(0,69,393,783) {0,0,34,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "(0,69,393,749) {0,0,34,0}")
    #expect(
      Self.order(trace, ["Host", "Host.inspector", "Editor", "Panel"]) == [
        "Host.viewDidLoad", "Host.viewWillAppear", "Host.viewIsAppearing", "Editor.onAppear",
        "Host.viewDidAppear", "Host.inspector.viewDidLoad", "Host.inspector.viewWillAppear",
        "Host.inspector.viewIsAppearing", "Panel.onAppear", "Host.inspector.viewDidAppear",
      ])
    #expect(Self.times(trace, "Host.inspector", .viewDidAppear) == [.seconds(0.5)])
  }

  /// C90 on an iPhone 17 Pro on 26: the sheet at the large detent below the 62-pt top inset.
  @Test func iPhoneOnIOS26() throws {
    let trace = try Build.run(
      json: Self.scenario("iPhone 17 Pro", ios: "26.0", inspector: Self.plain))
    #expect(trace.lastFrameAndSafeArea(of: "Host.inspector") == "(0,62,402,812) {0,0,34,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "(0,62,402,778) {0,0,34,0}")
  }

  /// WEB-866: `presentationDetents` on the content size the sheet; the smallest detent shows
  /// first, and `sheet` names the hosting controller.
  @Test func detentsAndNameOfTheSheet() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPhone 15", ios: "17.0",
          inspector:
            #"{ "sheet": "Info", "detents": ["medium", "large"], "content": \#(Self.panel) }"#
        ))
    #expect(trace.lastFrameAndSafeArea(of: "Info") == "(0,443.333,393,408.667) {0,0,34,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "(0,443.333,393,374.667) {0,0,34,0}")
    #expect(trace.lastFrameAndSafeArea(of: "Host.inspector") == "none")
  }

  /// Not presented: no sheet in a compact width either.
  @Test func notPresentedPresentsNoSheet() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPhone 15", ios: "17.0",
          inspector: #"{ "isPresented": false, "content": \#(Self.panel) }"#
        )
    )
    #expect(trace.lastFrameAndSafeArea(of: "Host.inspector") == "none")
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "none")
  }

  /// WEB-865, C91 on an iPad, window events from regular to compact and back: the column's
  /// views disappear in the layout, then the sheet is presented and they appear in it; back to
  /// regular, the sheet's dismissal starts, they disappear in the sheet and appear in the
  /// column; the sheet's `viewDidDisappear` ends the dismissal. A second change to compact
  /// presents a new hosting controller, numbered.
  @Test func iPadWindowEventsSwapColumnAndSheet() throws {
    let events = #"""
      [{ "at": 1, "window": { "mode": "splitOneThird" } },
       { "at": 2, "window": { "mode": "fullScreen" } },
       { "at": 3, "window": { "mode": "splitOneThird" } }]
      """#
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0", orientation: "landscapeLeft", inspector: Self.plain,
          events: events))
    #expect(
      Self.order(trace, ["Host.inspector", "Panel", "Editor"]) == [
        "Editor.onAppear", "Panel.onAppear",
        "Panel.onDisappear", "Host.inspector.viewDidLoad", "Host.inspector.viewWillAppear",
        "Host.inspector.viewIsAppearing", "Panel.onAppear", "Host.inspector.viewDidAppear",
        "Host.inspector.willTransitionToTraitCollection", "Host.inspector.viewWillTransition",
        "Host.inspector.viewWillDisappear",
        "Panel.onDisappear", "Panel.onAppear", "Host.inspector.viewDidDisappear",
        "Panel.onDisappear", "Panel.onAppear",
      ])
    #expect(Self.times(trace, "Host.inspector", .viewDidDisappear) == [.seconds(2.5)])
    #expect(
      Self.times(trace, "Panel", .onAppear) == [
        .seconds(0), .seconds(1), .seconds(2), .seconds(3),
      ])
    // In the sheet of the one-third window, then in the column again.
    let appearances = trace.records(of: "Panel").filter { $0.callback == .onAppear }
    #expect(
      appearances.map { TraceValue.text($0.state.frame ?? .zero) } == [
        "(985,24,225,790)", "(0,34,375,780)", "(985,24,225,790)", "(0,34,375,780)",
      ])
    #expect(Self.times(trace, "Host.inspector 2", .viewDidLoad) == [.seconds(3)])
  }

  /// WEB-865 on an iPhone 15 Pro Max (regular in landscape): rotating to landscape takes the
  /// sheet away for the column, 320 points (C42) on the trailing edge of the editor, which stays
  /// inside the 59-pt side insets, with the editor's safe area (C82).
  @Test func rotationToARegularLandscapeShowsTheColumn() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPhone 15 Pro Max", ios: "17.0", inspector: #"{ "content": \#(Self.panel) }"#,
          events: #"[{ "at": 1, "rotate": "landscapeLeft" }]"#))
    #expect(Self.times(trace, "Host.inspector", .viewWillDisappear) == [.seconds(1)])
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "(553,0,320,409) {0,0,21,59}")
  }

  /// The sheet's name is checked as any controller's, its detents as a sheet's, with paths; a
  /// dismissal by an event is refused at run time.
  @Test func validation() {
    let taken = Scenario.runProblems(
      json:
        Self.scenario(
          "iPhone 15", ios: "17.0", inspector: #"{ "sheet": "Editor", "content": \#(Self.panel) }"#)
    )
    #expect(taken.contains { $0.contains("inspector.sheet") && $0.contains("already used") })
    let selected = Scenario.runProblems(
      json:
        Self.scenario(
          "iPhone 15", ios: "17.0",
          inspector:
            #"{ "detents": ["large"], "selectedDetent": "medium", "content": \#(Self.panel) }"#
        ))
    #expect(selected.contains { $0.contains("inspector.selectedDetent") })
    let dismissed = Scenario.runProblems(
      json:
        Self.scenario(
          "iPhone 15", ios: "17.0", inspector: Self.plain,
          events:
            #"[{ "at": 1, "dismissDrag": { "controller": "Host.inspector", "completes": true } }]"#
        ))
    #expect(dismissed.contains { $0.contains("inspector's sheet") })
  }

  /// C92: a `swiftUI` swap that takes the inspector away dismisses its sheet (its content's views
  /// disappear with the swapped view); one that brings an inspector in presents its sheet, named
  /// by its `sheet` key.
  @Test func swapsRemoveAndAddTheSheet() throws {
    let json = #"""
      { "format": "lifecycle-scenario/1", "name": "s", "device": "iPhone 15", "ios": "17.0",
        "root": { "hostingController": { "name": "Host", "rootView": { "vstack": { "children": [
          { "geometryReader": { "name": "Editor", "modifiers": [
            { "inspector": { "content": { "geometryReader": { "name": "Panel" } } } } ] } } ] } } } },
        "events": [
          { "at": 1, "swiftUI": { "swap": { "view": "Editor", "with": { "color": { "name": "Plain" } } } } },
          { "at": 2, "swiftUI": { "swap": { "view": "Plain", "with": { "geometryReader": {
              "name": "Other", "modifiers": [ { "inspector": { "sheet": "Second",
                "content": { "geometryReader": { "name": "Panel2" } } } } ] } } } } } ] }
      """#
    let trace = try Build.run(json: json)
    #expect(Self.times(trace, "Panel", .onDisappear) == [.seconds(1)])
    #expect(Self.times(trace, "Host.inspector", .viewWillDisappear) == [.seconds(1)])
    #expect(Self.times(trace, "Host.inspector", .viewDidDisappear) == [.seconds(1.5)])
    #expect(Self.times(trace, "Second", .viewDidLoad) == [.seconds(2)])
    #expect(trace.lastFrameAndSafeArea(of: "Panel2") == "(0,69,393,749) {0,0,34,0}")
  }

  /// An iPhone scenario whose inspector content is `content`, built in code.
  private static func built(_ content: SwiftUINode) -> Scenario {
    Build.scenario(
      "iPhone 15", ios: "17.0",
      root: .hosting("Host", SwiftUINode.geometryReader("Editor").inspector(content)))
  }

  /// Scaling: the content's named views move to the sheet and appear there in one pass each, at
  /// 10 and 100 times as many (the records grow as the views do).
  @Test func manyNamedViewsMoveToTheSheet() throws {
    var records: [Int] = []
    for count in [10, 100, 1000] {
      let rows = (0..<count).map { SwiftUINode.text("Row\($0)", width: 10, height: 0.5) }
      let trace = try Build.run(Self.built(.vstack("Rows", spacing: 0, rows)))
      #expect(trace.records.filter { $0.callback == .onAppear }.count == count + 2)
      #expect(trace.records(of: "Row\(count - 1)").last?.state.inWindow == true)
      records.append(trace.records.count)
    }
    // The same records a row, plus a fixed part.
    #expect(records[2] - records[1] == 10 * (records[1] - records[0]))
  }

  /// Depth: content nested to the limit under the modifier is presented in the sheet, whose tree
  /// is the content alone.
  @Test func deepContentIsPresented() throws {
    var node = SwiftUINode.geometryReader("Deepest")
    for _ in 0..<(SwiftUILimits.maximumDepth - 3) { node = .vstack(nil, [node]) }
    let trace = try Build.run(Self.built(node))
    #expect(trace.lastFrameAndSafeArea(of: "Deepest") == "(0,69,393,749) {0,0,34,0}")
  }

  /// A `detent` event reaches the inspector's sheet as any sheet's.
  @Test func detentEventChangesTheSheet() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPhone 15", ios: "17.0",
          inspector: #"{ "detents": ["medium", "large"], "content": \#(Self.panel) }"#,
          events: #"[{ "at": 1, "detent": { "controller": "Host.inspector", "to": "large" } }]"#))
    #expect(trace.lastFrameAndSafeArea(of: "Panel") == "(0,69,393,749) {0,0,34,0}")
  }

  /// `explain` on a value in the sheet shows the sheet's step, marked unverified (C90, C91), and
  /// agrees with the trace.
  @Test func explainMarksTheSheetUnverified() throws {
    let scenario = try Scenario.decode(
      Array(Self.scenario("iPhone 15", ios: "17.0", inspector: Self.plain).utf8),
      fileName: "s.json")
    let explanation = try Explainer.explain(
      scenario, "Panel.safeAreaInsets", at: .settled(epoch: 0))
    #expect(explanation.fromDerivation)
    #expect(explanation.value == "{0,0,34,0}")
    let reasons = explanation.steps.compactMap(\.reason).joined(separator: " ")
    #expect(reasons.contains("unverified") && reasons.contains("docs/behaviour.md#c90"))
  }

  /// The builder makes what the format decodes, and the encoder writes it back.
  @Test func builderMatchesTheDecoderAndRoundTrips() throws {
    let built = SwiftUINode.geometryReader("Editor").inspector(
      sheet: InspectorSheetSpec(
        name: "Info",
        detents: SheetConfiguration(detents: [.medium, .large], selectedDetent: .large)),
      .geometryReader("Panel"))
    let json = Self.scenario(
      "iPhone 15", ios: "17.0",
      inspector: #"""
        { "sheet": "Info", "detents": ["medium", "large"], "selectedDetent": "large",
          "content": \#(Self.panel) }
        """#)
    let decoded = try Scenario.decode(Array(json.utf8), fileName: "s.json")
    guard case .hostingController(let root, _, _) = decoded.root.kind else {
      Issue.record("not a hosting controller")
      return
    }
    #expect(root == built)
    let scenario = Build.scenario("iPhone 15", ios: "17.0", root: .hosting("Host", built))
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again.root.kind == scenario.root.kind)
  }
}
