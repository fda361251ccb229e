/// Modal presentation rules of a version (docs/behaviour.md#presentation).
public struct PresentationMetrics: Sendable, Hashable {
  /// An unspecified style is a page sheet (else full screen).
  public var defaultIsPageSheet: Bool
  /// An iPhone shows page and form sheets as page sheets (else full screen).
  public var phoneShowsSheets: Bool
  /// A sheet's top edge below the presenter's top inset.
  public var sheetGapBelowTopInset: Double
  /// On an iPhone: the sheet's `y` is `max(top inset, this)` instead of the top inset plus the
  /// gap; `nil` keeps the gap.
  public var phoneSheetMinimumY: Double?
}
