import Foundation
@testable import LifecycleSim
import Testing

/// `Explainer`: the chain of rules behind a value, written by the engine while it computes it
/// (docs/behaviour.md, docs/trace-formats.md#validity).
@Suite struct ExplainerTests {
  static let directory = ReferenceTraceTests.directory

  static func scenario(_ name: String) throws -> Scenario {
    let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
    return try Scenario.decode(bytes, fileName: name)
  }

  static func explain(
    _ file: String, _ target: String, at point: ExplainPoint = .settled(epoch: nil)
  ) throws -> Explanation {
    try Explainer.explain(scenario(file), target, at: point)
  }

  // MARK: Every value of every reference scenario

  /// For every object and property of every scenario in traces/, the explanation's value is the
  /// trace's final value, and a value derived from geometry on a view, a controller or the
  /// window comes from the steps the engine wrote, not from a fallback.
  @Test(arguments: ReferenceTraceTests.scenarios)
  func theExplanationOfEveryFinalValueIsTheTracedValue(_ name: String) throws {
    let scenario = try Self.scenario(name)
    let trace = try Simulator(scenario).run()
    let explanations = try Explainer.explainEverything(scenario)
    var checked = 0
    for final in trace.finals {
      for row in TracedProperty.all {
        guard let traced = row.value(in: final.state) else { continue }
        let explanation = explanations.first {
          $0.object == final.object && $0.property == row.property
        }
        guard let explanation else {
          Issue.record("\(name): \(final.object).\(row.name) has no explanation")
          continue
        }
        #expect(
          TraceValue.displaySame(explanation.traceValue, traced),
          "\(name): \(final.object).\(row.name) explained as \(explanation.value), traced \(traced.text)"
        )
        let engineComputed =
          final.kind == .window || final.kind.isController || !final.kind.isSystemChrome
        if row.origin == .geometry && engineComputed {
          #expect(
            explanation.fromDerivation, "\(name): \(final.object).\(row.name) has no derivation")
        }
        checked += 1
      }
    }
    #expect(checked > 10)
  }

  /// One value explained alone gives what the run explaining everything gives.
  @Test func aValueExplainedAloneIsTheSameAsInTheWholeRun() throws {
    let name = "seed003-iphone-x-tab-nav-portrait.scenario.json"
    let everything = try Explainer.explainEverything(Self.scenario(name))
    for target in ["List.safeAreaInsets", "table.adjustedContentInset", "Nav.navigationBar.frame"] {
      let alone = try Self.explain(name, target)
      let same = everything.first { "\($0.object).\($0.property.rawValue)" == target }
      #expect(alone.steps == same?.steps, "\(target)")
      #expect(alone.value == same?.value, "\(target)")
    }
  }

  // MARK: Seed values

  /// seed003, iPhone X, tab → nav → table: the window's {44,0,34,0} (GT-037), the tab bar's 83
  /// at the bottom and the navigation bar's 88 at the top give List {88,0,83,0}, and the table
  /// adds it all as a container's content scroll view.
  @Test func seed003TabNavTableOnIPhoneX() throws {
    let file = "seed003-iphone-x-tab-nav-portrait.scenario.json"
    let list = try Self.explain(file, "List.safeAreaInsets")
    #expect(list.value == "{88,0,83,0}")
    #expect(list.steps.first?.subject == "window")
    #expect(list.steps.first?.result == "{44,0,34,0}")
    #expect(list.steps.first?.sources.contains("GT-037") == true)
    let subjects = list.steps.map(\.subject)
    #expect(subjects.firstIndex(of: "Tabs.view")! < subjects.firstIndex(of: "Nav.view")!)
    #expect(subjects.firstIndex(of: "Nav.view")! < subjects.firstIndex(of: "List.view")!)
    let navBars = try #require(list.steps.last { $0.subject == "Nav.view" })
    #expect(navBars.result == "{44,0,83,0}")
    #expect(navBars.inputs.contains { $0.name == "Tabs tab bar" })
    let listBars = try #require(list.steps.last { $0.subject == "List.view" })
    #expect(listBars.inputs.contains { $0.name == "Nav navigation bar" })
    #expect(list.validity.validAt?.name == "List.viewLayoutMarginsDidChange")
    #expect(list.validity.provisional.map(\.name) == ["List.viewDidLoad", "List.viewWillAppear"])

    let table = try Self.explain(file, "table.adjustedContentInset")
    #expect(table.value == "{88,0,83,0}")
    let rule = try #require(table.steps.last)
    #expect(rule.reason?.contains("automaticallyAdjustsScrollViewInsets") == true)
    #expect(rule.inputs.contains(.init("content scroll view of a container's child", "true")))
  }

  /// A tab child's bottom inset with an accessory, and with the bar minimized: the minimization
  /// rule shows its inputs and marks the unverified choice (docs/behaviour.md#c50).
  @Test func aTabChildsBottomInsetShowsTheAccessoryAndTheMinimizedBar() throws {
    let file = "event-tab-bar-minimize-accessory-iphone-16-ios26.scenario.json"
    for (epoch, minimized, environment, cover, value) in [
      (0, "false", "regular", "56", "{113,0,139,0}"), (1, "true", "inline", "0", "{113,0,83,0}"),
    ] {
      let inset = try Self.explain(file, "List.safeAreaInsets", at: .settled(epoch: epoch))
      #expect(inset.value == value)
      let step = try #require(
        inset.steps.first { $0.rule == TabBarMinimizationRule.accessoryStory.rule })
      #expect(step.subject == "Nav.view")
      #expect(step.inputs.contains(.init("Tabs tab bar minimized", minimized)))
      #expect(step.inputs.contains(.init("tabAccessoryEnvironment", environment)))
      #expect(step.result == cover)
      #expect(step.reason?.contains("unverified") == true)
      #expect(step.sources.contains("docs/behaviour.md#c50"))
      #expect(step.sources.contains("WEB-705"))
    }
  }

  /// A collapsing large title: the bar's height is explained by the zone the scroll left, with
  /// the offset and insets it was computed from (docs/behaviour.md#large-title-collapse).
  @Test func aCollapsedBarsHeightIsExplained() throws {
    let file = "event-scroll-large-title-iphone-x-ios13.scenario.json"
    let bar = try Self.explain(file, "Nav.navigationBar.frame", at: .settled(epoch: 1))
    #expect(bar.value == "(0,44,375,76)")
    let zone = try #require(bar.steps.first { $0.rule == LargeTitleCollapseRule.story.rule })
    #expect(zone.result == "32")
    #expect(zone.inputs.contains(.init("contentOffset.y", "-120")))
    #expect(zone.sources.contains("WEB-701"))
    #expect(bar.steps.last?.inputs.contains(.init("large title zone shown", "32")) == true)
    // iOS 26: the bar that comes back at the top rests on an unverified choice, and says so.
    let back = try Self.explain(
      "event-scroll-large-title-iphone-16-ios26.scenario.json", "Nav.navigationBar.frame",
      at: .settled(epoch: 3))
    let expanding = try #require(back.steps.first { $0.rule == LargeTitleCollapseRule.story.rule })
    #expect(expanding.reason?.contains("unverified") == true)
    #expect(expanding.sources.contains("docs/behaviour.md#c46"))
  }

  /// seed001's eight rows (Apple's reading): each target's adjusted inset is explained by the
  /// branch of `automatic` its inputs select, and equals the traced value.
  @Test func seed001EightRows() throws {
    let file = "seed001-eight-rows-apple.scenario.json"
    let trace = try Simulator(Self.scenario(file)).run()
    for row in 1...8 {
      let target = "row\(row)Target"
      let explanation = try Self.explain(file, "\(target).adjustedContentInset")
      #expect(
        explanation.value == trace.finalState(of: target)?.adjustedContentInset.map(TraceValue.text)
      )
      let rule = try #require(explanation.steps.last)
      let legacy = rule.inputs.contains(.init("content scroll view of a container's child", "true"))
      #expect(
        rule.reason?.contains("adjusts top and bottom always") == legacy,
        "row \(row): \(rule.reason ?? "")")
    }
    #expect(try Self.explain(file, "row1Target.adjustedContentInset").value == "{64,0,0,0}")
    let row4 = try Self.explain(file, "row4Target.adjustedContentInset")
    #expect(row4.value == "{0,0,0,0}")
    #expect(row4.steps.last?.reason?.contains("scrolls vertically: false") == true)
  }

  /// iOS 10, `automaticallyAdjustsScrollViewInsets`: in the first display the navigation
  /// controller adds the child's layout guides, 64 and 49, to the table's `contentInset`
  /// (seed000, GT-175, GT-178); the app's later 10s replace it (seed000).
  @Test func ios10AutomaticallyAdjustsScrollViewInsets() throws {
    let file = "seed000-ios10-tab-nav-table-plus-10.scenario.json"
    let adjusted = try Self.explain(file, "table.contentInset", at: .settled(epoch: 0))
    #expect(adjusted.value == "{64,0,49,0}")
    let rule = try #require(adjusted.steps.last)
    #expect(rule.rule.hasPrefix("automaticallyAdjustsScrollViewInsets"))
    #expect(rule.sources.contains("GT-175"))
    #expect(adjusted.steps.contains { $0.rule.contains("enclosing containers") })

    let set = try Self.explain(file, "table.contentInset")
    #expect(set.value == "{10,10,10,10}")
    #expect(set.steps.last?.rule == "set by the setContentInset event")
    #expect(set.steps.last?.reason?.contains("iOS 10") == true)
  }

  // MARK: Records and validity

  /// At `viewDidLoad` the view is not in a window: zero, from the rule for views outside one.
  @Test func aRecordBeforeTheWindowReadsZero() throws {
    let explanation = try Self.explain(
      "seed003-iphone-x-tab-nav-portrait.scenario.json", "List.safeAreaInsets",
      at: .record(callback: "viewDidLoad", occurrence: 1, epoch: nil))
    #expect(explanation.value == "{0,0,0,0}")
    #expect(explanation.record?.name == "List.viewDidLoad")
    #expect(explanation.steps.contains { $0.rule == "not in a window: zero" })
  }

  /// On iPhone 8 the bottom guide reads 0 at `viewDidLoad` and settles at 0: the explanation
  /// says the record was not yet computed where the controller settles.
  @Test func validitySaysWhyAnEqualEarlyValueIsProvisional() throws {
    let explanation = try Self.explain(
      "event-push-pop-iphone-8.scenario.json", "List.bottomLayoutGuide",
      at: .settled(epoch: 0))
    #expect(explanation.validity.validAt?.name == "List.viewLayoutMarginsDidChange")
    let loaded = try #require(explanation.validity.provisional.first)
    #expect(loaded.name == "List.viewDidLoad")
    #expect(loaded.reason?.contains("not yet computed") == true)
  }

  // MARK: Errors

  @Test func anUnknownObjectGetsTheClosestName() throws {
    let error = #expect(throws: ExplainError.self) {
      try Self.explain("seed003-iphone-x-tab-nav-portrait.scenario.json", "Lsit.safeAreaInsets")
    }
    #expect(error?.message.contains("Did you mean 'List'?") == true)
  }

  @Test func anUnknownPropertyGetsTheClosestName() throws {
    let error = #expect(throws: ExplainError.self) {
      try Self.explain("seed003-iphone-x-tab-nav-portrait.scenario.json", "List.safeAreaInset")
    }
    #expect(error?.message.contains("Did you mean 'safeAreaInsets'?") == true)
  }

  @Test func aPropertyTheObjectDoesNotHaveIsRefused() throws {
    let error = #expect(throws: ExplainError.self) {
      try Self.explain("seed003-iphone-x-tab-nav-portrait.scenario.json", "List.contentOffset")
    }
    #expect(error?.fix?.contains("safeAreaInsets") == true)
  }

  @Test func anUnknownCallbackGetsTheClosestName() throws {
    let error = #expect(throws: ExplainError.self) {
      try Self.explain(
        "seed003-iphone-x-tab-nav-portrait.scenario.json", "List.safeAreaInsets",
        at: .record(callback: "viewDidLod", occurrence: 1, epoch: nil))
    }
    #expect(error?.message.contains("Did you mean 'List.viewDidLoad'?") == true)
  }

  @Test func anEpochOutOfRangeIsRefused() throws {
    let error = #expect(throws: ExplainError.self) {
      try Self.explain(
        "seed003-iphone-x-tab-nav-portrait.scenario.json", "List.safeAreaInsets",
        at: .settled(epoch: 7))
    }
    #expect(error?.fix == "the run has epochs 0 to 0")
  }
}
