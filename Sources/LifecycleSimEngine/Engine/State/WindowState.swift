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
  /// The window's size in the current orientation.
  package var screen: Size
  /// What the bars' heights depend on: the device family, its cutout, the orientation.
  package var bars: BarEnvironment
  /// The views the window holds directly: the root controller's, then each presented
  /// controller's, in presentation order.
  var rootViews: [ViewID] = []

  /// The window of `device` in `orientation`, holding no view yet.
  init(device: Device, orientation: Orientation) {
    self.orientation = orientation
    screen = orientation.isLandscape ? device.portraitSize.transposed : device.portraitSize
    bars = BarEnvironment(
      family: device.family, cutout: device.cutout,
      landscape: orientation.isLandscape,
      regularWidthInLandscape: device.isRegularWidthInLandscape, scale: device.scale)
  }
}
