public import LifecycleSimCore
import LifecycleSimSupport

/// How an iPad app's window sits on the screen (docs/scenario-format.md#window).
public enum WindowMode: String, Sendable, Hashable, CaseIterable {
  /// The window is the screen (the default).
  case fullScreen
  /// Split View, the wider two-thirds (iOS 9–18; WEB-800, WEB-801).
  case splitTwoThirds
  /// Split View, half and half, in landscape only (iOS 9–18; WEB-800, WEB-801).
  case splitHalf
  /// Split View, the narrow third (iOS 9–18; WEB-800, WEB-801).
  case splitOneThird
  /// Slide Over: a narrow window floating at the trailing edge (iOS 9–18 and 26.1+; WEB-802,
  /// WEB-805).
  case slideOver
  /// An iPadOS 26+ window of any size (`size`, and `origin`), away from the edges it does not
  /// touch (WEB-805).
  case windowed
}

/// A scenario's `window` key: the app's window when it is not the whole screen
/// (docs/scenario-format.md#window).
///
/// A preset `mode` gives the window's size; `windowed` takes it from `size`, and `origin`
/// places either on the screen.
public struct WindowSpec: Sendable {
  /// The multitasking mode.
  public var mode: WindowMode
  /// The window's size in screen points: required with ``WindowMode/windowed``, refused with a
  /// preset.
  public var size: Size?
  /// The window's top-left corner in screen points; default: each mode's own place.
  public var origin: Point?
  /// Where the `window` object was written, for error messages.
  var location: TextLocation?
  /// Where its `mode`, `size` and `origin` were written, for error messages.
  var modeLocation, sizeLocation, originLocation: TextLocation?

  /// Creates a window.
  public init(mode: WindowMode, size: Size? = nil, origin: Point? = nil) {
    self.mode = mode
    self.size = size
    self.origin = origin
  }
}

extension WindowSpec: Equatable {
  /// Whether two windows say the same, wherever they were written.
  public static func == (lhs: WindowSpec, rhs: WindowSpec) -> Bool {
    lhs.mode == rhs.mode && lhs.size == rhs.size && lhs.origin == rhs.origin
  }
}
