import LifecycleSimCore
import LifecycleSimSupport

extension ScenarioValidator {
  /// Checks the scenario's `window` and its `window` events (docs/scenario-format.md#window).
  ///
  /// Each mode exists on this device and version in the orientation of its moment, a windowed
  /// window has a size of at least the minimum, a preset has none, and the window lies inside
  /// the screen. The events are walked in time order, following rotations, so that a rotation
  /// is refused when the window's mode does not exist in the new orientation. An app that
  /// requires full screen cannot have a window that is not the screen before iPadOS 26
  /// (``FullScreenRequirementRule``).
  mutating func checkWindows(
    _ initial: WindowSpec?, device: Device, ios: IOSVersion, orientation: Orientation,
    events: [ScenarioEvent], requiresFullScreen: Bool = false
  ) {
    var landscape = orientation.isLandscape
    var mode = WindowMode.fullScreen
    var frame = Rect(size: MultitaskingRule.screen(device, landscape: landscape))
    if let initial {
      guard
        let placed = checkWindow(
          initial, path: "window", initial.location, device: device, ios: ios,
          landscape: landscape, requiresFullScreen: requiresFullScreen)
      else { return }
      (mode, frame) = (initial.mode, placed)
    }
    // Only a window that is not the screen, or one an event changes, needs the walk; events
    // written in time order (the usual case) need no sort.
    let resizes = events.contains {
      if case .resizeWindow = $0.action { true } else { false }
    }
    guard resizes || mode != .fullScreen else { return }
    let inOrder = zip(events, events.dropFirst()).allSatisfy { $0.at <= $1.at }
    let order =
      inOrder
      ? Array(events.indices)
      : events.indices.sorted { (events[$0].at, $0) < (events[$1].at, $1) }
    for index in order {
      let event = events[index]
      let path = event.sourcePath ?? "events[\(index)]"
      switch event.action {
      case .rotate(let target) where target.isLandscape != landscape:
        landscape = target.isLandscape
        if let refusal = MultitaskingRule.refusal(
          mode, device: device, ios: ios, landscape: landscape)
        {
          report(
            "\(path).rotate", event.location,
            "the \(mode.rawValue) window cannot turn to \(target.rawValue): \(refusal.message)",
            fix: "change the window's mode first with a window event, or remove the rotation")
          return
        }
        frame = MultitaskingRule.rotatedFrame(
          mode, from: frame, device: device, landscape: landscape)
      case .resizeWindow(let spec):
        guard
          let placed = checkWindow(
            spec, path: "\(path).window", spec.location ?? event.location, device: device,
            ios: ios, landscape: landscape, requiresFullScreen: requiresFullScreen)
        else { return }
        (mode, frame) = (spec.mode, placed)
      default:
        continue
      }
    }
  }

  /// Checks one window, at the top level or in an event at `path`; returns its frame on the
  /// screen when it holds, `nil` after reporting why not.
  private mutating func checkWindow(
    _ window: WindowSpec, path: String, _ location: TextLocation?, device: Device,
    ios: IOSVersion, landscape: Bool, requiresFullScreen: Bool
  ) -> Rect? {
    if let refusal = MultitaskingRule.refusal(
      window.mode, device: device, ios: ios, landscape: landscape)
      ?? FullScreenRequirementRule.refusal(
        window.mode, requiresFullScreen: requiresFullScreen, family: device.family,
        major: ios.major)
    {
      report("\(path).mode", window.modeLocation ?? location, refusal.message, fix: refusal.fix)
      return nil
    }
    let screen = MultitaskingRule.screen(device, landscape: landscape)
    if window.mode == .fullScreen {
      if window.size != nil || window.origin != nil {
        report(
          path, location, "a fullScreen window takes no size or origin",
          fix: "remove size and origin, or use \"mode\": \"windowed\"")
        return nil
      }
      return Rect(size: screen)
    }
    let minimum = MultitaskingRule.minimumWindowSize
    switch (window.mode, window.size) {
    case (.windowed, nil):
      report(
        "\(path).size", location, "a windowed window needs a size",
        fix: "add \"size\": [width, height] in screen points")
      return nil
    case (.windowed, let size?):
      if size.width < minimum.width || size.height < minimum.height {
        report(
          "\(path).size", window.sizeLocation ?? location,
          "a window must be at least \(minimum)",
          fix: "make it at least that large")
        return nil
      }
    case (_, .some):
      report(
        "\(path).size", window.sizeLocation ?? location,
        "\(window.mode.rawValue) sets the window's size itself",
        fix: "remove size, or use \"mode\": \"windowed\"")
      return nil
    default:
      break
    }
    guard let frame = MultitaskingRule.frame(window, device: device, landscape: landscape) else {
      return nil
    }
    // Written so that a NaN, which a scenario built in code may hold, is outside too.
    if !(frame.x >= 0 && frame.y >= 0 && frame.x + frame.width <= screen.width
      && frame.y + frame.height <= screen.height)
    {
      report(
        window.origin == nil ? "\(path).size" : "\(path).origin",
        window.originLocation ?? window.sizeLocation ?? location,
        "the window \(frame) is not inside the \(screen) screen",
        fix: "move or shrink it so that it fits")
      return nil
    }
    return frame
  }
}
