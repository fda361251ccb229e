import LifecycleSim

/// Short constructors for test scenarios, built with the public API only.
enum Build {
  static func scenario(
    _ device: String, ios: String, _ orientation: Orientation = .portrait,
    quirks: [QuirkOverride] = [], root: ControllerNode
  ) -> Scenario {
    Scenario(
      name: "test", device: device, ios: ios, orientation: orientation, quirks: quirks, root: root)
  }

  static func plain(
    _ name: String, subviews: [ViewNode] = [], additional: EdgeInsets = .zero
  ) -> ControllerNode {
    ControllerNode(
      name: name, additionalSafeAreaInsets: additional, view: ViewNode(subviews: subviews))
  }

  static func navigation(
    _ name: String, _ stack: [ControllerNode], bar: NavigationBarSpec = NavigationBarSpec(),
    toolbar: BarSpec = BarSpec(hidden: true)
  ) -> ControllerNode {
    ControllerNode(
      .navigationController(stack: stack, navigationBar: bar, toolbar: toolbar), name: name)
  }

  static func tabs(_ name: String, _ tabs: [ControllerNode], bar: BarSpec = BarSpec(hidden: false))
    -> ControllerNode
  {
    ControllerNode(.tabBarController(tabs: tabs, tabBar: bar), name: name)
  }

  static func view(_ name: String, frame: Rect) -> ViewNode {
    ViewNode(name: name, placement: .frame(frame))
  }

  static func view(_ name: String, layout: Layout) -> ViewNode {
    ViewNode(name: name, placement: .layout(layout))
  }

  /// A root view with `levels - 1` levels of subviews below it, built iteratively: the deepest
  /// is `leaf` (by default a view named `Leaf`), the others `V<level>` filling their superview
  /// (a default name spells the whole path, longer than a name may be this deep).
  static func nestedViews(
    _ levels: Int, leaf: ViewNode = ViewNode(name: "Leaf", placement: .layout(.fill))
  ) -> ViewNode {
    var node = leaf
    for level in stride(from: levels - 1, to: 1, by: -1) {
      node = ViewNode(name: "V\(level)", placement: .layout(.fill), subviews: [node])
    }
    // A root view is placed by its container: no layout of its own.
    return levels > 1 ? ViewNode(name: "V1", subviews: [node]) : node
  }

  /// What decoding `json` as a file named `fileName` reports, one rendered line a problem;
  /// none when it decodes.
  static func problems(_ json: String, fileName: String) -> [String] {
    do {
      _ = try Scenario.decode(Array(json.utf8), fileName: fileName)
      return []
    } catch {
      return error.diagnostics.map { $0.rendered(fileName: fileName) }
    }
  }

  static func run(_ scenario: Scenario) throws(ScenarioError) -> Trace {
    try Simulator(scenario).run()
  }

  /// Card `c<index>` holding `content`: 80 × 40 points at x = 60, ten rows of cards 8 points
  /// apart from y = 60, clear of every unsafe band of a content view pinned to the safe area.
  static func card(_ index: Int, holding content: ViewNode) -> ViewNode {
    let frame = Rect(x: 60, y: 60 + Double(index % 10) * 8, width: 80, height: 40)
    return ViewNode(name: "c\(index)", placement: .frame(frame), subviews: [content])
  }

  /// A navigation controller `Nav` over `Home`, whose content view `Content` is pinned to the
  /// safe area and holds `cards`, on an iPhone X with iOS 17, rotated to landscape at 1 s and
  /// back to portrait at 2 s.
  static func rotatedCards(_ cards: [ViewNode]) -> Scenario {
    let content = ViewNode(name: "Content", placement: .layout(.safeArea), subviews: cards)
    let navigation = navigation("Nav", [plain("Home", subviews: [content])])
    var scenario = scenario("iPhone X", ios: "17.0", root: navigation)
    scenario.events = [
      ScenarioEvent(at: 1, .rotate(.landscapeLeft)), ScenarioEvent(at: 2, .rotate(.portrait)),
    ]
    return scenario
  }

  /// Decodes a scenario file's text and runs it.
  static func run(json: String) throws -> Trace {
    try run(Scenario.decode(Array(json.utf8), fileName: "s.json"))
  }
}

extension Trace {
  /// The object's frame and safe area at its last record, `"none"` without one.
  func lastFrameAndSafeArea(of object: String) -> String {
    guard let state = records(of: object).last?.state else { return "none" }
    return
      "\(TraceValue.text(state.frame ?? .zero)) \(TraceValue.text(state.safeAreaInsets ?? .zero))"
  }

  /// The settled value of a property, for assertions.
  func final(_ object: String) -> ObjectState {
    finalState(of: object) ?? ObjectState()
  }
}
