import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// Notes whether an iOS 26+ tab bar is minimized and how far its bottom accessory reaches into
  /// the tab children's safe area (docs/behaviour.md#tab-bar-minimization), as the bar is placed.
  ///
  /// The driving scroll view is the content scroll view of the selected tab, or of the top of its
  /// navigation stack (`contentScrollView(for: .bottom)`). The bar minimizes or expands as that
  /// scroll view's offset moves since the last placement; a new driving scroll view (another tab,
  /// a push or a pop) finds the bar expanded (docs/behaviour.md#c50). The bar's frame does not
  /// change.
  mutating func placeMinimization(of controller: ControllerID, bar: inout BarState) {
    guard var state = controllers[controller].tabBarMinimization,
      let metrics = behaviour.tabBar.minimization
    else { return }
    let atBottom = isTabBarVisible(controller) && !bar.floatingTop
    let minimizes =
      atBottom && TabBarMinimizationRule.minimizes(state.behavior, onPhone: device.family == .phone)
    let driver = minimizes ? minimizationDriver(of: controller) : nil
    var minimized = false
    if let driver, let scroll = views.scroll[driver] {
      let offsetY = scrolls[scroll].contentOffset.y
      if state.driver == driver {
        minimized = TabBarMinimizationRule.minimized(
          state.behavior, was: bar.minimized, fromY: state.driverOffsetY, toY: offsetY)
      }
      state.driverOffsetY = offsetY
    }
    state.driver = driver
    controllers[controller].tabBarMinimization = state
    bar.minimized = minimized
    bar.accessoryCover =
      state.accessoryHeight.map {
        TabBarMinimizationRule.accessoryCover(height: $0, metrics, inline: minimized)
      } ?? 0
  }

  /// The scroll view whose offset minimizes a tab bar controller's bar: the content scroll view
  /// of the selected tab, or of the top of the selected navigation stack, once its view loaded.
  private mutating func minimizationDriver(of controller: ControllerID) -> ViewID? {
    let state = controllers[controller]
    guard state.tabs.indices.contains(state.selectedIndex) else { return nil }
    var shown = state.tabs[state.selectedIndex]
    if controllers[shown].isNavigation, let top = controllers[shown].stack.last { shown = top }
    guard controllers[shown].view != nil else { return nil }
    return cachedContentScrollView(of: shown)
  }

  /// The tab bar controller whose bar `view` minimizes: the one whose selected tab (or the top of
  /// its navigation stack) has `view` as its content scroll view, when its bar minimizes at all.
  mutating func tabBarControllerMinimized(by view: ViewID) -> ControllerID? {
    guard behaviour.tabBar.minimization != nil, let owner = owningController(of: view) else {
      return nil
    }
    var tab = owner
    if case .navigationStack = controllers[owner].relation,
      let navigation = controllers[owner].parent,
      controllers[navigation].stack.last == owner
    {
      tab = navigation
    }
    guard case .tab = controllers[tab].relation, let tabController = controllers[tab].parent,
      let settings = controllers[tabController].tabBarMinimization,
      TabBarMinimizationRule.minimizes(settings.behavior, onPhone: device.family == .phone),
      controllers[tabController].tabs.indices.contains(controllers[tabController].selectedIndex),
      controllers[tabController].tabs[controllers[tabController].selectedIndex] == tab,
      cachedContentScrollView(of: owner) == view
    else { return nil }
    return tabController
  }

  /// How `explain` shows a tab bar's minimization and accessory in the safe area of a tab's root
  /// view, or `nil` when the tab bar controller `parent` has neither.
  func minimizationStep(subject: String, tabBarController parent: ControllerID) -> DerivationStep? {
    let container = controllers[parent]
    guard let settings = container.tabBarMinimization, let bar = container.tabBar else {
      return nil
    }
    let environment =
      settings.accessoryHeight == nil ? "none" : bar.minimized ? "inline" : "regular"
    return DerivationStep(
      subject: subject,
      story: settings.accessoryHeight == nil
        ? TabBarMinimizationRule.story : TabBarMinimizationRule.accessoryStory,
      inputs: [
        .init("tabBarMinimizeBehavior", settings.behavior.rawValue),
        .init("\(container.name) tab bar minimized", "\(bar.minimized)"),
        .init("bottom accessory", settings.accessoryHeight.map(TraceValue.text) ?? "none"),
        .init("tabAccessoryEnvironment", environment),
      ],
      reason: "unverified: a minimized bar keeps its frame and inset, and an inline accessory "
        + "adds nothing; no public measurement confirms it (docs/behaviour.md#c50)",
      result: TraceValue.text(bar.accessoryCover))
  }
}
