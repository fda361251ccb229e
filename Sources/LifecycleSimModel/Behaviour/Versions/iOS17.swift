extension BehaviourDelta {
  /// iOS 17 (docs/behaviour.md#ios-versions, profile 17).
  static let iOS17 = BehaviourDelta { behaviour, _ in
    // `viewIsAppearing(_:)` is called (Apple: viewIsAppearing(_:), GT-212, GT-248).
    behaviour.capabilities.callsViewIsAppearingNatively = true
  }
}
