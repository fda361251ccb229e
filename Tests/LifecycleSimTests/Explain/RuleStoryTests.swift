import Foundation
@testable import LifecycleSim
@testable import LifecycleSimModel
@testable import LifecycleSimEngine
import Testing

/// A rule's story: the text and sources each rule declares next to its function
/// (`Rules/*.swift`, ``RuleStory``), the sources of a version's metrics (``MetricSources``) and
/// of a device's row, as `explain` cites them and docs/behaviour.md restates them.
@Suite struct RuleStoryTests {
  /// Every story the rules declare, by name for the messages.
  static let stories: [(name: String, story: RuleStory)] = [
    ("WindowRule.insetsStory", WindowRule.insetsStory),
    ("WindowRule.screenStory", WindowRule.screenStory),
    ("MultitaskingRule.frameStory", MultitaskingRule.frameStory),
    ("MultitaskingRule.insetsStory", MultitaskingRule.insetsStory),
    ("CornerAdaptationRule.safeAreaStory", CornerAdaptationRule.safeAreaStory),
    ("CornerAdaptationRule.marginsStory", CornerAdaptationRule.marginsStory),
    ("WindowRule.statusBarFrameStory", WindowRule.statusBarFrameStory),
    ("WindowRule.hiddenStatusBarFrameStory", WindowRule.hiddenStatusBarFrameStory),
    ("WindowRule.statusBarHiddenStory", WindowRule.statusBarHiddenStory),
    ("BarMetrics.navigationBarStory", BarMetrics.navigationBarStory),
    ("BarMetrics.toolbarStory", BarMetrics.toolbarStory),
    ("BarMetrics.bottomTabBarStory", BarMetrics.bottomTabBarStory),
    ("BarMetrics.floatingTabBarStory", BarMetrics.floatingTabBarStory),
    ("OverlapRule.fromWindowStory", OverlapRule.fromWindowStory),
    ("OverlapRule.fromSuperviewStory", OverlapRule.fromSuperviewStory),
    ("MarginRule.rootBaseStory", MarginRule.rootBaseStory),
    ("MarginRule.defaultStory", MarginRule.defaultStory),
    ("MarginRule.ownMarginsStory", MarginRule.ownMarginsStory),
    ("MarginRule.safeAreaStory", MarginRule.safeAreaStory),
    ("MarginRule.preservingStory", MarginRule.preservingStory),
    ("ContentInsetRule.adjustedStory", ContentInsetRule.adjustedStory),
    ("ContentInsetRule.initialOffsetStory", ContentInsetRule.initialOffsetStory),
    ("ContentInsetRule.restingOffsetStory", ContentInsetRule.restingOffsetStory),
    ("ContentInsetRule.newInsetOffsetStory", ContentInsetRule.newInsetOffsetStory),
    ("ContentInsetRule.legacyOffsetStory", ContentInsetRule.legacyOffsetStory),
    ("ContentInsetRule.legacyFirstOffsetStory", ContentInsetRule.legacyFirstOffsetStory),
    ("SheetRule.story", SheetRule.story),
    ("PopoverRule.story", PopoverRule.story),
    ("PopoverRule.arrowInsetStory", PopoverRule.arrowInsetStory),
    ("LargeTitleCollapseRule.story", LargeTitleCollapseRule.story),
    ("SearchBarRule.story", SearchBarRule.story),
    ("BarMinimizationRule.story", BarMinimizationRule.story),
    ("TabBarMinimizationRule.story", TabBarMinimizationRule.story),
    ("TabBarMinimizationRule.accessoryStory", TabBarMinimizationRule.accessoryStory),
    ("LayoutResolver.story", LayoutResolver.story),
    ("World.outsideWindowStory", World.outsideWindowStory),
    ("World.outsideWindowGuideStory", World.outsideWindowGuideStory),
    ("World.floatingSheetBottomStory", World.floatingSheetBottomStory),
    ("World.containerBarsStory", World.containerBarsStory),
    ("World.additionalInsetsStory", World.additionalInsetsStory),
    ("World.clampedStory", World.clampedStory),
    ("World.topGuideStory", World.topGuideStory),
    ("World.bottomGuideStory", World.bottomGuideStory),
    ("World.legacyTopGuideStory", World.legacyTopGuideStory),
    ("World.legacyBottomGuideStory", World.legacyBottomGuideStory),
    ("World.navigationChildStory", World.navigationChildStory),
    ("World.tabChildStory", World.tabChildStory),
    ("World.pageChildStory", World.pageChildStory),
    ("World.shownKeyboardStory", World.shownKeyboardStory),
    ("World.hiddenKeyboardStory", World.hiddenKeyboardStory),
    ("World.rotationKeyboardStory", World.rotationKeyboardStory),
    ("World.keyboardOverlapStory", World.keyboardOverlapStory),
    ("World.legacyContentInsetStory", World.legacyContentInsetStory),
    ("World.setContentInsetStory", World.setContentInsetStory),
    ("World.scrollStory", World.scrollStory),
    ("World.contentViewInsetsStory", World.contentViewInsetsStory),
    ("World.noContentViewInsetsStory", World.noContentViewInsetsStory),
    ("World.sectionInsetStory", World.sectionInsetStory),
    ("World.loadedRootViewStory", World.loadedRootViewStory),
    ("World.swiftUINotShownStory", World.swiftUINotShownStory),
    ("World.swiftUIOutsideStory", World.swiftUIOutsideStory),
    ("World.swiftUIFrameStory", World.swiftUIFrameStory),
    ("World.swiftUISafeAreaStory", World.swiftUISafeAreaStory),
    ("World.representedViewStory", World.representedViewStory),
    ("RepresentableRule.story", RepresentableRule.story),
    ("World.swiftUIAdjustedStory", World.swiftUIAdjustedStory),
    ("World.swiftUIOffsetStory", World.swiftUIOffsetStory),
    ("World.swiftUIScrolledStory", World.swiftUIScrolledStory),
    ("World.swiftUILargeTitleStory", World.swiftUILargeTitleStory),
    ("World.swiftUIBarMinimizationStory", World.swiftUIBarMinimizationStory),
    ("World.swiftUIEventsStory", World.swiftUIEventsStory),
    ("World.swiftUISplitColumnStory", World.swiftUISplitColumnStory),
    ("World.swiftUIInspectorColumnStory", World.swiftUIInspectorColumnStory),
    ("World.swiftUIInspectorSheetStory", World.swiftUIInspectorSheetStory),
    ("SplitViewRule.frameStory", SplitViewRule.frameStory),
    ("SplitViewRule.insetStory", SplitViewRule.insetStory),
    ("KeyboardLayoutGuideRule.keyboardStory", KeyboardLayoutGuideRule.keyboardStory),
    ("KeyboardLayoutGuideRule.safeAreaStory", KeyboardLayoutGuideRule.safeAreaStory),
    ("KeyboardLayoutGuideRule.viewBottomStory", KeyboardLayoutGuideRule.viewBottomStory),
    ("KeyboardLayoutGuideRule.outsideWindowStory", KeyboardLayoutGuideRule.outsideWindowStory),
    ("SplitViewRule.eventStory", SplitViewRule.eventStory),
  ]

  /// The list above holds every story declared in Sources: one added there is checked here.
  @Test func theListHoldsEveryDeclaredStory() {
    var declared: [String] = []
    for line in RepositoryText.lines(under: ["Sources"]) {
      guard let equals = line.text.range(of: " = RuleStory("),
        let start = line.text.range(of: "static let ")
      else { continue }
      declared.append(String(line.text[start.upperBound..<equals.lowerBound]))
    }
    let listed = Self.stories.map { String($0.name.split(separator: ".").last ?? "") }
    #expect(declared.sorted() == listed.sorted())
    #expect(declared.count > 40)
  }

  /// Every profile's behaviour.
  static let behaviours: [Behaviour] = BehaviourRegistry.standard.profiles.map {
    BehaviourRegistry.standard.behaviour(for: IOSVersion($0))
  }

  // MARK: Declared sources exist

  /// Every id a rule, a version's metrics or a device declares is in the index, and every
  /// document a story cites is a section of docs/behaviour.md.
  @Test func everyDeclaredSourceIsInTheIndexAndEveryDocumentExists() throws {
    let anchors = try Self.behaviourSections().map(\.anchor)
    for (name, story) in Self.stories {
      #expect(!story.sources.isEmpty || name == "WindowRule.screenStory", "\(name) cites nothing")
      for id in story.sourceIDs {
        #expect(SourceIndex.source(id) != nil, "\(name) cites \(id), which is not in the index")
      }
      for anchor in story.behaviourSections {
        #expect(anchors.contains(anchor), "\(name) cites docs/behaviour.md#\(anchor), not there")
      }
      #expect(
        story.sources.allSatisfy { SourceIndex.source($0) != nil || $0.hasPrefix("docs/") },
        "\(name): \(story.sources)")
    }
    for behaviour in Self.behaviours {
      #expect(!behaviour.sources.navigationBar.isEmpty)
      for id in behaviour.sources.navigationBar {
        #expect(SourceIndex.source(id) != nil, "profile \(behaviour.profile) cites \(id)")
      }
    }
    for device in DeviceCatalog.devices {
      #expect(!device.sourceIDs.isEmpty, "\(device.name) cites no source id")
      for id in device.sourceIDs {
        #expect(SourceIndex.source(id) != nil, "\(device.name) cites \(id)")
      }
    }
  }

  // MARK: The two drifts

  /// iPhone 16e: its row cites WEB-104 first, and the window's step lists it.
  @Test func iPhone16eWindowInsetsCiteWEB104() throws {
    let explanation = try ExplainerTests.explain(
      "device-iphone-16e-ios18.scenario.json", "window.safeAreaInsets")
    #expect(explanation.steps.count == 1)
    #expect(
      explanation.steps.first?.sources
        == ["WEB-104", "GT-015", "GT-016", "docs/behaviour.md#window-insets"])
  }

  /// iOS 26: the 54-pt bar cites the OpenUIKit measurements of it, not the heights, Dynamic
  /// Island overlap and sheet-bar sources of 10–18; iOS 18 cites those (GT-103/104/112/116/128
  /// give the 44- and 32-pt heights).
  @Test func theIOS26NavigationBarCitesTheSourcesOfThe54PointBar() throws {
    let docs = ["docs/behaviour.md#navigation-bar", "docs/behaviour.md#sheets"]
    for (ios, frame, sources) in [
      ("26.0", "(0,62,402,54)", ["OU-016", "OU-020", "OU-026", "OU-094", "OU-109", "OU-121"]),
      (
        "18.0", "(0,53.667,402,44)",
        ["GT-103", "GT-104", "GT-112", "GT-116", "GT-128", "GT-118", "GT-121", "WEB-401"]
      ),
    ] {
      let scenario = Build.scenario(
        "iPhone 16 Pro", ios: ios, root: Build.navigation("Nav", [Build.plain("List")]))
      let explanation = try Explainer.explain(scenario, "Nav.navigationBar.frame")
      #expect(explanation.value == frame, "iOS \(ios)")
      #expect(explanation.steps.map(\.sources) == [sources + docs], "iOS \(ios)")
    }
  }

  // MARK: explain cites the metrics its value comes from

  /// On every device, on the first and last profile it runs and 11, 16 and 26 where it runs
  /// them, in portrait and landscape: the window's insets cite the device's sources, the
  /// navigation bar's frame the version's navigation-bar sources, and a root view's insets,
  /// computed from both, cite both.
  @Test func explainCitesTheSourcesOfTheMetricsAValueIsComputedFrom() throws {
    var checked = 0
    for device in DeviceCatalog.devices {
      let profiles = BehaviourRegistry.standard.profiles.filter { device.supportedIOS.contains($0) }
      guard let first = profiles.first, let last = profiles.last else { continue }
      let chosen = profiles.filter { [first, last, 11, 16, 26].contains($0) }
      for profile in chosen {
        let behaviour = BehaviourRegistry.standard.behaviour(for: IOSVersion(profile))
        for orientation in [Orientation.portrait, .landscapeLeft] {
          let scenario = Build.scenario(
            device.name, ios: "\(profile).0", orientation,
            root: Build.navigation("Nav", [Build.plain("List")]))
          let context = "\(device.name), iOS \(profile), \(orientation.rawValue)"
          let window = try Explainer.explain(scenario, "window.safeAreaInsets")
          #expect(window.steps.flatMap(\.sources).starts(with: device.sourceIDs), "\(context)")
          let bar = try Explainer.explain(scenario, "Nav.navigationBar.frame")
          let barSources = bar.steps.last?.sources ?? []
          #expect(barSources.starts(with: behaviour.sources.navigationBar), "\(context)")
          guard behaviour.capabilities.hasSafeAreaAPI else { continue }
          let list = try Explainer.explain(scenario, "List.safeAreaInsets")
          let cited = Set(list.steps.flatMap(\.sources))
          #expect(cited.isSuperset(of: device.sourceIDs), "\(context): \(cited.sorted())")
          if list.steps.contains(where: { $0.subject == "Nav.navigationBar" }) {
            #expect(cited.isSuperset(of: behaviour.sources.navigationBar), "\(context)")
          }
          checked += 1
        }
      }
    }
    #expect(checked > 100, "\(checked) runs with the safe-area API checked")
  }

  // MARK: docs/behaviour.md

  /// Each id a story declares is cited by a section of docs/behaviour.md the story names: a
  /// chapter (`##`) with its subsections, or the whole chapter a subsection (`###`) belongs to;
  /// the navigation bar sources of every version are cited there too.
  @Test func docsBehaviourCitesWhatTheRulesDeclare() throws {
    let sections = try Self.behaviourSections()
    func text(of anchor: String) -> String {
      guard let index = sections.firstIndex(where: { $0.anchor == anchor }) else { return "" }
      guard sections[index].level > 0 else { return sections[index].text }
      let start = sections[...index].lastIndex { $0.level == 2 } ?? index
      let end = sections[(start + 1)...].firstIndex { $0.level == 2 } ?? sections.endIndex
      return sections[start..<end].map(\.text).joined()
    }
    for (name, story) in Self.stories {
      let cited = story.behaviourSections.map(text(of:)).joined()
      for id in story.sourceIDs {
        #expect(
          SourceCitations.ids(in: cited).contains(id),
          "\(name) cites \(id), which docs/behaviour.md#\(story.behaviourSections) does not")
      }
    }
    let navigationBar = SourceCitations.ids(in: text(of: "navigation-bar") + text(of: "sheets"))
    for behaviour in Self.behaviours {
      for id in behaviour.sources.navigationBar {
        #expect(navigationBar.contains(id), "profile \(behaviour.profile): \(id)")
      }
    }
  }

  /// docs/behaviour.md cut at its anchors: each section's anchor, its text up to the next
  /// anchor, and its heading level (2 for `##`, 3 for `###`, 0 for an anchor without a heading,
  /// such as a choice's).
  static func behaviourSections() throws -> [(anchor: String, text: String, level: Int)] {
    let url = RepositoryText.root.appendingPathComponent("docs/behaviour.md")
    let document = try String(contentsOf: url, encoding: .utf8)
    var sections: [(anchor: String, text: String, level: Int)] = []
    for part in document.components(separatedBy: "<a id=\"").dropFirst() {
      guard let close = part.range(of: "\"></a>") else { continue }
      let text = String(part[close.upperBound...])
      let heading = text.drop { $0 == "\n" }
      let level = heading.hasPrefix("### ") ? 3 : heading.hasPrefix("## ") ? 2 : 0
      sections.append((String(part[..<close.lowerBound]), text, level))
    }
    #expect(sections.count > 20)
    return sections
  }
}
