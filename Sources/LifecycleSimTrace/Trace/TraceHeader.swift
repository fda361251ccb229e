public import LifecycleSimCore

/// The first record of a trace: what was simulated (docs/trace-formats.md header).
public struct TraceHeader: Sendable, Hashable {
  /// The trace format this version writes.
  public static let format = "lifecycle-trace/\(formatVersion)"
  /// The version of the trace format this version writes (docs/trace-formats.md#compatibility).
  public static let formatVersion = 2
  /// The format versions this version reads: older traces read as they were written, and
  /// `lifecycle-sim migrate` rewrites them in the current one.
  public static let readableFormatVersions = 1...formatVersion

  /// The scenario's name.
  public var scenario: String
  /// The catalog name of the device.
  public var device: String
  /// The iOS version as the scenario wrote it.
  public var ios: String
  /// The behaviour profile used.
  public var profile: Int
  /// Every quirk switch in force, in ``Quirk`` declaration order.
  ///
  /// A trace file lists only those that differ from the defaults of its iOS version; a parsed
  /// header has every switch.
  public var quirks: [QuirkSetting]
  /// Switches a ``QuirkCatalogue`` knows that ``Quirk`` has no case for, where they differ from
  /// their defaults (a catalogue a test extended).
  package var otherQuirks: [String: Bool] = [:]
  /// The initial orientation.
  public var orientation: Orientation
  /// The device's screen in the initial orientation (the window may be smaller: its frame is the
  /// `window` object's).
  public var screen: Size
  /// The layout direction of the app's content.
  public var layoutDirection: LayoutDirection
  /// Things the reader should know about the run (a device older than its launch iOS, …).
  public var warnings: [String]

  /// Creates a header.
  public init(
    scenario: String, device: String, ios: String, profile: Int, quirks: [QuirkSetting],
    orientation: Orientation, screen: Size, layoutDirection: LayoutDirection,
    warnings: [String] = []
  ) {
    self.scenario = scenario
    self.device = device
    self.ios = ios
    self.profile = profile
    self.quirks = quirks
    self.orientation = orientation
    self.screen = screen
    self.layoutDirection = layoutDirection
    self.warnings = warnings
  }
}
