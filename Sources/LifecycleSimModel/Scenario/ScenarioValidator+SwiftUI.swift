import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioValidator {
  /// Checks a hosting controller's `rootView`: names, versions, children
  /// (docs/scenario-format.md#swiftui-views).
  package mutating func checkHostingController(
    _ node: ControllerNode, root: SwiftUINode, regions: HostingSafeAreaRegions, path: String
  ) {
    if regions != .all, let ios, ios < IOSVersion(16, 4) {
      report(
        "\(path).safeAreaRegions", node.location,
        "safeAreaRegions needs iOS 16.4 or later; this scenario uses iOS \(ios)",
        fix: "use \"ios\": \"16.4\" or later, or remove it")
    }
    if let ios, ios.major < 13 {
      report(
        path, node.location, "a hostingController needs iOS 13 or later (SwiftUI)",
        fix: "use \"ios\": \"13.0\" or later")
    }
    if !node.view.subviews.isEmpty || node.view.kind != .view {
      report(
        "\(path).view", node.view.location,
        "a hostingController's view is SwiftUI's hosting view and takes no subviews or scroll kind",
        fix: "write the content in \"rootView\"")
    }
    guard checkSwiftUIDepth(root, path: "\(path).rootView") else { return }
    let outerHost = swiftUIHost
    swiftUIHost = node.name
    checkSwiftUINode(root, path: "\(path).rootView")
    swiftUIHost = outerHost
    checkRepresentedControllers(node, root: root, path: path)
  }

  /// Checks that each `viewControllerRepresentable` names a child of the hosting controller that
  /// no other one names and that SwiftUI places (no `containerView`, the default `layout`).
  private mutating func checkRepresentedControllers(
    _ node: ControllerNode, root: SwiftUINode, path: String
  ) {
    var named: Set<String> = []
    for (controller, view) in root.representables().found {
      let viewPath = view.sourcePath ?? "\(path).rootView"
      guard let embedding = node.children.first(where: { $0.controller.name == controller })
      else {
        report(
          "\(viewPath).controller", view.location,
          "\"\(controller)\" is not a child of hostingController \"\(node.name)\"",
          fix: "write the represented controller in the hosting controller's \"children\"")
        continue
      }
      if !named.insert(controller).inserted {
        report(
          "\(viewPath).controller", view.location,
          "controller \"\(controller)\" is represented twice; a controller has one parent",
          fix: "give each viewControllerRepresentable a controller of its own")
      }
      if embedding.containerView != nil || embedding.layout != .fill {
        report(
          "\(viewPath).controller", embedding.controller.location,
          "the represented controller \"\(controller)\" is placed by SwiftUI, not by containerView or layout",
          fix: "remove \"containerView\" and \"layout\" from its entry in \"children\"")
      }
    }
  }

  /// Reports the first view nested deeper than ``SwiftUILimits/maximumDepth`` (a child or a
  /// modifier's content is one level below its node), with an explicit worklist; `false` when
  /// there is one, so that no recursive walk meets the tree.
  mutating func checkSwiftUIDepth(_ root: SwiftUINode, path: String) -> Bool {
    var pending: [(node: SwiftUINode, depth: Int, path: String)] = [(root, 1, path)]
    while let (node, depth, path) = pending.popLast() {
      let path = node.sourcePath ?? path
      guard depth <= SwiftUILimits.maximumDepth else {
        report(
          path, node.location,
          "SwiftUI views are nested more than \(SwiftUILimits.maximumDepth) levels deep",
          fix:
            "nest at most \(SwiftUILimits.maximumDepth) levels of views (children and modifier content)"
        )
        return false
      }
      for (index, modifier) in node.modifiers.enumerated().reversed() {
        if let content = modifier.content {
          pending.append((content, depth + 1, "\(path).modifiers[\(index)].\(modifier.name)"))
        }
      }
      for (index, child) in node.children.enumerated().reversed() {
        pending.append((child, depth + 1, "\(path).children[\(index)]"))
      }
    }
    return true
  }

  /// Checks a SwiftUI node, its modifiers' content and its children.
  ///
  /// It recurses once a level of views (at most ``SwiftUILimits/maximumDepth``, checked
  /// first); what it checks of one node is in functions of its own, so that the recursion's
  /// frames stay small in a debug build (docs/scenario-format.md#limits).
  mutating func checkSwiftUINode(_ node: SwiftUINode, path: String) {
    let path = node.sourcePath ?? path
    checkSwiftUINodeItself(node, path: path)
    for index in node.modifiers.indices {
      if let (content, contentPath) = checkModifier(of: node, at: index, path: path) {
        checkSwiftUINode(content, path: contentPath)
      }
    }
    for (index, child) in node.children.enumerated() {
      checkSwiftUINode(child, path: Self.childPath(path, index))
    }
  }

  private static func childPath(_ path: String, _ index: Int) -> String {
    "\(path).children[\(index)]"
  }

  /// Checks a SwiftUI node's name, kind and values, not its modifiers or children.
  private mutating func checkSwiftUINodeItself(_ node: SwiftUINode, path: String) {
    if let name = node.name {
      let role: NameRole
      switch node.kind {
      case .scrollView, .list, .form: role = .swiftUIScrollView
      default: role = .swiftUIView
      }
      claimObjectName(name, path: ScenarioPath(text: path), location: node.location, role: role)
    }
    switch node.kind {
    case .navigationStack, .tabView:
      if let name = node.name { swiftUIContainers[name] = node.kind.name }
    default:
      break
    }
    switch node.kind {
    case .navigationStack(_, _, let isView, let minimization):
      if !isView { requireVersion(16, of: "navigationStack", path: path, node.location) }
      if minimization != nil {
        requireVersion(
          27, of: "toolbarMinimization", path: "\(path).toolbarMinimization", node.location)
      }
      if node.children.count > 1 {
        report(
          path, node.location,
          "a navigation stack shows one root view; found \(node.children.count)",
          fix: "wrap the views in a vstack")
      }
    case .tabView(let selectedIndex):
      if node.children.isEmpty && !namesMayBeMissing {
        report(path, node.location, "a tabView needs at least one child, its tabs")
      } else if !node.children.indices.contains(selectedIndex) && !namesMayBeMissing {
        report(
          "\(path).selectedIndex", node.location, "selectedIndex \(selectedIndex) is out of range",
          fix: "use 0…\(max(0, node.children.count - 1))")
      }
    case .text(let size):
      checkRange([size.width, size.height], path: "\(path).size", node.location)
    case .vstack(let spacing, _), .hstack(let spacing, _):
      checkRange([spacing ?? 0], path: "\(path).spacing", node.location)
    case .spacer(let minLength):
      checkRange([minLength ?? 0], path: "\(path).minLength", node.location)
    case .textField(let height):
      checkRange([height ?? 0], path: "\(path).height", node.location)
    case .navigationSplitView(let spec):
      checkSwiftUISplitView(spec, node, path: path)
    case .zstack, .color, .geometryReader, .scrollView, .list, .form, .viewRepresentable,
      .viewControllerRepresentable:
      break
    }
    if !node.kind.takesChildren && !node.children.isEmpty {
      report(path, node.location, "a \(node.kind.name) takes no children")
    }
  }

  /// Checks modifier `index` of `node`, and returns its content with the content's path.
  private mutating func checkModifier(of node: SwiftUINode, at index: Int, path: String) -> (
    SwiftUINode, String
  )? {
    let modifier = node.modifiers[index]
    let modifierPath = "\(path).modifiers[\(index)].\(modifier.name)"
    let location = node.location(ofModifier: index)
    requireVersion(modifier.introduced, of: modifier.name, path: modifierPath, location)
    switch modifier {
    case .frame(let frame):
      let values = [
        frame.width, frame.height, frame.minWidth, frame.idealWidth, frame.maxWidth,
        frame.minHeight, frame.idealHeight, frame.maxHeight,
      ].compactMap { $0 }.filter { $0 != .infinity }
      checkRange(values, path: modifierPath, location)
    case .padding(_, let length), .safeAreaPadding(_, let length):
      checkRange([length ?? 0], path: modifierPath, location)
    case .safeAreaInset(_, _, let spacing, let content):
      checkRange([spacing ?? 0], path: modifierPath, location)
      return (content, "\(modifierPath).content")
    case .inspector(_, let width, let content, let sheet):
      checkRange([width ?? 0], path: modifierPath, location)
      checkInspectorSheet(sheet, path: modifierPath, location)
      return (content, "\(modifierPath).content")
    case .background(let content, _), .overlay(let content):
      return (content, modifierPath)
    case .ignoresSafeArea, .edgesIgnoringSafeArea, .task:
      break
    }
    return nil
  }

  /// Checks the sheet an `inspector` becomes in a compact width: its hosting controller's name,
  /// unique with every other (the default one too, where the hosting controller is known), and
  /// its detents, which `detent` and `dismissDrag` events may then change
  /// (docs/behaviour.md#swiftui-inspector).
  private mutating func checkInspectorSheet(
    _ sheet: InspectorSheetSpec, path: String, _ location: TextLocation?
  ) {
    checkSheetValues(
      sheet.detents, style: .pageSheet, path: path, sheet.detents.location ?? location)
    guard let name = sheet.name ?? swiftUIHost.map(InspectorSheetSpec.defaultName(host:)) else {
      return
    }
    let keyPath = ScenarioPath(text: sheet.name == nil ? path : "\(path).sheet")
    if claimObjectName(name, path: keyPath, location: location, role: .hostingController) {
      presentedSheets[name] = (sheet.detents, .pageSheet)
    }
  }

  /// Reports a kind or modifier that the scenario's iOS version does not have.
  mutating func requireVersion(
    _ major: Int, of name: String, path: String, _ location: TextLocation?
  ) {
    guard let ios, ios.major < major else { return }
    report(
      path, location, "\(name) needs iOS \(major) or later; this scenario uses iOS \(ios)",
      fix: name == "ignoresSafeArea"
        ? "use \"ios\": \"\(major).0\" or later, or edgesIgnoringSafeArea"
        : name == "navigationStack"
          ? "use \"ios\": \"\(major).0\" or later, or navigationView"
          : "use \"ios\": \"\(major).0\" or later, or remove it")
  }
}
