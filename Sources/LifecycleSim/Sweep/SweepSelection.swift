import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimSupport

/// What a sweep runs on: devices, iOS versions, orientations, windows and quirk overrides, as the
/// `sweep` command's options spell them (docs/cli.md, "sweep").
///
/// ```swift
/// let selection = try SweepSelection(devices: "iphone", ios: "17+")
/// selection.combinations(scenarioOrientation: .portrait).count
/// ```
package struct SweepSelection: Sendable, Hashable {
  /// The devices, in catalog order.
  package var devices: [Device]
  /// The iOS versions, oldest first.
  package var versions: [IOSVersion]
  /// `true` when every device runs every version, even one it does not support (`--ios all`).
  package var includesUnsupported: Bool
  /// The orientations; empty means the scenario's own.
  package var orientations: [Orientation]
  /// The windows (`--windows`), in the order given; empty means the scenario's own.
  package var windows: [SweepWindow]
  /// Quirk switches set on every run, in the order given.
  package var quirks: [QuirkOverride]
  /// The options as given, for the summary: `devices=iphone ios=17+ …`.
  package var description: String

  package static func == (lhs: SweepSelection, rhs: SweepSelection) -> Bool {
    lhs.description == rhs.description
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(description) }

  /// Reads the options.
  ///
  /// - Parameters:
  ///   - devices: `all`, `iphone`, `ipad` or comma-separated device names (aliases allowed).
  ///   - ios: `all` (every version on every device), `supported` (each device's own), a
  ///     comma-separated list (`15,17.4`) or a range (`11-16`, `17+`) of versions, each device
  ///     keeping only those it runs.
  ///   - orientations: comma-separated orientations, or `nil` for the scenario's.
  ///   - windows: comma-separated windows (``SweepWindow/init(parsing:)``), or `nil` for the
  ///     scenario's.
  ///   - quirks: `NAME=on|off` each.
  /// - Throws: ``SweepInputError`` naming the closest valid value.
  package init(
    devices: String = "all", ios: String = "supported", orientations: String? = nil,
    windows: String? = nil, quirks: [String] = [], registry: BehaviourRegistry = .standard
  ) throws(SweepInputError) {
    self.devices = try Self.devices(devices)
    (versions, includesUnsupported) = try Self.versions(ios, registry: registry)
    self.orientations =
      try orientations.map { text throws(SweepInputError) in
        try Self.orientations(text)
      } ?? []
    self.windows =
      try windows.map { text throws(SweepInputError) in try Self.windows(text) } ?? []
    self.quirks = []
    for text in quirks { self.quirks.append(try Self.quirk(text, registry: registry)) }
    var parts = ["devices=\(devices)", "ios=\(ios)"]
    if let orientations { parts.append("orientations=\(orientations)") }
    if let windows { parts.append("windows=\(windows)") }
    for quirk in self.quirks {
      parts.append("quirk=\(quirk.name)=\(quirk.enabled ? "on" : "off")")
    }
    description = parts.joined(separator: " ")
  }

  /// Every combination to run, device by device in catalog order, then by version, then by
  /// orientation, then by window; `skipped` counts those left out because the device does not
  /// run the version (or, with a sensor housing, cannot run it at all: iOS 10), and
  /// `skippedWindows` those left out because the window does not exist there
  /// (``SweepWindow``: a mode the version or the orientation does not have, an iPhone, an app
  /// that requires full screen, a free window larger than the screen).
  package func combinations(
    scenarioOrientation: Orientation, requiresFullScreen: Bool = false
  ) -> (combinations: [SweepCombination], skipped: Int, skippedWindows: Int) {
    let orientations = self.orientations.isEmpty ? [scenarioOrientation] : self.orientations
    let windows: [SweepWindow?] = self.windows.isEmpty ? [nil] : self.windows
    var combinations: [SweepCombination] = []
    var skipped = 0
    var skippedWindows = 0
    for device in devices {
      for version in versions {
        let impossible = device.cutout.hasSensorHousing && version.major < 11
        guard !impossible && (includesUnsupported || device.supportedIOS.contains(version.major))
        else {
          skipped += orientations.count * windows.count
          continue
        }
        for orientation in orientations {
          for window in windows {
            if let window,
              !window.exists(
                on: device, ios: version, orientation: orientation,
                requiresFullScreen: requiresFullScreen)
            {
              skippedWindows += 1
              continue
            }
            combinations.append(
              SweepCombination(
                index: combinations.count, device: device.name, ios: version.description,
                orientation: orientation, window: window))
          }
        }
      }
    }
    return (combinations, skipped, skippedWindows)
  }

  private static func devices(_ text: String) throws(SweepInputError) -> [Device] {
    switch text.lowercased() {
    case "all": return DeviceCatalog.devices
    case "iphone": return DeviceCatalog.devices.filter { $0.family == .phone }
    case "ipad": return DeviceCatalog.devices.filter { $0.family == .pad }
    default: break
    }
    var chosen: [Device] = []
    for name in text.split(separator: ",").map({ String($0).trimmed }) where !name.isEmpty {
      guard let device = DeviceCatalog.device(named: name) else {
        throw SweepInputError(
          option: "--devices", value: name, reason: "no device '\(name)' in the catalog",
          closest: Suggestion.closest(to: name, among: DeviceCatalog.allNames),
          fix: "run 'lifecycle-sim devices' for the names, or give all, iphone or ipad")
      }
      if !chosen.contains(where: { $0.name == device.name }) { chosen.append(device) }
    }
    // Catalog order, whatever the order given: the plan does not depend on how it was typed.
    return DeviceCatalog.devices.filter { device in chosen.contains { $0.name == device.name } }
  }

  private static func versions(
    _ text: String, registry: BehaviourRegistry
  ) throws(SweepInputError) -> (versions: [IOSVersion], includesUnsupported: Bool) {
    let profiles = registry.profiles
    let known = profiles.map { "\($0)" }
    func unknown(_ value: String) -> SweepInputError {
      SweepInputError(
        option: "--ios", value: value,
        reason: "'\(value)' is not an iOS version the simulator knows",
        closest: Suggestion.closest(to: value, among: ["all", "supported"] + known),
        fix: "give all, supported, a list such as 15,17.4 or a range such as 11-16 or 17+ of "
          + known.joined(separator: ", "))
    }
    func version(_ value: String) throws(SweepInputError) -> IOSVersion {
      // `all` and `supported` choose the versions themselves: they are not list items.
      if value == "all" || value == "supported" {
        throw SweepInputError(
          option: "--ios", value: text,
          reason: "'\(value)' cannot be combined with other versions in '\(text)'", closest: nil,
          fix: "give --ios \(value) alone, or only versions, as a list such as 15,17.4 or a "
            + "range such as 11-16 or 17+")
      }
      guard let version = IOSVersion(parsing: value), profiles.contains(version.major) else {
        throw unknown(value)
      }
      return version
    }
    let lowered = text.lowercased().trimmed
    switch lowered {
    case "all": return (profiles.map { IOSVersion($0) }, true)
    case "supported": return (profiles.map { IOSVersion($0) }, false)
    default: break
    }
    if lowered.hasSuffix("+") {
      let first = try version(String(lowered.dropLast()))
      return (profiles.filter { $0 >= first.major }.map { IOSVersion($0) }, false)
    }
    let bounds = lowered.split(separator: "-", omittingEmptySubsequences: false)
    if bounds.count == 2 {
      let (low, high) = (try version(String(bounds[0])), try version(String(bounds[1])))
      guard low <= high else {
        throw SweepInputError(
          option: "--ios", value: text, reason: "the range \(text) is empty", closest: nil,
          fix: "write the older version first, as \(high.major)-\(low.major)")
      }
      return (profiles.filter { $0 >= low.major && $0 <= high.major }.map { IOSVersion($0) }, false)
    }
    var versions: [IOSVersion] = []
    for part in lowered.split(separator: ",").map({ String($0).trimmed }) where !part.isEmpty {
      let parsed = try version(part)
      if !versions.contains(parsed) { versions.append(parsed) }
    }
    return (versions.sorted(), false)
  }

  private static func orientations(_ text: String) throws(SweepInputError) -> [Orientation] {
    var chosen: [Orientation] = []
    for name in text.split(separator: ",").map({ String($0).trimmed }) where !name.isEmpty {
      guard let orientation = Orientation(rawValue: name) else {
        throw SweepInputError(
          option: "--orientations", value: name, reason: "no orientation '\(name)'",
          closest: Suggestion.closest(to: name, among: Orientation.allCases.map(\.rawValue)),
          fix: "give "
            + Orientation.allCases.map(\.rawValue).joined(separator: ", ") + ", comma-separated")
      }
      if !chosen.contains(orientation) { chosen.append(orientation) }
    }
    return Orientation.allCases.filter(chosen.contains)
  }

  private static func windows(_ text: String) throws(SweepInputError) -> [SweepWindow] {
    var chosen: [SweepWindow] = []
    let names = WindowMode.allCases.map { $0 == .windowed ? "windowed:800x600" : $0.rawValue }
    for name in text.split(separator: ",").map({ String($0).trimmed }) where !name.isEmpty {
      guard let window = SweepWindow(parsing: name) else {
        let minimum = MultitaskingRule.minimumWindowSize
        throw SweepInputError(
          option: "--windows", value: name, reason: "no window '\(name)'",
          closest: Suggestion.closest(to: name, among: names),
          fix: "give " + names.dropLast().joined(separator: ", ")
            + " or windowed:WIDTHxHEIGHT (whole points, at least "
            + "\(Int(minimum.width))x\(Int(minimum.height))), comma-separated")
      }
      if !chosen.contains(window) { chosen.append(window) }
    }
    guard chosen.count <= SweepWindow.limit else {
      throw SweepInputError(
        option: "--windows", value: text,
        reason: "\(chosen.count) windows are more than a sweep takes (\(SweepWindow.limit))",
        closest: nil, fix: "sweep fewer windows at once")
    }
    guard !chosen.isEmpty else {
      throw SweepInputError(
        option: "--windows", value: text, reason: "no window in '\(text)'", closest: nil,
        fix: "give fullScreen, a Split View mode, slideOver or windowed:WIDTHxHEIGHT")
    }
    return chosen
  }

  private static func quirk(_ text: String, registry: BehaviourRegistry)
    throws(SweepInputError) -> QuirkOverride
  {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    let names = registry.switches.map(\.name)
    guard let name = parts.first, registry.switchIndex(named: name) != nil else {
      let name = parts.first ?? text
      throw SweepInputError(
        option: "--quirk", value: text, reason: "no quirk switch '\(name)'",
        closest: Suggestion.closest(to: name, among: names),
        fix: "give NAME=on or NAME=off with a switch of docs/behaviour.md#quirk-switches")
    }
    guard parts.count == 2, parts[1] == "on" || parts[1] == "off" else {
      throw SweepInputError(
        option: "--quirk", value: text, reason: "'\(text)' does not say on or off", closest: nil,
        fix: "write \(name)=on or \(name)=off")
    }
    return QuirkOverride(name: name, enabled: parts[1] == "on", location: nil)
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
