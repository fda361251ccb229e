// Scenarios and their nodes compare by what they say, not by where they were written: the
// source locations and JSON paths kept for error messages, and what decoding checked, take no
// part, so a scenario decoded from a file equals the same scenario built in code or decoded from
// its re-encoding.

extension Scenario: Equatable {
  /// Whether two scenarios say the same, wherever they were written.
  public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
    lhs.name == rhs.name && lhs.device == rhs.device && lhs.ios == rhs.ios
      && lhs.orientation == rhs.orientation && lhs.layoutDirection == rhs.layoutDirection
      && lhs.quirks == rhs.quirks && lhs.root == rhs.root && lhs.events == rhs.events
      && lhs.window == rhs.window && lhs.requiresFullScreen == rhs.requiresFullScreen
  }
}

extension QuirkOverride {
  /// Whether two overrides set the same switch the same way, wherever they were written.
  public static func == (lhs: QuirkOverride, rhs: QuirkOverride) -> Bool {
    lhs.name == rhs.name && lhs.enabled == rhs.enabled
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(enabled)
  }
}

extension ControllerNode: Equatable {
  /// Whether two controller nodes say the same, wherever they were written.
  public static func == (lhs: ControllerNode, rhs: ControllerNode) -> Bool {
    lhs.kind == rhs.kind && lhs.name == rhs.name
      && lhs.additionalSafeAreaInsets == rhs.additionalSafeAreaInsets
      && lhs.edgesForExtendedLayout == rhs.edgesForExtendedLayout
      && lhs.extendedLayoutIncludesOpaqueBars == rhs.extendedLayoutIncludesOpaqueBars
      && lhs.automaticallyAdjustsScrollViewInsets == rhs.automaticallyAdjustsScrollViewInsets
      && lhs.prefersStatusBarHidden == rhs.prefersStatusBarHidden
      && lhs.prefersHomeIndicatorAutoHidden == rhs.prefersHomeIndicatorAutoHidden
      && lhs.viewRespectsSystemMinimumLayoutMargins == rhs.viewRespectsSystemMinimumLayoutMargins
      && lhs.hidesBottomBarWhenPushed == rhs.hidesBottomBarWhenPushed
      && lhs.largeTitleDisplayMode == rhs.largeTitleDisplayMode
      && lhs.contentScrollView == rhs.contentScrollView
      && lhs.searchController == rhs.searchController
      && lhs.navigationBarMinimization == rhs.navigationBarMinimization
      && lhs.keyboardLayoutGuide == rhs.keyboardLayoutGuide
      && lhs.isModalInPresentation == rhs.isModalInPresentation && lhs.view == rhs.view
      && lhs.children == rhs.children
  }
}

extension ViewNode: Equatable {
  /// Whether two view nodes say the same, wherever they were written.
  public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.placement == rhs.placement
      && lhs.subviews == rhs.subviews && lhs.layoutMargins == rhs.layoutMargins
      && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
      && lhs.insetsLayoutMarginsFromSafeArea == rhs.insetsLayoutMarginsFromSafeArea
      && lhs.preservesSuperviewLayoutMargins == rhs.preservesSuperviewLayoutMargins
  }
}

extension ScenarioEvent: Equatable {
  /// Whether two events do the same at the same time, wherever they were written.
  public static func == (lhs: ScenarioEvent, rhs: ScenarioEvent) -> Bool {
    lhs.at == rhs.at && lhs.action == rhs.action
  }
}

extension SheetConfiguration {
  /// Whether two configurations set the same detents, wherever they were written.
  public static func == (lhs: SheetConfiguration, rhs: SheetConfiguration) -> Bool {
    lhs.detents == rhs.detents && lhs.selectedDetent == rhs.selectedDetent
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(detents)
    hasher.combine(selectedDetent)
  }
}

extension PopoverConfiguration {
  /// Whether two configurations set the same popover, wherever they were written.
  public static func == (lhs: PopoverConfiguration, rhs: PopoverConfiguration) -> Bool {
    lhs.sourceView == rhs.sourceView && lhs.sourceRect == rhs.sourceRect
      && lhs.permittedArrowDirections == rhs.permittedArrowDirections
      && lhs.preferredContentSize == rhs.preferredContentSize
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sourceView)
    hasher.combine(sourceRect)
    hasher.combine(permittedArrowDirections)
    hasher.combine(preferredContentSize)
  }
}

extension SwiftUINode {
  /// Whether two SwiftUI nodes say the same, wherever they were written.
  public static func == (lhs: SwiftUINode, rhs: SwiftUINode) -> Bool {
    lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.modifiers == rhs.modifiers
      && lhs.children == rhs.children
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(name)
    hasher.combine(modifiers)
    hasher.combine(children)
  }
}
