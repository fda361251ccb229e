import LifecycleSim
import Testing

/// SwiftUI's own events (docs/behaviour.md#swiftui-events): what each changes, and the order of
/// `onAppear`, `onDisappear` and `.task` per version, each tied to its source or choice.
@Suite struct SwiftUIEventTests {
  private func run(
    _ rootView: String, device: String = "iPhone 15", ios: String = "17.0", events: String
  ) throws -> Trace {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "\(device)", "ios": "\(ios)",
        "root": { "hostingController": { "name": "Host", "rootView": \(rootView) } },
        "events": \(events) }
      """
    return try Simulator(try Scenario.decode(Array(json.utf8), fileName: "t.json")).run()
  }

  /// `object.callback` of each record of `objects`, in trace order.
  private func order(_ trace: Trace, _ objects: Set<String>) -> [String] {
    trace.records.filter { objects.contains($0.object) }.map { "\($0.object).\($0.callback)" }
  }

  private func times(_ trace: Trace, _ object: String, _ callback: Callback) -> [SimInstant] {
    trace.records(of: object).filter { $0.callback == callback }.map(\.time)
  }

  private func stack(_ kind: String = "navigationStack") -> String {
    #"""
    { "\#(kind)": { "name": "Stack", "title": "Inbox", "children": [
        { "list": { "name": "Messages", "modifiers": [{ "task": {} }],
            "children": [{ "text": { "name": "Row", "size": [120, 20] } }] } }] } }
    """#
  }

  private let pushThenPop = #"""
    [{ "at": 1, "swiftUI": { "push": { "stack": "Stack", "view": { "vstack": { "name": "Detail",
        "modifiers": [{ "task": {} }, { "frame": { "maxWidth": "infinity", "maxHeight": "infinity" } },
                      { "background": { "geometryReader": { "name": "Reader" } } }],
        "children": [{ "text": { "name": "Body", "size": [200, 40] } }] } } } } },
     { "at": 2, "swiftUI": { "pop": { "stack": "Stack" } } }]
    """#

  /// C65, WEB-911: the pushed view's `onAppear` (and task start) in the push's turn; the
  /// covered list's `onDisappear` (and task cancel) when the 0.35 s transition ends; on the
  /// pop the list appears again at once and the detail leaves at the end.
  @Test func pushAndPopOrderOnANavigationStack() throws {
    let trace = try run(stack(), events: pushThenPop)
    #expect(times(trace, "Detail", .onAppear) == [.seconds(1)])
    #expect(times(trace, "Detail", .taskStart) == [.seconds(1)])
    #expect(times(trace, "Messages", .onDisappear) == [.seconds(1.35)])
    #expect(times(trace, "Messages", .taskCancel) == [.seconds(1.35)])
    #expect(times(trace, "Messages", .onAppear) == [.seconds(0), .seconds(2)])
    #expect(times(trace, "Detail", .onDisappear) == [.seconds(2.35)])
    #expect(
      order(trace, ["Detail", "Messages"]).filter { !$0.hasSuffix("onPreferenceChange") } == [
        "Messages.onAppear", "Messages.taskStart",
        "Detail.onAppear", "Detail.taskStart", "Messages.onDisappear", "Messages.taskCancel",
        "Messages.onAppear", "Messages.taskStart", "Detail.onDisappear", "Detail.taskCancel",
      ])
    // The hosting controller gets no UIKit callback from SwiftUI's own navigation.
    #expect(trace.records(of: "Host").allSatisfy { $0.time == .zero })
  }

  /// The pushed view fills the area under the inline bar: 54 + 44 - 1 px on a Dynamic Island
  /// iPhone on 17 (GT-121), 59 + 54 on 26 (OU-031); the root's large title is gone.
  @Test(arguments: [("iPhone 15", "17.0", 97.667), ("iPhone 16", "26.0", 113.0)])
  func thePushedViewReadsTheInlineBar(device: String, ios: String, top: Double) throws {
    let push = #"""
      [{ "at": 1, "swiftUI": { "push": { "stack": "Stack", "view": { "geometryReader": {
          "name": "Reader" } } } } }]
      """#
    let trace = try run(stack(), device: device, ios: ios, events: push)
    func near(_ value: Double?) -> Bool { value.map { abs($0 - top) < 0.001 } ?? false }
    let reader = try #require(trace.records(of: "Reader").first { $0.callback == .onAppear })
    #expect(near(reader.state.safeAreaInsets?.top))
    #expect(near(reader.state.frame?.minY))
    #expect(trace.final("Stack.navigationBar").hidden == false)
    #expect(near(trace.final("Stack.navigationBar").frame?.maxY))
    // At the root the large title makes the bar taller: the list's top inset is below it.
    let list = try #require(trace.records(of: "Messages").first { $0.callback == .onAppear })
    #expect((list.state.safeAreaInsets?.top ?? 0) > top + 40)
  }

  /// WEB-912, C63: a `NavigationView` on 15 keeps the covered view appeared; from 16 (WEB-911)
  /// it disappears and appears again.
  @Test(arguments: [
    ("15.2", "navigationView", 0, 1), ("16.0", "navigationView", 1, 2),
    ("16.0", "navigationStack", 1, 2),
  ])
  func aCoveredNavigationViewRootKeepsItsAppearanceUpTo15(
    ios: String, kind: String, disappearances: Int, appearances: Int
  ) throws {
    let trace = try run(stack(kind), device: "iPhone 14", ios: ios, events: pushThenPop)
    #expect(times(trace, "Messages", .onDisappear).count == disappearances)
    #expect(times(trace, "Messages", .onAppear).count == appearances)
    #expect(times(trace, "Detail", .onDisappear) == [.seconds(2.35)])
  }

  /// Without animation the covered view leaves in the push's own turn.
  @Test func anUnanimatedPushEndsInItsTurn() throws {
    let trace = try run(
      stack(),
      events: #"""
        [{ "at": 1, "swiftUI": { "push": { "stack": "Stack", "animated": false,
            "view": { "text": { "name": "Detail", "size": [10, 10] } } } } }]
        """#)
    #expect(times(trace, "Messages", .onDisappear) == [.seconds(1)])
  }

  /// Three tabs; the first has a `.task` (iOS 15+) when `task`.
  private func tabs(task: Bool = true) -> String {
    let modifiers = task ? #", "modifiers": [{ "task": {} }]"# : ""
    return #"""
      { "tabView": { "name": "Tabs", "children": [
          { "text": { "name": "Home", "size": [100, 20]\#(modifiers) } },
          { "text": { "name": "Settings", "size": [100, 20] } },
          { "text": { "name": "Profile", "size": [100, 20] } }] } }
      """#
  }

  private let selections = #"""
    [{ "at": 1, "swiftUI": { "selectTab": { "tabView": "Tabs", "index": 1 } } },
     { "at": 2, "swiftUI": { "selectTab": { "tabView": "Tabs", "index": 0 } } }]
    """#

  /// WEB-911, C64: on 13–17 every tab gets `onAppear` at launch (not in the window); WEB-910:
  /// from 18 only the selected tab, and a tab at its first selection.
  @Test(arguments: [
    ("14.0", [SimInstant.seconds(0)]), ("17.0", [.seconds(0)]), ("18.0", [.seconds(1)]),
    ("26.0", [.seconds(1)]),
  ])
  func whichTabsAppearAtLaunch(ios: String, settings: [SimInstant]) throws {
    let trace = try run(
      tabs(task: false), ios: ios,
      events: selections)
    #expect(times(trace, "Settings", .onAppear) == settings)
    let first = try #require(trace.records(of: "Settings").first { $0.callback == .onAppear })
    #expect(first.state.inWindow == (first.time != .zero))
    // Profile is never selected: it appears at launch up to 17 and never from 18.
    #expect(times(trace, "Profile", .onAppear).count == (settings == [.seconds(0)] ? 1 : 0))
    #expect(times(trace, "Profile", .onDisappear).isEmpty)
  }

  /// WEB-502: a tab switch gives the new tab `onAppear`, then the old tab `onDisappear`, from
  /// 14; on 13 each view sends each once.
  @Test func aTabSwitchAppearsTheNewTabThenDisappearsTheOld() throws {
    let trace = try run(tabs(), ios: "18.0", events: selections)
    #expect(
      order(trace, ["Home", "Settings"]).filter { !$0.hasSuffix("onPreferenceChange") } == [
        "Home.onAppear", "Home.taskStart",
        "Settings.onAppear", "Home.onDisappear", "Home.taskCancel",
        "Home.onAppear", "Home.taskStart", "Settings.onDisappear",
      ])
    #expect(trace.final("Tabs.tabBar").frame == Rect(x: 0, y: 769, width: 393, height: 83))
    let on13 = try run(
      tabs(task: false),
      device: "iPhone 11", ios: "13.0", events: selections)
    #expect(times(on13, "Home", .onAppear) == [.seconds(0)])
    #expect(times(on13, "Home", .onDisappear).isEmpty)
  }

  private let content = #"""
    { "vstack": { "name": "Content", "children": [{ "text": { "name": "Title", "size": [200, 30] } }] } }
    """#

  /// A SwiftUI sheet follows the UIKit sheet rules: the same frame and insets as a UIKit page
  /// sheet with the same detents (WEB-406: medium is about half).
  @Test func aSheetIsPresentedAsAUIKitSheetIs() throws {
    let swiftUI = try run(
      content, device: "iPhone 14", ios: "16.0",
      events: #"""
        [{ "at": 1, "swiftUI": { "present": { "from": "Content", "name": "Sheet", "style": "sheet",
            "detents": ["medium", "large"], "view": { "color": { "name": "Fill" } } } } }]
        """#)
    let json = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone 14", "ios": "16.0",
        "root": { "hostingController": { "name": "Host", "rootView": \(content) } },
        "events": [{ "at": 1, "present": { "from": "Host", "style": "pageSheet",
          "detents": ["medium", "large"], "controller": { "hostingController": { "name": "Sheet",
            "rootView": { "color": { "name": "Fill" } } } } } }] }
      """
    let uikit = try Simulator(try Scenario.decode(Array(json.utf8), fileName: "u.json")).run()
    #expect(swiftUI.final("Sheet.view") == uikit.final("Sheet.view"))
    #expect(swiftUI.final("Fill") == uikit.final("Fill"))
    #expect(swiftUI.final("Sheet.view").frame.map { abs($0.minY - 433.333) < 0.001 } == true)
    // The presenter stays in the window: its views get nothing (OU-076).
    #expect(times(swiftUI, "Title", .onDisappear).isEmpty)
  }

  /// WEB-913: a SwiftUI sheet on an iPad is form-sized (580 × 650) from 18, a page sheet before.
  @Test(arguments: [("17.0", false), ("18.0", true)])
  func anIPadSheetIsAFormSheetFrom18(ios: String, form: Bool) throws {
    let trace = try run(
      content, device: "iPad (A16)", ios: ios,
      events: #"""
        [{ "at": 1, "swiftUI": { "present": { "from": "Title", "name": "Sheet", "style": "sheet",
            "view": { "color": {} } } } }]
        """#)
    let frame = try #require(trace.final("Sheet.view").frame)
    #expect((frame.width == 580 && frame.height == 650) == form)
  }

  /// WEB-915, C38: a full-screen cover takes the presenter's views off screen, so they get
  /// `onDisappear` just before the host's `viewDidDisappear`, and `onAppear` again on dismissal.
  @Test func aFullScreenCoverDisappearsThePresenter() throws {
    let trace = try run(
      content, device: "iPhone 14", ios: "16.0",
      events: #"""
        [{ "at": 1, "swiftUI": { "present": { "from": "Title", "name": "Cover",
            "style": "fullScreenCover", "view": { "color": { "name": "Fill" } } } } },
         { "at": 2, "swiftUI": { "dismiss": { "name": "Cover" } } }]
        """#)
    let sequence = order(trace, ["Host", "Title", "Fill"]).filter {
      $0.contains("ppear") && !$0.contains("Is")
    }
    #expect(times(trace, "Title", .onDisappear) == [.seconds(1.5)])
    #expect(times(trace, "Title", .onAppear) == [.seconds(0), .seconds(2)])
    #expect(times(trace, "Fill", .onDisappear) == [.seconds(2.5)])
    let disappear = try #require(sequence.firstIndex(of: "Title.onDisappear"))
    #expect(sequence[disappear + 1] == "Host.viewDidDisappear")
    #expect(try #require(sequence.firstIndex(of: "Fill.onAppear")) < disappear)
  }

  /// C66: a swap sends the old view's `onDisappear` (and task cancel) before the new view's
  /// `onAppear` (and task start), in one turn; the new view is laid out where the old one was.
  @Test func aSwapDisappearsTheOldViewFirst() throws {
    let trace = try run(
      #"""
      { "vstack": { "name": "Screen", "spacing": 0, "children": [
          { "text": { "name": "Old", "size": [200, 40], "modifiers": [{ "task": {} }] } },
          { "spacer": {} }] } }
      """#,
      events: #"""
        [{ "at": 1, "swiftUI": { "swap": { "view": "Old",
            "with": { "text": { "name": "New", "size": [100, 40], "modifiers": [{ "task": {} }] } } } } }]
        """#)
    #expect(
      order(trace, ["Old", "New"]).filter { !$0.hasSuffix("onPreferenceChange") } == [
        "Old.onAppear", "Old.taskStart", "Old.onDisappear", "Old.taskCancel", "New.onAppear",
        "New.taskStart",
      ])
    #expect(times(trace, "New", .onAppear) == [.seconds(1)])
    #expect(trace.final("Old").inWindow == false)
    #expect(trace.final("New").frame == Rect(x: 146.5, y: 59, width: 100, height: 40))
  }

  /// Without `swiftUI` events a scenario traces no SwiftUI bar (its trace is unchanged).
  @Test func barsAreTracedOnlyWithSwiftUIEvents() throws {
    let trace = try run(stack(), events: "[]")
    #expect(!trace.objects.contains { $0.name == "Stack.navigationBar" })
  }
}
