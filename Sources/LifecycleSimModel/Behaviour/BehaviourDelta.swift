package import LifecycleSimCore

/// What one iOS version changes in the behaviour of the version before it
/// (docs/behaviour.md#adding-an-ios-version).
///
/// The change gets the scenario's exact version, for the rare rule that depends on a point
/// release (`swiftUIListIgnoresSafeAreaInset` on 15.0–15.1).
package struct BehaviourDelta: Sendable {
  private let change: @Sendable (inout Behaviour, IOSVersion) -> Void

  /// Creates a delta from the change it makes.
  package init(_ change: @escaping @Sendable (inout Behaviour, IOSVersion) -> Void) {
    self.change = change
  }

  /// A version whose behaviour is the previous one's; only its devices' catalog rows change.
  package static let unchanged = BehaviourDelta { _, _ in }

  /// Applies the change for a scenario on `ios`.
  package func apply(to behaviour: inout Behaviour, ios: IOSVersion) {
    change(&behaviour, ios)
  }
}
