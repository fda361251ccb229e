extension BehaviourDelta {
  /// iOS 12 (docs/behaviour.md#ios-versions, profile 12).
  static let iOS12 = BehaviourDelta { behaviour, _ in
    // A non-notched window reports top 20 again (GT-067, GT-068).
    behaviour.setQuirk(.windowTopExcludesStatusBar, false)
    behaviour.setQuirk(.navBarUnderNotchWhenStatusBarHidden, false)
    // The iPad navigation bar, toolbar and tab bar are 50 (GT-112, GT-119).
    behaviour.navigationBar.padHeight = 50
    behaviour.toolbar.padHeight = 50
    behaviour.tabBar.padHeight = 50
  }
}
