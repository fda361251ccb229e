/// `UINavigationItem.SearchBarPlacement`: where a navigation item's search bar goes
/// (docs/behaviour.md#search-controllers).
public enum SearchBarPlacement: String, Sendable, Hashable, CaseIterable {
  /// The system's choice; the only placement before iOS 16.
  case automatic
  /// Under the title, in a slot of its own (iOS 16+).
  case stacked
  /// In the bar, beside the title (iOS 16+; deprecated in 26, where it means `integrated`).
  case inline
  /// Integrated in the bar, or in the toolbar on an iPhone (iOS 26+).
  case integrated
  /// A button that opens the search field (iOS 26+).
  case integratedButton
  /// Centred in the bar on an iPad in regular width (iOS 26+).
  case integratedCentered

  /// The first iOS version that has the placement.
  public var introduced: Int {
    switch self {
    case .automatic: 11
    case .stacked, .inline: 16
    case .integrated, .integratedButton, .integratedCentered: 26
    }
  }
}

/// A controller's `navigationItem.searchController` (iOS 11+) and the navigation item's search
/// settings (docs/scenario-format.md#controller-nodes `searchController`).
public struct SearchControllerSpec: Sendable, Hashable {
  /// `navigationItem.hidesSearchBarWhenScrolling`; default `true`: the search bar shows only
  /// at the top of the content and collapses into the bar as it scrolls.
  public var hidesSearchBarWhenScrolling: Bool
  /// `searchController.hidesNavigationBarDuringPresentation`; default `true`: while the search is
  /// active, the bar keeps only the search field.
  public var hidesNavigationBarDuringPresentation: Bool
  /// `navigationItem.preferredSearchBarPlacement` (iOS 16+); default ``SearchBarPlacement/automatic``.
  public var placement: SearchBarPlacement

  /// Creates the settings; the defaults are UIKit's.
  public init(
    hidesSearchBarWhenScrolling: Bool = true, hidesNavigationBarDuringPresentation: Bool = true,
    placement: SearchBarPlacement = .automatic
  ) {
    self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
    self.hidesNavigationBarDuringPresentation = hidesNavigationBarDuringPresentation
    self.placement = placement
  }
}
