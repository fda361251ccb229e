import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// The split view delegate on the system's changes (docs/behaviour.md#split-view-system-changes):
/// what a rotation or a `window` event tells it when it changes the display mode (WEB-897,
/// WEB-898), collapses or expands the split view (WEB-876–WEB-878), where the calls sit among the
/// other callbacks (C93, C94), and what a classic split gets (C95).
@Suite struct SplitViewSystemChangeTests {
  // MARK: The rule

  private static func spec(_ style: SplitViewStyle, compact: Bool = false) -> SplitViewSpec {
    var columns = [
      SplitColumnChild(.primary, .controller("P")), SplitColumnChild(.secondary, .controller("S")),
    ]
    if style == .tripleColumn { columns.append(SplitColumnChild(.supplementary, .controller("M"))) }
    if compact { columns.append(SplitColumnChild(.compact, .controller("C"))) }
    return SplitViewSpec(style: style, columns: columns)
  }

  private static func layout(
    _ spec: SplitViewSpec, _ width: Double, _ height: Double, regular: Bool = true
  ) -> SplitViewRule.Arrangement {
    SplitViewRule.layout(
      spec, size: Size(width: width, height: height), regularWidth: regular,
      floatingSidebar: false, rightToLeft: false)
  }

  private static func calls(
    _ spec: SplitViewSpec, profile: Int = 17, from old: SplitViewRule.Arrangement,
    to new: SplitViewRule.Arrangement
  ) -> (before: [SplitViewRule.DelegateCall], after: [SplitViewRule.DelegateCall]) {
    SplitViewRule.systemChangeCalls(spec, profile: profile, from: old, to: new)
  }

  /// WEB-897, WEB-898: an iPad turning a double column `automatic` split from portrait (the
  /// secondary alone, C61) to landscape: `willChangeTo` the tiled mode, then the primary's
  /// `willShow`; `didShow` only from 26 (WEB-878).
  @Test func rotationToLandscapeShowsThePrimary() {
    let spec = Self.spec(.doubleColumn)
    let portrait = Self.layout(spec, 834, 1194)
    let landscape = Self.layout(spec, 1194, 834)
    let on17 = Self.calls(spec, from: portrait, to: landscape)
    #expect(on17.before == [.willChangeTo(.oneBesideSecondary), .willShow(.primary)])
    #expect(on17.after.isEmpty)
    #expect(
      Self.calls(spec, profile: 26, from: portrait, to: landscape).after == [.didShow(.primary)])
    // Back to portrait: the primary hides.
    #expect(
      Self.calls(spec, from: landscape, to: portrait).before == [
        .willChangeTo(.secondaryOnly), .willHide(.primary),
      ])
    // No mode change, nothing.
    let wider = Self.layout(spec, 1366, 1024)
    #expect(Self.calls(spec, from: landscape, to: wider) == ([], []))
  }

  /// WEB-876: the column calls name the supplementary before the primary.
  @Test func tripleSplitNamesTheSupplementaryFirst() {
    let spec = Self.spec(.tripleColumn)
    let landscape = Self.layout(spec, 1366, 1024)
    let portrait = Self.layout(spec, 1024, 1366)
    #expect(
      Self.calls(spec, from: landscape, to: portrait).before == [
        .willChangeTo(.secondaryOnly), .willHide(.supplementary), .willHide(.primary),
      ])
    #expect(
      Self.calls(spec, profile: 26, from: portrait, to: landscape).after == [
        .didShow(.supplementary), .didShow(.primary),
      ])
  }

  /// WEB-876: without a compact column a collapse passes the columns through the primary's stack:
  /// the secondary and the primary hide, the secondary shows; from the secondary alone the
  /// primary shows first, and the mode becomes `oneBesideSecondary` (C60 keeps the proposal).
  @Test func collapseWithoutACompactColumnPassesThroughThePrimary() {
    let spec = Self.spec(.doubleColumn)
    let collapsed = Self.layout(spec, 500, 700, regular: false)
    #expect(
      Self.calls(spec, from: Self.layout(spec, 1194, 834), to: collapsed).before == [
        .topColumnForCollapsing(proposed: .secondary), .willHide(.secondary),
        .willHide(.primary), .willShow(.secondary),
      ])
    let fromPortrait = Self.calls(
      spec, profile: 26, from: Self.layout(spec, 834, 1194), to: collapsed)
    #expect(
      fromPortrait.before == [
        .willChangeTo(.oneBesideSecondary), .topColumnForCollapsing(proposed: .secondary),
        .willShow(.primary), .willHide(.secondary), .willHide(.primary), .willShow(.secondary),
      ])
    // C94: one did call per column, by its last call; DidCollapse last (C62).
    #expect(fromPortrait.after == [.didHide(.primary), .didShow(.secondary), .didCollapse])
  }

  /// WEB-876, WEB-877: with a compact column the supplementary and the secondary hide and the
  /// compact column shows; an expansion shows the columns again and hides the compact one.
  @Test func collapseAndExpansionWithACompactColumn() {
    let spec = Self.spec(.tripleColumn, compact: true)
    let expanded = Self.layout(spec, 1366, 1024)
    let collapsed = Self.layout(spec, 500, 700, regular: false)
    let collapse = Self.calls(spec, profile: 26, from: expanded, to: collapsed)
    #expect(
      collapse.before == [
        .willChangeTo(.oneBesideSecondary), .topColumnForCollapsing(proposed: .compact),
        .willHide(.supplementary), .willShow(.compact), .willHide(.secondary),
      ])
    #expect(
      collapse.after == [
        .didHide(.supplementary), .didShow(.compact), .didHide(.secondary), .didCollapse,
      ])
    let expansion = Self.calls(spec, from: collapsed, to: expanded)
    #expect(
      expansion.before == [
        .willChangeTo(.twoBesideSecondary), .displayModeForExpanding(proposed: .twoBesideSecondary),
        .willShow(.supplementary), .willHide(.compact), .willShow(.secondary),
      ])
    #expect(expansion.after == [.didExpand])
  }

  /// WEB-876: a double split expanding from its secondary to a tiled mode shows the primary; the
  /// collapsed mode was `oneBesideSecondary`, so no `willChangeTo`.
  @Test func doubleSplitExpansionShowsThePrimary() {
    let spec = Self.spec(.doubleColumn)
    let collapsed = Self.layout(spec, 500, 700, regular: false)
    #expect(
      Self.calls(spec, from: collapsed, to: Self.layout(spec, 1194, 834)).before == [
        .displayModeForExpanding(proposed: .oneBesideSecondary), .willShow(.primary),
      ])
    // To the secondary alone: the proposal only, nothing shows or hides.
    #expect(
      Self.calls(spec, from: collapsed, to: Self.layout(spec, 834, 1194)).before == [
        .willChangeTo(.secondaryOnly), .displayModeForExpanding(proposed: .secondaryOnly),
      ])
  }

  /// C95: a classic split gets `willChangeTo` on a mode change (WEB-897) and `DidCollapse`, no
  /// column calls or collapse questions (WEB-898, WEB-878: column styles only).
  @Test func classicSplitGetsWillChangeToOnly() {
    let spec = Self.spec(.classic)
    let landscape = Self.layout(spec, 1024, 768)
    let portrait = Self.layout(spec, 768, 1024)
    #expect(
      Self.calls(spec, profile: 26, from: landscape, to: portrait) == (
        [.willChangeTo(.secondaryOnly)], []
      ))
    let collapse = Self.calls(
      spec, profile: 26, from: landscape, to: Self.layout(spec, 320, 768, regular: false))
    #expect(collapse.before.isEmpty)
    #expect(collapse.after == [.didCollapse])
  }

  /// WEB-876 (the port's classic rows), quirk `splitClassicColumnCalls`: a classic collapse
  /// hides the secondary and the primary and shows the secondary; an expansion shows each shown
  /// column (C95).
  @Test func classicColumnCallsQuirk() {
    let spec = Self.spec(.classic)
    let landscape = Self.layout(spec, 1024, 768)
    let collapsed = Self.layout(spec, 320, 768, regular: false)
    let collapse = SplitViewRule.systemChangeCalls(
      spec, profile: 26, classicColumnCalls: true, from: landscape, to: collapsed)
    #expect(collapse.before == [.willHide(.secondary), .willHide(.primary), .willShow(.secondary)])
    #expect(collapse.after == [.didHide(.primary), .didShow(.secondary), .didCollapse])
    let expansion = SplitViewRule.systemChangeCalls(
      spec, profile: 17, classicColumnCalls: true, from: collapsed, to: landscape)
    #expect(expansion.before == [.willShow(.primary), .willShow(.secondary)])
    #expect(expansion.after == [.didExpand])
  }

  // MARK: The engine

  private static func run(
    _ device: String, ios: String, _ orientation: String, quirks: String = "", root: String,
    events: String
  ) throws -> Trace {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "s", "device": "\(device)", "ios": "\(ios)",
        "orientation": "\(orientation)", \(quirks) "root": \(root), "events": [\(events)] }
      """
    return try Build.run(Scenario.decode(Array(json.utf8), fileName: "s.json"))
  }

  private static let double = """
    { "splitViewController": { "name": "Split", "style": "doubleColumn",
        "primary": { "viewController": { "name": "Sidebar" } },
        "secondary": { "viewController": { "name": "Detail" } } } }
    """

  private static let triple = """
    { "splitViewController": { "name": "Split", "style": "tripleColumn",
        "primary": { "viewController": { "name": "Sidebar" } },
        "supplementary": { "viewController": { "name": "List" } },
        "secondary": { "viewController": { "name": "Detail" } },
        "compact": { "viewController": { "name": "Compact" } } } }
    """

  private static let classic = SplitViewTests.classic

  /// The records of an epoch as `Object.callback value`, the value the delegate's argument.
  private static func records(_ trace: Trace, epoch: Int) -> [String] {
    trace.records.filter { $0.epoch == epoch }.map { record in
      let value = record.arguments.column?.rawValue ?? record.arguments.displayMode?.rawValue
      return "\(record.object).\(record.callback.rawValue)" + (value.map { " \($0)" } ?? "")
    }
  }

  /// The split view delegate's records of an epoch.
  private static func delegate(_ trace: Trace, epoch: Int) -> [String] {
    records(trace, epoch: epoch).filter { $0.hasPrefix("Split.splitViewController") }
      .map { String($0.dropFirst("Split.splitViewController".count)) }
  }

  private static func index(_ record: String, in records: [String]) throws -> Int {
    try #require(records.firstIndex(of: record), "\(record) missing")
  }

  /// An iPad Pro 11 on 17 turning a double column `automatic` split to landscape: after
  /// `viewWillTransition`, before the sidebar loads and appears (C93), `willChangeTo
  /// oneBesideSecondary` and the primary's `willShow` (WEB-897, WEB-898); no `didShow` before 26.
  @Test func iPadRotationTellsTheDelegateBeforeTheColumnAppears() throws {
    let trace = try Self.run(
      "iPad Pro 11-inch (M4)", ios: "17.0", "portrait", root: Self.double,
      events: #"{ "at": 1, "rotate": "landscapeLeft" }"#)
    #expect(
      Self.delegate(trace, epoch: 1) == [
        "WillChangeDisplayMode oneBesideSecondary", "WillShowColumn primary",
      ])
    let records = Self.records(trace, epoch: 1)
    let transition = try Self.index("Split.viewWillTransition", in: records)
    let willChange = try Self.index(
      "Split.splitViewControllerWillChangeDisplayMode oneBesideSecondary", in: records)
    let willShow = try Self.index("Split.splitViewControllerWillShowColumn primary", in: records)
    let load = try Self.index("Sidebar.loadView", in: records)
    #expect(transition < willChange && willChange < willShow && willShow < load)
    #expect(Self.delegate(trace, epoch: 0).isEmpty)
  }

  /// On 26 the same rotation ends with the primary's `didShow`, after its `viewDidAppear` (C94).
  @Test func iOS26RotationEndsWithDidShow() throws {
    let trace = try Self.run(
      "iPad Pro 11-inch (M5)", ios: "26.0", "portrait", root: Self.double,
      events: #"{ "at": 1, "rotate": "landscapeLeft" }"#)
    #expect(
      Self.delegate(trace, epoch: 1) == [
        "WillChangeDisplayMode oneBesideSecondary", "WillShowColumn primary",
        "DidShowColumn primary",
      ])
    let records = Self.records(trace, epoch: 1)
    #expect(
      try Self.index("Sidebar.viewDidAppear", in: records)
        < Self.index("Split.splitViewControllerDidShowColumn primary", in: records))
  }

  /// A triple column split on 14 turning to portrait hides its sidebars, the supplementary named
  /// first (WEB-876), before their `viewWillDisappear`.
  @Test func tripleSplitRotationHidesBothSidebars() throws {
    let trace = try Self.run(
      "iPad Pro (12.9-inch) (3rd generation)", ios: "14.0", "landscapeLeft", root: Self.triple,
      events: #"{ "at": 1, "rotate": "portrait" }"#)
    #expect(
      Self.delegate(trace, epoch: 1) == [
        "WillChangeDisplayMode secondaryOnly", "WillHideColumn supplementary",
        "WillHideColumn primary",
      ])
    let records = Self.records(trace, epoch: 1)
    #expect(
      try Self.index("Split.splitViewControllerWillHideColumn primary", in: records)
        < Self.index("List.viewWillDisappear", in: records))
  }

  /// A `window` event across the width-class cut on 26: the triple split collapses to its
  /// compact column with the collapse's calls (WEB-876, WEB-878), the `did…` calls after the
  /// compact column's `viewDidAppear` and `DidCollapse` last (C94); full screen expands it again.
  @Test func windowAcrossTheCutCollapsesAndExpands() throws {
    let trace = try Self.run(
      "iPad Pro 11-inch (M5)", ios: "26.0", "landscapeLeft", root: Self.triple,
      events: #"""
        { "at": 1, "window": { "size": [500, 700] } }, { "at": 2, "window": { "mode": "fullScreen" } }
        """#)
    #expect(
      Self.delegate(trace, epoch: 1) == [
        "WillChangeDisplayMode oneBesideSecondary", "TopColumnForCollapsing compact",
        "WillHideColumn supplementary", "WillShowColumn compact", "WillHideColumn secondary",
        "DidHideColumn supplementary", "DidShowColumn compact", "DidHideColumn secondary",
        "DidCollapse",
      ])
    let collapse = Self.records(trace, epoch: 1)
    #expect(
      try Self.index("Split.viewWillTransition", in: collapse)
        < Self.index("Split.splitViewControllerTopColumnForCollapsing compact", in: collapse))
    #expect(
      try Self.index("Split.splitViewControllerWillHideColumn secondary", in: collapse)
        < Self.index("Compact.viewWillAppear", in: collapse))
    #expect(
      try Self.index("Compact.viewDidAppear", in: collapse)
        < Self.index("Split.splitViewControllerDidHideColumn supplementary", in: collapse))
    #expect(collapse.last == "Split.splitViewControllerDidCollapse")
    #expect(
      Self.delegate(trace, epoch: 2) == [
        "WillChangeDisplayMode twoBesideSecondary",
        "DisplayModeForExpanding twoBesideSecondary", "WillShowColumn supplementary",
        "WillHideColumn compact", "WillShowColumn secondary", "DidShowColumn supplementary",
        "DidHideColumn compact", "DidShowColumn secondary", "DidExpand",
      ])
  }

  /// A classic split on 13 (before the column calls exist) and on 17 turning to portrait:
  /// `willChangeTo` only (C95).
  @Test(arguments: ["13.0", "17.0"])
  func classicRotationSendsWillChangeToOnly(ios: String) throws {
    let trace = try Self.run(
      "iPad (6th generation)", ios: ios, "landscapeLeft", root: Self.classic,
      events: #"{ "at": 1, "rotate": "portrait" }"#)
    #expect(Self.delegate(trace, epoch: 1) == ["WillChangeDisplayMode secondaryOnly"])
  }

  /// A classic split on 26 collapsing into a window: `DidCollapse` alone by default (C95); with
  /// `splitClassicColumnCalls` the column calls of WEB-876 before it.
  @Test func classicCollapseOnIOS26() throws {
    func delegate(_ quirks: String) throws -> [String] {
      let trace = try Self.run(
        "iPad Pro 11-inch (M5)", ios: "26.0", "landscapeLeft", quirks: quirks, root: Self.classic,
        events: #"{ "at": 1, "window": { "size": [500, 700] } }"#)
      return Self.delegate(trace, epoch: 1)
    }
    #expect(try delegate("") == ["DidCollapse"])
    #expect(
      try delegate(#""quirks": { "splitClassicColumnCalls": true },"#) == [
        "WillHideColumn secondary", "WillHideColumn primary", "WillShowColumn secondary",
        "DidHideColumn primary", "DidShowColumn secondary", "DidCollapse",
      ])
  }

  /// The `column` argument reads back from both renderings, and a bad column names the fix
  /// (docs/trace-formats.md#records).
  @Test func theColumnArgumentReadsBack() throws {
    let trace = try Self.run(
      "iPad Pro 11-inch (M4)", ios: "17.0", "portrait", root: Self.double,
      events: #"{ "at": 1, "rotate": "landscapeLeft" }"#)
    for format in [TraceFormat.text, .jsonLines] {
      let parsed = try Trace.parse(format.renderBytes(trace))
      #expect(parsed.records.map(\.arguments) == trace.records.map(\.arguments))
    }
    let text = TraceFormat.text.render(trace).replacingOccurrences(
      of: "column=primary", with: "column=middle ")
    #expect(throws: TraceParseError.self) { try Trace.parse(Array(text.utf8)) }
    do {
      _ = try Trace.parse(Array(text.utf8))
    } catch {
      #expect(error.message == "expected column=COLUMN, a split view column such as primary")
    }
    let lines = TraceFormat.jsonLines.render(trace).replacingOccurrences(
      of: #""column":"primary""#, with: #""column":"middle""#)
    do {
      _ = try Trace.parse(Array(lines.utf8))
      Issue.record("expected an error")
    } catch {
      #expect(error.message.contains(#"expected "column" to be a split view column"#))
    }
  }

  /// A `split` event keeps its own rule: `willChangeTo` only, no column calls (WEB-898).
  @Test func splitEventsSendNoColumnCalls() throws {
    let trace = try Self.run(
      "iPad Pro 11-inch (M5)", ios: "26.0", "portrait", root: Self.double,
      events: #"{ "at": 1, "split": { "controller": "Split", "show": "primary" } }"#)
    #expect(Self.delegate(trace, epoch: 1) == ["WillChangeDisplayMode oneBesideSecondary"])
  }
}
