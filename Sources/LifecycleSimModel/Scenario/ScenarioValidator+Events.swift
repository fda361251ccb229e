import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioValidator {
  /// Events that call APIs iOS 10 does not have.
  static let iOS11Events: Set<String> = [
    "setAdditionalSafeAreaInsets", "setContentInsetAdjustmentBehavior",
  ]

  // MARK: Events

  /// Checks the controller an event adds, unless its views nest too deep to check.
  private mutating func checkEventController(_ controller: ControllerNode, path actionPath: String)
  {
    let path = ScenarioPath(text: "\(actionPath).controller")
    if checkViewDepth(controller, path: path) { checkController(controller, path: path) }
  }

  mutating func checkEvent(
    _ event: ScenarioEvent, path: String, capabilities: Capabilities, device: Device?
  ) {
    let actionPath = "\(path).\(event.action.name)"
    if !(event.at >= 0 && event.at <= Self.largestValue) {
      report(
        "\(path).at", event.location, "an event must happen between 0 and 1000000 seconds")
    }
    switch event.action {
    case .push(_, let controller, _):
      checkEventController(controller, path: actionPath)
    case .present(_, let controller, let style, _, let sheet, let popover):
      checkEventController(controller, path: actionPath)
      checkSheet(sheet, style: style, path: actionPath, event.location, capabilities: capabilities)
      presentedSheets[controller.name] = (sheet, style)
      checkPopover(popover, style: style, path: actionPath, event.location)
    case .addChild(_, let controller, _, let layout):
      checkLayout(layout, path: "\(actionPath).layout", event.location)
      checkEventController(controller, path: actionPath)
    case .swiftUI(let swiftUI):
      checkSwiftUIEvent(
        swiftUI, path: "\(actionPath).\(swiftUI.name)", event.location, capabilities: capabilities)
    case .changeDetent(let change):
      checkDetentChange(change, path: actionPath, event.location, capabilities: capabilities)
    case .interactiveDismissal(let drag):
      checkDismissDrag(drag, path: actionPath, event.location)
    default:
      checkValues(event.action, path: actionPath, event.location)
    }
    let name = event.action.name
    if !capabilities.hasSafeAreaAPI && Self.iOS11Events.contains(name) {
      report(
        actionPath, event.location, "\(name) does not exist before iOS 11",
        fix: "use \"ios\": \"11.0\" or later, or remove the event")
    }
    guard let device else { return }
    switch event.action {
    case .rotate(.portraitUpsideDown) where WindowRule.refusesUpsideDown(device):
      eventWarnings.append(
        "\(path): \(device.name) does not rotate upside down; the rotation is ignored"
          + " (quirk upsideDownSwapsInsets simulates it)")
    default:
      break
    }
  }

  /// Checks a `present` event's sheet settings against the version and the style
  /// (docs/scenario-format.md#sheet-detents): detents need iOS 15 and a sheet style, a custom
  /// height iOS 16, and the selected detent must be one of them.
  mutating func checkSheet(
    _ sheet: SheetConfiguration, style: PresentationStyle?, path: String,
    _ eventLocation: TextLocation?, capabilities: Capabilities
  ) {
    guard !sheet.isDefault else { return }
    let location = sheet.location ?? eventLocation
    let key = sheet.detents.isEmpty ? "selectedDetent" : "detents"
    if !capabilities.hasSheetDetents {
      report(
        "\(path).\(key)", location,
        "sheet detents need iOS 15 (sheetPresentationController does not exist before)",
        fix: "use \"ios\": \"15.0\" or later, or remove \"detents\" and \"selectedDetent\"")
      return
    }
    let custom = (sheet.detents + [sheet.selectedDetent].compactMap { $0 }).first {
      if case .custom = $0 { true } else { false }
    }
    if let custom, !capabilities.hasCustomSheetDetents {
      report(
        "\(path).\(key)", location,
        "a custom detent height (\(custom.text)) needs iOS 16",
        fix: "use \"ios\": \"16.0\" or later, or the \"medium\" and \"large\" detents")
    }
    checkSheetValues(sheet, style: style, path: path, location)
  }

  /// Checks a sheet's detents against its style and each other: detents need a sheet style,
  /// the selected detent must be one of them, a custom height lies within range.
  mutating func checkSheetValues(
    _ sheet: SheetConfiguration, style: PresentationStyle?, path: String,
    _ location: TextLocation?
  ) {
    let key = sheet.detents.isEmpty ? "selectedDetent" : "detents"
    if let style, style == .fullScreen || style == .overFullScreen {
      report(
        "\(path).\(key)", location,
        "detents apply to sheets, and \(style.rawValue) is not one",
        fix: "use \"style\": \"pageSheet\" or \"formSheet\", or remove the detents")
    }
    let available = sheet.detents.isEmpty ? [SheetDetent.large] : sheet.detents
    if let selected = sheet.selectedDetent, !available.contains(selected) {
      report(
        "\(path).selectedDetent", location,
        "selectedDetent \(selected.text) is not one of the sheet's detents",
        fix: "add it to \"detents\", or select one of "
          + available.map { "\"\($0.text)\"" }.joined(separator: ", "))
    }
    for detent in sheet.detents + [sheet.selectedDetent].compactMap({ $0 }) {
      if case .custom(let points) = detent, !(points > 0 && points <= Self.largestValue) {
        report(
          "\(path).detents", location, "a detent height must lie between 0 and 1000000",
          fix: "use a height in points, more than 0")
      }
    }
  }

  /// Checks a `present` event's popover settings (docs/scenario-format.md#popovers): they need
  /// `style: "popover"`, and a size or source rectangle built in code must lie in range.
  private mutating func checkPopover(
    _ popover: PopoverConfiguration, style: PresentationStyle?, path: String,
    _ eventLocation: TextLocation?
  ) {
    guard !popover.isDefault else { return }
    let location = popover.location ?? eventLocation
    if style != .popover {
      report(
        path, location,
        "sourceView, sourceRect, permittedArrowDirections and preferredContentSize apply to"
          + " popovers, and \(style.map { "style \($0.rawValue)" } ?? "the default style") is not one",
        fix: "add \"style\": \"popover\", or remove the popover keys")
    }
    if let size = popover.preferredContentSize,
      !(size.width > 0 && size.height > 0 && size.width <= Self.largestValue
        && size.height <= Self.largestValue)
    {
      report(
        "\(path).preferredContentSize", location,
        "a preferred content size must lie between 0 and 1000000, more than 0",
        fix: "give a width and a height in points, or leave it out for the default size")
    }
    if let rect = popover.sourceRect,
      !(rect.array.allSatisfy { abs($0) <= Self.largestValue } && rect.width >= 0
        && rect.height >= 0)
    {
      report(
        "\(path).sourceRect", location,
        "a source rectangle must lie within ±1000000, with a width and height of 0 or more",
        fix: "give [x, y, width, height] in points")
    }
  }

  /// Checks the numbers of an event built in code; a file's are checked as they are decoded,
  /// at their own location.
  private mutating func checkValues(
    _ action: EventAction, path: String, _ location: TextLocation?
  ) {
    func duration(_ seconds: Double?) {
      if let seconds, !(seconds >= 0 && seconds <= Self.largestValue) {
        report(
          "\(path).duration", location, "a duration must lie between 0 and 1000000 seconds")
      }
    }
    func size(_ key: String, _ values: [Double]) {
      if !values.allSatisfy({ $0 >= 0 && $0 <= Self.largestValue }) {
        report(
          "\(path).\(key)", location, "a width or height must lie between 0 and 1000000")
      }
    }
    switch action {
    case .interactivePop(_, _, let seconds), .hideKeyboard(let seconds):
      duration(seconds)
    case .changePage(let change):
      duration(change.duration)
      checkPageChange(change, path: path, location)
    case .showKeyboard(let height, let seconds):
      if case .points(let points) = height { size("height", [points]) }
      duration(seconds)
    case .setContentSize(_, let value):
      size("size", [value.width, value.height])
    case .setFrame(_, let frame):
      checkRange([frame.x, frame.y], path: "\(path).frame", location)
      size("frame", [frame.width, frame.height])
    case .setAdditionalSafeAreaInsets(_, let insets), .setContentInset(_, let insets):
      checkRange(insets.array, path: "\(path).insets", location)
    case .scroll(_, let offset):
      checkRange([offset.x, offset.y], path: "\(path).offset", location)
    case .animatedScroll(_, let offset, let seconds, let frames):
      checkRange([offset.x, offset.y], path: "\(path).offset", location)
      duration(seconds)
      if let frames, !(1...EventAction.mostScrollFrames).contains(frames) {
        report(
          "\(path).frames", location,
          "an animated scroll has from 1 to \(EventAction.mostScrollFrames) frames, found \(frames)",
          fix: "give fewer frames, or leave \"frames\" out for one every 1/60 s")
      }
    default:
      break
    }
  }

  /// Checks that the names an event refers to exist and have the right kind.
  ///
  /// When part of the file could not be decoded, a name may be in that part: only names that
  /// exist are checked, and view kinds not at all (a default name may have shifted).
  mutating func checkReferences(_ event: ScenarioEvent, path: String) {
    var references: [(key: String, name: String, kind: String?)] = []
    switch event.action {
    case .setStatusBarHidden(let name, _, _), .dismiss(let name, _),
      .setAdditionalSafeAreaInsets(let name, _), .removeChild(let name),
      .setHomeIndicatorAutoHidden(let name, _), .setSearchActive(let name, _):
      references.append(("controller", name, nil))
    case .setNavigationBarHidden(let name, _, _), .setToolbarHidden(let name, _, _),
      .push(let name, _, _), .pop(let name, _), .interactivePop(let name, _, _):
      references.append(("navigationController", name, "navigationController"))
    case .present(let from, _, _, _, _, let popover):
      references.append(("from", from, nil))
      if let source = popover.sourceView { references.append(("sourceView", source, "view")) }
    case .selectTab(let name, _):
      references.append(("tabBarController", name, "tabBarController"))
    case .split(let name, let change):
      references.append(("controller", name, "splitViewController"))
      checkSplitChange(change, of: name, path: path, event.location)
    case .addChild(let parent, _, _, _):
      references.append(("parent", parent, nil))
    case .setContentInset(let view, _), .setContentSize(let view, _),
      .setContentInsetAdjustmentBehavior(let view, _), .animatedScroll(let view, _, _, _):
      references.append(("view", view, "scrollView"))
    case .scroll(let view, _):
      references.append(("view", view, "anyScrollView"))
    case .setFrame(let view, _), .setNeedsLayout(let view):
      references.append(("view", view, "view"))
    case .changePage(let change):
      references.append(("controller", change.controller, "pageViewController"))
      checkPageIndex(change, path: path, event.location)
    case .changeDetent(let change):
      references.append(("controller", change.controller, nil))
      checkDetentTarget(change, path: path, event.location)
    case .interactiveDismissal(let drag):
      references.append(("controller", drag.controller, nil))
      checkDismissDragTarget(drag, path: path, event.location)
    case .rotate, .showKeyboard, .hideKeyboard, .resizeWindow:
      break
    case .swiftUI(let swiftUI):
      checkSwiftUIReferences(swiftUI, path: "\(path).\(swiftUI.name)", event.location)
    }
    for reference in references {
      let referencePath = "\(path).\(reference.key)"
      if reference.key == "view" || reference.key == "sourceView" {
        guard let kind = viewKind(named: reference.name) else {
          if namesMayBeMissing { continue }
          report(
            referencePath, event.location, "no view named \"\(reference.name)\"",
            fix: closestName(reference.name, views: true))
          continue
        }
        if !namesMayBeMissing {
          checkViewKind(kind, of: reference.name, expected: reference.kind, referencePath, event)
        }
        continue
      }
      guard let kind = controllerKind(named: reference.name) else {
        if namesMayBeMissing { continue }
        report(
          referencePath, event.location, "no controller named \"\(reference.name)\"",
          fix: closestName(reference.name, views: false))
        continue
      }
      if let expected = reference.kind, kind != expected {
        report(
          referencePath, event.location, "\"\(reference.name)\" is a \(kind), not a \(expected)")
      }
    }
  }

  /// Reports a view of the wrong kind for an event: `scrollView` takes a UIKit scroll view,
  /// `anyScrollView` (the `scroll` event) a SwiftUI `scrollView`, `list` or `form` as well
  /// (docs/scenario-format.md#events).
  private mutating func checkViewKind(
    _ kind: String, of name: String, expected: String?, _ path: String, _ event: ScenarioEvent
  ) {
    switch (expected, kind) {
    case ("view", "swiftUIView"), ("view", "swiftUIScrollView"):
      guard path.hasSuffix(".sourceView") else { break }
      report(
        path, event.location, "\"\(name)\" is a SwiftUI view; a popover's source is a UIKit view",
        fix: "name a UIKit view of the presenter, or give a \"sourceRect\" in its root view")
    case ("scrollView", "view"), ("anyScrollView", "view"):
      report(
        path, event.location, "\"\(name)\" is a view, not a scroll view",
        fix: expected == "anyScrollView"
          ? "name a scrollView, tableView, collectionView or webView, or a SwiftUI scrollView, list or form"
          : "name a scrollView, tableView, collectionView or webView")
    case ("anyScrollView", "swiftUIView"):
      report(
        path, event.location, "\"\(name)\" is a SwiftUI view, not a scroll view",
        fix: "name a SwiftUI scrollView, list or form, or a UIKit scroll view")
    case ("scrollView", "swiftUIView"), ("scrollView", "swiftUIScrollView"):
      report(
        path, event.location,
        "\"\(name)\" is a SwiftUI view; this event sets a property of a UIKit scroll view",
        fix: "name a scrollView, tableView, collectionView or webView")
    default:
      break
    }
  }

  /// Notes for iOS 10 scenarios that set what iOS 10 does not have.
  func iOS10Warnings(_ node: ControllerNode) -> [String] {
    var warnings: [String] = []
    if node.additionalSafeAreaInsets != .zero {
      warnings.append(
        "\(node.name): additionalSafeAreaInsets does not exist before iOS 11 and is ignored")
    }
    func views(_ view: ViewNode) {
      if view.kind.scrollProperties?.contentInsetAdjustmentBehavior != nil {
        warnings.append(
          "\(view.name ?? "a scroll view"): contentInsetAdjustmentBehavior does not exist before "
            + "iOS 11 and is ignored")
      }
      view.subviews.forEach(views)
    }
    views(node.view)
    let children: [ControllerNode]
    switch node.kind {
    case .navigationController(let stack, _, _): children = stack
    case .tabBarController(let tabs, _, _): children = tabs
    case .splitViewController(let spec): children = spec.columns.map(\.controller)
    case .pageViewController(let pages, _, _): children = pages
    case .viewController, .hostingController: children = []
    }
    for child in children + node.children.map(\.controller) {
      warnings += iOS10Warnings(child)
    }
    return warnings
  }
}
