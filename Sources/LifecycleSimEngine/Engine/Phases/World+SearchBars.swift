import LifecycleSimCore
import LifecycleSimModel
import LifecycleSimTrace

extension World {
  /// A navigation bar's height and the search field docked below, from the inline height, the
  /// large title's band and the top controller's search bar (docs/behaviour.md#search-controllers).
  struct NavigationBarExtent {
    var height: Double
    var band: Double
    var search: Double
    /// The search dock's height from the bottom of the navigation controller's view.
    var dock: Double?
    /// Whether the top controller has a search controller.
    var hasSearch = false

    /// What `explain` shows of the search bar in the bar's height.
    var searchInputs: [DerivationStep.Input] {
      guard hasSearch else { return [] }
      return [
        .init("search bar shown", TraceValue.text(search)),
        .init("search docked at the bottom", dock.map { TraceValue.text($0) } ?? "no"),
      ]
    }
  }

  /// The extent of `navigation`'s bar over `top`; adds how it was derived to `steps` when
  /// explaining.
  mutating func navigationBarExtent(
    of navigation: ControllerID, top: ControllerID?, inline: Double, large: Bool,
    steps: inout [DerivationStep]
  ) -> NavigationBarExtent {
    let band = large ? behaviour.navigationBar.largeTitleExtra ?? 0 : 0
    guard let top else { return NavigationBarExtent(height: inline + band, band: band, search: 0) }
    let spec = controllers[top].node.searchController
    let active = controllers[top].searchActive
    var slot: SearchBarSlot? = nil
    if let spec {
      slot = SearchBarRule.slot(
        window.bars, behaviour.navigationBar.search, placement: spec.placement,
        inTabBarController: isInTabBarController(navigation),
        toolbarShown: controllers[navigation].toolbar.map { !$0.hidden } ?? false)
      if derivations != nil, let slot {
        steps.append(
          DerivationStep(
            subject: "\(controllers[top].name).navigationItem.searchController",
            story: SearchBarRule.story,
            inputs: [
              .init("placement", spec.placement.rawValue),
              .init("hidesSearchBarWhenScrolling", "\(spec.hidesSearchBarWhenScrolling)"),
              .init("active", "\(active)"),
            ],
            reason: behaviour.navigationBar.search.unverified
              ? "unverified: a choice no public measurement confirms (docs/behaviour.md#c47)" : nil,
            result: "\(slot)", metrics: behaviour.sources.searchBar))
      }
    }
    let hidesBar = active && spec?.hidesNavigationBarDuringPresentation == true
    var fixed = 0.0
    var hiding = 0.0
    var dock: Double? = nil
    switch slot {
    case .stacked(let height)?:
      if hidesBar {
        // The bar keeps only the search field (OU-035).
        controllers[top].collapsingZone?.searchWasActive = true
        return NavigationBarExtent(
          height: behaviour.navigationBar.search.activeHeight, band: 0,
          search: behaviour.navigationBar.search.activeHeight, hasSearch: true)
      }
      if active || spec?.hidesSearchBarWhenScrolling == false {
        fixed = height
      } else {
        hiding = height
      }
    case .bottomDock(let height)?:
      dock = height
      if hidesBar {
        // The bar folds to nothing while the docked search is active (OU-025, OU-118).
        controllers[top].collapsingZone?.searchWasActive = true
        return NavigationBarExtent(height: 0, band: 0, search: 0, dock: dock, hasSearch: true)
      }
    case .inBar?, nil:
      break
    }
    let shown = collapsingZone(
      shownBy: top, band: band, searchSlot: hiding, searchActive: active, steps: &steps)
    return NavigationBarExtent(
      height: inline + fixed + shown.band + shown.search, band: shown.band,
      search: fixed + shown.search, dock: dock, hasSearch: spec != nil)
  }

  /// Whether a tab bar controller holds `controller`.
  private func isInTabBarController(_ controller: ControllerID) -> Bool {
    var ancestor = controllers[controller].parent
    while let current = ancestor {
      if controllers[current].isTabBar { return true }
      ancestor = controllers[current].parent
    }
    return false
  }
}
