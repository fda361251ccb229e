import LifecycleSimCore
import LifecycleSimModel

/// One window a sweep runs its scenario in (`sweep --windows`): a mode of the scenario's
/// `window` key, and for a free window its size (docs/cli.md, "sweep").
///
/// Written as the `window` key's mode names, a free window with its size in whole points:
/// `fullScreen`, `splitHalf`, `windowed:800x600`.
package struct SweepWindow: Sendable, Hashable {
  /// The mode.
  package var mode: WindowMode
  /// The size of a ``WindowMode/windowed`` window, `nil` for a preset.
  package var size: Size?

  /// The most windows one sweep takes, so that a summary's plan stays bounded when it is read.
  package static let limit = 16

  /// The largest side a free window may be given, larger than any screen in the catalog.
  static let largestSide = 4096

  /// Creates a window.
  package init(mode: WindowMode, size: Size? = nil) {
    self.mode = mode
    self.size = size
  }

  /// Reads `fullScreen`, a preset's name or `windowed:WIDTHxHEIGHT`; `nil` for anything else,
  /// a free window smaller than the system's minimum included.
  package init?(parsing text: String) {
    if let mode = WindowMode(rawValue: text), mode != .windowed {
      self.init(mode: mode)
      return
    }
    let prefix = "\(WindowMode.windowed.rawValue):"
    guard text.hasPrefix(prefix) else { return nil }
    let sides = text.dropFirst(prefix.count).split(
      separator: "x", omittingEmptySubsequences: false)
    // Whole points only, written without signs or leading zeros, so that each size has one
    // spelling (it names the trace file).
    let numbers = sides.compactMap { side -> Int? in
      guard (1...4).contains(side.count), side.allSatisfy(\.isASCII), side.allSatisfy(\.isNumber),
        side.first != "0"
      else { return nil }
      return Int(side)
    }
    guard sides.count == 2, numbers.count == 2,
      Double(numbers[0]) >= MultitaskingRule.minimumWindowSize.width,
      Double(numbers[1]) >= MultitaskingRule.minimumWindowSize.height,
      numbers.allSatisfy({ $0 <= Self.largestSide })
    else { return nil }
    self.init(
      mode: .windowed, size: Size(width: Double(numbers[0]), height: Double(numbers[1])))
  }

  /// As the option writes it: `splitHalf`, `windowed:800x600`.
  package var name: String {
    guard let size else { return mode.rawValue }
    return "\(mode.rawValue):\(Int(size.width))x\(Int(size.height))"
  }

  /// The part of a trace's file name that names the window: `splitHalf`, `windowed-800x600`.
  var slug: String {
    guard let size else { return mode.rawValue }
    return "\(mode.rawValue)-\(Int(size.width))x\(Int(size.height))"
  }

  /// The scenario's `window` key for this window: a free window centred, as the key places it.
  var spec: WindowSpec { WindowSpec(mode: mode, size: size) }

  /// Whether this window exists for an app on `device` at `ios` in `orientation`.
  ///
  /// A full-screen window exists everywhere; any other only on an iPad, on the versions that have its mode, in an
  /// orientation that has it (no half-and-half in portrait), for an app that may leave full
  /// screen there (``FullScreenRequirementRule``), and, for a free window, on a screen that
  /// holds its size. A window that does not exist is skipped, not run as an error
  /// (docs/behaviour.md#c55).
  func exists(
    on device: Device, ios: IOSVersion, orientation: Orientation, requiresFullScreen: Bool
  ) -> Bool {
    let landscape = orientation.isLandscape
    guard
      MultitaskingRule.refusal(mode, device: device, ios: ios, landscape: landscape) == nil,
      FullScreenRequirementRule.refusal(
        mode, requiresFullScreen: requiresFullScreen, family: device.family, major: ios.major)
        == nil
    else { return false }
    guard let size else { return true }
    let screen = MultitaskingRule.screen(device, landscape: landscape)
    return size.width <= screen.width && size.height <= screen.height
  }
}
