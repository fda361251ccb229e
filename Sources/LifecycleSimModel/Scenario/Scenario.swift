public import LifecycleSimCore
public import LifecycleSimSupport

/// A scenario: a controller tree on a device and iOS version, and the events that follow its first
/// display (docs/scenario-format.md).
///
/// Build one in code with the builder's factories (docs/scenario-format.md#swift), or decode a
/// `lifecycle-scenario/1` file with ``Scenario/decode(_:fileName:)``; ``jsonBytes()`` writes
/// one back.
///
/// ```swift
/// let scenario = Scenario(
///   name: "push", device: "iPhone X", ios: "11.0",
///   root: .navigation("Nav", [.controller("List", subviews: [.table("table", contentHeight: 2000)])]),
///   events: [.at(1, .push(.controller("Detail"), on: "Nav"))])
/// let trace = try Simulator(scenario).run()
/// ```
public struct Scenario: Sendable {
  /// The scenario format this version reads and writes.
  public static let format = "lifecycle-scenario/1"

  /// The scenario's name, written to the trace header.
  public var name: String { didSet { resolution = nil } }
  /// A device of ``DeviceCatalog``, matched ignoring case, spaces, hyphens and parentheses.
  public var device: String { didSet { resolution = nil } }
  /// An iOS version such as `"11.0"`; it picks the newest behaviour profile not above it.
  public var ios: String { didSet { resolution = nil } }
  /// The orientation at the start; default ``Orientation/portrait``.
  public var orientation: Orientation { didSet { resolution = nil } }
  /// The app's layout direction; default ``LayoutDirection/leftToRight``.
  public var layoutDirection: LayoutDirection { didSet { resolution = nil } }
  /// Quirk switches that override the profile's defaults, in file order.
  public var quirks: [QuirkOverride] { didSet { resolution = nil } }
  /// The window's root controller, installed at time 0.
  public var root: ControllerNode { didSet { resolution = nil } }
  /// The events after the first display; they run by time, in order at equal times.
  public var events: [ScenarioEvent] { didSet { resolution = nil } }
  /// The app's window on an iPad when it is not the screen (Split View, Slide Over, an
  /// iPadOS 26 window); `nil`: the window is the screen.
  public var window: WindowSpec? { didSet { resolution = nil } }
  /// `true` for an app whose Info.plist sets `UIRequiresFullScreen`
  /// (docs/scenario-format.md#requires-full-screen); default `false`.
  public var requiresFullScreen = false { didSet { resolution = nil } }
  /// Where the top-level keys were written (`device`, `ios`, …), for error messages.
  var keyLocations: [String: TextLocation] = [:]
  /// The file the scenario was decoded from, for error messages.
  package var sourceName: String?
  /// `true` when the file's root controller could not be decoded and `root` stands in for it,
  /// so that the rest of the file is still checked.
  var hasPlaceholderRoot = false
  /// `true` when part of the controller tree or of the events could not be decoded.
  var isPartial = false
  /// What decoding found when it checked the scenario without a problem; setting any public
  /// property drops it, so that the simulator checks the scenario again.
  package var resolution: ScenarioResolution?

  /// Creates a scenario.
  public init(
    name: String, device: String, ios: String, orientation: Orientation = .portrait,
    layoutDirection: LayoutDirection = .leftToRight, quirks: [QuirkOverride] = [],
    root: ControllerNode, events: [ScenarioEvent] = [], window: WindowSpec? = nil
  ) {
    self.name = name
    self.device = device
    self.ios = ios
    self.orientation = orientation
    self.layoutDirection = layoutDirection
    self.quirks = quirks
    self.root = root
    self.events = events
    self.window = window
  }
}

/// One entry of a scenario's `quirks` object.
public struct QuirkOverride: Sendable, Hashable {
  /// The switch's name as written (validated against the switches the registry declares).
  public var name: String
  /// `true` turns the switch on, `false` off.
  public var enabled: Bool
  /// Where it was written, for error messages.
  public var location: TextLocation?

  /// Creates an override.
  public init(_ quirk: Quirk, _ enabled: Bool) {
    self.name = quirk.rawValue
    self.enabled = enabled
    self.location = nil
  }

  /// Creates an override from a name as written in a file.
  public init(name: String, enabled: Bool, location: TextLocation?) {
    self.name = name
    self.enabled = enabled
    self.location = location
  }
}
