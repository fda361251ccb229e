package import LifecycleSimCore

extension SplitViewRule {
  /// A call the split view delegate gets when the system re-arranges the columns.
  package enum DelegateCall: Sendable, Equatable {
    /// `splitViewController(_:willChangeTo:)` with the new display mode.
    case willChangeTo(SplitDisplayMode)
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` with the proposal.
    case topColumnForCollapsing(proposed: SplitColumn)
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` with the proposal.
    case displayModeForExpanding(proposed: SplitDisplayMode)
    /// `splitViewController(_:willShow:)`.
    case willShow(SplitColumn)
    /// `splitViewController(_:willHide:)`.
    case willHide(SplitColumn)
    /// `splitViewController(_:didShow:)` (iOS 26+).
    case didShow(SplitColumn)
    /// `splitViewController(_:didHide:)` (iOS 26+).
    case didHide(SplitColumn)
    /// `splitViewControllerDidCollapse(_:)`.
    case didCollapse
    /// `splitViewControllerDidExpand(_:)`.
    case didExpand
  }

  /// The delegate's calls when the system (a rotation, a `window` event) takes a split view from
  /// one arrangement to another (docs/behaviour.md#split-view-system-changes): `before` come
  /// after `viewWillTransition` and before the columns' appearance callbacks, `after` once the
  /// columns' appearance has ended (docs/behaviour.md#c93, docs/behaviour.md#c94).
  ///
  /// - A display mode change in regular width: `willChangeTo` (WEB-897), then, for the column
  ///   styles, `willHide` for each column that leaves and `willShow` for each that comes
  ///   (WEB-898), the supplementary before the primary before the secondary (WEB-876).
  /// - A collapse (column styles): `willChangeTo(oneBesideSecondary)` when the mode was another
  ///   (a collapsed split view reports that mode), `topColumnForCollapsing` with the column it
  ///   will show, the supplementary's `willHide`, then with a `compact` column its `willShow`
  ///   and the secondary's `willHide`; without one the columns pass through the primary's stack:
  ///   the primary's `willShow` if it was hidden, `willHide` of the secondary and the primary,
  ///   the secondary's `willShow` (WEB-876, WEB-877).
  /// - An expansion (column styles): `willChangeTo` when the new mode is not
  ///   `oneBesideSecondary`, `displayModeForExpanding` with it, `willShow` of the
  ///   supplementary (and of a double split's primary) if it shows, `willHide` of the collapsed
  ///   column if it no longer shows, the secondary's `willShow` if it was not the one shown
  ///   (WEB-876).
  /// - iOS 26+: `didShow`/`didHide` once per column named before, by its last call, in that
  ///   order (WEB-898; the order is docs/behaviour.md#c94); then `DidCollapse` or `DidExpand`
  ///   last, on every style and version (WEB-893, docs/behaviour.md#c62).
  ///
  /// A classic split gets `willChangeTo` only (the column calls apply to the column styles,
  /// WEB-898), and `DidCollapse`/`DidExpand`; with `classicColumnCalls` (quirk
  /// `splitClassicColumnCalls`, WEB-876, docs/behaviour.md#c95) its collapse hides the secondary
  /// and the primary and shows the secondary, and its expansion shows each shown column.
  package static func systemChangeCalls(
    _ spec: SplitViewSpec, profile: Int, classicColumnCalls: Bool = false,
    from old: Arrangement, to new: Arrangement
  ) -> (before: [DelegateCall], after: [DelegateCall]) {
    var before: [DelegateCall] = []
    switch (old.collapsed, new.collapsed) {
    case (false, false):
      guard old.displayMode != new.displayMode else { return ([], []) }
      before.append(.willChangeTo(new.displayMode))
      if spec.style.hasColumns {
        let leaving = shown(old, spec).filter { !shown(new, spec).contains($0) }
        let coming = shown(new, spec).filter { !shown(old, spec).contains($0) }
        before += leaving.map { .willHide($0) } + coming.map { .willShow($0) }
      }
    case (false, true):
      if spec.style.hasColumns {
        before = collapseCalls(spec, from: old, to: new)
      } else if classicColumnCalls {
        before = [.willHide(.secondary), .willHide(.primary), .willShow(.secondary)]
      }
    case (true, false):
      if spec.style.hasColumns {
        before = expansionCalls(spec, from: old, to: new)
      } else if classicColumnCalls {
        before = shown(new, spec).map { .willShow($0) }
      }
    case (true, true):
      return ([], [])
    }
    var after = profile >= 26 ? endCalls(of: before) : []
    if old.collapsed != new.collapsed { after.append(new.collapsed ? .didCollapse : .didExpand) }
    return (before, after)
  }

  /// The display mode a collapsed split view reports (WEB-876).
  private static let collapsedDisplayMode = SplitDisplayMode.oneBesideSecondary

  /// The order of the column calls: the supplementary, the primary, the secondary, the compact
  /// column (WEB-876).
  private static let callOrder: [SplitColumn] = [.supplementary, .primary, .secondary, .compact]

  /// The columns an arrangement shows that the split view has a controller for, in call order.
  private static func shown(_ arrangement: Arrangement, _ spec: SplitViewSpec) -> [SplitColumn] {
    let columns = arrangement.columns.map(\.column)
    return callOrder.filter { columns.contains($0) && spec.controller(in: $0) != nil }
  }

  /// The calls before a collapse: the column it shows is the proposal, as the model keeps it
  /// (docs/behaviour.md#c60).
  private static func collapseCalls(
    _ spec: SplitViewSpec, from old: Arrangement, to new: Arrangement
  ) -> [DelegateCall] {
    var calls: [DelegateCall] = []
    if old.displayMode != collapsedDisplayMode { calls.append(.willChangeTo(collapsedDisplayMode)) }
    let top = new.columns.first?.column ?? .secondary
    calls.append(.topColumnForCollapsing(proposed: top))
    let wasShown = shown(old, spec)
    if wasShown.contains(.supplementary) { calls.append(.willHide(.supplementary)) }
    if top == .compact {
      calls += [.willShow(.compact), .willHide(.secondary)]
    } else {
      if !wasShown.contains(.primary) { calls.append(.willShow(.primary)) }
      calls += [.willHide(.secondary), .willHide(.primary), .willShow(.secondary)]
    }
    return calls
  }

  /// The calls before an expansion.
  private static func expansionCalls(
    _ spec: SplitViewSpec, from old: Arrangement, to new: Arrangement
  ) -> [DelegateCall] {
    var calls: [DelegateCall] = []
    if new.displayMode != collapsedDisplayMode { calls.append(.willChangeTo(new.displayMode)) }
    calls.append(.displayModeForExpanding(proposed: new.displayMode))
    let top = old.columns.first?.column ?? .secondary
    let nowShown = shown(new, spec)
    if nowShown.contains(.supplementary) && top != .supplementary {
      calls.append(.willShow(.supplementary))
    }
    if spec.style == .doubleColumn && nowShown.contains(.primary) && top != .primary {
      calls.append(.willShow(.primary))
    }
    if !nowShown.contains(top) { calls.append(.willHide(top)) }
    if nowShown.contains(.secondary) && top != .secondary { calls.append(.willShow(.secondary)) }
    return calls
  }

  /// `didShow` or `didHide` once per column the calls name, by its last call, in the order of
  /// those last calls (docs/behaviour.md#c94).
  private static func endCalls(of calls: [DelegateCall]) -> [DelegateCall] {
    var ends: [DelegateCall] = []
    for (index, call) in calls.enumerated() {
      let column: SplitColumn
      let end: DelegateCall
      switch call {
      case .willShow(let shown):
        column = shown
        end = .didShow(shown)
      case .willHide(let hidden):
        column = hidden
        end = .didHide(hidden)
      default: continue
      }
      let later = calls[(index + 1)...].contains {
        $0 == .willShow(column) || $0 == .willHide(column)
      }
      if !later { ends.append(end) }
    }
    return ends
  }
}
