extension BehaviourDelta {
  /// iOS 27 (docs/behaviour.md#ios-versions, profile 27): the behaviour of 26, unverified, and
  /// navigation-bar minimization.
  ///
  /// No public source measures a bar, sheet, window or keyboard value on 27, and the 27.0–27.3
  /// SDK headers change no bar height (docs/behaviour.md#ios-27). Tab-bar minimization and the
  /// bottom accessory are 26's. The devices released with 27 are catalog rows (iPhone 18 Pro, 18 Pro Max).
  static let iOS27 = BehaviourDelta(
    unverified: "profile 27 is profile 26: no source measures a bar, sheet, window or keyboard "
      + "value on iOS 27 (docs/behaviour.md#ios-27)"
  ) { behaviour, _ in
    // A navigation item's bar minimizes as its content scrolls when the app opts in
    // (`navigationBarMinimization`, WEB-723); no source measures the minimized bar: it keeps
    // none of its height (docs/behaviour.md#c48).
    behaviour.navigationBar.minimizedHeight = 0
  }
}
