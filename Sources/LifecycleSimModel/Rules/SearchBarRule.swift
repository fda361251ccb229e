import LifecycleSimCore

/// Where a navigation item's search bar goes, and what it adds to the bars.
package enum SearchBarSlot: Sendable, Hashable, CustomStringConvertible {
  /// In the navigation bar beside the title, or among the toolbar's items: no height of its own.
  case inBar
  /// Under the title, `height` tall.
  case stacked(height: Double)
  /// Docked at the bottom of the navigation controller's view, `height` from its bottom edge.
  case bottomDock(height: Double)

  /// How `explain` names the slot.
  package var description: String {
    switch self {
    case .inBar: "in the bar"
    case .stacked(let height): "under the title, \(PointFormatting.string(height)) high"
    case .bottomDock(let height): "docked at the bottom, \(PointFormatting.string(height)) high"
    }
  }
}

/// A navigation item's search bar (docs/behaviour.md#search-controllers).
package enum SearchBarRule {
  /// The slot of a search bar with `placement`, for the device and version.
  ///
  /// Stacked under the title unless the placement or the version puts it elsewhere: in the bar
  /// for `inline` and the integrated button and centred placements (WEB-721), and for the iPad's
  /// automatic placement where the version does it (26: OU-119); at the bottom of an iPhone
  /// navigation controller outside a tab bar controller, its toolbar hidden, for the automatic
  /// and integrated placements where the version docks it (26: OU-025, OU-026); among the
  /// toolbar's items when the toolbar shows. `nil` where the version has no search controller.
  package static func slot(
    _ env: BarEnvironment, _ metrics: SearchBarMetrics, placement: SearchBarPlacement,
    inTabBarController: Bool, toolbarShown: Bool
  ) -> SearchBarSlot? {
    guard let stacked = metrics.stackedSlot else { return nil }
    switch placement {
    case .stacked:
      return .stacked(height: stacked)
    case .inline, .integratedButton, .integratedCentered:
      return .inBar
    case .automatic, .integrated:
      if env.family == .pad {
        return metrics.padAutomaticInBar || placement == .integrated
          ? .inBar : .stacked(height: stacked)
      }
      guard let dock = metrics.bottomDock else { return .stacked(height: stacked) }
      if inTabBarController { return placement == .integrated ? .inBar : .stacked(height: stacked) }
      if toolbarShown { return .inBar }
      return .bottomDock(height: env.verticallyCompact ? dock.verticallyCompact : dock.regular)
    }
  }

  /// Whether a scroll pulls a hidden search slot into view: the content is pulled past the
  /// offset that shows the whole zone, `wholeAt`, by at least the slot's height (as an app does
  /// to show it, WEB-722); less is an elastic pull that springs back (docs/behaviour.md#c47).
  package static func pullReveals(slot: Double, offsetY: Double, wholeAt: Double) -> Bool {
    offsetY <= wholeAt - slot || PointFormatting.same(offsetY, wholeAt - slot)
  }

  /// The search bar's slot and placement.
  package static let story = RuleStory(
    "the search bar's slot for the placement, device and version",
    sources: ["docs/behaviour.md#search-controllers"])
}
