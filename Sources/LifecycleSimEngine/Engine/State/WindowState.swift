import LifecycleSimCore
import LifecycleSimModel

/// The window as events set it: its orientation and size, and the views it holds.
///
/// Owner: the event handlers (`Engine/Events`): the first display installs the root view, a
/// rotation turns the window, a presentation adds a view and a dismissal takes it away. The
/// phases read it; what follows from it (the window's safe area, the status bar) is in
/// ``WindowGeometry``.
struct WindowState {
  package var orientation: Orientation
  /// The window's size in the current orientation: the screen's, unless the scenario's
  /// `window` makes it smaller (docs/behaviour.md#multitasking).
  package var screen: Size
  /// The window's top-left corner on the screen: `.zero` for a full-screen window.
  package var origin = Point.zero
  /// The scenario's multitasking mode.
  package var mode = WindowMode.fullScreen
  /// The window's frame on the screen.
  var frame: Rect { Rect(x: origin.x, y: origin.y, width: screen.width, height: screen.height) }
  /// What the bars' heights depend on: the device family, its cutout, the orientation.
  package var bars: BarEnvironment
  /// Whether the trait callbacks carry the size classes: in scenarios with a `window` key or a
  /// `window` event, so that traces of other scenarios stay as older readers read them
  /// (docs/trace-formats.md#records).
  let tracesSizeClasses: Bool
  /// The views the window holds directly: the root controller's, then each presented
  /// controller's, in presentation order.
  var rootViews: [ViewID] = []

  /// The window of `device` in `orientation`, holding no view yet: the screen, or the frame
  /// `spec` gives it (``MultitaskingRule/frame(_:device:landscape:)``); `resizes` when an
  /// event changes it.
  init(device: Device, orientation: Orientation, spec: WindowSpec?, resizes: Bool) {
    self.orientation = orientation
    tracesSizeClasses = spec != nil || resizes
    screen = orientation.isLandscape ? device.portraitSize.transposed : device.portraitSize
    if let spec,
      let frame = MultitaskingRule.frame(spec, device: device, landscape: orientation.isLandscape)
    {
      mode = spec.mode
      origin = Point(x: frame.x, y: frame.y)
      screen = Size(width: frame.width, height: frame.height)
    }
    bars = BarEnvironment(
      family: device.family, cutout: device.cutout,
      landscape: orientation.isLandscape,
      regularWidthInLandscape: device.isRegularWidthInLandscape, scale: device.scale)
  }
}
