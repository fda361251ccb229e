import LifecycleSimCore

extension ScenarioValidator {
  /// Checks the scenario's `window` (docs/scenario-format.md#window): the mode exists on this
  /// device and version, a windowed window has a size of at least the minimum, a preset has
  /// none, the window lies inside the screen, and no event rotates it.
  mutating func checkWindow(
    _ window: WindowSpec, device: Device, ios: IOSVersion, orientation: Orientation,
    events: [ScenarioEvent]
  ) {
    let landscape = orientation.isLandscape
    if let refusal = MultitaskingRule.refusal(
      window.mode, device: device, ios: ios, landscape: landscape)
    {
      report(
        "window.mode", window.modeLocation ?? window.location, refusal.message, fix: refusal.fix)
      return
    }
    if window.mode == .fullScreen {
      if window.size != nil || window.origin != nil {
        report(
          "window", window.location, "a fullScreen window takes no size or origin",
          fix: "remove size and origin, or use \"mode\": \"windowed\"")
      }
      return
    }
    let minimum = MultitaskingRule.minimumWindowSize
    switch (window.mode, window.size) {
    case (.windowed, nil):
      report(
        "window.size", window.location, "a windowed window needs a size",
        fix: "add \"size\": [width, height] in screen points")
      return
    case (.windowed, let size?):
      if size.width < minimum.width || size.height < minimum.height {
        report(
          "window.size", window.sizeLocation,
          "a window must be at least \(minimum)",
          fix: "make it at least that large")
        return
      }
    case (_, .some):
      report(
        "window.size", window.sizeLocation, "\(window.mode.rawValue) sets the window's size itself",
        fix: "remove size, or use \"mode\": \"windowed\"")
      return
    default:
      break
    }
    let screen = MultitaskingRule.screen(device, landscape: landscape)
    if let frame = MultitaskingRule.frame(window, device: device, landscape: landscape),
      frame.x < 0 || frame.y < 0 || frame.x + frame.width > screen.width
        || frame.y + frame.height > screen.height
    {
      report(
        window.origin == nil ? "window.size" : "window.origin",
        window.originLocation ?? window.sizeLocation ?? window.location,
        "the window \(frame) is not inside the \(screen) screen",
        fix: "move or shrink it so that it fits")
    }
    for (index, event) in events.enumerated() {
      guard case .rotate = event.action else { continue }
      let path = event.sourcePath ?? "events[\(index)]"
      report(
        "\(path).rotate", event.location,
        "rotating a window that is not the screen is not modelled yet",
        fix: "remove the rotate event, or the window key")
    }
  }
}
