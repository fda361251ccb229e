extension BehaviourDelta {
  /// iOS 18 (docs/behaviour.md#ios-versions, profile 18): a quirk default, the iPad's floating
  /// tab bar (`ipadFloatingTabBar`); SwiftUI's lazy `TabView` and form-sized iPad sheets.
  static let iOS18 = BehaviourDelta { behaviour, _ in
    // TabView builds a tab when it is first selected (WEB-910, WEB-911), and a SwiftUI sheet
    // on an iPad is form-sized (WEB-913).
    behaviour.swiftUI.tabViewBuildsEveryTab = false
    behaviour.swiftUI.padSheetIsFormSheet = true
  }
}
