package import LifecycleSimCore

/// The UIKit behaviour model of one iOS version, resolved once per run
/// (docs/behaviour.md#ios-versions).
///
/// ``BehaviourRegistry`` builds it from the base version and the deltas in `Behaviour/Versions/`;
/// a scenario's quirk overrides then go through ``setQuirk(_:_:)``. The rules and the engine read
/// its plain values and flags, never a version number or a quirk switch.
package struct Behaviour: Sendable, Hashable {
  /// The profile number the trace header shows: the registered version in force (10, 11, …, 26, 27).
  package var profile: Int
  /// What the API offers and which callbacks UIKit makes.
  package var capabilities: Capabilities
  package var navigationBar: NavigationBarMetrics
  package var toolbar: ToolbarMetrics
  package var tabBar: TabBarMetrics
  package var presentation: PresentationMetrics
  package var margins: MarginMetrics
  package var keyboard: KeyboardMetrics
  package var statusBar: StatusBarBehaviour
  package var window: WindowBehaviour
  package var scrollViews: ScrollViewBehaviour
  /// Animation durations and layout-pass counts.
  package var timing: TimingMetrics
  /// Which views an invalidation reaches.
  package var layout = LayoutBehaviour()
  /// What SwiftUI does in hosting controllers.
  package var swiftUI = SwiftUIBehaviour()
  /// What page view controllers do when their page changes.
  package var pages = PageBehaviour()
  /// What split view controllers do at run time.
  package var splitViews = SplitViewBehaviour()
  /// The sources of the metric values above, for `explain`.
  package var sources: MetricSources
  /// Every quirk switch in force; the flags it decides are set with it.
  public private(set) var quirks: QuirkSet

  /// Creates a behaviour with every quirk switch off and the flags they decide cleared.
  package init(
    profile: Int, capabilities: Capabilities, navigationBar: NavigationBarMetrics,
    toolbar: ToolbarMetrics, tabBar: TabBarMetrics, presentation: PresentationMetrics,
    margins: MarginMetrics, keyboard: KeyboardMetrics, statusBar: StatusBarBehaviour,
    window: WindowBehaviour, scrollViews: ScrollViewBehaviour, timing: TimingMetrics,
    sources: MetricSources
  ) {
    self.profile = profile
    self.capabilities = capabilities
    self.navigationBar = navigationBar
    self.toolbar = toolbar
    self.tabBar = tabBar
    self.presentation = presentation
    self.margins = margins
    self.keyboard = keyboard
    self.statusBar = statusBar
    self.window = window
    self.scrollViews = scrollViews
    self.timing = timing
    self.sources = sources
    self.quirks = QuirkSet()
    for quirk in Quirk.allCases { setQuirk(quirk, false) }
  }

  /// Turns a quirk switch on or off, with the flags it decides
  /// (docs/behaviour.md#quirk-switches).
  ///
  /// The registry sets every switch's default through it, the validator a scenario's overrides.
  package mutating func setQuirk(_ quirk: Quirk, _ on: Bool) {
    let position = quirk.position
    setSwitch(at: position, Quirk.declarations[position], on)
  }

  /// Turns the switch `declaration` declares, at `index` in the registry's switches, on or off
  /// with the flags it controls: the one place a switch becomes behaviour.
  package mutating func setSwitch(at index: Int, _ declaration: QuirkDeclaration, _ on: Bool) {
    quirks[index] = on
    for flag in declaration.controls { self[keyPath: flag] = on }
  }
}
