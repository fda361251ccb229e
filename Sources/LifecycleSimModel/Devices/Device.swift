public import LifecycleSimCore

/// Phone or tablet: decides bar heights, landscape status bar and size classes.
public enum DeviceFamily: String, Sendable, CaseIterable {
  /// An iPhone.
  case phone
  /// An iPad.
  case pad
}

/// The kind of screen cut-out, which decides how the status bar relates to the top inset.
public enum Cutout: String, Sendable, CaseIterable {
  /// A rectangular screen with a 20-pt status bar: the top inset *is* the status bar.
  case none
  /// A sensor housing (iPhone X … 14, 16e, 17e): the top inset is the housing.
  case notch
  /// The Dynamic Island (iPhone 14 Pro and later): a housing, with a 54-pt status bar.
  case dynamicIsland
  /// A Face ID iPad: rounded corners, a 24-pt (32 on 26) status bar, a home indicator.
  case roundedCorners

  /// `true` for devices with a sensor housing (docs/behaviour.md "notched"): their top inset
  /// stays when the status bar hides.
  public var hasSensorHousing: Bool { self == .notch || self == .dynamicIsland }
}

/// A value that holds from a behaviour profile on, until the next entry of its list.
///
/// Lists of them are sorted by ``fromProfile``; the value for profile `p` is the last entry
/// whose `fromProfile <= p`, or the first entry when `p` is older than all of them.
public struct FromProfile<Value: Sendable>: Sendable {
  /// The first profile the value applies to (10, 11, …, 26, 27).
  public internal(set) var fromProfile: Int
  /// The value in force from ``fromProfile`` on.
  public internal(set) var value: Value

  /// Creates an entry.
  package init(_ fromProfile: Int, _ value: Value) {
    self.fromProfile = fromProfile
    self.value = value
  }
}

extension Array {
  /// The value in force for `profile` in a list of ``FromProfile`` entries: that of the last
  /// entry from `profile` or earlier, else the first entry's, else `fallback` for an empty list.
  package func value<V>(for profile: Int, otherwise fallback: V) -> V
  where Element == FromProfile<V> {
    var result = first?.value ?? fallback
    for entry in self where entry.fromProfile <= profile { result = entry.value }
    return result
  }
}

/// One device of the catalog (docs/behaviour.md#window-insets): data, not code, with its sources.
///
/// Window insets are given as UIKit reports them on `UIWindow.safeAreaInsets` for a full-screen
/// window: in portrait with the status bar visible, in landscape as the system shows it (an
/// iPhone hides its status bar in landscape; an iPad keeps it).
public struct Device: Sendable {
  /// The name as Xcode's simulator list spells it, such as `"iPhone SE (3rd generation)"`.
  public internal(set) var name: String
  /// Other accepted spellings, such as `"iPhone SE 3"`.
  public internal(set) var aliases: [String]
  /// Phone or tablet.
  public internal(set) var family: DeviceFamily
  /// The screen in portrait, in points.
  public internal(set) var portraitSize: Size
  /// Pixels per point.
  public internal(set) var scale: Int
  /// The screen's cut-out: none, a notch, the Dynamic Island or rounded corners.
  public internal(set) var cutout: Cutout
  /// The major iOS versions the device runs.
  ///
  /// From the one it shipped with to the last one it can install (no upper bound while the
  /// newest iOS supports it). A scenario outside the range runs with a header warning, except
  /// that a device with a sensor housing needs iOS 11.
  public internal(set) var supportedIOS: SupportedIOS
  /// Window insets in portrait, status bar visible, per profile.
  public internal(set) var portraitInsets: [FromProfile<EdgeInsets>]
  /// Window insets in landscape, per profile.
  public internal(set) var landscapeInsets: [FromProfile<EdgeInsets>]
  /// Status-bar height in portrait, per profile.
  public internal(set) var statusBarHeight: [FromProfile<Double>]
  /// The software keyboard's heights: measured for the device, else those of its screen
  /// class (``KeyboardHeights/forScreenClass(family:width:homeIndicator:)``).
  public internal(set) var keyboardHeights: KeyboardHeights
  /// `true` when ``keyboardHeights`` were measured on this very device.
  public internal(set) var keyboardIsMeasured: Bool
  /// The source ids behind the row (GT-…, OU-…, WEB-…, or "Apple spec" for scale values).
  public internal(set) var sources: String

  /// What the row takes from another device because no source measures this one, as `explain`
  /// shows it on every run of the device; `nil` when every value is sourced.
  public internal(set) var unverified: String?

  /// The ids of ``sources`` (``SourceCitations``), in order: what `explain` cites for the
  /// window's insets and frame.
  package var sourceIDs: [String] { SourceCitations.ids(in: sources) }

  /// Creates a catalog entry.
  package init(
    name: String, aliases: [String] = [], family: DeviceFamily, portraitSize: Size, scale: Int,
    cutout: Cutout, supportedIOS: SupportedIOS, portraitInsets: [FromProfile<EdgeInsets>],
    landscapeInsets: [FromProfile<EdgeInsets>], statusBarHeight: [FromProfile<Double>],
    keyboardHeights: KeyboardHeights? = nil, sources: String, unverified: String? = nil
  ) {
    self.name = name
    self.aliases = aliases
    self.family = family
    self.portraitSize = portraitSize
    self.scale = scale
    self.cutout = cutout
    self.supportedIOS = supportedIOS
    self.portraitInsets = portraitInsets
    self.landscapeInsets = landscapeInsets
    self.statusBarHeight = statusBarHeight
    self.keyboardHeights =
      keyboardHeights
      ?? KeyboardHeights.forScreenClass(
        family: family, width: portraitSize.width, homeIndicator: cutout != .none)
    self.keyboardIsMeasured = keyboardHeights != nil
    self.sources = sources
    self.unverified = unverified
  }

  /// `true` for an iPhone whose portrait width is at least 414 pt: regular width in landscape,
  /// so it keeps the regular bar heights there (docs/behaviour.md#window-insets; GT-116, GT-119,
  /// GT-122).
  public var isRegularWidthInLandscape: Bool {
    family == .pad || portraitSize.width >= 414
  }

  /// Window insets for an orientation and profile, with the status bar as the system shows it.
  public func windowInsets(landscape: Bool, profile: Int) -> EdgeInsets {
    (landscape ? landscapeInsets : portraitInsets).value(for: profile, otherwise: .zero)
  }

  /// Status-bar height for a profile.
  public func statusBarHeight(profile: Int) -> Double {
    statusBarHeight.value(for: profile, otherwise: 0)
  }
}
