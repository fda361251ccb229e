import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// A table view's content-view insets, `nil` for other views.
  ///
  /// With `insetsContentViewsToSafeArea` (the default) the content views of cells, headers and
  /// footers are inset left and right by the table's safe area, while cell frames and separators
  /// do not move; without it they equal their frames (docs/behaviour.md#tables-and-collections;
  /// seed000, GT-191).
  package func contentViewInsets(of scroll: ScrollState, view: ViewID) -> EdgeInsets? {
    guard case .tableView(_, _, let insetsContentViews) = scroll.kind else { return nil }
    let safeArea = views.safeArea[view]
    let insets = insetsContentViews ? EdgeInsets(left: safeArea.left, right: safeArea.right) : .zero
    if derivations != nil {
      derive(
        views.object[view], .contentViewInsets, .insets(insets),
        derivation(of: views.object[view], .safeAreaInsets) + [
          DerivationStep(
            subject: name(of: view),
            story: insetsContentViews ? Self.contentViewInsetsStory : Self.noContentViewInsetsStory,
            inputs: [.init("safeAreaInsets", TraceValue.text(safeArea))],
            result: TraceValue.text(insets))
        ])
    }
    return insets
  }

  /// A collection view's section inset with its `sectionInsetReference` applied, `nil` for
  /// other views.
  ///
  /// `fromContentInset` leaves it; `fromSafeArea` adds the part of the safe area that
  /// `adjustedContentInset` has not already applied, `max(0, safe − (adjusted − contentInset))`
  /// per edge (L: the iPhone X landscape notch gives 44 left and right); `fromLayoutMargins` adds
  /// the collection view's layout margins (docs/behaviour.md#tables-and-collections; seed000).
  package func effectiveSectionInset(of scroll: ScrollState, view: ViewID) -> EdgeInsets? {
    guard case .collectionView(_, let sectionInset, let reference) = scroll.kind else {
      return nil
    }
    let applied = scroll.adjustedContentInset - scroll.properties.contentInset
    let result: EdgeInsets
    let added: EdgeInsets
    switch reference {
    case .fromContentInset: added = .zero
    case .fromSafeArea: added = (views.safeArea[view] - applied).clampedToZero
    case .fromLayoutMargins: added = views.margins[view]
    }
    result = sectionInset + added
    if derivations != nil {
      derive(
        views.object[view], .effectiveSectionInset, .insets(result),
        [
          DerivationStep(
            subject: name(of: view), story: Self.sectionInsetStory,
            inputs: [
              .init("sectionInset", TraceValue.text(sectionInset)),
              .init("sectionInsetReference", "\(reference)"),
              .init("safeAreaInsets", TraceValue.text(views.safeArea[view])),
              .init("already in adjustedContentInset", TraceValue.text(applied)),
              .init("layoutMargins", TraceValue.text(views.margins[view])),
            ],
            reason: "adds \(TraceValue.text(added))", result: TraceValue.text(result))
        ])
    }
    return result
  }
}

extension World {
  /// A table's content views with `insetsContentViewsToSafeArea`.
  static let contentViewInsetsStory = RuleStory(
    "insetsContentViewsToSafeArea: the safe area's left and right",
    sources: ["seed000", "GT-191", "docs/behaviour.md#tables-and-collections"])

  /// A table's content views without it.
  static let noContentViewInsetsStory = RuleStory(
    "insetsContentViewsToSafeArea off: none", sources: contentViewInsetsStory.sources)

  /// A collection view's section inset.
  static let sectionInsetStory = RuleStory(
    "the section inset from its sectionInsetReference",
    sources: ["seed000", "docs/behaviour.md#tables-and-collections"])
}
