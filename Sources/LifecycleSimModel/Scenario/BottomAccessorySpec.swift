/// A tab bar controller's `bottomAccessory` (`UITabAccessory`, iOS 26+), the scenario's
/// `tabBar.bottomAccessory` (docs/behaviour.md#tab-bar-minimization).
public struct BottomAccessorySpec: Sendable, Hashable {
  /// The accessory's height in points; `nil` is the profile's (48, what UIKit gave a content view
  /// without an intrinsic height).
  public var height: Double?

  /// Creates an accessory; the height is the profile's by default.
  public init(height: Double? = nil) {
    self.height = height
  }
}
