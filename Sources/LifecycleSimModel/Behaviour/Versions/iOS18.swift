extension BehaviourDelta {
  /// iOS 18 (docs/behaviour.md#ios-versions, profile 18): what changes is a quirk default, the
  /// iPad's floating tab bar (`ipadFloatingTabBar`).
  static let iOS18 = BehaviourDelta.unchanged
}
