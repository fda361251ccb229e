extension BehaviourDelta {
  /// iOS 26 (docs/behaviour.md#ios-versions, profile 26); the iPad window `{32,0,25,0}` and the
  /// notched landscape bottom 20 are in the device catalog (GT-001–027).
  static let iOS26 = BehaviourDelta { behaviour, _ in
    // The navigation bar is 54 inline and 106 large, compact height included, at
    // `max(top, 10)`, or `max(top, 24)` in compact height, as these sources give it.
    behaviour.sources.navigationBar = ["OU-016", "OU-020", "OU-026", "OU-094", "OU-109", "OU-121"]
    behaviour.navigationBar.phoneHeight = 54
    behaviour.navigationBar.compactPhoneHeight = 54
    behaviour.navigationBar.padHeight = 54
    behaviour.navigationBar.floor = NavigationBarMetrics.Floor(regular: 10, verticallyCompact: 24)
    // The large title scrolls with the content, the bar keeps its height, then collapses at once
    // with the offset rebased (OU-031, OU-032, OU-034, OU-104).
    behaviour.navigationBar.largeTitleCollapse = .atOnce
    // The stacked search slot is 60, and the bar keeps only the 60-pt field while the search is
    // active (OU-035, OU-058, OU-130); an iPad puts the field in the bar (OU-119); an iPhone
    // without a tab bar docks it at the bottom, 86 high, 82 in compact height (OU-025, OU-026).
    behaviour.navigationBar.search = SearchBarMetrics(
      stackedSlot: 60, activeHeight: 60, padAutomaticInBar: true,
      bottomDock: .init(regular: 86, verticallyCompact: 82))
    behaviour.sources.searchBar = [
      "OU-025", "OU-026", "OU-035", "OU-058", "OU-059", "OU-118", "OU-119", "OU-130", "WEB-721",
    ]
    // The toolbar is 52, so the slot is 86 over a 34-pt home indicator (OU-038; 52 without a
    // home indicator is L).
    behaviour.toolbar = ToolbarMetrics(phoneHeight: 52, compactPhoneHeight: 52, padHeight: 52)
    // The iPhone tab bar is 83 whatever the home indicator (OU-037, OU-098, OU-113), `max(64,
    // b)` in compact height (OU-023).
    behaviour.tabBar.phone = .total(regular: 83, compactMinimum: 64)
    // `tabBarMinimizeBehavior` and the bottom accessory: the accessory is 48 high (WEB-705);
    // the 8-pt gap above the bar and what a minimized bar does to the safe area are not
    // measured (docs/behaviour.md#c50).
    behaviour.tabBar.minimization = TabBarMinimizationMetrics(
      accessoryHeight: 48, accessoryGap: 8, inlineAccessoryAddsToSafeArea: false)
    // An iPhone sheet starts at `max(top, 30)` (OU-085).
    behaviour.presentation.phoneSheetMinimumY = 30
    // A page sheet below its large detent floats as a card, and medium is 425/759 of the largest
    // detent value (WEB-408, OU-089). No source gives a navigation bar in a sheet on 26: the
    // full-screen bar (L).
    behaviour.presentation.floatsBelowLargeDetent = true
    behaviour.presentation.mediumDetentFraction = 425.0 / 759.0
    behaviour.presentation.sheetNavigationBarHeight = nil
    // A popover with no source sits in the top trailing corner (OU-091, measured on 26.1).
    behaviour.presentation.popoverWithoutSourceInCorner = true
  }
}
