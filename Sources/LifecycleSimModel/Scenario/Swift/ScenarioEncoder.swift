import LifecycleSimCore

extension Scenario {
  /// The scenario as a `lifecycle-scenario/1` file (docs/scenario-format.md): keys in a fixed
  /// order with the format's names, values equal to the format's defaults left out, UTF-8,
  /// ending with a newline.
  ///
  /// Decoding the bytes gives back an equal scenario:
  ///
  /// ```swift
  /// let scenario = Scenario(
  ///   name: "table-under-nav", device: "iPhone X", ios: "17.0",
  ///   root: .navigation("Nav", [.controller("List", subviews: [.table("table")])]))
  /// try FileManager.default.createFile(atPath: "s.json", contents: Data(scenario.jsonBytes()))
  /// try Scenario.decode(scenario.jsonBytes()) == scenario  // true
  /// ```
  ///
  /// A number JSON cannot write (NaN, an infinity other than a flexible frame's `max…`) is
  /// written `null`, which decoding refuses at its location.
  public func jsonBytes() -> [UInt8] {
    ScenarioEncoder.scenario(self).bytes
  }
}

/// The members of an object being written, in order; a value equal to its default is left out.
struct JSONMembers {
  package private(set) var members: [(String, JSONOutput)] = []

  package mutating func add(_ key: String, _ value: JSONOutput) {
    members.append((key, value))
  }

  package mutating func add<Value: Equatable>(
    _ key: String, _ value: Value, unless defaultValue: Value, _ encode: (Value) -> JSONOutput
  ) {
    if value != defaultValue { members.append((key, encode(value))) }
  }

  package mutating func add<Value>(_ key: String, _ value: Value?, _ encode: (Value) -> JSONOutput)
  {
    if let value { members.append((key, encode(value))) }
  }

  package var object: JSONOutput { .object(members) }
}

/// Writes a ``Scenario`` as the JSON the decoder reads, one function per node of the format.
enum ScenarioEncoder {
  package static func scenario(_ scenario: Scenario) -> JSONOutput {
    var m = JSONMembers()
    m.add("format", .string(Scenario.format))
    m.add("name", scenario.name, unless: "", JSONOutput.string)
    m.add("device", .string(scenario.device))
    m.add("ios", .string(scenario.ios))
    m.add("orientation", scenario.orientation, unless: .portrait) { .string($0.rawValue) }
    m.add("layoutDirection", scenario.layoutDirection, unless: .leftToRight) {
      .string($0.rawValue)
    }
    m.add("window", scenario.window, window)
    if scenario.requiresFullScreen { m.add("requiresFullScreen", .bool(true)) }
    if !scenario.quirks.isEmpty {
      m.add("quirks", .object(scenario.quirks.map { ($0.name, .bool($0.enabled)) }))
    }
    m.add("root", controller(scenario.root))
    if !scenario.events.isEmpty { m.add("events", .array(scenario.events.map(event))) }
    return m.object
  }

  /// The `window` key (docs/scenario-format.md#window), also a `window` event's argument.
  static func window(_ window: WindowSpec) -> JSONOutput {
    var m = JSONMembers()
    m.add("mode", .string(window.mode.rawValue))
    m.add("size", window.size) { numbers([$0.width, $0.height]) }
    m.add("origin", window.origin) { numbers([$0.x, $0.y]) }
    return m.object
  }

  // MARK: Controllers

  package static func controller(_ node: ControllerNode) -> JSONOutput {
    encodeTree(node, nested: heldControllers) { controller($0, held: &$1) }
  }

  /// The controllers `node` holds, in the order ``controller(_:held:)`` takes their encodings:
  /// its stack or tabs, then its children.
  private static func heldControllers(_ node: ControllerNode) -> [ControllerNode] {
    let shown: [ControllerNode]
    switch node.kind {
    case .navigationController(let stack, _, _): shown = stack
    case .tabBarController(let tabs, _, _): shown = tabs
    case .splitViewController(let spec): shown = spec.columns.map(\.controller)
    case .pageViewController(let pages, _, _): shown = pages
    case .viewController, .hostingController: shown = []
    }
    return shown + node.children.map(\.controller)
  }

  /// A controller whose held controllers are encoded in `held`, in order.
  private static func controller(
    _ node: ControllerNode, held: inout IndexingIterator<[JSONOutput]>
  ) -> JSONOutput {
    var m = JSONMembers()
    m.add("name", .string(node.name))
    var content: (String, JSONOutput)?
    switch node.kind {
    case .viewController: break
    case .navigationController(let stack, let navigationBar, let toolbar):
      m.add("navigationBar", navigationBar, unless: NavigationBarSpec()) { bar in
        var b = JSONMembers()
        b.add("hidden", bar.hidden, unless: false, JSONOutput.bool)
        b.add("translucent", bar.translucent, unless: true, JSONOutput.bool)
        b.add("prefersLargeTitles", bar.prefersLargeTitles, unless: false, JSONOutput.bool)
        return b.object
      }
      m.add("toolbar", toolbar, unless: BarSpec(hidden: true)) { self.bar($0, hidden: true) }
      content = ("stack", .array(stack.map { _ in held.next() ?? .null }))
    case .tabBarController(let tabs, let selectedIndex, let tabBar):
      m.add("selectedIndex", selectedIndex, unless: 0) { .number(Double($0)) }
      m.add("tabBar", tabBar, unless: BarSpec(hidden: false)) { self.bar($0, hidden: false) }
      content = ("tabs", .array(tabs.map { _ in held.next() ?? .null }))
    case .hostingController(let rootView, let regions, let sizing):
      m.add("safeAreaRegions", regions, unless: .all) { .string($0.rawValue) }
      if !sizing.isEmpty { m.add("sizingOptions", .array(sizing.map { .string($0.rawValue) })) }
      content = ("rootView", swiftUINode(rootView))
    case .splitViewController(let spec):
      m.add("style", spec.style, unless: .classic) { .string($0.rawValue) }
      m.add("preferredDisplayMode", spec.preferredDisplayMode, unless: .automatic) {
        .string($0.rawValue)
      }
      m.add("preferredSplitBehavior", spec.preferredSplitBehavior, unless: .automatic) {
        .string($0.rawValue)
      }
      m.add("preferredPrimaryColumnWidth", spec.preferredPrimaryColumnWidth) { .number($0) }
      m.add("preferredSupplementaryColumnWidth", spec.preferredSupplementaryColumnWidth) {
        .number($0)
      }
      for entry in spec.columns { m.add(entry.column.rawValue, held.next() ?? .null) }
    case .pageViewController(let pages, let selected, let spec):
      m.add("selected", selected, unless: 0) { .number(Double($0)) }
      m.add("transitionStyle", spec.transitionStyle, unless: .scroll) { .string($0.rawValue) }
      m.add("navigationOrientation", spec.navigationOrientation, unless: .horizontal) {
        .string($0.rawValue)
      }
      content = ("pages", .array(pages.map { _ in held.next() ?? .null }))
    }
    m.add("additionalSafeAreaInsets", node.additionalSafeAreaInsets, unless: .zero, insets)
    m.add("edgesForExtendedLayout", node.edgesForExtendedLayout, unless: .all, edges)
    m.add(
      "extendedLayoutIncludesOpaqueBars", node.extendedLayoutIncludesOpaqueBars, unless: false,
      JSONOutput.bool)
    m.add(
      "automaticallyAdjustsScrollViewInsets", node.automaticallyAdjustsScrollViewInsets,
      unless: true, JSONOutput.bool)
    m.add("prefersStatusBarHidden", node.prefersStatusBarHidden, JSONOutput.bool)
    m.add(
      "prefersHomeIndicatorAutoHidden", node.prefersHomeIndicatorAutoHidden, unless: false,
      JSONOutput.bool)
    m.add(
      "viewRespectsSystemMinimumLayoutMargins", node.viewRespectsSystemMinimumLayoutMargins,
      unless: true, JSONOutput.bool)
    m.add("hidesBottomBarWhenPushed", node.hidesBottomBarWhenPushed, unless: false, JSONOutput.bool)
    m.add("isModalInPresentation", node.isModalInPresentation, unless: false, JSONOutput.bool)
    m.add("largeTitleDisplayMode", node.largeTitleDisplayMode, unless: .automatic) {
      .string($0.rawValue)
    }
    m.add("contentScrollView", node.contentScrollView, JSONOutput.string)
    m.add("searchController", node.searchController) { search in
      var s = JSONMembers()
      s.add(
        "hidesSearchBarWhenScrolling", search.hidesSearchBarWhenScrolling, unless: true,
        JSONOutput.bool)
      s.add(
        "hidesNavigationBarDuringPresentation", search.hidesNavigationBarDuringPresentation,
        unless: true, JSONOutput.bool)
      s.add("placement", search.placement, unless: .automatic) { .string($0.rawValue) }
      return s.object
    }
    m.add("navigationBarMinimization", node.navigationBarMinimization, barMinimization)
    m.add("keyboardLayoutGuide", node.keyboardLayoutGuide, keyboardLayoutGuide)
    // A plain root view is written as its properties, without the kind key.
    m.add("view", node.view, unless: ViewNode()) { view($0, kindKey: $0.kind != .view) }
    if !node.children.isEmpty {
      m.add(
        "children",
        .array(
          node.children.map { child in
            var c = JSONMembers()
            c.add("controller", held.next() ?? .null)
            c.add("in", child.containerView, JSONOutput.string)
            c.add("layout", child.layout, unless: .fill, layout)
            return c.object
          }))
    }
    if let content { m.add(content.0, content.1) }
    return .object([(node.kind.name, m.object)])
  }

  /// A `navigationBarMinimization` or a navigation stack's `toolbarMinimization`, defaults left out.
  static func barMinimization(_ spec: BarMinimizationSpec) -> JSONOutput {
    var s = JSONMembers()
    s.add("behavior", spec.behavior, unless: .automatic) { .string($0.rawValue) }
    s.add("restoration", spec.restoration, unless: .automatic) { .string($0.rawValue) }
    s.add("safeAreaAdjustment", spec.safeAreaAdjustment, unless: .automatic) {
      .string($0.rawValue)
    }
    return s.object
  }

  private static func bar(_ bar: BarSpec, hidden: Bool) -> JSONOutput {
    var b = JSONMembers()
    b.add("hidden", bar.hidden, unless: hidden, JSONOutput.bool)
    b.add("translucent", bar.translucent, unless: true, JSONOutput.bool)
    b.add("minimizeBehavior", bar.minimizeBehavior, unless: .automatic) { .string($0.rawValue) }
    b.add("bottomAccessory", bar.bottomAccessory) { accessory in
      var a = JSONMembers()
      a.add("height", accessory.height, JSONOutput.number)
      return a.object
    }
    return b.object
  }

  // MARK: Views

  package static func view(_ node: ViewNode, kindKey: Bool = true) -> JSONOutput {
    var subviews = node.subviews.map { subview in
      encodeTree(subview, nested: \.subviews) { view($0, kindKey: true, subviews: &$1) }
    }.makeIterator()
    return view(node, kindKey: kindKey, subviews: &subviews)
  }

  /// A view whose subviews are encoded in `subviews`, in order.
  private static func view(
    _ node: ViewNode, kindKey: Bool, subviews: inout IndexingIterator<[JSONOutput]>
  ) -> JSONOutput {
    var m = JSONMembers()
    m.add("name", node.name, JSONOutput.string)
    switch node.placement {
    case .unspecified: break
    case .frame(let frame): m.add("frame", rect(frame))
    case .layout(let value): m.add("layout", layout(value))
    }
    m.add("layoutMargins", node.layoutMargins, insets)
    m.add("directionalLayoutMargins", node.directionalLayoutMargins) {
      numbers([$0.top, $0.leading, $0.bottom, $0.trailing])
    }
    m.add(
      "insetsLayoutMarginsFromSafeArea", node.insetsLayoutMarginsFromSafeArea, unless: true,
      JSONOutput.bool)
    m.add(
      "preservesSuperviewLayoutMargins", node.preservesSuperviewLayoutMargins, unless: false,
      JSONOutput.bool)
    if let p = node.kind.scrollProperties {
      m.add("contentInset", p.contentInset, unless: .zero, insets)
      m.add("contentSize", p.contentSize, unless: .zero) { numbers([$0.width, $0.height]) }
      m.add("contentInsetAdjustmentBehavior", p.contentInsetAdjustmentBehavior) {
        .string($0.rawValue)
      }
      m.add("alwaysBounceVertical", p.alwaysBounceVertical, JSONOutput.bool)
      m.add("alwaysBounceHorizontal", p.alwaysBounceHorizontal, JSONOutput.bool)
      m.add("bounces", p.bounces, unless: true, JSONOutput.bool)
      m.add("isScrollEnabled", p.isScrollEnabled, unless: true, JSONOutput.bool)
    }
    switch node.kind {
    case .tableView(_, let style, let insetsContent):
      m.add("style", style, unless: .plain) { .string($0.rawValue) }
      m.add("insetsContentViewsToSafeArea", insetsContent, unless: true, JSONOutput.bool)
    case .collectionView(_, let sectionInset, let reference):
      m.add("sectionInset", sectionInset, unless: .zero, insets)
      m.add("sectionInsetReference", reference, unless: .fromContentInset) {
        .string($0.rawValue)
      }
    default: break
    }
    if !node.subviews.isEmpty {
      m.add("subviews", .array(node.subviews.map { _ in subviews.next() ?? .null }))
    }
    return kindKey ? .object([(node.kind.name, m.object)]) : m.object
  }

  // MARK: Values

  package static func layout(_ layout: Layout) -> JSONOutput {
    switch layout {
    case .fill: return .string("fill")
    case .safeArea: return .string("safeArea")
    case .margins: return .string("margins")
    case .pins(let pins):
      func pin(_ pin: LayoutPin) -> JSONOutput {
        pin.constant == 0
          ? .string(pin.anchor.rawValue)
          : .object([("to", .string(pin.anchor.rawValue)), ("constant", .number(pin.constant))])
      }
      var m = JSONMembers()
      m.add("top", pins.top, pin)
      m.add("left", pins.left, pin)
      m.add("bottom", pins.bottom, pin)
      m.add("right", pins.right, pin)
      m.add("leading", pins.leading, pin)
      m.add("trailing", pins.trailing, pin)
      m.add("width", pins.width, JSONOutput.number)
      m.add("height", pins.height, JSONOutput.number)
      return m.object
    }
  }

  /// `"all"`, `"none"` or the list of edges.
  package static func edges(_ edges: RectEdges) -> JSONOutput {
    if edges == .all { return .string("all") }
    if edges.isEmpty { return .string("none") }
    let names: [(String, RectEdges)] = [
      ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
    ]
    return .array(names.filter { edges.contains($0.1) }.map { .string($0.0) })
  }

  package static func numbers(_ values: [Double]) -> JSONOutput {
    .array(values.map(JSONOutput.number))
  }

  package static func insets(_ insets: EdgeInsets) -> JSONOutput {
    numbers([insets.top, insets.left, insets.bottom, insets.right])
  }

  package static func rect(_ rect: Rect) -> JSONOutput {
    numbers([rect.x, rect.y, rect.width, rect.height])
  }
}
