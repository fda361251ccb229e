/// What split view controllers do at run time (docs/behaviour.md#split-view-events).
package struct SplitViewBehaviour: Sendable, Hashable {
  /// A classic split view whose display mode changes shows the column that comes without its
  /// `viewWillAppear` and `viewDidAppear`, as a radar on iOS 10.2 reports (WEB-899), rather than
  /// with them as any container's child (quirk `splitDisplayModeSkipsAppearance`;
  /// docs/behaviour.md#c81).
  package var displayModeChangeSkipsAppearance = false
  /// A classic split view that collapses or expands tells its delegate which columns hide and
  /// show, as the port of an iOS 26.1 probe reports (WEB-876), rather than nothing, as Apple
  /// documents the column calls for the column styles only (quirk `splitClassicColumnCalls`;
  /// docs/behaviour.md#c95).
  package var classicCollapseSendsColumnCalls = false

  /// The rules every version shares: the column that comes appears with its callbacks.
  package init() {}
}
