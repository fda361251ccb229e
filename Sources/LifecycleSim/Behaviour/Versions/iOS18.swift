extension BehaviourDelta {
  /// iOS 18 (docs/behaviour.md#ios-versions, profile 18).
  static let iOS18 = BehaviourDelta { behaviour, _ in
    // An iPad in regular width gets a floating top tab bar (GT-131, OU-022).
    behaviour.setQuirk(.ipadFloatingTabBar, true)
  }
}
