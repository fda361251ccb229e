extension BehaviourDelta {
  /// iOS 15 (docs/behaviour.md#ios-versions, profile 15); the 12/13 mini's status bar is in the
  /// device catalog (GT-053, GT-077).
  static let iOS15 = BehaviourDelta { behaviour, _ in
    // `sheetPresentationController` and its `medium` and `large` detents; medium is "about half
    // the height of the screen" (WEB-406; L for the exact half).
    behaviour.capabilities.hasSheetDetents = true
    // `background(_:ignoresSafeAreaEdges:)` arrives: a colour background ignores the safe area
    // (WEB-503, GT-286).
    behaviour.swiftUI.backgroundStyleIgnoresSafeArea = true
  }
}
