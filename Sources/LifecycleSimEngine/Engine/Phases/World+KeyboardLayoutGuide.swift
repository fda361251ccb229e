import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Computes the `keyboardLayoutGuide` of a controller whose scenario uses it, and returns
  /// whether its frame changed.
  ///
  /// The frame comes from the root view's size and bottom safe-area inset and the keyboard
  /// (``KeyboardLayoutGuideRule``; docs/behaviour.md#keyboard-layout-guide), with its
  /// derivation when `derives`. A root view out of the window is not laid out: its guide keeps
  /// its last frame, zero before its first layout (docs/behaviour.md#c72).
  ///
  /// The geometry pass calls it for every root view it computes (a new frame or safe area), and
  /// a keyboard change for the controllers on screen (``followKeyboardWithLayoutGuides()``).
  @discardableResult
  mutating func updateKeyboardLayoutGuide(_ controller: ControllerID, derives: Bool) -> Bool {
    let state = controllers[controller]
    guard let spec = state.node.keyboardLayoutGuide, let view = state.view else { return false }
    guard isAttached(view) else {
      if derives, let kept = state.keyboardLayoutGuide {
        derive(
          state.object, .keyboardLayoutGuide, .rect(kept),
          [
            DerivationStep(
              subject: state.name, story: KeyboardLayoutGuideRule.outsideWindowStory,
              reason: "unverified: a choice no public measurement confirms (docs/behaviour.md#c72)",
              result: TraceValue.text(kept))
          ])
      }
      return false
    }
    let size = views.frame[view].size
    let safeAreaBottom = views.safeArea[view].bottom
    var covered = 0.0
    if keyboard.visible {
      covered = Swift.min(
        size.height, Swift.max(0, windowFrame(of: view).maxY - keyboardTopInWindow))
    }
    let uses = spec.restsOnSafeArea
    let frame = KeyboardLayoutGuideRule.frame(
      bounds: size, safeAreaBottom: safeAreaBottom, covered: covered, usesBottomSafeArea: uses)
    let old = state.keyboardLayoutGuide
    controllers[controller].keyboardLayoutGuide = frame
    if derives {
      deriveKeyboardLayoutGuide(
        controller, view: view, frame: frame,
        inputs: (size, safeAreaBottom, covered, uses))
    }
    return old != frame
  }

  /// The keyboard showed or hid: each controller on screen whose guide moved lays its root view
  /// out again, its guide's constraints having changed (docs/behaviour.md#c72).
  mutating func followKeyboardWithLayoutGuides() {
    var moved = false
    for controller in visibleControllers() where controllers[controller].keyboardLayoutGuide != nil
    {
      guard updateKeyboardLayoutGuide(controller, derives: derivations != nil),
        let view = controllers[controller].view
      else { continue }
      views.setNeedsLayout(view)
      moved = true
    }
    if moved { layoutPass(bracketed: LayoutBrackets()) }
  }

  /// Notes the guide's derivation: the rule that applied to the view's size, safe area and the
  /// keyboard, after the root view's safe area's own when the guide rests on it.
  private func deriveKeyboardLayoutGuide(
    _ controller: ControllerID, view: ViewID, frame: Rect,
    inputs: (size: Size, safeAreaBottom: Double, covered: Double, uses: Bool)
  ) {
    let state = controllers[controller]
    let restsOnSafeArea =
      inputs.uses && (inputs.covered == 0 || inputs.covered < inputs.safeAreaBottom)
    let story =
      restsOnSafeArea
      ? KeyboardLayoutGuideRule.safeAreaStory
      : inputs.covered > 0
        ? KeyboardLayoutGuideRule.keyboardStory
        : KeyboardLayoutGuideRule.viewBottomStory
    let unverified = KeyboardLayoutGuideRule.isUnverified(
      covered: inputs.covered, safeAreaBottom: inputs.safeAreaBottom,
      usesBottomSafeArea: inputs.uses)
    let before =
      restsOnSafeArea
      ? derivation(of: views.object[view], .safeAreaInsets) : []
    derive(
      state.object, .keyboardLayoutGuide, .rect(frame),
      before + [
        DerivationStep(
          subject: state.name, story: story,
          inputs: [
            .init(
              "\(name(of: view)) size",
              "\(TraceValue.text(inputs.size.width))x\(TraceValue.text(inputs.size.height))"),
            .init(
              "\(name(of: view)) bottom safe-area inset", TraceValue.text(inputs.safeAreaBottom)),
            .init("keyboard over the view", TraceValue.text(inputs.covered)),
            .init("usesBottomSafeArea", inputs.uses ? "true" : "false"),
          ],
          reason: unverified
            ? "unverified: a choice no public measurement confirms (docs/behaviour.md#c71)" : nil,
          result: TraceValue.text(frame))
      ])
  }
}
