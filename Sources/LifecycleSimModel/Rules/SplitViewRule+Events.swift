package import LifecycleSimCore

/// The display mode a `split` event leads to (docs/behaviour.md#split-view-events).
///
/// `show(_:)` and `hide(_:)` take "the closest display mode available for the current split
/// behavior" where the column is fully visible or hidden (WEB-894, WEB-895): the sidebars tile
/// beside the secondary with `tile` (and `automatic`, as at launch, docs/behaviour.md#c61), lie
/// over it with `overlay`, and push it with `displace`; a triple split's primary shows only with
/// the supplementary beside it, and hiding the supplementary hides both. `show(.secondary)`
/// leaves a tiled secondary as it is and hides sidebars that lie over or push it (WEB-894's
/// `displace` example). A `displayMode` event sets `preferredDisplayMode`, which takes effect at
/// once (WEB-896).
///
/// ```swift
/// // A double column split showing only the secondary, tile behaviour: show the primary.
/// SplitViewRule.displayMode(after: .show(.primary), from: .secondaryOnly, spec)
/// // .oneBesideSecondary
/// ```
extension SplitViewRule {
  /// The preferred display mode after `change`, from the display mode shown now.
  package static func displayMode(
    after change: SplitViewChange, from current: SplitDisplayMode, _ spec: SplitViewSpec
  ) -> SplitDisplayMode {
    let triple = spec.style == .tripleColumn
    let behavior = spec.preferredSplitBehavior
    switch change {
    case .displayMode(let mode):
      return mode
    case .show(.secondary):
      switch current {
      case .oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary: return .secondaryOnly
      case .automatic, .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary: return current
      }
    case .show(.primary) where triple:
      if current.showsTwoColumns { return current }
      switch behavior {
      case .automatic, .tile: return .twoBesideSecondary
      case .overlay: return .twoOverSecondary
      case .displace: return .twoDisplaceSecondary
      }
    case .show(.primary), .show(.supplementary):
      if current != .secondaryOnly && current != .automatic { return current }
      return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
    case .hide(.primary) where triple:
      switch current {
      case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
      case .twoOverSecondary: return .oneOverSecondary
      case .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary: return current
      }
    case .hide(.primary), .hide(.supplementary):
      return .secondaryOnly
    case .show(.compact), .hide(.compact), .hide(.secondary):
      // The validator refuses these (docs/scenario-format.md#split-events).
      return current
    }
  }

  /// The story of a `split` event's display mode, for `explain`.
  package static let eventStory = RuleStory(
    "a split event's display mode: show(_:) and hide(_:) take the closest mode of the split"
      + " behaviour where the column shows or hides; displayMode sets preferredDisplayMode",
    sources: ["WEB-894", "WEB-895", "WEB-896", "docs/behaviour.md#split-view-events"])
}
