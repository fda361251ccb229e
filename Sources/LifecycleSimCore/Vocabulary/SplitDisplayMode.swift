/// `UISplitViewController.DisplayMode`, named as from iOS 14.
///
/// The classic names map onto them: `allVisible` is `oneBesideSecondary`, `primaryHidden` is
/// `secondaryOnly`, `primaryOverlay` is `oneOverSecondary`. In Core because the trace carries it: the split view delegate's
/// `splitViewControllerWillChangeDisplayMode` record names the new mode
/// (docs/trace-formats.md#records).
public enum SplitDisplayMode: String, Sendable, Hashable, CaseIterable {
  /// The system's choice per width and orientation (docs/behaviour.md#split-view-controllers).
  case automatic
  /// Only the secondary column.
  case secondaryOnly
  /// One column (the primary, or a triple split's supplementary) beside the secondary.
  case oneBesideSecondary
  /// One column over the secondary.
  case oneOverSecondary
  /// The primary and the supplementary beside the secondary (triple column).
  case twoBesideSecondary
  /// The primary and the supplementary over the secondary (triple column).
  case twoOverSecondary
  /// The primary and the supplementary pushing the secondary partly off screen (triple column).
  case twoDisplaceSecondary

  /// Whether the mode shows two columns beside the secondary, which needs a triple column split.
  public var showsTwoColumns: Bool {
    switch self {
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: true
    case .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary: false
    }
  }
}
