extension BehaviourDelta {
  /// iOS 15 (docs/behaviour.md#ios-versions, profile 15); the 12/13 mini's status bar is in the
  /// device catalog (GT-053, GT-077).
  static let iOS15 = BehaviourDelta { behaviour, ios in
    // `sheetPresentationController` and its `medium` and `large` detents; medium is "about half
    // the height of the screen" (WEB-406; L for the exact half).
    behaviour.capabilities.hasSheetDetents = true
    // SwiftUI `List`/`Form` ignore `safeAreaInset` on 15.0–15.1 only (seed004).
    // `background(_:ignoresSafeAreaEdges:)` arrives: a colour background ignores the safe area
    // (WEB-503, GT-286).
    behaviour.swiftUI.backgroundStyleIgnoresSafeArea = true
    behaviour.setQuirk(
      .swiftUIListIgnoresSafeAreaInset, ios >= IOSVersion(15) && ios < IOSVersion(15, 2))
  }
}
