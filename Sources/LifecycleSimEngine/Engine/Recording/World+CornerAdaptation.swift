import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Whether controllers' records carry the corner-adapted regions: on an iPad from iPadOS 26
  /// (the API's first version), in a scenario with a `window` key or a `window` event, so that
  /// the traces of other scenarios stay as they were (docs/behaviour.md#corner-adaptation).
  var tracesCornerAdaptation: Bool {
    device.family == .pad && behaviour.profile >= 26 && window.tracesSizeClasses
  }

  /// Where the window draws its controls now, in window coordinates, `nil` when it shows none
  /// (``CornerAdaptationRule/controlsFrame(window:showsControls:rightToLeft:)``).
  package var windowControlsFrame: Rect? {
    guard device.family == .pad else { return nil }
    return CornerAdaptationRule.controlsFrame(
      window: window.screen,
      showsControls: CornerAdaptationRule.showsControls(window.mode, profile: behaviour.profile),
      rightToLeft: layoutDirection == .rightToLeft)
  }

  /// A root view's corner-adapted safe area and margins now
  /// (``CornerAdaptationRule``): outside the window, its safe area and margins as they are;
  /// `nil` when the run does not trace them.
  func cornerAdaptedRegions(of view: ViewID) -> (safeArea: EdgeInsets, margins: EdgeInsets)? {
    guard tracesCornerAdaptation else { return nil }
    guard isAttached(view) else { return (views.safeArea[view], views.margins[view]) }
    let safeArea = CornerAdaptationRule.safeArea(
      views.safeArea[view], frame: windowFrame(of: view), window: window.screen,
      rounded: CornerAdaptationRule.roundedCorners(window.mode, device: device),
      controls: windowControlsFrame)
    return (safeArea, CornerAdaptationRule.margins(views.margins[view], adaptedSafeArea: safeArea))
  }

  /// Records how a controller's corner-adapted regions came to be; call it under
  /// `if derivations != nil`.
  func deriveCornerAdaptedRegions(_ controller: ControllerID, view: ViewID) {
    guard let regions = cornerAdaptedRegions(of: view) else { return }
    let object = controllers[controller].object
    let attached = isAttached(view)
    let controls = attached ? windowControlsFrame : nil
    let rounded = CornerAdaptationRule.roundedCorners(window.mode, device: device)
    let reason =
      controls != nil
      ? "unverified: the window controls' size is a choice (docs/behaviour.md#c75)"
      : attached ? nil : "not in a window: the safe area as it is"
    derive(
      object, .safeAreaCornerAdapted, .insets(regions.safeArea),
      derivation(of: views.object[view], .safeAreaInsets) + [
        DerivationStep(
          subject: name(of: object), story: CornerAdaptationRule.safeAreaStory,
          inputs: [
            .init("safeAreaInsets", TraceValue.text(views.safeArea[view])),
            .init("frame in the window", TraceValue.text(windowFrame(of: view))),
            .init("window", TraceValue.text(Rect(size: window.screen))),
            .init("rounded corners", rounded ? "9.5" : "none"),
            .init("window controls", controls.map(TraceValue.text) ?? "none"),
          ],
          reason: reason, result: TraceValue.text(regions.safeArea))
      ])
    derive(
      object, .marginsCornerAdapted, .insets(regions.margins),
      derivation(of: views.object[view], .layoutMargins) + [
        DerivationStep(
          subject: name(of: object), story: CornerAdaptationRule.marginsStory,
          inputs: [
            .init("layoutMargins", TraceValue.text(views.margins[view])),
            .init("safeAreaCornerAdapted", TraceValue.text(regions.safeArea)),
          ],
          reason: "unverified: a choice (docs/behaviour.md#c77)",
          result: TraceValue.text(regions.margins))
      ])
  }
}
