import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Whether a tab bar controller's bar shows: not hidden, and not hidden by
  /// `hidesBottomBarWhenPushed` of the controller on top of its selected navigation stack
  /// (docs/behaviour.md#tab-bar; the bar hides while that controller is on top, L).
  func isTabBarVisible(_ tabController: ControllerID) -> Bool {
    let state = controllers[tabController]
    guard let bar = state.tabBar, !bar.hidden else { return false }
    guard state.tabs.indices.contains(state.selectedIndex) else { return true }
    let selected = controllers[state.tabs[state.selectedIndex]]
    if selected.isNavigation, let top = selected.stack.last {
      return !controllers[top].node.hidesBottomBarWhenPushed
    }
    return true
  }

  /// Places a container's bars and its shown child's root view, from the container view's insets
  /// just computed (docs/behaviour.md#navigation-bar, #root-view-frames).
  ///
  /// Containers place their children on install, so a child's frame and bar overlap are final at
  /// its first geometry (docs/behaviour.md#first-display).
  mutating func placeContainerContent(_ controller: ControllerID) {
    let state = controllers[controller]
    if state.isNavigation {
      placeNavigationContent(controller)
    } else if state.isTabBar {
      placeTabBarContent(controller)
    } else if state.isSplit {
      placeSplitColumns(controller)
    } else if state.isPageView {
      placeShownPage(controller)
    }
  }

  /// A page view controller's shown page fills its view: the internal scroll view is the
  /// view's bounds and a page is the scroll view's size (docs/behaviour.md#page-view-controllers).
  private mutating func placeShownPage(_ controller: ControllerID) {
    let state = controllers[controller]
    guard let view = state.view, state.pages.indices.contains(state.shownPage),
      let pageView = controllers[state.pages[state.shownPage]].view
    else { return }
    let size = views.frame[view].size
    setFrame(ofRootView: pageView, to: Rect(size: size))
    if derivations != nil {
      deriveFrame(
        of: pageView, rule: "placed by \(state.name): \(Self.pageChildStory.rule)",
        inputs: [
          .init("container size", "\(TraceValue.text(size.width))x\(TraceValue.text(size.height))")
        ],
        sources: Self.pageChildStory.sources)
    }
  }

  private mutating func placeNavigationContent(_ controller: ControllerID) {
    let state = controllers[controller]
    guard let view = state.view else { return }
    let size = views.frame[view].size
    let insets = views.safeArea[view]
    let top = state.stack.last
    if var bar = state.navigationBar {
      let mode = top.map { controllers[$0].node.largeTitleDisplayMode } ?? .automatic
      let large = BarMetrics.showsLargeTitle(
        window.bars, behaviour.navigationBar, prefersLargeTitles: bar.prefersLargeTitles, mode: mode
      )
      let sheetHeight =
        isInSheetCard(controller) ? behaviour.presentation.sheetNavigationBarHeight : nil
      let inline = BarMetrics.navigationBarHeight(
        window.bars, behaviour.navigationBar, large: false, sheetHeight: sheetHeight)
      var collapseSteps: [DerivationStep] = []
      let extent = navigationBarExtent(
        of: controller, top: top, inline: inline, large: large, steps: &collapseSteps)
      let minimization = top.flatMap { navigationBarMinimization(of: $0, steps: &collapseSteps) }
      let height =
        minimization == nil
        ? extent.height : behaviour.navigationBar.minimizedHeight ?? extent.height
      let y = BarMetrics.navigationBarY(
        window.bars, behaviour.navigationBar, topInset: insets.top,
        dynamicIslandOverlap: dynamicIslandOverlap(navigationView: view))
      bar.frame = Rect(x: 0, y: y, width: size.width, height: height)
      // A bar that minimizes without the safe area keeps its full height for the children.
      let insetHeight = minimization?.adjustsSafeArea == false ? extent.height : height
      bar.insetFrame = Rect(x: 0, y: y, width: size.width, height: insetHeight)
      bar.searchDock =
        bar.hidden
        ? nil
        : extent.dock.map {
          Rect(x: 0, y: size.height - $0, width: size.width, height: $0)
        }
      let underNotch =
        behaviour.navigationBar.movesUnderNotchWhenStatusBarHidden
        && device.cutout.hasSensorHousing
        && !windowGeometry.statusBarVisible && !window.orientation.isLandscape
      if underNotch { bar.frame.y = 0 }
      controllers[controller].navigationBar = bar
      if derivesHere {
        derive(
          bar.object, .frame, .rect(bar.frame),
          collapseSteps + [
            DerivationStep(
              subject: name(of: bar.object), story: BarMetrics.navigationBarStory,
              inputs: [
                .init("large title", "\(large)"),
                .init("large title zone shown", TraceValue.text(extent.band)),
                .init("height", TraceValue.text(height)),
                .init("in a sheet card", "\(sheetHeight != nil)"),
                .init("top inset", TraceValue.text(insets.top)),
                .init("container width", TraceValue.text(size.width)),
              ] + extent.searchInputs,
              reason: underNotch ? "the status bar is hidden: the bar moves under the notch" : nil,
              result: TraceValue.text(bar.frame),
              quirks: [
                QuirkSetting(
                  .dynamicIslandNavOverlap, behaviour.navigationBar.overlapsDynamicIslandStatusBar),
                QuirkSetting(
                  .navBarUnderNotchWhenStatusBarHidden,
                  behaviour.navigationBar.movesUnderNotchWhenStatusBarHidden),
              ],
              metrics: behaviour.sources.navigationBar)
          ])
      }
    }
    if var toolbar = state.toolbar {
      let height = BarMetrics.toolbarHeight(window.bars, behaviour.toolbar)
      toolbar.frame = Rect(
        x: 0, y: size.height - insets.bottom - height, width: size.width, height: height)
      controllers[controller].toolbar = toolbar
      if derivesHere {
        derive(
          toolbar.object, .frame, .rect(toolbar.frame),
          [
            DerivationStep(
              subject: name(of: toolbar.object), story: BarMetrics.toolbarStory,
              inputs: [
                .init("height", TraceValue.text(height)),
                .init("bottom inset", TraceValue.text(insets.bottom)),
              ],
              result: TraceValue.text(toolbar.frame))
          ])
      }
    }
    guard let top, let topView = controllers[top].view else { return }
    let placed = controllers[controller]
    var frame = Rect(size: size)
    let child = controllers[top].node
    if let bar = placed.navigationBar, !bar.hidden,
      !extends(child, edge: .top, translucent: bar.translucent)
    {
      frame = frame.inset(by: EdgeInsets(top: bar.insetFrame.maxY))
    }
    if let toolbar = placed.toolbar, !toolbar.hidden,
      !extends(child, edge: .bottom, translucent: toolbar.translucent)
    {
      frame.height = Swift.min(frame.maxY, toolbar.frame.minY) - frame.y
    }
    if let tabBar = enclosingBottomTabBar(of: controller),
      !extends(child, edge: .bottom, translucent: tabBar.translucent)
    {
      let barTop = tabBar.windowMinY - views.windowOrigin[view].y
      frame.height = Swift.min(frame.maxY, barTop) - frame.y
    }
    setFrame(ofRootView: topView, to: frame)
    if derivesHere {
      deriveFrame(
        of: topView,
        rule: "placed by \(state.name): \(Self.navigationChildStory.rule)",
        inputs: [
          .init("container size", "\(TraceValue.text(size.width))x\(TraceValue.text(size.height))"),
          .init("edgesForExtendedLayout", "\(child.edgesForExtendedLayout)"),
          .init("extendedLayoutIncludesOpaqueBars", "\(child.extendedLayoutIncludesOpaqueBars)"),
          .init(
            "navigation bar",
            placed.navigationBar.map {
              $0.hidden
                ? "hidden" : "\(TraceValue.text($0.insetFrame)) translucent=\($0.translucent)"
            } ?? "none"),
        ],
        sources: Self.navigationChildStory.sources)
    }
  }

  private mutating func placeTabBarContent(_ controller: ControllerID) {
    let state = controllers[controller]
    guard let view = state.view else { return }
    let size = views.frame[view].size
    let insets = views.safeArea[view]
    if var bar = state.tabBar {
      switch BarMetrics.tabBar(window.bars, behaviour.tabBar, bottomInset: insets.bottom) {
      case .bottom(let height):
        bar.frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        bar.floatingTop = false
      case .floatingTop(let height):
        bar.frame = Rect(x: 0, y: insets.top, width: size.width, height: height)
        bar.floatingTop = true
      }
      placeMinimization(of: controller, bar: &bar)
      controllers[controller].tabBar = bar
      if derivesHere {
        derive(
          bar.object, .frame, .rect(bar.frame),
          [
            DerivationStep(
              subject: name(of: bar.object),
              story: bar.floatingTop
                ? BarMetrics.floatingTabBarStory : BarMetrics.bottomTabBarStory,
              inputs: [
                .init("top inset", TraceValue.text(insets.top)),
                .init("bottom inset", TraceValue.text(insets.bottom)),
                .init("container width", TraceValue.text(size.width)),
              ],
              result: TraceValue.text(bar.frame),
              quirks: [QuirkSetting(.ipadFloatingTabBar, behaviour.tabBar.floatsOnPad)])
          ])
      }
    }
    guard state.tabs.indices.contains(state.selectedIndex) else { return }
    let selected = state.tabs[state.selectedIndex]
    guard let selectedView = controllers[selected].view else { return }
    var frame = Rect(size: size)
    if let bar = controllers[controller].tabBar, isTabBarVisible(controller), !bar.floatingTop,
      !extends(controllers[selected].node, edge: .bottom, translucent: bar.translucent)
    {
      frame.height = bar.frame.minY
    }
    setFrame(ofRootView: selectedView, to: frame)
    if derivesHere {
      deriveFrame(
        of: selectedView,
        rule: "placed by \(state.name): \(Self.tabChildStory.rule)",
        inputs: [
          .init("container size", "\(TraceValue.text(size.width))x\(TraceValue.text(size.height))"),
          .init(
            "tab bar", controllers[controller].tabBar.map { TraceValue.text($0.frame) } ?? "none"),
          .init("tab bar shows", "\(isTabBarVisible(controller))"),
        ],
        sources: Self.tabChildStory.sources)
    }
  }

  /// `edgesForExtendedLayout` with the bar's translucency and `extendedLayoutIncludesOpaqueBars`
  /// (docs/behaviour.md#root-view-frames; seed001, seed003, GT-137, GT-139, GT-140, GT-142,
  /// OU-019).
  private func extends(_ node: ControllerNode, edge: RectEdges, translucent: Bool) -> Bool {
    node.edgesForExtendedLayout.contains(edge)
      && (translucent || node.extendedLayoutIncludesOpaqueBars)
  }

  /// The visible bottom tab bar of the nearest enclosing tab bar controller, in window
  /// coordinates.
  private func enclosingBottomTabBar(of controller: ControllerID) -> (
    windowMinY: Double, translucent: Bool
  )? {
    var ancestor = controllers[controller].parent
    while let current = ancestor {
      let state = controllers[current]
      if let bar = state.tabBar {
        guard isTabBarVisible(current), !bar.floatingTop, let view = state.view else { return nil }
        return (views.windowOrigin[view].y + bar.frame.minY, bar.translucent)
      }
      ancestor = state.parent
    }
    return nil
  }

  /// How far a Dynamic Island device's navigation bar rises into the top inset where the
  /// version overlaps it (iOS 16–18): it sits 1 px above the bottom of the 54-pt status bar when
  /// the status bar covers the navigation view (GT-118, GT-121: 59 + 44 − 5.333 = 97.667).
  func dynamicIslandOverlap(navigationView view: ViewID) -> Double? {
    guard behaviour.navigationBar.overlapsDynamicIslandStatusBar, device.cutout == .dynamicIsland,
      windowGeometry.statusBarVisible,
      views.windowOrigin[view].y <= 0
    else { return nil }
    let barBottom = statusBarFrame.maxY - 1 / Double(device.scale)
    return Swift.max(0, windowGeometry.insets.top - barBottom)
  }

  /// Gives a root view placed by its container a new frame; a new size needs a layout.
  mutating func setFrame(ofRootView view: ViewID, to frame: Rect) {
    let old = views.frame[view]
    guard old != frame else { return }
    views.frame[view] = frame
    views.setGeometryDirty(view)
    if old.size != frame.size { views.setNeedsLayout(view) }
  }
}

extension World {
  /// A navigation controller's child's frame; `explain` names the container first.
  static let navigationChildStory = RuleStory(
    "its bounds, less the bars it does not extend under",
    sources: ["seed001", "seed003", "GT-137", "GT-139", "docs/behaviour.md#root-view-frames"])

  /// A page view controller's shown page's frame (unverified: no public log prints it).
  static let pageChildStory = RuleStory(
    "its bounds: the shown page fills the page view controller's view (unverified, C70)",
    sources: ["WEB-950", "docs/behaviour.md#c70", "docs/behaviour.md#page-view-controllers"])

  /// A tab bar controller's selected child's frame.
  static let tabChildStory = RuleStory(
    "its bounds, less a tab bar it does not extend under",
    sources: ["seed001", "seed003", "OU-019", "docs/behaviour.md#root-view-frames"])
}
