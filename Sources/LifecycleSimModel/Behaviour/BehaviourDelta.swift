package import LifecycleSimCore

/// What one iOS version changes in the behaviour of the version before it
/// (docs/behaviour.md#adding-an-ios-version).
///
/// The change gets the scenario's exact version, for the rare rule that depends on a point
/// release (`swiftUIListIgnoresSafeAreaInset` on 15.0–15.1).
package struct BehaviourDelta: Sendable {
  private let change: @Sendable (inout Behaviour, IOSVersion) -> Void
  /// What the version keeps from the one before without a source that says so, as `explain`
  /// shows it on every run of the version; `nil` when no source is missing.
  package let unverified: String?

  /// Creates a delta from the change it makes.
  package init(_ change: @escaping @Sendable (inout Behaviour, IOSVersion) -> Void) {
    self.change = change
    self.unverified = nil
  }

  /// Creates a delta from the change it makes, and what it keeps from the version before
  /// without a source that says so.
  package init(
    unverified: String,
    _ change: @escaping @Sendable (inout Behaviour, IOSVersion) -> Void = { _, _ in }
  ) {
    self.change = change
    self.unverified = unverified
  }

  /// A version whose behaviour is the previous one's; only its devices' catalog rows change.
  package static let unchanged = BehaviourDelta { _, _ in }

  /// A version whose behaviour is the previous one's because no source measures it yet:
  /// `unverified` says so where `explain` shows a run of it.
  package static func unchanged(unverified: String) -> BehaviourDelta {
    BehaviourDelta(unverified: unverified)
  }

  /// Applies the change for a scenario on `ios`.
  package func apply(to behaviour: inout Behaviour, ios: IOSVersion) {
    change(&behaviour, ios)
  }
}
