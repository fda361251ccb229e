import LifecycleSimCore
extension ScenarioEncoder {
  /// `{ "at": SECONDS, ACTION: ARGUMENT }`.
  package static func event(_ event: ScenarioEvent) -> JSONOutput {
    .object([("at", .number(event.at)), (event.action.name, argument(of: event.action))])
  }

  private static func argument(of action: EventAction) -> JSONOutput {
    var m = JSONMembers()
    func animated(_ flag: Bool) { m.add("animated", flag, unless: true, JSONOutput.bool) }
    switch action {
    case .rotate(let orientation):
      return .string(orientation.rawValue)
    case .setStatusBarHidden(let controller, let hidden, let isAnimated):
      m.add("controller", .string(controller))
      m.add("hidden", .bool(hidden))
      animated(isAnimated)
    case .setNavigationBarHidden(let navigation, let hidden, let isAnimated),
      .setToolbarHidden(let navigation, let hidden, let isAnimated):
      m.add("navigationController", .string(navigation))
      m.add("hidden", .bool(hidden))
      animated(isAnimated)
    case .push(let navigation, let controller, let isAnimated):
      m.add("navigationController", .string(navigation))
      m.add("controller", self.controller(controller))
      animated(isAnimated)
    case .pop(let navigation, let isAnimated):
      m.add("navigationController", .string(navigation))
      animated(isAnimated)
    case .interactivePop(let navigation, let completes, let duration):
      m.add("navigationController", .string(navigation))
      m.add("completes", .bool(completes))
      m.add("duration", duration, JSONOutput.number)
    case .present(let from, let controller, let style, let isAnimated, let sheet, let popover):
      m.add("from", .string(from))
      m.add("controller", self.controller(controller))
      m.add("style", style) { .string($0.rawValue) }
      animated(isAnimated)
      addSheet(sheet, to: &m)
      m.add("sourceView", popover.sourceView) { .string($0) }
      m.add("sourceRect", popover.sourceRect) { numbers($0.array) }
      if !popover.permittedArrowDirections.isEmpty {
        m.add(
          "permittedArrowDirections",
          .array(popover.permittedArrowDirections.map { .string($0.rawValue) }))
      }
      m.add("preferredContentSize", popover.preferredContentSize) {
        numbers([$0.width, $0.height])
      }
    case .dismiss(let controller, let isAnimated):
      m.add("controller", .string(controller))
      animated(isAnimated)
    case .selectTab(let tabs, let index):
      m.add("tabBarController", .string(tabs))
      m.add("index", .number(Double(index)))
    case .setAdditionalSafeAreaInsets(let controller, let value):
      m.add("controller", .string(controller))
      m.add("insets", insets(value))
    case .setContentInset(let view, let value):
      m.add("view", .string(view))
      m.add("insets", insets(value))
    case .setContentSize(let view, let size):
      m.add("view", .string(view))
      m.add("size", numbers([size.width, size.height]))
    case .setContentInsetAdjustmentBehavior(let view, let behavior):
      m.add("view", .string(view))
      m.add("behavior", .string(behavior.rawValue))
    case .setFrame(let view, let frame):
      m.add("view", .string(view))
      m.add("frame", rect(frame))
    case .addChild(let parent, let controller, let containerView, let layout):
      m.add("parent", .string(parent))
      m.add("controller", self.controller(controller))
      m.add("in", containerView, JSONOutput.string)
      m.add("layout", layout, unless: .fill, self.layout)
    case .removeChild(let controller):
      m.add("controller", .string(controller))
    case .showKeyboard(let height, let duration):
      switch height {
      case .points(let points): m.add("height", .number(points))
      case .system: m.add("height", .string("system"))
      }
      m.add("duration", duration, JSONOutput.number)
    case .hideKeyboard(let duration):
      m.add("duration", duration, JSONOutput.number)
    case .setNeedsLayout(let view):
      m.add("view", .string(view))
    case .scroll(let view, let offset):
      m.add("view", .string(view))
      m.add("offset", numbers([offset.x, offset.y]))
    case .setHomeIndicatorAutoHidden(let controller, let hidden):
      m.add("controller", .string(controller))
      m.add("hidden", .bool(hidden))
    case .animatedScroll(let view, let offset, let duration, let frames):
      m.add("view", .string(view))
      m.add("offset", numbers([offset.x, offset.y]))
      m.add("animated", .bool(true))
      m.add("duration", duration, JSONOutput.number)
      m.add("frames", frames.map(Double.init), JSONOutput.number)
    case .setSearchActive(let controller, let active):
      m.add("controller", .string(controller))
      m.add("active", .bool(active))
    case .swiftUI(let event):
      m.add(event.name, swiftUIArgument(of: event))
    case .resizeWindow(let spec):
      return window(spec)
    case .split(let controller, let change):
      m.add("controller", .string(controller))
      m.add(change.key, .string(change.value))
    case .changePage(let change):
      m.add("controller", .string(change.controller))
      m.add("to", .number(Double(change.to)))
      m.add("direction", change.direction) { .string($0.rawValue) }
      animated(change.animated)
      m.add("interactive", change.interactive, unless: false, JSONOutput.bool)
      m.add("completes", change.completes, unless: true, JSONOutput.bool)
      m.add("duration", change.duration, JSONOutput.number)
    case .changeDetent(let change):
      m.add("controller", .string(change.controller))
      m.add("to", detent(change.to))
      m.add("by", .string(change.by.rawValue))
      animated(change.animated)
    case .interactiveDismissal(let drag):
      m.add("controller", .string(drag.controller))
      m.add("completes", .bool(drag.completes))
      m.add("duration", drag.duration, JSONOutput.number)
    }
    return m.object
  }

  /// The body of a `swiftUI` event's sub-action (docs/scenario-format.md#swiftui-events).
  private static func swiftUIArgument(of event: SwiftUIEvent) -> JSONOutput {
    var m = JSONMembers()
    func animated(_ flag: Bool) { m.add("animated", flag, unless: true, JSONOutput.bool) }
    switch event {
    case .push(let stack, let view, let isAnimated):
      m.add("stack", .string(stack))
      m.add("view", swiftUINode(view))
      animated(isAnimated)
    case .pop(let stack, let isAnimated):
      m.add("stack", .string(stack))
      animated(isAnimated)
    case .selectTab(let tabView, let index):
      m.add("tabView", .string(tabView))
      m.add("index", .number(Double(index)))
    case .present(let from, let name, let view, let style, let isAnimated, let sheet):
      m.add("from", .string(from))
      m.add("name", .string(name))
      m.add("style", .string(style.rawValue))
      m.add("view", swiftUINode(view))
      animated(isAnimated)
      addSheet(sheet, to: &m)
    case .dismiss(let name, let isAnimated):
      m.add("name", .string(name))
      animated(isAnimated)
    case .swap(let view, let with):
      m.add("view", .string(view))
      m.add("with", swiftUINode(with))
    }
    return m.object
  }

  /// A sheet's `detents` (unless UIKit's default) and `selectedDetent`.
  static func addSheet(_ sheet: SheetConfiguration, to m: inout JSONMembers) {
    if !sheet.detents.isEmpty { m.add("detents", .array(sheet.detents.map(detent))) }
    m.add("selectedDetent", sheet.selectedDetent, detent)
  }

  /// `"medium"`, `"large"` or a height in points.
  private static func detent(_ detent: SheetDetent) -> JSONOutput {
    switch detent {
    case .medium: .string("medium")
    case .large: .string("large")
    case .custom(let points): .number(points)
    }
  }
}
