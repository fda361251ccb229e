import LifecycleSimCore

/// One device, iOS version and orientation a sweep runs its scenario on.
package struct SweepCombination: Sendable, Hashable {
  /// The position in the whole sweep's plan (0-based), whatever the shard.
  package var index: Int
  /// The catalog name of the device.
  package var device: String
  /// The iOS version, as `"13.0"`.
  package var ios: String
  package var orientation: Orientation

  /// Creates a combination.
  package init(index: Int, device: String, ios: String, orientation: Orientation) {
    self.index = index
    self.device = device
    self.ios = ios
    self.orientation = orientation
  }

  /// `DEVICE@IOS`, the form `--baseline` takes: `iPhone X@13.0`.
  package var label: String { "\(device)@\(ios)" }

  /// `DEVICE@IOS ORIENTATION`, for tables.
  package var longLabel: String { "\(label) \(orientation.rawValue)" }

  /// The trace's path in a sweep's output folder: `traces/iphone-x_ios13.0_portrait.trace`.
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
    return "traces/\(slug)_ios\(ios)_\(orientation.rawValue).trace"
  }
}
