/// One device, iOS version and orientation a sweep runs its scenario on.
public struct SweepCombination: Sendable, Hashable {
  /// The position in the whole sweep's plan (0-based), whatever the shard.
  public var index: Int
  /// The catalog name of the device.
  public var device: String
  /// The iOS version, as `"13.0"`.
  public var ios: String
  public var orientation: Orientation

  /// Creates a combination.
  public init(index: Int, device: String, ios: String, orientation: Orientation) {
    self.index = index
    self.device = device
    self.ios = ios
    self.orientation = orientation
  }

  /// `DEVICE@IOS`, the form `--baseline` takes: `iPhone X@13.0`.
  public var label: String { "\(device)@\(ios)" }

  /// `DEVICE@IOS ORIENTATION`, for tables.
  public var longLabel: String { "\(label) \(orientation.rawValue)" }

  /// The trace's path in a sweep's output folder: `traces/iphone-x_ios13.0_portrait.trace`.
  public var tracePath: String {
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
