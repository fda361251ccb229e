import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// `split` events (docs/behaviour.md#split-view-events): the display mode `show(_:)`, `hide(_:)`
/// and `preferredDisplayMode` lead to (WEB-894–WEB-896), the delegate's record (WEB-897), the
/// columns' callbacks, frames and safe areas, a collapsed split view (C80), and the format's
/// checks (docs/scenario-format.md#split-events).
@Suite struct SplitViewEventTests {
  // MARK: The rule

  private static func spec(_ style: SplitViewStyle, behavior: SplitBehavior = .automatic)
    -> SplitViewSpec
  {
    var columns = [
      SplitColumnChild(.primary, .controller("P")), SplitColumnChild(.secondary, .controller("S")),
    ]
    if style == .tripleColumn { columns.append(SplitColumnChild(.supplementary, .controller("M"))) }
    return SplitViewSpec(style: style, preferredSplitBehavior: behavior, columns: columns)
  }

  private static func mode(
    _ change: SplitViewChange, from current: SplitDisplayMode, _ spec: SplitViewSpec
  ) -> SplitDisplayMode {
    SplitViewRule.displayMode(after: change, from: current, spec)
  }

  /// WEB-894: `show(_:)` goes to the closest mode of the split behaviour where the column is
  /// fully visible: tiled with `tile` (and `automatic`), over the secondary with `overlay`,
  /// pushing it with `displace`; a triple split's primary comes with the supplementary.
  @Test func showTakesTheClosestModeOfTheSplitBehaviour() {
    let double = Self.spec(.doubleColumn)
    #expect(Self.mode(.show(.primary), from: .secondaryOnly, double) == .oneBesideSecondary)
    #expect(
      Self.mode(.show(.primary), from: .secondaryOnly, Self.spec(.doubleColumn, behavior: .overlay))
        == .oneOverSecondary)
    #expect(Self.mode(.show(.primary), from: .oneOverSecondary, double) == .oneOverSecondary)
    let triple = Self.spec(.tripleColumn, behavior: .displace)
    #expect(Self.mode(.show(.primary), from: .secondaryOnly, triple) == .twoDisplaceSecondary)
    #expect(Self.mode(.show(.supplementary), from: .secondaryOnly, triple) == .oneBesideSecondary)
    #expect(
      Self.mode(.show(.primary), from: .oneOverSecondary, Self.spec(.tripleColumn, behavior: .tile))
        == .twoBesideSecondary)
    // Showing the secondary hides what lies over or pushes it, and keeps a tiled one.
    #expect(Self.mode(.show(.secondary), from: .twoDisplaceSecondary, triple) == .secondaryOnly)
    #expect(Self.mode(.show(.secondary), from: .oneOverSecondary, double) == .secondaryOnly)
    #expect(Self.mode(.show(.secondary), from: .oneBesideSecondary, double) == .oneBesideSecondary)
  }

  /// WEB-895: `hide(_:)` goes to the closest mode where the column is hidden; a triple split's
  /// supplementary takes the primary with it.
  @Test func hideTakesTheClosestModeWithoutTheColumn() {
    #expect(
      Self.mode(.hide(.primary), from: .oneBesideSecondary, Self.spec(.doubleColumn))
        == .secondaryOnly)
    let triple = Self.spec(.tripleColumn)
    #expect(Self.mode(.hide(.primary), from: .twoBesideSecondary, triple) == .oneBesideSecondary)
    #expect(Self.mode(.hide(.primary), from: .twoOverSecondary, triple) == .oneOverSecondary)
    #expect(Self.mode(.hide(.primary), from: .twoDisplaceSecondary, triple) == .oneBesideSecondary)
    #expect(Self.mode(.hide(.supplementary), from: .twoBesideSecondary, triple) == .secondaryOnly)
    #expect(Self.mode(.hide(.primary), from: .secondaryOnly, triple) == .secondaryOnly)
    // WEB-896: a display mode event is the mode itself.
    #expect(
      Self.mode(.displayMode(.oneOverSecondary), from: .secondaryOnly, triple) == .oneOverSecondary)
  }

  // MARK: The engine

  private static func scenario(
    _ device: String, ios: String, _ orientation: String = "landscapeLeft", root: String,
    window: String? = nil, events: String = ""
  ) -> String {
    """
    { "format": "lifecycle-scenario/1", "name": "s", "device": "\(device)", "ios": "\(ios)",
      "orientation": "\(orientation)", \(window.map { "\"window\": \($0)," } ?? "")
      "root": \(root), "events": [\(events)] }
    """
  }

  private static func double(behavior: String = "automatic") -> String {
    """
    { "splitViewController": { "name": "Split", "style": "doubleColumn",
        "preferredSplitBehavior": "\(behavior)",
        "primary": { "viewController": { "name": "Sidebar" } },
        "secondary": { "viewController": { "name": "Detail" } } } }
    """
  }

  static let classic = SplitViewTests.classic

  private static func callbacks(_ trace: Trace, _ object: String, epoch: Int) -> [String] {
    trace.records.filter { $0.object == object && $0.epoch == epoch }.map {
      $0.callback.rawValue + ($0.arguments.animated.map { "(\($0))" } ?? "")
    }
  }

  /// iOS 17, portrait (the secondary alone): `show(.primary)` tiles the sidebar with its buffer
  /// (WEB-891, WEB-894): the delegate's record first (WEB-897), the sidebar's load and appearance
  /// animated, `viewDidAppear` when the 0.35 s transition ends (C79); the secondary shrinks to
  /// 834 − 321 = 513.
  @Test func showThePrimaryTilesItOnIOS17() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0", "portrait", root: Self.double(),
          events: #"{ "at": 1, "split": { "controller": "Split", "show": "primary" } }"#))
    let epoch = trace.records.filter { $0.epoch == 1 }
    #expect(epoch.first?.object == "Split")
    #expect(epoch.first?.callback == .splitViewControllerWillChangeDisplayMode)
    #expect(epoch.first?.arguments.displayMode == .oneBesideSecondary)
    let sidebar = Self.callbacks(trace, "Sidebar", epoch: 1)
    #expect(Array(sidebar.prefix(3)) == ["loadView", "viewDidLoad", "viewWillAppear(true)"])
    #expect(sidebar.contains("viewIsAppearing(true)"))
    #expect(sidebar.last == "viewDidAppear(true)")
    #expect(epoch.first?.time == .seconds(1))
    #expect(trace.record("Sidebar.viewDidAppear")?.time == .seconds(1.35))
    #expect(trace.final("Sidebar").frame == Rect(x: -100, y: 0, width: 420, height: 1210))
    #expect(trace.final("Sidebar").safeAreaInsets?.left == 100)
    #expect(trace.final("Detail").frame == Rect(x: 321, y: 0, width: 513, height: 1210))
    #expect(trace.final("Detail").safeAreaInsets?.left == 0)
  }

  /// With the `overlay` behaviour the sidebar lies over the secondary, which keeps its frame
  /// (WEB-894).
  @Test func showThePrimaryWithOverlayLeavesTheSecondary() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0", "portrait", root: Self.double(behavior: "overlay"),
          events: #"{ "at": 1, "split": { "controller": "Split", "show": "primary" } }"#))
    #expect(
      trace.record("Split.splitViewControllerWillChangeDisplayMode", epoch: 1)?.arguments
        .displayMode == .oneOverSecondary)
    #expect(trace.final("Detail").frame == Rect(x: 0, y: 0, width: 834, height: 1210))
    #expect(trace.final("Sidebar").frame == Rect(x: -100, y: 0, width: 420, height: 1210))
  }

  /// iOS 26, landscape: hiding the floating sidebar gives the secondary its covered 320 back
  /// (WEB-892, WEB-895); the sidebar disappears animated, its `viewDidDisappear` 0.35 s later.
  @Test func hideTheFloatingSidebarOnIOS26() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M5)", ios: "26.0", root: Self.double(),
          events: #"{ "at": 1, "split": { "controller": "Split", "hide": "primary" } }"#))
    #expect(trace.state(of: "Detail", at: .settled(epoch: 0))?.safeAreaInsets?.left == 320)
    #expect(
      trace.record("Split.splitViewControllerWillChangeDisplayMode", epoch: 1)?.arguments
        .displayMode == .secondaryOnly)
    #expect(
      Self.callbacks(trace, "Sidebar", epoch: 1) == [
        "viewWillDisappear(true)", "viewDidDisappear(true)",
      ])
    #expect(trace.final("Detail").frame == Rect(x: 0, y: 0, width: 1210, height: 834))
    #expect(trace.final("Detail").safeAreaInsets?.left == 0)
  }

  /// A `displayMode` event on a classic split sets `preferredDisplayMode`, which takes effect at
  /// once (WEB-896): the primary's navigation controller and its top disappear in the event's
  /// turn with `animated=false` (C79), and the detail spans the split view.
  @Test func displayModeTakesEffectAtOnce() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad (6th generation)", ios: "13.0", root: Self.classic,
          events:
            #"{ "at": 1, "split": { "controller": "Split", "displayMode": "secondaryOnly" } }"#
        ))
    #expect(
      Self.callbacks(trace, "MasterNav", epoch: 1) == [
        "viewWillDisappear(false)", "viewDidDisappear(false)",
      ])
    let epoch = trace.records.filter { $0.epoch == 1 }
    #expect(Set(epoch.map(\.time)).count == 1)
    #expect(trace.final("Detail").frame == Rect(x: 0, y: 0, width: 1024, height: 768))
  }

  /// A mode already shown changes nothing and sends nothing.
  @Test func theModeShownAlreadySendsNothing() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0", root: Self.double(),
          events: #"{ "at": 1, "split": { "controller": "Split", "show": "primary" } }"#))
    #expect(!trace.records.contains { $0.epoch == 1 })
  }

  /// C80: collapsed, `show` changes nothing; a `displayMode` waits for the expansion, which then
  /// shows that mode.
  @Test func aCollapsedSplitViewKeepsTheDisplayModeForLater() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad (6th generation)", ios: "15.0", root: Self.classic,
          window: #"{ "mode": "splitOneThird" }"#,
          events: """
            { "at": 1, "split": { "controller": "Split", "displayMode": "oneOverSecondary" } },
            { "at": 2, "window": { "mode": "fullScreen" } }
            """))
    #expect(!trace.records.contains { $0.epoch == 1 })
    #expect(trace.final("Detail").frame == Rect(x: 0, y: 0, width: 1024, height: 768))
    #expect(trace.final("Master").frame == Rect(x: 0, y: 0, width: 320, height: 768))
  }

  /// An expansion that keeps the secondary alone (a kept `secondaryOnly`) still sends
  /// `splitViewControllerDidExpand` (WEB-893: it comes once `isCollapsed` changed), and `show`
  /// in the collapsed window changed nothing (C80).
  @Test func anExpansionIntoTheSecondaryAloneTellsTheDelegate() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M5)", ios: "26.0", root: Self.double(),
          window: #"{ "size": [500, 700] }"#,
          events: """
            { "at": 1, "split": { "controller": "Split", "show": "primary" } },
            { "at": 2, "split": { "controller": "Split", "displayMode": "secondaryOnly" } },
            { "at": 3, "window": { "mode": "fullScreen" } }
            """))
    #expect(!trace.records.contains { $0.epoch == 1 || $0.epoch == 2 })
    #expect(trace.records.last { $0.epoch == 3 }?.callback == .splitViewControllerDidExpand)
    #expect(!trace.records.contains { $0.object == "Sidebar" })
    #expect(trace.final("Detail").frame == Rect(x: 0, y: 0, width: 1210, height: 834))
  }

  /// WEB-899 (a radar on 10.2), `splitDisplayModeSkipsAppearance`: a classic split's display
  /// mode change shows the primary without `viewWillAppear` or `viewDidAppear`; by default it
  /// gets both (C81).
  @Test func theRadarsVariantShowsThePrimarySilently() throws {
    func run(quirk: Bool) throws -> Trace {
      let root = """
        { "splitViewController": { "name": "Split", "preferredDisplayMode": "secondaryOnly",
            "primary": { "navigationController": { "name": "MasterNav",
              "stack": [ { "viewController": { "name": "Master" } } ] } },
            "secondary": { "viewController": { "name": "Detail" } } } }
        """
      let json = """
        { "format": "lifecycle-scenario/1", "name": "s", "device": "iPad (6th generation)",
          "ios": "10.0", "orientation": "landscapeLeft",
          \(quirk ? #""quirks": { "splitDisplayModeSkipsAppearance": true },"# : "")
          "root": \(root),
          "events": [ { "at": 1, "split": { "controller": "Split", "displayMode": "oneBesideSecondary" } } ] }
        """
      return try Build.run(json: json)
    }
    let appearance: Set<Callback> = [.viewWillAppear, .viewDidAppear]
    let plain = try run(quirk: false)
    #expect(
      plain.records.filter { $0.object == "Master" && appearance.contains($0.callback) }.count
        == 2)
    let radar = try run(quirk: true)
    #expect(
      !radar.records.contains {
        ["MasterNav", "Master"].contains($0.object) && appearance.contains($0.callback)
      })
    #expect(radar.records.contains { $0.object == "Master" && $0.callback == .viewDidLoad })
    #expect(radar.final("Master").frame == Rect(x: 0, y: 0, width: 320, height: 768))
    #expect(radar.final("Detail").frame == Rect(x: 321, y: 0, width: 703, height: 768))
  }

  /// The record's display mode reads back from both trace forms.
  @Test func theDisplayModeReadsBack() throws {
    let trace = try Build.run(
      json:
        Self.scenario(
          "iPad Pro 11-inch (M4)", ios: "17.0", "portrait", root: Self.double(),
          events: #"{ "at": 1, "split": { "controller": "Split", "show": "primary" } }"#))
    let record = try #require(
      trace.record("Split.splitViewControllerWillChangeDisplayMode", epoch: 1))
    for format in [TraceFormat.text, .jsonLines] {
      let again = try Trace.parse(Array(format.render(trace).utf8))
      #expect(
        again.record("Split.splitViewControllerWillChangeDisplayMode", epoch: 1)?.arguments
          == record.arguments)
    }
    #expect(
      TraceFormat.text.render(trace).contains(
        "splitViewControllerWillChangeDisplayMode(displayMode=oneBesideSecondary)"))
  }

  // MARK: The format

  @Test func formatChecksNameTheKeyAndTheFix() {
    func problems(_ root: String, _ split: String, ios: String = "17.0") -> [String] {
      Scenario.validationProblems(
        json:
          Self.scenario(
            "iPad Pro 11-inch (M4)", ios: ios, root: root,
            events: #"{ "at": 1, "split": { "controller": "Split", \#(split) } }"#))
    }
    #expect(
      problems(Self.classic, #""show": "primary""#) == [
        #"events[0].split.show: "Split" is a classic split view controller; show(_:) and hide(_:) take a column of a doubleColumn or tripleColumn split (iOS 14+); set the display mode instead: "displayMode": "oneBesideSecondary" or "secondaryOnly""#
      ])
    #expect(
      problems(Self.double(), #""hide": "secondary""#) == [
        #"events[0].split.hide: hide(_:) does not hide the secondary column (UIKit refuses it); hide the sidebars instead, or set "displayMode": "secondaryOnly""#
      ])
    #expect(
      problems(Self.double(), #""show": "supplementary""#) == [
        #"events[0].split.show: "Split" is a doubleColumn split view controller; only a tripleColumn one has a supplementary column; name "primary" or "secondary""#
      ])
    #expect(
      problems(Self.double(), #""show": "compact""#) == [
        #"events[0].split.show: the compact column is shown only while the split view is collapsed; it cannot be shown or hidden; name "primary", "secondary""#
      ])
    #expect(
      problems(Self.double(), #""displayMode": "twoOverSecondary""#) == [
        #"events[0].split.displayMode: the display mode "twoOverSecondary" shows two sidebars, which only a tripleColumn split view controller has; use "oneBesideSecondary", "oneOverSecondary", "secondaryOnly" or "automatic""#
      ])
    #expect(
      problems(Self.double(), #""show": "primary", "hide": "primary""#) == [
        #"events[0].split: a split event changes one thing; found "show" and "hide"; give one of "show": COLUMN, "hide": COLUMN or "displayMode": MODE"#
      ])
    #expect(
      problems(Self.double(), #""show": "sidebar""#).first?.hasPrefix(
        #"events[0].split.show: unknown value "sidebar""#) == true)
    let notSplit = #"{ "viewController": { "name": "Split" } }"#
    #expect(
      problems(notSplit, #""displayMode": "secondaryOnly""#) == [
        #"events[0].split.controller: "Split" is a viewController, not a splitViewController"#
      ])
  }

  /// The event encodes and decodes back to itself, as the format writes it.
  @Test func theEventRoundTrips() throws {
    var scenario = Build.scenario(
      "iPad Pro 11-inch (M4)", ios: "17.0",
      root: .split(
        "Split", style: .doubleColumn, primary: .controller("Sidebar"),
        secondary: .controller("Detail")))
    scenario.events = [
      .at(1, .split(controller: "Split", change: .show(.primary))),
      .at(2, .split(controller: "Split", change: .hide(.primary))),
      .at(3, .split(controller: "Split", change: .displayMode(.oneOverSecondary))),
    ]
    let again = try Scenario.decode(scenario.jsonBytes(), fileName: "again.json")
    #expect(again.events.map(\.action) == scenario.events.map(\.action))
    #expect(
      again.events.map(\.action.detail) == [
        "controller=Split show=primary", "controller=Split hide=primary",
        "controller=Split displayMode=oneOverSecondary",
      ])
  }
}
