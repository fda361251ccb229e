extension BehaviourDelta {
  /// iOS 13 (docs/behaviour.md#ios-versions, profile 13).
  static let iOS13 = BehaviourDelta { behaviour, _ in
    // Unspecified is a page sheet, and an iPhone shows page and form sheets as page sheets
    // (GT-251, OU-089).
    behaviour.presentation.defaultIsPageSheet = true
    behaviour.presentation.phoneShowsSheets = true
    // Sheets are cards: an iPad page sheet starts below the top inset (OU-086; L before 26), and
    // a navigation bar in a card is 56 on iPhone and iPad (WEB-401, WEB-402, WEB-405; GT-130:
    // 16 beta 5 made it 12 smaller on iPhone and 6 on iPad, and beta 6 reverted it).
    behaviour.presentation.padPageSheetIsCard = true
    // On a home-button iPhone the presenter's card sits 10 below the status bar and the sheet 10
    // below that: (0,40,375,627) on a 4.7" iPhone, its largest detent 627 (WEB-851, WEB-852,
    // measured on 15–16; 13–14 by the same card stack, unverified, C51).
    behaviour.presentation.homeButtonPhoneSheetGap = 20
    behaviour.presentation.sheetNavigationBarHeight = 56
    // A popover's view includes its arrow, the arrow side a safe-area inset (WEB-831), and a
    // popover in a compact environment is a form sheet (WEB-830).
    behaviour.presentation.popoverViewIncludesArrow = true
    behaviour.presentation.compactPopoverIsFormSheet = true
    // `viewIsAppearing` back-deploys to 13 (Apple: viewIsAppearing(_:)).
    behaviour.capabilities.canBackDeployViewIsAppearing = true
    // The search field becomes 36 in a 52 slot under the title: printed by no public source
    // (C47).
    behaviour.navigationBar.search.stackedSlot = 52
    behaviour.navigationBar.search.activeHeight = 52
  }
}
