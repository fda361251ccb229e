/// What split view controllers do at run time (docs/behaviour.md#split-view-events).
package struct SplitViewBehaviour: Sendable, Hashable {
  /// A classic split view whose display mode changes shows the column that comes without its
  /// `viewWillAppear` and `viewDidAppear`, as a radar on iOS 10.2 reports (WEB-899), rather than
  /// with them as any container's child (quirk `splitDisplayModeSkipsAppearance`;
  /// docs/behaviour.md#c81).
  package var displayModeChangeSkipsAppearance = false

  /// The rules every version shares: the column that comes appears with its callbacks.
  package init() {}
}
