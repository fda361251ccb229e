extension BehaviourDelta {
  /// iOS 11: the safe area arrives (docs/behaviour.md#ios-versions, profile 11).
  static let iOS11 = BehaviourDelta { behaviour, _ in
    // `safeAreaInsets`, `additionalSafeAreaInsets`, `adjustedContentInset` and
    // `viewLayoutMarginsDidChange` (seed000–003).
    behaviour.capabilities.hasSafeAreaAPI = true
    behaviour.capabilities.hasControllerMarginCallback = true
    // Root-view layout margins become settable (GT-196).
    behaviour.margins.honoursCustomRootMargins = true
    // Large titles add 52 (GT-113, GT-115).
    behaviour.navigationBar.largeTitleExtra = 52
    // The zone shrinks point for point as the content scrolls (WEB-701, WEB-702).
    behaviour.navigationBar.largeTitleCollapse = .withTheOffset
    // Navigation items take a search controller; its bar is 56 tall under the title (WEB-720,
    // WEB-721). Its height while active, the title hidden, is the slot's (C47).
    behaviour.navigationBar.search = SearchBarMetrics(
      stackedSlot: 56, activeHeight: 56, unverified: true)
    behaviour.sources.searchBar = ["WEB-720", "WEB-721", "WEB-722"]
    // The compact tab bar: 32 + b with compact bars (GT-125, seed003: 53 on iPhone X).
    behaviour.tabBar.phone = .aboveBottomInset(regular: 49, compact: 32)
  }
}
