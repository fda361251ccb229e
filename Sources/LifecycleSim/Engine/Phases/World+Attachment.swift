extension World {
  /// Puts a view subtree in the window.
  mutating func attach(_ root: ViewID) {
    var next: ViewID? = root
    while let view = next {
      views.flags[view].insert(.inWindow)
      next = views.preorderSuccessor(of: view, within: root)
    }
  }

  /// Takes a view subtree out of the window: its views read zero insets from now on, silently
  /// (docs/behaviour.md#overview phase 2, docs/behaviour.md#outside-window; Apple: safeAreaInsets).
  mutating func detach(_ root: ViewID) {
    var next: ViewID? = root
    while let view = next {
      views.flags[view].remove(.inWindow)
      next = views.preorderSuccessor(of: view, within: root)
    }
    updateGeometry(of: root, notify: false)
  }

  /// Recomputes the status bar and the window's insets from the current authority; returns
  /// `true` when either changed.
  ///
  /// - Parameter runtimeHide: the app is hiding the status bar now, so iOS 26 keeps its inset
  ///   (`statusBarHiddenKeepsTopInset`; GT-070).
  @discardableResult
  mutating func refreshWindowState(runtimeHide: Bool = false) -> Bool {
    let authority = controllers[statusBarAuthority()]
    let visible = WindowRule.statusBarVisible(
      device: device, landscape: orientation.isLandscape,
      prefersHidden: authority.prefersStatusBarHidden)
    if visible {
      statusBarInsetKept = false
    } else if runtimeHide && statusBarVisible
      && behaviour.statusBar.keepsTopInsetWhenHiddenAtRunTime
    {
      statusBarInsetKept = true
    }
    let insets = WindowRule.windowInsets(
      device: device, window: windowMetrics, orientation: orientation,
      statusBarVisible: visible || statusBarInsetKept)
    let changed = visible != statusBarVisible || !insets.displaysSame(as: windowInsets)
    statusBarVisible = visible
    windowInsets = insets
    return changed
  }

  /// Recomputes geometry for every view in the window, with callbacks where values change.
  mutating func updateWindowGeometry() {
    for view in windowRootViews where isAttached(view) {
      updateGeometry(of: view, notify: true)
    }
  }
}
