/// Tab-bar geometry of a version (docs/behaviour.md#tab-bar).
package struct TabBarMetrics: Sendable, Hashable {
  /// How an iPhone tab bar's height is given.
  package enum PhoneHeight: Sendable, Hashable {
    /// A bar height plus the bottom inset `b`: `regular + b`, or `compact + b` with compact bars.
    case aboveBottomInset(regular: Double, compact: Double)
    /// A total height whatever the home indicator: `regular`, or `max(compactMinimum, b)` in
    /// compact height.
    case total(regular: Double, compactMinimum: Double)
  }

  /// On an iPhone.
  package var phone: PhoneHeight
  /// On an iPad with a home button.
  package var padHeight: Double
  /// On a Face ID iPad, home indicator included.
  package var roundedCornersPadHeight: Double
  /// The height of the floating bar at the top of an iPad.
  package var floatingHeight: Double
  /// An iPad's tab bar floats at the top (`ipadFloatingTabBar`).
  package var floatsOnPad: Bool
  /// `tabBarMinimizeBehavior` and the bottom accessory (iOS 26+); `nil` where they do not exist.
  package var minimization: TabBarMinimizationMetrics? = nil
}
