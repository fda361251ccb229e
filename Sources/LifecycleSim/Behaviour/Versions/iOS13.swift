extension BehaviourDelta {
  /// iOS 13 (docs/behaviour.md#ios-versions, profile 13).
  static let iOS13 = BehaviourDelta { behaviour, _ in
    // Unspecified is a page sheet, and an iPhone shows page and form sheets as page sheets
    // (GT-251, OU-089).
    behaviour.presentation.defaultIsPageSheet = true
    behaviour.presentation.phoneShowsSheets = true
    // `viewIsAppearing` back-deploys to 13 (Apple: viewIsAppearing(_:)).
    behaviour.capabilities.canBackDeployViewIsAppearing = true
  }
}
