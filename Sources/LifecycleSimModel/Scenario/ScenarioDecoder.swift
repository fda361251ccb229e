import LifecycleSimCore
import LifecycleSimSupport

extension Scenario {
  /// Decodes a `lifecycle-scenario/1` file and checks it, reporting every problem at once.
  ///
  /// ```swift
  /// let scenario = try Scenario.decode(Array(json.utf8), fileName: "tab-nav.scenario.json")
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: the file's UTF-8 bytes.
  ///   - fileName: the name errors start with.
  /// - Throws: ``ScenarioError`` with each problem's JSON path, line:column and fix.
  public static func decode(_ bytes: [UInt8], fileName: String? = nil) throws(ScenarioError)
    -> Scenario
  {
    var (scenario, diagnostics) = try decodeStructure(bytes, fileName: fileName)
    var resolution: ScenarioResolution?
    if let scenario {
      let reported = Set(diagnostics.map(\.path))
      let semantic = ScenarioValidator.diagnostics(of: scenario)
      resolution = semantic.resolution
      diagnostics += semantic.diagnostics.filter { semantic in
        !reported.contains(semantic.path) && !reported.contains("\(semantic.path).name")
      }
    }
    guard diagnostics.isEmpty, var scenario else {
      throw ScenarioError(fileName: fileName, diagnostics: diagnostics)
    }
    scenario.sourceName = fileName
    scenario.resolution = resolution
    return scenario
  }

  /// The scenario a file describes, and the problems of its structure; the parsed document
  /// is gone on return, before the scenario is checked.
  private static func decodeStructure(_ bytes: [UInt8], fileName: String?) throws(ScenarioError)
    -> (Scenario?, [ScenarioDiagnostic])
  {
    let tape: JSONTape
    do {
      tape = try JSONParser.tape(bytes)
    } catch {
      throw ScenarioError(
        fileName: fileName,
        diagnostics: [
          ScenarioDiagnostic(path: "", location: error.location, message: error.message)
        ])
    }
    var decoder = ScenarioDecoder()
    let scenario = decoder.decodeScenario(tape.root)
    return (scenario, decoder.diagnostics)
  }
}

/// Turns a parsed JSON document into a ``Scenario``, collecting every structural problem
/// (unknown keys, wrong types, unknown kinds and values) with its path and location.
///
/// Paths skip the kind keys of nodes, as docs/scenario-format.md#errors does:
/// `root.tabs[0].stack[1]`.
struct ScenarioDecoder {
  package private(set) var diagnostics: [ScenarioDiagnostic] = []
  /// The paths of the values being decoded.
  private let pathTable = ScenarioPath.Table()
  /// The tape's tokens and bytes while ``decodeScenario(_:)`` runs, read without reference
  /// counting; empty otherwise.
  private(set) var tokens = UnsafeBufferPointer<JSONToken>(start: nil, count: 0)
  package private(set) var text = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  /// `false` to decode every view node the general way, as tests compare both ways.
  var readsViewsQuickly = true
  /// The level of the SwiftUI node being decoded (a `rootView` is 1), and whether a node past
  /// ``SwiftUILimits/maximumDepth`` was reported in the current `rootView`.
  var swiftUINesting = (depth: 0, reported: false)
  /// The level of the controller being decoded (a tree's root is 1), and whether one past
  /// ``ViewTreeDepth/maximumControllerNesting`` was reported in the current tree.
  var controllerNesting = (depth: 0, reported: false)

  static let controllerKinds = [
    "viewController", "navigationController", "tabBarController", "hostingController",
    "splitViewController",
    "pageViewController",
  ]
  static let viewKinds = ["view", "scrollView", "tableView", "collectionView", "webView"]
  static let controllerKeys = [
    "name", "additionalSafeAreaInsets", "edgesForExtendedLayout",
    "extendedLayoutIncludesOpaqueBars", "automaticallyAdjustsScrollViewInsets",
    "prefersStatusBarHidden", "prefersHomeIndicatorAutoHidden",
    "viewRespectsSystemMinimumLayoutMargins", "hidesBottomBarWhenPushed", "largeTitleDisplayMode",
    "contentScrollView", "searchController", "navigationBarMinimization", "view", "children",
    "keyboardLayoutGuide", "isModalInPresentation",
  ]
  static let viewKeys = [
    "name", "frame", "layout", "subviews", "layoutMargins", "directionalLayoutMargins",
    "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
  ]
  static let scrollKeys = [
    "contentInset", "contentSize", "contentInsetAdjustmentBehavior", "alwaysBounceVertical",
    "alwaysBounceHorizontal", "bounces", "isScrollEnabled",
  ]
  // The keys of each kind, built once rather than per node.
  package static let navigationControllerKeys =
    controllerKeys + ["stack", "navigationBar", "toolbar"]
  static let tabBarControllerKeys = controllerKeys + ["tabs", "selectedIndex", "tabBar"]
  static let hostingControllerKeys =
    controllerKeys + ["rootView", "safeAreaRegions", "sizingOptions"]
  static let splitViewControllerKeys =
    controllerKeys + [
      "style", "preferredDisplayMode", "preferredSplitBehavior", "preferredPrimaryColumnWidth",
      "preferredSupplementaryColumnWidth", "primary", "supplementary", "secondary", "compact",
    ]
  static let pageViewControllerKeys =
    controllerKeys + ["pages", "selected", "transitionStyle", "navigationOrientation"]
  static let scrollViewKeys = viewKeys + scrollKeys
  static let tableViewKeys = scrollViewKeys + ["style", "insetsContentViewsToSafeArea"]
  package static let collectionViewKeys =
    scrollViewKeys + ["sectionInset", "sectionInsetReference"]

  /// The scenario of a document's value (`tape.root`), or `nil` when its structure is beyond
  /// repair; ``diagnostics`` holds its problems.
  mutating func decodeScenario(_ value: JSONNode) -> Scenario? {
    reading(value.tape) { $0.decodeDocument(value) }
  }

  /// Calls `body` with this decoder reading `tape`'s tokens and bytes (``tokens``, ``text``)
  /// for the time of the call.
  mutating func reading<Result>(_ tape: JSONTape, _ body: (inout ScenarioDecoder) -> Result)
    -> Result
  {
    tape.tokens.withUnsafeBufferPointer { tokens in
      tape.bytes.withUnsafeBufferPointer { text in
        self.tokens = tokens
        self.text = text
        defer {
          self.tokens = UnsafeBufferPointer(start: nil, count: 0)
          self.text = UnsafeBufferPointer(start: nil, count: 0)
        }
        return body(&self)
      }
    }
  }

  private mutating func decodeDocument(_ value: JSONNode) -> Scenario? {
    let document = ScenarioPath(table: pathTable)
    guard
      let fields = object(
        value, path: document,
        keys: [
          "format", "name", "device", "ios", "orientation", "layoutDirection", "window", "quirks",
          "root", "events", "requiresFullScreen",
        ])
    else { return nil }
    if let format = fields.required("format", &self).flatMap({ string($0, path: "format") }),
      format != Scenario.format
    {
      report(
        "format", fields["format"]?.location, "unsupported format \"\(format)\"",
        fix: "this version reads \"\(Scenario.format)\"")
    }
    let name = fields["name"].flatMap { string($0, path: "name") } ?? ""
    let device = fields.required("device", &self).flatMap { string($0, path: "device") }
    let ios = fields.required("ios", &self).flatMap { string($0, path: "ios") }
    let orientation =
      fields["orientation"].flatMap { choice($0, path: "orientation", Orientation.self) }
      ?? .portrait
    let direction =
      fields["layoutDirection"].flatMap {
        choice($0, path: "layoutDirection", LayoutDirection.self)
      } ?? .leftToRight
    let window = fields["window"].flatMap { self.window($0, path: document.appending("window")) }
    var quirks: [QuirkOverride] = []
    if let value = fields["quirks"],
      let members = members(of: value, path: document.appending("quirks"))
    {
      for member in members {
        if let enabled = bool(member.value, path: "quirks.\(member.key)") {
          quirks.append(
            QuirkOverride(name: member.key, enabled: enabled, location: member.keyLocation))
        }
      }
    }
    let root = fields.required("root", &self).flatMap {
      controller($0, path: document.appending("root"))
    }
    var events: [ScenarioEvent] = []
    if let value = fields["events"], let items = array(value, path: "events") {
      for (index, item) in items.enumerated() {
        if let event = event(item, path: document.appending("events", index)) {
          events.append(event)
        }
      }
    }
    // A root that did not decode is replaced by a placeholder the validator skips, so the
    // device, the version, the quirks and the events are still checked.
    var scenario = Scenario(
      name: name, device: device ?? "", ios: ios ?? "", orientation: orientation,
      layoutDirection: direction, quirks: quirks, root: root ?? ControllerNode(name: ""),
      events: events, window: window)
    scenario.requiresFullScreen =
      fields["requiresFullScreen"].flatMap { bool($0, path: "requiresFullScreen") } ?? false
    scenario.hasPlaceholderRoot = root == nil
    scenario.isPartial = diagnostics.contains { diagnostic in
      diagnostic.path.hasPrefix("root") || diagnostic.path.hasPrefix("events")
    }
    for member in fields.kept { scenario.keyLocations[member.key] = member.value.location }
    return scenario
  }

  // MARK: Controllers

  /// Decodes a controller and the controllers it holds.
  ///
  /// It recurses once a level of controllers (through ``embedding(_:path:)`` for children,
  /// ``controllers(_:_:path:)`` for a stack or tabs), bounded by the JSON nesting cap; what it
  /// decodes that holds no controller is in functions of its own, so that the recursion's
  /// frames stay small in a debug build (docs/scenario-format.md#limits).
  package mutating func controller(_ value: JSONNode, path: ScenarioPath) -> ControllerNode? {
    var node = ControllerNode(name: "")
    return controller(value, path: path, into: &node) ? node : nil
  }

  /// Decodes a controller into `node`, a new ``ControllerNode``; `false`, having reported
  /// why, when it is not one.
  ///
  /// Each controller it holds is decoded in its place, so that no node is copied on its way up
  /// the tree.
  private mutating func controller(
    _ value: JSONNode, path: ScenarioPath, into node: inout ControllerNode
  ) -> Bool {
    controllerNesting.depth += 1
    defer {
      controllerNesting.depth -= 1
      if controllerNesting.depth == 0 { controllerNesting.reported = false }
    }
    guard controllerNesting.depth <= ViewTreeDepth.maximumControllerNesting else {
      reportControllerNesting(value, path: path)
      return false
    }
    guard
      let (kind, body) = kindedNode(
        value, path: path, kinds: Self.controllerKinds, what: "controller")
    else { return false }
    guard let fields = object(body, path: path, keys: Self.controllerKeys(of: kind)) else {
      return false
    }
    node.name = controllerName(fields, path: path)
    node.location = value.location
    node.kind = controllerKind(kind, fields, path: path)
    controllerProperties(fields, path: path, into: &node)
    children(fields, path: path, into: &node.children)
    return true
  }

  /// Reports, once a tree, a controller nested past ``ViewTreeDepth/maximumControllerNesting``:
  /// the recursion stops there, as deep as the limit and not as deep as the JSON nesting allows.
  private mutating func reportControllerNesting(_ value: JSONNode, path: ScenarioPath) {
    guard !controllerNesting.reported else { return }
    controllerNesting.reported = true
    let most = ViewTreeDepth.maximumControllerNesting
    report(
      path, value.location,
      "controllers are nested more than \(most) levels deep; their views would nest more than \(ViewTreeDepth.maximum) levels",
      fix:
        "nest at most \(most) levels of controllers (children, stacks, tabs, columns and pages)")
  }

  /// The keys a controller of `kind` takes.
  private static func controllerKeys(of kind: String) -> [String] {
    switch kind {
    case "navigationController": navigationControllerKeys
    case "tabBarController": tabBarControllerKeys
    case "hostingController": hostingControllerKeys
    case "splitViewController": splitViewControllerKeys
    case "pageViewController": pageViewControllerKeys
    default: controllerKeys
    }
  }

  private mutating func controllerName(_ fields: Fields, path: ScenarioPath) -> String {
    fields.required("name", &self).flatMap { string($0, path: "\(path).name") } ?? ""
  }

  /// The kind of a controller of `kind`, with the controllers of its stack, tabs, columns or
  /// pages.
  ///
  /// It recurses once a level of controllers: each case is a function of its own, so that its
  /// frame stays small in a debug build (docs/scenario-format.md#limits).
  private mutating func controllerKind(_ kind: String, _ fields: Fields, path: ScenarioPath)
    -> ControllerKind
  {
    switch kind {
    case "navigationController": navigationController(fields, path: path)
    case "tabBarController": tabBarController(fields, path: path)
    case "hostingController": hostingController(fields, path: path)
    case "splitViewController": splitViewController(fields, path: path)
    case "pageViewController": pageViewController(fields, path: path)
    default: .viewController
    }
  }

  /// A hosting controller's kind: its `rootView`, `safeAreaRegions` and `sizingOptions`.
  private mutating func hostingController(_ fields: Fields, path: ScenarioPath) -> ControllerKind {
    let root = fields.required("rootView", &self).flatMap {
      swiftUINode($0, path: path.appending("rootView"))
    }
    let regions = fields["safeAreaRegions"].flatMap {
      choice($0, path: "\(path).safeAreaRegions", HostingSafeAreaRegions.self)
    }
    let sizing = fields["sizingOptions"].flatMap {
      sizingOptions($0, path: path.appending("sizingOptions"))
    }
    return .hostingController(
      rootView: root ?? SwiftUINode(.color), safeAreaRegions: regions ?? .all,
      sizingOptions: sizing ?? [])
  }

  /// A controller's `children` entries, each at its index; one that does not decode is left
  /// out.
  private mutating func children(
    _ fields: Fields, path: ScenarioPath, into children: inout [ChildEmbedding]
  ) {
    guard let v = fields["children"], let items = array(v, path: "\(path).children") else {
      return
    }
    for (index, item) in items.enumerated() {
      children.append(ChildEmbedding(ControllerNode(name: "")))
      let last = children.count - 1
      if embedding(item, path: path.appending("children", index), into: &children[last]) {
        if last != index {
          children[last].controller.sourcePath = Self.childControllerPath(path, index)
        }
      } else {
        children.removeLast()
      }
    }
  }

  /// The controllers of a stack, tabs or pages (`key`), each at its index.
  ///
  /// One that does not decode is left out. Each is decoded in its place, as
  /// ``children(_:path:into:)`` does.
  private mutating func controllers(_ fields: Fields, _ key: StaticString, path: ScenarioPath)
    -> [ControllerNode]
  {
    var list: [ControllerNode] = []
    guard let items = controllerList(fields, key, path: path) else { return list }
    for (index, item) in items.enumerated() {
      list.append(ControllerNode(name: ""))
      let last = list.count - 1
      if controller(item, path: path.appending(key, index), into: &list[last]) {
        if last != index { list[last].sourcePath = Self.listedControllerPath(path, key, index) }
      } else {
        list.removeLast()
      }
    }
    return list
  }

  /// The array under `key`, required; kept out of ``controllers(_:_:path:)``, which recurses.
  private mutating func controllerList(_ fields: Fields, _ key: StaticString, path: ScenarioPath)
    -> JSONNode.Elements?
  {
    let name = "\(key)"
    return fields.required(name, &self).flatMap { array($0, path: "\(path).\(name)") }
  }

  private static func listedControllerPath(
    _ path: ScenarioPath, _ key: StaticString, _ index: Int
  ) -> String {
    "\(path).\(key)[\(index)]"
  }

  /// A navigation controller's kind: `stack` and its bars.
  private mutating func navigationController(_ fields: Fields, path: ScenarioPath)
    -> ControllerKind
  {
    .navigationController(
      stack: controllers(fields, "stack", path: path),
      navigationBar: navigationBar(
        fields["navigationBar"], path: path.appending("navigationBar")),
      toolbar: bar(fields["toolbar"], path: path.appending("toolbar"), hiddenByDefault: true))
  }

  /// A tab bar controller's kind: `tabs`, the selected one and its bar.
  private mutating func tabBarController(_ fields: Fields, path: ScenarioPath)
    -> ControllerKind
  {
    let tabs = controllers(fields, "tabs", path: path)
    let selected =
      fields["selectedIndex"].flatMap { index($0, path: "\(path).selectedIndex") } ?? 0
    return .tabBarController(
      tabs: tabs, selectedIndex: selected,
      tabBar: tabBar(fields["tabBar"], path: path.appending("tabBar")))
  }

  /// A split view controller's kind: its settings and the controllers of its columns
  /// (docs/scenario-format.md#split-view-controllers); a column that does not decode is left
  /// out.
  private mutating func splitViewController(_ fields: Fields, path: ScenarioPath)
    -> ControllerKind
  {
    var spec = splitViewSettings(fields, path: path)
    for column in SplitColumn.allCases {
      guard let value = fields[column.rawValue] else { continue }
      spec.columns.append(SplitColumnChild(column, ControllerNode(name: "")))
      let last = spec.columns.count - 1
      let decoded = controller(
        value, path: path.appending(key: column.rawValue), into: &spec.columns[last].controller)
      if !decoded { spec.columns.removeLast() }
    }
    return .splitViewController(spec)
  }

  /// A split view controller's settings, without its columns: kept out of
  /// ``splitViewController(_:path:)``, which recurses.
  private mutating func splitViewSettings(_ fields: Fields, path: ScenarioPath) -> SplitViewSpec {
    var spec = SplitViewSpec(columns: [])
    if let v = fields["style"] {
      spec.style = choice(v, path: "\(path).style", SplitViewStyle.self) ?? .classic
    }
    if let v = fields["preferredDisplayMode"] {
      spec.preferredDisplayMode =
        choice(v, path: "\(path).preferredDisplayMode", SplitDisplayMode.self) ?? .automatic
    }
    if let v = fields["preferredSplitBehavior"] {
      spec.preferredSplitBehavior =
        choice(v, path: "\(path).preferredSplitBehavior", SplitBehavior.self) ?? .automatic
    }
    spec.preferredPrimaryColumnWidth = fields["preferredPrimaryColumnWidth"].flatMap {
      length($0, path: "\(path).preferredPrimaryColumnWidth", "column width")
    }
    spec.preferredSupplementaryColumnWidth = fields["preferredSupplementaryColumnWidth"].flatMap {
      length($0, path: "\(path).preferredSupplementaryColumnWidth", "column width")
    }
    return spec
  }

  /// A page view controller's kind: `pages`, the one shown first and its style.
  private mutating func pageViewController(_ fields: Fields, path: ScenarioPath)
    -> ControllerKind
  {
    let pages = controllers(fields, "pages", path: path)
    let selected = fields["selected"].flatMap { index($0, path: "\(path).selected") } ?? 0
    var spec = PageViewSpec()
    if let v = fields["transitionStyle"],
      let style = choice(v, path: "\(path).transitionStyle", PageTransitionStyle.self)
    {
      spec.transitionStyle = style
    }
    if let v = fields["navigationOrientation"],
      let orientation = choice(
        v, path: "\(path).navigationOrientation", PageNavigationOrientation.self)
    {
      spec.navigationOrientation = orientation
    }
    return .pageViewController(pages: pages, selected: selected, spec: spec)
  }

  /// A controller's properties other than its name, kind and children: kept out of
  /// ``controller(_:path:)``, which recurses once a level of controllers, so that its frame
  /// stays small in a debug build (docs/scenario-format.md#limits).
  private mutating func controllerProperties(
    _ fields: Fields, path: ScenarioPath, into node: inout ControllerNode
  ) {
    if let v = fields["additionalSafeAreaInsets"] {
      node.additionalSafeAreaInsets = insets(v, path: "\(path).additionalSafeAreaInsets") ?? .zero
    }
    if let v = fields["edgesForExtendedLayout"] {
      node.edgesForExtendedLayout = edges(v, path: "\(path).edgesForExtendedLayout") ?? .all
    }
    func flag(_ key: String, _ keyPath: WritableKeyPath<ControllerNode, Bool>) {
      if let v = fields[key], let b = bool(v, path: "\(path).\(key)") { node[keyPath: keyPath] = b }
    }
    flag("extendedLayoutIncludesOpaqueBars", \.extendedLayoutIncludesOpaqueBars)
    flag("automaticallyAdjustsScrollViewInsets", \.automaticallyAdjustsScrollViewInsets)
    flag("prefersHomeIndicatorAutoHidden", \.prefersHomeIndicatorAutoHidden)
    flag("viewRespectsSystemMinimumLayoutMargins", \.viewRespectsSystemMinimumLayoutMargins)
    flag("hidesBottomBarWhenPushed", \.hidesBottomBarWhenPushed)
    flag("isModalInPresentation", \.isModalInPresentation)
    if let v = fields["prefersStatusBarHidden"] {
      node.prefersStatusBarHidden = bool(v, path: "\(path).prefersStatusBarHidden")
    }
    if let v = fields["largeTitleDisplayMode"] {
      node.largeTitleDisplayMode =
        choice(v, path: "\(path).largeTitleDisplayMode", LargeTitleDisplayMode.self) ?? .automatic
    }
    if let v = fields["contentScrollView"] {
      node.contentScrollView = string(v, path: "\(path).contentScrollView")
    }
    if let v = fields["searchController"] {
      node.searchController = searchController(v, path: path.appending("searchController"))
    }
    if let v = fields["navigationBarMinimization"] {
      node.navigationBarMinimization = barMinimization(
        v, path: path.appending("navigationBarMinimization"))
    }
    if let v = fields["keyboardLayoutGuide"] {
      node.keyboardLayoutGuide = keyboardLayoutGuide(
        v, path: path.appending("keyboardLayoutGuide"))
    }
    if let v = fields["view"] {
      var view = ViewNode()
      if self.view(v, path: path.appending("view"), into: &view) { node.view = view }
    }
  }

  /// Decodes a children entry into `embedding`; `false`, having reported why, when it does
  /// not decode.
  private mutating func embedding(
    _ value: JSONNode, path: ScenarioPath, into embedding: inout ChildEmbedding
  ) -> Bool {
    guard let fields = object(value, path: path, keys: ["controller", "in", "layout"]) else {
      return false
    }
    (embedding.containerView, embedding.layout) = embeddingPlacement(fields, path: path)
    guard let value = fields.required("controller", &self) else { return false }
    return controller(value, path: path.appending("controller"), into: &embedding.controller)
  }

  private static func childControllerPath(_ path: ScenarioPath, _ index: Int) -> String {
    "\(path).children[\(index)].controller"
  }

  /// A child entry's container view (`in`) and `layout`, kept out of
  /// ``embedding(_:path:)``, which recurses, so that its frame stays small in a debug build.
  private mutating func embeddingPlacement(_ fields: Fields, path: ScenarioPath) -> (
    String?, Layout
  ) {
    let container = fields["in"].flatMap { string($0, path: "\(path).in") }
    let layout = fields["layout"].flatMap { self.layout($0, path: "\(path).layout") } ?? .fill
    return (container, layout)
  }

  private mutating func navigationBar(_ value: JSONNode?, path: ScenarioPath) -> NavigationBarSpec {
    var spec = NavigationBarSpec()
    guard let value,
      let fields = object(value, path: path, keys: ["hidden", "translucent", "prefersLargeTitles"])
    else { return spec }
    if let v = fields["hidden"], let b = bool(v, path: "\(path).hidden") { spec.hidden = b }
    if let v = fields["translucent"], let b = bool(v, path: "\(path).translucent") {
      spec.translucent = b
    }
    if let v = fields["prefersLargeTitles"], let b = bool(v, path: "\(path).prefersLargeTitles") {
      spec.prefersLargeTitles = b
    }
    return spec
  }

  private mutating func searchController(_ value: JSONNode, path: ScenarioPath)
    -> SearchControllerSpec?
  {
    guard
      let fields = object(
        value, path: path,
        keys: ["hidesSearchBarWhenScrolling", "hidesNavigationBarDuringPresentation", "placement"])
    else { return nil }
    var spec = SearchControllerSpec()
    for (key, keyPath) in [
      ("hidesSearchBarWhenScrolling", \SearchControllerSpec.hidesSearchBarWhenScrolling),
      ("hidesNavigationBarDuringPresentation", \.hidesNavigationBarDuringPresentation),
    ] {
      if let v = fields[key], let b = bool(v, path: "\(path).\(key)") { spec[keyPath: keyPath] = b }
    }
    if let v = fields["placement"] {
      spec.placement =
        choice(v, path: "\(path).placement", SearchBarPlacement.self) ?? .automatic
    }
    return spec
  }

  mutating func barMinimization(_ value: JSONNode, path: ScenarioPath)
    -> BarMinimizationSpec?
  {
    guard
      let fields = object(
        value, path: path, keys: ["behavior", "restoration", "safeAreaAdjustment"])
    else { return nil }
    var spec = BarMinimizationSpec()
    if let v = fields["behavior"] {
      spec.behavior =
        choice(v, path: "\(path).behavior", BarMinimizationBehavior.self) ?? .automatic
    }
    if let v = fields["restoration"] {
      spec.restoration =
        choice(v, path: "\(path).restoration", BarMinimizationRestoration.self) ?? .automatic
    }
    if let v = fields["safeAreaAdjustment"] {
      spec.safeAreaAdjustment =
        choice(v, path: "\(path).safeAreaAdjustment", BarMinimizationSafeAreaAdjustment.self)
        ?? .automatic
    }
    return spec
  }

  private mutating func bar(_ value: JSONNode?, path: ScenarioPath, hiddenByDefault: Bool)
    -> BarSpec
  {
    var spec = BarSpec(hidden: hiddenByDefault)
    guard let value, let fields = object(value, path: path, keys: ["hidden", "translucent"]) else {
      return spec
    }
    if let v = fields["hidden"], let b = bool(v, path: "\(path).hidden") { spec.hidden = b }
    if let v = fields["translucent"], let b = bool(v, path: "\(path).translucent") {
      spec.translucent = b
    }
    return spec
  }

  /// A tab bar's settings: a bar's, with the iOS 26 `minimizeBehavior` and `bottomAccessory`
  /// (whose version the validator checks).
  private mutating func tabBar(_ value: JSONNode?, path: ScenarioPath) -> BarSpec {
    var spec = BarSpec(hidden: false)
    guard let value,
      let fields = object(
        value, path: path, keys: ["hidden", "translucent", "minimizeBehavior", "bottomAccessory"])
    else { return spec }
    if let v = fields["hidden"], let b = bool(v, path: "\(path).hidden") { spec.hidden = b }
    if let v = fields["translucent"], let b = bool(v, path: "\(path).translucent") {
      spec.translucent = b
    }
    if let v = fields["minimizeBehavior"] {
      spec.minimizeBehavior =
        choice(v, path: "\(path).minimizeBehavior", TabBarMinimizeBehavior.self) ?? .automatic
    }
    if let v = fields["bottomAccessory"] {
      let accessoryPath = path.appending("bottomAccessory")
      if let accessory = object(v, path: accessoryPath, keys: ["height"]) {
        var accessorySpec = BottomAccessorySpec()
        if let h = accessory["height"] {
          accessorySpec.height = number(h, path: "\(accessoryPath).height")
        }
        spec.bottomAccessory = accessorySpec
      }
    }
    return spec
  }

  // MARK: Views

  /// Decodes a view node and its subviews into `node`, a new ``ViewNode``; `false`, having
  /// reported why, when it is not one.
  package mutating func view(_ value: JSONNode, path: ScenarioPath, into node: inout ViewNode)
    -> Bool
  {
    view(at: value.index, of: value.tape, parent: path, index: -1, into: &node)
  }

  /// Decodes the view node at token `token` of `tape` into `node`, a new ``ViewNode``, with its
  /// subviews; `false`, having reported why, when it is not one.
  ///
  /// Its path is `parent.subviews[index]`, or `parent` itself when `index` is -1, and is entered
  /// in the path table only when it is needed: for a view read the general way, or one with
  /// subviews (a leaf read quickly, most views, needs none), and the tape is not retained for
  /// each view. Each subview is decoded in its place in its parent's `subviews`, so that no node
  /// is copied on its way up the tree.
  private mutating func view(
    at token: Int, of tape: JSONTape, parent: ScenarioPath, index: Int, into node: inout ViewNode
  ) -> Bool {
    guard
      let (subviews, written) = viewItself(
        at: token, of: tape, parent: parent, index: index, into: &node)
    else { return false }
    guard subviews >= 0 else { return true }
    let path = written ?? (index < 0 ? parent : parent.appending("subviews", index))
    let stop = end(ofToken: subviews)
    var count = 0
    var position = subviews + 1
    while position < stop {
      count += 1
      position = self.end(ofToken: position)
    }
    node.subviews.reserveCapacity(count)
    position = subviews + 1
    var index = 0
    while position < stop {
      node.subviews.append(Self.emptyView)
      let last = node.subviews.count - 1
      if view(at: position, of: tape, parent: path, index: index, into: &node.subviews[last]) {
        // A subview before this one did not decode: the check cannot count its path.
        if last != index { node.subviews[last].sourcePath = Self.subviewPath(path, index) }
      } else {
        node.subviews.removeLast()
      }
      position = self.end(ofToken: position)
      index += 1
    }
    return true
  }

  /// Decodes the view node at token `token` into `node`, without its subviews, and returns the
  /// token of its `subviews` array (-1 without one) and its path if it was entered in the path
  /// table; `nil`, having reported why, when it is not a view.
  ///
  /// The path is ``view(at:of:parent:index:into:)``'s. Kept out of it, as it recurses once a
  /// level of views, so that its frame stays small in a debug build
  /// (docs/scenario-format.md#limits).
  private mutating func viewItself(
    at token: Int, of tape: JSONTape, parent: ScenarioPath, index: Int, into node: inout ViewNode
  ) -> (subviews: Int, path: ScenarioPath?)? {
    if readsViewsQuickly, let quick = quickView(at: token, into: &node) {
      node.location = tape.location(of: quick.body)
      return (quick.subviews, nil)
    }
    let path = index < 0 ? parent : parent.appending("subviews", index)
    guard let decoded = generalView(JSONNode(tape: tape, index: token), path: path) else {
      return nil
    }
    node = decoded.0
    return (decoded.1, path)
  }

  /// The node a subview is decoded into: copied, where building a new one each time built the
  /// default node twice, copied one and destroyed the other (about 240 instructions a subview),
  /// as initializing uninitialized storage with a new node did.
  private static let emptyView = ViewNode()

  private static func subviewPath(_ path: ScenarioPath, _ index: Int) -> String {
    "\(path).subviews[\(index)]"
  }

  /// A view node decoded member by member, reporting each problem, without its subviews; and
  /// the token of its `subviews` array, or -1.
  private mutating func generalView(_ value: JSONNode, path: ScenarioPath) -> (ViewNode, Int)? {
    guard case .object(let members) = value.kind else {
      report(
        path, value.location, "expected a view node (an object), found \(value.typeDescription)")
      return nil
    }
    let kind: String
    let body: JSONNode
    let single = members.count == 1 ? members.first : nil
    if let single, Self.viewKinds.contains(where: single.hasKey) {
      kind = single.key
      body = single.value
    } else if let single, !Self.viewKeys.contains(where: single.hasKey),
      !Self.scrollKeys.contains(where: single.hasKey)
    {
      let key = single.key
      let suggestion = Suggestion.closest(to: key, among: Self.viewKinds + Self.viewKeys)
      report(
        path, single.keyLocation, "unknown view kind or property \"\(key)\"",
        fix: suggestion.map { "did you mean \"\($0)\"?" }
          ?? "use one of \(Self.quotedList(Self.viewKinds))")
      return nil
    } else {
      kind = "view"
      body = value
    }
    let keys: [String]
    switch kind {
    case "view": keys = Self.viewKeys
    case "tableView": keys = Self.tableViewKeys
    case "collectionView": keys = Self.collectionViewKeys
    default: keys = Self.scrollViewKeys
    }
    guard let fields = object(body, path: path, keys: keys) else { return nil }
    var node = ViewNode(location: body.location)
    node.name = fields["name"].flatMap { string($0, path: "\(path).name") }
    if fields["frame"] != nil && fields["layout"] != nil {
      report(path, body.location, "a view takes \"frame\" or \"layout\", not both", fix: "keep one")
    }
    if let v = fields["frame"], let rect = rect(v, path: "\(path).frame") {
      node.placement = .frame(rect)
    } else if let v = fields["layout"], let layout = layout(v, path: "\(path).layout") {
      node.placement = .layout(layout)
    }
    if let v = fields["layoutMargins"] {
      node.layoutMargins = insets(v, path: "\(path).layoutMargins")
    }
    if let v = fields["directionalLayoutMargins"],
      let values = numbers(
        v, count: 4, path: "\(path).directionalLayoutMargins",
        shape: "[top, leading, bottom, trailing]")
    {
      node.directionalLayoutMargins = DirectionalEdgeInsets(
        top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
    if let v = fields["insetsLayoutMarginsFromSafeArea"],
      let b = bool(v, path: "\(path).insetsLayoutMarginsFromSafeArea")
    {
      node.insetsLayoutMarginsFromSafeArea = b
    }
    if let v = fields["preservesSuperviewLayoutMargins"],
      let b = bool(v, path: "\(path).preservesSuperviewLayoutMargins")
    {
      node.preservesSuperviewLayoutMargins = b
    }
    if kind != "view" {
      let scroll = scrollProperties(fields, path: path)
      switch kind {
      case "scrollView": node.kind = .scrollView(scroll)
      case "webView": node.kind = .webView(scroll)
      case "tableView":
        let style =
          fields["style"].flatMap { choice($0, path: "\(path).style", TableViewStyle.self) }
          ?? .plain
        let insetsContent =
          fields["insetsContentViewsToSafeArea"].flatMap {
            bool($0, path: "\(path).insetsContentViewsToSafeArea")
          } ?? true
        node.kind = .tableView(scroll, style: style, insetsContentViewsToSafeArea: insetsContent)
      default:
        let sectionInset =
          fields["sectionInset"].flatMap { insets($0, path: "\(path).sectionInset") } ?? .zero
        let reference =
          fields["sectionInsetReference"].flatMap {
            choice($0, path: "\(path).sectionInsetReference", SectionInsetReference.self)
          } ?? .fromContentInset
        node.kind = .collectionView(
          scroll, sectionInset: sectionInset, sectionInsetReference: reference)
      }
    }
    if let v = fields["subviews"], array(v, path: "\(path).subviews") != nil {
      return (node, v.index)
    }
    return (node, -1)
  }

  private mutating func scrollProperties(_ fields: Fields, path: ScenarioPath)
    -> ScrollViewProperties
  {
    var p = ScrollViewProperties()
    if let v = fields["contentInset"] {
      p.contentInset = insets(v, path: "\(path).contentInset") ?? .zero
    }
    if let v = fields["contentSize"] {
      p.contentSize = size(v, path: "\(path).contentSize") ?? .zero
    }
    if let v = fields["contentInsetAdjustmentBehavior"] {
      p.contentInsetAdjustmentBehavior = choice(
        v, path: "\(path).contentInsetAdjustmentBehavior", ContentInsetAdjustmentBehavior.self)
    }
    if let v = fields["alwaysBounceVertical"], let b = bool(v, path: "\(path).alwaysBounceVertical")
    {
      p.alwaysBounceVertical = b
    }
    if let v = fields["alwaysBounceHorizontal"],
      let b = bool(v, path: "\(path).alwaysBounceHorizontal")
    {
      p.alwaysBounceHorizontal = b
    }
    if let v = fields["bounces"], let b = bool(v, path: "\(path).bounces") {
      p.bounces = b
    }
    if let v = fields["isScrollEnabled"], let b = bool(v, path: "\(path).isScrollEnabled") {
      p.isScrollEnabled = b
    }
    return p
  }

  /// Reports a problem at a path (a `String`, or a ``ScenarioPath`` written out now).
  package mutating func report(
    _ path: some CustomStringConvertible, _ location: TextLocation?, _ message: String,
    fix: String? = nil
  ) {
    diagnostics.append(
      ScenarioDiagnostic(path: path.description, location: location, message: message, fix: fix))
  }

  static func quotedList(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
  }
}
