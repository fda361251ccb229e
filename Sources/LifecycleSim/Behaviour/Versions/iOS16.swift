extension BehaviourDelta {
  /// iOS 16 (docs/behaviour.md#ios-versions, profile 16).
  static let iOS16 = BehaviourDelta { behaviour, _ in
    // Custom detent heights (WEB-407), and the iPad form sheet grows to 580 × 650 (WEB-410:
    // "slightly bigger" from 16 beta 4; the size as measured on 26, OU-088).
    behaviour.capabilities.hasCustomSheetDetents = true
    behaviour.presentation.padFormSheetSize = Size(width: 580, height: 650)
    // Dynamic Island devices: the navigation bar sits 1 px above the 54-pt status bar, so the
    // child top is 97.667 (GT-118, GT-121).
    behaviour.setQuirk(.dynamicIslandNavOverlap, true)
  }
}
