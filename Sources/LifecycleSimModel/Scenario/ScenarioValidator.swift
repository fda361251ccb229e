package import LifecycleSimCore
package import LifecycleSimSupport

/// A scenario checked and resolved: what the simulator needs beyond the scenario itself.
package struct ResolvedScenario {
  package var scenario: Scenario
  package var device: Device
  package var ios: IOSVersion
  /// The behaviour in force, quirk overrides applied.
  package var behaviour: Behaviour
  /// The device's window values under ``behaviour``.
  package var window: WindowMetrics
  package var warnings: [String]
  /// The switches of the registry past ``Quirk``'s cases (a test declared them) whose values
  /// differ from their defaults, by name.
  package var otherQuirks: [String: Bool] = [:]
  /// The controllers and views of the scenario's root tree, as the depth check counted them:
  /// the room the simulator reserves for them before the first display.
  package var rootSize = ScenarioTreeSize()

  /// The orientation simulated: a notched iPhone does not turn upside down unless
  /// `upsideDownSwapsInsets` says so (docs/behaviour.md#window-insets; L).
  package var orientation: Orientation {
    if scenario.orientation == .portraitUpsideDown && WindowRule.refusesUpsideDown(device)
      && !behaviour.window.upsideDownSwapsInsets
    {
      return .portrait
    }
    return scenario.orientation
  }
}

/// Checks a scenario's meaning (names, references, device, version, quirks) and collects every
/// problem with its path, so that a scenario built in code gets the same errors as a file.
package struct ScenarioValidator {
  /// The largest magnitude a point value or a time in seconds may have: far beyond any screen
  /// or run, small enough for exact integer time and formatting.
  package static let largestValue: Double = 1_000_000

  package private(set) var diagnostics: [ScenarioDiagnostic] = []
  /// Every object name claimed, with the path and role of its owner.
  private var objectNames = NameTable()
  /// The paths of the nodes checked.
  private let pathTable = ScenarioPath.Table()
  /// The paths of the names claimed and of the views checked.
  private var paths = LazyPaths()
  /// `true` when part of the controller tree or of the events could not be decoded: a name
  /// an event refers to may be in that part, and a container may have lost its children, so
  /// those checks wait until the file decodes.
  var namesMayBeMissing = false
  /// The scenario's iOS version, once parsed: what SwiftUI modifiers need.
  package var ios: IOSVersion?
  /// Notes about events, added to the header's warnings.
  var eventWarnings: [String] = []
  /// Grouped-style tables, for the `groupedTableEstimatedHeaderGap` note.
  private var groupedTables: [String] = []
  /// The named SwiftUI navigation stacks and tab views, with their kind's name, for the
  /// `swiftUI` events that name one (docs/scenario-format.md#swiftui-events).
  var swiftUIContainers: [String: String] = [:]
  /// The named split view controllers' styles, for the `split` events that name one
  /// (docs/scenario-format.md#split-events).
  var splitStyles: [String: SplitViewStyle] = [:]
  /// The number of pages of each page view controller checked so far, by name, for the `page`
  /// events (a lookup, never iterated).
  var pageCounts: [String: Int] = [:]
  /// The sheet settings and style of each controller a `present` event shows, by name, for the
  /// `detent` and `dismissDrag` events (a lookup, never iterated).
  var presentedSheets: [String: (sheet: SheetConfiguration, style: PresentationStyle?)] = [:]
  /// The hosting controller whose `rootView` is being checked, for the default name of the
  /// sheet an `inspector` becomes in a compact width; `nil` for a view an event adds.
  var swiftUIHost: String?

  /// Resolves `scenario` against the versions of `registry`, or throws every problem found.
  package static func resolve(
    _ scenario: Scenario, fileName: String? = nil, registry: BehaviourRegistry = .standard
  ) throws(ScenarioError) -> ResolvedScenario {
    var validator = ScenarioValidator()
    let resolved = validator.check(scenario, registry: registry)
    guard validator.diagnostics.isEmpty, let resolved else {
      throw ScenarioError(fileName: fileName, diagnostics: validator.diagnostics)
    }
    return resolved
  }

  /// The header warning of a scenario whose iOS version the device does not run, such as
  /// `iPhone X supports iOS 11–16; this scenario uses iOS 26.0` (docs/trace-formats.md).
  static func unsupportedIOSWarning(device: Device, ios: IOSVersion) -> String {
    "\(device.name) supports iOS \(device.supportedIOS); this scenario uses iOS \(ios)"
  }

  /// The diagnostics of `scenario` against the standard versions without throwing (for merging
  /// with decoding errors), and its resolution when there are none.
  package static func diagnostics(of scenario: Scenario) -> (
    diagnostics: [ScenarioDiagnostic], resolution: ScenarioResolution?
  ) {
    var validator = ScenarioValidator()
    let resolved = validator.check(scenario, registry: .standard)
    guard validator.diagnostics.isEmpty, let resolved else { return (validator.diagnostics, nil) }
    return ([], ScenarioResolution(resolved))
  }

  private mutating func check(_ scenario: Scenario, registry: BehaviourRegistry)
    -> ResolvedScenario?
  {
    let keys = scenario.keyLocations
    namesMayBeMissing = scenario.isPartial
    if let problem = NameRules.problem(scenarioName: scenario.name) {
      report("name", keys["name"], problem.message, fix: problem.fix)
    }
    let device = DeviceCatalog.device(named: scenario.device)
    if device == nil {
      let suggestion = Suggestion.closest(to: scenario.device, among: DeviceCatalog.allNames)
      report(
        "device", keys["device"], "unknown device \"\(scenario.device)\"",
        fix: suggestion.map { "did you mean \"\($0)\"?" }
          ?? "run 'lifecycle-sim devices' for the catalog")
    }
    let ios = IOSVersion(parsing: scenario.ios)
    self.ios = ios
    if ios == nil {
      report(
        "ios", keys["ios"], "\"\(scenario.ios)\" is not an iOS version",
        fix: "write it as \"major.minor\", e.g. \"11.0\"")
    }
    var warnings: [String] = []
    if let device, let ios {
      if device.cutout.hasSensorHousing && ios.major < 11 {
        report(
          "ios", keys["ios"], "\(device.name) needs iOS 11 or later",
          fix: "use \"ios\": \"11.0\" or later, or a device without a notch such as \"iPhone 8\"")
      } else if !device.supportedIOS.contains(ios.major) {
        warnings.append(Self.unsupportedIOSWarning(device: device, ios: ios))
      }
      if ios.major < registry.base.profile {
        warnings.append(
          "iOS \(ios) is older than the oldest profile; profile \(registry.base.profile) is used"
        )
      }
      checkWindows(
        scenario.window, device: device, ios: ios, orientation: scenario.orientation,
        events: scenario.events, requiresFullScreen: scenario.requiresFullScreen)
      if scenario.orientation == .portraitUpsideDown && WindowRule.refusesUpsideDown(device) {
        warnings.append(
          "\(device.name) does not rotate upside down; the scenario starts in portrait"
            + " (quirk upsideDownSwapsInsets simulates it)")
      }
    }
    let version = ios ?? IOSVersion(11)
    var behaviour = registry.behaviour(for: version)
    var seenQuirks: Set<String> = []
    for override in scenario.quirks {
      guard let index = registry.switchIndex(named: override.name) else {
        let suggestion = Suggestion.closest(
          to: override.name, among: registry.switches.map(\.name))
        report(
          "quirks.\(override.name)", override.location, "unknown quirk \"\(override.name)\"",
          fix: suggestion.map { "did you mean \"\($0)\"?" }
            ?? "docs/behaviour.md#quirk-switches lists them")
        continue
      }
      if !seenQuirks.insert(override.name).inserted {
        report("quirks.\(override.name)", override.location, "quirk set twice", fix: "keep one")
      }
      let declaration = registry.switches[index]
      behaviour.setSwitch(at: index, declaration, override.enabled)
      if !declaration.isModelled {
        warnings.append("quirk \(declaration.name) has no effect yet in this version")
      }
    }
    let system = ScenarioPath(text: "the system")
    let systemPath = paths.base(system)
    for reserved in ["window", "statusBar"] {
      _ = objectNames.claim(reserved, owner: systemPath, role: .system, checked: true)
    }
    let rootPath = ScenarioPath(table: pathTable).appending("root")
    var rootSize = ScenarioTreeSize()
    let rootIsShallow =
      scenario.hasPlaceholderRoot || checkViewDepth(scenario.root, path: rootPath, size: &rootSize)
    // Every object of the tree claims a name at most: room for them all at once, rather than
    // the table doubling (and putting each name back) some twelve times on 100,000 views.
    objectNames.reserve(rootSize.objects)
    if !scenario.hasPlaceholderRoot && rootIsShallow {
      checkController(scenario.root, path: rootPath)
    }
    for (index, event) in scenario.events.enumerated() {
      checkEvent(
        event, path: event.sourcePath ?? "events[\(index)]",
        capabilities: behaviour.capabilities, device: device)
    }
    for (index, event) in scenario.events.enumerated() {
      let path = event.sourcePath ?? "events[\(index)]"
      checkReferences(event, path: "\(path).\(event.action.name)")
    }
    if behaviour.scrollViews.groupedTablesLeaveHeaderGap {
      for table in groupedTables {
        warnings.append(
          "table \"\(table)\" is grouped: with estimated heights (the iOS 11 default), "
            + "implementing only heightForHeaderInSection leaves a ~40-pt gap above the first "
            + "section; implement viewForHeaderInSection too, or set "
            + "estimatedSectionHeaderHeight to 0 (seed002, seed003)")
      }
    }
    if !behaviour.capabilities.hasSafeAreaAPI && !scenario.hasPlaceholderRoot && rootIsShallow {
      warnings += iOS10Warnings(scenario.root)
    }
    warnings += eventWarnings
    guard let device, let ios else { return nil }
    var otherQuirks: [String: Bool] = [:]
    if registry.switches.count > Quirk.allCases.count {
      let names = registry.switches.map(\.name)
      otherQuirks = QuirkCatalogue.otherQuirks(
        names: names, values: names.indices.map { behaviour.quirks[$0] },
        defaults: registry.defaults(for: ios))
    }
    return ResolvedScenario(
      scenario: scenario, device: device, ios: ios, behaviour: behaviour,
      window: WindowMetrics(device: device, behaviour: behaviour), warnings: warnings,
      otherQuirks: otherQuirks, rootSize: rootSize)
  }

  // MARK: Controllers and views

  /// Checks a controller and the controllers it holds.
  ///
  /// It recurses once a level of controllers (at most about 43 within the view-depth limit,
  /// which is checked first); what it checks that holds no controller is in functions of its
  /// own, so that the recursion's frames stay small in a debug build
  /// (docs/scenario-format.md#limits).
  mutating func checkController(_ node: ControllerNode, path: ScenarioPath) {
    let path = node.sourcePath.map(ScenarioPath.init(text:)) ?? path
    checkControllerItself(node, path: path)
    checkKind(of: node, path: path)
    checkChildren(of: node, path: path)
  }

  /// Checks what `node`'s kind holds: a hosting controller's SwiftUI views, a container's
  /// controllers.
  ///
  /// Kept out of ``checkController(_:path:)``, which recurses through it and
  /// ``checkHeld(_:_:path:)``, so that the frames of the recursion stay small in a debug build.
  private mutating func checkKind(of node: ControllerNode, path: ScenarioPath) {
    switch node.kind {
    case .viewController:
      break
    case .hostingController(let root, let regions, let sizing):
      checkHostingController(node, root: root, regions: regions, path: path.description)
      checkSizingOptions(sizing, of: node, path: path.description)
    case .navigationController(let stack, _, _):
      checkShownControllers(node, path: path)
      checkHeld(stack, "stack", path: path)
      checkContainerView(node, path: path)
    case .tabBarController(let tabs, _, let tabBar):
      checkShownControllers(node, path: path)
      checkTabBarMinimization(tabBar, of: node, path: path)
      checkHeld(tabs, "tabs", path: path)
      checkContainerView(node, path: path)
    case .splitViewController:
      checkSplitViewController(node, path: path)
    case .pageViewController(let pages, _, _):
      checkShownControllers(node, path: path)
      checkHeld(pages, "pages", path: path)
      checkContainerView(node, path: path)
    }
  }

  /// Checks each controller of a stack, tabs or pages (`key`) at its index.
  private mutating func checkHeld(
    _ controllers: [ControllerNode], _ key: StaticString, path: ScenarioPath
  ) {
    for (index, child) in controllers.enumerated() {
      checkController(child, path: path.appending(key, index))
    }
  }

  /// Checks a controller's name (and its bars' and root view's), insets and views.
  private mutating func checkControllerItself(_ node: ControllerNode, path: ScenarioPath) {
    // The names derived from a controller's (its bars', its root view's) are only claimed when
    // its own is: a duplicate controller is one problem, not three.
    var claimed = false
    if node.name.isEmpty {
      report(path, node.location, "a controller needs a non-empty \"name\"")
    } else if claimObjectName(
      node.name, path: path, location: node.location, role: NameRole(node.kind))
    {
      claimed = true
      switch node.kind {
      case .navigationController:
        claimBarName(of: node.name, ".navigationBar", path: path, location: node.location)
        claimBarName(of: node.name, ".toolbar", path: path, location: node.location)
      case .tabBarController:
        claimBarName(of: node.name, ".tabBar", path: path, location: node.location)
      case .viewController, .hostingController, .splitViewController, .pageViewController:
        break
      }
    }
    checkRange(
      node.additionalSafeAreaInsets.array, path: "\(path).additionalSafeAreaInsets", node.location)
    if node.view.placement != .unspecified {
      report(
        "\(path).view", node.view.location,
        "a root view's frame is set by its container or the window",
        fix:
          "remove \"frame\"/\"layout\"; for a child controller give \"layout\" in its children entry"
      )
    }
    let viewPath = paths.base(path.appending("view"))
    let hasName = node.view.name != nil
    let defaultName = hasName ? nil : objectNames.push(node.name)
    if !hasName { objectNames.extend(".view") }
    withUnsafePointer(to: node.view) {
      checkViews(
        $0, defaultName: defaultName, path: viewPath, fallbackLocation: node.location,
        claimsName: claimed || hasName)
    }
    if let defaultName { objectNames.pop(to: defaultName) }
    if let name = node.contentScrollView { checkContentScrollView(name, of: node, path: path) }
    if let search = node.searchController { checkSearchController(search, of: node, path: path) }
    if node.navigationBarMinimization != nil, let ios, ios.major < 27 {
      report(
        "\(path).navigationBarMinimization", node.location,
        "navigationItem.navigationBarMinimization needs iOS 27 or later; this scenario uses iOS \(ios)",
        fix: "use \"ios\": \"27.0\" or later, or remove \"navigationBarMinimization\"")
    }
    if let guide = node.keyboardLayoutGuide {
      checkKeyboardLayoutGuide(guide, of: node, path: path)
    }
    if node.isModalInPresentation, let ios, ios.major < 13 {
      report(
        "\(path).isModalInPresentation", node.location,
        "isModalInPresentation needs iOS 13 or later; this scenario uses iOS \(ios)",
        fix: "use \"ios\": \"13.0\" or later, or remove \"isModalInPresentation\"")
    }
  }

  /// Checks `navigationItem.searchController`: iOS 11+, and a placement the version has.
  private mutating func checkSearchController(
    _ search: SearchControllerSpec, of node: ControllerNode, path: ScenarioPath
  ) {
    guard let ios else { return }
    if ios.major < 11 {
      report(
        "\(path).searchController", node.location,
        "navigationItem.searchController does not exist before iOS 11",
        fix: "use \"ios\": \"11.0\" or later, or remove \"searchController\"")
    } else if ios.major < search.placement.introduced {
      report(
        "\(path).searchController.placement", node.location,
        "the search bar placement \"\(search.placement.rawValue)\" needs iOS \(search.placement.introduced) or later; this scenario uses iOS \(ios)",
        fix:
          "use \"ios\": \"\(search.placement.introduced).0\" or later, or another placement")
    }
  }

  /// Checks `setContentScrollView(_:for:)`: iOS 15+, and a scroll view among the controller's
  /// own views.
  private mutating func checkContentScrollView(
    _ name: String, of node: ControllerNode, path: ScenarioPath
  ) {
    let keyPath = "\(path).contentScrollView"
    if let ios, ios.major < 15 {
      report(
        keyPath, node.location, "setContentScrollView(_:for:) does not exist before iOS 15",
        fix: "use \"ios\": \"15.0\" or later, or remove \"contentScrollView\"")
      return
    }
    guard !namesMayBeMissing else { return }
    let views = Self.ownViews(of: node)
    guard let found = views.first(where: { $0.name == name }) else {
      let suggestion = Suggestion.closest(to: name, among: views.map(\.name))
      report(
        keyPath, node.location, "no view named \"\(name)\" in \(node.name)'s view",
        fix: suggestion.map { "did you mean \"\($0)\"?" }
          ?? "name one of \(node.name)'s scroll views")
      return
    }
    if case .view = found.kind {
      report(
        keyPath, node.location, "\"\(name)\" is a view, not a scroll view",
        fix: "name a scrollView, tableView, collectionView or webView")
    }
  }

  /// Checks a tab bar's `minimizeBehavior` and `bottomAccessory`: iOS 26+, and a positive height
  /// (docs/behaviour.md#tab-bar-minimization).
  private mutating func checkTabBarMinimization(
    _ tabBar: BarSpec, of node: ControllerNode, path: ScenarioPath
  ) {
    let barPath = "\(path).tabBar"
    if let ios, ios.major < 26 {
      if tabBar.minimizeBehavior != .automatic {
        report(
          "\(barPath).minimizeBehavior", node.location,
          "tabBarMinimizeBehavior does not exist before iOS 26",
          fix: "use \"ios\": \"26.0\" or later, or remove \"minimizeBehavior\"")
      }
      if tabBar.bottomAccessory != nil {
        report(
          "\(barPath).bottomAccessory", node.location,
          "bottomAccessory (UITabAccessory) does not exist before iOS 26",
          fix: "use \"ios\": \"26.0\" or later, or remove \"bottomAccessory\"")
      }
    }
    if let height = tabBar.bottomAccessory?.height, !(height > 0 && height <= 200) {
      report(
        "\(barPath).bottomAccessory.height", node.location,
        "the accessory height \(height) is out of range",
        fix: "use a height above 0 and at most 200 points, or leave it out for the system's 48")
    }
  }

  /// Checks that a navigation controller's stack or a tab bar controller's tabs are not empty,
  /// and the selected tab.
  private mutating func checkShownControllers(_ node: ControllerNode, path: ScenarioPath) {
    switch node.kind {
    case .navigationController(let stack, _, _):
      if stack.isEmpty && !namesMayBeMissing {
        report(
          path, node.location, "a navigation controller needs at least one controller in \"stack\"")
      }
    case .tabBarController(let tabs, let selectedIndex, _):
      if namesMayBeMissing {
        // A tab that did not decode is missing from `tabs`.
      } else if tabs.isEmpty {
        report(
          path, node.location, "a tab bar controller needs at least one controller in \"tabs\"")
      } else if !tabs.indices.contains(selectedIndex) {
        report(
          "\(path).selectedIndex", node.location,
          "selectedIndex \(selectedIndex) is out of range", fix: "use 0…\(tabs.count - 1)")
      }
    case .pageViewController(let pages, let selected, _):
      if namesMayBeMissing {
        // A page that did not decode is missing from `pages`.
      } else if pages.isEmpty {
        report(
          path, node.location,
          "a page view controller needs at least one controller in \"pages\"",
          fix: "list the pages its data source gives, the one shown first at \"selected\"")
      } else if !pages.indices.contains(selected) {
        report(
          "\(path).selected", node.location, "selected \(selected) is out of range",
          fix: "use 0…\(pages.count - 1)")
      }
      pageCounts[node.name] = pages.count
    case .viewController, .hostingController, .splitViewController:
      break
    }
  }

  /// Checks a controller's children entries and the controllers in them.
  private mutating func checkChildren(of node: ControllerNode, path: ScenarioPath) {
    // The names of the controller's views, written out only when a child names its container.
    var viewNames: [String]?
    for (index, embedding) in node.children.enumerated() {
      let childPath = path.appending("children", index)
      checkEmbedding(embedding, in: node, path: childPath, viewNames: &viewNames)
      checkController(embedding.controller, path: childPath.appending("controller"))
    }
  }

  /// Checks a children entry's container view and layout.
  private mutating func checkEmbedding(
    _ embedding: ChildEmbedding, in node: ControllerNode, path childPath: ScenarioPath,
    viewNames: inout [String]?
  ) {
    if let container = embedding.containerView, !namesMayBeMissing,
      !Self.lazyViewNames(&viewNames, of: node).contains(container)
    {
      let suggestion = Suggestion.closest(
        to: container, among: Self.lazyViewNames(&viewNames, of: node))
      report(
        "\(childPath).in", embedding.controller.location,
        "no view named \"\(container)\" in \(node.name)'s view",
        fix: suggestion.map { "did you mean \"\($0)\"?" } ?? "name one of \(node.name)'s views")
    }
    checkLayout(embedding.layout, path: "\(childPath).layout", embedding.controller.location)
  }

  mutating func checkContainerView(_ node: ControllerNode, path: ScenarioPath) {
    guard case .view = node.view.kind, node.view.subviews.isEmpty else {
      report(
        "\(path).view", node.view.location,
        "a \(node.kind.name)'s view is managed by UIKit and takes no subviews or scroll kind",
        fix: "put the views in a controller it shows")
      return
    }
  }

  /// A view whose subviews ``checkViews(_:defaultName:path:fallbackLocation:claimsName:)`` is
  /// checking.
  ///
  /// It holds no reference, so that the walk keeps the level it checks in a local and parks
  /// the others on its stack without a retain: the views are read in place, through pointers
  /// into the tree the walk's root holds, which nothing changes while it runs.
  private struct ViewLevel {
    /// The view itself.
    var view: UnsafePointer<ViewNode>
    /// Its first subview, and how many there are.
    var subviews: UnsafePointer<ViewNode>
    var count: Int
    /// The view's path, settled (``LazyPaths/settled(_:)``) for its subviews' paths.
    var path: LazyPath
    /// Whether the view claimed its name: a default name derived from a refused one claims none.
    var claimed: Bool
    /// Where the view's name is in the name table's scratch buffer, once a subview needed it.
    var ownName: Int?
    /// Where the view's name was pushed to the scratch buffer for its subviews, if it was.
    var pushed: Int?
    /// The subview to check next.
    var next = 0
    /// Where the default name of the subview being checked starts in the scratch buffer.
    var subviewName: Int?

    /// The level of `view`, which has subviews, or `nil` when it has none.
    init?(
      _ view: UnsafePointer<ViewNode>, path: LazyPath, claimed: Bool, ownName: Int?,
      paths: inout LazyPaths
    ) {
      // The first subview's address, kept past the closure: the array is the view's, which the
      // tree holds, unchanged, for as long as the walk runs.
      let count = view.pointee.subviews.count
      guard count > 0,
        let first = view.pointee.subviews.withUnsafeBufferPointer({ $0.baseAddress })
      else { return nil }
      self.view = view
      subviews = first
      self.count = count
      self.path = paths.settled(path)
      self.claimed = claimed
      self.ownName = ownName
    }
  }

  /// Checks a view and its subviews, each before its subviews and these in order.
  ///
  /// The view's name is its own, or, when `defaultName` is not `nil`, the default name in the
  /// name table's scratch buffer from there. `fallbackLocation` stands for a view the file does
  /// not write (a default root view), and `claimsName` is `false` for a default name derived
  /// from a name that was refused (one problem, not one per derived name).
  ///
  /// The walk keeps its own stack of the views whose subviews it is checking, so that a tree
  /// built in Swift at the depth limit is checked on a 512 KiB thread stack: recursing, a debug
  /// build needed several kilobytes a level. A view without subviews gets no level.
  private mutating func checkViews(
    _ root: UnsafePointer<ViewNode>, defaultName: Int?, path: LazyPath,
    fallbackLocation: TextLocation?, claimsName: Bool
  ) {
    let (rootPath, rootClaimed) = checkView(
      root, defaultName: defaultName, path: path, fallbackLocation: fallbackLocation,
      claimsName: claimsName)
    guard
      var level = ViewLevel(
        root, path: rootPath, claimed: rootClaimed, ownName: defaultName, paths: &paths)
    else { return }
    var parked: [ViewLevel] = []
    while true {
      if let subviewName = level.subviewName {
        objectNames.pop(to: subviewName)
        level.subviewName = nil
      }
      let index = level.next
      guard index < level.count else {
        if let pushed = level.pushed { objectNames.pop(to: pushed) }
        guard let parent = parked.popLast() else { return }
        level = parent
        continue
      }
      level.next = index + 1
      let subview = level.subviews + index
      if subview.pointee.name == nil {
        let parent = level.ownName ?? objectNames.push(level.view.pointee.name ?? "")
        if level.ownName == nil { level.pushed = parent }
        level.ownName = parent
        level.subviewName = objectNames.pushDefault(under: parent, index: index)
      }
      let subviewName = level.subviewName
      let (path, claimed) = checkView(
        subview, defaultName: subviewName, path: paths.subview(index, of: level.path),
        fallbackLocation: nil, claimsName: level.claimed || subviewName == nil)
      if let child = ViewLevel(
        subview, path: path, claimed: claimed, ownName: subviewName, paths: &paths)
      {
        parked.append(level)
        level = child
      }
    }
  }

  /// Checks one view, not its subviews, and returns its path and whether it claimed its name.
  ///
  /// The parameters are ``checkViews(_:defaultName:path:fallbackLocation:claimsName:)``'s. The
  /// view is read in place: copying a node costs a retain per reference it holds.
  private mutating func checkView(
    _ node: UnsafePointer<ViewNode>, defaultName: Int?, path: LazyPath,
    fallbackLocation: TextLocation?, claimsName: Bool
  ) -> (path: LazyPath, claimed: Bool) {
    let path = node.pointee.sourcePath.map { paths.base(ScenarioPath(text: $0)) } ?? path
    let location = node.pointee.location ?? fallbackLocation
    let claimed =
      claimsName
      && claimViewName(
        node, defaultName: defaultName, path: path, location: location,
        role: NameRole(node.pointee.kind))
    if case .tableView(_, let style, _) = node.pointee.kind, style != .plain {
      groupedTables.append(
        defaultName.map { objectNames.name(from: $0) } ?? node.pointee.name ?? "")
    }
    switch node.pointee.placement {
    case .unspecified: break
    case .frame(let rect):
      if Self.isOutOfRange(rect.x, rect.y, rect.width, rect.height) {
        reportOutOfRange("\(paths.written(path)).frame", location)
      }
      if rect.width < 0 || rect.height < 0 {
        report("\(paths.written(path)).frame", location, "width and height must not be negative")
      }
    case .layout(let layout):
      if case .pins = layout {
        let written = paths.written(path)
        checkLayout(layout, path: "\(written).layout", location)
      }
    }
    let layoutMargins = node.pointee.layoutMargins
    let directionalLayoutMargins = node.pointee.directionalLayoutMargins
    if layoutMargins != nil && directionalLayoutMargins != nil {
      report(
        paths.written(path), location, "both layoutMargins and directionalLayoutMargins are set",
        fix: "keep one")
    }
    if let margins = layoutMargins {
      if Self.isOutOfRange(margins.top, margins.left, margins.bottom, margins.right) {
        reportOutOfRange("\(paths.written(path)).layoutMargins", location)
      }
    }
    if let margins = directionalLayoutMargins {
      if Self.isOutOfRange(margins.top, margins.leading, margins.bottom, margins.trailing) {
        reportOutOfRange("\(paths.written(path)).directionalLayoutMargins", location)
      }
    }
    if let scroll = node.pointee.kind.scrollProperties {
      let inset = scroll.contentInset
      if Self.isOutOfRange(inset.top, inset.left, inset.bottom, inset.right) {
        reportOutOfRange("\(paths.written(path)).contentInset", location)
      }
      let size = scroll.contentSize
      if Self.isOutOfRange(size.width, size.height) {
        reportOutOfRange("\(paths.written(path)).contentSize", location)
      }
      if size.width < 0 || size.height < 0 {
        report(
          "\(paths.written(path)).contentSize", location, "content size must not be negative")
      }
    }
    return (path, claimed)
  }

  /// The names of the views of `node` (its view and every subview, default names included) in
  /// the order they are checked, written out into `names` the first time they are asked for.
  private static func lazyViewNames(_ names: inout [String]?, of node: ControllerNode)
    -> [String]
  {
    if let names { return names }
    let written = ownViews(of: node).map(\.name)
    names = written
    return written
  }

  /// A controller's own views in pre-order, each by its name or its default name, with its kind.
  ///
  /// A worklist, not a recursion: the view-depth limit bounds the tree, not the walk's stack.
  private static func ownViews(of node: ControllerNode) -> [(name: String, kind: ViewKind)] {
    var result: [(name: String, kind: ViewKind)] = []
    var pending = [(node.view, node.view.name ?? "\(node.name).view")]
    while let (view, name) = pending.popLast() {
      result.append((name, view.kind))
      for (index, subview) in view.subviews.enumerated().reversed() {
        pending.append((subview, subview.name ?? "\(name)/\(index)"))
      }
    }
    return result
  }

  mutating func checkLayout(
    _ layout: Layout, path: @autoclosure () -> String, _ location: TextLocation?
  ) {
    guard case .pins(let pins) = layout else { return }
    let pinned = [pins.top, pins.left, pins.bottom, pins.right, pins.leading, pins.trailing]
    checkRange(
      pinned.compactMap { $0?.constant } + [pins.width, pins.height].compactMap { $0 },
      path: path(),
      location)
    if pins.left != nil && (pins.leading != nil || pins.trailing != nil)
      || pins.right != nil && (pins.leading != nil || pins.trailing != nil)
    {
      report(
        path(), location, "mixes left/right with leading/trailing",
        fix: "use left/right, or leading/trailing")
    }
    let horizontal =
      [pins.left ?? pins.leading, pins.right ?? pins.trailing].compactMap { $0 }.count
      + (pins.width == nil ? 0 : 1)
    let vertical = [pins.top, pins.bottom].compactMap { $0 }.count + (pins.height == nil ? 0 : 1)
    if horizontal != 2 {
      report(
        path(), location,
        horizontal < 2
          ? "the horizontal position is ambiguous" : "the horizontal axis is over-constrained",
        fix: "give exactly two of left (or leading), right (or trailing) and width")
    }
    if vertical != 2 {
      report(
        path(), location,
        vertical < 2
          ? "the vertical position is ambiguous" : "the vertical axis is over-constrained",
        fix: "give exactly two of top, bottom and height")
    }
    if (pins.width ?? 0) < 0 || (pins.height ?? 0) < 0 {
      report(path(), location, "width and height must not be negative")
    }
  }

  /// Values built in code can be anything; files are checked when decoded.
  mutating func checkRange(
    _ values: [Double], path: @autoclosure () -> String, _ location: TextLocation?
  ) {
    if values.contains(where: { !($0.magnitude <= Self.largestValue) }) {
      reportOutOfRange(path(), location)
    }
  }

  /// `true` when one of two to four values is not finite or is beyond ``largestValue``: what
  /// ``checkRange(_:path:_:)`` reports, without an array.
  package static func isOutOfRange(_ a: Double, _ b: Double, _ c: Double = 0, _ d: Double = 0)
    -> Bool
  {
    !(a.magnitude <= largestValue && b.magnitude <= largestValue && c.magnitude <= largestValue
      && d.magnitude <= largestValue)
  }

  private mutating func reportOutOfRange(_ path: String, _ location: TextLocation?) {
    report(
      path, location, "a value is not finite or is out of range",
      fix: "use values within ±\(Int(Self.largestValue))")
  }

  /// A name to claim: a string, or the name table's scratch buffer from an offset.
  private enum ClaimedName {
    case string(String)
    case scratch(Int)
  }

  /// Records an object name with its owner's role; names are unique across controllers, views
  /// and bars.
  @discardableResult
  mutating func claimObjectName(
    _ name: String, path: ScenarioPath, location: TextLocation?, role: NameRole
  ) -> Bool {
    claimObjectName(.string(name), path: paths.base(path), location: location, role: role)
  }

  /// Records a view's name: its own, read in place, or, when `defaultName` is not `nil`, the
  /// default name in the name table's scratch buffer from there.
  ///
  /// A name of its own is claimed at once, most views' case; only a name that is taken or needs
  /// ``NameRules`` goes the general way (``claimObjectName(_:path:location:role:)``), which finds
  /// the same and reports it. Claiming it at once spares wrapping it in a ``ClaimedName`` and
  /// copying it out of the node (about 60 instructions a view).
  private mutating func claimViewName(
    _ node: UnsafePointer<ViewNode>, defaultName: Int?, path: LazyPath,
    location: TextLocation?, role: NameRole
  ) -> Bool {
    if let defaultName {
      return claimObjectName(.scratch(defaultName), path: path, location: location, role: role)
    }
    if case .claimed = objectNames.claimName(of: node, owner: path, role: role) { return true }
    return claimObjectName(
      .string(node.pointee.name ?? ""), path: path, location: location, role: role)
  }

  /// Records the name of a controller's bar: its name followed by `suffix` (`.tabBar`).
  private mutating func claimBarName(
    of controller: String, _ suffix: StaticString, path: ScenarioPath, location: TextLocation?
  ) {
    let start = objectNames.push(controller)
    objectNames.extend(suffix)
    claimObjectName(.scratch(start), path: paths.base(path), location: location, role: .bar)
    objectNames.pop(to: start)
  }

  /// Records `name`: checks it against ``NameRules`` unless it is plain ASCII, then takes it
  /// unless another owner has it.
  @discardableResult
  private mutating func claimObjectName(
    _ name: ClaimedName, path: LazyPath, location: TextLocation?, role: NameRole
  ) -> Bool {
    var checked = false
    while true {
      let claim =
        switch name {
        case .string(let text): objectNames.claim(text, owner: path, role: role, checked: checked)
        case .scratch(let start):
          objectNames.claim(from: start, owner: path, role: role, checked: checked)
        }
      switch claim {
      case .claimed:
        return true
      case .taken(let owner):
        report(
          paths.written(path), location,
          "the name \"\(text(of: name))\" is already used by \(paths.written(owner))",
          fix: "give every controller and view a unique name")
        return false
      case .needsRules:
        let text = text(of: name)
        if let problem = NameRules.problem(objectName: text) {
          guard case .scratch = name else {
            report(paths.written(path), location, problem.message, fix: problem.fix)
            return false
          }
          // A default name, derived from its controller's or superview's: the file did not
          // write it, so say where it comes from and how to avoid it.
          let shown = text.unicodeScalars.count > 40 ? "\(text.prefix(40))…" : text
          report(
            paths.written(path), location,
            "the default name \"\(shown)\" derived for this object is not a valid name: "
              + problem.message,
            fix: "give the object a name of its own, or shorten the name it derives from")
          return false
        }
        checked = true
      }
    }
  }

  private func text(of name: ClaimedName) -> String {
    switch name {
    case .string(let text): text
    case .scratch(let start): objectNames.name(from: start)
    }
  }

  /// The kind of the view named `name` (`view`, `tableView`, `swiftUIView`, …), or `nil`.
  mutating func viewKind(named name: String) -> String? {
    objectNames.role(of: name)?.viewKind
  }

  /// The kind of the controller named `name` (`navigationController`, …), or `nil`.
  mutating func controllerKind(named name: String) -> String? {
    objectNames.role(of: name)?.controllerKind
  }

  func closestName(_ name: String, views: Bool) -> String? {
    let candidates = objectNames.names { (views ? $0.viewKind : $0.controllerKind) != nil }
    return Suggestion.closest(to: name, among: candidates).map { "did you mean \"\($0)\"?" }
  }

  /// Reports a problem at a path (a `String`, or a ``ScenarioPath`` written out now).
  package mutating func report(
    _ path: some CustomStringConvertible, _ location: TextLocation?, _ message: String,
    fix: String? = nil
  ) {
    diagnostics.append(
      ScenarioDiagnostic(path: path.description, location: location, message: message, fix: fix))
  }
}
