import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Puts a view subtree in the window; the next geometry pass over it visits each of its views.
  mutating func attach(_ root: ViewID) {
    markAttachment(of: root, inWindow: true)
  }

  /// Sets or clears ``ViewFlags/inWindow`` over a subtree for the next geometry pass, which
  /// visits `root` (``ViewStore/markAttachment(of:inWindow:keyboardAdjusts:)``).
  private mutating func markAttachment(of root: ViewID, inWindow: Bool) {
    pass.work.attachmentVisits += views.markAttachment(
      of: root, inWindow: inWindow, keyboardAdjusts: keyboardAdjustsScrollViews)
  }

  /// Takes a view subtree out of the window: its views read zero insets from now on, silently
  /// (docs/behaviour.md#overview phase 2, docs/behaviour.md#outside-window; Apple: safeAreaInsets).
  mutating func detach(_ root: ViewID) {
    markAttachment(of: root, inWindow: false)
    updateGeometry(of: root, notify: false)
    // Its SwiftUI views read zero now too (GT-284): a walk for them only when there are any.
    guard !swiftUI.nodes.isEmpty else { return }
    var next: ViewID? = root
    while let view = next {
      if let controller = views.controller[view], let hostingView = controllers[controller].view {
        for index in swiftUINodeIndices(of: controller) {
          recorder.noteComputed(swiftUI.nodes[index].object, inWindow: false)
          if derivations != nil { deriveSwiftUINode(index, host: nil, view: hostingView) }
        }
      }
      next = views.preorderSuccessor(of: view, within: root)
    }
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
      device: device, landscape: window.orientation.isLandscape,
      prefersHidden: authority.prefersStatusBarHidden)
    if visible {
      windowGeometry.statusBarInsetKept = false
    } else if runtimeHide && windowGeometry.statusBarVisible
      && behaviour.statusBar.keepsTopInsetWhenHiddenAtRunTime
    {
      windowGeometry.statusBarInsetKept = true
    }
    var insets = screenInsets(visible: visible || windowGeometry.statusBarInsetKept)
    if window.mode != .fullScreen {
      insets = MultitaskingRule.insets(
        screenInsets: insets, frame: window.frame, screen: screenBounds.size,
        profile: behaviour.profile)
    }
    let changed =
      visible != windowGeometry.statusBarVisible || !insets.displaysSame(as: windowGeometry.insets)
    windowGeometry.statusBarVisible = visible
    windowGeometry.insets = insets
    if derivations != nil { deriveWindowValues(prefersHidden: authority.prefersStatusBarHidden) }
    return changed
  }

  /// The full screen's `safeAreaInsets` with the status bar shown or not: the window's, unless
  /// the window is not the screen (docs/behaviour.md#multitasking).
  private func screenInsets(visible: Bool) -> EdgeInsets {
    WindowRule.windowInsets(
      device: device, window: windowMetrics, orientation: window.orientation,
      statusBarVisible: visible)
  }

  /// Recomputes geometry after a change of which controller the window shows on top: a push, a
  /// pop, a tab switch, a presentation or a dismissal.
  ///
  /// The status bar's authority may have changed with it (docs/behaviour.md#status-bar), so the
  /// status bar and the window's insets are read again; when either changed, every view in the
  /// window is recomputed, else only `root`'s subtree (nothing when `root` is `nil`).
  ///
  /// - Parameter runtimeHide: a hide now counts as one made while the app runs, which iOS 26
  ///   answers by keeping the top inset (GT-070; ``refreshWindowState(runtimeHide:)``).
  mutating func updateGeometry(afterAuthorityChangeIn root: ViewID?, runtimeHide: Bool) {
    if refreshWindowState(runtimeHide: runtimeHide) {
      updateWindowGeometry()
    } else if let root {
      updateGeometry(of: root, notify: true)
    }
  }

  /// Recomputes geometry for every view in the window, with callbacks where values change.
  mutating func updateWindowGeometry() {
    for view in window.rootViews where isAttached(view) {
      updateGeometry(of: view, notify: true)
    }
  }

  /// Records how the window's insets and frame and the status bar came to be, when explaining.
  private func deriveWindowValues(prefersHidden: Bool?) {
    let landscape = window.orientation.isLandscape
    let table = windowMetrics.insets(landscape: landscape)
    let housing = device.cutout.hasSensorHousing
    let reason: String
    if housing {
      reason = "a sensor housing keeps its insets whether the status bar shows or not"
    } else if device.family == .phone && landscape {
      reason = "no status bar in a phone's landscape row"
    } else if !windowGeometry.statusBarVisible && !windowGeometry.statusBarInsetKept {
      reason = "the top inset is the status bar, which is hidden"
    } else if windowMetrics.rules.topExcludesStatusBar {
      reason = "the window leaves the status bar out; each root view adds it"
    } else {
      reason = "the top inset is the status bar"
    }
    var quirks = [
      QuirkSetting(.windowTopExcludesStatusBar, windowMetrics.rules.topExcludesStatusBar)
    ]
    if window.orientation == .portraitUpsideDown {
      quirks.append(QuirkSetting(.upsideDownSwapsInsets, windowMetrics.rules.upsideDownSwapsInsets))
    }
    if windowGeometry.statusBarInsetKept {
      quirks.append(QuirkSetting(.statusBarHiddenKeepsTopInset, true))
    }
    let deviceSources = device.sourceIDs
    var insetSteps = [
      DerivationStep(
        subject: "window", story: WindowRule.insetsStory,
        inputs: [
          .init("device", device.name), .init("orientation", window.orientation.rawValue),
          .init("catalog insets", TraceValue.text(table)),
          .init("status bar height", TraceValue.text(windowMetrics.statusBarHeight)),
          .init("status bar shows", "\(windowGeometry.statusBarVisible)"),
        ],
        reason: reason,
        result: TraceValue.text(
          window.mode == .fullScreen
            ? windowGeometry.insets
            : screenInsets(
              visible: windowGeometry.statusBarVisible || windowGeometry.statusBarInsetKept)),
        quirks: quirks, metrics: deviceSources)
    ]
    var frameSteps = [
      DerivationStep(
        subject: "window", story: WindowRule.screenStory,
        inputs: [
          .init("device", device.name), .init("orientation", window.orientation.rawValue),
        ],
        result: TraceValue.text(screenBounds), metrics: deviceSources)
    ]
    if window.mode != .fullScreen {
      let classes = sizeClasses
      insetSteps.append(
        DerivationStep(
          subject: "window", story: MultitaskingRule.insetsStory,
          inputs: [
            .init("window frame", TraceValue.text(window.frame)),
            .init("screen", TraceValue.text(screenBounds)),
          ],
          reason: behaviour.profile >= 26 && window.frame.y > 0
            ? "unverified: a choice no public measurement confirms (docs/behaviour.md#c53)" : nil,
          result: TraceValue.text(windowGeometry.insets)))
      frameSteps.append(
        DerivationStep(
          subject: "window", story: MultitaskingRule.frameStory,
          inputs: [
            .init("mode", window.mode.rawValue),
            .init("size classes", classes.text),
          ],
          reason: window.mode == .windowed
            ? "unverified: a choice no public measurement confirms (docs/behaviour.md#c53;"
              + " turned with the screen, docs/behaviour.md#c54)" : nil,
          result: TraceValue.text(window.frame)))
    }
    derive(windowObject, .safeAreaInsets, .insets(windowGeometry.insets), insetSteps)
    derive(windowObject, .frame, .rect(window.frame), frameSteps)
    let frame = windowGeometry.statusBarVisible ? statusBarFrame : .zero
    let frameStory =
      windowGeometry.statusBarVisible
      ? WindowRule.statusBarFrameStory : WindowRule.hiddenStatusBarFrameStory
    derive(
      statusBarObject, .frame, .rect(frame),
      [
        DerivationStep(
          subject: "statusBar",
          rule: frameStory.rule,
          inputs: [.init("status bar height", TraceValue.text(windowMetrics.statusBarHeight))],
          reason: windowGeometry.statusBarVisible
            ? nil
            : device.family == .phone && landscape
              ? "an iPhone hides it in landscape" : "the app prefers it hidden",
          result: TraceValue.text(frame),
          sources: frameStory.sources + deviceSources)
      ])
    derive(
      statusBarObject, .hidden, .flag(!windowGeometry.statusBarVisible),
      [
        DerivationStep(
          subject: "statusBar", story: WindowRule.statusBarHiddenStory,
          inputs: [
            .init("prefersStatusBarHidden", prefersHidden.map { "\($0)" } ?? "unset"),
            .init("orientation", window.orientation.rawValue),
          ],
          result: "\(!windowGeometry.statusBarVisible)")
      ])
  }
}
