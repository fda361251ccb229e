import Foundation
import Testing

@testable import LifecycleSim

/// Explaining one value runs the geometry pass incrementally, recomputing at every pass only the
/// views that value's derivation builds on (the view, or a controller's root view, and its
/// ancestors): each explanation must be the one the run that explains everything, with a full
/// pass at every turn, gives. Checked on every reference scenario, for its views, controllers
/// and scroll views with each geometry property they carry.
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

  @Test(arguments: ReferenceTraceTests.scenarios)
  func aValueExplainedAloneIsTheSameAsInAFullRun(_ name: String) throws {
    let scenario = try ExplainerTests.scenario(name)
    let trace = try Simulator(scenario).run()
    let everything = try Explainer.explainEverything(scenario)
    let targets = Self.targets(of: trace)
    for target in targets {
      let alone = try Explainer.explain(scenario, target)
      let full = everything.first { "\($0.object).\($0.property.rawValue)" == target }
      #expect(alone.text == full?.text, "\(name): \(target)")
    }
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
