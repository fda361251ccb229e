/// A scenario checked and resolved: what the simulator needs beyond the scenario itself.
package struct ResolvedScenario {
  var scenario: Scenario
  var device: Device
  var ios: IOSVersion
  /// The behaviour in force, quirk overrides applied.
  var behaviour: Behaviour
  /// The device's window values under ``behaviour``.
  var window: WindowMetrics
  var warnings: [String]

  /// The orientation simulated: a notched iPhone does not turn upside down unless
  /// `upsideDownSwapsInsets` says so (docs/behaviour.md#window-insets; L).
  var orientation: Orientation {
    if scenario.orientation == .portraitUpsideDown && WindowRule.refusesUpsideDown(device)
      && !behaviour.window.upsideDownSwapsInsets
    {
      return .portrait
    }
    return scenario.orientation
  }

  /// The trace header of a run of this scenario.
  var header: TraceHeader {
    TraceHeader(
      scenario: scenario.name, device: device.name, ios: scenario.ios, profile: behaviour.profile,
      quirks: Quirk.allCases.map { QuirkSetting($0, behaviour.quirks[$0]) },
      orientation: orientation,
      screen: orientation.isLandscape ? device.portraitSize.transposed : device.portraitSize,
      layoutDirection: scenario.layoutDirection, warnings: warnings)
  }
}

/// Checks a scenario's meaning (names, references, device, version, quirks) and collects every
/// problem with its path, so that a scenario built in code gets the same errors as a file.
struct ScenarioValidator {
  /// The largest magnitude a point value or a time in seconds may have: far beyond any screen
  /// or run, small enough for exact integer time and formatting.
  static let largestValue: Double = 1_000_000

  private(set) var diagnostics: [ScenarioDiagnostic] = []
  /// Every object name claimed, with the path of its owner.
  private var objectNames: [String: ScenarioPath] = [:]
  /// The paths of the nodes checked.
  private let pathTable = ScenarioPath.Table()
  /// `true` when part of the controller tree or of the events could not be decoded: a name
  /// an event refers to may be in that part, and a container may have lost its children, so
  /// those checks wait until the file decodes.
  var namesMayBeMissing = false
  var controllerKinds: [String: String] = [:]
  /// Every view name, with its kind (`view`, `tableView`, …).
  var declaredViews: [String: String] = [:]
  /// The scenario's iOS version, once parsed: what SwiftUI modifiers need.
  var ios: IOSVersion?
  /// Notes about events, added to the header's warnings.
  var eventWarnings: [String] = []
  /// Grouped-style tables, for the `groupedTableEstimatedHeaderGap` note.
  private var groupedTables: [String] = []

  /// Resolves `scenario` against the versions of `registry`, or throws every problem found.
  static func resolve(
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
  static func diagnostics(of scenario: Scenario) -> (
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
      if scenario.orientation == .portraitUpsideDown && WindowRule.refusesUpsideDown(device) {
        warnings.append(
          "\(device.name) does not rotate upside down; the scenario starts in portrait"
            + " (quirk upsideDownSwapsInsets simulates it)")
      }
    }
    var behaviour = registry.behaviour(for: ios ?? IOSVersion(11))
    var seenQuirks: Set<String> = []
    for override in scenario.quirks {
      guard let quirk = Quirk(rawValue: override.name) else {
        let suggestion = Suggestion.closest(
          to: override.name, among: Quirk.allCases.map(\.rawValue))
        report(
          "quirks.\(override.name)", override.location, "unknown quirk \"\(override.name)\"",
          fix: suggestion.map { "did you mean \"\($0)\"?" } ?? "see the README for the list")
        continue
      }
      if !seenQuirks.insert(override.name).inserted {
        report("quirks.\(override.name)", override.location, "quirk set twice", fix: "keep one")
      }
      behaviour.setQuirk(quirk, override.enabled)
      if !quirk.isModelled {
        warnings.append("quirk \(quirk.rawValue) has no effect yet in this version")
      }
    }
    let system = ScenarioPath(text: "the system")
    for reserved in ["window", "statusBar"] { objectNames[reserved] = system }
    if !scenario.hasPlaceholderRoot {
      checkController(scenario.root, path: ScenarioPath(table: pathTable).appending("root"))
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
    if !behaviour.capabilities.hasSafeAreaAPI && !scenario.hasPlaceholderRoot {
      warnings += iOS10Warnings(scenario.root)
    }
    warnings += eventWarnings
    guard let device, let ios else { return nil }
    return ResolvedScenario(
      scenario: scenario, device: device, ios: ios, behaviour: behaviour,
      window: WindowMetrics(device: device, behaviour: behaviour), warnings: warnings)
  }

  // MARK: Controllers and views

  mutating func checkController(_ node: ControllerNode, path: ScenarioPath) {
    let path = node.sourcePath.map(ScenarioPath.init(text:)) ?? path
    // The names derived from a controller's (its bars', its root view's) are only claimed when
    // its own is: a duplicate controller is one problem, not three.
    var claimed = false
    if node.name.isEmpty {
      report(path, node.location, "a controller needs a non-empty \"name\"")
    } else if claimObjectName(node.name, path: path, location: node.location) {
      claimed = true
      controllerKinds[node.name] = node.kind.name
      switch node.kind {
      case .navigationController:
        claimObjectName("\(node.name).navigationBar", path: path, location: node.location)
        claimObjectName("\(node.name).toolbar", path: path, location: node.location)
      case .tabBarController:
        claimObjectName("\(node.name).tabBar", path: path, location: node.location)
      case .viewController, .hostingController:
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
    var viewNames: [String] = []
    checkView(
      node.view, name: node.view.name ?? "\(node.name).view", path: path.appending("view"),
      fallbackLocation: node.location, claimsName: claimed || node.view.name != nil,
      names: &viewNames)
    switch node.kind {
    case .viewController:
      break
    case .hostingController(let root):
      checkHostingController(node, root: root, path: path.description)
    case .navigationController(let stack, _, _):
      if stack.isEmpty && !namesMayBeMissing {
        report(
          path, node.location, "a navigation controller needs at least one controller in \"stack\"")
      }
      for (index, child) in stack.enumerated() {
        checkController(child, path: path.appending("stack", index))
      }
      checkContainerView(node, path: path)
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
      for (index, child) in tabs.enumerated() {
        checkController(child, path: path.appending("tabs", index))
      }
      checkContainerView(node, path: path)
    }
    for (index, embedding) in node.children.enumerated() {
      let childPath = path.appending("children", index)
      if let container = embedding.containerView, !viewNames.contains(container),
        !namesMayBeMissing
      {
        let suggestion = Suggestion.closest(to: container, among: viewNames)
        report(
          "\(childPath).in", embedding.controller.location,
          "no view named \"\(container)\" in \(node.name)'s view",
          fix: suggestion.map { "did you mean \"\($0)\"?" } ?? "name one of \(node.name)'s views")
      }
      checkLayout(embedding.layout, path: "\(childPath).layout", embedding.controller.location)
      checkController(embedding.controller, path: childPath.appending("controller"))
    }
  }

  private mutating func checkContainerView(_ node: ControllerNode, path: ScenarioPath) {
    guard case .view = node.view.kind, node.view.subviews.isEmpty else {
      report(
        "\(path).view", node.view.location,
        "a \(node.kind.name)'s view is managed by UIKit and takes no subviews or scroll kind",
        fix: "put the views in a controller it shows")
      return
    }
  }

  /// Checks a view and its subviews; `fallbackLocation` stands for a view the file does not
  /// write (a default root view), and `claimsName` is `false` for a default name derived from
  /// a name that was refused (one problem, not one per derived name).
  private mutating func checkView(
    _ node: ViewNode, name: String, path: ScenarioPath,
    fallbackLocation: TextLocation? = nil, claimsName: Bool = true, names: inout [String]
  ) {
    let path = node.sourcePath.map(ScenarioPath.init(text:)) ?? path
    let location = node.location ?? fallbackLocation
    let claimed = claimsName && claimObjectName(name, path: path, location: location)
    if claimed { declaredViews[name] = node.kind.name }
    if case .tableView(_, let style, _) = node.kind, style != .plain { groupedTables.append(name) }
    names.append(name)
    switch node.placement {
    case .unspecified: break
    case .frame(let rect):
      checkRange(rect.array, path: "\(path).frame", location)
      if rect.width < 0 || rect.height < 0 {
        report("\(path).frame", location, "width and height must not be negative")
      }
    case .layout(let layout):
      checkLayout(layout, path: "\(path).layout", location)
    }
    if node.layoutMargins != nil && node.directionalLayoutMargins != nil {
      report(
        path, location, "both layoutMargins and directionalLayoutMargins are set",
        fix: "keep one")
    }
    for (key, margins) in [
      ("layoutMargins", node.layoutMargins?.array),
      (
        "directionalLayoutMargins",
        node.directionalLayoutMargins.map {
          [$0.top, $0.leading, $0.bottom, $0.trailing]
        }
      ),
    ] {
      if let margins { checkRange(margins, path: "\(path).\(key)", location) }
    }
    if let scroll = node.kind.scrollProperties {
      checkRange(scroll.contentInset.array, path: "\(path).contentInset", location)
      checkRange(
        [scroll.contentSize.width, scroll.contentSize.height], path: "\(path).contentSize",
        location)
      if scroll.contentSize.width < 0 || scroll.contentSize.height < 0 {
        report("\(path).contentSize", location, "content size must not be negative")
      }
    }
    for (index, subview) in node.subviews.enumerated() {
      checkView(
        subview, name: subview.name ?? "\(name)/\(index)", path: path.appending("subviews", index),
        claimsName: claimed || subview.name != nil, names: &names)
    }
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
      report(
        path(), location, "a value is not finite or is out of range",
        fix: "use values within ±\(Int(Self.largestValue))")
    }
  }

  /// Records an object name; names are unique across controllers, views and bars.
  @discardableResult
  mutating func claimObjectName(_ name: String, path: ScenarioPath, location: TextLocation?)
    -> Bool
  {
    if let problem = NameRules.problem(objectName: name) {
      report(path, location, problem.message, fix: problem.fix)
      return false
    }
    // One hash for a new name: insert, and put the owner back if there was one.
    if let owner = objectNames.updateValue(path, forKey: name) {
      objectNames[name] = owner
      report(
        path, location, "the name \"\(name)\" is already used by \(owner)",
        fix: "give every controller and view a unique name")
      return false
    }
    return true
  }

  func closestName(_ name: String, views: Bool) -> String? {
    let candidates = views ? declaredViews.keys.sorted() : controllerKinds.keys.sorted()
    return Suggestion.closest(to: name, among: candidates).map { "did you mean \"\($0)\"?" }
  }

  /// Reports a problem at a path (a `String`, or a ``ScenarioPath`` written out now).
  mutating func report(
    _ path: some CustomStringConvertible, _ location: TextLocation?, _ message: String,
    fix: String? = nil
  ) {
    diagnostics.append(
      ScenarioDiagnostic(path: path.description, location: location, message: message, fix: fix))
  }
}
