import LifecycleSimCore

/// One device, iOS version, orientation and, with `--windows`, window a sweep runs its
/// scenario on.
package struct SweepCombination: Sendable, Hashable {
  /// The position in the whole sweep's plan (0-based), whatever the shard.
  package var index: Int
  /// The catalog name of the device.
  package var device: String
  /// The iOS version, as `"13.0"`.
  package var ios: String
  package var orientation: Orientation
  /// The window (`sweep --windows`); `nil` for the scenario's own.
  package var window: SweepWindow?

  /// Creates a combination.
  package init(
    index: Int, device: String, ios: String, orientation: Orientation, window: SweepWindow? = nil
  ) {
    self.index = index
    self.device = device
    self.ios = ios
    self.orientation = orientation
    self.window = window
  }

  /// `DEVICE@IOS`, the form `--baseline` takes: `iPhone X@13.0`.
  package var label: String { "\(device)@\(ios)" }

  /// `DEVICE@IOS ORIENTATION`, and the window when the sweep chooses it, for tables.
  package var longLabel: String {
    "\(label) \(orientation.rawValue)" + (window.map { " \($0.name)" } ?? "")
  }

  /// The trace's path in a sweep's output folder: `traces/iphone-x_ios13.0_portrait.trace`,
  /// `traces/ipad-air-2_ios15.0_landscapeLeft_splitHalf.trace` with a window.
  package var tracePath: String {
    var slug = ""
    for character in device.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    let window = self.window.map { "_\($0.slug)" } ?? ""
    return "traces/\(slug)_ios\(ios)_\(orientation.rawValue)\(window).trace"
  }
}
