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
  /// resolved style and sheet settings, on this device, orientation and window; an iPad
  /// window of compact width places it as an iPhone in portrait would.
  func presentationPlacement(of controller: ControllerID) -> SheetPlacement {
    guard case .presented(let style) = controllers[controller].relation else {
      return SheetPlacement(frame: windowBounds, kind: .window, detent: nil)
    }
    // An iPad window of compact width shows sheets as an iPhone in portrait does
    // (docs/behaviour.md#multitasking; unverified, C51).
    let compactPad = window.mode != .fullScreen && !sizeClasses.horizontalRegular
    let environment = SheetEnvironment(
      family: compactPad ? .phone : device.family,
      landscape: window.orientation.isLandscape && !compactPad,
      regularWidthInLandscape: device.isRegularWidthInLandscape,
      portraitWidth: device.portraitSize.width, window: window.screen,
      insets: windowGeometry.insets,
      scale: device.scale)
    return SheetRule.placement(
      style: style, sheet: controllers[controller].sheet, environment: environment,
      metrics: behaviour.presentation)
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
      .init("sheet", "\(placement.kind)"),
      .init("window bounds", TraceValue.text(windowBounds)),
      .init("window safeAreaInsets", TraceValue.text(windowGeometry.insets)),
    ]
    if let detent = placement.detent { inputs.append(.init("detent", detent.text)) }
    deriveFrame(
      of: view, rule: SheetRule.story.rule, inputs: inputs, sources: SheetRule.story.sources)
  }
}
