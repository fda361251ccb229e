import Foundation
import Testing

@testable import LifecycleSim
@testable import LifecycleSimEngine

/// Each value explained alone is the explanation the run that explains everything gives:
/// explaining one value derives only the views it builds on (`ExplainedViews`), and runs again
/// when a run found one late. Checked on every reference scenario and on seeded random ones
/// (UIKit and SwiftUI, most re-parenting views), for views, controllers and scroll views with
/// each geometry property they carry, and on the deepest view the limit allows.
@Suite struct ExplainAloneTests {
  /// The values of `trace` checked alone: the first and last view, the last controller and the
  /// last scroll view, each with its geometry properties.
  static func targets(of trace: Trace) -> [String] {
    let finals = trace.finals
    let views = finals.filter { $0.kind == .view }
    let picked = [
      views.first, views.last, finals.last { $0.kind.isController },
      finals.last { [.scrollView, .tableView, .collectionView].contains($0.kind) },
    ]
    var seen: Set<String> = []
    var targets: [String] = []
    for final in picked.compactMap({ $0 }) where seen.insert(final.object).inserted {
      for row in TracedProperty.all
      where row.origin == .geometry && row.value(in: final.state) != nil {
        targets.append("\(final.object).\(row.name)")
      }
    }
    return targets
  }

  /// The targets of `scenario` whose explanation alone differs from the full run's, named
  /// with the first differing line; also how many were compared.
  static func differences(in scenario: Scenario, _ label: String, trace: Trace? = nil) throws -> (
    differing: [String], compared: Int
  ) {
    let trace = try trace ?? Simulator(scenario).run()
    let everything = try Explainer.explainEverything(scenario)
    let targets = Self.targets(of: trace)
    var differing: [String] = []
    for target in targets {
      let alone = try Explainer.explain(scenario, target)
      let full = everything.first { "\($0.object).\($0.property.rawValue)" == target }
      if alone.text != full?.text {
        let difference = IncrementalGeometryTests.firstDifference(alone.text, full?.text ?? "")
        differing.append("\(label): \(target): \(difference ?? "")")
      }
    }
    return (differing, targets.count)
  }

  @Test(arguments: ReferenceTraceTests.scenarios)
  func aValueExplainedAloneIsTheSameAsInAFullRun(_ name: String) throws {
    let (differing, compared) = try Self.differences(in: ExplainerTests.scenario(name), name)
    #expect(differing == [])
    #expect(compared > 0, "\(name): no value compared")
  }

  /// Seeded random scenarios that run (mixing every event kind, transitions overlapping, now and
  /// then a tree built deep by events) explain each sampled value as the full run does. The
  /// design that derived only the explained view's ancestors of the moment failed on seeds 113,
  /// 161, 380 and others among the first 1,000 (a view re-parented by a push, a presentation or
  /// a child added read ancestors whose steps were never written); 150 scenarios reach them, and
  /// most re-parent views.
  @Test(arguments: 0..<5)
  func randomScenariosExplainAValueAloneAsAFullRunDoes(_ chunk: Int) throws {
    var ran = 0
    var compared = 0
    var diverging: [String] = []
    var seed = UInt64(chunk * 500)
    // Each chunk of seeds gives 30 scenarios that run and re-parent views: 150 in all.
    while ran < 30 && seed < UInt64(chunk * 500 + 500) {
      var rng = SplitMix64(seed: seed &+ 0x29_0001)
      let scenario = RandomScenario.make(using: &rng)
      defer { seed += 1 }
      // A scenario refused before it runs has no value to explain.
      guard scenario.events.contains(where: { Self.reparents($0.action) }),
        let trace = try? Simulator(scenario).run()
      else { continue }
      ran += 1
      let outcome = try Self.differences(in: scenario, "seed \(seed)", trace: trace)
      diverging += outcome.differing
      compared += outcome.compared
    }
    #expect(ran == 30)
    #expect(compared > 30 * 4)
    #expect(diverging == [])
  }

  /// Whether `action` moves views to other superviews (or out of the window and back).
  static func reparents(_ action: EventAction) -> Bool {
    switch action {
    case .push, .pop, .interactivePop, .present, .dismiss, .selectTab, .addChild, .removeChild,
      .swiftUI:
      true
    default: false
    }
  }

  /// Seeded random SwiftUI scenarios: a hosting controller in a UIKit navigation controller in a
  /// tab bar controller, its `NavigationStack` over a `TabView` with a `UIViewRepresentable`,
  /// under SwiftUI pushes, pops, tab selections, presentations, dismissals and swaps mixed with
  /// UIKit pushes, pops, tab selections, presentations and rotations.
  @Test func randomSwiftUIScenariosExplainAValueAloneAsAFullRunDoes() throws {
    var ran = 0
    var compared = 0
    var diverging: [String] = []
    for seed in UInt64(0)..<40 {
      var rng = SplitMix64(seed: seed &+ 0x29_5000)
      let scenario = Self.swiftUIScenario(using: &rng)
      guard let trace = try? Simulator(scenario).run() else { continue }
      ran += 1
      let outcome = try Self.differences(in: scenario, "SwiftUI seed \(seed)", trace: trace)
      diverging += outcome.differing
      compared += outcome.compared
    }
    #expect(ran >= 30)
    #expect(compared > 30 * 4)
    #expect(diverging == [])
  }

  /// A scenario of ``randomSwiftUIScenariosExplainAValueAloneAsAFullRunDoes()``.
  static func swiftUIScenario(using rng: inout SplitMix64) -> Scenario {
    let content = SwiftUINode.tabView(
      "TV",
      [
        .list("Rows", (0..<3).map { SwiftUINode.text("Row\($0)", width: 100, height: 44) }),
        .vstack("Stack0", [.viewRepresentable("Map"), .text("Caption", width: 80, height: 20)]),
        .scrollView("Scroll", [.color("Fill")]),
      ])
    let host = ControllerNode.hosting("Host", .navigationStack("Stack", title: "Title", content))
    let root = Build.tabs(
      "Tabs",
      [
        Build.navigation("Nav", [host]),
        Build.plain("Other", subviews: [Build.view("Box", layout: .margins)]),
      ])
    var events: [ScenarioEvent] = []
    var time = 0.0
    var pushed = 0
    var presented: [String] = []
    var added = 0
    var caption = "Caption"
    var stackDepth = 0
    var navigationDepth = 0
    for _ in 0..<Int.random(in: 4...14, using: &rng) {
      time += Double(Int.random(in: 0...6, using: &rng)) / 10
      let action: EventAction
      switch Int.random(in: 0..<11, using: &rng) {
      case 0:
        pushed += 1
        stackDepth += 1
        action = .swiftUI(
          .push(stack: "Stack", view: .text("Pushed\(pushed)", width: 50, height: 50)))
      case 1 where stackDepth > 0:
        stackDepth -= 1
        action = .swiftUI(.pop(stack: "Stack"))
      case 2:
        action = .swiftUI(.selectTab(tabView: "TV", index: Int.random(in: 0...2, using: &rng)))
      case 3:
        added += 1
        presented.append("Sheet\(added)")
        action = .swiftUI(
          .present(
            from: "Rows", name: "Sheet\(added)", view: .list("SheetRows\(added)", []),
            style: Bool.random(using: &rng) ? .sheet : .fullScreenCover))
      case 4 where !presented.isEmpty:
        action = .swiftUI(.dismiss(name: presented.removeLast()))
      case 5:
        added += 1
        let next = "Caption\(added)"
        action = .swiftUI(.swap(view: caption, with: .text(next, width: 120, height: 30)))
        caption = next
      case 6:
        added += 1
        navigationDepth += 1
        action = .push(
          navigationController: "Nav",
          controller: Build.plain(
            "PushedVC\(added)", subviews: [Build.view("V\(added)", layout: .fill)]))
      case 7 where navigationDepth > 0:
        navigationDepth -= 1
        action = .pop(navigationController: "Nav")
      case 8:
        action = .selectTab(tabBarController: "Tabs", index: Int.random(in: 0...1, using: &rng))
      case 9: action = .rotate(Bool.random(using: &rng) ? .landscapeLeft : .portrait)
      default:
        action = .setAdditionalSafeAreaInsets(
          controller: "Host", insets: EdgeInsets(top: Double(Int.random(in: 0...30, using: &rng))))
      }
      events.append(ScenarioEvent(at: time, action))
    }
    let versions = ["16.0", "17.0", "18.0", "26.0"]
    return Scenario(
      name: "random SwiftUI", device: Bool.random(using: &rng) ? "iPhone 15" : "iPad Pro (11-inch)",
      ios: versions[Int.random(in: 0..<versions.count, using: &rng)], root: root, events: events)
  }

  /// A bar's or a SwiftUI view's value, which the views do not lead to, is explained again with
  /// a full pass from the start (`DerivationLog.deriveEveryView`): the same as the full run's,
  /// on the reference scenarios that have them.
  @Test func barsAndSwiftUIViewsExplainAloneAsAFullRunDoes() throws {
    let kinds: [TraceObjectKind] = [
      .navigationBar, .toolbar, .tabBar, .swiftUIView, .swiftUIScrollView,
    ]
    var checked = 0
    for name in ReferenceTraceTests.scenarios where checked < 40 {
      let scenario = try ExplainerTests.scenario(name)
      let trace = try Simulator(scenario).run()
      let picked = kinds.compactMap { kind in trace.finals.last { $0.kind == kind } }
      guard !picked.isEmpty else { continue }
      let everything = try Explainer.explainEverything(scenario)
      for final in picked {
        for row in TracedProperty.all
        where row.origin == .geometry && row.value(in: final.state) != nil {
          let target = "\(final.object).\(row.name)"
          let alone = try Explainer.explain(scenario, target)
          let full = everything.first { "\($0.object).\($0.property.rawValue)" == target }
          #expect(alone.text == full?.text, "\(name): \(target)")
          checked += 1
        }
      }
    }
    #expect(checked >= 40)
  }

  /// The deepest view the depth limit allows, and a view halfway up, explain as the full run.
  @Test func aViewAtTheDepthLimitExplainsAsAFullRunDoes() throws {
    let scenario = Scenario(
      name: "deep", device: "iPhone 13", ios: "17.0",
      root: ControllerNode(name: "VC", view: Build.nestedViews(ViewTreeDepth.maximum)),
      events: [ScenarioEvent(at: 0.5, .rotate(.landscapeLeft))])
    let everything = try Explainer.explainEverything(scenario)
    let middle = "V\(ViewTreeDepth.maximum / 2)"
    for target in ["Leaf.safeAreaInsets", "Leaf.layoutMargins", "\(middle).safeAreaInsets"] {
      let alone = try Explainer.explain(scenario, target)
      let full = everything.first { "\($0.object).\($0.property.rawValue)" == target }
      #expect(alone.text == full?.text, "\(target)")
      #expect(alone.text.contains(target))
    }
  }

  /// The derivations written while explaining one view's value, with `siblings` views beside
  /// it and events that move every view's safe area, and while explaining everything.
  static func derivationsWritten(siblings: Int) throws -> (
    alone: Int, everything: Int, walked: Int, passes: Int
  ) {
    let views =
      (0..<siblings).map { Build.view("S\($0)", layout: .fill) } + [
        Build.view("Leaf", layout: .fill)
      ]
    let scenario = Scenario(
      name: "wide", device: "iPhone 13", ios: "17.0",
      root: Build.navigation("Nav", [Build.plain("VC", subviews: views)]),
      events: [
        ScenarioEvent(at: 0.5, .rotate(.landscapeLeft)),
        ScenarioEvent(
          at: 1.0,
          .setAdditionalSafeAreaInsets(controller: "VC", insets: EdgeInsets(top: 10, bottom: 4))),
        ScenarioEvent(at: 1.5, .rotate(.portrait)),
      ])
    var written: [Int] = []
    var walked = 0
    var passes = 0
    for scope in [DerivationLog.Scope.one(object: "Leaf", property: .safeAreaInsets), .everything] {
      let log = DerivationLog(scope)
      _ = try Simulator(scenario, registry: .standard, derivations: log).run()
      written.append(log.derivationsWritten)
      walked += log.explained?.walked ?? 0
      passes += log.explained?.passes ?? 0
    }
    return (written[0], written[1], walked, passes)
  }

  /// The derivations written grow linearly with the views: explaining one value, 6 a sibling
  /// (the frames the scenario and the layout give, written where they are set), none of its
  /// geometry, which the passes derive only for the views the value builds on; explaining
  /// everything, 22 a sibling.
  @Test func theDerivationsWrittenGrowLinearlyWithTheViews() throws {
    let small = try Self.derivationsWritten(siblings: 10)
    let ten = try Self.derivationsWritten(siblings: 100)
    let hundred = try Self.derivationsWritten(siblings: 1000)
    #expect(small.alone > 0)
    #expect(ten.alone - small.alone == 6 * 90)
    #expect(hundred.alone - ten.alone == 6 * 900)
    #expect(ten.everything - small.everything == 22 * 90)
    #expect(hundred.everything - ten.everything == 22 * 900)
    // The walks up the tree that pick the views to derive visit the explained view's ancestors
    // at each pass, whatever the views beside it: the same a pass at 10, 100 and 1,000
    // siblings (the passes themselves, one a resized sibling, are the run's).
    #expect(small.walked > 0)
    #expect(hundred.passes - ten.passes == 10 * (ten.passes - small.passes))
    #expect(hundred.walked - ten.walked == 10 * (ten.walked - small.walked))
    #expect(ten.walked - small.walked <= 10 * (ten.passes - small.passes))
  }

  /// The walks up the tree grow with the explained view's depth, and stay within the passes
  /// times three views a level: 10x and 100x deeper (the limit is 128 levels).
  @Test func theWalksUpTheTreeAreBoundedByTheDepth() throws {
    var walked: [Int] = []
    var passes: [Int] = []
    for depth in [1, 10, 100] {
      let scenario = Scenario(
        name: "deep", device: "iPhone 13", ios: "17.0",
        root: ControllerNode(
          name: "VC",
          view: depth == 1 ? ViewNode(name: "Leaf") : Build.nestedViews(depth)),
        events: [ScenarioEvent(at: 0.5, .rotate(.landscapeLeft))])
      let log = DerivationLog(.one(object: "Leaf", property: .safeAreaInsets))
      let simulator = try Simulator(scenario, registry: .standard, derivations: log)
      _ = try simulator.run()
      walked.append(log.explained?.walked ?? 0)
      passes.append(log.explained?.passes ?? 0)
    }
    // A pass walks the chain once to take it and once to mark it: at most three views a level
    // (the set is the chain here). The passes themselves, one a level laid out, are the run's.
    for (index, depth) in [1, 10, 100].enumerated() {
      #expect(walked[index] <= passes[index] * 3 * (depth + 1))
    }
    #expect(walked[0] < walked[1] && walked[1] < walked[2])
  }

  /// The rule that picks the views holds whatever the tree: a few scenarios reach every kind.
  @Test func theTargetsCoverViewsControllersAndScrollViews() throws {
    let trace = try Simulator(
      ExplainerTests.scenario("seed003-iphone-x-tab-nav-portrait.scenario.json")
    ).run()
    let targets = Self.targets(of: trace)
    #expect(targets.contains("List.safeAreaInsets"))
    #expect(targets.contains("table.adjustedContentInset"))
    #expect(targets.contains("Tabs.view.frame"))
  }
}
