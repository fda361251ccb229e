import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimSupport

extension DeviceCatalog {
  /// The catalog as the `devices` command prints it: one line per device and range of
  /// profiles with the same window insets (status bar as the system shows it, the profile's
  /// default quirks in force), aligned in columns.
  ///
  /// The IOS column is the supported range (`11-16`, or `18+` while the newest iOS supports
  /// it), KEYBOARD the software keyboard's portrait/landscape heights, with `*` where they come
  /// from the device's screen class rather than a measurement of the device.
  ///
  /// ```text
  /// NAME      POINTS   @  CUTOUT  IOS    KEYBOARD  PROFILES  PORTRAIT     LANDSCAPE     STATUS BAR
  /// iPhone X  375x812  3  notch   11-16  335/209*  11-18     {44,0,34,0}  {0,44,21,44}  44
  ///                                                26        {44,0,34,0}  {0,44,20,44}  44
  /// ```
  ///
  /// - Parameter sources: adds a SOURCES column with each device's source ids.
  public static func table(sources: Bool = false) -> String {
    var rows: [[String]] = [
      [
        "NAME", "POINTS", "@", "CUTOUT", "IOS", "KEYBOARD", "PROFILES", "PORTRAIT", "LANDSCAPE",
        "STATUS BAR",
      ]
        + (sources ? ["SOURCES"] : [])
    ]
    for device in devices {
      var first = true
      for range in profileRanges(of: device) {
        let cells = [
          PointFormatting.string(device.portraitSize.width) + "x"
            + PointFormatting.string(device.portraitSize.height),
          String(device.scale), device.cutout.rawValue, device.supportedIOS.compact,
          PointFormatting.string(device.keyboardHeights.portrait) + "/"
            + PointFormatting.string(device.keyboardHeights.landscape)
            + (device.keyboardIsMeasured ? "" : "*"),
        ]
        rows.append(
          (first ? [device.name] + cells : ["", "", "", "", "", ""]) + [
            range.label, range.portrait, range.landscape, range.statusBar,
          ] + (sources ? [first ? device.sources : ""] : []))
        first = false
      }
    }
    var widths = [Int](repeating: 0, count: rows[0].count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell
        if column < row.count - 1 {
          line += String(repeating: " ", count: widths[column] - cell.count + 2)
        }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n") + "\n"
  }

  private struct ProfileRange {
    var first: Int
    var last: Int
    var portrait: String
    var landscape: String
    var statusBar: String
    var label: String { first == last ? String(first) : "\(first)-\(last)" }
  }

  private static func profileRanges(of device: Device) -> [ProfileRange] {
    var ranges: [ProfileRange] = []
    let registry = BehaviourRegistry.standard
    let oldest = device.cutout.hasSensorHousing ? 11 : registry.base.profile
    for profile in registry.profiles where profile >= oldest {
      let window = WindowMetrics(
        device: device, behaviour: registry.behaviour(for: IOSVersion(profile)))
      func insets(_ orientation: Orientation) -> String {
        let value = WindowRule.windowInsets(
          device: device, window: window, orientation: orientation,
          statusBarVisible: WindowRule.statusBarVisible(
            device: device, landscape: orientation.isLandscape, prefersHidden: nil))
        return "{" + value.array.map(PointFormatting.string).joined(separator: ",") + "}"
      }
      let row = ProfileRange(
        first: profile, last: profile, portrait: insets(.portrait),
        landscape: insets(.landscapeLeft),
        statusBar: PointFormatting.string(window.statusBarHeight))
      if var previous = ranges.last, previous.portrait == row.portrait,
        previous.landscape == row.landscape, previous.statusBar == row.statusBar
      {
        previous.last = profile
        ranges[ranges.count - 1] = previous
      } else {
        ranges.append(row)
      }
    }
    return ranges
  }
}
