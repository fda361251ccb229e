import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Chooses the columns a split view controller shows for the window's width class and its
  /// size (``SplitViewRule/layout(_:size:regularWidth:floatingSidebar:rightToLeft:)``); returns
  /// whether the shown columns changed.
  ///
  /// At registration the split view's size is the window's, as its view will be.
  @discardableResult
  mutating func arrangeSplitColumns(_ controller: ControllerID) -> Bool {
    guard case .splitViewController(var spec) = controllers[controller].node.kind else {
      return false
    }
    if let mode = controllers[controller].splitDisplayMode { spec.preferredDisplayMode = mode }
    let size = controllers[controller].view.map { views.frame[$0].size } ?? window.screen
    let arrangement = SplitViewRule.layout(
      spec, size: size, regularWidth: sizeClasses.horizontalRegular,
      floatingSidebar: SplitViewRule.floatsSidebar(profile: behaviour.profile),
      rightToLeft: layoutDirection == .rightToLeft)
    let shown = arrangement.columns.compactMap { columnController(of: controller, $0.column) }
    let changed = shown != controllers[controller].shownColumns
    controllers[controller].splitArrangement = arrangement
    controllers[controller].shownColumns = shown
    return changed
  }

  /// The controller in `column` of a split view controller, if it has one there.
  func columnController(of split: ControllerID, _ column: SplitColumn) -> ControllerID? {
    controllers[split].columns.first { child in
      if case .splitColumn(let held) = controllers[child].relation { return held == column }
      return false
    }
  }

  /// Places the shown columns' root views in the split view's view as its arrangement says, and
  /// what the split view adds to their safe areas (docs/behaviour.md#split-view-controllers).
  mutating func placeSplitColumns(_ controller: ControllerID) {
    guard let arrangement = controllers[controller].splitArrangement else { return }
    for placed in arrangement.columns {
      guard let child = columnController(of: controller, placed.column),
        let view = controllers[child].view
      else { continue }
      if controllers[child].columnInsets != placed.addedInsets {
        controllers[child].columnInsets = placed.addedInsets
        views.setGeometryDirty(view)
      }
      setFrame(ofRootView: view, to: placed.frame)
      if derivations != nil {
        // A display mode a `split` event chose adds its rule and sources to the story.
        let event = controllers[controller].splitDisplayMode.map { _ in SplitViewRule.eventStory }
        deriveFrame(
          of: view,
          rule: "placed by \(controllers[controller].name): \(SplitViewRule.frameStory.rule)"
            + (event.map { "; \($0.rule)" } ?? ""),
          inputs: [
            .init("column", placed.column.rawValue),
            .init("display mode", arrangement.displayMode.rawValue),
            .init("collapsed", "\(arrangement.collapsed)"),
          ],
          reason: splitReason(arrangement, column: placed.column, byEvent: event != nil),
          sources: SplitViewRule.frameStory.sources + (event?.sources ?? []))
      }
    }
  }

  /// What is unverified in a column's placement, for `explain`.
  private func splitReason(
    _ arrangement: SplitViewRule.Arrangement, column: SplitColumn, byEvent: Bool
  ) -> String? {
    if arrangement.collapsed {
      return "unverified: the column shown collapsed (docs/behaviour.md#c60)"
    }
    if arrangement.automatic {
      return "unverified: automatic display mode resolved by width and orientation"
        + " (docs/behaviour.md#c61)"
    }
    if byEvent {
      return "unverified: a split event's transition, one turn and its end after 0.35 s"
        + " (docs/behaviour.md#c79)"
    }
    if column == .supplementary {
      return "unverified: the supplementary column's default width (docs/behaviour.md#c58)"
    }
    return nil
  }

  /// Re-arranges every shown split view controller after the window changed, with the
  /// delegate's calls before the columns change (``recordSplitDelegate(_:_:)``) and the
  /// appearance callbacks of the columns that come and go; returns the columns that began to
  /// appear and to disappear, and the delegate's calls for the end of the change
  /// (docs/behaviour.md#split-view-system-changes, docs/behaviour.md#c62).
  mutating func switchSplitColumns(among visible: [ControllerID]) -> SplitSwitch {
    var result = SplitSwitch()
    for controller in visible where controllers[controller].isSplit {
      let old = controllers[controller].shownColumns
      let oldArrangement = controllers[controller].splitArrangement
      let changed = arrangeSplitColumns(controller)
      if case .splitViewController(let spec) = controllers[controller].node.kind,
        let oldArrangement, let arrangement = controllers[controller].splitArrangement
      {
        // A collapse or expansion that keeps the shown column (the secondary alone before and
        // after) still tells the delegate.
        let calls = SplitViewRule.systemChangeCalls(
          spec, profile: behaviour.profile,
          classicColumnCalls: behaviour.splitViews.classicCollapseSendsColumnCalls,
          from: oldArrangement, to: arrangement)
        for call in calls.before { recordSplitDelegate(controller, call) }
        if !calls.after.isEmpty { result.delegateEnds.append((controller, calls.after)) }
      }
      guard changed else { continue }
      let new = controllers[controller].shownColumns
      for column in old where !new.contains(column) {
        beginDisappearance(column, animated: false, into: &result.disappearing)
        takeOut(controllers[column].view)
      }
      for column in new where !old.contains(column) {
        beginAppearance(column, animated: false, into: &result.appearing)
      }
      if let view = controllers[controller].view { views.setGeometryDirty(view) }
    }
    return result
  }
}

/// What ``World/switchSplitColumns(among:)`` changed.
struct SplitSwitch {
  /// The controllers that began to appear, pre-order.
  var appearing: [ControllerID] = []
  /// The controllers that began to disappear, pre-order.
  var disappearing: [ControllerID] = []
  /// The split views whose delegate is told once the change has ended, with its calls.
  var delegateEnds: [(ControllerID, [SplitViewRule.DelegateCall])] = []
}
