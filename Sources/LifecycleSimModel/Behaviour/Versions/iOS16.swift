import LifecycleSimCore

extension BehaviourDelta {
  /// iOS 16 (docs/behaviour.md#ios-versions, profile 16).
  static let iOS16 = BehaviourDelta { behaviour, _ in
    // Custom detent heights (WEB-407), and the iPad form sheet grows to 580 × 650 (WEB-410:
    // "slightly bigger" from 16 beta 4; the size as measured on 26, OU-088).
    behaviour.capabilities.hasCustomSheetDetents = true
    behaviour.presentation.padFormSheetSize = Size(width: 580, height: 650)
    // NavigationStack: the covered view gets onDisappear, and onAppear when shown again
    // (WEB-911; a NavigationView on 13–15 did not, WEB-912).
    behaviour.swiftUI.navigationViewKeepsCoveredAppeared = false
  }
}
