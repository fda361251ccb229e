extension BehaviourDelta {
  /// iOS 16 (docs/behaviour.md#ios-versions, profile 16).
  static let iOS16 = BehaviourDelta { behaviour, _ in
    // Dynamic Island devices: the navigation bar sits 1 px above the 54-pt status bar, so the
    // child top is 97.667 (GT-118, GT-121).
    behaviour.setQuirk(.dynamicIslandNavOverlap, true)
  }
}
