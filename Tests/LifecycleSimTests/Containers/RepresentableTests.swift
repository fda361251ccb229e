import Testing

@testable import LifecycleSim
@testable import LifecycleSimModel

/// UIKit inside SwiftUI (docs/behaviour.md#uikit-inside-swiftui): a `viewControllerRepresentable`
/// shows a child of the hosting controller, which reads the hosting view's insets again on the
/// edges SwiftUI placed it against (WEB-931, WEB-932; C67); a `viewRepresentable`'s UIView reads
/// zero (WEB-930); `safeAreaRegions` takes regions out of SwiftUI's layout only (WEB-933).
@Suite struct RepresentableTests {
  /// A hosting controller on an iPhone X whose root stacks a represented controller `Map` over a
  /// 100-pt represented view `Chart`; `mapModifiers` are the representable's.
  private func run(
    mapModifiers: String = "[]", ios: String = "16.4", quirks: String = "{}",
    hostKeys: String = "", orientation: String = "portrait", events: String = "[]"
  ) throws -> Trace {
    let json = """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone X", "ios": "\(ios)",
        "orientation": "\(orientation)", "quirks": \(quirks),
        "root": { "hostingController": { "name": "Host", \(hostKeys)
          "rootView": { "vstack": { "spacing": 0, "children": [
            { "viewControllerRepresentable": { "name": "Wrapper", "controller": "Map",
                "modifiers": \(mapModifiers) } },
            { "viewRepresentable": { "name": "Chart", "modifiers": [{ "frame": { "height": 100 } }] } }
          ] } },
          "children": [{ "controller": { "viewController": { "name": "Map" } } }] } },
        "events": \(events) }
      """
    return try Simulator(try Scenario.decode(Array(json.utf8), fileName: "t.json")).run()
  }

  // MARK: The rule's values

  /// Against the safe area's edges, with no overlap: the hosting view's inset again on each
  /// edge touched. Portrait, the top edge only (44); landscape filling the safe area, every
  /// inset edge (44 on the sides, 21 below).
  @Test(arguments: [
    (
      Rect(x: 0, y: 44, width: 375, height: 634), Size(width: 375, height: 812),
      EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    ),
    (
      Rect(x: 44, y: 0, width: 724, height: 354), Size(width: 812, height: 375),
      EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
      EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    ),
  ])
  func aControllerAgainstTheSafeAreaReadsItsInsetsAgain(
    frame: Rect, bounds: Size, parentInsets: EdgeInsets, expected: EdgeInsets
  ) {
    let insets = RepresentableRule.controllerInsets(
      frame: frame, parentBounds: Rect(size: bounds), parentInsets: parentInsets, overlap: .zero,
      tolerance: 0.25)
    #expect(insets == expected)
  }

  /// Reaching into a band (`.ignoresSafeArea()`): the overlap, once; an edge a little inside the
  /// safe area's (more than half a pixel) reads nothing again.
  @Test func anIgnoringOrInsetControllerReadsTheOverlapOnly() {
    let overlap = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    let ignoring = RepresentableRule.controllerInsets(
      frame: Rect(x: 0, y: 0, width: 375, height: 678),
      parentBounds: Rect(x: 0, y: 0, width: 375, height: 812),
      parentInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), overlap: overlap,
      tolerance: 0.25)
    #expect(ignoring == overlap)
    let padded = RepresentableRule.controllerInsets(
      frame: Rect(x: 16, y: 60, width: 343, height: 702),
      parentBounds: Rect(x: 0, y: 0, width: 375, height: 812),
      parentInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), overlap: .zero,
      tolerance: 0.25)
    #expect(padded == .zero)
  }

  // MARK: Through the engine

  /// The stack fills the safe area (44 to 778): the controller's view gets the frame SwiftUI
  /// chose, (0,44,375,634), and reads the top inset again; the represented UIView below reads 0
  /// although it lies against the safe area's bottom.
  @Test func theRepresentedControllerGetsSwiftUIsFrameAndTheTopAgain() throws {
    let trace = try run()
    #expect(trace.final("Map.view").frame == Rect(x: 0, y: 44, width: 375, height: 634))
    #expect(
      trace.final("Map.view").safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(trace.final("Map").topLayoutGuide == 44)
    #expect(trace.final("Chart").frame == Rect(x: 0, y: 678, width: 375, height: 100))
    #expect(trace.final("Chart").safeAreaInsets == .zero)
    // The wrapper, as a GeometryReader there would read it.
    #expect(
      trace.final("Wrapper").safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
  }

  /// The controller is a child of the hosting controller: installed in its `viewDidLoad`, it
  /// appears after it (C68).
  @Test func theRepresentedControllerIsAContainedChild() throws {
    let trace = try run()
    let calls = trace.records.filter { $0.kind.isController }.map(\.qualifiedName)
    let order = [
      "Host.viewDidLoad", "Map.willMove", "Map.viewDidLoad", "Map.didMove",
      "Host.viewWillAppear", "Map.viewWillAppear", "Host.viewDidAppear", "Map.viewDidAppear",
    ]
    let positions = order.map { calls.firstIndex(of: $0) }
    #expect(positions.allSatisfy { $0 != nil }, "\(calls)")
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
  }

  /// `.ignoresSafeArea()`: the view reaches the top, (0,0,375,678), and reads 44 once.
  @Test func ignoringTheSafeAreaGivesTheInsetOnce() throws {
    let trace = try run(mapModifiers: #"[{ "ignoresSafeArea": {} }]"#)
    #expect(trace.final("Map.view").frame == Rect(x: 0, y: 0, width: 375, height: 678))
    #expect(
      trace.final("Map.view").safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
  }

  /// `representedControllerOverlapOnly`: the overlap rule alone, 0 inside the safe area.
  @Test func theOverlapOnlySwitchReadsZeroInside() throws {
    let trace = try run(quirks: #"{ "representedControllerOverlapOnly": true }"#)
    #expect(trace.final("Map.view").frame == Rect(x: 0, y: 44, width: 375, height: 634))
    #expect(trace.final("Map.view").safeAreaInsets == .zero)
  }

  /// A rotation lays SwiftUI out again: in landscape the stack fills (44,0,724,354), and the
  /// controller reads the side insets again, 44 and 44, and no top.
  @Test func aRotationPlacesTheControllerAgain() throws {
    let trace = try run(events: #"[{ "at": 1, "rotate": "landscapeLeft" }]"#)
    #expect(trace.final("Map.view").frame == Rect(x: 44, y: 0, width: 724, height: 254))
    #expect(
      trace.final("Map.view").safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
  }

  // MARK: safeAreaRegions

  /// `safeAreaRegions: none`: the content fills the hosting view (the stack 812 tall, the chart
  /// at its bottom), while the hosting view itself keeps {44,0,34,0} (WEB-933).
  @Test func noRegionsLaysTheContentOutOverTheWholeView() throws {
    let trace = try run(hostKeys: #""safeAreaRegions": "none","#)
    #expect(
      trace.final("Host.view").safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(trace.final("Chart").frame == Rect(x: 0, y: 712, width: 375, height: 100))
    #expect(trace.final("Map.view").frame == Rect(x: 0, y: 0, width: 375, height: 712))
  }

  /// `safeAreaRegions: container`: the keyboard no longer shrinks the content; with `all` it
  /// does (the chart moves up by the keyboard's overlap less the bottom inset).
  @Test func theContainerRegionAloneIgnoresTheKeyboard() throws {
    let keyboard = #"[{ "at": 1, "showKeyboard": { "height": 300 } }]"#
    let kept = try run(hostKeys: #""safeAreaRegions": "container","#, events: keyboard)
    #expect(kept.final("Chart").frame == Rect(x: 0, y: 678, width: 375, height: 100))
    let all = try run(events: keyboard)
    #expect(all.final("Chart").frame == Rect(x: 0, y: 412, width: 375, height: 100))
  }

  /// `safeAreaRegions` needs 16.4: 16.3 is refused with the key's path and the fix.
  @Test func safeAreaRegionsNeedsSixteenFour() {
    let problems = Build.problems(
      """
      { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone X", "ios": "16.3",
        "root": { "hostingController": { "name": "Host", "safeAreaRegions": "container",
          "rootView": { "color": {} } } } }
      """, fileName: "t.json")
    #expect(problems.count == 1)
    #expect(problems.first?.contains("root.safeAreaRegions") == true, "\(problems)")
    #expect(problems.first?.contains("needs iOS 16.4 or later") == true, "\(problems)")
  }

  // MARK: The scenario's checks

  /// A representable must name a child of its hosting controller, once, placed by SwiftUI.
  @Test func aRepresentableNamesAChildOnceWithoutLayout() {
    func problems(_ rootView: String, children: String) -> [String] {
      Build.problems(
        """
        { "format": "lifecycle-scenario/1", "name": "t", "device": "iPhone X", "ios": "16.0",
          "root": { "hostingController": { "name": "Host", "rootView": \(rootView),
            "children": \(children) } } }
        """, fileName: "t.json")
    }
    let one = #"{ "viewControllerRepresentable": { "controller": "Map" } }"#
    let missing = problems(one, children: "[]")
    #expect(missing.count == 1)
    #expect(missing.first?.contains(#""Map" is not a child of hostingController "Host""#) == true)
    let twice = problems(
      #"{ "vstack": { "children": [\#(one), \#(one)] } }"#,
      children: #"[{ "controller": { "viewController": { "name": "Map" } } }]"#)
    #expect(twice.count == 1)
    #expect(twice.first?.contains("represented twice") == true, "\(twice)")
    let placed = problems(
      one,
      children:
        #"[{ "controller": { "viewController": { "name": "Map" } }, "layout": "safeArea" }]"#)
    #expect(placed.count == 1)
    #expect(placed.first?.contains("is placed by SwiftUI") == true, "\(placed)")
  }

  /// A scenario with representables and regions re-encodes to an equal scenario.
  @Test func representablesRoundTrip() throws {
    let root = ControllerNode.hosting(
      "Host",
      SwiftUINode(
        .vstack(spacing: nil, alignment: .center),
        children: [
          SwiftUINode(.viewControllerRepresentable(controller: "Map"), name: "Wrapper"),
          SwiftUINode(.viewRepresentable, name: "Chart"),
        ]), safeAreaRegions: .container
    ) { $0.children = [ChildEmbedding(ControllerNode(name: "Map"))] }
    let scenario = Scenario(name: "t", device: "iPhone X", ios: "16.4", root: root)
    let decoded = try Scenario.decode(scenario.jsonBytes())
    #expect(decoded == scenario)
  }

  // MARK: The walk

  /// The walk that finds representables visits each node once, with no recursion: 10×, 100×
  /// the nodes, 10×, 100× the visits; a chain 10,000 deep is walked too.
  @Test func findingRepresentablesIsLinearAndIterative() {
    func wide(_ count: Int) -> SwiftUINode {
      SwiftUINode(
        .vstack(spacing: nil, alignment: .center),
        children: (0..<count).map {
          SwiftUINode(.viewControllerRepresentable(controller: "C\($0)"))
        })
    }
    let counts = [10, 100, 1000].map { wide($0).representables() }
    #expect(counts.map(\.visited) == [11, 101, 1001])
    #expect(counts.map(\.found.count) == [10, 100, 1000])
    var deep = SwiftUINode(.viewControllerRepresentable(controller: "Leaf"))
    for _ in 0..<10_000 {
      deep = SwiftUINode(
        .zstack(alignment: .center), modifiers: [.padding(edges: .all, length: 1)],
        children: [deep])
    }
    let found = deep.representables()
    #expect(found.visited == 10_001)
    #expect(found.found.map(\.controller) == ["Leaf"])
  }
}
