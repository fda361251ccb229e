import LifecycleSim

/// Random scenarios for property tests and fuzzing, built with the public API of LifecycleSim only
/// (a libFuzzer harness compiles this file against the module with a byte-backed generator).
///
/// The trees mix navigation controllers (in tabs, in other stacks), tab bar controllers,
/// contained children, scroll and table views; the events mix every kind, at times that often
/// coincide or fall inside a running transition, and sometimes name controllers that do not
/// exist yet or anymore.
enum RandomScenario {
  /// A random scenario drawn from `rng`.
  static func make(using rng: inout some RandomNumberGenerator) -> Scenario {
    var names = Names()
    let root = names.tree(depth: 0, using: &rng)
    names.declared = names.controllers.count
    let eventCount = Int.random(in: 0...14, using: &rng)
    var events: [ScenarioEvent] = []
    var time = 0.0
    for _ in 0..<eventCount {
      time = nextTime(after: time, using: &rng)
      // Now and then an event runs before the ones written above it, so it can name a controller
      // that an event written earlier creates later.
      let at = chance(0.1, using: &rng) ? Swift.max(0, time - 0.4) : time
      events.append(ScenarioEvent(at: at, names.action(using: &rng)))
    }
    if chance(0.03, using: &rng) {
      // Now and then a tree built deep by events, across the view depth limit or not.
      time = nextTime(after: time, using: &rng)
      events += names.deepChain(at: time, using: &rng)
    }
    let versions = ["11.0", "13.0", "15.0", "16.0", "17.0", "18.0", "26.0", "27.0"]
    return Scenario(
      name: "random", device: pick(DeviceCatalog.devices, using: &rng)?.name ?? "iPhone X",
      ios: pick(versions, using: &rng) ?? "17.0",
      orientation: chance(0.15, using: &rng) ? .landscapeLeft : .portrait,
      layoutDirection: chance(0.1, using: &rng) ? .rightToLeft : .leftToRight,
      root: root, events: events)
  }

  /// The next event time: often the same instant, often inside a 0.35 s transition.
  private static func nextTime(after time: Double, using rng: inout some RandomNumberGenerator)
    -> Double
  {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<3: return time
    case 3..<6: return time + Double(Int.random(in: 1...35, using: &rng)) / 100
    case 6: return time + 0.35
    case 7: return time + 0.5
    default: return time + Double(Int.random(in: 1...20, using: &rng)) / 10
    }
  }

  private static func chance(_ probability: Double, using rng: inout some RandomNumberGenerator)
    -> Bool
  {
    Double.random(in: 0..<1, using: &rng) < probability
  }

  private static func pick<T>(_ values: [T], using rng: inout some RandomNumberGenerator) -> T? {
    guard !values.isEmpty else { return nil }
    return values[Int.random(in: 0..<values.count, using: &rng)]
  }

  /// The names handed out so far, by kind, so events can refer to them.
  private struct Names {
    var counter = 0
    var controllers: [String] = []
    var navigations: [String] = []
    var tabBars: [String] = []
    var views: [String] = []
    var scrollViews: [String] = []
    var presented: [String] = []
    /// How many of `controllers` the initial tree declares.
    var declared = 0
    var contained: [String] = []

    mutating func fresh(_ prefix: String) -> String {
      counter += 1
      return "\(prefix)\(counter)"
    }

    /// A controller tree; containers only near the top so trees stay small.
    mutating func tree(depth: Int, using rng: inout some RandomNumberGenerator) -> ControllerNode {
      let roll = Int.random(in: 0..<10, using: &rng)
      if depth < 3 && roll < (depth == 0 ? 5 : 3) {
        let name = fresh("Nav")
        navigations.append(name)
        controllers.append(name)
        let count = Int.random(in: 1...3, using: &rng)
        let stack = (0..<count).map { _ in tree(depth: depth + 2, using: &rng) }
        return ControllerNode(
          .navigationController(
            stack: stack,
            navigationBar: NavigationBarSpec(
              hidden: chance(0.15, using: &rng), translucent: chance(0.8, using: &rng),
              prefersLargeTitles: chance(0.3, using: &rng)),
            toolbar: BarSpec(hidden: chance(0.7, using: &rng))),
          name: name)
      }
      if depth < 2 && roll < 5 {
        let name = fresh("Tabs")
        tabBars.append(name)
        controllers.append(name)
        let count = Int.random(in: 1...3, using: &rng)
        let tabs = (0..<count).map { _ in tree(depth: depth + 1, using: &rng) }
        return ControllerNode(
          .tabBarController(
            tabs: tabs, selectedIndex: Int.random(in: 0..<count, using: &rng),
            tabBar: BarSpec(hidden: chance(0.1, using: &rng))),
          name: name)
      }
      return leaf(depth: depth, using: &rng)
    }

    /// A view controller with some views and, sometimes, contained children.
    mutating func leaf(depth: Int, using rng: inout some RandomNumberGenerator) -> ControllerNode {
      let name = fresh("VC")
      controllers.append(name)
      var subviews: [ViewNode] = []
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        subviews.append(view(using: &rng))
      }
      var children: [ChildEmbedding] = []
      if depth < 3 && chance(0.2, using: &rng) {
        let child =
          chance(0.3, using: &rng)
          ? tree(depth: depth + 2, using: &rng) : leaf(depth: 4, using: &rng)
        contained.append(child.name)
        children.append(ChildEmbedding(child, layout: chance(0.5, using: &rng) ? .fill : .safeArea))
      }
      let edges: [RectEdges] = [.all, .all, .none, .top, .bottom]
      return ControllerNode(
        name: name,
        additionalSafeAreaInsets: chance(0.1, using: &rng) ? EdgeInsets(top: 10) : .zero,
        edgesForExtendedLayout: pick(edges, using: &rng) ?? .all,
        extendedLayoutIncludesOpaqueBars: chance(0.2, using: &rng),
        prefersStatusBarHidden: chance(0.1, using: &rng) ? true : nil,
        hidesBottomBarWhenPushed: chance(0.2, using: &rng),
        largeTitleDisplayMode: chance(0.2, using: &rng) ? .never : .automatic,
        searchController: chance(0.15, using: &rng)
          ? SearchControllerSpec(
            hidesSearchBarWhenScrolling: chance(0.7, using: &rng),
            hidesNavigationBarDuringPresentation: chance(0.8, using: &rng))
          : nil,
        view: ViewNode(subviews: subviews), children: children)
    }

    /// A plain, scroll, table, collection or web view laid out in its superview.
    mutating func view(using rng: inout some RandomNumberGenerator) -> ViewNode {
      let name = fresh("V")
      let properties = ScrollViewProperties(
        contentInset: chance(0.2, using: &rng) ? EdgeInsets(top: 5, bottom: 5) : .zero,
        contentSize: Size(width: 320, height: Double(Int.random(in: 0...3000, using: &rng))),
        contentInsetAdjustmentBehavior: pick(
          [nil] + ContentInsetAdjustmentBehavior.allCases.map { Optional($0) }, using: &rng)
          ?? nil)
      let kinds: [ViewKind] = [
        .view, .scrollView(properties), .tableView(properties, style: .grouped),
        .tableView(properties), .collectionView(properties), .webView(properties),
      ]
      let kind = pick(kinds, using: &rng) ?? .view
      views.append(name)
      if kind != .view { scrollViews.append(name) }
      let placement: ViewPlacement =
        chance(0.3, using: &rng)
        ? .frame(Rect(x: 0, y: 0, width: 200, height: 300))
        : .layout(chance(0.5, using: &rng) ? .fill : .safeArea)
      return ViewNode(
        kind, name: name, placement: placement,
        layoutMargins: chance(0.1, using: &rng) ? EdgeInsets.all(4) : nil,
        insetsLayoutMarginsFromSafeArea: chance(0.8, using: &rng),
        preservesSuperviewLayoutMargins: chance(0.2, using: &rng))
    }

    /// A controller name: usually one of the initial tree, else one an event adds (which may
    /// not exist at the time, or anymore).
    mutating func anyController(using rng: inout some RandomNumberGenerator) -> String {
      if chance(0.7, using: &rng), let name = pick(Array(controllers.prefix(declared)), using: &rng)
      {
        return name
      }
      return pick(controllers, using: &rng) ?? "VC1"
    }

    /// A navigation controller's name; only called when there is one (now and then, another
    /// controller's, which the validator refuses).
    mutating func navigation(using rng: inout some RandomNumberGenerator) -> String {
      if chance(0.01, using: &rng) { return anyController(using: &rng) }
      return pick(navigations, using: &rng) ?? anyController(using: &rng)
    }

    /// A name from `preferred` most of the time, else any controller's.
    mutating func mostly(_ preferred: [String], using rng: inout some RandomNumberGenerator)
      -> String
    {
      if chance(0.8, using: &rng), let name = pick(preferred, using: &rng) { return name }
      return anyController(using: &rng)
    }

    mutating func anyView(using rng: inout some RandomNumberGenerator) -> String {
      pick(views, using: &rng) ?? "VC1.view"
    }

    mutating func scrollView(using rng: inout some RandomNumberGenerator) -> String {
      pick(scrollViews, using: &rng) ?? "V1"
    }

    /// A controller to push, present or add: usually a plain one, sometimes a container.
    mutating func newController(using rng: inout some RandomNumberGenerator) -> ControllerNode {
      chance(0.2, using: &rng) ? tree(depth: 2, using: &rng) : leaf(depth: 3, using: &rng)
    }

    /// A random event action; events that need a navigation controller, a tab bar controller or
    /// a scroll view are drawn only when the scenario has one.
    mutating func action(using rng: inout some RandomNumberGenerator) -> EventAction {
      let animated = chance(0.6, using: &rng)
      var kind = Int.random(in: 0..<24, using: &rng)
      if navigations.isEmpty && [0, 1, 2, 3, 4, 5, 6, 17].contains(kind)
        || tabBars.isEmpty && kind == 14 || scrollViews.isEmpty && [20, 21].contains(kind)
      {
        kind = 7 + Int.random(in: 0..<7, using: &rng)
      }
      switch kind {
      case 0, 1, 2:
        return .push(
          navigationController: navigation(using: &rng), controller: leafOrTree(using: &rng),
          animated: animated)
      case 3, 4:
        return .pop(navigationController: navigation(using: &rng), animated: animated)
      case 5, 6:
        return .interactivePop(
          navigationController: navigation(using: &rng), completes: chance(0.5, using: &rng),
          duration: chance(0.3, using: &rng)
            ? Double(Int.random(in: 0...60, using: &rng)) / 100 : nil)
      case 7, 8:
        let style =
          pick([nil] + PresentationStyle.allCases.map { Optional($0) }, using: &rng) ?? nil
        let controller = newController(using: &rng)
        presented.append(controller.name)
        var popover = PopoverConfiguration()
        if style == .popover {
          // A source rectangle in the presenter's root view, or none (refused on iPad before 26).
          if chance(0.7, using: &rng) {
            popover.sourceRect = Rect(
              x: Double(Int.random(in: -50...1400, using: &rng)),
              y: Double(Int.random(in: -50...1400, using: &rng)),
              width: Double(Int.random(in: 0...100, using: &rng)),
              height: Double(Int.random(in: 0...100, using: &rng)))
          }
          if chance(0.5, using: &rng) {
            popover.preferredContentSize = Size(
              width: Double(Int.random(in: 1...900, using: &rng)),
              height: Double(Int.random(in: 1...1400, using: &rng)))
          }
          popover.permittedArrowDirections = PopoverArrowDirection.allCases.filter { _ in
            chance(0.3, using: &rng)
          }
        }
        return .present(
          from: anyController(using: &rng), controller: controller, style: style,
          animated: animated, popover: popover)
      case 9, 10:
        return .dismiss(controller: mostly(presented, using: &rng), animated: animated)
      case 11, 12:
        let controller = newController(using: &rng)
        contained.append(controller.name)
        return .addChild(
          parent: anyController(using: &rng), controller: controller,
          containerView: nil, layout: chance(0.5, using: &rng) ? .fill : .margins)
      case 13:
        return .removeChild(controller: mostly(contained, using: &rng))
      case 14:
        let index = Int.random(in: 0...3, using: &rng)
        return .selectTab(tabBarController: pick(tabBars, using: &rng) ?? "Tabs1", index: index)
      case 15:
        return .rotate(pick(Orientation.allCases, using: &rng) ?? .portrait)
      case 16:
        return .setStatusBarHidden(
          controller: anyController(using: &rng), hidden: chance(0.5, using: &rng),
          animated: animated)
      case 17:
        return chance(0.5, using: &rng)
          ? .setNavigationBarHidden(
            navigationController: navigation(using: &rng), hidden: chance(0.5, using: &rng),
            animated: animated)
          : .setToolbarHidden(
            navigationController: navigation(using: &rng), hidden: chance(0.5, using: &rng),
            animated: animated)
      case 18:
        return chance(0.5, using: &rng)
          ? .showKeyboard(
            height: chance(0.05, using: &rng) ? .system : .points(300),
            duration: chance(0.5, using: &rng) ? 0.25 : nil)
          : .hideKeyboard(duration: chance(0.5, using: &rng) ? 0.25 : nil)
      case 19:
        return .setAdditionalSafeAreaInsets(
          controller: anyController(using: &rng),
          insets: EdgeInsets(top: Double(Int.random(in: 0...40, using: &rng)), bottom: 20))
      case 20:
        return chance(0.5, using: &rng)
          ? .setContentInset(view: scrollView(using: &rng), insets: EdgeInsets(top: 10))
          : .setContentSize(
            view: scrollView(using: &rng), size: Size(width: 320, height: 5000))
      case 21:
        return chance(0.5, using: &rng)
          ? .setContentInsetAdjustmentBehavior(
            view: scrollView(using: &rng),
            behavior: pick(ContentInsetAdjustmentBehavior.allCases, using: &rng) ?? .never)
          : chance(0.7, using: &rng)
            ? .scroll(
              view: scrollView(using: &rng),
              offset: Point(x: 0, y: Double(Int.random(in: -200...400, using: &rng))))
            : .animatedScroll(
              view: scrollView(using: &rng),
              offset: Point(x: 0, y: Double(Int.random(in: -200...400, using: &rng))),
              frames: Int.random(in: 1...4, using: &rng))
      case 22:
        return chance(0.5, using: &rng)
          ? .setFrame(
            view: anyView(using: &rng), frame: Rect(x: 10, y: 20, width: 300, height: 400))
          : .setNeedsLayout(view: anyView(using: &rng))
      default:
        return chance(0.5, using: &rng)
          ? .setHomeIndicatorAutoHidden(
            controller: anyController(using: &rng), hidden: chance(0.5, using: &rng))
          : .setSearchActive(
            controller: anyController(using: &rng), active: chance(0.5, using: &rng))
      }
    }

    /// 100 to 160 events that each nest a controller in the one before: `addChild` to the last
    /// child, or pushes of a controller holding the navigation controller the next push targets.
    mutating func deepChain(at time: Double, using rng: inout some RandomNumberGenerator)
      -> [ScenarioEvent]
    {
      let count = Int.random(in: 100...160, using: &rng)
      var events: [ScenarioEvent] = []
      if chance(0.5, using: &rng) {
        var parent = anyController(using: &rng)
        for _ in 0..<count {
          let child = fresh("Deep")
          events.append(
            ScenarioEvent(
              at: time,
              .addChild(
                parent: parent, controller: ControllerNode(name: child), containerView: nil,
                layout: .fill)))
          parent = child
        }
      } else {
        var navigation = navigation(using: &rng)
        for _ in 0..<count {
          let inner = fresh("DeepNav")
          let holder = ControllerNode(
            name: fresh("Deep"),
            children: [
              ChildEmbedding(
                ControllerNode(
                  .navigationController(stack: [ControllerNode(name: fresh("DeepRoot"))]),
                  name: inner))
            ])
          events.append(
            ScenarioEvent(
              at: time, .push(navigationController: navigation, controller: holder, animated: false)
            ))
          navigation = inner
        }
      }
      return events
    }

    /// A controller to push: a plain one, now and then with children or a tab bar controller.
    mutating func leafOrTree(using rng: inout some RandomNumberGenerator) -> ControllerNode {
      chance(0.1, using: &rng) ? tree(depth: 1, using: &rng) : leaf(depth: 3, using: &rng)
    }
  }
}
