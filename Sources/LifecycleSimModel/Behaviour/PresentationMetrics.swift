package import LifecycleSimCore

/// Modal presentation rules of a version (docs/behaviour.md#presentation,
/// docs/behaviour.md#sheets).
package struct PresentationMetrics: Sendable, Hashable {
  /// An unspecified style is a page sheet (else full screen).
  package var defaultIsPageSheet: Bool
  /// An iPhone shows page and form sheets as page sheets (else full screen).
  package var phoneShowsSheets: Bool
  /// A sheet's top edge below the presenter's top inset.
  package var sheetGapBelowTopInset: Double
  /// On an iPhone: the sheet's `y` is `max(top inset, this)` instead of the top inset plus the
  /// gap; `nil` keeps the gap.
  package var phoneSheetMinimumY: Double?
  /// On a home-button iPhone, a sheet's top edge below the top inset instead of
  /// ``sheetGapBelowTopInset``: the presenter's card sits that gap below the inset, and the
  /// sheet as much again below it; `nil`: as on other iPhones.
  package var homeButtonPhoneSheetGap: Double? = nil
  /// An iPad page sheet is a card below the top inset (else the device's portrait size at the
  /// window's full height).
  package var padPageSheetIsCard: Bool
  /// The size of an iPad form sheet at its large detent.
  package var padFormSheetSize: Size
  /// A navigation bar's inline height inside a sheet card; `nil`: as in a full-screen one.
  package var sheetNavigationBarHeight: Double?
  /// The `medium` detent as a fraction of the largest detent value.
  package var mediumDetentFraction: Double
  /// A page sheet below its largest detent floats: inset 8 from the sides and the bottom and
  /// scaled by `(width − 16) / width`, its content keeping the window's bottom inset.
  package var floatsBelowLargeDetent: Bool
  /// A regular-width iPhone in landscape shows page and form sheets as a centred card
  /// (`largePhoneLandscapeSheetCard`), not full screen.
  package var largePhoneLandscapeShowsCard: Bool
  /// A popover's root view includes its arrow, whose side is a safe-area inset (13+, WEB-831);
  /// before, the view is the content alone.
  package var popoverViewIncludesArrow: Bool = false
  /// A popover in a compact environment is a form sheet (13+, WEB-830); before, full screen.
  package var compactPopoverIsFormSheet: Bool = false
  /// A popover with no source is shown in the window's top trailing corner (26, OU-091); before,
  /// UIKit raises an exception (WEB-834).
  package var popoverWithoutSourceInCorner: Bool = false
}
