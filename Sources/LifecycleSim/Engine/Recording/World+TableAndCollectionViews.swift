extension World {
  /// A table view's content-view insets, `nil` for other views.
  ///
  /// With `insetsContentViewsToSafeArea` (the default) the content views of cells, headers and
  /// footers are inset left and right by the table's safe area, while cell frames and separators
  /// do not move; without it they equal their frames (docs/behaviour.md#tables-and-collections;
  /// seed000, GT-191).
  func contentViewInsets(of scroll: ScrollState, view: ViewID) -> EdgeInsets? {
    guard case .tableView(_, _, let insetsContentViews) = scroll.kind else { return nil }
    guard insetsContentViews else { return .zero }
    let safeArea = views.safeArea[view]
    return EdgeInsets(left: safeArea.left, right: safeArea.right)
  }

  /// A collection view's section inset with its `sectionInsetReference` applied, `nil` for
  /// other views.
  ///
  /// `fromContentInset` leaves it; `fromSafeArea` adds the part of the safe area that
  /// `adjustedContentInset` has not already applied, `max(0, safe − (adjusted − contentInset))`
  /// per edge (L: the iPhone X landscape notch gives 44 left and right); `fromLayoutMargins` adds
  /// the collection view's layout margins (docs/behaviour.md#tables-and-collections; seed000).
  func effectiveSectionInset(of scroll: ScrollState, view: ViewID) -> EdgeInsets? {
    guard case .collectionView(_, let sectionInset, let reference) = scroll.kind else {
      return nil
    }
    switch reference {
    case .fromContentInset:
      return sectionInset
    case .fromSafeArea:
      let applied = scroll.adjustedContentInset - scroll.properties.contentInset
      return sectionInset + (views.safeArea[view] - applied).clampedToZero
    case .fromLayoutMargins:
      return sectionInset + views.margins[view]
    }
  }
}
