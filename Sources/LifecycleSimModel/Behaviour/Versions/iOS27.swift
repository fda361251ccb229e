extension BehaviourDelta {
  /// iOS 27 (docs/behaviour.md#ios-versions, profile 27): the behaviour of 26, unverified.
  ///
  /// No public source measures a bar, sheet, window or keyboard value on 27, and the 27.0–27.3
  /// SDK headers change no bar height (docs/behaviour.md#ios-27). What 27 adds, navigation-bar
  /// minimization while scrolling (`UINavigationItem.navigationBarMinimization`, off unless the
  /// app opts in), is not modelled on top of the `scroll` event yet; tab-bar minimization and the
  /// bottom accessory are 26's. The devices released
  /// with 27 are catalog rows (iPhone 18 Pro, 18 Pro Max).
  static let iOS27 = BehaviourDelta.unchanged(
    unverified: "profile 27 is profile 26: no source measures a bar, sheet, window or keyboard "
      + "value on iOS 27 (docs/behaviour.md#ios-27)")
}
