package import LifecycleSimCore

/// An iPad app's window when it is not the screen: its frame for each multitasking mode, its
/// size classes and the safe area it keeps from the screen (docs/behaviour.md#multitasking).
package enum MultitaskingRule {
  /// The gap between two Split View windows: narrow + wide + 10 = the screen width (WEB-801).
  package static let dividerWidth: Double = 10
  /// The narrowest width with a regular horizontal size class: every measured compact window
  /// is at most 639 wide and every regular one at least 678 (WEB-803; the cut in between is
  /// unverified, docs/behaviour.md#c53).
  package static let regularWidthMinimum: Double = 678
  /// A free window shorter than this is vertically compact (unverified, docs/behaviour.md#c53).
  package static let regularHeightMinimum: Double = 550
  /// The smallest `windowed` window the simulator accepts (unverified, docs/behaviour.md#c53).
  package static let minimumWindowSize = Size(width: 320, height: 320)
  /// The top inset of an iPadOS 26+ window whose top edge is away from the screen's
  /// (WEB-805, about 10; unverified, docs/behaviour.md#c53).
  package static let floatingWindowTopInset: Double = 10

  /// The window's size classes.
  package struct SizeClasses: Sendable, Hashable {
    package var horizontalRegular: Bool
    package var verticalRegular: Bool

    /// Creates size classes.
    package init(horizontalRegular: Bool, verticalRegular: Bool) {
      self.horizontalRegular = horizontalRegular
      self.verticalRegular = verticalRegular
    }

    /// `regular/compact` style text: horizontal, then vertical.
    package var text: String {
      (horizontalRegular ? "regular" : "compact") + "/" + (verticalRegular ? "regular" : "compact")
    }
  }

  /// Why `mode` cannot run on this device, version and orientation, with the fix; `nil` when
  /// it can.
  package static func refusal(
    _ mode: WindowMode, device: Device, ios: IOSVersion, landscape: Bool
  ) -> (message: String, fix: String)? {
    if mode == .fullScreen { return nil }
    guard device.family == .pad else {
      return (
        message: "an iPhone's window is always the screen",
        fix: "remove the window key, or use an iPad such as \"iPad Pro 11-inch (M4)\""
      )
    }
    switch mode {
    case .fullScreen:
      return nil
    case .splitTwoThirds, .splitHalf, .splitOneThird:
      if ios.major >= 26 {
        return (
          "Split View was removed in iPadOS 26 (WEB-805)",
          fix: "use \"mode\": \"windowed\" with a size, or \"ios\": \"18.0\" or earlier"
        )
      }
      if mode == .splitHalf && !landscape {
        return (
          "Split View has no half-and-half window in portrait (WEB-801)",
          fix: "use splitTwoThirds or splitOneThird, or \"orientation\": \"landscapeLeft\""
        )
      }
      return nil
    case .slideOver:
      if ios.major >= 26 && ios < IOSVersion(26, 1) {
        return (
          "Slide Over was removed in iPadOS 26.0 and came back in 26.1 (WEB-805)",
          fix: "use \"ios\": \"26.1\" or later, or \"mode\": \"windowed\""
        )
      }
      return nil
    case .windowed:
      if ios.major < 26 {
        return (
          "free windows are modelled from iPadOS 26 (Stage Manager on 16–18 is not modelled)",
          fix: "use \"ios\": \"26.0\" or later, or a Split View mode such as splitTwoThirds"
        )
      }
      return nil
    }
  }

  /// The screen in this orientation.
  package static func screen(_ device: Device, landscape: Bool) -> Size {
    landscape ? device.portraitSize.transposed : device.portraitSize
  }

  /// The narrow Split View window, also the Slide Over width: 320 on a screen at most 1112 wide
  /// in landscape, 375 from 1133 up; in portrait 320, except 375 on the 12.9" and 13" (portrait
  /// width at least 1024) (WEB-801, WEB-802; 744×1133 in portrait, 834×1210 and 1032×1376 are
  /// unverified, docs/behaviour.md#c53).
  package static func narrowWidth(_ device: Device, landscape: Bool) -> Double {
    if landscape { return device.portraitSize.height >= 1133 ? 375 : 320 }
    return device.portraitSize.width >= 1024 ? 375 : 320
  }

  /// The size a preset gives the window, or `nil` for ``WindowMode/windowed``, whose size is
  /// written (WEB-800, WEB-801, WEB-802).
  package static func presetSize(_ mode: WindowMode, device: Device, landscape: Bool) -> Size? {
    let screen = screen(device, landscape: landscape)
    let narrow = narrowWidth(device, landscape: landscape)
    switch mode {
    case .fullScreen: return screen
    case .splitTwoThirds:
      return Size(width: screen.width - dividerWidth - narrow, height: screen.height)
    case .splitHalf: return Size(width: (screen.width - dividerWidth) / 2, height: screen.height)
    case .splitOneThird: return Size(width: narrow, height: screen.height)
    case .slideOver:
      return Size(width: narrow, height: screen.height - 2 * slideOverGap(device))
    case .windowed: return nil
    }
  }

  /// The gap above and below a Slide Over window: 20 on a home-button iPad (WEB-802), 24 on a
  /// Face ID iPad (WEB-801's table; L).
  static func slideOverGap(_ device: Device) -> Double {
    device.cutout == .roundedCorners ? 24 : 20
  }

  /// Where a mode puts the window when the scenario gives no origin: Split View at the
  /// leading edge, Slide Over at the trailing edge between its gaps, a free window centred
  /// (rounded down to whole points).
  package static func defaultOrigin(
    _ mode: WindowMode, size: Size, device: Device, landscape: Bool
  ) -> Point {
    let screen = screen(device, landscape: landscape)
    switch mode {
    case .fullScreen, .splitTwoThirds, .splitHalf, .splitOneThird:
      return .zero
    case .slideOver:
      return Point(x: screen.width - size.width, y: slideOverGap(device))
    case .windowed:
      return Point(
        x: ((screen.width - size.width) / 2).rounded(.down),
        y: ((screen.height - size.height) / 2).rounded(.down))
    }
  }

  /// The window's frame on the screen: the preset's size (or `size`) at `origin` (or the
  /// mode's own place); `nil` for a windowed mode without a size.
  package static func frame(_ spec: WindowSpec, device: Device, landscape: Bool) -> Rect? {
    guard let size = presetSize(spec.mode, device: device, landscape: landscape) ?? spec.size
    else { return nil }
    let origin =
      spec.origin ?? defaultOrigin(spec.mode, size: size, device: device, landscape: landscape)
    return Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// The window's frame after the screen turns (docs/behaviour.md#window-resize): a preset
  /// keeps its mode at its size in the new orientation (WEB-800, WEB-801), on the side it was
  /// on: the leading edge when it touched it, else the trailing one (Slide Over between its
  /// gaps); a free window keeps its size, shrunk to fit the screen, and its origin, moved back
  /// inside the screen where it would leave it (unverified, docs/behaviour.md#c54).
  package static func rotatedFrame(
    _ mode: WindowMode, from frame: Rect, device: Device, landscape: Bool
  ) -> Rect {
    let screen = screen(device, landscape: landscape)
    guard let preset = presetSize(mode, device: device, landscape: landscape) else {
      let size = Size(
        width: min(frame.width, screen.width), height: min(frame.height, screen.height))
      return Rect(
        x: min(frame.x, screen.width - size.width), y: min(frame.y, screen.height - size.height),
        width: size.width, height: size.height)
    }
    let y = defaultOrigin(mode, size: preset, device: device, landscape: landscape).y
    let x = frame.x > 0 ? screen.width - preset.width : 0
    return Rect(x: x, y: y, width: preset.width, height: preset.height)
  }

  /// The size classes of a window of `size` in `mode` on an iPad: horizontally regular from
  /// 678 wide; vertically regular on the classic presets and full screen, and for a free
  /// window from 550 tall (WEB-803; free windows unverified, docs/behaviour.md#c53).
  package static func sizeClasses(_ mode: WindowMode, size: Size) -> SizeClasses {
    SizeClasses(
      horizontalRegular: size.width >= regularWidthMinimum,
      verticalRegular: mode != .windowed || size.height >= regularHeightMinimum)
  }

  /// The window's safe area: each screen edge's inset where the window touches that edge,
  /// else 0 (a Split View window keeps the screen's top and bottom, a Slide Over window has
  /// neither); an iPadOS 26+ window away from the screen's top gets
  /// ``floatingWindowTopInset`` (WEB-801, WEB-802, WEB-805; unverified where marked,
  /// docs/behaviour.md#c53).
  package static func insets(
    screenInsets: EdgeInsets, frame: Rect, screen: Size, profile: Int
  ) -> EdgeInsets {
    var insets = EdgeInsets.zero
    if frame.y <= 0 {
      insets.top = screenInsets.top
    } else if profile >= 26 {
      insets.top = floatingWindowTopInset
    }
    if frame.x <= 0 { insets.left = screenInsets.left }
    if frame.y + frame.height >= screen.height { insets.bottom = screenInsets.bottom }
    if frame.x + frame.width >= screen.width { insets.right = screenInsets.right }
    return insets
  }

  /// The window's frame, from ``frame(_:device:landscape:)``, and its size classes, from
  /// ``sizeClasses(_:size:)``.
  package static let frameStory = RuleStory(
    "the multitasking mode's window on the screen; regular width from 678",
    sources: ["WEB-800", "WEB-801", "WEB-802", "WEB-803", "docs/behaviour.md#multitasking"])

  /// The window's insets, from ``insets(screenInsets:frame:screen:profile:)``.
  package static let insetsStory = RuleStory(
    "the screen's inset on each edge the window touches; 10 at the top of a 26 window below it",
    sources: ["WEB-801", "WEB-802", "WEB-805", "docs/behaviour.md#multitasking"])
}
