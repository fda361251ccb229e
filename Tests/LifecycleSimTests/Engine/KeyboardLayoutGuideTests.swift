import Foundation
import LifecycleSim
import Testing

@testable import LifecycleSimEngine

/// `view.keyboardLayoutGuide` (docs/behaviour.md#keyboard-layout-guide): the guide's frame in
/// the root view, on the bottom safe area with no keyboard (WEB-966, WEB-967, WEB-968), over the
/// part of the view the keyboard covers when it shows (WEB-965, WEB-968), at the view's bottom
/// with no height when `usesBottomSafeArea` is false (WEB-966, WEB-970).
@Suite struct KeyboardLayoutGuideTests {
  /// `guide` is the controller's `keyboardLayoutGuide` value in the scenario's JSON.
  static func scenario(
    device: String, ios: String = "17.0", guide: String = "true", root: String? = nil,
    events: String = """
    { "at": 1, "showKeyboard": { "height": "system" } }, { "at": 2, "hideKeyboard": {} }
    """
  ) -> String {
    let controller = #"{ "viewController": { "name": "A", "keyboardLayoutGuide": \#(guide) } }"#
    return """
      { "format": "lifecycle-scenario/1", "name": "guide", "device": "\(device)", "ios": "\(ios)",
        "root": \(root ?? controller), "events": [\(events)] }
      """
  }

  static func run(_ json: String) throws -> Trace {
    try Simulator(try Scenario.decode(Array(json.utf8), fileName: "guide.json")).run()
  }

  /// The guide at the first record of `callback` on `object` in `epoch`.
  static func guide(_ trace: Trace, _ object: String, _ callback: Callback, epoch: Int) -> Rect? {
    trace.records.first { $0.epoch == epoch && $0.object == object && $0.callback == callback }?
      .state.keyboardLayoutGuide
  }

  /// The guide `object` reads at its last record up to the end of `epoch`.
  static func settled(_ trace: Trace, _ object: String, epoch: Int) -> Rect? {
    trace.records.last { $0.object == object && $0.epoch <= epoch }?.state.keyboardLayoutGuide
  }

  /// iPhone 14, iOS 17: the guide rests on the 34-pt bottom inset (WEB-967, WEB-968), covers the
  /// 335-pt keyboard of its screen class when it shows (WEB-101; WEB-968), and rests there again once it hides.
  @Test func iPhoneXRestsOnTheSafeAreaAndCoversTheKeyboard() throws {
    let trace = try Self.run(Self.scenario(device: "iPhone 14"))
    let resting = Rect(x: 0, y: 810, width: 390, height: 34)
    #expect(Self.guide(trace, "A", .viewDidAppear, epoch: 0) == resting)
    #expect(Self.settled(trace, "A", epoch: 0) == resting)
    #expect(
      Self.settled(trace, "A", epoch: 1)
        == Rect(x: 0, y: 509, width: 390, height: 335))
    #expect(Self.settled(trace, "A", epoch: 2) == resting)
  }

  /// Before its first layout a guide's frame is zero, as any layout guide's: `viewDidLoad` reads
  /// (0,0,0,0), and the value is valid from the callback at which the root view is computed in
  /// the window, as the safe area is.
  @Test func zeroBeforeTheRootViewIsInTheWindow() throws {
    let trace = try Self.run(Self.scenario(device: "iPhone 14"))
    #expect(Self.guide(trace, "A", .viewDidLoad, epoch: 0) == .zero)
    let valid = try #require(
      trace.records.first { $0.object == "A" && $0.valid.contains(.keyboardLayoutGuide) })
    let safeArea = try #require(
      trace.records.first { $0.object == "A" && $0.valid.contains(.safeAreaInsets) })
    #expect(valid.seq == safeArea.seq)
  }

  /// The keyboard's will-notification comes first; then the root view is laid out again, its
  /// guide moved: `viewWillLayoutSubviews` is the first callback that reads the new guide
  /// (docs/behaviour.md#c72).
  @Test func theRootViewIsLaidOutAfterTheWillNotification() throws {
    let trace = try Self.run(Self.scenario(device: "iPhone 14"))
    let epoch1 = trace.records.filter { $0.epoch == 1 }
    let names = epoch1.map { "\($0.object).\($0.callback)" }
    let show = try #require(names.firstIndex(of: "keyboard.keyboardWillShow"))
    let layout = try #require(names.firstIndex(of: "A.viewWillLayoutSubviews"))
    #expect(show < layout)
    #expect(names.contains("A.viewDidLayoutSubviews"))
    #expect(
      epoch1[layout].state.keyboardLayoutGuide == Rect(x: 0, y: 509, width: 390, height: 335))
    #expect(epoch1[layout].valid.contains(.keyboardLayoutGuide))
  }

  /// `usesBottomSafeArea: false` (iOS 17+): no height at the view's bottom with no keyboard
  /// (WEB-966, WEB-970); the keyboard's cover is the same.
  @Test func withoutTheSafeAreaTheGuideHasNoHeight() throws {
    let trace = try Self.run(
      Self.scenario(device: "iPhone 14", guide: #"{ "usesBottomSafeArea": false }"#))
    #expect(
      Self.settled(trace, "A", epoch: 0)
        == Rect(x: 0, y: 844, width: 390, height: 0))
    #expect(
      Self.settled(trace, "A", epoch: 1)
        == Rect(x: 0, y: 509, width: 390, height: 335))
  }

  /// A home-button iPhone (SE 3rd generation) has no bottom inset: the guide has no height with
  /// no keyboard, and covers its 260-pt keyboard (GT-293).
  @Test func aHomeButtonIPhoneHasNoRestingHeight() throws {
    let trace = try Self.run(Self.scenario(device: "iPhone SE (3rd generation)"))
    #expect(
      Self.settled(trace, "A", epoch: 0)
        == Rect(x: 0, y: 667, width: 375, height: 0))
    #expect(
      Self.settled(trace, "A", epoch: 1)
        == Rect(x: 0, y: 407, width: 375, height: 260))
  }

  /// iOS 15 and 16 have no `usesBottomSafeArea`: the guide rests on the safe area (WEB-967).
  /// Under a tab bar the bottom inset is the bar's 83 pt.
  @Test func iOS15RestsOnTheSafeAreaUnderATabBar() throws {
    let root = """
      { "tabBarController": { "name": "Tabs", "tabs": [
        { "viewController": { "name": "A", "keyboardLayoutGuide": true } } ] } }
      """
    let trace = try Self.run(Self.scenario(device: "iPhone 13", ios: "15.0", root: root))
    #expect(
      Self.settled(trace, "A", epoch: 0)
        == Rect(x: 0, y: 761, width: 390, height: 83))
    #expect(
      Self.settled(trace, "A", epoch: 1)
        == Rect(x: 0, y: 509, width: 390, height: 335))
  }

  /// An iPad Pro 11-inch: the 20-pt bottom inset, then the 340-pt keyboard (GT-295).
  @Test func iPadRestsOnItsInsetAndCoversItsKeyboard() throws {
    let trace = try Self.run(Self.scenario(device: "iPad Pro (11-inch)"))
    let state0 = try #require(trace.records.last { $0.object == "A" && $0.epoch == 0 }?.state)
    let width = try #require(state0.frame?.width)
    let height = try #require(state0.frame?.height)
    #expect(state0.keyboardLayoutGuide == Rect(x: 0, y: height - 20, width: width, height: 20))
    #expect(
      Self.settled(trace, "A", epoch: 1)
        == Rect(x: 0, y: height - 340, width: width, height: 340))
  }

  /// A controller without the key carries no guide: existing traces do not change.
  @Test func withoutTheKeyNoGuideIsTraced() throws {
    let trace = try Self.run(Self.scenario(device: "iPhone 14", guide: "false"))
    #expect(trace.records.allSatisfy { $0.state.keyboardLayoutGuide == nil })
  }

  /// Refused before iOS 15, and `usesBottomSafeArea` before 17, each with its path and fix.
  @Test func olderVersionsAreRefused() throws {
    for (ios, guide, expected) in [
      ("14.0", "true", "UIView.keyboardLayoutGuide needs iOS 15 or later"),
      ("16.0", #"{ "usesBottomSafeArea": true }"#, "usesBottomSafeArea needs iOS 17 or later"),
    ] {
      let error = try #require(throws: ScenarioError.self) {
        try Self.run(Self.scenario(device: "iPhone 14", ios: ios, guide: guide))
      }
      #expect(error.description.contains(expected), "\(error)")
      #expect(error.description.contains("keyboardLayoutGuide"))
      #expect(error.description.contains("use \"ios\""))
    }
  }

  /// A value that is neither a flag nor an object, and an unknown key, are refused.
  @Test func badValuesAreRefused() throws {
    for guide in ["3", #"{ "usesBottomSafe": false }"#] {
      let error = try #require(throws: ScenarioError.self) {
        try Self.run(Self.scenario(device: "iPhone 14", guide: guide))
      }
      #expect(error.description.contains("keyboardLayoutGuide"), "\(error)")
    }
  }

  /// The builder's spelling and the JSON encode the same, and round-trip.
  @Test func theBuilderRoundTrips() throws {
    for spec in [KeyboardLayoutGuideSpec(), KeyboardLayoutGuideSpec(usesBottomSafeArea: false)] {
      let scenario = Scenario(
        name: "guide", device: "iPhone 14", ios: "17.0",
        root: .controller("A") { $0.keyboardLayoutGuide = spec })
      let decoded = try Scenario.decode(scenario.jsonBytes(), fileName: "g.json")
      #expect(decoded.root.keyboardLayoutGuide == spec)
    }
  }

  /// `explain` tells the guide's story: the safe area's steps, then the rule, its sources.
  @Test func explainTellsTheStory() throws {
    let scenario = try Scenario.decode(
      Array(Self.scenario(device: "iPhone 14").utf8), fileName: "guide.json")
    let explanation = try Explainer.explain(
      scenario, "A.keyboardLayoutGuide", at: .settled(epoch: 0))
    let text = explanation.text
    #expect(text.contains("no keyboard over the view: on the bottom safe area"), "\(text)")
    #expect(text.contains("WEB-967"))
    let shown = try Explainer.explain(scenario, "A.keyboardLayoutGuide", at: .settled(epoch: 1))
    #expect(shown.text.contains("the part of the view the docked keyboard covers"), "\(shown.text)")
  }

  /// Guides nested as deep as views may go (``ViewTreeDepth/maximum``): the deepest child's
  /// guide follows the keyboard like the root's.
  @Test func nestedGuidesAtDepth() throws {
    var node = #"{ "viewController": { "name": "C40", "keyboardLayoutGuide": true } }"#
    for level in stride(from: 39, through: 0, by: -1) {
      node =
        #"{ "viewController": { "name": "C\#(level)", "keyboardLayoutGuide": true, "children": [{ "controller": \#(node) }] } }"#
    }
    let trace = try Self.run(Self.scenario(device: "iPhone 14", root: node))
    for name in ["C0", "C40"] {
      #expect(
        Self.settled(trace, name, epoch: 1)
          == Rect(x: 0, y: 509, width: 390, height: 335), "\(name)")
    }
  }

  /// The keyboard's work grows with the guides on screen, not with the rest of the tree: 10×
  /// and 100× the children with guides cost 10× and 100× the layout visits of the keyboard
  /// events, and 100× plain views beside them cost nothing more.
  @Test func keyboardWorkScalesWithTheGuides() throws {
    func work(guides: Int, views: Int) throws -> Int {
      let children = (0..<guides).map {
        #"{ "controller": { "viewController": { "name": "G\#($0)", "keyboardLayoutGuide": true } } }"#
      }
      let subviews = (0..<views).map { #"{ "view": { "name": "v\#($0)" } }"# }
      let root = """
        { "viewController": { "name": "Shell", "view": { "subviews": [\(subviews.joined(separator: ","))] },
          "children": [\(children.joined(separator: ","))] } }
        """
      let busy = try Simulator(
        try Scenario.decode(
          Array(Self.scenario(device: "iPhone 14", root: root).utf8), fileName: "g.json"))
      _ = try busy.run()
      let idle = try Simulator(
        try Scenario.decode(
          Array(Self.scenario(device: "iPhone 14", root: root, events: "").utf8), fileName: "g.json"
        ))
      _ = try idle.run()
      return busy.passWork.layoutVisits - idle.passWork.layoutVisits
    }
    let one = try work(guides: 1, views: 1)
    let ten = try work(guides: 10, views: 1)
    let hundred = try work(guides: 100, views: 1)
    #expect(one > 0)
    #expect(ten <= 10 * one + 10)
    #expect(hundred <= 100 * one + 100)
    #expect(try work(guides: 1, views: 100) == one)
  }
}
