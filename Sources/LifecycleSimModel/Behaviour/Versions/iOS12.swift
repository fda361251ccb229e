extension BehaviourDelta {
  /// iOS 12 (docs/behaviour.md#ios-versions, profile 12).
  static let iOS12 = BehaviourDelta { behaviour, _ in
    // The iPad navigation bar, toolbar and tab bar are 50 (GT-112, GT-119).
    behaviour.navigationBar.padHeight = 50
    behaviour.toolbar.padHeight = 50
    behaviour.tabBar.padHeight = 50
  }
}
