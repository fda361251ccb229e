import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Places a view the window holds directly (the root controller's, or a full-screen
  /// presented controller's): it fills the window's bounds (docs/behaviour.md#root-view-frames);
  /// with `invalidates`, a new frame flags the view for layout (a rotation).
  ///
  /// - Parameter rule: why it is placed now, for `explain`.
  mutating func placeWindowRootView(
    _ view: ViewID, invalidates: Bool, rule: String, sources: [String]
  ) {
    let frame = windowBounds
    if views.frame[view] != frame {
      views.frame[view] = frame
      views.setGeometryDirty(view)
      if invalidates { views.setNeedsLayout(view) }
    }
    if derivations != nil {
      deriveFrame(
        of: view, rule: rule, inputs: [.init("window bounds", TraceValue.text(windowBounds))],
        sources: sources)
    }
  }

  /// Where a presented controller's view goes (docs/behaviour.md#sheets): ``SheetRule`` for its
  /// resolved style and sheet settings, on this device, orientation and window; a popover's
  /// frame from ``popoverPlacement(of:)``; an iPad window of compact width places a sheet as
  /// an iPhone in portrait would.
  func presentationPlacement(of controller: ControllerID) -> SheetPlacement {
    guard case .presented(let style) = controllers[controller].relation else {
      return SheetPlacement(frame: windowBounds, kind: .window, detent: nil)
    }
    if style == .popover {
      let popover = popoverPlacement(of: controller)
      return SheetPlacement(frame: popover.frame, kind: .popover(arrow: popover.arrow), detent: nil)
    }
    // An iPad window of compact width shows sheets as an iPhone in portrait does
    // (docs/behaviour.md#multitasking; unverified, C53).
    let compactPad = window.mode != .fullScreen && !sizeClasses.horizontalRegular
    let environment = SheetEnvironment(
      family: compactPad ? .phone : device.family,
      landscape: window.orientation.isLandscape && !compactPad,
      regularWidthInLandscape: device.isRegularWidthInLandscape,
      portraitWidth: device.portraitSize.width, window: window.screen,
      insets: windowGeometry.insets,
      scale: device.scale, homeButton: device.cutout == .none)
    return SheetRule.placement(
      style: style, sheet: controllers[controller].presentation?.sheet ?? SheetConfiguration(),
      environment: environment,
      metrics: behaviour.presentation)
  }

  /// Where a popover goes (docs/behaviour.md#popovers): ``PopoverRule`` inside the window's
  /// bounds and safe area, above a shown keyboard, beside its source in window coordinates.
  func popoverPlacement(of controller: ControllerID) -> PopoverPlacement {
    let settings = controllers[controller].presentation
    let environment = PopoverEnvironment(
      window: windowBounds, insets: windowGeometry.insets,
      keyboardTop: keyboard.visible ? keyboard.frame.minY : nil)
    return PopoverRule.placement(
      source: settings?.popoverSource.map(popoverSourceFrame),
      preferredContentSize: settings?.popover.preferredContentSize
        ?? trackedPreferredContentSize(of: controller),
      directions: settings?.popover.directions ?? PopoverArrowDirection.allCases,
      viewIncludesArrow: behaviour.presentation.popoverViewIncludesArrow,
      environment: environment)
  }

  /// A popover's source in window coordinates: the rectangle in the view's bounds, or the whole
  /// view.
  private func popoverSourceFrame(_ source: (view: ViewID, rect: Rect?)) -> Rect {
    let frame = windowFrame(of: source.view)
    guard let rect = source.rect else { return frame }
    let origin = boundsOrigin(of: source.view)
    return Rect(
      x: frame.x + rect.x - origin.x, y: frame.y + rect.y - origin.y, width: rect.width,
      height: rect.height)
  }

  /// Places a presented controller's view (docs/behaviour.md#sheets), noting how for `explain`;
  /// with `invalidates`, a new frame flags the view for layout (a rotation).
  mutating func placePresentedView(_ controller: ControllerID, invalidates: Bool) {
    guard let view = controllers[controller].view else { return }
    let placement = presentationPlacement(of: controller)
    controllers[controller].placement = placement
    views.setGeometryDirty(view)
    if views.frame[view] != placement.frame {
      views.frame[view] = placement.frame
      if invalidates { views.setNeedsLayout(view) }
    }
    guard derivations != nil else { return }
    var style = "none"
    if case .presented(let presented) = controllers[controller].relation {
      style = presented.rawValue
    }
    var inputs: [DerivationStep.Input] = [
      .init("style", style),
      .init("sheet", placement.kind.text),
      .init("window bounds", TraceValue.text(windowBounds)),
      .init("window safeAreaInsets", TraceValue.text(windowGeometry.insets)),
    ]
    if let detent = placement.detent { inputs.append(.init("detent", detent.text)) }
    if placement.kind == .bottomAttached, device.family == .phone, device.cutout == .none,
      behaviour.presentation.phoneSheetMinimumY == nil,
      let gap = behaviour.presentation.homeButtonPhoneSheetGap
    {
      inputs.append(
        .init(
          "home button",
          "the sheet sits \(TraceValue.text(gap)) below the top inset, 10 below the presenter's "
            + "card (measured on 15–16; 13–14 unverified, docs/behaviour.md#c51)"))
    }
    guard case .popover = placement.kind else {
      deriveFrame(
        of: view, rule: SheetRule.story.rule, inputs: inputs, sources: SheetRule.story.sources)
      return
    }
    let settings = controllers[controller].presentation
    let popover = popoverPlacement(of: controller)
    inputs.append(
      .init(
        "source", settings?.popoverSource.map { TraceValue.text(popoverSourceFrame($0)) } ?? "none")
    )
    inputs.append(
      .init(
        "preferredContentSize",
        settings?.popover.preferredContentSize.map { "\($0)" }
          ?? trackedPreferredContentSize(of: controller).map {
            "\($0), the SwiftUI content's ideal size (sizingOptions .preferredContentSize)"
          } ?? "none (default \(PopoverRule.defaultContentSize))"))
    inputs.append(
      .init(
        "permittedArrowDirections",
        (settings?.popover.directions ?? PopoverArrowDirection.allCases).map(\.rawValue)
          .joined(separator: ",")))
    if keyboard.visible { inputs.append(.init("keyboard", TraceValue.text(keyboard.frame))) }
    inputs.append(
      .init("content size", "\(popover.contentSize)" + (popover.shrunk ? " (shrunk)" : "")))
    deriveFrame(
      of: view, rule: PopoverRule.story.rule, inputs: inputs,
      reason: "unverified: the arrow's height, the direction's order and the margin on every edge"
        + " rest on choices no public measurement confirms (docs/behaviour.md#c52)",
      sources: PopoverRule.story.sources)
  }

  /// Places the window's popovers again beside their sources, whose frames a rotation's layout
  /// or a keyboard may have changed, with their geometry (docs/behaviour.md#popovers); returns
  /// the popovers whose frames moved, for the layout pass that follows.
  mutating func placePopoversAgain() -> [ControllerID] {
    var moved: [ControllerID] = []
    for view in window.rootViews {
      guard let controller = views.controller[view],
        case .presented(.popover) = controllers[controller].relation
      else { continue }
      let old = views.frame[view]
      placePresentedView(controller, invalidates: true)
      updateGeometry(of: view, notify: true)
      if views.frame[view] != old { moved.append(controller) }
    }
    return moved
  }

  /// Whether the window shows a popover.
  var showsPopover: Bool {
    window.rootViews.contains { view in
      guard let controller = views.controller[view],
        case .presented(.popover) = controllers[controller].relation
      else { return false }
      return true
    }
  }
}
